// Reads a forum thread or Q&A page of any forum software, by what the page says of itself, never by its site:
// first the posts its structured data names (schema.org DiscussionForumPosting, Question, Answer, Comment in
// microdata or JSON-LD, as forum software writes them, also in the `<noscript>` view it serves to crawlers), then
// the repeated blocks that each name an author beside a text block. A page that says it is an article (JSON-LD or
// microdata), or whose lead text is not one of its repeated posts, is an article with comments, not a thread.
import {
  blockTextOf,
  childElementsOf,
  decodeEntities,
  dig,
  digString,
  elementsUnder,
  hasJsonLdType,
  jsonLdWork,
  leadingSpacedTextOf,
  leadingTextOf,
  normalizeText,
  readJsonLd,
  spacedTextOf,
  textOf,
} from "./html-document.server";
import { floorPosts, headingTheTitleOpensWith } from "./floor-posts";
import { imageboardPosts } from "./imageboard-posts";
import { numberedReplies } from "./numbered-replies";
import { isBreadcrumbTrail, lastUnlinkedStep, linkedSteps } from "./breadcrumb-trail";
import { MAX_ELEMENT_DEPTH } from "./page-shape.server";
import { hasStoryAbovePosts } from "./story-above-posts";

export interface TForumPost {
  author?: string;
  body: string;
}

export interface TForumThread {
  title: string;
  posts: TForumPost[];
  /** The page starts mid-topic: a later page of it, whose first post is a reply (the opening post is elsewhere). */
  startsMidTopic?: boolean;
}

const MIN_POST_CHARS = 15;
// A character of a script written without spaces between words (Chinese, Japanese) says about what a short word says:
// toward a post's least length it counts as three letters, so "头像清心寡欲" (six characters) is a post as "Nice avatar!"
// is. Its use elsewhere (the largest block, a block's size) counts characters as they are.
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** A text's worth toward a post's least length: its characters, those of unspaced scripts three times. */
function postLength(text: string): number {
  const trimmed = text.trim();
  let unspaced = 0;
  for (UNSPACED_SCRIPT.lastIndex = 0; UNSPACED_SCRIPT.test(trimmed);) unspaced++;
  return trimmed.length + 2 * unspaced;
}
// The schema.org types of a post, and of a page that says it is a discussion or an article.
const POST_TYPE = /^(?:DiscussionForumPosting|SocialMediaPosting|Question|Answer|Comment)$/i;
const DISCUSSION_TYPE = /^(?:DiscussionForumPosting|QAPage|Question)$/i;
const ARTICLE_TYPE_NAMES = [
  "Article",
  "NewsArticle",
  "BlogPosting",
  "TechArticle",
  "ReportageNewsArticle",
  "Review",
  "ScholarlyArticle",
];
const ARTICLE_TYPE = new RegExp(`^(?:${ARTICLE_TYPE_NAMES.join("|")})$`, "i");

function schemaTypeOf(element: Element): string {
  // (microdata's itemtype or RDFa's typeof, "http://schema.org/Comment" or "schema:Comment")
  const type = element.getAttribute("itemtype") ?? element.getAttribute("typeof") ?? "";
  return type
    .trim()
    .split(/\s+/)[0]!
    .replace(/^.*[/:]/, "");
}

/** An element's schema.org property names, microdata's itemprop or RDFa's property ("schema:author" read "author"). */
function propertyOf(element: Element): string {
  return (element.getAttribute("itemprop") ?? element.getAttribute("property") ?? "").replace(/\bschema:/g, "");
}

function jsonLdTypes(document: Document): string[] {
  return readJsonLd(document).flatMap((item) =>
    (Array.isArray(item["@type"]) ? item["@type"] : [item["@type"]]).filter(
      (type): type is string => typeof type === "string",
    ),
  );
}

/** The address a link leads to without its fragment, or undefined when it is not one. */
function addressOf(href: string | null, base: string): string | undefined {
  if (!href || !URL.canParse(href.slice(0, 2_000), base)) return undefined;
  const address = new URL(href.slice(0, 2_000), base);
  return `${address.host}${address.pathname.replace(/\/+$/, "")}${address.search}`;
}

/** Whether a microdata item is a teaser of another page (a sidebar's "latest news" card): its headline or name is a
 * link to another address than the page's own. */
function isTeaserOfAnotherPage(item: Element, document: Document): boolean {
  // (the item's first elements only: a card's headline leads it)
  const headline = elementsUnder(item, 50).find((element) =>
    /\b(?:headline|name)\b/.test(element.getAttribute("itemprop") ?? ""),
  );
  const link =
    headline?.tagName === "A"
      ? headline
      : headline &&
        (headline.parentElement?.tagName === "A"
          ? headline.parentElement
          : elementsUnder(headline, 20).find((element) => element.tagName === "A"));
  if (!link || !item.contains(link)) return false;
  const target = addressOf(link.getAttribute("href"), document.URL);
  return target !== undefined && target !== addressOf(document.URL, document.URL);
}

const WORK_TYPE = /^(?:CreativeWork|CreativeWorkSeries)$/i;
const HEADLINES_READ = 40;

/**
 * A work the page's microdata gives a headline of its own (a theme types its post `CreativeWork` with
 * `itemprop="headline"` on the post's heading), as `jsonLdWork` reads JSON-LD: the page is that work, an article;
 * a teaser card of another page is none.
 */
function microdataWork(document: Document): Element | undefined {
  let read = 0;
  for (const headline of document.querySelectorAll('[itemprop~="headline"]')) {
    if (++read > HEADLINES_READ) break;
    const item = itemOf(headline);
    if (
      item &&
      WORK_TYPE.test(schemaTypeOf(item)) &&
      !isTeaserOfAnotherPage(item, document) &&
      !holdsAPage(item, headline)
    )
      return item;
  }
  return undefined;
}

/**
 * Whether a work is a site's page around another page's content (a forum plugin's topic inside a page its theme types
 * as a work, headed "Forum"): a heading inside it, not its headline, that the document's title holds and that says
 * more than its headline (the topic's heading the title names, "Which detector … – Detector Forum").
 */
function holdsAPage(item: Element, headline: Element): boolean {
  const title = foldTitle(textOf(item.ownerDocument.querySelector("title")).slice(0, 600));
  const own = foldTitle(textOf(headline).slice(0, 300));
  if (!title) return false;
  return [...item.querySelectorAll("h1, h2")].slice(0, TITLE_HEADINGS_READ).some((heading) => {
    if (heading.contains(headline) || headline.contains(heading)) return false;
    const text = foldTitle(textOf(heading).slice(0, 300));
    return text.length > own.length && title.includes(text) && !own.includes(text);
  });
}

/** The schema.org types the page declares of itself, JSON-LD and microdata, each once (articles that are teasers of
 * other pages say nothing of this one). */
