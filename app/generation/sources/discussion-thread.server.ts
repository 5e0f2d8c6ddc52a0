// Reads a discussion thread (Reddit-style): the post and its top comments by score, from the thread's JSON
// (the `.json` address), old-reddit markup, the 2018-2023 layout or the current shreddit markup.
import { readForumThread } from "./forum-thread.server";
import {
  blockTextOf,
  dig,
  digString,
  normalizeText,
  parseCompactNumber,
  textOf,
  withDocument,
} from "./html-document.server";

/** What the post itself is: text, or a picture, a video or a link with no text of its own. */
export type TPostKind = "text" | "image" | "video" | "link";

export interface TDiscussionComment {
  author?: string;
  score?: number;
  body: string;
}

export interface TDiscussionThread {
  url: string;
  title: string;
  community?: string;
  author?: string;
  score?: number;
  body?: string;
  postKind?: TPostKind;
  comments: TDiscussionComment[];
  /** Answers the page shows that were left out of `comments` (a long thread beyond its budget). */
  moreComments?: number;
  /** The page is a later page of the topic: its first post is a reply, the opening post and its writer elsewhere. */
  startsMidTopic?: boolean;
}

/** The thread's addresses to try, best first: its JSON, old reddit's plain HTML, then the address given. */
export function redditThreadAddresses(url: string): string[] {
  if (!URL.canParse(url)) return [url];
  const parsed = new URL(url);
  if (!/(^|\.)reddit\.com$/i.test(parsed.hostname) || !/\/comments\/[a-z0-9]+/i.test(parsed.pathname)) return [url];
  const path = parsed.pathname.replace(/\/+$/, "").replace(/\.json$/i, "");
  const json = new URL(`${path}.json`, "https://www.reddit.com");
  json.searchParams.set("raw_json", "1");
  const old = new URL(`${path}/`, "https://old.reddit.com");
  return [...new Set([json.href, old.href, url])];
}

function postKindOf(domain: string | undefined, url: string | undefined, hasText: boolean): TPostKind {
  const where = `${domain ?? ""} ${url ?? ""}`.toLowerCase();
  if (/i\.redd\.it|imgur\.com|\.(jpe?g|png|gif|webp)\b|preview\.redd\.it/.test(where)) return "image";
  if (/v\.redd\.it|youtube\.com|youtu\.be|gfycat|\.(mp4|gifv)\b/.test(where)) return "video";
  if (hasText || /^self\.|reddit\.com\/r\//.test(where) || !where.trim()) return "text";
  return "link";
}

const MAX_COMMENTS = 10;
const MAX_COMMENT_CHARS = 1500;

function toNumber(value: string | null | undefined): number | undefined {
  const number = Number(value?.replace(/[^\d.-]/g, ""));
  return value && Number.isFinite(number) ? number : undefined;
}

function comment(author: string | undefined, score: number | undefined, body: string): TDiscussionComment {
  return {
    ...(author ? { author } : {}),
    ...(score === undefined ? {} : { score }),
    body: body.length > MAX_COMMENT_CHARS ? `${body.slice(0, MAX_COMMENT_CHARS)}…` : body,
  };
}

function topComments(comments: TDiscussionComment[]): TDiscussionComment[] {
  return comments
    .filter((entry) => entry.body && !/^\[(deleted|removed)\]$/i.test(entry.body) && entry.author !== "AutoModerator")
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))
    .slice(0, MAX_COMMENTS);
}

function withOptional(thread: TDiscussionThread): TDiscussionThread {
  return Object.fromEntries(
    Object.entries(thread).filter(([, value]) => value !== undefined && value !== ""),
  ) as unknown as TDiscussionThread;
}

function readThreadJson(data: unknown, pageUrl: string): TDiscussionThread | undefined {
  const post = dig(data, 0, "data", "children", 0, "data");
  const title = digString(post, "title");
  if (!title) return undefined;
  const children = dig(data, 1, "data", "children");
  const comments = (Array.isArray(children) ? children : [])
    .filter((child) => digString(child, "kind") === "t1")
    .map((child) =>
      comment(
        digString(child, "data", "author"),
        toNumber(digString(child, "data", "score")),
        normalizeText(digString(child, "data", "body")),
      ),
    );
  const body = normalizeText(digString(post, "selftext")) || undefined;
  const hint = digString(post, "post_hint");
  return withOptional({
    url: pageUrl,
    title,
    community:
      digString(post, "subreddit_name_prefixed") ??
      (digString(post, "subreddit") ? `r/${digString(post, "subreddit")}` : undefined),
    author: digString(post, "author"),
    score: toNumber(digString(post, "score")),
    body,
    postKind:
      hint === "image"
        ? "image"
        : /video/.test(hint ?? "")
          ? "video"
          : postKindOf(digString(post, "domain"), digString(post, "url"), Boolean(body)),
    comments: topComments(comments),
  });
}

