// Reads a discussion thread (Reddit-style): the post and its top comments by score, from old-reddit
// markup, the newer shreddit markup or the thread's JSON.
import { blockTextOf, dig, digString, normalizeText, textOf, withDocument } from "./html-document.server";

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
  comments: TDiscussionComment[];
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
  return withOptional({
    url: pageUrl,
    title,
    community:
      digString(post, "subreddit_name_prefixed") ??
      (digString(post, "subreddit") ? `r/${digString(post, "subreddit")}` : undefined),
    author: digString(post, "author"),
    score: toNumber(digString(post, "score")),
    body: normalizeText(digString(post, "selftext")) || undefined,
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
  return withOptional({
    url: pageUrl,
    title,
    community: subreddit ? `r/${subreddit}` : undefined,
    author: post.getAttribute("data-author") ?? undefined,
    score: toNumber(post.getAttribute("data-score")),
    body: blockTextOf(post.querySelector(".usertext-body .md")) || undefined,
    comments: topComments(comments),
  });
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
  return withDocument(text, pageUrl, (document) => readShreddit(document, pageUrl) ?? readOldReddit(document, pageUrl));
}