function declaredTypes(document: Document): Set<string> {
  const types = new Set(jsonLdTypes(document).map((type) => type.replace(/^.*\//, "")));
  for (const element of document.querySelectorAll("[itemtype]")) {
    const type = schemaTypeOf(element);
    if (!types.has(type) && !(ARTICLE_TYPE.test(type) && isTeaserOfAnotherPage(element, document))) types.add(type);
  }
  return types;
}

// ---- Quotes of other posts ---------------------------------------------------------------------------------------

// A quote of another post: classed as a quote by the forum software, or naming the post it quotes (a `cite`, a
// quoted-author attribute, or an attribution line "X wrote:"). A bare blockquote is the writer's own emphasis
// (Q&A answers quote examples that way) and stays.
const QUOTE_CLASS = /quote|zitat|citation/i;
const ATTRIBUTION =
  /^(?:.{1,60}\s(?:wrote|said|schrieb|a écrit|ha scritto|escribió|napisał|написал)|(?:zitat|quote|citation|cita)(?:\s+(?:von|from|de|di))?\b|originally posted by)/i;
const QUOTED_AUTHOR_ATTRIBUTES = ["data-author", "data-quote", "data-username", "data-ipsquote-username", "data-user"];

/** The first words inside an element, read from its first few nodes only (never its whole subtree, never past its
 * end: a label's own words are not its next sibling's). */
function leadingText(element: Element): string {
  let text = "";
  let node: Node | null = element.firstChild;
  for (let steps = 0; node && steps < 16 && text.length < 160; steps++) {
    if (node.nodeType === 3) text += ` ${node.textContent ?? ""}`;
    if (node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (node && node !== element && !node.nextSibling) node = node.parentNode;
    node = node && node !== element ? node.nextSibling : null;
  }
  return normalizeText(text);
}

// Class words that name a control or a container for quoting, not a quote: forum software classes a post's text a
// "SelectQuoteContainer" and its buttons "MultiQuote", "quote-button".
const QUOTING_CONTROL = /(?:select|multi)-?quote|quote-?(?:container|button|link)/i;

// A quote's label followed by its attribution, as forum software heads the unclassed block around a quote ("Quote:
// Originally Posted by oppo", "Zitat: Originally Posted by …", "Quote: X wrote:").
const LABELLED_QUOTE =
  /^(?:quote|zitat|citation|cita|citazione|цитата)\s*:\s*(?:originally posted by|ursprünglich (?:geschrieben|veröffentlicht) von|.{1,60}\s(?:wrote|said|schrieb|a écrit|ha scritto|escribió|napisał|написал))/i;

// The line that names a quoted post's writer, in an element of its own before the quote ("MikeSevigny posted:").
const ATTRIBUTION_LINE =
  /^.{1,60}\s(?:wrote|said|posted|schrieb|a écrit|ha scritto|escribió|napisał|написал)(?:\s+(?:in|on|im|dans|en|w|в)\s+.{1,120})?\s*:$/i;

/** A block of exactly an attribution line and the quote it heads (`<div><h4>X posted:</h4><blockquote>…`), with no
 * words of its own beside them: the quote of another post, its attribution with it. */
function isAttributedQuoteBlock(element: Element): boolean {
  // (its first elements by sibling links: a block of thousands of children is asked this for each name inside it)
  const line = element.firstElementChild;
  const quote = line?.nextElementSibling;
  if (!line || quote?.tagName !== "BLOCKQUOTE" || quote.nextElementSibling) return false;
  for (let node = element.firstChild; node; node = node.nextSibling)
    if (node.nodeType === 3 && (node.textContent ?? "").trim()) return false;
  return ATTRIBUTION_LINE.test(leadingText(line));
}

/** A post's body held in a blockquote (vBulletin holds each post so, in its thread pages and printable views) that opens
 * with a box quoting another post: the box's label and attribution ("Quote:" over "Originally Posted by X" and the
 * quoted words) are the box's, not the body's, so the box is the quote and the post's own words after it stay. A box,
 * not a title line: a block of its own among its first children (read by sibling links, a few at most). */
function opensWithQuoteBox(element: Element): boolean {
  let node = element.firstChild;
  for (let steps = 0; node && steps < 4 && node.nodeType !== 1; steps++) {
    if (node.nodeType === 3 && (node.textContent ?? "").trim()) return false;
    node = node.nextSibling;
  }
  const box = node?.nodeType === 1 ? (node as Element) : undefined;
  if (!box || (box.tagName !== "DIV" && box.tagName !== "TABLE") || !LABELLED_QUOTE.test(leadingText(box)))
    return false;
  let child = box.firstElementChild;
  for (let steps = 0; child && steps < 4; steps++, child = child.nextElementSibling)
    if (QUOTE_BOX_PARTS.has(child.tagName)) return true;
  return false;
}
const QUOTE_BOX_PARTS = new Set(["DIV", "BLOCKQUOTE", "TABLE", "TBODY", "TR", "P"]);

function isQuoteOfAnotherPost(element: Element): boolean {
  const classes = (element.getAttribute("class") ?? "").slice(0, 300).split(/\s+/);
  if (classes.some((token) => QUOTE_CLASS.test(token) && !QUOTING_CONTROL.test(token))) return true;
  if (element.tagName === "DIV" || element.tagName === "TABLE")
    return LABELLED_QUOTE.test(leadingText(element)) || isAttributedQuoteBlock(element);
  if (element.tagName !== "BLOCKQUOTE" && element.tagName !== "ASIDE") return false;
  if (QUOTED_AUTHOR_ATTRIBUTES.some((name) => element.hasAttribute(name))) return true;
  const first = element.firstElementChild;
  if (first?.tagName === "CITE" || first?.firstElementChild?.tagName === "CITE") return true;
  if (opensWithQuoteBox(element)) return false;
  return ATTRIBUTION.test(leadingText(element));
}

/** The line just before a quote that names the quoted post's writer ("@MJ said in <a>New design</a>:", "X wrote:"): an
 * element of its own, or the text before the quote, with nothing but blank text between them. */
function attributionBefore(quote: Element): ChildNode | undefined {
  let node = quote.previousSibling;
  while (node && node.nodeType === 3 && !(node.textContent ?? "").trim()) node = node.previousSibling;
  if (!node) return undefined;
  if (node.nodeType === 1) return ATTRIBUTION_LINE.test(leadingText(node as Element)) ? node : undefined;
  if (node.nodeType !== 3) return undefined;
  const line = normalizeText((node.textContent ?? "").slice(-160));
  return ATTRIBUTION_LINE.test(line) && line.length === normalizeText(node.textContent?.slice(0, 200)).length
    ? node
    : undefined;
}

/** A copy of a post's body without the quotes of other posts in it. */
function withoutQuotes(body: Element): Element {
  const copy = body.cloneNode(true) as Element;
  // (removing a quote inside a quote already removed changes nothing)
  // (a quote under a line of its own that names the quoted post's writer, "@MJ said in <a>the topic</a>:", "X wrote:",
  // is another post's words, a bare blockquote too: the line and the quote leave)
  for (const element of copy.querySelectorAll("blockquote, aside, div, table, [class]")) {
    const line = element.tagName === "BLOCKQUOTE" ? attributionBefore(element) : undefined;
    if (!line && !isQuoteOfAnotherPost(element)) continue;
    line?.remove();
    element.remove();
  }
  return copy;
}

/** A post's words, paragraph by paragraph; text a post writes outside paragraphs (most forums do) counts too. A
 * writer's card inside the body (`inside`) is left out. */
function postText(body: Element | null | undefined, inside?: Element): string {
  if (!body) return "";
  const copy = withoutQuotes(body);
  if (inside && body.contains(inside)) {
    // (the card's place in the copy: the same child positions from the body down)
    const path: number[] = [];
    for (let node: Element = inside; node !== body && node.parentElement; node = node.parentElement) {
      path.unshift(childElementsOf(node.parentElement).indexOf(node));
    }
    let card: Element | undefined = copy;
    for (const index of path) card = card ? childElementsOf(card)[index] : undefined;
    card?.remove();
  }
  // (the lines a writer puts outside paragraphs count as lines, however short: "Hallo," above the post, "vbscript,
  // using arrays" above a code box that holds most of the post's characters)
  // (and a line that is a link alone, "[1] http://www.gnu.org/…", is the writer's own line of the post)
  const blocks = blockTextOf(copy, { looseText: true, looseLineWords: 1, linkLines: true });
  const whole = spacedTextOf(copy);
  return blocks.replace(/\s+/g, "").length >= whole.replace(/\s+/g, "").length * 0.8 ? blocks : whole;
}

// ---- Structured data -------------------------------------------------------------------------------------------

function nameOf(value: unknown): string | undefined {
  if (typeof value === "string") return normalizeText(value) || undefined;
  if (Array.isArray(value)) return nameOf(value[0]);
  return normalizeText(digString(value, "name") ?? digString(value, "alternateName")) || undefined;
}

// A tag in a post's text, once its entities are read: a letter or "/" right after the "<" ("a < b" is no tag).
const ESCAPED_TAG = /<\/?[a-z][a-z0-9]*\b[^<>]*>/gi;

function jsonLdPost(value: unknown): TForumPost | undefined {
  const text = digString(value, "text") ?? digString(value, "articleBody");
  // (a text the data holds as markup, or as escaped markup, "&lt;p&gt;… the &quot;Notifications&quot; settings", reads
  // as the page shows it: its tags left out, its entities read)
  const body = normalizeText(text && decodeEntities(text.replace(/<[^<>]*>/g, " ")).replace(ESCAPED_TAG, " "));
  if (postLength(body) < MIN_POST_CHARS) return undefined;
  const author = nameOf(dig(value, "author"));
  return { ...(author ? { author } : {}), body };
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}

/** A DiscussionForumPosting with its comments, or a QAPage's question with its answers, from JSON-LD. */
function jsonLdThread(document: Document): TForumThread | undefined {
  for (const item of readJsonLd(document)) {
    const lead = hasJsonLdType(item, ["QAPage"]) ? dig(item, "mainEntity") : item;
    if (!lead || typeof lead !== "object") continue;
    const record = lead as Record<string, unknown>;
    if (!hasJsonLdType(record, ["DiscussionForumPosting", "Question", "SocialMediaPosting"])) continue;
    const replies = [
      ...asList(record.acceptedAnswer),
      ...asList(record.suggestedAnswer),
      ...asList(record.comment),
    ].flatMap((reply) => jsonLdPost(reply) ?? []);
    const title = normalizeText(digString(record, "headline") ?? digString(record, "name"));
    const first = jsonLdPost(record);
    if (replies.length === 0 || !title) continue;
    return { title, posts: [first ?? { body: "" }, ...replies] };
  }
  return undefined;
}

/** The nearest item (itemscope element) an element belongs to, looked for a few levels up only. */
function itemOf(element: Element): Element | null {
  let parent = element.parentElement;
  for (let depth = 0; parent && depth < 24; depth++, parent = parent.parentElement) {
    if (parent.hasAttribute("itemtype") || parent.hasAttribute("typeof")) return parent;
  }
  return null;
}

/** An element's ancestors, nearest first, a bounded number of levels up. */
function ancestorsOf(element: Element, levels: number): Element[] {
  const ancestors: Element[] = [];
  for (let parent = element.parentElement; parent && ancestors.length < levels; parent = parent.parentElement) {
    ancestors.push(parent);
  }
  return ancestors;
}

/** The posts microdata names: items typed as posts, each with its own author and text (nested items apart). An
 * item that names its author but no text (forum software that marks the text with other vocabularies) gives the
 * item's own marked text block. `lead` says whether the first post is a question or opening post; `underAWork`, that
 * every post is a comment the data gives to a work that is no post (an article's comments). */
function microdataPosts(document: Document): { posts: TForumPost[]; lead: boolean; underAWork: boolean } {
  const typed = [...document.querySelectorAll("[itemtype], [typeof]")];
  const items = typed.filter((element) => POST_TYPE.test(schemaTypeOf(element)));
  // (a topic's own post typed as a work, before replies typed as comments in blocks of its kind, the same element
  // sharing a class: the opening post, not an article above its comments)
  const opening = items[0] ? openingWorkOf(typed, items[0]) : undefined;
  if (opening) items.unshift(opening);
  const byItem = new Map<Element, { author?: Element; body?: Element }>(items.map((item) => [item, {}]));
  // (schema.org's `contributor` names a post's writer where forum software marks no `author`)
  const contributors = new Map<Element, Element>();
  for (const element of items.length > 0 ? document.querySelectorAll("[itemprop], [property]") : []) {
    const property = propertyOf(element);
    if (!/\b(?:author|contributor|text|articleBody)\b/.test(property)) continue;
    const item = itemOf(element) as Element;
    const entry = byItem.get(item);
    if (!entry) continue;
    if (/\bauthor\b/.test(property)) entry.author ??= element;
    else if (/\bcontributor\b/.test(property)) {
      if (!contributors.has(item)) contributors.set(item, element);
    } else entry.body ??= element;
  }
  for (const [item, contributor] of contributors) byItem.get(item)!.author ??= contributor;
  let measures: Map<Element, TMeasure> | undefined;
  const budget = { nodes: CARD_NODES_READ };
  const posts: Array<TForumPost & { item: Element }> = items.flatMap((item) => {
    const { author, body } = byItem.get(item)!;
    let text = postText(body);
    if (!body && author && document.body) text = postBody(item, author, (measures ??= measure(document.body)));
    if (postLength(text) < MIN_POST_CHARS) return [];
    const name = (author ? microdataName(author) : "") || (writerOnCard(item, body, budget) ?? "");
    return [{ ...(name ? { author: name } : {}), body: text, item }];
  });
  const lead = posts.length > 0 && (LEAD_TYPE.test(schemaTypeOf(posts[0]!.item)) || posts[0]!.item === opening);
  // (comments the data gives as the `comment` of a work that is no post, a blog's CreativeWork or BlogPosting: the
  // comments under an article)
  const underAWork =
    posts.length > 0 &&
    posts.every(({ item }) => {
      const work = /\bcomment\b/i.test(propertyOf(item)) ? itemOf(item) : null;
      return work !== null && !POST_TYPE.test(schemaTypeOf(work));
    });
  return { posts: posts.map(({ item: _item, ...post }) => post), lead, underAWork };
}

const LEAD_TYPE = /^(?:DiscussionForumPosting|SocialMediaPosting|Question)$/i;
/** The work typed `CreativeWork` just before the first post item, of its kind (the same element sharing a class, neither
 * holding the other): forum software types a topic's first post so and its replies as comments. */
function openingWorkOf(typed: readonly Element[], first: Element): Element | undefined {
  const index = typed.indexOf(first);
  const tokens = classTokens(first);
  for (let at = index - 1; at >= 0 && at >= index - WORK_ITEMS_BEFORE_POSTS; at--) {
    const item = typed[at]!;
    if (item.contains(first)) continue;
    if (!WORK_TYPE.test(schemaTypeOf(item))) continue;
    return ofTheKindOf(item, tokens, first.tagName) ? item : undefined;
  }
  return undefined;
}
// The items before the first post searched for its topic's work (the work's own author item among them).
const WORK_ITEMS_BEFORE_POSTS = 8;

// What a Q&A engine's writer card says its writer did, before the time and the writer's profile link ("asked Oct 18
// '15 at 6:23", "answered 2 hours ago", "gefragt 3. Mai"); an editor's card ("edited …") names no writer.
const WRITER_ACTION =
  /^(?:asked|answered|posted|gefragt|beantwortet|demandé|répondu|preguntada?|respondida?|perguntada?|domanda|risposta|gevraagd|beantwoord|задан|ответил|отвечен)(?=\s|$)/i;
// Text nodes read for writer cards over the whole page, and elements of a card read for its profile link.
const CARD_NODES_READ = 20_000;
const CARD_ELEMENTS_READ = 200;
const CARDS_READ = 3;
// A card's profile links read on each side of the action for one that is no line of activity.
const CARD_LINKS_READ = 4;

/**
 * A post's writer as a Q&A engine's card names it, where the post's data names none: the card's line that says what
 * the writer did ("asked …", "answered …"), the first link to a writer's page after it in the card. Cards of posts
 * nested in this one (an answer inside the question's item) are theirs, and the post's text (`body`) is no card.
 * `budget` bounds the text read page-wide.
 */
function writerOnCard(item: Element, body: Element | undefined, budget: { nodes: number }): string | undefined {
  const walker = item.ownerDocument.createTreeWalker(item, 4 /* NodeFilter.SHOW_TEXT */);
  let cards = 0;
  for (let node = walker.nextNode(); node && budget.nodes > 0; node = walker.nextNode()) {
    budget.nodes--;
    const text = (node.nodeValue ?? "").slice(0, 60).trim();
    const parent = node.parentElement;
    if (!text || !WRITER_ACTION.test(text) || !parent || itemOf(parent) !== item || body?.contains(parent)) continue;
    // (the card: the action's element and a few levels around it, never past the item)
    // (a card that names its writer before the action, "Ann Lee · Posted January 9, 2024", names them so:
    // the first profile link after the action may be a line of activity under the post, "X Changed status to publish")
    let card: Element | null = parent;
    for (let level = 0; card && level < 4 && item.contains(card); level++, card = card.parentElement) {
      const links = elementsUnder(card, CARD_ELEMENTS_READ).filter(
        (element) =>
          element.tagName === "A" &&
          PROFILE_LINK.test((element.getAttribute("href") ?? "").slice(0, 300)) &&
          normalizeText(element.textContent).length > 0,
      );
      // (a count beside the name before it, a reputation's "10", is no name)
      const following: Element[] = [];
      const before: Element[] = [];
      for (const element of links) {
        if (node!.compareDocumentPosition(element) & 4 /* FOLLOWING */) following.push(element);
        else if (LETTER.test(normalizeText(element.textContent?.slice(0, 100)))) before.push(element);
      }
      before.reverse();
      const link = [...following.slice(0, CARD_LINKS_READ), ...before.slice(0, CARD_LINKS_READ)].find(
        (element) => !inActivityLine(element),
      );
      const name = link && normalizeText(link.textContent);
      if (name) return name.length <= 40 && name.split(" ").length <= 4 ? name : undefined;
    }
    if (++cards >= CARDS_READ) return undefined;
  }
  return undefined;
}

/** A microdata author's name: its name property, else the name its card shows (a profile link's words). */
function microdataName(author: Element): string {
  const property = author.querySelector('[itemprop~="name"], [property~="name"], [property~="schema:name"]');
  const name = normalizeText(
    property?.getAttribute("content") ?? property?.textContent ?? author.getAttribute("content") ?? "",
  );
  if (name) return name.length <= 60 ? name : "";
  // (a card without a name property: its profile link's words, not the card's rank and post count)
  const text = textOf(author);
  return authorName(author) ?? (text.length <= 60 ? text : "");
}

// ---- Repeated blocks -------------------------------------------------------------------------------------------

// A data-author attribute that flags its element as the writer's ("true", "1", "yes") rather than naming them.
const AUTHOR_FLAG = /^(?:true|false|yes|no|on|off|\d{0,3})$/i;

/** The writer's name a data-author attribute gives (`<article data-author="rafalp">`), or undefined where there is no
 * such attribute or it only flags its element as the writer's (`<a data-author="true">zzz6519003</a>`: the name is the
 * element's text). */
function authorAttribute(element: Element): string | undefined {
  const value = normalizeText(element.getAttribute("data-author")?.slice(0, 300));
  return value && !AUTHOR_FLAG.test(value) ? value : undefined;
}

// Where a forum names a post's author, and where it keeps the post's text, in the words forum software uses.
const AUTHOR_MARK = /author|user-?name|\buname\b|poster|account-?name|nick|member-?name|\bcreator\b|\buser-?card\b/i;
const BODY_MARK = /content|body|\btext\b|message|bbwrapper|\bentry\b|prose|posttext|commenttext|\bpost\b/i;
// Of those, the words that mark a block as the post's text itself ("reply_content", "postbody", "message"), not a part
// of the post ("post-timestamp"): where the software marks no writer, such a block is the text over its header's lines.
const TEXT_MARK = /content|body|\btext\b|message|posttext|commenttext/i;
// Parts of a post that are not its text: the author's card (also written "messageUserInfo", "message_user_info"),
// signature, reactions, likes and thanks ("likesSummary", "LikeText": "X, Y and 18 others like this", "message-thankyou":
// "The following user(s) said Thank You: X"), the post's own header.
const NOT_BODY_MARK =
  /\buser(?!-?(?:content|text|post|select))|user[-_]?(?:info|block|card|details|stats)|avatar|signature|attribution|reaction|thank|\boperator\b|\blikes?(?:[-_]?(?:summary|text|post|list|bar))?\b|actions|footer|header|meta|profile|menu|\brank|\b(?:date|time)\b/i;

function marks(element: Element): string {
  return `${element.getAttribute("class") ?? ""} ${element.getAttribute("itemprop") ?? ""} ${element.id}`.slice(0, 300);
}

// A post's header names its writer and time: "Beitrag von r23 » 21.01.2009", "von lupa am 26/05/14", "by X on …".
const NAME_PREFIX = /^(?:(?:beitrag|post|posted|geschrieben|written)\s*)?(?:von|by|par|di|door|od|de)\s+/i;
const NAME_SUFFIX = /\s+(?:am|on|le|il|el|op|dnia|at)\s+\d.*$|\s*[,»|·]\s*\d.*$|\s[»|·]\s.*$/i;

// A handle shown after the writer's name ("Lalala @lalala", "Ann Lee (@annlee)"): the name is the shown one. A handle
// alone ("@radu") or an "@" inside a name ("Häppy C@mper") stays.
const HANDLE_AFTER_NAME = /(?<=\S)\s+\(?[@＠][\p{L}\p{N}_.-]{1,40}\)?$/u;

const FORM_FIELD = /^(?:INPUT|LABEL|SELECT|TEXTAREA|BUTTON)$/;

const PROFILE_ADDRESS = /profile|member|\/users?\/|\/people\/|\/u\/|\/@/i;
// A link the page marks as a writer's group, role or badge tag ("af-usergroup-tag", "role-badge", "user-rank").
const GROUP_TAG_MARK = /user-?group|group-?tag|\brole\b|role-|badge|\brank\b|rank-/i;

// A post's control written as a link beside its writer's name, to flag, report, answer, quote, share, like, vote on,
// edit or link to the post, in the languages forum and Q&A software is most used in: no writer's name.
const POST_ACTION =
  /^(?:flag|report(?: (?:duplicate|abuse|post|this))?|reply(?: with quote)?|quote|share|like|unlike|vote(?: up| down)?|upvote|downvote|edit|delete|permalink|link|cite|follow|bookmark|melden|antworten|zitieren|teilen|bearbeiten|löschen|gefällt mir|signaler|répondre|citer|partager|modifier|supprimer|j'aime|segnala|rispondi|cita|condividi|modifica|elimina|mi piace|denunciar|reportar|responder|citar|compartir|compartilhar|editar|me gusta|curtir|пожаловаться|ответить|цитировать|поделиться|изменить|редактировать|нравится|举报|舉報|回复|回覆|引用|分享|编辑|編輯|评论|評論|点赞|通報|返信|共有|編集|いいね|신고|답글|공유|수정|좋아요|דווח|הגב|ציטוט|שתף|ערוך)$/i;
const POST_ACTION_CHARS = 30;

/** Whether a link is a post's control ("Flag", "Report Duplicate", "Reply", "[Quote]", "举报"), by its whole words. */
function isPostAction(link: Element): boolean {
  const words = normalizeText(link.textContent?.slice(0, POST_ACTION_CHARS * 2))
    .slice(0, POST_ACTION_CHARS + 1)
    .replace(/^[[(]/, "")
    .replace(/[\])]$/, "");
  return words.length <= POST_ACTION_CHARS && POST_ACTION.test(words);
}

// The nodes of a writer's line read for the name it opens with.
const LEADING_NAME_NODES = 20;

/** The words a writer's line opens with in its own text, before its first element with words, its leading dash left
 * out: "- annlee <abbr>July 18, 2008</abbr> | <a>Flag</a>" is annlee's line. */
function leadingOwnWords(element: Element): string {
  let text = "";
  let node: ChildNode | null = element.firstChild;
  for (let steps = 0; node && steps < LEADING_NAME_NODES; steps++, node = node.nextSibling) {
    if (node.nodeType === 3) text += ` ${(node.textContent ?? "").slice(0, 200)}`;
    else if (node.nodeType === 1 && leadingText(node as Element)) break;
  }
  return normalizeText(text).replace(/^[-–—•·]+\s*/, "");
}

/** The writer's name in an author element, or undefined when it holds more than a name (a profile card). */
function authorName(element: Element): string | undefined {
  // (a comment form's field for the writer's name, "Name *" over its box, names no one)
  if (element.querySelector(FORM_FIELDS)) return undefined;
  // (of the links in a post's header line, the writer's: the one marked as a name or leading to a profile, not the
  // post's own permalink)
  // (an avatar's link holds only its image: the name is a link with words)
  // (a letter avatar's link, "A" for Angie, names the writer only where no link names them in full)
  // (a writer's group or role tag, "Supporter" linking to the members of its group, names no one)
  // (a post's control, "Flag" or "Reply" after the name and the date, names no one: a writer's line without a link to
  // the writer, "- annlee July 18, 2008 | Flag", names the writer by the words it opens with)
  const withWords = [...element.querySelectorAll("a")].filter(
    (a) => normalizeText(a.textContent) && !GROUP_TAG_MARK.test(marks(a)),
  );
  const worded = withWords.filter((a) => !isPostAction(a));
  const opening = worded.length === 0 && withWords.length > 0 ? leadingOwnWords(element) : "";
  const fullNames = worded.filter((a) => !isLetterAvatar(a));
  const links = fullNames.length > 0 ? fullNames : worded;
  const profile = links.find((a) => AUTHOR_MARK.test(marks(a)) || PROFILE_ADDRESS.test(a.getAttribute("href") ?? ""));
  // (a writer's line that opens with a name and its time, "软唐知产小傅 2020.06.09 09:37 发布于 <a>社区管理</a>", names
  // the writer by those words, not by a later link to the board the post is in)
  const beforeTime = profile ? undefined : nameBeforeTime(element);
  const link = beforeTime ? undefined : (profile ?? links[0]);
  // (a writer's card without a link to the profile names the writer in an element of its own: IPB's "li.author")
  const innerName =
    link || beforeTime
      ? undefined
      : elementsUnder(element, 200).find((inner) => {
          const words = AUTHOR_MARK.test(marks(inner)) ? normalizeText(inner.textContent) : "";
          return words.length > 0 && words.length <= 40 && words.split(" ").length <= 4;
        });
  const named =
    authorAttribute(element) ??
    (element.querySelector('[itemprop="name"]')?.textContent || undefined) ??
    beforeTime ??
    (link ? wordsOfNameLink(link) || undefined : undefined) ??
    (innerName?.textContent || undefined) ??
    (opening || undefined) ??
    (element.tagName === "A" ? wordsOfNameLink(element) : element.textContent);
  const text = normalizeText(named)
    .replace(NAME_PREFIX, "")
    .replace(NAME_SUFFIX, "")
    .replace(HANDLE_AFTER_NAME, "")
    .trim();
  return text && text.length <= 40 && text.split(" ").length <= 4 ? text : undefined;
}

// The fields a form asks in: a block that holds one is a form's, never a writer's name.
const FORM_FIELDS = "input:not([type=hidden]), textarea, select";

// Elements of a writer's line read for the name and the time that open it.
const NAME_LINE_ELEMENTS_READ = 30;

/** The words a writer's line opens with where its next words are the post's time: its first two elements with words
 * of their own, a name ("香樟树") then a time line ("2020.06.09 09:42 发布"). */
function nameBeforeTime(element: Element): string | undefined {
  const lines: string[] = [];
  for (const inner of elementsUnder(element, NAME_LINE_ELEMENTS_READ)) {
    if (inner.firstElementChild || inner.tagName === "SCRIPT" || inner.tagName === "STYLE") continue;
    const words = normalizeText(inner.textContent?.slice(0, 200));
    if (words) lines.push(words);
    if (lines.length === 2) break;
  }
  const [name, time] = lines;
  return name && time && name.length <= 40 && !isTimeLine(name) && isTimeLine(time) ? name : undefined;
}

// Elements of a name's link read for the name marked inside it or a letter avatar beside it.
const NAME_LINK_ELEMENTS_READ = 20;

/** The name a writer's link gives: the element inside it marked as the name ("username") where it holds one, else its
 * words without a letter avatar drawn in it before the name (`<a><span class="Avatar">E</span><span>Ester</span></a>`
 * is Ester's, not "EEster"'s). */
function wordsOfNameLink(link: Element): string {
  const inside = elementsUnder(link, NAME_LINK_ELEMENTS_READ);
  const name = inside.find((element) => AUTHOR_MARK.test(marks(element)) && normalizeText(element.textContent));
  if (name) return name.textContent ?? "";
  const words = normalizeText(link.textContent);
  const avatar = inside.find(
    (element) =>
      /avatar|avtr/i.test((element.getAttribute("class") ?? "").slice(0, 300)) &&
      /^\p{L}{1,2}$/u.test(normalizeText(element.textContent?.slice(0, 20))),
  );
  const letters = avatar ? normalizeText(avatar.textContent) : "";
  return letters && words.length > letters.length && words.startsWith(letters)
    ? words.slice(letters.length).trim()
    : words;
}

// What a line under a post says a member did, the member's name before it ("Daniele replied to this.", "X liked
// this", "X, Y and 3 others reacted to this", "X mentioned this", "X hat darauf geantwortet", "X a répondu à ceci", a
// moderator's "X Changed status to publish January 9, 2024"), or after it ("Last edited by X; 3 March 2024", "« Last
// Edit: March 03, 2024 by X »", "Zuletzt bearbeitet von X", "Closed by X", "本帖最后由 X 于 … 编辑"): such a line is no
// post and its name no post's writer.
const ACTIVITY_AFTER_NAME =
  /^(?:[^.?!:]{0,60}\s)?(?:changed (?:the )?status(?: to\s[^.!?]{0,60})?|replied to|liked|likes|reacted to|reacted|mentioned|quoted|thanked|hat (?:darauf|hierauf|dies|das) (?:geantwortet|erwähnt|zitiert)|gefällt (?:das|dies)|(?:a|ont) (?:répondu à|aimé|mentionné|cité)|aime(?:nt)?|(?:ha|hanno) (?:risposto a|citato|menzionato)|(?:gli |le )?piace|respondi(?:ó|eron) a|(?:le|les) gusta|mencion(?:ó|aron)|ответил[аи]? на|нравится|упомянул[аи]?)(?:\s+(?:this|it|that|ceci|cela|ça|questo|esto|это|dies|das))?(?:\s+(?:post|message|beitrag|messaggio|mensaje|сообщение))?[\s.!]*$/i;
const ACTIVITY_BEFORE_NAME =
  /(?:^|[.;!?»)]\s*)(?:(?:last|zuletzt|dernière|ultima|последний раз)\s+)?(?:edited by|modified by|closed by|locked by|deleted by|bearbeitet von|geschlossen von|geändert von|modifiée? par|édité par|modificat[oa] da|editado por|изменено|отредактировано|редактировалось)\s*:?$|(?:^|[«(]\s*)(?:last edit|letzte änderung|dernière (?:édition|modification))\s*:[^.!?]{0,60}\s(?:by|von|par)\s*$|本帖最后由\s*$/i;
// The line's characters read around the name, and how many before the activity's words (the other members' names).
const ACTIVITY_LINE_CHARS = 160;
const ACTIVITY_NAMES_CHARS = 80;
const ACTIVITY_LINE_LEVELS = 3;

/** Whether a short line's words around a member's name say what the member did (`ACTIVITY_AFTER_NAME`,
 * `ACTIVITY_BEFORE_NAME`). */
function isActivityAround(line: string, name: string): boolean {
  const place = line.indexOf(name);
  if (!name || place < 0 || line.length >= ACTIVITY_LINE_CHARS) return false;
  const before = line.slice(0, place).trim();
  const after = line.slice(place + name.length).trim();
  return (
    (before.length <= ACTIVITY_NAMES_CHARS && ACTIVITY_AFTER_NAME.test(after)) || ACTIVITY_BEFORE_NAME.test(before)
  );
}

/** Whether a name is a member's in a line of activity under a post: the nearest block above the name with words
 * beside it, read from its first nodes only. */
function inActivityLine(element: Element): boolean {
  const name = normalizeText(element.textContent?.slice(0, 100));
  if (!name) return false;
  let at: Element | null = element.parentElement;
  for (let level = 0; at && level < ACTIVITY_LINE_LEVELS; level++, at = at.parentElement) {
    const line = leadingText(at);
    if (line !== name) return isActivityAround(line, name);
  }
  return false;
}

// Links of a block read for the member a line of activity names.
const ACTIVITY_LINKS_READ = 4;

/** Whether a short block is a line of activity: its words around one of its first links say what that member did. */
function isActivityLine(element: Element): boolean {
  const line = leadingText(element);
  if (line.length >= ACTIVITY_LINE_CHARS) return false;
  return elementsUnder(element, NAME_LINK_ELEMENTS_READ)
    .filter((inner) => inner.tagName === "A")
    .slice(0, ACTIVITY_LINKS_READ)
    .some((link) => isActivityAround(line, normalizeText(link.textContent?.slice(0, 100))));
}

interface TMeasure {
  /** Characters of the element's own words: outside quotes of other posts, author cards, menus, links and what the
   * page hides. */
  own: number;
  /** Its own words' worth toward a post's least length (`postLength`). */
  worth: number;
  /** Whether its own words hold a letter (a header's "#2-1 - 2020-5-4 10:58" holds none). */
  lettered: boolean;
  /** Elements inside it. */
  elements: number;
  /** Whether it is a quote of another post (isQuoteOfAnotherPost, asked once per element). */
  quote: boolean;
}

// Each page's measures, taken once (the posts' blocks and the article that may hold them read the same walk).
const measured = new WeakMap<Element, Map<Element, TMeasure>>();

/** Every element's own words and size, in one walk of the page (a list of links is navigation, not a post). */
function measure(root: Element): Map<Element, TMeasure> {
  const known = measured.get(root);
  if (known) return known;
  const measures = new Map<Element, TMeasure>();
  measured.set(root, measures);
  const ownAddress = addressOf(root.ownerDocument.URL, root.ownerDocument.URL);
  // Iterative post-order walk: a page nested thousands deep must not overflow the stack.
  const stack: Array<{ element: Element; visited: boolean }> = [{ element: root, visited: false }];
  while (stack.length > 0) {
    const top = stack.pop()!;
    // (sibling links, not the live `children` and `childNodes` collections, whose indexed reads are slow in jsdom)
    const children: Element[] = [];
    for (let child = top.element.firstElementChild; child; child = child.nextElementSibling) children.push(child);
    if (!top.visited) {
      stack.push({ element: top.element, visited: true });
      for (const child of children) stack.push({ element: child, visited: false });
      continue;
    }
    let own = 0;
    let worth = 0;
    let lettered = false;
    let elements = 0;
    for (let node = top.element.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3) {
        own += (node.textContent ?? "").trim().length;
        worth += postLength(node.textContent ?? "");
        lettered ||= LETTER.test(node.textContent ?? "");
      }
    }
    for (const child of children) {
      const inner = measures.get(child)!;
      elements += inner.elements + 1;
      const skipped =
        (child.tagName === "A" && !isOwnTextLink(child, ownAddress)) ||
        NOT_BODY_MARK.test(marks(child)) ||
        isPostHeading(child) ||
        (AUTHOR_MARK.test(marks(child)) && showsOnlyTheTime(child)) ||
        inner.quote ||
        hiddenByItself(child);
      if (!skipped) {
        own += inner.own;
        worth += inner.worth;
        lettered ||= inner.lettered;
      }
    }
    measures.set(top.element, { own, worth, lettered, elements, quote: isQuoteOfAnotherPost(top.element) });
  }
  return measures;
}

/** Whether a link holds a post's own text: a paragraph inside a link to the page itself (a Q&A page writes its question
 * inside a link to the question's own address, `<a href="/question?id=12"><p>Say A is …</p></a>`). A link elsewhere,
 * a teaser of another page, holds no text of this one. */
function isOwnTextLink(link: Element, ownAddress: string | undefined): boolean {
  if (!ownAddress || link.firstElementChild?.tagName !== "P") return false;
  return addressOf(link.getAttribute("href"), link.ownerDocument.URL) === ownAddress;
}

// A post's heading that names its writer or its time, "Post by ghost on Nov 26, 2017", "Beitrag von r23 » 21.01.2009",
// "Posted 07 December 2015 - 01:13 AM #2": the post's header, not its text.
const POST_HEADING =
  /^(?:(?:post|posted|beitrag|geschrieben|written|message)\s+(?:by|von|par|di|door|od|de)\s|(?:posted|geschrieben|gepostet)\s+(?:on\s+|am\s+)?(?:\d|today|yesterday|heute|gestern))/i;

function isPostHeading(element: Element): boolean {
  return /^H[1-6]$/.test(element.tagName) && POST_HEADING.test(leadingText(element));
}

// A post's block is small: climbing from an author name stops before the page's big containers.
const MAX_POST_ELEMENTS = 3_000;
const MAX_POST_CHARS = 40_000;
const MAX_AUTHOR_MARKS = 400;

// A signature opens with the separator forum software and mail put above it: a line of underscores or dashes ("__________",
// "-- ").
const SIGNATURE_SEPARATOR = /^(?:_{5,}|-{2}(?:\s|$)|-{5,})/;

/** Whether an element hides itself (the hidden attribute, "display: none" in its own style). */
function hiddenByItself(element: Element): boolean {
  return (
    element.hasAttribute("hidden") || /display\s*:\s*none/i.test((element.getAttribute("style") ?? "").slice(0, 300))
  );
}

/** The writers' marks of a page: for every element, how many of the marks are inside it or are it. */
type TWriterMarks = ReadonlyMap<Element, number>;

/** How many writers' marks each element holds, counted once up from each mark (the page's depth is bounded). */
function countWriterMarks(authors: readonly Element[]): TWriterMarks {
  const counts = new Map<Element, number>();
  for (const author of authors) {
    for (let element: Element | null = author; element; element = element.parentElement) {
      counts.set(element, (counts.get(element) ?? 0) + 1);
    }
  }
  return counts;
}

/** Whether an element is a block of another's kind: the same element, sharing a class (digits aside). */
function ofTheKindOf(element: Element, tokens: ReadonlySet<string>, tagName: string): boolean {
  if (element.tagName !== tagName || tokens.size === 0) return false;
  for (const token of classTokens(element)) if (tokens.has(token)) return true;
  return false;
}

/**
 * The elements inside a post's block that may hold its words, in document order: never inside another post held in
 * it (`replies`, or a block of the post's kind that holds another writer's mark: a reply nested in the reply it
 * answers), whose words are theirs. Each element is read once, so a chain of replies each nested in the one before
 * costs each post its own elements only. `around` is given the elements that hold such a post.
 */
function ownElementsOf(
  block: Element,
  author: Element,
  replies: ReadonlySet<Element>,
  writerMarks: TWriterMarks | undefined,
  around: Set<Element>,
): Element[] {
  const ownPath = new Set<Element>();
  for (let element: Element | null = author; element && element !== block; element = element.parentElement) {
    ownPath.add(element);
  }
  const tokens = classTokens(block);
  const isAnotherPost = (element: Element) =>
    replies.has(element) ||
    (writerMarks !== undefined &&
      (writerMarks.get(element) ?? 0) > (ownPath.has(element) ? 1 : 0) &&
      ofTheKindOf(element, tokens, block.tagName));
  const inner: Element[] = [];
  // (an iterative walk in document order by sibling links, skipping the subtree of each post held in the block)
  let element: Element | null = block.firstElementChild;
  while (element) {
    let next: Element | null;
    if (isAnotherPost(element)) {
      for (let parent = element.parentElement; parent && !around.has(parent); parent = parent.parentElement) {
        around.add(parent);
        if (parent === block) break;
      }
      next = null;
    } else {
      inner.push(element);
      next = element.firstElementChild;
    }
    if (!next) {
      let from: Element | null = element;
      while (from && from !== block && !from.nextElementSibling) from = from.parentElement;
      next = from && from !== block ? from.nextElementSibling : null;
    }
    element = next;
  }
  return inner;
}

/** The body of a post: the tightest text block holding most of the post's own words. `replies`: the blocks of the
 * posts nested in it (a reply that holds replies to it), whose words are theirs; its own text may then be short. A
 * block of the post's kind holding another writer's mark (`writerMarks`) is such a reply too; `seen.nested` says the
 * block held one; `seen.markedText`, that the text is a block the software marks as one where it marks no writer. */
function postBody(
  block: Element,
  author: Element,
  measures: Map<Element, TMeasure>,
  unmarked = false,
  replies: readonly Element[] = [],
  writerMarks?: TWriterMarks,
  seen: { nested: boolean; markedText?: boolean } = { nested: false },
): string {
  const length = (element: Element) => measures.get(element)?.own ?? 0;
  const worth = (element: Element) => measures.get(element)?.worth ?? 0;
  const lettered = (element: Element) => measures.get(element)?.lettered ?? false;
  // (the blocks of the replies a reply holds are left out, and so are the blocks around them)
  const aroundReplies = new Set<Element>();
  const inner = ownElementsOf(block, author, new Set(replies), writerMarks, aroundReplies);
  seen.nested = aroundReplies.size > 0;
  const least = seen.nested ? 1 : MIN_POST_CHARS;
  // (the lines inside a writer's card, its post count and custom fields, "Posts: 75 U.S.G.N. ID: 63884", are the
  // card's, not a text block of the post: parents come before their children in document order)
  const inCard = new Set<Element>();
  // (and the text blocks inside a quote of another post, its "bbCodeBlock-content")
  const inQuote = new Set<Element>();
  // (and those inside a blockquote of another post, however the post's own words around it are short: a reply that is
  // only a quote of an answer, its own words a blank line, has no text of its own)
  const inQuotedBlock = new Set<Element>();
  for (const element of inner) {
    const parent = element.parentElement;
    if (!parent || parent === block) continue;
    if (inCard.has(parent) || NOT_BODY_MARK.test(marks(parent))) inCard.add(element);
    if (inQuote.has(parent) || measures.get(parent)?.quote) inQuote.add(element);
    if (inQuotedBlock.has(parent) || (measures.get(parent)?.quote && parent.tagName === "BLOCKQUOTE"))
      inQuotedBlock.add(element);
  }
  const bodies = [block, ...inner].filter(
    (element) =>
      element.tagName !== "A" &&
      !inCard.has(element) &&
      // (software that marks no text block, a BBS's table cells: any block of the post's own words that it shows, but
      // the page's main heading, the topic's title above its first post)
      (unmarked ? !hiddenByItself(element) && element.tagName !== "H1" : BODY_MARK.test(marks(element))) &&
      !element.contains(author) &&
      // (a signature, told by its first nodes, is no body of the post that holds it)
      !SIGNATURE_SEPARATOR.test(leadingText(element)) &&
      // (a name element's own menus are not the post; a post that carries its author's name holds its body)
      (authorAttribute(author) !== undefined || !author.contains(element)) &&
      !AUTHOR_MARK.test(marks(element)) &&
      !NOT_BODY_MARK.test(marks(element)) &&
      // (a block the software marks as the text, among unmarked ones, may be short: its links are words of the post)
      worth(element) >= (unmarked && TEXT_MARK.test(marks(element)) ? Math.min(least, 1) : least) &&
      // (beside its replies, a reply's own words: no block around theirs, none without a word such as their headers'
      // numbers and times)
      (!seen.nested || (!aroundReplies.has(element) && lettered(element))) &&
      // (a line of who replied to the post, liked it or edited it is no text of it)
      !(length(element) < ACTIVITY_LINE_CHARS && isActivityLine(element)),
  );
  // (a quote of another post inside a text block, a "quotecontent", is no body of the post that holds it; a post's
  // own block may be classed like one, a "SelectQuoteContainer")
  const unquoted = bodies.filter(
    (element) =>
      !inQuotedBlock.has(element) &&
      (!(isQuoteOfAnotherPost(element) || inQuote.has(element)) ||
        !bodies.some((outer) => outer !== element && outer.contains(element))),
  );
  // (where the software marks no writer but does mark the text, a "reply_content", that block is the text, not a longer
  // line of the post's header such as its time, "4 小时 55 分钟前 via Android"), however short, when its words with its
  // links are a post's ("@edius 你这。。。")
  const marked = unmarked ? unquoted.filter((element) => TEXT_MARK.test(marks(element)) && lettered(element)) : [];
  const markedText = marked.length > 0 ? tightestText(marked, length, unquoted) : "";
  // (a time line classed as text, "text-xs", is the header's, not the post's words)
  seen.markedText = isPostWords(markedText);
  if (seen.markedText) return markedText;
  const ownBodies = unquoted.filter((element) => worth(element) >= least);
  const body = ownBodies.length > 0;
  // (Q&A software that keeps the writer's card inside the post's text block, a "post-body": that block, its card
  // left out; the card's words are not the block's own)
  const holding =
    body || seen.nested
      ? undefined
      : [block, ...inner].find(
          (element) =>
            element.tagName !== "A" &&
            BODY_MARK.test(marks(element)) &&
            element.contains(author) &&
            element !== author &&
            !AUTHOR_MARK.test(marks(element)) &&
            !NOT_BODY_MARK.test(marks(element)) &&
            worth(element) >= least,
        );
  if (holding) return postText(holding, author);
  if (body) return tightestText(ownBodies, length);
  // (a post's text that carries its writer's name as data, `<article data-author="@name"><p>…`, with no name element or
  // marked text block inside: its own words are the post's)
  return block === author && authorAttribute(author) !== undefined && !seen.nested && worth(block) >= least
    ? postText(block)
    : "";
}

/** The text of the longest of a post's text blocks, or of a block inside it (of `within`) that holds most of its
 * words. */
function tightestText(
  bodies: Element[],
  length: (element: Element) => number,
  within: readonly Element[] = bodies,
): string {
  let body = bodies.sort((a, b) => length(b) - length(a))[0];
  if (!body) return "";
  for (const inner of within) {
    if (inner !== body && body.contains(inner) && length(inner) >= length(body) * 0.8) body = inner;
  }
  return postText(body);
}

interface TBlockPost extends TForumPost {
  block: Element;
  /** The element that names the post's writer. */
  mark: Element;
  /** Its text is a block the software marks as text, where it marks no writer. */
  markedText?: boolean;
  /** It is a topic whose own item holds the posts after it (topicHoldingItsPosts). */
  holdsThePosts?: boolean;
}

// A link to a writer's page on the forum: a profile, a member or user page in the addresses forum software gives them
// ("member.php?u=", "memberlist.php?mode=viewprofile", "index.php?action=profile", "space-uid-", "u.php?uid=",
// "/user_info/", "/members/", "/users/", "/people/", "/u/", "/@", "user?id=name").
const PROFILE_LINK =
  /profile|member|\/users?(?:_?info)?\/|\/people\/|\/u\/|\/@|[?&](?:u|uid|userid|user_id)=\d|space-uid-|mod=space|u\.php\?|(?:^|\/)user\?(?:id|name)=[^&\s]/i;

// A post's header line: at most these characters and elements, its time after the last separator.
const HEADER_CHARS = 200;
const HEADER_ELEMENTS = 80;
const HEADER_SEPARATOR = /\s[·•|]\s/;

/** Whether a block is a post's header, its one line of words (`body`) a tagline: the block's whole text is short and
 * ends in the post's time after a separator ("Mohan Subedi · Follow Owner at Acme (2020–present) · Mar 24", "X | Y |
 * 2024-03-03"), the time a line of its own. */
function isHeaderWithTime(block: Element, body: string, measures: Map<Element, TMeasure>): boolean {
  if (body.includes("\n") || (measures.get(block)?.elements ?? Infinity) > HEADER_ELEMENTS) return false;
  const text = leadingTextOf(block, HEADER_CHARS + 1);
  if (text.length > HEADER_CHARS) return false;
  const parts = text.split(HEADER_SEPARATOR);
  return parts.length >= 2 && isTimeLine(parts.at(-1)!) && !isTimeLine(body);
}

// What a post's header line says its writer did, before the time ("answered on 07 Jan 2010, 09:50 AM", "Ann asked
// on 3 Jan 2010"); "posted" is a time line's word already.
const ACTION_VERB =
  /(?:^|\s)(?:asked|answered|replied|commented|a demandé|a répondu|a commenté|hat gefragt|hat geantwortet|hat kommentiert|fragte|antwortete|preguntó|respondió|comentó|ha chiesto|ha risposto|ha commentato|perguntou|respondeu|comentou)\s/i;
// A separator before a header's time, spaced or not ("arrow-up 7· 1 year ago").
const TIME_SEPARATOR = /[·•|]/g;

/** Whether a post's words are its header, not its text: short lines (its writer's badges, icons' titles, votes) whose
 * last says when the post was written, alone ("1 year ago"), after what its writer did and at most a name ("answered
 * on 07 Jan 2010, 09:50 AM"), or after the line's last separator ("arrow-up 7· 1 year ago"). */
function isHeaderOfTime(body: string): boolean {
  if (body.length > HEADER_CHARS) return false;
  const line = body.slice(body.lastIndexOf("\n") + 1);
  if (line !== body && isTimeLine(line)) return true;
  const verb = ACTION_VERB.exec(line);
  if (verb && verb.index <= NAME_CHARS) return isTimeLine(line.slice(verb.index + verb[0].length));
  let cut = -1;
  for (const separator of line.matchAll(TIME_SEPARATOR)) cut = separator.index;
  return cut >= 0 && isTimeLine(line.slice(cut + 1));
}

// The levels a writer's name climbs to its post's block at most, wrappers of one block among them.
const MAX_CLIMB_LEVELS = 24;
const WRAPPER_NODES_READ = 8;

/** Whether an element only wraps one other: one child element and no words of its own (its first few nodes read). */
function isWrapperOfOne(element: Element): boolean {
  if (element.childElementCount !== 1) return false;
  let read = 0;
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (++read > WRAPPER_NODES_READ) return false;
    if (node.nodeType === 3 && /\S/.test(node.textContent ?? "")) return false;
  }
  return true;
}

/** The posts of a page, each a block climbed to from an element that names its writer, with its body. `unmarked`: the
 * names are profile links and the bodies any block of the post's own words. */
function postsNamedBy(
  document: Document,
  authors: readonly Element[],
  measures: Map<Element, TMeasure>,
  unmarked: boolean,
  cards: ReadonlySet<Element> = new Set(),
): TBlockPost[] {
  const small = (block: Element) => {
    const size = measures.get(block);
    return size !== undefined && size.elements <= MAX_POST_ELEMENTS && size.own <= MAX_POST_CHARS;
  };
  const writerMarks = countWriterMarks(authors);
  const candidates: TBlockPost[] = [];
  let title: string | undefined;
  const documentTitle = () => textOf(document.querySelector("title")).slice(0, 600);
  for (const author of authors) {
    // An author attribute on the post itself (data-author) makes the post the block; a name element is inside it.
    let block: Element | null = authorAttribute(author) !== undefined ? author : author.parentElement;
    let body = "";
    // (a block that holds replies of its kind is a reply holding them: its own words, however short, are its text)
    const seen: { nested: boolean; markedText?: boolean } = { nested: false };
    // (a post's first line that is the topic's title, repeated over the starter's text, is its heading: the climb goes
    // on to the text, and keeps the heading only where it finds none)
    let heading: { block: Element; body: string; markedText?: boolean } | undefined;
    let tagline: { block: Element; body: string; markedText?: boolean } | undefined;
    for (
      let depth = 0, levels = 0;
      block && depth < 8 && levels < MAX_CLIMB_LEVELS && block !== document.body && small(block);
      levels++, block = block.parentElement
    ) {
      // (a wrapper of one block and no words of its own shows what that block shows: no level a reader sees, so a
      // name nested in many such wrappers, an answer's header of script-built markup, climbs as far as a plain one)
      const wrapper = isWrapperOfOne(block);
      if (!wrapper) depth++;
      if (wrapper && levels > 0) continue;
      // (a block of more writers than a post's replies can be is a section of the page, no post: so a row of many
      // names is read once for each of them, not once a level)
      if ((writerMarks.get(block) ?? 0) > MAX_NESTED_REPLIES + 1) {
        block = null;
        break;
      }
      // (the writer's card around the name, a "mini-profile" with its post count, holds no text of the post)
      if (isWritersCard(block) || cards.has(block)) continue;
      body = postBody(block, author, measures, unmarked, [], writerMarks, seen);
      if (!heading && !seen.nested && isPostText(body) && isTitleLine(body, (title ??= foldTitle(documentTitle())))) {
        heading = { block, body, ...(seen.markedText ? { markedText: true } : {}) };
        continue;
      }
      // (a post's header line of its time alone, "May 02 2024 | 8:44 pm", is no text of it: the climb goes on)
      // (a header of the writer's name over a tagline and the post's time, "Mohan Subedi · Follow / Owner at … · Mar 24",
      // is no text of the post: the climb goes on to the text, and keeps the tagline only where it finds none)
      // (nor is a header of what the writer did and when, "Top achievements / Rank 1 / answered on 07 Jan 2010, 09:50 AM",
      // a Q&A page's line above each answer's text)
      if (!seen.nested && isPostWords(body) && (isHeaderWithTime(block, body, measures) || isHeaderOfTime(body))) {
        tagline ??= { block, body, ...(seen.markedText ? { markedText: true } : {}) };
        continue;
      }
      if (isPostWords(body) || (seen.nested && LETTER.test(body))) break;
    }
    const fallback = heading ?? tagline;
    if (fallback && !(block && block !== document.body && isPostText(body))) {
      ({ block, body } = fallback);
      seen.nested = false;
      seen.markedText = fallback.markedText;
    }
    if (!block || block === document.body || !(isPostWords(body) || (seen.nested && LETTER.test(body)))) continue;
    // (a handle's "@" is no part of the name: data-author="@rafalp")
    const attributed = authorAttribute(author);
    const name = attributed !== undefined ? attributed.replace(/^[@＠]/, "") || undefined : authorName(author);
    candidates.push({
      block,
      mark: author,
      ...(name ? { author: name } : {}),
      body,
      ...(seen.markedText ? { markedText: true } : {}),
    });
  }
  // A block that holds other posts (a name in the page's title bar climbs to the whole thread) is no post; of two
  // author marks in one post (a profile card and the post's header), the one that gives a name counts.
  const named = new Map<Element, TBlockPost>();
  for (const candidate of candidates) {
    const held = named.get(candidate.block);
    // (a letter avatar's link and the full name in one post: the full name is the writer)
    if (
      !held ||
      (!held.author && candidate.author) ||
      (held.mark.tagName === "A" &&
        isLetterAvatar(held.mark) &&
        candidate.author &&
        !(candidate.mark.tagName === "A" && isLetterAvatar(candidate.mark)))
    )
      named.set(candidate.block, candidate);
  }
  const holdingOthers = new Set(candidates.flatMap((candidate) => ancestorsOf(candidate.block, 40)));
  // (the posts' blocks inside each post's block, found up from each block: a chain of nested replies is read once)
  const blocks = new Set(candidates.map((candidate) => candidate.block));
  const heldPosts = new Map<Element, Element[]>();
  for (const candidate of candidates) {
    for (const ancestor of ancestorsOf(candidate.block, MAX_ELEMENT_DEPTH)) {
      if (!blocks.has(ancestor)) continue;
      const inside = heldPosts.get(ancestor);
      if (inside) inside.push(candidate.block);
      else heldPosts.set(ancestor, [candidate.block]);
    }
  }
  const posts = [...named.values()].flatMap((candidate) => {
    if (!holdingOthers.has(candidate.block)) return [candidate];
    const reply = withItsReplies(
      candidate,
      heldPosts.get(candidate.block) ?? [],
      [...blocks].filter((block) => !candidate.block.contains(block) && !block.contains(candidate.block)),
      measures,
      unmarked,
      writerMarks,
    );
    return reply ? [reply] : [];
  });
  // A sidebar's boxes ("Latest member", "Members online") name members as posts do: a block in an element classed
  // as a sidebar that does not hold every post is no post (a layout "withSidebar" around the thread holds them all).
  const held = new Map<Element, number>();
  for (const post of posts)
    for (const ancestor of ancestorsOf(post.block, 40)) held.set(ancestor, (held.get(ancestor) ?? 0) + 1);
  return posts
    .filter(
      (post) =>
        !ancestorsOf(post.block, 40).some((ancestor) => held.get(ancestor)! < posts.length && isSidebar(ancestor)),
    )
    .sort((a, b) => (a.block.compareDocumentPosition(b.block) & 4 ? -1 : 1));
}

/** Whether a post's words are one line that the document's title holds whole (`folded`, as `foldTitle` folds it):
 * the topic's title over the post, not its text. */
function isTitleLine(body: string, folded: string): boolean {
  if (body.includes("\n") || body.length > 300) return false;
  const line = foldTitle(body);
  return line.length > 0 && folded.includes(line);
}

/** Whether a post's text is one: long enough (`postLength`) and holding a word (a header's "#2-1 - 2020-5-4 10:58"
 * is none). */
function isPostText(text: string): boolean {
  return postLength(text) >= MIN_POST_CHARS && LETTER.test(text);
}

const LETTER = /\p{L}/u;

/** Whether a post's text is one and more than its time line. */
function isPostWords(text: string): boolean {
  return isPostText(text) && !isTimeLine(text);
}

/**
 * A reply that holds replies to it (forum software that nests each sub-reply, with its own header, writer and text,
 * inside the reply it answers, or lists a comment's replies under it in a list of their own): a block holding other
 * posts is such a reply, not the thread around them, when its writer's name is outside them and it is a block of their
 * kind (the same element sharing a class) or of its siblings' (the comments beside it, `others`, posts outside it and
 * not around it: the same element of the same classes). Its text is its own block of words outside theirs, however
 * short. Undefined for any other block that holds posts (the thread's own block is of no post's kind).
 */
function withItsReplies(
  candidate: TBlockPost,
  replies: readonly Element[],
  others: readonly Element[],
  measures: Map<Element, TMeasure>,
  unmarked: boolean,
  writerMarks: TWriterMarks,
): TBlockPost | undefined {
  if (replies.length > MAX_NESTED_REPLIES || replies.some((block) => block.contains(candidate.mark))) return undefined;
  const tokens = classTokens(candidate.block);
  const ofItsKind = (block: Element) =>
    block.tagName === candidate.block.tagName && [...classTokens(block)].some((token) => tokens.has(token));
  // (a sibling comment is of its kind to the last class: a layout's wrappers share a "clearfix" or "wrap" with others)
  const likeIt = (block: Element) => {
    const theirs = classTokens(block);
    return (
      tokens.size > 0 &&
      block.tagName === candidate.block.tagName &&
      theirs.size === tokens.size &&
      [...theirs].every((token) => tokens.has(token))
    );
  };
  if (!replies.some(ofItsKind) && !others.some(likeIt)) return undefined;
  const body = postBody(candidate.block, candidate.mark, measures, unmarked, replies, writerMarks);
  return LETTER.test(body) ? { ...candidate, body } : undefined;
}

// Replies read as nested in one block: more are no sub-replies of one post but a page section.
const MAX_NESTED_REPLIES = 100;

/** An element classed as a writer's card ("mini-profile", "user-info", "avatar"), not as a post that has one
 * ("has-profile"). */
function isWritersCard(element: Element): boolean {
  return (element.getAttribute("class") ?? "")
    .slice(0, 300)
    .split(/\s+/)
    .some((token) => /profile|user-?(?:info|card)|avatar/i.test(token) && !/^(?:has|with|no)[-_]/i.test(token));
}

// The words before a list of members who thanked or liked a post: "The following user(s) said Thank You:", "Thanked
// by:", "Liked by", "Danke von:", "Merci de :".
const THANKS_LINE =
  /(?:thank(?:s|ed)?(?: you)?(?: by)?|liked(?: by)?|likes|danke(?: von)?|bedankt(?: von)?|merci(?: de)?|gracias(?: de)?|grazie(?: da)?)\s*:?\s*$/i;

/** Whether a link sits in a menu, a hidden block or a post's likes or thanks (a post's options menu: "Give Gift" leads
 * to a page of the writer's profile; "likes" and "The following user(s) said Thank You:" name the members who liked
 * or thanked the post), which name no writer. */
function inMenuOrLikes(link: Element): boolean {
  const before = link.previousSibling;
  if (before?.nodeType === 3 && THANKS_LINE.test((before.textContent ?? "").slice(-60))) return true;
  return [link, ...ancestorsOf(link, 12)].some(
    (element) =>
      hiddenByItself(element) ||
      (element.getAttribute("class") ?? "")
        .slice(0, 300)
        .split(/\s+/)
        .some((token) => /menu|^(?:hide|hidden)$|^likes?(?:$|[-_])|reaction|thank/i.test(token)),
  );
}

/** An element classed as a sidebar ("p-body-sidebar", "sidebar"), not as a layout that has one ("withSidebar"). */
function isSidebar(element: Element): boolean {
  return (element.getAttribute("class") ?? "")
    .slice(0, 300)
    .split(/\s+/)
    .some((token) => /sidebar/i.test(token) && !/(?:with|has|no)[-_]*sidebar/i.test(token));
}

// Whether a form holds a message box, asked once per form (a thread wrapped in one form asks it for every name).
const formsWithMessageBox = new WeakMap<Element, boolean>();

function writesAReply(form: Element | null): boolean {
  if (!form) return false;
  let answer = formsWithMessageBox.get(form);
  if (answer === undefined) formsWithMessageBox.set(form, (answer = form.querySelector("textarea") !== null));
  return answer;
}

/** Whether an element sits where no post's writer is named: navigation, the page's header, footer or sidebar (a header
 * or footer of an article is the article's), or a sign-in form (its user-name field), or a chat box beside the thread
 * (a "shoutbox", a "chatbox": its lines name their writers as posts do, but they are no answers to the thread). Read
 * in one walk up the element's ancestors (the page's depth is bounded), as a selector engine would read them for
 * each rule. */
function outsidePosts(element: Element): boolean {
  if (FORM_FIELD.test(element.tagName)) return true;
  const path: Element[] = [];
  for (let at: Element | null = element; at; at = at.parentElement) path.push(at);
  let inArticle = false;
  // (from the root down, so that a header or footer knows whether an article holds it)
  for (let index = path.length - 1; index >= 0; index--) {
    const at = path[index]!;
    const tag = at.tagName;
    if (tag === "NAV" || tag === "ASIDE") return true;
    if ((tag === "HEADER" || tag === "FOOTER") && !inArticle) return true;
    if (tag === "ARTICLE") inArticle = true;
    const name = `${(at.getAttribute("class") ?? "").slice(0, 300)} ${at.id.slice(0, 300)}`;
    if (CHAT_BOX_NAME.test(name)) return true;
    if (tag === "FORM" && (LOGIN_NAME.test(name) || LOGIN_ACTION.test((at.getAttribute("action") ?? "").slice(0, 300))))
      return true;
  }
  return false;
}

// The words of a sign-in form's address, id or class, and of a chat box's class or id.
const LOGIN_ACTION = /login|signin|sign-in/i;
const LOGIN_NAME = /login/i;
const ACCOUNT_ACTION = /log-?in|sign-?(?:in|up)|regist(?:er|ration)/i;
const CHAT_BOX_NAME = /shoutbox|chatbox/i;

/** Whether a name is written inside a post's text, not as a post's writer: a mention ("@Gus", or "@" written before
 * the member's link, "@<a href="/member/gus">gus</a>") or a name inside a quote of another post. */
function namedInAText(element: Element): boolean {
  return (
    (/^[@＠][^\s@＠]/.test(normalizeText(element.textContent?.slice(0, 80))) && !isByline(element)) ||
    /[@＠]\s*$/.test(
      (element.previousSibling?.nodeType === 3 ? element.previousSibling.textContent : "")?.slice(-20) ?? "",
    ) ||
    [element, ...ancestorsOf(element, 12)].some(isQuoteOfAnotherPost)
  );
}

// The word before a writer's name in a post's header ("By @KajMagnus", "von @gus", "par @alice").
const BY_WORD = /(?:^|\s)(?:by|von|par|di|door|od|de|posted by|written by)\s*$/i;

/** Whether a link is a post's byline, "By @name": the words just before it (its previous sibling's, text or element)
 * end in "by". A mention in a post's text follows other words or none. */
function isByline(element: Element): boolean {
  const before = element.previousSibling;
  const words = before && (before.nodeType === 3 || before.nodeType === 1) ? (before.textContent ?? "").slice(-40) : "";
  return BY_WORD.test(words);
}

/** Whether a link is a letter avatar's: one or two letters of an alphabet (a member without a picture drawn as the
 * first letters of their name in a circle, as most forum software draws them), the link classed as an avatar or titled
 * with the name it starts ("A" titled "Angie"). A member named "DC" links their name so too, without either mark; a
 * name of one or two Han or Hangul characters is a whole name. Never the writer where the post names one in full. */
function isLetterAvatar(link: Element): boolean {
  const letters = normalizeText(link.textContent?.slice(0, 20));
  if (!/^\p{L}{1,2}$/u.test(letters)) return false;
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(letters)) return false;
  const title = normalizeText(link.getAttribute("title")?.slice(0, 100)).toLowerCase();
  const classes = `${link.getAttribute("class") ?? ""} ${link.firstElementChild?.getAttribute("class") ?? ""}`;
  return (
    /avatar|avtr/i.test(classes.slice(0, 300)) ||
    (title.length > letters.length && title.startsWith(letters.toLowerCase()))
  );
}

// A paragraph of a post's text, as long as a name's card never writes one; the elements of a mark read for it.
const PARAGRAPH_CHARS = 80;
const PARAGRAPH_ELEMENTS_READ = 200;

/** Whether an element holds a paragraph of text (a `p` of PARAGRAPH_CHARS or more), among its first elements. */
function holdsAParagraph(element: Element): boolean {
  return elementsUnder(element, PARAGRAPH_ELEMENTS_READ).some(
    (inner) => inner.tagName === "P" && leadingText(inner).length >= PARAGRAPH_CHARS,
  );
}

// How deep below a post's card its text's block may be.
const MARKED_TEXT_LEVELS = 8;

/** Whether an element holds, among its first elements, a block its class marks as a post's text ("reply-content")
 * outside every writer's mark inside it: a post's card, not a name's. */
function holdsMarkedText(element: Element, marked: ReadonlySet<Element>): boolean {
  return elementsUnder(element, PARAGRAPH_ELEMENTS_READ).some((inner) => {
    if (inner === element || !TEXT_MARK.test(marks(inner)) || NOT_BODY_MARK.test(marks(inner))) return false;
    let up = inner.parentElement;
    for (let level = 0; up && up !== element && level < MARKED_TEXT_LEVELS; level++, up = up.parentElement) {
      if (marked.has(up)) return false;
    }
    return up === element && !marked.has(inner) && normalizeText(leadingText(inner)).length > 0;
  });
}

// How far above a letter avatar's link the writer's name may be (the avatar beside the post's block, the name in its
// header: "li > div > a.avatar + div.post > div.header > span > a.name").
const LETTER_AVATAR_LEVELS = 3;

// A post's number as its header writes it beside the time ("#2", "#12").
const POST_NUMBER_WORD = /(?:^|\s)[#№]\s?\d{1,6}(?=\s|$)/g;
// A time written for machines beside the shown one (a hidden `<time>`'s "2006-08-08T22:13+00:00").
const ISO_TIME_WORD = /(?:^|\s)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?(?=\s|$)/g;

/** Whether a mark the page classes as the author's shows only the post's time and number ("Aug 08, 2006 #2", the
 * post's header line classed "author" under a card that names the writer): it names no one. */
function showsOnlyTheTime(mark: Element): boolean {
  // (its words read node by node, so the time and the number stay apart: "Aug 08, 2006" "#2"; all of them, or none)
  const words = leadingText(mark);
  const all = normalizeText(mark.textContent?.slice(0, 300)).replace(/\s+/g, "");
  if (!words || words.replace(/\s+/g, "").length < all.length) return false;
  const rest = words.replace(POST_NUMBER_WORD, " ").replace(ISO_TIME_WORD, " ").trim();
  return rest.length > 0 && isTimeLine(rest);
}

function repeatedPosts(document: Document): TBlockPost[] {
  // (a picture classed as the writer's, "poster-avatar", names no one: its climb read the writer's card and its menu,
  // "expand_more", "Permanent link", as a post without a writer)
  const marked = [...document.querySelectorAll("[data-author], [class], [itemprop]")].filter(
    (element) => element.hasAttribute("data-author") || (element.tagName !== "IMG" && AUTHOR_MARK.test(marks(element))),
  );
  const markedSet = new Set(marked);
  // (a post's card the page marks as its writer's, "authorContent12" to show the writer's own controls, holding the
  // post's paragraphs and the name's own mark: the name's mark names the writer, the card does not)
  const holdingMarks = new Set(
    marked.flatMap((element) => ancestorsOf(element, 8).filter((ancestor) => markedSet.has(ancestor))),
  );
  // (a post that names its writer as data, `<article data-author="X">`, holds its text as such a post does)
  // (a reply the software marks as the topic's starter's, "topic-author", holding its name's mark and its text's block
  // beside it, "reply-content", is such a card too, however short its words: "Great answer Bernie.")
  const postCards = new Set(
    [...holdingMarks].filter(
      (element) =>
        authorAttribute(element) === undefined && (holdsAParagraph(element) || holdsMarkedText(element, markedSet)),
    ),
  );
  const isMark = (element: Element) => markedSet.has(element) && !postCards.has(element);
  // The outermost mark of a name (a name element inside a user-name block is the same name), outside navigation.
  const authors = marked
    .filter((element) => isMark(element) && !ancestorsOf(element, 8).some(isMark))
    .slice(0, MAX_AUTHOR_MARKS)
    .filter(
      (element) =>
        !outsidePosts(element) && !namedInAText(element) && !inActivityLine(element) && !showsOnlyTheTime(element),
    );
  const measures = measure(document.body);
  const posts = postsNamedBy(document, authors, measures, false);
  // Forum software that marks neither names nor texts (a BBS's tables): the posts are the repeated blocks around the
  // links to their writers' pages, each with its block of words.
  const isWritersLink = (link: Element) => {
    const href = (link.getAttribute("href") ?? "").slice(0, 300);
    // (a link to sign in or to open an account, "/user/login?return=…", "/users/registration", is no member's page)
    if (!PROFILE_LINK.test(href) || ACCOUNT_ACTION.test(href)) return false;
    const words = normalizeText(link.textContent);
    return (
      words.length > 0 &&
      words.length <= 40 &&
      !outsidePosts(link) &&
      !namedInAText(link) &&
      !inMenuOrLikes(link) &&
      !inActivityLine(link) &&
      // (the signed-in reader's link beside a form's message box, to write a reply, names no post's writer)
      !writesAReply(link.closest("form"))
    );
  };
  // (marks that name the replies' writers but not the opening post's, whose writer is a profile link before them
  // all: the profile links read the thread where they find every marked post and the opening post before them)
  const firstMarked = posts[0]?.block;
  let leadUnmarked = false;
  if (firstMarked && posts.length >= 2) {
    for (const link of [...document.querySelectorAll("a[href]")].slice(0, MAX_AUTHOR_MARKS)) {
      if (!(firstMarked.compareDocumentPosition(link) & 2) /* PRECEDING */) break;
      if (isWritersLink(link)) {
        leadUnmarked = true;
        break;
      }
    }
  }
  // (a Q&A page whose question and answers each close with "X asked …", "Y answered …": they are its posts, the
  // comments under each, named in marks of their own, part of the post they comment on)
  const byActionLines = postsClosedByActionLines(writersNamedByActionLines(document), measures);
  if (byActionLines.length >= 2) return byActionLines;
  if (posts.length >= 2 && !leadUnmarked) {
    const topic = topicHoldingItsPosts(authors, posts, measures);
    return topic ? [topic, ...posts] : posts;
  }
  const writersLinks = [...document.querySelectorAll("a[href]")]
    .filter((link) => PROFILE_LINK.test((link.getAttribute("href") ?? "").slice(0, 300)))
    .slice(0, MAX_AUTHOR_MARKS)
    .filter(isWritersLink);
  // (a letter avatar's link, "B" beside "blueberryfields" in a post's header, names no writer where the next writer's
  // link, close by, names one in full: its climb would take the name's line for a post)
  const profileLinks = writersLinks.filter((link, index) => {
    const next = writersLinks[index + 1];
    return !(
      next &&
      isLetterAvatar(link) &&
      !isLetterAvatar(next) &&
      ancestorsOf(link, LETTER_AVATAR_LEVELS).some((ancestor) => ancestor.contains(next))
    );
  });
  const linked = profileLinks.length >= 2 ? postsNamedBy(document, profileLinks, measures, true) : [];
  // (the posts are the blocks that repeat, of one element kind: a thread's header naming its starter is none)
  const repeated = mostCommonKind(linked);
  const byLinks = linked.filter((post) => post.block.tagName === repeated);
  // (read so only where they find every marked post, and more only before them: the opening post)
  if (posts.length >= 2) {
    const marked = new Set(posts.map((post) => post.block));
    const more = byLinks.filter((post) => !marked.has(post.block));
    const before = more.every((post) => post.block.compareDocumentPosition(firstMarked!) & 4 /* FOLLOWING */);
    return more.length > 0 && before && byLinks.length - more.length === posts.length ? byLinks : posts;
  }
  if (byLinks.length < 2) {
    // (software of table rows that marks no writer and links no name: each post's writer card by its counts)
    const cards = writersCardsByCounts(document);
    const byCards =
      cards.size >= 2 ? postsNamedBy(document, [...cards.values()], measures, true, new Set(cards.keys())) : [];
    const rows = byCards.filter((post) => post.block.tagName === mostCommonKind(byCards));
    if (rows.length >= 2) return rows;
    // (software that links no name and marks none: each writer's name beside the avatar it names, over a time)
    const named = writersNamedByAvatars(document);
    // (a post too short to be read alone climbs past its own block to one that holds the others: none of theirs)
    const held = countWriterMarks(named);
    const byAvatars = (named.length >= 2 ? postsNamedBy(document, named, measures, true) : []).filter(
      (post) => (held.get(post.block) ?? 0) <= 1,
    );
    const avatarRows = byAvatars.filter((post) => post.block.tagName === mostCommonKind(byAvatars));
    if (avatarRows.length >= 2) return avatarRows;
    // (software that marks nothing: each post headed by a line of its writer's name and its time)
    const dated = writersNamedByDateLines(document);
    const byDateLines = dated.length >= 2 ? postsNamedBy(document, dated, measures, true) : [];
    // (a teaser of another page, its title a heading's link over its writer and date, is no post)
    const datedRows = byDateLines.filter(
      (post) => post.block.tagName === mostCommonKind(byDateLines) && !headsALinkToAnotherPage(post.block),
    );
    return datedRows.length >= 2 ? datedRows : posts;
  }
  // (a topic's own post in a box of its own above the replies, its writer's link in the topic's header and its text a
  // block the software marks as text: the opening post, though its block is not of the replies' kind)
  const topic = linked[0];
  const opensThem =
    topic !== undefined &&
    topic.markedText === true &&
    topic.block.tagName !== repeated &&
    byLinks[0]!.block.compareDocumentPosition(topic.block) & 2 /* PRECEDING */ &&
    !topic.block.contains(byLinks[0]!.block);
  if (opensThem) return [topic, ...byLinks];
  const aboveThem = topicAboveItsReplies(profileLinks[0], byLinks, measures);
  return aboveThem ? [aboveThem, ...byLinks] : byLinks;
}

const BETWEEN_ELEMENTS_READ = 400;

/** The elements wholly between two elements in document order (neither holding either), outermost first, at most
 * BETWEEN_ELEMENTS_READ of them. */
function elementsBetween(start: Element, end: Element): Element[] {
  const between: Element[] = [];
  const full = () => between.length >= BETWEEN_ELEMENTS_READ;
  // (up from the start, the siblings after each of its ancestors, until one holds the end; then down into that one)
  for (let at: Element | null = start; at && !at.contains(end) && !full(); at = at.parentElement) {
    for (let sibling = at.nextElementSibling; sibling && !full(); sibling = sibling.nextElementSibling) {
      if (!sibling.contains(end)) {
        between.push(sibling);
        continue;
      }
      for (let inside: Element | null = sibling; inside && inside !== end && !full();) {
        let next: Element | null = null;
        for (let child: Element | null = inside.firstElementChild; child && !full(); child = child.nextElementSibling) {
          if (child.contains(end)) {
            next = child;
            break;
          }
          between.push(child);
        }
        inside = next;
      }
      return between;
    }
  }
  return between;
}

/**
 * A topic's own post above its replies in a block that also holds them (the topic's header names its writer, "By
 * @name", and its text follows, then "15 replies" and the replies): where the first writer's link comes before every
 * reply and outside them, the block between it and the first reply that holds most of the words is the opening post,
 * when it is a block of the replies' kind (the same element sharing a class: a blog's article above its comments is
 * not). Undefined for any other page.
 */
function topicAboveItsReplies(
  link: Element | undefined,
  replies: readonly TBlockPost[],
  measures: Map<Element, TMeasure>,
): TBlockPost | undefined {
  const first = replies[0]?.block;
  if (!link || !first || !(first.compareDocumentPosition(link) & 2) /* PRECEDING */) return undefined;
  if (replies.some((reply) => reply.block.contains(link) || reply.mark === link)) return undefined;
  const length = (element: Element) => measures.get(element)?.own ?? 0;
  const text = elementsBetween(link, first).sort((a, b) => length(b) - length(a))[0];
  if (!text) return undefined;
  const tokens = classTokens(text);
  if (!replies.some((reply) => ofTheKindOf(reply.block, tokens, text.tagName))) return undefined;
  const body = postBody(text, link, measures, true);
  // (the header's "@" before the name marks a member's handle: "By @KajMagnus" is KajMagnus's)
  const author = authorName(link)?.replace(/^[@＠]/, "");
  return isPostText(body) && author ? { block: text, mark: link, author, body } : undefined;
}

// The levels above a topic's writer's mark searched for the item that holds the topic's posts, and the characters
// that may stand between the mark and the topic's words (its time, a badge).
const TOPIC_ITEM_LEVELS = 6;
const TOPIC_LINE_CHARS = 40;

/**
 * A short topic whose own item holds its comments (a topic's list item: its writer's name and time, its few words, then
 * its comments, each a block of its own with its writer's mark): where the first writer's mark on the page names no
 * post, comes before every post, and an element at most six levels above it holds them all, the block between the
 * mark and the first post that holds most of the words is the opening post, by another writer than the first
 * comment's. Undefined where no story stands above the comments (a blog's article that holds its comments is an
 * article) and for any other page.
 */
function topicHoldingItsPosts(
  marks: readonly Element[],
  posts: readonly TBlockPost[],
  measures: Map<Element, TMeasure>,
): TBlockPost | undefined {
  const mark = marks[0];
  const first = posts[0]!.block;
  if (!mark || !(first.compareDocumentPosition(mark) & 2) /* PRECEDING */) return undefined;
  if (posts.some((post) => post.mark === mark || post.block.contains(mark))) return undefined;
  if (!ancestorsOf(mark, TOPIC_ITEM_LEVELS).some((item) => posts.every((post) => item.contains(post.block))))
    return undefined;
  if (hasStoryAbovePosts(first, posts[0]!.body)) return undefined;
  const length = (element: Element) => measures.get(element)?.own ?? 0;
  const between = elementsBetween(mark, first);
  const text = [...between].sort((a, b) => length(b) - length(a))[0];
  if (!text) return undefined;
  // (the topic's words follow its writer's line, a time or a badge at most between them: a signed-in reader's name in
  // the page's bar, its menu and the page's heading before any words, names no topic)
  let words = 0;
  for (const element of between) {
    if (!(element.compareDocumentPosition(text) & 4) /* FOLLOWING */) break;
    words += leadingSpacedTextOf(element, TOPIC_LINE_CHARS + 1).length;
    if (words > TOPIC_LINE_CHARS) return undefined;
  }
  const body = postBody(text, mark, measures, true);
  const author = authorName(mark);
  if (!author || !isPostText(body)) return undefined;
  const fold = (name: string | undefined) => normalizeText(name).toLowerCase();
  return fold(author) === fold(posts[0]!.author) ? undefined : { block: text, mark, author, body, holdsThePosts: true };
}

/** The form of a writer's link's address: its path without its last step, and its query's keys ("/member/",
 * "profile.php?mode&u"); undefined for no link. */
function profileFormOf(mark: Element): string | undefined {
  const href = mark.tagName === "A" ? (mark.getAttribute("href") ?? "").slice(0, 300) : "";
  if (!href || !URL.canParse(href, mark.ownerDocument.URL)) return undefined;
  const address = new URL(href, mark.ownerDocument.URL);
  const path = address.pathname.replace(/\/+$/, "").replace(/[^/]*$/, "");
  return `${address.host}${path}?${[...address.searchParams.keys()].join("&")}`;
}

/** The address a writer's mark leads to, without its fragment: its own link's, or the one link of a name's block
 * (`<div class="topic-nickname"><a href="/user/3">`). */
function profileAddressOf(mark: Element): string | undefined {
  const link = profileLinkOf(mark);
  return link ? addressOf(link.getAttribute("href"), mark.ownerDocument.URL) : undefined;
}

function profileLinkOf(mark: Element): Element | undefined {
  return mark.tagName === "A" ? mark : onlyLinkOf(mark);
}

const NAME_BLOCK_ELEMENTS_READ = 8;

/** The one link of a short block, when it holds one and no more within its first elements. */
function onlyLinkOf(block: Element): Element | undefined {
  const links = elementsUnder(block, NAME_BLOCK_ELEMENTS_READ).filter((element) => element.tagName === "A");
  return links.length === 1 ? links[0] : undefined;
}

/** The element kind most of the posts' blocks are. */
function mostCommonKind(posts: readonly TBlockPost[]): string | undefined {
  // (of kinds as many, the one whose posts hold more words: a writer named twice in each post, in a short line with its
  // time, "by X" shown on phones, and in its header, climbs to the time line as often as to the post's text)
  const kinds = new Map<string, { posts: number; words: number }>();
  for (const post of posts) {
    const kind = kinds.get(post.block.tagName) ?? { posts: 0, words: 0 };
    kinds.set(post.block.tagName, { posts: kind.posts + 1, words: kind.words + post.body.length });
  }
  return [...kinds].sort((a, b) => b[1].posts - a[1].posts || b[1].words - a[1].words)[0]?.[0];
}

// A writer's card as table-layout forum software writes it beside each post (phpBB 2, old vBulletin, Invision 1.x):
// the writer's name first, then the date they joined and their count of posts ("Joined: 03 Apr 2003", "Posts: 18").
const JOINED_LINE =
  /(?:^|\s)(?:joined|registered|member since|registriert(?: seit)?|dabei seit|mitglied seit|inscrit(?: le)?|inscription|registrado|iscritto|zarejestrowany|регистрация|зарегистрирован|lid sinds|geregistreerd)\s*:/i;
const POSTS_LINE =
  /(?:^|\s)(?:posts|beiträge|messages|mensajes|messaggi|mensagens|posty|сообщени[йя]|berichten|inlägg)\s*:\s*[\d.,]+/i;
const CARD_TEXTS_READ = 20_000;
const MAX_CARDS = 400;
const CARD_LEAD_CHARS = 160;

/**
 * The writers' cards of a page of posts in table rows that marks no writer and links no name: an element whose first
 * words are a name, then the lines of when the writer joined and how many posts they wrote ("JoaoMiguel Joined: 03
 * Apr 2003 Posts: 18"). Each card with the element that holds its name, which names the post beside it.
 */
function writersCardsByCounts(document: Document): Map<Element, Element> {
  const cards = new Map<Element, Element>();
  if (!document.body) return cards;
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  let read = 0;
  for (
    let node = walker.nextNode();
    node && read < CARD_TEXTS_READ && cards.size < MAX_CARDS;
    node = walker.nextNode()
  ) {
    read++;
    const text = (node.nodeValue ?? "").slice(0, 80);
    if (!JOINED_LINE.test(text) || /^\s*\S/.test(text.split(JOINED_LINE)[0] ?? "")) continue;
    // (the card: the nearest element around the line whose first words come before it, a name, and hold the count)
    let card = node.parentElement;
    for (let level = 0; card && level < 4; level++, card = card.parentElement) {
      // (read by its words, not a fixed count of nodes: a card holding a place, an avatar or a website link before
      // the counts is as much a card as the shorter cards of the other posts; and by its words only, the spaces that
      // indent the markup's lines not counted: a template indenting each line of a card by a row of spaces had filled
      // the lead before a longer card's counts)
      const lead = leadingSpacedTextOf(card, CARD_LEAD_CHARS);
      const joined = lead.search(JOINED_LINE);
      if (joined <= 0) continue;
      if (!POSTS_LINE.test(lead) || cards.has(card)) break;
      const name = firstWordsElement(card);
      const words = normalizeText(name?.textContent);
      if (name && words.length <= 40 && words.split(" ").length <= 4 && !words.includes(":")) cards.set(card, name);
      break;
    }
  }
  return cards;
}

// The avatars read for a writer's name beside them, the levels above an avatar searched for it and the elements read
// there, and the levels above the name searched for the post's time.
const AVATARS_READ = 400;
const AVATAR_NAME_LEVELS = 3;
const AVATAR_NAME_ELEMENTS_READ = 30;
const NAME_TIME_LEVELS = 3;
// A teaser's title, where a picture's words are repeated as a title, not as a writer's name.
const TEASER_TITLE = /^H[1-6] |title|headline|heading/i;
// The empty elements a name element may hold beside the name (a member's badges).
const AVATAR_NAME_BADGES = 3;

/** An element's words where they may be a name: its own text, at most 60 characters, beside at most three empty
 * elements of its own (a badge beside the name is no part of it); undefined for any other element. */
function nameWords(element: Element): string | undefined {
  if (element.childElementCount > AVATAR_NAME_BADGES) return undefined;
  let words = "";
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3) words += (node.nodeValue ?? "").slice(0, 61);
    else if (node.nodeType === 1) {
      const badge = node as Element;
      if (badge.childElementCount > 0 || /\S/.test((badge.firstChild?.nodeValue ?? "").slice(0, 200))) return undefined;
    }
    if (words.length > 60) return undefined;
  }
  return normalizeText(words);
}

/**
 * The writers' names of a page whose posts mark no writer and link no name: an element whose whole words are the
 * name a picture near it gives as its text ("benbian95" beside `<img alt="benbian95">`, a member's avatar), with the
 * post's time close by (a `time` element or a line that is a time alone). A picture's words inside a longer line
 * ("bang.toyip memberi reputasi", who liked the post), a link's words or a title (a teaser of another page under its
 * picture and date) name no writer.
 */
function writersNamedByAvatars(document: Document): Element[] {
  const names = new Set<Element>();
  let read = 0;
  for (const image of document.querySelectorAll("img[alt]")) {
    if (++read > AVATARS_READ) break;
    const alt = normalizeText(image.getAttribute("alt")?.slice(0, 60));
    if (alt.length < 2 || alt.length > 40 || outsidePosts(image)) continue;
    let name: Element | undefined;
    for (const around of ancestorsOf(image, AVATAR_NAME_LEVELS)) {
      name = elementsUnder(around, AVATAR_NAME_ELEMENTS_READ).find(
        (element) => element.tagName !== "IMG" && nameWords(element) === alt,
      );
      if (name) break;
    }
    // (a teaser's picture and title, a card linked to another page, name no writer: its title is a link's words or is
    // marked as a title)
    if (!name || names.has(name) || name.closest("a[href]") || TEASER_TITLE.test(`${name.tagName} ${marks(name)}`))
      continue;
    const timed = ancestorsOf(name, NAME_TIME_LEVELS).some((around) =>
      elementsUnder(around, AVATAR_NAME_ELEMENTS_READ).some(
        (element) =>
          element.tagName === "TIME" ||
          (element.childElementCount === 0 && isTimeLine(normalizeText(element.textContent?.slice(0, 100)))),
      ),
    );
    if (timed) names.add(name);
  }
  return [...names];
}

const TIMES_READ = 400;
const DATE_LINE_LEVELS = 3;
const DATE_LINE_CHARS = 120;
const DATE_LINE_ELEMENTS_READ = 30;
const NAME_CHARS = 40;

/**
 * The writers' names of a page whose posts mark no writer and link no member's page as forum software does: each
 * post headed by a short line (at most 120 characters) that opens with the link of the writer's name and holds the
 * post's time after it ("bobbyiliev ・ May 9th, 2024 05:18 AM ・ Best Answer",
 * "Graham Wakefield" over "May 14 2024 | 5:33 am"). A line inside a link or a heading (a teaser of another page under
 * its writer and date) names no writer, nor does a line that opens with other words ("By Jane Doe · May 2").
 */
function writersNamedByDateLines(document: Document): Element[] {
  const names = new Set<Element>();
  let read = 0;
  for (const time of elementsUnder(document.body, Infinity)) {
    if (time.childElementCount > 0 && time.tagName !== "TIME") continue;
    const words = normalizeText(time.textContent?.slice(0, TIME_LINE_CHARS * 2));
    if (time.tagName !== "TIME" && !isTimeLine(words)) continue;
    if (++read > TIMES_READ) break;
    for (const line of ancestorsOf(time, DATE_LINE_LEVELS)) {
      if (leadingTextOf(line, DATE_LINE_CHARS + 1).length > DATE_LINE_CHARS) break;
      const first = firstWordsElement(line);
      const name = first && first !== line ? first.closest("a[href]") : null;
      // (a link that holds the time too is a teaser's card, no name: so is any line inside a link)
      if (!name || !line.contains(name) || name.contains(time)) continue;
      const text = nameWords(name) ?? "";
      if (text.length < 2 || text.length > NAME_CHARS || !LETTER.test(text) || isTimeLine(text)) break;
      if (names.has(name) || outsidePosts(name) || line.closest("h1, h2, h3, h4, h5, h6")) break;
      if (TEASER_TITLE.test(`${name.tagName} ${marks(name)}`)) break;
      if (!elementsUnder(line, DATE_LINE_ELEMENTS_READ).includes(time)) break;
      names.add(name);
      break;
    }
  }
  return [...names];
}

// What a Q&A page's line after a post says its writer did, the writer's name before it and the time after it ("Arthur
// asked 16 years ago", "Douglas answered 16 years ago", "X a répondu il y a 2 ans", "X hat geantwortet vor 2 Jahren").
const ASKED = /^(?:asked|a demandé|hat gefragt|fragte|preguntó|ha chiesto|perguntou)\s+/i;
const ANSWERED = /^(?:answered|a répondu|hat geantwortet|antwortete|respondió|ha risposto|respondeu)\s+/i;
const ACTION_LINKS_READ = 2_000;
const ACTION_LINE_CHARS = 120;
const MAX_ACTION_LINES = 200;

/**
 * The writers of a Q&A page whose posts each close with a line of the writer's name, what the writer did and when:
 * "Arthur asked 16 years ago" under the question, "Douglas answered 16 years ago" under each answer (a Q&A plugin
 * whose comments under each post name their writers in marks of their own). The name links of those lines, the
 * question's first, where the page has a question's line before its answers' lines; else none.
 */
function writersNamedByActionLines(document: Document): Element[] {
  const names: Element[] = [];
  let asked = false;
  for (const link of [...document.querySelectorAll("a[href]")].slice(0, ACTION_LINKS_READ)) {
    const name = normalizeText(link.textContent?.slice(0, NAME_CHARS + 1));
    const line = link.parentElement;
    if (!line || name.length < 2 || name.length > NAME_CHARS || outsidePosts(link)) continue;
    const words = leadingText(line);
    if (words.length > ACTION_LINE_CHARS || !words.startsWith(`${name} `)) continue;
    const action = words.slice(name.length + 1);
    const verb = ASKED.exec(action) ?? ANSWERED.exec(action);
    if (!verb || !isTimeLine(action.slice(verb[0].length))) continue;
    if (verb.input === action && ASKED.test(action)) {
      // (one question leads the answers: a second question's line is another page's teaser)
      if (asked || names.length > 0) return [];
      asked = true;
    } else if (!asked) return [];
    names.push(link);
    if (names.length >= MAX_ACTION_LINES) break;
  }
  return asked && names.length >= 2 ? names : [];
}

const ACTION_POST_LEVELS = 10;

/**
 * The posts whose lines of action close them (`writersNamedByActionLines`): each the block around its line that holds
 * no other post's line (the question's, in a wrapper of its own, the block of the answers' kind inside it), its text
 * the largest block of words before the line (the comments under a post, after its line, are no words of it; nor are
 * its votes and tags). A post without such words is left out.
 */
function postsClosedByActionLines(names: readonly Element[], measures: Map<Element, TMeasure>): TBlockPost[] {
  const chains = names.map((name) => {
    const chain: Element[] = [];
    for (let at = name.parentElement; at && at !== at.ownerDocument.body && chain.length < ACTION_POST_LEVELS;) {
      if (names.some((other) => other !== name && at!.contains(other))) break;
      chain.push(at);
      at = at.parentElement;
    }
    return chain;
  });
  const answer = chains[1]?.at(-1);
  const posts: TBlockPost[] = [];
  for (const [index, name] of names.entries()) {
    const chain = chains[index]!;
    const ofTheAnswers = answer
      ? chain.findLast((element) => ofTheKindOf(element, classTokens(answer), answer.tagName))
      : undefined;
    const block = ofTheAnswers ?? chain.at(-1);
    if (!block) continue;
    let body: Element | undefined;
    for (let at: Element = name; at !== block && at.parentElement; at = at.parentElement) {
      for (let sibling = at.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
        if ((measures.get(sibling)?.own ?? 0) > (body ? measures.get(body)!.own : 0)) body = sibling;
      }
    }
    const text = postText(body);
    if (body && isPostWords(text))
      posts.push({ block, mark: name, author: normalizeText(name.textContent), body: text });
  }
  return posts;
}

const TEASER_ELEMENTS_READ = 3_000;

/** Whether a block holds a heading whose words are a link to another page (a teaser's title, a sidebar story's), not
 * into the page itself (a post's own heading links to its place in the thread, "#p12"). */
function headsALinkToAnotherPage(block: Element): boolean {
  const here = addressOf(block.ownerDocument.URL, block.ownerDocument.URL);
  return elementsUnder(block, TEASER_ELEMENTS_READ).some((heading) => {
    if (!/^H[1-6]$/.test(heading.tagName)) return false;
    const link = heading.querySelector("a[href]");
    const href = (link?.getAttribute("href") ?? "").slice(0, 2_000);
    if (!link || href.includes("#") || normalizeText(link.textContent) !== normalizeText(heading.textContent))
      return false;
    const target = addressOf(href, block.ownerDocument.URL);
    return target !== undefined && target !== here;
  });
}

/** The element that holds an element's first words (its first text node with a letter or digit). */
function firstWordsElement(element: Element): Element | undefined {
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(), steps = 0; node && steps < 16; node = walker.nextNode(), steps++) {
    if (/[\p{L}\p{N}]/u.test(node.nodeValue ?? "")) return node.parentElement ?? undefined;
  }
  return undefined;
}