function readShreddit(document: Document, pageUrl: string): TDiscussionThread | undefined {
  const post = document.querySelector("shreddit-post");
  if (!post) return undefined;
  const title = normalizeText(post.getAttribute("post-title")) || textOf(post.querySelector('[slot="title"], h1'));
  if (!title) return undefined;
  const comments = [...document.querySelectorAll('shreddit-comment[depth="0"]')].map((element) =>
    comment(
      element.getAttribute("author") ?? undefined,
      toNumber(element.getAttribute("score")),
      blockTextOf(element.querySelector(':scope > [slot="comment"]')),
    ),
  );
  return withOptional({
    url: pageUrl,
    title,
    community: post.getAttribute("subreddit-prefixed-name") ?? undefined,
    author: post.getAttribute("author") ?? undefined,
    score: toNumber(post.getAttribute("score")),
    body: blockTextOf(post.querySelector('[slot="text-body"]')) || undefined,
    postKind: blockTextOf(post.querySelector('[slot="text-body"]'))
      ? "text"
      : postKindOf(post.getAttribute("domain") ?? undefined, post.getAttribute("content-href") ?? undefined, false),
    comments: topComments(comments),
  });
}

function readOldReddit(document: Document, pageUrl: string): TDiscussionThread | undefined {
  const post = document.querySelector("#siteTable .thing.link");
  const title = textOf(post?.querySelector("a.title"));
  if (!post || !title) return undefined;
  const comments = [...document.querySelectorAll(".commentarea > .sitetable > .thing.comment")].map((element) => {
    const entry = element.querySelector(":scope > .entry");
    const scoreElement = entry?.querySelector(".score.unvoted") ?? entry?.querySelector(".score");
    return comment(
      element.getAttribute("data-author") ?? (textOf(entry?.querySelector(".author")) || undefined),
      toNumber(scoreElement?.getAttribute("title") ?? textOf(scoreElement)),
      blockTextOf(entry?.querySelector(".usertext-body .md")),
    );
  });
  const subreddit = post.getAttribute("data-subreddit");
  const body = blockTextOf(post.querySelector(".usertext-body .md")) || undefined;
  return withOptional({
    url: pageUrl,
    title,
    community: subreddit ? `r/${subreddit}` : undefined,
    author: post.getAttribute("data-author") ?? undefined,
    score: toNumber(post.getAttribute("data-score")),
    body,
    postKind: postKindOf(
      post.getAttribute("data-domain") ?? undefined,
      post.getAttribute("data-url") ?? undefined,
      Boolean(body),
    ),
    comments: topComments(comments),
  });
}

/** A test id, in both of the spellings the 2018-2023 layout used (`data-testid` and `data-test-id`). */
function testId(name: string): string {
  return `[data-testid="${name}"], [data-test-id="${name}"]`;
}