function classTokens(element: Element): Set<string> {
  return new Set(
    (element.getAttribute("class") ?? "")
      .split(/\s+/)
      .map((token) => token.replace(/\d+/g, ""))
      .filter((token) => token.length > 1),
  );
}

/**
 * Whether the lead post is a block of the same kind as the replies (a forum), not an article above comments: the
 * same element sharing a class, or a post whose writer is named as the replies' writers are, by the same element
 * and author class (Vanilla's opening post, a `div.Discussion`, above its replies' `div.Comment`, each naming its
 * writer in `div.AuthorWrap`).
 */
function leadIsOneOfThePosts(posts: readonly TBlockPost[]): boolean {
  const [lead, ...replies] = posts;
  if (!lead) return false;
  // (a topic whose own item holds the replies is their topic, though its block is of another kind)
  if (lead.holdsThePosts) return true;
  const tokens = classTokens(lead.block);
  const authorTokens = (mark: Element) => [...classTokens(mark)].filter((token) => AUTHOR_MARK.test(token));
  const leadAuthorTokens = new Set(authorTokens(lead.mark));
  // (a topic's own post above replies of another kind, its text a block marked as text, is a member's post as theirs
  // are when its writer's link leads to a page of the same form as theirs: "/member/alpha" beside "/member/msn")
  const leadForm = lead.markedText ? profileFormOf(lead.mark) : undefined;
  if (leadForm && replies.some((reply) => profileFormOf(reply.mark) === leadForm)) return true;
  // (or where its writer answers among them, shown as they are: a reply by the same name whose link leads to the same
  // member's page as the lead's, beside a reply by another member whose link is of that form)
  const leadLink = profileLinkOf(lead.mark);
  const leadAddress = leadLink && addressOf(leadLink.getAttribute("href"), leadLink.ownerDocument.URL);
  const form = leadLink && profileFormOf(leadLink);
  if (
    leadAddress &&
    replies.some((reply) => reply.author === lead.author && profileAddressOf(reply.mark) === leadAddress) &&
    replies.some((reply) => reply.author !== lead.author && profileFormOf(reply.mark) === form)
  )
    return true;
  // (or where its text is a block of the replies' texts' kind: one class of a text block, "rich-text-content-wrap",
  // on the topic's text and on a reply's, each under a writer's line of a name and a time)
  const leadTexts = lead.author && nameBeforeTime(lead.mark) ? textBlockTokens(lead.block) : new Set<string>();
  if (
    leadTexts.size > 0 &&
    replies.some(
      (reply) =>
        reply.author !== undefined &&
        nameBeforeTime(reply.mark) !== undefined &&
        [...textBlockTokens(reply.block)].some((token) => leadTexts.has(token)),
    )
  )
    return true;
  return replies.some(
    (reply) =>
      (reply.block.tagName === lead.block.tagName &&
        (tokens.size === 0
          ? classTokens(reply.block).size === 0
          : [...classTokens(reply.block)].some((t) => tokens.has(t)))) ||
      (reply.mark.tagName === lead.mark.tagName && authorTokens(reply.mark).some((t) => leadAuthorTokens.has(t))),
  );
}

const TEXT_BLOCKS_READ = 200;

/** The classes that mark a post's blocks as text ("rich-text-content-wrap", "post-content"), of its first elements. */
function textBlockTokens(block: Element): Set<string> {
  const tokens = new Set<string>();
  for (const element of elementsUnder(block, TEXT_BLOCKS_READ))
    for (const token of (element.getAttribute("class") ?? "").slice(0, 300).split(/\s+/))
      if (token && TEXT_MARK.test(token)) tokens.add(token);
  return tokens;
}

/**
 * Whether the lead post sits in a blog's list of comments (WordPress's "comment-list", "commentlist", a Disqus
 * thread): the article above it is no post of the page's. A forum's "comments" wrapper around its posts is no such
 * list.
 */
function inComments(lead: TBlockPost): boolean {
  return ancestorsOf(lead.block, 12).some((ancestor) =>
    /comment-?list|disqus/i.test(`${ancestor.getAttribute("class") ?? ""} ${ancestor.id}`.slice(0, 300)),
  );
}

/**
 * Whether the lead's writer is shown as the replies' writers are (the same author class, "user__nick" on the story
 * and on its comments): a member's post on a community site, even where its data calls it an Article. An editor's
 * byline ("author") and the comments' ("comment-author") differ.
 */
function writtenLikeTheReplies(document: Document, posts: readonly TBlockPost[]): boolean {
  const [lead, ...replies] = posts;
  // (the lead must be the story itself, by the writer the data names, not the first of its comments)
  const writer = lead?.author?.toLowerCase();
  if (!lead || !writer || !articleWriters(document).has(writer)) return false;
  // (the marks' own classes, and those of the name's badge inside them: "i-ljuser-username" on the story's writer and
  // on each commenter, the same badge a community site shows for every member)
  const authorTokens = (mark: Element) =>
    [mark, ...elementsUnder(mark, NAME_BADGE_ELEMENTS_READ)].flatMap((element) =>
      (element.getAttribute("class") ?? "")
        .slice(0, 300)
        .split(/\s+/)
        .filter((token) => AUTHOR_MARK.test(token) && (element === mark || MEMBER_BADGE.test(token))),
    );
  const tokens = new Set(authorTokens(lead.mark));
  // (commenters other than the writer: the writer's name again in a box beside the article is no comment)
  return replies.some(
    (reply) => reply.author?.toLowerCase() !== writer && authorTokens(reply.mark).some((token) => tokens.has(token)),
  );
}