/** The 2018-2023 layout: generated class names, but stable test ids and `t1_`/`t3_` element ids. */
function readRedesign(document: Document, pageUrl: string): TDiscussionThread | undefined {
  const post = document.querySelector('[data-testid="post-container"], [data-test-id="post-content"]');
  const title = textOf(post?.querySelector("h1"));
  if (!post || !title) return undefined;
  const comments = [...document.querySelectorAll("div.Comment")]
    .filter((element) => [...element.querySelectorAll("span")].some((span) => /^level 1$/i.test(textOf(span))))
    .map((element) =>
      comment(
        textOf(element.querySelector(testId("comment_author_link"))) || undefined,
        parseCompactNumber(textOf(element.querySelector('[id^="vote-arrows-t1_"]'))),
        blockTextOf(element.querySelector(testId("comment"))),
      ),
    );
  const community =
    /^r\/\w+$/.exec(textOf(document.querySelector('a[href^="/r/"] span, a[href^="/r/"]')))?.[0] ??
    (/\s:\s(\w+)$/.exec(textOf(document.querySelector("title")))?.[1]
      ? `r/${/\s:\s(\w+)$/.exec(textOf(document.querySelector("title")))?.[1]}`
      : undefined);
  const textBody = post.querySelector('[data-click-id="text"], .RichTextJSON-root');
  const body = textBody ? blockTextOf(textBody) || undefined : undefined;
  const media = post.querySelector('a[href*="i.redd.it"], a[href*="imgur.com"], img[alt^="r/"]');
  const video = post.querySelector('video, a[href*="v.redd.it"], shreddit-player');
  return withOptional({
    url: pageUrl,
    title,
    community,
    author: textOf(post.querySelector(testId("post_author_link"))).replace(/^u\//, "") || undefined,
    score: parseCompactNumber(textOf(post.querySelector('[id^="vote-arrows-t3_"]'))),
    body,
    postKind: body ? "text" : media ? "image" : video ? "video" : "link",
    comments: topComments(comments),
  });
}

// A thread's answers reach the model in full, in page order, while all of them fit in this much answer text (each
// answer capped at MAX_COMMENT_CHARS), and always the first MIN_FORUM_POSTS, at most MAX_FORUM_POSTS. A longer thread
// (a link aggregator's tree of hundreds of comments) shares the budget: its first answers in full up to
// FULL_ANSWER_CHARS (a Q&A page lists its accepted and most-voted answers first, a forum its first replies, which
// answer the opening post), then each later answer quoted by its first words, an even share of the rest of the budget
// (at least MIN_QUOTE_CHARS), so that every writer of the thread reaches the model as far as the budget goes; the
// prompt says how many more the page shows.
const MAX_FORUM_ANSWER_CHARS = 24_000;
const FULL_ANSWER_CHARS = 16_000;
const MIN_QUOTE_CHARS = 100;
const MIN_FORUM_POSTS = 20;
const MAX_FORUM_POSTS = 200;

/** An answer's first words, about `chars` characters, cut at a space where one is near. */
function quoteOf(answer: TDiscussionComment, chars: number): TDiscussionComment {
  if (answer.body.length <= chars) return answer;
  const cut = answer.body.slice(0, chars);
  const space = cut.lastIndexOf(" ");
  return { ...answer, body: `${(space >= chars * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…` };
}

/** The answers that fit the budget, in page order (the later ones of a long thread quoted), and how many more. */
function withinBudget(answers: readonly TDiscussionComment[]): { kept: TDiscussionComment[]; more: number } {
  let total = 0;
  for (const answer of answers) total += answer.body.length;
  if (answers.length <= MIN_FORUM_POSTS || (answers.length <= MAX_FORUM_POSTS && total <= MAX_FORUM_ANSWER_CHARS))
    return { kept: [...answers], more: 0 };
  let used = 0;
  let full = 0;
  for (const answer of answers.slice(0, MAX_FORUM_POSTS)) {
    if (full >= MIN_FORUM_POSTS && used + answer.body.length > FULL_ANSWER_CHARS) break;
    used += answer.body.length;
    full++;
  }
  const later = answers.slice(full, MAX_FORUM_POSTS);
  // (the first answers may have taken the whole budget already: then no later one is quoted)
  const room = Math.max(0, MAX_FORUM_ANSWER_CHARS - used);
  const share = Math.max(MIN_QUOTE_CHARS, Math.floor(room / Math.max(1, later.length)));
  const quoted: TDiscussionComment[] = [];
  let quotedChars = 0;
  for (const answer of later) {
    const quote = quoteOf(answer, share);
    if (quotedChars + quote.body.length > room) break;
    quotedChars += quote.body.length;
    quoted.push(quote);
  }
  const kept = [...answers.slice(0, full), ...quoted];
  return { kept, more: answers.length - kept.length };
}

/**
 * A forum thread or Q&A page of any forum software (`forum-thread.server.ts`): the first post is the question or
 * the opening post; the others are the answers in page order, as many as the answers' budget holds. `known`: the address is a discussion
 * site's, so the page need not say it is a thread.
 */
function forumThread(document: Document, pageUrl: string, known: boolean): TDiscussionThread | undefined {
  const thread = readForumThread(document, known);
  if (!thread) return undefined;
  const [first, ...answers] = thread.posts;
  const { kept, more } = withinBudget(answers.map((post) => comment(post.author, undefined, post.body)));
  return withOptional({
    url: pageUrl,
    title: thread.title,
    author: first?.author,
    body: first?.body || undefined,
    postKind: "text",
    comments: kept,
    moreComments: more || undefined,
    startsMidTopic: thread.startsMidTopic,
  });
}

/**
 * The page's thread when it is a forum thread or Q&A page (it says so, or shows a lead post and replies, or a
 * topic of one post beside the control to answer it).
 */
export function forumThreadOf(document: Document, pageUrl: string): TDiscussionThread | undefined {
  const thread = forumThread(document, pageUrl, false);
  return thread && (thread.comments.length > 0 || thread.body) ? thread : undefined;
}

/** The thread, or undefined when the page is not a recognisable thread (the caller falls back to plain text). */
export function readDiscussionThread(text: string, pageUrl: string, contentType = ""): TDiscussionThread | undefined {
  const trimmed = text.trimStart();
  if (/json/i.test(contentType) || trimmed.startsWith("[") || trimmed.startsWith("{")) {
    try {
      return readThreadJson(JSON.parse(text), pageUrl);
    } catch {
      return undefined;
    }
  }
  return withDocument(
    text,
    pageUrl,
    (document) =>
      readShreddit(document, pageUrl) ??
      readOldReddit(document, pageUrl) ??
      readRedesign(document, pageUrl) ??
      forumThread(document, pageUrl, true),
  );
}