// The elements of a writer's mark read for the classes of the name's badge.
const NAME_BADGE_ELEMENTS_READ = 12;
// A badge a site shows for every member ("i-ljuser-username"): a class naming a user. A story's byline and its
// comments' both hold an element classed "author" (a writer's picture, a comment's "comment-author"), which says
// nothing of the story's writer being a member among the commenters.
const MEMBER_BADGE = /user/i;

/** The writers the page's data names for its articles (JSON-LD and microdata), in lower case. */
function articleWriters(document: Document): Set<string> {
  const work = jsonLdWork(document);
  const names = [
    ...readJsonLd(document).filter((item) => hasJsonLdType(item, ARTICLE_TYPE_NAMES)),
    ...(work ? [work] : []),
  ].map((item) => nameOf(item.author));
  for (const item of document.querySelectorAll("[itemtype]")) {
    if (!ARTICLE_TYPE.test(schemaTypeOf(item))) continue;
    // (schema.org's `creator` names a work's writer as `author` does: forum software marks a topic's starter so)
    const author = item.querySelector('[itemprop~="author"], [itemprop~="creator"]');
    names.push(
      normalizeText(
        author?.querySelector('[itemprop~="name"]')?.textContent ?? author?.getAttribute("content") ?? textOf(author),
      ).replace(NAME_PREFIX, ""),
    );
  }
  return new Set(names.filter((name): name is string => Boolean(name)).map((name) => name.toLowerCase()));
}

// A control to answer the topic ("Post reply", "Antwort erstellen", posting.php?mode=reply): forum software shows
// it beside the thread, outside its posts (a comment's own "Reply" link is inside the comment).
const REPLY_ADDRESS = /[?&](?:mode|do|action)=(?:new)?reply\b|\/(?:new-?)?reply(?:\/|$|\?)|newreply|post-?reply/i;
const REPLY_WORDS =
  /^(?:post (?:a )?reply|reply(?: to (?:this )?(?:topic|thread))?|add reply|antwort(?:en| erstellen)|neue antwort|répondre(?: au sujet)?|rispondi|responder|ответить|odpowiedz|reageren|svara)$/i;

function answersTheTopic(element: Element): boolean {
  if (element.tagName !== "A" && element.tagName !== "BUTTON") return false;
  const words = normalizeText(element.getAttribute("title") || element.textContent);
  return REPLY_ADDRESS.test(element.getAttribute("href") ?? "") || REPLY_WORDS.test(words);
}

/** A topic of one post: forum software shows a control to answer the topic outside the post. */
function isTopicOfOnePost(document: Document, post: TBlockPost): boolean {
  return [...document.querySelectorAll("a[href], button")].some(
    (element) => answersTheTopic(element) && !post.block.contains(element),
  );
}

// The line under a topic's heading read for its writer and time, at most.
const STARTER_LINE_CHARS = 120;
// A note in brackets after the time ("(last modified 2 years ago)", "(edited)").
const BRACKETED_NOTE = /\([^()]{0,80}\)/g;

/**
 * A topic of one post where the forum shows no control to answer it (to a visitor who is not signed in): right under
 * the topic's main heading, a line of its writer's link to a member's page and the time it was posted ("mariorojas
 * - 2 years ago (last modified 2 years ago)"), then the post's words; no other member's link outside the site's
 * bars. No replies yet: the thread is its title, its starter and the opening post.
 */
function topicOfOnePost(document: Document, title: string): TForumThread | undefined {
  const heading = document.querySelector("h1");
  const line = heading?.nextElementSibling;
  if (!heading || !line || normalizeText(heading.textContent) !== title) return undefined;
  const lineText = normalizeText(line.textContent?.slice(0, 4 * STARTER_LINE_CHARS));
  const links = [...line.querySelectorAll("a[href]")];
  const link = links[0];
  if (!link || links.length > 1 || lineText.length > STARTER_LINE_CHARS) return undefined;
  const href = (link.getAttribute("href") ?? "").slice(0, 300);
  const name = normalizeText(link.textContent);
  if (!PROFILE_LINK.test(href) || ACCOUNT_ACTION.test(href) || !name || name.length > NAME_CHARS) return undefined;
  if (!lineText.startsWith(name)) return undefined;
  const time = lineText
    .slice(name.length)
    .replace(BRACKETED_NOTE, " ")
    .replace(/^[\s|·•,–—-]+/, "");
  if (!isTimeLine(time)) return undefined;
  const members = [...document.querySelectorAll("a[href]")]
    .slice(0, MAX_AUTHOR_MARKS)
    .filter(
      (other) =>
        PROFILE_LINK.test((other.getAttribute("href") ?? "").slice(0, 300)) &&
        !other.closest("nav, header, footer, aside"),
    );
  if (members.some((other) => other !== link)) return undefined;
  const post = document.createElement("div");
  for (let next = line.nextElementSibling; next; next = next.nextElementSibling) post.append(next.cloneNode(true));
  const body = postText(post);
  return postLength(body) >= MIN_POST_CHARS ? { title, posts: [{ author: name, body }] } : undefined;
}

// A link to the site's home page: inside a heading, it makes the heading the site's logo, not the thread's title.
const HOME_LINK = 'a[href="/"], a[rel="index"], a[rel="home"]';

function pageTitle(document: Document): string {
  const heading = document.querySelector("h1");
  // (invisible format characters, such as word joiners after a heading, are no part of the title)
  return (
    headingTheTitleNames(document) ||
    topicInTheTrail(document, heading) ||
    headlineTheTitleNames(document) ||
    (heading && isSiteNameHeading(heading) ? "" : normalizeText(heading?.textContent)) ||
    normalizeText(document.querySelector('meta[property="og:title"]')?.getAttribute("content")) ||
    textOf(document.querySelector("title"))
  ).replace(/\p{Cf}/gu, "");
}

const SITE_LINKS_READ = 4;

/**
 * Whether a heading is the site's name: a link to the site's index (`href="/"`, `rel="home"`), or its words wholly a
 * link to a site's root written in full ("http://www.example.org/" over a forum on another host of the same project:
 * the site bar's logo heading above the forum's own menus), or to the home of a forum kept under a folder above the
 * page (a forum host's, a Q&A plugin's), never a topic's title.
 */
function isSiteNameHeading(heading: Element): boolean {
  if (heading.querySelector(HOME_LINK)) return true;
  const words = normalizeText(heading.textContent?.slice(0, 300));
  if (!words) return false;
  return [...heading.querySelectorAll("a[href]")].slice(0, SITE_LINKS_READ).some((link) => {
    const href = (link.getAttribute("href") ?? "").slice(0, 300);
    if (!URL.canParse(href)) return false;
    const address = new URL(href);
    return (
      /^https?:$/.test(address.protocol) &&
      (address.pathname === "/" ? !address.search : isForumHomeAbove(address, link.ownerDocument.URL)) &&
      normalizeText(link.textContent) === words
    );
  });
}

// A query that only carries the visitor's session ("?sid=b90b1727…", "?s=588a23…"), no page of its own.
const SESSION_QUERY = /^\?(?:sid|s|sessionid|phpsessid)=[0-9a-f]{8,64}$/i;

/** Whether a link in full leads to the home of a forum that lives under a folder of its host, above the page itself
 * ("https://host.example/groups/fishkeeping/" over ".../groups/fishkeeping/what-to-look-for-t17351.html"): a forum host
 * keeps each forum under a folder, and its heading of the forum's name links there. */
function isForumHomeAbove(address: URL, pageUrl: string): boolean {
  if (!URL.canParse(pageUrl) || (address.search && !SESSION_QUERY.test(address.search.slice(0, 80)))) return false;
  const page = new URL(pageUrl);
  const folder = address.pathname;
  return (
    address.host === page.host &&
    folder.endsWith("/") &&
    folder.length > 1 &&
    page.pathname.length > folder.length &&
    page.pathname.startsWith(folder)
  );
}

const TITLE_HEADINGS_READ = 40;
const TRAILS_READ = 5;

/**
 * The topic's title where the page's heading is a section's name: the heading says what a step of the breadcrumb
 * trail links to ("Forums"), and the trail's last step, the page itself, is what the document's title holds (a
 * bbPress topic under the heading "Forums", its title only in "Home › Forums › CSS › .last-child or???" and the
 * title). None where no trail says so.
 */
function topicInTheTrail(document: Document, heading: Element | null): string | undefined {
  const section = foldTitle(textOf(heading));
  const title = foldTitle(textOf(document.querySelector("title")));
  if (!section || !title) return undefined;
  const trails = [...document.querySelectorAll("[class*=breadcrumb i], [id*=breadcrumb i]")]
    .filter((element) => isBreadcrumbTrail(element) && !element.closest("footer"))
    .slice(0, TRAILS_READ);
  for (const trail of trails) {
    const topic = lastUnlinkedStep(trail);
    const folded = foldTitle(topic);
    if (folded.length < 3 || folded === section || !title.includes(folded)) continue;
    if (linkedSteps(trail).some((step) => foldTitle(step) === section)) return topic;
  }
  return undefined;
}

/**
 * The topic's heading as the document's title names it, where the first heading is the site's or a section's:
 * of the page's first main and second-level headings, the first (a main one before others) whose words the title
 * holds and that is not the site's name (a topic's heading under a heading of the site's name, "Forum" above the
 * topic's heading beside the title "Site - Topic: Name of the topic"). None when the title holds none of them.
 */
function headingTheTitleNames(document: Document): string | undefined {
  const title = foldTitle(textOf(document.querySelector("title")));
  if (!title) return undefined;
  const host = URL.canParse(document.URL) ? foldTitle(new URL(document.URL).hostname.replace(/^www\./, "")) : "";
  const named = [...document.querySelectorAll("h1, h2")].slice(0, TITLE_HEADINGS_READ).filter((heading) => {
    if (heading.closest("nav, footer, aside") || isSiteNameHeading(heading) || besideTheLogo(heading)) return false;
    const text = foldTitle(textOf(heading).slice(0, 300));
    return text.length >= 3 && title.includes(text) && !(host && (text === host || host.startsWith(text)));
  });
  const heading = named.find((element) => element.localName === "h1") ?? named[0];
  return heading ? normalizeText(heading.textContent) : undefined;
}

const HEADLINES_OF_TITLE_READ = 10;

/** The headline the page's data marks (`itemprop="headline"`) whose words the document's title holds, where no main
 * heading is the title's: a journal's name as the main heading over an entry headed by its own title. */
function headlineTheTitleNames(document: Document): string | undefined {
  const title = foldTitle(textOf(document.querySelector("title")));
  if (!title) return undefined;
  const headline = [...document.querySelectorAll('[itemprop~="headline"]')]
    .slice(0, HEADLINES_OF_TITLE_READ)
    .find((element) => {
      if (element.closest("nav, footer, aside, header")) return false;
      const text = foldTitle(textOf(element).slice(0, 300));
      return text.length >= 3 && title.includes(text);
    });
  return headline ? normalizeText(headline.textContent) : undefined;
}

// A link marked as the site's logo, by its id or class ("logo", "site-logo", "logo-link").
const LOGO_MARK = /logo/i;
const LOGO_BLOCK_CHARS = 200;
const LOGO_BLOCK_ELEMENTS = 40;

/** Whether a heading sits beside the site's logo in a small block of their own (a forum's header: its logo linking to
 * the board's index, then the site's name as a heading): the site's name, not a topic's, even where the document's
 * title ends with it. */
function besideTheLogo(heading: Element): boolean {
  const block = heading.parentElement;
  if (!block || block === heading.ownerDocument.body) return false;
  if (leadingTextOf(block, LOGO_BLOCK_CHARS + 1).length > LOGO_BLOCK_CHARS) return false;
  return elementsUnder(block, LOGO_BLOCK_ELEMENTS).some(
    (element) => element.localName === "a" && LOGO_MARK.test(`${element.id} ${element.getAttribute("class") ?? ""}`),
  );
}

/** A title's letters and digits, spaced words kept apart, lower case. */
function foldTitle(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// Who started the thread, as its page says above the posts: "started by windsor", "Thread starter dieketzer".
const STARTER_WORDS =
  /(?:started by|thread starter|topic starter|gestartet von|themenstarter|iniciado por|lancé par)\s*$/i;
const MAX_STARTER_LOOKUPS = 2_000;

/** The thread's starter where the page names one: the name after the words, in the next element. */
function threadStarter(document: Document): string | undefined {
  if (!document.body) return undefined;
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  let looked = 0;
  for (let node = walker.nextNode(); node && looked < MAX_STARTER_LOOKUPS; node = walker.nextNode()) {
    const text = node.nodeValue ?? "";
    if (!text.trim()) continue;
    looked++;
    if (!STARTER_WORDS.test(text.slice(-40))) continue;
    // (the words may sit in their own element, "<span>Thread starter</span> <a>name</a>")
    // (a name links to its profile: "Thread starter" as a badge beside "7 months ago" names no one)
    const next = nextElementOf(node) ?? (node.parentElement && nextElementOf(node.parentElement));
    const link = next?.tagName === "A" ? next : next?.querySelector("a");
    const profile = link && (AUTHOR_MARK.test(marks(link)) || PROFILE_ADDRESS.test(link.getAttribute("href") ?? ""));
    const name = profile ? authorName(next!) : undefined;
    if (name) return name;
  }
  return undefined;
}

// The word that names who submitted what heads a discussion ("620 points by tosh 4 days ago", "submitted by X"),
// ending the text before the writer's profile link.
const SUBMITTED_BY = /(?:^|\s)(?:by|von|par|door|av|di|przez|от)\s*$/i;

/**
 * The writer of a discussion's lead that is a link with no text of its own (a link aggregator's story above its tree
 * of comments): a line above the first post, outside every post, that says "by" before a link to a writer's page
 * written as the posts' writers are (the same element sharing a class: a box of recent posts elsewhere on the page
 * says "by" too). Undefined where the page says none there.
 */
function linkPostStarter(document: Document, posts: readonly TBlockPost[]): string | undefined {
  const firstPost = posts[0]?.block;
  if (!document.body || !firstPost) return undefined;
  const writtenAsThePosts = (link: Element) => {
    const tokens = classTokens(link);
    return posts.some(
      (post) => post.mark.tagName === link.tagName && [...classTokens(post.mark)].some((token) => tokens.has(token)),
    );
  };
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  let looked = 0;
  for (let node = walker.nextNode(); node && looked < MAX_STARTER_LOOKUPS; node = walker.nextNode()) {
    if (!(firstPost.compareDocumentPosition(node) & 2) /* PRECEDING */) return undefined;
    const text = node.nodeValue ?? "";
    if (!text.trim()) continue;
    looked++;
    if (!SUBMITTED_BY.test(text.slice(-40))) continue;
    const next = nextElementOf(node);
    if (next?.tagName !== "A" || !PROFILE_LINK.test((next.getAttribute("href") ?? "").slice(0, 300))) continue;
    if (outsidePosts(next) || !writtenAsThePosts(next)) continue;
    const name = normalizeText(next.textContent);
    if (name && name.length <= 40 && name.split(" ").length <= 4) return name;
  }
  return undefined;
}

function nextElementOf(node: Node): Element | null {
  for (let sibling = node.nextSibling; sibling; sibling = sibling.nextSibling) {
    if (sibling.nodeType === 1) return sibling as Element;
    if ((sibling.textContent ?? "").trim()) return null;
  }
  return null;
}

// "Page 2 of 10", "Seite 3 von 7", "Страница 2 из 5", "صفحه 3 از 3": the page is one of a thread's later pages. (The
// word's edge is read in any script: JavaScript's `\b` knows ASCII letters only.)
const LATER_PAGE =
  /(?:^|[^\p{L}])(?:page|seite|página|pagina|strona|stránka|страница|sayfa|sida|side|sivu|صفحه|صفحة)\s+(\d+)\s+(?:of|von|de|sur|di|z|van|av|af|из|از|من)\s+\d+/iu;

// The parts of an address that say which page of a thread it is: a page key of the query ("page=2", "start=25",
// and a forum's session key "s"), a last path step "page-2", "page/2" or "p2", a page number before ".html".
const PAGE_QUERY_KEY = /^(?:page|pg|p|paged|cpage|start|offset|from|s|sid|pagenumber|pagenum|pageno)$/i;
const PAGE_PATH_STEP = /\/(?:page[-/]?\d+|p\d+)\/?$/i;
const PAGE_NUMBER_BEFORE_HTML = /-\d+(\.html?)$/i;

/** An address without its page: its host and path, and the keys of its query that are not the page's. */
function threadAddressOf(address: URL): { place: string; keys: Set<string> } {
  const path = address.pathname.replace(PAGE_PATH_STEP, "").replace(PAGE_NUMBER_BEFORE_HTML, "$1").replace(/\/+$/, "");
  const keys = new Set(
    [...address.searchParams].filter(([key]) => !PAGE_QUERY_KEY.test(key)).map(([key, value]) => `${key}=${value}`),
  );
  return { place: `${address.host}${path}`, keys };
}

/**
 * Whether two addresses are pages of one thread: the same place, and the same query but for the page, where a link
 * may add the forum's display keys to the thread's own ("threadid=5&userid=0&perpage=40" beside "threadid=5").
 */
function sameThread(here: URL, there: URL): boolean {
  const [a, b] = [threadAddressOf(here), threadAddressOf(there)];
  if (a.place !== b.place) return false;
  if (a.keys.size === 0 || b.keys.size === 0) return a.keys.size === b.keys.size;
  const [fewer, more] = a.keys.size <= b.keys.size ? [a.keys, b.keys] : [b.keys, a.keys];
  return [...fewer].every((key) => more.has(key));
}

// A link to the previous page by its words or its title, where the page marks no `rel="prev"`: "Previous page", "‹
// Prev", "Vorherige Seite", "Page précédente", "Pagina precedente", "Página anterior", "Poprzednia", "Предыдущая".
const PREVIOUS_PAGE =
  /^(?:[‹«<]\s*)?(?:prev(?:ious)?(?: page)?|vorherige(?: seite)?|zurück|page précédente|précédente?|pagina precedente|precedente|página anterior|anterior|poprzednia(?: strona)?|vorige(?: pagina)?|предыдущая(?: страница)?)$/i;
const PAGE_LINKS_READ = 2_000;

function saysPreviousPage(link: Element): boolean {
  const words = normalizeText((link.getAttribute("title") ?? "").slice(0, 60)) || leadingText(link).slice(0, 60);
  // (forum software's link to the previous topic, "View previous topic", is marked `rel="prev"` too)
  if (ANOTHER_TOPIC.test(words)) return false;
  if (/\bprev\b/i.test(link.getAttribute("rel") ?? "")) return true;
  return PREVIOUS_PAGE.test(words.trim());
}

// The words of a link to another topic, not another page of this one: "View previous topic", "Vorheriges Thema".
const ANOTHER_TOPIC = /\b(?:topic|thread|thema|sujet|argomento|tema|discussion|discussione|temat|тема)\b/i;

/**
 * Whether a link to the previous page (`rel="prev"`, or its words: "Previous page") is the thread's own pagination:
 * it leads to another page of the same thread (the same address but for its page). A blog's "previous article" or
 * "older posts" leads elsewhere.
 */
function isOwnPreviousPage(document: Document): boolean {
  if (!URL.canParse(document.URL)) return false;
  const here = new URL(document.URL);
  const links = elementsUnder(document)
    .filter((element) => (element.tagName === "LINK" || element.tagName === "A") && element.hasAttribute("href"))
    .slice(0, PAGE_LINKS_READ);
  for (const link of links) {
    if (!saysPreviousPage(link)) continue;
    const href = (link.getAttribute("href") ?? "").slice(0, 2_000).trim();
    // (a button the page's script drives, `href=""` or "#", leads to the page itself: the first page shows it too)
    if (!href || href.startsWith("#") || !URL.canParse(href, document.URL)) continue;
    const there = new URL(href, document.URL);
    if (there.href.replace(/#.*$/, "") !== here.href.replace(/#.*$/, "") && sameThread(here, there)) return true;
  }
  return false;
}

/** Whether the page is a later page of a thread, whose first post is a reply, not the opening post. */
function isLaterPage(document: Document): boolean {
  if (isOwnPreviousPage(document)) return true;
  const shown = LATER_PAGE.exec(document.body?.textContent?.slice(0, 400_000) ?? "");
  return shown !== null && Number(shown[1]) > 1;
}

/** The thread of a page's title and posts, the opening post first: on a later page of the thread it is not there
 * (the thread says it starts mid-topic), and the starter the page names leads an empty opening post. `firstBlock`: the
 * first post's block, where the page shows the post's number. */
function openingPostFirst(document: Document, title: string, posts: TForumPost[], firstBlock?: Element): TForumThread {
  const starter = threadStarter(document);
  const first = posts[0];
  const midTopic = isLaterPage(document) || (firstBlock !== undefined && numberedPastTheFirst(firstBlock));
  const thread = (read: TForumPost[]): TForumThread => ({
    title,
    posts: read,
    ...(midTopic ? { startsMidTopic: true } : {}),
  });
  if (midTopic || (starter && first?.author && first.author !== starter))
    return thread([{ ...(starter ? { author: starter } : {}), body: "" }, ...posts]);
  if (first && !first.author && starter) return thread([{ ...first, author: starter }, ...posts.slice(1)]);
  return thread(posts);
}

// A post's number as its header shows it ("#24"; forum software numbers a topic's posts from 1), or as its data marks
// its position (`itemprop="position"`): the first post on the page numbered past 1 is a reply, the page a later one.
const POST_NUMBER = /^[#№]\s?(\d{1,6})$/;
const POSITION_NUMBER = /^[#№]?\s?(\d{1,6})$/;
const POST_NUMBER_ELEMENTS_READ = 60;

function numberedPastTheFirst(block: Element): boolean {
  for (const element of elementsUnder(block, POST_NUMBER_ELEMENTS_READ)) {
    if (element.firstElementChild || element.closest("pre, code, blockquote")) continue;
    const words = normalizeText(element.textContent?.slice(0, 20));
    const shown = (propertyOf(element) === "position" ? POSITION_NUMBER : POST_NUMBER).exec(words);
    if (shown) return Number(shown[1]) > 1;
  }
  return false;
}

// The words of a post's time line beside its figures: months and weekdays (in full and short, in the languages forum
// software is most used in), the words that join them ("Posted on … at …", "am … um", "le … à", "в"), relative times.
const TIME_WORDS = new Set(
  (
    "january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec " +
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun " +
    "januar februar märz mai juli oktober dezember jän mär okt dez montag dienstag mittwoch donnerstag freitag samstag sonntag " +
    "janvier février mars avril juin juillet août septembre octobre novembre décembre janv févr avr juil déc lundi mardi mercredi jeudi vendredi samedi dimanche " +
    "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre dicembre gen giu lug ago set ott dic " +
    "enero febrero abril mayo junio julio septiembre octubre noviembre diciembre ene abr dic janeiro fevereiro março maio junho julho setembro outubro novembro dezembro " +
    "januari februari maart mei augustus stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia " +
    "января февраля марта апреля мая июня июля августа сентября октября ноября декабря янв фев мар апр июн июл авг сен окт ноя дек " +
    "posted updated edited on at am pm um uhr le à il alle ore el las de del às в г года op om w o godz publié publicado pubblicato geschrieben veröffentlicht опубликовано 发表于 发表 于 发布于 发布 " +
    "today yesterday heute gestern hier aujourd'hui ieri oggi ayer hoy сегодня вчера utc gmt cet cest ago vor il y a fa hace há назад " +
    "second seconds minute minutes min mins hour hours hr hrs day days week weeks month months year years sekunden minuten stunden tagen wochen monaten jahren"
  ).split(" "),
);
// A figure of a time line: a day, a year, a clock time, a numeric date ("2024-03-03", "03.03.2024", "2024年3月3日",
// "25天之前"), an ordinal ("3rd", "3."), a post's number ("#2").
const TIME_FIGURE = /^[#№]?\d[\d:./-]*(?:st|nd|rd|th|er|e|h|[年月日号時时分秒天小周之前钟]+)?$/iu;
// What makes such a line a time: a month or weekday word, a clock time, a numeric date or a relative time.
const TIME_MARK = /\d{1,2}:\d{2}|\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d[年月日天时時]/u;
const TIME_LINE_CHARS = 80;

/** Whether a line is a post's time and nothing more ("March 3, 2024 at 10:15", "Posted 07 December 2015 - 01:13 AM
 * #2", "3. März 2024", "3 марта 2024 г.", "@radu Feb 21, 2021"): a byline's date, no words of the post. */
function isTimeLine(line: string): boolean {
  const text = line.replace(/^#+\s+/, "").trim();
  if (!text || text.length > TIME_LINE_CHARS || !/\d/.test(text)) return false;
  let marked = TIME_MARK.test(text);
  const tokens = text.split(/[\s,;|·•()\-–—]+/).filter(Boolean);
  for (const [index, token] of tokens.entries()) {
    const word = token.toLowerCase().replace(/[.:]+$/, "");
    if (!word || TIME_FIGURE.test(word)) continue;
    if (index === 0 && /^[@＠]\S+$/.test(word)) continue;
    if (!TIME_WORDS.has(word)) return false;
    if (
      /\p{L}{3,}/u.test(word) &&
      !/^(?:posted|on|at|am|pm|um|uhr|le|il|alle|ore|el|las|del|às|op|om|godz|utc|gmt|cet|cest)$/.test(word)
    )
      marked = true;
  }
  return marked;
}

/** A post's words without the time lines that open them (a byline's date read with the post's text). */
function withoutTimeLines(body: string): string {
  const lines = body.split("\n");
  let first = 0;
  while (first < lines.length - 1 && isTimeLine(lines[first]!)) first++;
  return first === 0 ? body : lines.slice(first).join("\n");
}

// The characters of a post's words that say two posts are one (a copy may differ in a drawn emoji at its end).
const SAME_POST_CHARS = 40;

/** The posts read once: a page that holds them twice, as rendered and in the `<noscript>` copy it serves to readers
 * without scripts (forum software that renders its posts by script), gives each post once, as rendered. A copy holding
 * posts the page does not render is read. */
function readOnce(posts: readonly TBlockPost[]): TBlockPost[] {
  const key = (post: TBlockPost) => post.body.replace(/\s+/g, "").slice(0, SAME_POST_CHARS);
  const shown = new Set(posts.filter((post) => !post.block.closest("noscript")).map(key));
  return posts.filter((post) => !post.block.closest("noscript") || !shown.has(key(post)));
}

// A block the page marks as an answer ("answer", "best-answer-12", "answers-list"), or as the question.
const ANSWER_MARK = /(?:^|[-_\s])answers?(?:$|[-_\s\d])/i;
const QUESTION_MARK = /(?:^|[-_\s])questions?(?:$|[-_\s\d])/i;
// The levels above a post's block read for such a mark.
const ANSWER_MARK_LEVELS = 3;
// The child elements of a post's block read for the marks of an answer's parts.
const ANSWER_PARTS_READ = 8;

// A rating's mark among a class's words ("rating", "star-rating", "stars-4"), and the fewest reviews that make a page of
// them.
const RATING_MARK = /(?:^|[-_])(?:rating|stars?)(?:$|[-_\d])/i;
const MIN_REVIEWS = 3;

/**
 * Whether every post is a review: its writer's name in a line beside the rating the writer gave (an element the page
 * marks as a rating, next to the name's link in the same line). A page of reviews of a film, a book or a product has no
 * opening post: the first review is one among the others. A forum's rank stars sit in the writer's card, not beside the
 * name in its line.
 */
function everyPostRates(posts: readonly TBlockPost[]): boolean {
  if (posts.length < MIN_REVIEWS) return false;
  return posts.every((post) => {
    const line = post.mark.parentElement;
    if (!line || line === post.block || !post.block.contains(line)) return false;
    return childElementsOf(line).some(
      (element) =>
        element !== post.mark &&
        (element.getAttribute("class") ?? "")
          .slice(0, 300)
          .split(/\s+/)
          .some((token) => RATING_MARK.test(token)),
    );
  });
}

/** Whether the first post of a page is an answer, not the question: its block, or the nearest block around it the page
 * marks as either, is marked as an answer. A Q&A page that shows its question as a heading alone, without a writer,
 * has its first answer first. */
function opensWithAnAnswer(post: TBlockPost): boolean {
  const nameOf = (element: Element) =>
    `${(element.getAttribute("class") ?? "").slice(0, 300)} ${element.id.slice(0, 100)}`;
  // (a block whose parts the page marks as an answer's, its "answer_header" around the writer's name and its
  // "answer_content", is one)
  const parts: string[] = [];
  for (
    let part = post.block.firstElementChild;
    part && parts.length < ANSWER_PARTS_READ;
    part = part.nextElementSibling
  )
    parts.push(nameOf(part));
  const header = ancestorsOf(post.mark, MAX_CLIMB_LEVELS).find(
    (element) => element === post.block || ANSWER_MARK.test(nameOf(element)),
  );
  const answerParts = parts.filter((part) => ANSWER_MARK.test(part)).length + (header && header !== post.block ? 1 : 0);
  if (!parts.some((part) => QUESTION_MARK.test(part)) && answerParts >= 2) return true;
  for (const element of [post.block, ...ancestorsOf(post.block, ANSWER_MARK_LEVELS)]) {
    const name = nameOf(element);
    if (QUESTION_MARK.test(name)) return false;
    if (ANSWER_MARK.test(name)) return true;
    // (the answers' heading just before the block, "5 answers" in an "answers-title" above them, marks it an answer)
    const before = element.previousElementSibling;
    if (before && ANSWER_MARK.test(nameOf(before)) && !before.contains(post.mark)) return true;
  }
  return false;
}

const WORK_TEXTS_READ = 20;
// A post's block marked as a reply in a topic ("reply", "type-reply", "topic-reply").
const REPLY_MARK = /(?:^|[-_\s])(?:reply|replies)(?:$|[-_\s\d])/i;

/** The text of a work the page's microdata types (`itemprop="text"` of a `CreativeWork`), where it marks no article
 * body: a theme's page typed as a work around a forum's topic. */
function workText(document: Document): Element | undefined {
  return [...document.querySelectorAll('[itemprop~="text"]')].slice(0, WORK_TEXTS_READ).find((text) => {
    const item = text.parentElement?.closest("[itemscope]");
    return item !== null && item !== undefined && WORK_TYPE.test(schemaTypeOf(item));
  });
}

/**
 * Whether the article a page's data declares is its posts (a Q&A site that types its question's page as an Article):
 * its body, microdata's `articleBody`, holds every post, and fewer words of its own outside them than they hold. A
 * blog's article keeps its comments outside its body, or holds more words than they do. */
function postsMakeTheArticle(document: Document, posts: readonly TBlockPost[]): boolean {
  const work = document.querySelector('[itemprop~="articleBody"]') ? undefined : workText(document);
  // (a work's text holds a topic where the software marks its posts as a topic's and replies, "type-reply": a blog's
  // page may hold cards of comments in its text)
  if (work && !posts.some((post) => REPLY_MARK.test((post.block.getAttribute("class") ?? "").slice(0, 300))))
    return false;
  const body = document.querySelector('[itemprop~="articleBody"]') ?? work;
  if (!body || !document.body || posts.length < 2 || !posts.every((post) => body.contains(post.block))) return false;
  const measures = measure(document.body);
  const inPosts = posts.reduce((sum, post) => sum + (measures.get(post.block)?.own ?? 0), 0);
  return (measures.get(body)?.own ?? 0) - inPosts < inPosts;
}

// An advertiser's label on a block among the answers: "广告", "Ad", "Sponsored", "Anzeige", "Реклама" as an element's
// whole words.
const AD_LABEL =
  /^[^\p{L}\p{N}]{0,3}(?:广告|廣告|推广|広告|광고|ads?|advertisement|advertising|sponsored|promoted|anzeige|werbung|gesponsert|publicité|publicidad|pubblicità|publicidade|reklama|реклама|advertentie|anuncio)[^\p{L}\p{N}]{0,3}$/iu;
const AD_LABEL_CHARS = 20;
// The elements of a post's block read for such a label (its header comes first).
const AD_LABEL_ELEMENTS_READ = 40;

/** Whether a post's block is an advertiser's box shaped as an answer: an element of its first ones says it is an ad. */
function isAdvertisersBox(post: TBlockPost): boolean {
  return elementsUnder(post.block, AD_LABEL_ELEMENTS_READ).some((element) => {
    const words = element.childElementCount === 0 ? (element.textContent ?? "").slice(0, AD_LABEL_CHARS + 1) : "";
    return words.length > 0 && words.length <= AD_LABEL_CHARS && AD_LABEL.test(words.trim());
  });
}

/**
 * The thread of a forum or Q&A page: its title and its posts in page order, the first being the question or the
 * opening post. `known` says the caller already knows the page is a discussion (its address is a discussion
 * site's); otherwise the page must say so (structured data) or show it (a lead post of the replies' kind).
 */
export function readForumThread(document: Document, known = false): TForumThread | undefined {
  // (a posted item above replies each headed by its number and writer is a thread, though the item is an article's)
  const numbered = numberedReplies(document);
  const numberedTitle = numbered ? pageTitle(document) : "";
  if (numbered && numberedTitle) return { title: numberedTitle, posts: numbered };
  // (an imageboard's posts, each a blockquote under its number, most of them by no name: the opening post and replies)
  const board = imageboardPosts(document);
  const boardTitle = board ? pageTitle(document) : "";
  if (board && boardTitle) return { title: boardTitle, posts: board };
  // (posts footed by their floors' numbers, counted from the starter's: the floors are the posts, whatever blocks
  // around them look alike)
  return threadOfFloors(document) ?? threadOfBlocks(document, known);
}

/** A thread of posts footed by their floors' numbers (floor-posts.ts); its title the topic's heading the page's title
 * opens with. */
function threadOfFloors(document: Document): TForumThread | undefined {
  const floors = floorPosts(document);
  const title = floors ? (headingTheTitleOpensWith(document) ?? pageTitle(document)) : "";
  return floors && title ? { title, posts: floors } : undefined;
}

/** The thread of the posts the page's repeated blocks hold (see readForumThread). */
function threadOfBlocks(document: Document, known: boolean): TForumThread | undefined {
  const types = declaredTypes(document);
  const declared = [...types].some((type) => DISCUSSION_TYPE.test(type));
  // (a work with a headline in the page's data, such as a forum's article section types its articles, or a theme its
  // posts in microdata, is an article)
  const article =
    !known &&
    !declared &&
    ([...types].some((type) => ARTICLE_TYPE.test(type)) ||
      jsonLdWork(document) !== undefined ||
      microdataWork(document) !== undefined);
  const title = pageTitle(document);
  if (!article) {
    const fromMicrodata = microdataPosts(document);
    // (the data says the posts are comments under a work: the page is the work, an article)
    if (!known && !declared && fromMicrodata.underAWork) return undefined;
    const fromJsonLd = jsonLdThread(document);
    // (answers marked in microdata under a question its JSON-LD holds: the question leads them)
    if (!fromMicrodata.lead && fromJsonLd && fromMicrodata.posts.length > fromJsonLd.posts.length - 1)
      return { title: fromJsonLd.title, posts: [fromJsonLd.posts[0]!, ...fromMicrodata.posts] };
    if (title && fromMicrodata.posts.length >= 2) return openingPostFirst(document, title, fromMicrodata.posts);
    if (fromJsonLd) return fromJsonLd;
  }
  const posts = readOnce(repeatedPosts(document)).filter((post) => !isAdvertisersBox(post));
  if (title && posts.length === 0 && !article && !declared) return topicOfOnePost(document, title);
  if (!title || posts.length === 0) return undefined;
  if (posts.length === 1 && !isTopicOfOnePost(document, posts[0]!)) return undefined;
  // An article with reader comments is an article, unless its writer is shown as a member among the commenters.
  if (article && !writtenLikeTheReplies(document, posts) && !postsMakeTheArticle(document, posts)) return undefined;
  // (a forum's opening post names its writer; a lead without one is a widget above comments, "Login with Facebook")
  if (
    !known &&
    !declared &&
    !article &&
    posts.length > 1 &&
    (!leadIsOneOfThePosts(posts) || inComments(posts[0]!) || !posts[0]!.author)
  )
    return undefined;
  // (a story's paragraphs above the posts, where a forum shows only its title: a news article's reader comments)
  if (!known && !declared && !article && hasStoryAbovePosts(posts[0]!.block, posts[0]!.body)) return undefined;
  const read = posts.map(({ author, body }) => ({ ...(author ? { author } : {}), body: withoutTimeLines(body) }));
  // (a discussion whose lead is a link, its writer named above the first post, opens with that writer's empty post; a
  // topic's header that names the first post's own writer, "Question … by X" above X's post, names the opening post)
  const starter = linkPostStarter(document, posts);
  if (starter && posts.length > 1 && starter !== posts[0]!.author)
    return { title, posts: [{ author: starter, body: "" }, ...read] };
  // (a Q&A page whose question is its heading alone: no post of it leads, its answers follow)
  // (or a page of reviews, each writer's name in a line with the rating they gave: no post of it leads, each is a reply)
  if (opensWithAnAnswer(posts[0]!) || everyPostRates(posts)) return { title, posts: [{ body: "" }, ...read] };
  return openingPostFirst(document, title, read, posts[0]!.block);
}
