// Reads a news or general web page: the main text through Readability (on jsdom), title, published
// date (meta, article:published_time, JSON-LD) and site name.
import { walkPage, type TWrongKind } from "./wrong-kind-page";
import { listsVideos } from "./video-list";
import { Readability } from "@mozilla/readability";
import { isDateLine, isShortFurnitureLine } from "./article-furniture";
import { articleHeading, linesAboveHeading, linesUnderHeading, shortTextOf } from "./article-heading";
import { articleLead, textSays } from "./article-lead";
import { datelineReporters, markedBylineName, namesAnOrganisation, namesTheSite, signOffName } from "./byline-marks";
import { copyrightHolders, holdsTheCopyright } from "./copyright-holder";
import { isEditorCreditLine, isEditorsCredit, markedWriter, pageTextOf } from "./editor-credit";
import { eventKindOf } from "./event-page";
import { isHeadedTeaserList } from "./headed-teasers";
import { paragraphKind, withEarlierParts, type TPageParagraph } from "./earlier-parts";
import { nicknameOverDate } from "./nickname-byline";
import { NAME_LINE, NAME_LINE_CHARACTERS, nameBesidePhoto } from "./photo-byline";
import { isBareCaption, isCaptionLine } from "./photo-caption";
import {
  resolvePageUrl,
  blockTextOf,
  childElementsOf,
  decodeEntities,
  digString,
  elementsNamed,
  elementsUnder,
  hasJsonLdType,
  jsonLdOfType,
  jsonLdWork,
  metaContent,
  normalizeText,
  readJsonLd,
  removeHiddenElements,
  stringField,
  textOf,
  withDocument,
} from "./html-document.server";

/** What a page is when it is plainly not an article: a recipe, a video clip or stream, a song or album. */
export type TPageType =
  | "recipe"
  | "video"
  | "film"
  | "music"
  | "event"
  | "events"
  | "shop-home"
  | "site-home"
  | "live"
  | "video-page"
  | "videos"
  | "company-home"
  | "properties"
  | "articles"
  | "booking-home"
  | TWrongKind;

export interface TWebArticle {
  url: string;
  title: string;
  pageType?: TPageType;
  siteName?: string;
  byline?: string;
  publishedAt?: string;
  excerpt?: string;
  text: string;
  imageUrl?: string;
}

const ARTICLE_TYPES = [
  "NewsArticle",
  "Article",
  "BlogPosting",
  "ReportageNewsArticle",
  "TechArticle",
  "Review",
  "AnalysisNewsArticle",
  "OpinionNewsArticle",
];

/** The page's data on its article: the record typed as an article, else the page's own (a WebPage). A site's data may
 * describe the page before the story on it (a WebPage of no author, then the NewsArticle naming its writer): the
 * story's record comes first. */
function articleRecord(document: Document): Record<string, unknown> | undefined {
  return jsonLdOfType(document, ...ARTICLE_TYPES) ?? jsonLdOfType(document, "WebPage");
}

// Blocks around an article that are not the article: asides, navigation, forms, related links, newsletter boxes,
// share bars. Captions, photo credits and bylines are about the page, not its text. A form and a share, social or
// promotion class also wrap whole articles on some sites (an ASP.NET page is one <form>, Drupal marks a promoted
// article "node-promoted", a theme classes its post "entry share"): those are boxes only when they do not hold most
// of the prose (see isBoxBeside).
const NOT_THE_ARTICLE_TAGS = new Set(["aside", "nav", "footer", "figcaption"]);
// The writer's box: a biography, a photo and links to the writer's other posts. Themes name it by a class or by an
// id alone (`<div id="entry-author-info">`, `<div id="mvp-author-box-wrap" class="left relative">`).
const WRITER_BOX = String.raw`author[-_]?(?:bio|box|info|card|desc|profile)|about[-_]?(?:the[-_]?)?author`;
const WRITER_BOX_ID = new RegExp(WRITER_BOX, "i");
const INLINE_BOX = String.raw`inline[-_]?(?:teaser|text-?box)`;
const NOT_THE_ARTICLE_CLASS_ANY_CASE = new RegExp(
  [
    // Captions, legends and credits of pictures.
    String.raw`caption|credit|byline|legend|annotation|(?:img|image|media|photo)-?(?:meta|desc|info)|copyright`,
    // The writer's box, and the names plugins give it.
    String.raw`${WRITER_BOX}|saboxplugin|abh_box|post-author|article-+authors`,
    // The post's breadcrumb, tag and meta lines and its table of contents.
    String.raw`breadcrumb|crumbs|tag-?links|(?:post|article|entry)-?tags|postmetadata|entry-utility|toc_container|ez-toc`,
    // An editor's or an affiliate program's notice.
    String.raw`disclaimer|affiliate`,
    // A box set into the text that points to another piece: the magazine issue the article comes from, a page of
    // questions and answers ("a-inline-textbox", "inlineTextbox", a `<pp-inline-teaser>` element).
    INLINE_BOX,
  ].join("|"),
  "i",
);
const INLINE_BOX_TAG = new RegExp(INLINE_BOX, "i");
const NOT_THE_ARTICLE_CLASS = /related|recirc|newsletter/;
const WRAPPING_TAGS = new Set(["form"]);
const WRAPPING_CLASS = /share|social|promo/;
// A consent placeholder for an embedded post, a call to subscribe: boxes, unless they hold most of the prose. (A
// paywall's class is no box: themes class the paid part of the article itself "paywall" or "paywalled-content".)
const WRAPPING_CLASS_ANY_CASE = /cookie|consent|content-blocker|privacy-embed|subscri|signup|sign-up|news-letter/i;

// A post's classes by its tags and categories (WordPress writes `tag-creditshelf category-related-news` on every post
// it shows, beside `hentry` and `post-123`): words of the post's topic, not the kind of block.
const POST_CLASS = /(?:^|\s)(?:hentry|post-\d+)(?:\s|$)/;
const TOPIC_CLASS = /(?:^|\s)(?:tag|category)-\S*/g;

/** An element's class names without the names of the post's tags and categories (see POST_CLASS). */
function classNameOf(element: Element): string {
  const className = element.getAttribute("class") ?? "";
  return POST_CLASS.test(className) ? className.replace(TOPIC_CLASS, "") : className;
}

function isNotTheArticle(element: Element): boolean {
  const className = classNameOf(element);
  return (
    NOT_THE_ARTICLE_TAGS.has(element.localName) ||
    (element.localName.includes("-") && INLINE_BOX_TAG.test(element.localName)) ||
    NOT_THE_ARTICLE_CLASS_ANY_CASE.test(className) ||
    NOT_THE_ARTICLE_CLASS.test(className) ||
    element.id.includes("related") ||
    WRITER_BOX_ID.test(element.id.slice(0, 100))
  );
}

// An account's or a site's dialog laid over the page (log-in, registration and password forms, a contact form, a
// media viewer): the `dialog` element, an element whose role says it is one, or one with a class that ends in "modal",
// "dialog", "popup" or "lightbox" ("login-modal", "b-dialog"; a Drupal page's wrapper, "dialog-off-canvas-main-canvas",
// only starts with the word). A box, unless it holds most of the prose (a story shown in a modal is the story).
const DIALOG_ROLE = /^(?:dialog|alertdialog)$/i;
const DIALOG_CLASS = /(?:^|[_-])(?:modal|dialog|popup|lightbox)$/i;

function isDialog(element: Element, className: string): boolean {
  return (
    element.localName === "dialog" ||
    DIALOG_ROLE.test(element.getAttribute("role") ?? "") ||
    className
      .slice(0, 300)
      .split(/\s+/)
      .some((name) => DIALOG_CLASS.test(name))
  );
}

/**
 * The dialogs laid over a page that hold at most half its prose and half its text, taken out before Readability reads
 * the page (it may settle on a stack of them). The dialogs are found, and each element's text counted, in the pass that
 * counts the page's prose.
 */
function dialogBoxes(root: Element, prose: TProse): Element[] {
  const text = prose.text;
  if (!text || !prose.dialogs) return [];
  const total = text.get(root) ?? 0;
  return prose.dialogs.filter(
    (element) => 2 * (prose.counts.get(element) ?? 0) <= prose.total && 2 * (text.get(element) ?? 0) <= total,
  );
}

/** A block whose tag or class names a box beside the article, or the wrapper of a whole article (a form, "share"). */
function mayWrapTheArticle(element: Element): boolean {
  const className = classNameOf(element);
  return (
    WRAPPING_TAGS.has(element.localName) || WRAPPING_CLASS.test(className) || WRAPPING_CLASS_ANY_CASE.test(className)
  );
}

// A paragraph of prose: 150 characters or more (a caption, a teaser's title or a line of a list is shorter), in
// sentences: one ends at least every 300 characters (a list of names or of cells run into one line has none). A full
// stop after a single capital is a name's initial ("David W. Blight"), no sentence's end.
const PROSE_PARAGRAPH = 150;
const SENTENCE_END = /(?<!(?:^|[\s.(])\p{Lu})\.(?=\s|$)|[!?…。！？](?=\s|$)/gu;

export function isProse(text: string): boolean {
  if (text.length < PROSE_PARAGRAPH) return false;
  return (text.match(SENTENCE_END)?.length ?? 0) >= Math.max(1, Math.floor(text.length / 300));
}

/** The characters of prose paragraphs in a text's lines (list items, table rows and headings are none). */
function proseOfText(text: string): number {
  let prose = 0;
  for (const line of text.split("\n")) if (!/^(?:- |\||## )/.test(line) && isProse(line)) prose += line.length;
  return prose;
}

// Reader comments: their prose is not the article's.
const COMMENTS = /comment|respond|repl(?:y|ies)|discussion|disqus/i;

interface TProse {
  counts: Map<Element, number>;
  total: number;
  /** Each element's characters of text (trimmed text nodes), when counted (see proseUnder's `withCards`). */
  text?: Map<Element, number>;
  /** The tree's dialogs (isDialog), last first, when looked for (see proseUnder's `withCards`). */
  dialogs?: Element[];
}

interface THoverCount {
  text: number;
  linked: number;
  links: number;
  pictures: number;
  inner: boolean;
}

/**
 * The characters of prose paragraphs under each element of a tree, by one pass from the leaves up (linear), and
 * their sum over the tree. Prose in reader comments and in blocks beside the article (isNotTheArticle) is not
 * counted above them. With `withCards` (the page itself, before Readability), the same pass takes the hover cards
 * out of the article's sentences as it meets them (see isHoverCard), before the paragraphs around them are read,
 * finds the dialogs and counts each element's text for the dialog rule: the page is walked once for the three rules.
 */
function proseUnder(root: Node, withCards = false): TProse {
  const counts = new Map<Element, number>();
  const text = withCards ? new Map<Element, number>() : undefined;
  const hover = new Map<Element, THoverCount>();
  const dialogs: Element[] = [];
  const elements = elementsUnder(root);
  let total = 0;
  for (let index = elements.length - 1; index >= 0; index--) {
    const element = elements[index]!;
    const parent = element.parentElement;
    if (text) {
      const own = hover.get(element) ?? { text: 0, linked: 0, links: 0, pictures: 0, inner: false };
      let ownText = 0;
      for (let node = element.firstChild; node; node = node.nextSibling)
        if (node.nodeType === 3 /* TEXT_NODE */) ownText += (node.nodeValue ?? "").trim().length;
      own.text += ownText;
      const card = isHoverCard(element, own);
      if (parent) {
        const above = hover.get(parent) ?? { text: 0, linked: 0, links: 0, pictures: 0, inner: false };
        above.text += own.text;
        above.linked += own.linked;
        above.links += own.links;
        above.pictures += own.pictures;
        above.inner ||= own.inner || card;
        hover.set(parent, above);
      }
      if (card) {
        element.remove();
        total -= counts.get(element) ?? 0;
        continue;
      }
      if (isDialog(element, classNameOf(element))) dialogs.push(element);
      const all = (text.get(element) ?? 0) + ownText;
      text.set(element, all);
      if (parent) text.set(parent, (text.get(parent) ?? 0) + all);
    }
    if (element.localName === "p") {
      const paragraph = textOf(element);
      if (isProse(paragraph)) {
        counts.set(element, (counts.get(element) ?? 0) + paragraph.length);
        total += paragraph.length;
      }
    }
    const count = counts.get(element);
    if (count && (isNotTheArticle(element) || COMMENTS.test(`${classNameOf(element)} ${element.id}`))) {
      total -= count;
      continue;
    }
    if (count && parent && parent !== root) counts.set(parent, (counts.get(parent) ?? 0) + count);
  }
  return text ? { counts, total, text, dialogs } : { counts, total };
}

/**
 * A block beside the article: one isNotTheArticle names, or a form or a share, social or promotion block that holds
 * no more than half of the tree's prose (more is the article's own wrapper).
 */
function isBoxBeside(element: Element, prose: TProse): boolean {
  return (
    isNotTheArticle(element) || (mayWrapTheArticle(element) && 2 * (prose.counts.get(element) ?? 0) <= prose.total)
  );
}

/**
 * The smallest element that holds most of the page's prose: from the body down, into the child that holds two
 * thirds of its parent's prose, while one does. Linear: one look at each child along one path.
 */
function densestProseBlock(root: Element, prose: TProse): Element {
  let block = root;
  for (;;) {
    const own = prose.counts.get(block) ?? 0;
    const next = childElementsOf(block).find((child) => 3 * (prose.counts.get(child) ?? 0) >= 2 * own);
    if (!next || own === 0) return block;
    block = next;
  }
}

// Blocks of text whose link density is judged: a paragraph, a list item, a term and its definition.
const LINE_BLOCKS = new Set(["p", "li", "dd", "dt"]);

/**
 * The blocks of a tree whose text is half link text or more: teasers, navigation, tag and share lines left inside
 * the article. One pass from the leaves up counts each element's text and link text (linear at any depth).
 */
function linkHeavyBlocks(root: Element): Element[] {
  const elements = elementsUnder(root);
  const text = new Map<Element, number>();
  const linked = new Map<Element, number>();
  const heavy: Element[] = [];
  for (let index = elements.length - 1; index >= 0; index--) {
    const element = elements[index]!;
    let own = 0;
    for (let node = element.firstChild; node; node = node.nextSibling)
      if (node.nodeType === 3 /* TEXT_NODE */) own += (node.nodeValue ?? "").trim().length;
    const total = own + (text.get(element) ?? 0);
    const links = element.localName === "a" ? total : (linked.get(element) ?? 0);
    const parent = element.parentElement;
    if (parent) {
      text.set(parent, (text.get(parent) ?? 0) + total);
      linked.set(parent, (linked.get(parent) ?? 0) + links);
    }
    if (
      LINE_BLOCKS.has(element.localName) &&
      total > 0 &&
      2 * links >= total &&
      !isLinkedSentence(element, total - links)
    )
      heavy.push(element);
  }
  return heavy;
}

// A paragraph of the article whose words link elsewhere ("He replaced Jan Kowalski, <a>who had held both jobs for
// eight months.</a>"): words of its own beside the links, one sentence that runs on into the first link or out of
// the last ("The bad news is true. <a>Microsoft will insist that …</a> every day."), and a sentence's end. A
// teaser's label ("Read more:", "Lesen Sie auch:") ends in a colon before its link, a notice's sentence ends before
// its "learn more" link and ends with it, a note names another piece by its title in quotes ("Part 2 of
// "<a>…</a>""), and a bare link or a title ends in no full stop.
const OWN_WORDS_OF_A_SENTENCE = 20;
const ENDS_A_SENTENCE = /[.!?…。！？]["'”’»)]?$/;
const NO_RUN_ON = /[.!?…:。！？：„“”"«»‚‘'’]\s*$/;
const RUNS_ON_OUT = /^\s*\p{Ll}/u;

function isLinkedSentence(element: Element, ownCharacters: number): boolean {
  if (element.localName !== "p" || ownCharacters < OWN_WORDS_OF_A_SENTENCE) return false;
  if (!ENDS_A_SENTENCE.test(textOf(element))) return false;
  // The words before the first link run on into it.
  const links = elementsNamed(element, "a");
  let before = "";
  for (let at: Node | null = links[0] ?? null; at && at !== element; at = at.parentNode)
    for (let sibling = at.previousSibling; sibling && before.length < 200; sibling = sibling.previousSibling)
      before = `${sibling.textContent ?? ""}${before}`;
  if (!NO_RUN_ON.test(before)) return true;
  // The sentence runs on out of the last link ("… <a>must connect to the internet</a> every day.").
  let after = "";
  for (let at: Node | null = links.at(-1) ?? null; at && at !== element; at = at.parentNode)
    for (let sibling = at.nextSibling; sibling && after.length < 200; sibling = sibling.nextSibling)
      after = `${after}${sibling.textContent ?? ""}`;
  return RUNS_ON_OUT.test(after);
}

/**
 * A hover card inside the article's sentences: a name's card a site opens over a linked name ("Rep. <a>Ilhan
 * Omar</a>" followed by a hidden block of her picture, her name again and links to stories about her), an element
 * inside a paragraph that holds a picture and two links or more and no words outside its links. The innermost such
 * element (the name's own link before it stays). `own` holds the element's counts from its descendants and its own
 * text; the element's own link and picture are added here.
 */
function isHoverCard(element: Element, own: THoverCount): boolean {
  if (element.localName === "a") [own.linked, own.links] = [own.text, own.links + 1];
  if (element.localName === "img") own.pictures++;
  return (
    !own.inner &&
    element.localName !== "p" &&
    own.pictures > 0 &&
    own.links >= 2 &&
    own.text > 0 &&
    own.linked === own.text &&
    element.parentElement?.closest("p") !== null
  );
}

/**
 * The text of a block of the page without the boxes beside the article and the link-heavy lines in it; with
 * `looseText`, its text written outside paragraphs too (see blockTextOf). Readability's block is read so; the densest
 * block is not: the loose text beside a page's prose is more often its furniture (measured, decision 045).
 */
function cleanTextOf(block: Element, looseText = false): string {
  const prose = proseUnder(block);
  for (const element of elementsUnder(block)) {
    if (isBoxBeside(element, prose)) element.remove();
    else if (isLinkList(element)) removeWithHeading(element);
  }
  for (const line of linkHeavyBlocks(block)) line.remove();
  return blockTextOf(block, { looseText });
}

// A call to give to the site between the article's paragraphs ("Please help us out … Every gift … You can support
// us …"): a short block of its own that links to a donation page and speaks for the site ("us", "our", "uns"), not
// a paragraph, a part of one or a list item (an article may link a charity's donation page in its own sentences, a
// closing note may thank its sources and ask for gifts in one paragraph).
const DONATION_ADDRESS = /donat|spende/i;
const APPEAL_MAX = 800;
const THE_SITE_SPEAKS =
  /(?<!\p{L})(?:us|our|we|uns|unser\p{L}*|wir|nous|notre|nos|nosotros|nuestr[oa]s?|ci|noi|nostr[oaie]|ons|onze|nós|nossa)(?!\p{L})/iu;

/**
 * The other stories a page appends below its own (a page that loads the next story as the reader scrolls): each an
 * `article` element apart from the one that holds the article's heading, with a first-level heading and a paragraph
 * of prose of its own. One pass in document order gives each element its nearest `article`.
 */
function appendedStories(document: Document, heading: Element): Element[] {
  const own = heading.closest("article");
  if (!own || !document.body) return [];
  const nearest = new Map<Element, Element>();
  const headed = new Set<Element>();
  const withProse = new Set<Element>();
  for (const element of elementsUnder(document.body)) {
    const parent = element.parentElement;
    const story = element.localName === "article" ? element : parent ? nearest.get(parent) : undefined;
    if (!story) continue;
    nearest.set(element, story);
    if (element.localName === "h1") headed.add(story);
    else if (element.localName === "p" && isProse(textOf(element))) withProse.add(story);
  }
  return [...headed].filter((story) => withProse.has(story) && !story.contains(own) && !own.contains(story));
}

/** The appeal boxes of a block: for each link to a donation page, the largest block around it of at most 800
 * characters that speaks for the site, unless that is the link alone, is or sits in a paragraph or a list item, or
 * holds half the block's text. */
function appealBoxes(block: Element): Element[] {
  const boxes: Element[] = [];
  const links = elementsUnder(block).filter(
    (element) => element.localName === "a" && DONATION_ADDRESS.test(element.getAttribute("href") ?? ""),
  );
  if (links.length === 0) return boxes;
  const blockText = textOf(block).length;
  for (const link of links) {
    let box: Element | undefined;
    for (let at: Element | null = link; at && at !== block; at = at.parentElement) {
      const text = shortTextOf(at, APPEAL_MAX);
      if (text === undefined || 2 * text.length > blockText) break;
      box = at;
    }
    if (box && box !== link && !box.closest("p, li") && THE_SITE_SPEAKS.test(textOf(box))) boxes.push(box);
  }
  return boxes;
}

// Prose the densest block must hold before it can stand for the article, and how many times Readability's prose.
const DENSE_PROSE = 500;
const DENSE_OVER_READABILITY = 3;

// The densest block's prose over Readability's when Readability may have kept one part of a split article.
const SPLIT_OVER_READABILITY = 1.5;
// Readability's long lines (80 characters or more) the densest block must hold before its parts are read as one
// article, and the lines that may stand between the parts beyond Readability's and the next paragraph of prose.
const SPLIT_SHARE = 0.8;
const SPLIT_GAP = 1;

/** Whether a line of text is a paragraph of prose (not a list item, table row or heading). */
function isProseLine(line: string): boolean {
  return !/^(?:- |\||## )/.test(line) && isProse(line);
}

/**
 * Readability's text with the parts of the article it left out: when the densest block holds Readability's long
 * lines, its paragraphs of prose between them and in the runs of prose right before and after them (a gap of one
 * other line or one table allowed), and the headings between those paragraphs, join Readability's lines in the block's order.
 * Other lines of the block (captions, teasers, short lines) stay out; Readability's own lines are all kept. Linear:
 * one set of lines, one pass each way.
 */
export function withSplitParts(text: string, dense: string): string {
  const own = text.split("\n");
  const kept = new Set(own);
  const lines = dense.split("\n");
  const long = own.filter((line) => line.length >= 80);
  const inDense = new Set(lines);
  if (long.length === 0 || long.filter((line) => inDense.has(line)).length < SPLIT_SHARE * long.length) return text;
  const first = lines.findIndex((line) => kept.has(line));
  let last = lines.length - 1;
  while (!kept.has(lines[last]!)) last--;
  const reach = (from: number, step: number): number => {
    let end = from;
    for (let index = from + step, gap = 0; index >= 0 && index < lines.length && gap <= SPLIT_GAP; index += step) {
      if (isProseLine(lines[index]!)) [end, gap] = [index, 0];
      // A table's rows are one block between the parts (a page builder's table of figures between two sections).
      else if (!(lines[index]!.startsWith("|") && lines[index - step]?.startsWith("|"))) gap++;
    }
    return end;
  };
  const [start, end] = [reach(first, -1), reach(last, 1)];
  const merged = lines.filter(
    (line, index) =>
      kept.has(line) ||
      (index >= start && index <= end && isProseLine(line)) ||
      (index > start && index < end && line.startsWith("## ")),
  );
  // Readability's lines the block does not hold (rare: at most a fifth of the long ones) stay at the end.
  const missing = own.filter((line) => !inDense.has(line));
  return [...merged, ...missing].join("\n");
}

/** Takes out a list of other stories with its own heading ("Related"): left alone, the heading would end the article at
 * a box inside it. */
function removeWithHeading(list: Element): void {
  const heading = list.previousElementSibling;
  if (heading && /^h[2-6]$/.test(heading.localName)) heading.remove();
  list.remove();
}

/** A list whose every item is a link and nothing more: links to other stories, not the article's text. */
function isLinkList(element: Element): boolean {
  if (element.localName !== "ul" && element.localName !== "ol") return false;
  const items = childElementsOf(element).filter((child) => child.localName === "li");
  return (
    items.length >= 2 &&
    items.every((item) => {
      const linkText = elementsUnder(item)
        .filter((inner) => inner.localName === "a")
        .map((link) => textOf(link))
        .join(" ");
      return linkText.length > 0 && normalizeText(linkText) === textOf(item);
    })
  );
}

/**
 * Takes out the readings written over the words of a text in ruby (Japanese furigana: 子<rt>こ</rt>ども): a person
 * reads the words, and the readings between them split each word in the text.
 */
function removeRubyReadings(document: Document): void {
  for (const element of elementsUnder(document))
    if (element.localName === "rt" || element.localName === "rp") element.remove();
}

// Elements that only hold blocks: wrapping a run of them in a <div> changes no line of the text.
const BLOCK_TAGS = new Set(
  "address article aside blockquote center details dialog dl div fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr link main menu meta nav ol p pre section table ul".split(
    " ",
  ),
);
const WIDE = 400;
const GROUP = 100;

/**
 * Wraps the children of an element with more than 400 child blocks (and no text of its own) in <div>s of 100, as a
 * tree, so no element has more than 400. jsdom finds a child's index by walking its preceding siblings after every
 * change of its parent, and Readability changes each child of a wide element (a <div> made a <p>, a block moved):
 * 5,000 sibling <div>s took seconds, quadratically. Linear: each child is moved once per level, from the front.
 */
function groupWideBlocks(document: Document): void {
  for (const element of elementsUnder(document)) if (holdsManyBlocksOnly(element)) groupChildren(document, element);
}

/** Whether an element's children are more than 400 blocks and no text. */
function holdsManyBlocksOnly(element: Element): boolean {
  let blocks = 0;
  for (let node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3 /* TEXT_NODE */ && (node.nodeValue ?? "").trim()) return false;
    if (node.nodeType !== 1 /* ELEMENT_NODE */) continue;
    if (!BLOCK_TAGS.has((node as Element).localName)) return false;
    blocks++;
  }
  return blocks > WIDE;
}

/** Moves an element's children into <div>s of 100 (from the front: no index walk), again while over 400. */
function groupChildren(document: Document, element: Element): void {
  for (let count = WIDE + 1; count > WIDE;) {
    const groups: Element[] = [];
    while (element.firstChild) {
      const group = document.createElement("div");
      for (let moved = 0; element.firstChild && moved < GROUP; moved++) group.append(element.firstChild);
      groups.push(group);
    }
    element.append(...groups);
    count = groups.length;
  }
}

// Text Readability keeps that is too short to be the article when the page's own paragraphs hold three times more.
const SHORT_TEXT = 300;
// Blocks that hold no paragraph of the article: the page's navigation, header, footer, asides and forms.
const NOT_THE_ARTICLE_BLOCKS = new Set(["nav", "header", "footer", "aside"]);
// Elements whose text no reader sees.
const UNREAD_TEXT = new Set(["script", "style", "template", "noscript"]);

/** The page's own paragraphs, outside navigation, headers, footers, asides, forms and not-the-article blocks (one
 * walk that skips those subtrees), each with the kind of block it is (see paragraphKind) and the characters of the
 * page's text between it and the paragraph before it (a post's signature, votes and comments; an ad's row has none). */
function paragraphsOf(document: Document, prose: TProse): TPageParagraph[] {
  if (!document.body) return [];
  const walker = document.createTreeWalker(
    document.body,
    1 /* NodeFilter.SHOW_ELEMENT */ | 4 /* NodeFilter.SHOW_TEXT */,
    (node) =>
      node.nodeType === 1 &&
      (NOT_THE_ARTICLE_BLOCKS.has((node as Element).localName) || isBoxBeside(node as Element, prose))
        ? 2 /* NodeFilter.FILTER_REJECT */
        : 1 /* NodeFilter.FILTER_ACCEPT */,
  );
  const paragraphs: TPageParagraph[] = [];
  let between = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      if (!UNREAD_TEXT.has(node.parentElement?.localName ?? "")) between += (node.nodeValue ?? "").trim().length;
      continue;
    }
    if ((node as Element).localName !== "p") continue;
    const text = textOf(node as Element);
    if (text) {
      paragraphs.push({ text, kind: paragraphKind(node as Element), textBefore: between });
      between = 0;
    }
    // On past the paragraph's own text: from its last node, the walk goes on after it.
    let last: Node = node;
    while (last.lastChild) last = last.lastChild;
    walker.currentNode = last;
  }
  return paragraphs;
}

/**
 * Readability (0.6.0, pinned) with its look-up of elements by tag done by one tree walk: it asks for tags tens of
 * times per page, and jsdom's selector engine costs about twenty times more per element than a walk.
 */
class TreeWalkingReadability extends Readability {
  _getAllNodesWithTag(node: Element | Document, tagNames: string[]): Element[] {
    const wanted = new Set(tagNames.map((tag) => tag.toLowerCase()));
    return elementsUnder(node).filter((element) => wanted.has(element.localName));
  }
}
// A heading that starts the page's tail ("Related videos", "More from …", "Weitere Artikel", "Le puede interesar"):
// the article ends before it. English as a heading (and a few as a line of their own), and the same headings in
// German, Spanish, French, Italian, Portuguese, Polish and Dutch.
const TAIL_HEADING_ENGLISH =
  "Related|More from|More stories|Read more|Read next|Recommended|Most popular|Most read|Trending|Further reading|You (?:might|may) also like|Want more stories|Comments|Tell us what you think|Leave a (?:comment|reply)|Join the conversation";
// The same headings in other languages, as headings only: a line of its own such as "Leggi anche" leads into a
// teaser inside the article.
const TAIL_HEADING_OTHER = [
  "Weitere (?:Artikel|Beiträge|Nachrichten|Themen)|Mehr (?:zum Thema|Themen|Artikel|aus)|Ähnliche (?:Artikel|Beiträge)",
  "Verwandte (?:Artikel|Beiträge|Themen)|Das könnte (?:Sie|dich) (?:auch )?interessieren|Lesen Sie auch|Auch interessant",
  "Kommentare|Empfehlungen",
  "(?:Te|Le) puede interesar|Noticias relacionadas|Artículos relacionados|Lee también|Comentarios|Más noticias",
  "À lire aussi|Lire aussi|Articles similaires|Sur le même sujet|Commentaires|Dans la même rubrique",
  "Leggi anche|Articoli correlati|Commenti|Leia também|Notícias relacionadas|Comentários",
  "Zobacz (?:też|także)|Czytaj (?:też|także)|Komentarze|Polecane|Lees ook|Gerelateerde artikelen|Reacties",
  "Отзывы|Комментарии|Самые популярные|Похожие (?:статьи|записи)|Читайте также",
].join("|");
const TAIL_HEADING = new RegExp(
  `^## (?:${TAIL_HEADING_ENGLISH}|${TAIL_HEADING_OTHER})(?!\\p{L})|^(?:You (?:might|may) also like|Want more stories like this|Related (?:articles|stories|posts)|More stories|Recommended for you|Most (?:popular|read))\\W{0,4}$`,
  "imu",
);
// Lines that are page furniture, not the article: ad markers, dates and credits on their own line, calls to act,
// teasers of other stories ("Read more: …", "Related: …", "Lesen Sie auch: …", "Also on example.com …"), the
// page's tags and categories ("Tags: …", "Kategorie: News"), in the languages of TAIL_HEADING_OTHER; a teaser's
// lead-in in those languages ("Leggi anche") also alone on its line.
const FURNITURE_LINE =
  /^(?:(?:advertisement|anzeige|werbung|publicidad|publicité|pubblicità|reklama|advertentie)\s*:?|continue reading below|story continues below|scroll to continue.*|(?:published|updated|posted)\b.{0,60}|.{0,200}\((?:AP|AFP|Reuters|Getty|EPA|Photo|Image|Credit)\b[^)]{0,80}\)|(?:photo|image|credit|source|getty images):.{0,120}|.{0,60}\bby clicking here|get .{0,40} on the go.*|sign up for .{0,80}|subscribe .{0,80}|(?:read more|related|see also|more)\s*:.{0,200}|(?:lesen sie auch|lies auch|auch interessant|mehr zum thema|mehr dazu|weiterlesen|(?:te|le) puede interesar|lee también|lea también|(?:à )?lire aussi|voir aussi|leggi anche|leia também|zobacz (?:też|także)|czytaj (?:też|także)|lees ook)(?:\s*:.{0,200})?|(?:tags?|kategorien?|category|categories|schlagw(?:ö|oe)rter|schlagworte|etiquetas|catégories?|categorie|tagi)\s*:.{0,200}|also on [\w-]+(?:\.[\w-]+)+\b.{0,200}|like this story\?.{0,80}|sign in|log in|breaking news)$/i;

/** The publication date: the article's JSON-LD first, then a JSON-LD date of any type (a Review, a WebPage). */
function jsonLdDate(document: Document): string | undefined {
  const items = readJsonLd(document);
  const article = articleRecord(document);
  const withDate = [article, ...items].find(
    (item) => typeof item?.datePublished === "string" || typeof item?.dateCreated === "string",
  );
  return stringField(withDate, "datePublished") ?? stringField(withDate, "dateCreated");
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
// A date as pages write it: "2016-04-08", "May 16, 2016", "Thursday, September 29, 2016", "12 January 2016",
// with an ordinal day ("November 18th, 2019", "1st June 2019"), with the time between day and year as mail archives
// write it ("Tue Jan  1 22:23:52 PST 2008"),
// in Chinese, Japanese and Korean ("2019年2月27日", "2019년 2월 27일"), day first with dots ("07.12.2017", "22.02.2019
// г.", as Europe writes dates with dots), and year first with dots or slashes, as East Asia writes them ("2019.02.22",
// "2019. 2. 22.", "2019/02/22"; never a version's "2019.1.2.3").
const WRITTEN_DATE =
  /\b(\d{4})-(\d{2})-(\d{2})(?!\d)|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(?:\d{1,2}:\d{2}(?::\d{2})?(?:\s+[a-z]{2,5})?\s+)?(\d{4})\b|\b(\d{1,2})(?:st|nd|rd|th|\.)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b|(\d{4})\s?[年년]\s?(\d{1,2})\s?[月월]\s?(\d{1,2})\s?[日일]|(?<![\d.])(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})(?![\d.])|(?<![\d.])((?:19|20)\d{2})(?:\.\s?|\/)(\d{1,2})(?:\.\s?|\/)(\d{1,2})(?!\d|\.\d)|(?<![\d./])(\d{1,2})\/(\d{1,2})\/((?:19|20)\d{2})(?![\d/])/i;

const TIME_OF_DAY = /(?<!\d)\d{1,2}:\d{2}(?!\d)/;
// A time of day written with AM or PM ("09:00 AM", "4:15 p.m."): a page written in the United States' way.
const AM_PM_TIME = /\b\d{1,2}:\d{2}(?::\d{2})?\s?[ap]\.?m\b\.?/i;

/**
 * The month and day of a date written with slashes, the year last ("6/1/2020"): a first number over 12 is the day
 * (Europe's "25/12/2020"), a second over 12 the day after the month ("12/25/2020"); where both may be the month, the
 * month comes first only on a page written as the United States writes (its language "en-US", or a time of day with
 * AM or PM beside the date), and the date is left out anywhere else (Britain's "6/1/2020" is the sixth of January).
 */
function slashedDay(
  first: number,
  second: number,
  year: string,
  text: string,
  american: boolean,
): [string, number | undefined, number | undefined] {
  if (first > 12) return [year, second, first];
  if (second > 12 || american || AM_PM_TIME.test(text)) return [year, first, second];
  return [year, undefined, undefined];
}

/** The day a short text names, as YYYY-MM-DD; `american`: the page writes dates as the United States does. */
function writtenDate(text: string, american = false): string | undefined {
  const m = WRITTEN_DATE.exec(text.slice(0, 120));
  if (!m) return undefined;
  const [year, month, day] = m[1]
    ? [m[1], Number(m[2]), Number(m[3])]
    : m[16]
      ? [m[16], Number(m[17]), Number(m[18])]
      : m[4]
        ? [m[6]!, MONTHS.indexOf(m[4].toLowerCase()) + 1, Number(m[5])]
        : m[8]
          ? [m[9]!, MONTHS.indexOf(m[8].toLowerCase()) + 1, Number(m[7])]
          : m[10]
            ? [m[10], Number(m[11]), Number(m[12])]
            : m[13]
              ? [m[15]!, Number(m[14]), Number(m[13])]
              : slashedDay(Number(m[19]), Number(m[20]), m[21]!, text, american);
  // (a date whose order the page leaves open names no day; a date written after it may: "6/1/2020, June 1, 2020")
  if (month === undefined || day === undefined)
    return writtenDate(text.slice(0, 120).slice(m.index + m[0].length), american);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

// Where a page shows its date when its meta and data do not: a datePublished property, a date or timestamp
// element (a class naming a date, a timestamp, the post's meta or its byline), the post's meta line ("by Kyt Dotson
// | May 16, 2016"), a byline sentence ("Published on 27 February 2019 by …", "Written by … on 1 June 2019", also
// after a mark such as "// By … • Nov 11, 2020").
// (and a mark that names the publishing time, "pub_time", "pubtime_baidu", "publish-time", "post-time": the id Chinese
// news systems give the time on a story's source line for a search engine's crawler, "本文来源于… 2024-05-20 09:47:48")
const DATE_CLASS = /date|timestamp|post-meta|byline|pub(?:lish)?[-_]?time|post[-_]?time/i;
const BYLINE_START =
  /^\s*[^\p{L}\p{N}\s]{0,3}\s*(?:(?:first\s+|last\s+)?(?:published|updated|posted|written|modified)|by)\b/iu;
const NOT_THE_POST_CLASS = /comment|related|sidebar/i;
const NOT_THE_POST_TAGS = new Set(["NAV", "FOOTER", "ASIDE"]);
const DATE_ELEMENTS_READ = 300;

function isDateElement(element: Element): boolean {
  return (
    element.tagName === "TIME" ||
    element.getAttribute("itemprop") === "datePublished" ||
    DATE_CLASS.test(element.getAttribute("class") ?? "") ||
    // (a site that styles its blocks by id: `<div id="cmsDate">`, `<span id="post-date">`)
    DATE_CLASS.test(element.id.slice(0, 100)) ||
    isBylineSentence(element) ||
    isDateHeading(element)
  );
}

// A heading's characters at most when it is a date alone.
const DATE_HEADING_CHARACTERS = 40;

/** A heading that is a date alone, as blog themes print a post's day over or under its title ("<h2>July 05, 2017</h2>",
 * "<h2>2019-01-01</h2>"). */
function isDateHeading(element: Element): boolean {
  if (!/^h[1-6]$/.test(element.localName)) return false;
  const text = shortTextOf(element, DATE_HEADING_CHARACTERS);
  return text !== undefined && isDateLine(text);
}

/** An element whose own text opens as a byline sentence does ("Published …", "Updated …", "Written by …"). */
function isBylineSentence(element: Element): boolean {
  const first = element.firstChild;
  return first?.nodeType === 3 && BYLINE_START.test((first.nodeValue ?? "").slice(0, 40));
}

/**
 * Navigation, footers, asides, comments, related stories and sidebars: another post's date, not this one's. A block
 * that holds the page's heading is the article's own or the page's layout, whatever its class says ("content-sidebar",
 * "comments-open" on the body of a post with a sidebar and open comments).
 */
function isOutsideThePost(element: Element): boolean {
  const heading = firstHeadingOf(element.ownerDocument);
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (NOT_THE_POST_TAGS.has(node.tagName)) return true;
    if (
      (NOT_THE_POST_CLASS.test(node.getAttribute("class") ?? "") || /comment/i.test(node.id)) &&
      !(heading && node.contains(heading))
    )
      return true;
  }
  return false;
}

// Elements looked at after the heading for a mail archive's sender line.
const SENDER_ELEMENTS = 40;

/**
 * The sender a mail archive names under a message's subject: the name right before a link to write to the sender
 * ("<b>purl lamp</b> <a href="mailto:…">lamp.purl at gmail.com</a>", "From: Ann Lee <a href="mailto:…">"), or the
 * link's own words when they are a name and no address; before the next heading, a name of one to five words.
 */
function mailSender(heading: Element | undefined): string | undefined {
  if (!heading) return undefined;
  const walker = heading.ownerDocument.createTreeWalker(heading.ownerDocument.body ?? heading, 1 /* SHOW_ELEMENT */);
  walker.currentNode = heading;
  for (let walked = 0, node = walker.nextNode(); node && walked < SENDER_ELEMENTS; walked++, node = walker.nextNode()) {
    const element = node as Element;
    if (heading.contains(element)) continue;
    if (/^h[1-3]$/.test(element.localName)) break;
    if (element.localName !== "a" || !/^mailto:/i.test(element.getAttribute("href") ?? "")) continue;
    let before = element.previousSibling;
    while (before && before.nodeType === 3 && !(before.nodeValue ?? "").trim()) before = before.previousSibling;
    const said =
      before?.nodeType === 3
        ? normalizeText((before.nodeValue ?? "").slice(-80))
        : before?.nodeType === 1
          ? (shortTextOf(before as Element, 60) ?? "")
          : "";
    const own = textOf(element);
    const name = (
      said.replace(/^(?:from|von|de|by)\s*:?\s*/i, "").replace(/[\s<(]+$/, "") || (/@|\sat\s/.test(own) ? "" : own)
    ).trim();
    const words = name.split(" ").length;
    return name && name.length <= 60 && words <= 5 && /\p{L}/u.test(name) && !/@/.test(name) && !TEAM_NAME.test(name)
      ? name
      : undefined;
  }
  return undefined;
}

const firstHeadings = new WeakMap<Document, Element | null>();

/** The page's first `<h1>`, looked up once per page. */
function firstHeadingOf(document: Document): Element | null {
  if (!firstHeadings.has(document)) firstHeadings.set(document, document.querySelector("h1"));
  return firstHeadings.get(document)!;
}

// A byline as a line of its own, "By John Gruber", "Von Anna Weber": the word and a name of two to four words, each
// opening with a capital.
const BYLINE_LINE =
  /^(?:[Bb]y|[Ww]ritten by|[Vv]on|[Pp]ar|[Pp]or|[Dd]oor)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})$/u;
const TEXT_NODES_BEFORE_HEADING = 2_000;
// A line that names the post's blog as its writer's ("my38778570 的个人博客", "山田太郎のブログ", "홍길동님의 블로그":
// "X's personal blog", "X's blog"): the writer is the name before the words.
const BLOG_OF_LINE = /^(\S(?:.{0,38}\S)?)\s*(?:的个人博客|的個人部落格|的博客|的部落格|のブログ|님의\s?블로그)$/u;
// The first person before those words is the visitor's own: "我的博客" ("my blog"), "私のブログ", an item of the account
// menu blog platforms show a signed-in reader, no writer's name.
const FIRST_PERSON = /^(?:我|我们|我們|私|僕|俺|나|내|저|제)$/u;

/**
 * The writer a one-writer site names in a byline line of its own, "By John Gruber", under the article's heading or
 * above it (a masthead or a sidebar that comes before the article), where nothing else names one; never inside
 * navigation, footers, comments or related stories, never a team's name.
 */
function bylineLineAuthor(document: Document, heading: Element | undefined): string | undefined {
  if (!heading || !document.body) return undefined;
  const lines = linesUnderHeading(heading);
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(), read = 0; node && read < TEXT_NODES_BEFORE_HEADING; node = walker.nextNode()) {
    if (heading.compareDocumentPosition(node) & 4 /* FOLLOWING */) break;
    if (!(node.nodeValue ?? "").trim()) continue;
    read++;
    const parent = node.parentElement;
    const line = parent && !isOutsideThePost(parent) ? shortTextOf(parent, 80) : undefined;
    if (line) lines.push(line);
  }
  for (const line of lines) {
    const name =
      (BYLINE_LINE.exec(normalizeText(line)) ?? BLOG_OF_LINE.exec(normalizeText(line)))?.[1] ?? markedBylineName(line);
    if (name && !TEAM_NAME.test(name) && !FIRST_PERSON.test(name)) return name;
  }
  return undefined;
}

/**
 * The writer shown as the first line under the article's heading, over the story's date ("박상우" over "2024. 5. 13.
 * 12:52"): a name of one to four words of letters, the line after it a date. Taken only where the page's data names
 * the site or the publisher as the author, so that the byline the page shows comes first.
 */
function nameOverDate(heading: Element | undefined): string | undefined {
  if (!heading) return undefined;
  const [first, second] = linesUnderHeading(heading);
  return first && second && first.length <= NAME_LINE_CHARACTERS && NAME_LINE.test(first) && isDateLine(second)
    ? first
    : undefined;
}

/**
 * The writer the page links as the article's author (`rel="author"`, HTML's own mark for it), outside comments,
 * sidebars and navigation: a name of a few words, not a profile address.
 */
function relAuthor(document: Document): string | undefined {
  for (const link of elementsUnder(document)
    .filter((element) => element.tagName === "A" && /\bauthor\b/i.test(element.getAttribute("rel") ?? ""))
    .slice(0, 20)) {
    if (isOutsideThePost(link)) continue;
    const name = textOf(link);
    if (name && name.length <= 60 && name.split(" ").length <= 5 && !/^https?:|^www\.|@/.test(name)) return name;
  }
  return undefined;
}

// An address that leads to a writer's own page: a directory or query key naming an author, then the writer
// ("/author/ann-lee", "/autoren/thomas-hanke/2088.html", "/latest?author=joewee").
const AUTHOR_PAGE =
  /\/(?:authors?|autor(?:en|es|a|e|i)?|auteurs?|writers?|journalists?|columnists?|redakteur(?:e|in)?)\/[^/?#\s]+|[?&](?:author|autor|auteur)=[^&#\s]+/i;

// The words of a team's or an organisation's display name ("Support Team", "Editorial Staff", "Die Redaktion",
// "Newsroom", "Admin"), in the languages sites write them in.
const TEAM_NAME =
  /(?<!\p{L})(?:team|staff|editors?|editorial|newsroom|desk|support|admin(?:istrator)?|moderators?|redaktion|rédaction|équipe|redacción|equipo|redazione|redactie|zespół|команда|редакция)(?!\p{L})/iu;

/**
 * The writer named by a link to their page on the page's own site (its address names an author), where nothing marks
 * the author otherwise: a name of a few words, outside comments, sidebars and navigation, a photo's credit inside the
 * link left out. A link to another site's author page (a quoted person's page on a quotations site) or inside a
 * sentence of the article names no writer. Nor does a team's or an organisation's display name ("Support Team",
 * "Editorial Staff"): such a link is a site's account, not a byline; a page that signs with its team says so in its
 * author meta or data, which are read first.
 */
function authorPageLink(document: Document, pageUrl: string): string | undefined {
  const host = URL.canParse(pageUrl) ? new URL(pageUrl).host : "";
  for (const link of elementsUnder(document)
    .filter(
      (element) => element.tagName === "A" && AUTHOR_PAGE.test((element.getAttribute("href") ?? "").slice(0, 300)),
    )
    .slice(0, 20)) {
    const address = resolvePageUrl(link.getAttribute("href"), pageUrl);
    if (!address || new URL(address).host !== host || isOutsideThePost(link)) continue;
    // A byline's link, not a link in a sentence of the article ("… the parents of Wolfgang Amadeus Mozart …").
    if (link.parentElement && !shortTextOf(link.parentElement, 100)) continue;
    const name = linkName(link);
    if (
      name &&
      name.length <= 60 &&
      name.split(" ").length <= 5 &&
      /\p{L}/u.test(name) &&
      !/^https?:|^www\.|@|©/.test(name) &&
      !TEAM_NAME.test(name)
    )
      return name;
  }
  return undefined;
}

// The heading of a writer's box ("About The Author", "Über den Autor", "Sobre el autor", "Об авторе"): its class names
// the author, so Readability may take it for the byline; it names no one, the name is in the box or the byline.
const WRITER_BOX_HEADING =
  /^(?:about\s+(?:the\s+|this\s+)?(?:authors?|writers?|contributors?)|(?:the\s+)?authors?(?:['’]s)?(?:\s+(?:bio(?:graphy)?|info|profile|details))?|über\s+(?:den|die)\s+autor(?:in|en)?|(?:der\s+|die\s+)?autor(?:in|en)?|sobre\s+(?:el|la|o|a|os)\s+autor(?:a|es)?|à\s+propos\s+de\s+l['’]auteur(?:e|s)?|(?:l['’])?auteur(?:e|s)?|(?:informazioni\s+)?sull['’]autore|(?:l['’])?autore|o\s+autorze|over\s+de\s+(?:auteur|schrijver)|об\s+авторе|(?:об\s+)?автор(?:е|ах)?)\s*[:.]?$/iu;

// Where a site credits who made it ("designed and coded by Summer", "© Example Media").
const SITE_CREDIT = 'footer, [class*="footer" i], [id*="footer" i], [class*="signature" i], [class*="copyright" i]';
const CREDIT_LINKS_READ = 5_000;

/** Whether the page's meta author is the site's maker, not the story's writer: the name is a link of the page only
 * in its footer's credits ("由 Summer 设计和编码", designed and coded by Summer), never beside the story. */
function isSiteMakerCredit(document: Document, author: string): boolean {
  if (!document.body) return false;
  const name = normalizeText(author).toLowerCase();
  const named = elementsNamed(document.body, "a", CREDIT_LINKS_READ).filter(
    (link) => normalizeText(link.textContent?.slice(0, 200)).toLowerCase() === name,
  );
  return named.length > 0 && named.every((link) => link.closest(SITE_CREDIT));
}

// A byline's name, then a bar or a dot, then its date ("Miha Merljak| 28. december 2018 ob 08:51").
// Two to four words (a place of one word, "Ljubljana | 28. december 2018", or in capitals, "NEW YORK |", is a dateline).
const NAME_THEN_DATE = /^([\p{Lu}][\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){1,3})\s*[|·•]\s*(.{1,80})$/u;

/** The writer of a byline that is their name and the story's date split by a bar or a dot; none of a date alone. */
function nameBeforeDate(byline: string): string | undefined {
  const match = NAME_THEN_DATE.exec(byline.slice(0, 200));
  const name = match?.[1];
  return name && isDateLine(match[2]!) && !isDateLine(name) && name !== name.toUpperCase() ? name : undefined;
}

/** A byline that is a writer's box's heading names no writer. */
function isWriterBoxHeading(byline: string): boolean {
  return byline.length <= 40 && WRITER_BOX_HEADING.test(byline);
}

const CREDIT_CLASS = /credit|copyright|caption/i;

/** A link's text without the photo credits inside it ("© Kathrin Führes" under an author's picture). */
function linkName(link: Element): string {
  const walker = link.ownerDocument.createTreeWalker(link, 4 /* NodeFilter.SHOW_TEXT */);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node && parts.length < 50; node = walker.nextNode()) {
    if (!CREDIT_CLASS.test(node.parentElement?.getAttribute("class") ?? "")) parts.push(node.nodeValue ?? "");
  }
  return normalizeText(parts.join(" ").slice(0, 500));
}

interface TShownDate {
  day: string;
  /** The page shows the day as its last update ("last updated 4 April 17"), beside no other date. */
  asUpdate: boolean;
}

/**
 * The page's publication day from what it shows: a date element, else a date in the short lines under the
 * article's heading (its byline), else one in the document's title ("… - 07.12.2017 - …"), else from a date in its
 * own address (/2016/05/16/).
 */
function shownDate(document: Document, pageUrl: string, heading: Element | undefined): TShownDate | undefined {
  const american = /^en[-_]us$/i.test(document.documentElement?.getAttribute("lang")?.trim() ?? "");
  let siteUpdate: TShownDate | undefined;
  for (const element of elementsUnder(document).filter(isDateElement).slice(0, DATE_ELEMENTS_READ)) {
    if (isOutsideThePost(element)) continue;
    const text = element.getAttribute("content") ?? element.getAttribute("datetime") ?? textOf(element);
    if (text.length > 160) continue;
    const day = writtenDate(text, american);
    if (!day) continue;
    // (a site's bar above the story that dates the site's last update, "Last Upd: 04:44pm 03 Jun 2013", is the day the
    // page was made, not the story's: the story's own date, or its byline's, comes first)
    if (heading && isSiteUpdateBar(element, text, heading)) {
      siteUpdate ??= { day, asUpdate: true };
      continue;
    }
    return { day, asUpdate: shownAsUpdate(element) };
  }
  for (const line of heading ? linesUnderHeading(heading) : []) {
    const day = datelineDay(line, american);
    if (day) return { day, asUpdate: isUpdateLine(line) };
  }
  // (a column beside the story that dates it above its heading: a date with its time of day, as a post is stamped; a
  // date alone there may be the site's bar of today's date)
  for (const line of heading ? linesAboveHeading(heading) : []) {
    const day = TIME_OF_DAY.test(line) ? datelineDay(line, american) : undefined;
    if (day) return { day, asUpdate: isUpdateLine(line) };
  }
  if (siteUpdate) return siteUpdate;
  const inTitle = writtenDate(normalizeText(document.title), american);
  if (inTitle) return { day: inTitle, asUpdate: false };
  const path = /\/((?:19|20)\d{2})\/(\d{2})\/(\d{2})\//.exec(URL.canParse(pageUrl) ? new URL(pageUrl).pathname : "");
  return path ? { day: `${path[1]}-${path[2]}-${path[3]}`, asUpdate: false } : undefined;
}

// A mark or words of a site's last-update bar ("lastupdate", "last-updated", "Last Upd:", "Zuletzt aktualisiert").
const SITE_UPDATE =
  /last[\s_-]?upd|zuletzt aktualisiert|derni[eè]re mise à jour|[uú]ltima actualizaci[oó]n|ultimo aggiornamento/i;

/** Whether a date element before the story's heading, outside the block that holds the heading, calls its date the
 * last update: a site's bar, not the story's date. */
function isSiteUpdateBar(element: Element, text: string, heading: Element): boolean {
  if (!(element.compareDocumentPosition(heading) & 4 /* DOCUMENT_POSITION_FOLLOWING */)) return false;
  const marks = `${(element.getAttribute("class") ?? "").slice(0, 200)} ${element.id.slice(0, 100)} ${text.slice(0, 40)}`;
  return SITE_UPDATE.test(marks) && !element.closest("article, [itemtype*='Article']")?.contains(heading);
}

// Words a dateline may hold beside its date: a weekday, a time and its zone ("Monday, … @ 11:10 PM UTC").
const DATELINE_WORDS = 4;
// A date given as a time limit ("Antworten bis 23.06.2006", "Offer valid until …") dates no article.
const TIME_LIMIT = /(?<!\p{L})(?:until|till|expires?|ends|valid|bis|hasta|até|jusqu|fino)(?!\p{L})/iu;

// A label right before a date that names it the page's publication ("発表時間：2023-08-14", "发布时间: …", "Published:
// …", "Date: …"): the line under the heading dates the article, whatever else it holds (its source, its views).
const LABEL_READ = 24;
const DATE_LABEL =
  /(?:(?<!\p{L})(?:published|posted|date|publicado|publié|veröffentlicht|pubblicato|datum|fecha|data)|発表|発行|公開|掲載|投稿|发布|發布|发表|發表|日期|时间|時間|날짜|등록|입력)(?:\s*(?:日時|時間|时间|日期|日|on|am|el|le|il))?\s*[:：]?\s*$/iu;

/**
 * The day of a line under the heading when the line dates the article: a byline sentence ("By … on Monday, November
 * 18th, 2019"), a line whose date follows a publication label ("出所：… | 発表時間：2023-08-14"; the credit line under
 * the text, "「人民網日本語版」2023年8月11日", dates the source) or a line that is mostly its date, not a sentence that
 * names one (a caption, "… leaves PortMiami, on Aug. 31, 2019. (AP)") nor a time limit.
 */
function datelineDay(line: string, american: boolean): string | undefined {
  const text = line.slice(0, 120);
  const match = WRITTEN_DATE.exec(text);
  if (!match) return undefined;
  const rest = text.slice(0, match.index) + text.slice(match.index + match[0].length);
  const words = rest.match(/\p{L}+/gu)?.length ?? 0;
  if (TIME_LIMIT.test(rest)) return undefined;
  const labelled = DATE_LABEL.test(text.slice(Math.max(0, match.index - LABEL_READ), match.index));
  return BYLINE_START.test(text.slice(0, 40)) || labelled || words <= DATELINE_WORDS
    ? writtenDate(text.slice(labelled ? match.index : 0), american)
    : undefined;
}

/** Whether a shown date's line (the element or its parent, a short byline) calls it an update and no publication. */
function shownAsUpdate(element: Element): boolean {
  const line = [textOf(element), textOf(element.parentElement)].find((text) => /\bupdated\b/i.test(text));
  return line !== undefined && isUpdateLine(line);
}

/** A short line that dates an update and no publication ("Updated Mar 5, 2020"). */
function isUpdateLine(line: string): boolean {
  return /\bupdated\b/i.test(line) && line.length <= 160 && !/\b(?:published|posted)\b/i.test(line);
}

/**
 * The day a person reads as the article's date. The data's publication date, unless the page shows only its last
 * update and that is the data's own modification day (the page dates itself by the update); of a meta named only
 * "date" (`metaOrData` then) and the data's datePublished (`dataDate`), the one whose day the page shows.
 */
function articleDate(
  document: Document,
  pageUrl: string,
  heading: Element | undefined,
  metaOrData: string | undefined,
  dataDate?: string,
): string | undefined {
  const shown = shownDate(document, pageUrl, heading);
  // (a meta named only "date" may be the page's last change or its crawl, days after the data's datePublished: the
  // data's day comes first where the page shows it and not the meta's)
  const declared =
    metaOrData && dataDate && shown && dayOf(metaOrData) !== shown.day && dayOf(dataDate) === shown.day
      ? dataDate
      : metaOrData;
  if (!declared) return shown?.day;
  if (!shown?.asUpdate || declared.startsWith(shown.day)) return declared;
  const modified = extendedIsoDate(
    metaContent(document, "article:modified_time", "og:updated_time", "dateModified") ??
      stringField(articleRecord(document), "dateModified"),
  );
  return modified?.startsWith(shown.day) ? modified : declared;
}

// A date in ISO 8601's basic format, written without hyphens or colons ("20180619T055000+0900", a Japanese daily's
// data, "20210504T132005+0200", a Polish weekly's article:published_time): read as every other date is, in the
// extended format. Anchored and read from at most 40 characters.
const BASIC_ISO_DATE =
  /^((?:19|20)\d{2})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(?:[.,]\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** A date the page's meta or data writes in ISO 8601's basic format, in the extended format; any other date as is. */
function extendedIsoDate(date: string | undefined): string | undefined {
  const m = date === undefined ? null : BASIC_ISO_DATE.exec(date.trim().slice(0, 40));
  if (!m) return date;
  const [, year, month, day, hour, minute, second, zone] = m;
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) return date;
  const time = hour ? `T${hour}:${minute}${second ? `:${second}` : ""}` : "";
  const offset = !zone || zone === "Z" || zone.length !== 5 ? (zone ?? "") : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  return `${year}-${month}-${day}${time}${time ? offset : ""}`;
}

/** The day of a date as data or a meta writes it ("2024-04-25T15:47:59.000Z", "September 5, 2025"). */
function dayOf(date: string): string | undefined {
  return writtenDate(normalizeText(date.slice(0, 120)));
}

// The publication date's meta names of news and publishing systems, read without case ("publishdate", "PublishDate",
// "pub_date", "parsely-pub-date", "DC.date.issued"): after the common names, the data and a time element.
const PUBLICATION_META = /^(?:publish[-_]?date|pub[-_]date|parsely-pub-date|dc\.date\.issued)$/i;
const META_ELEMENTS_READ = 300;

function publicationMetaDate(document: Document): string | undefined {
  const head = document.head ?? document.documentElement;
  if (!head) return undefined;
  for (const element of elementsNamed(head, "meta", META_ELEMENTS_READ)) {
    if (!PUBLICATION_META.test((element.getAttribute("name") ?? "").slice(0, 40))) continue;
    const day = writtenDate(
      normalizeText(element.getAttribute("content") ?? element.getAttribute("value")).slice(0, 80),
    );
    if (day) return day;
  }
  return undefined;
}

const RECIPE_MARKUP = /ingredient|zutat|ingrediente|recipe|rezept|receta|ricetta|recette|recept|przepis/i;
// A line of an ingredient list: a quantity, a kitchen measure and what is measured ("1 cup (227 grams) plain
// yogurt", "2 EL Zucker", "½ teaspoon salt"). Kitchen measures only: a shop's "2 kg" or "500 ml" is no recipe.
const INGREDIENT_LINE =
  /^(?:\d+(?:[/.,]\d+)?(?:\s+\d\/\d)?|[½¼¾⅓⅔⅛])(?:\s*(?:-|–|to)\s*\d+(?:[/.,]\d+)?)?\s*(?:\([^)]{0,40}\)\s*)?(?:cups?|tablespoons?|teaspoons?|tbsps?\.?|tsps?\.?|pinch(?:es)?|cloves?|sticks? of|EL|TL|Essl\.|Teel\.|Prisen?|Tassen?|cucchiai(?:o|ni)?|cucharadas?|cucharaditas?|cuill[eè]res?|c\. à (?:soupe|café))\s+\S/i;
const INGREDIENT_LINES_OF_A_RECIPE = 5;

/** Whether the page lists ingredients as a recipe does, in its visible text (a blog without recipe markup). */
function listsIngredients(document: Document): boolean {
  if (!document.body) return false;
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  let lines = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.nodeValue ?? "").trimStart().slice(0, 120);
    if (INGREDIENT_LINE.test(text) && ++lines >= INGREDIENT_LINES_OF_A_RECIPE) return true;
  }
  return false;
}

/** A page that says it is an article (JSON-LD or Open Graph): its buy buttons, prices and dated teasers are not its
 * own. */
export function isArticlePage(document: Document): boolean {
  if (declaresArticleInData(document)) return true;
  // (Open Graph's "article" is many a site's word for every page: one whose data names it a collection, a shop's
  // category archive, or search results is none)
  return (
    /^article$/i.test(metaContent(document, "og:type") ?? "") &&
    !jsonLdOfType(document, "CollectionPage", "SearchResultsPage")
  );
}

/** Whether the page's JSON-LD names it an article (not only its Open Graph type). */
export function declaresArticleInData(document: Document): boolean {
  return Boolean(jsonLdOfType(document, ...ARTICLE_PAGE_TYPES));
}

const ARTICLE_PAGE_TYPES = ["NewsArticle", "Article", "BlogPosting", "Review", "TechArticle", "ReportageNewsArticle"];

/** A recipe, a film's or show's page, a video clip or a song by what the page says of itself: its JSON-LD and microdata types, Open Graph
 * type, and the markup recipe plugins write (ingredient and recipe blocks). */
export function pageTypeOf(document: Document): TPageType | undefined {
  const types = new Set(
    readJsonLd(document)
      .flatMap((item) => (Array.isArray(item["@type"]) ? item["@type"] : [item["@type"]]))
      .filter((type): type is string => typeof type === "string")
      .map((type) => type.replace(/^https?:\/\/schema\.org\//i, "").toLowerCase()),
  );
  const elements = elementsUnder(document);
  for (const element of elements) {
    const itemType = element.getAttribute("itemtype");
    if (itemType !== null) types.add(itemType.replace(/^https?:\/\/schema\.org\//i, "").toLowerCase());
  }
  const ogType = (metaContent(document, "og:type") ?? "").toLowerCase();
  const isArticle = ogType === "article" || [...types].some((type) => /article|blogposting|review/.test(type));
  if (types.has("recipe") || ogType === "recipe") return "recipe";
  if (types.has("nutritioninformation") && types.has("howtostep")) return "recipe";
  let recipeMarks = 0;
  for (const element of elements) {
    if (!element.hasAttribute("class") && !element.hasAttribute("id") && !element.hasAttribute("itemprop")) continue;
    const marks = `${element.getAttribute("class") ?? ""} ${element.id} ${element.getAttribute("itemprop") ?? ""}`;
    if (RECIPE_MARKUP.test(marks.slice(0, 300)) && ++recipeMarks >= 8) return "recipe";
  }
  if (listsIngredients(document)) return "recipe";
  if (ogType.startsWith("music.") || types.has("musicrecording") || types.has("musicalbum")) return "music";
  // (a film's or show's title page, whatever clips it plays: its data or Open Graph names the work, not a video)
  if (!isArticle && (FILM_OPEN_GRAPH.test(ogType) || [...types].some((type) => FILM_TYPE.test(type)))) return "film";
  if (!isArticle && (ogType.startsWith("video.") || types.has("videoobject") || types.has("broadcastevent")))
    return "video";
  // (a concert, a fair, a course date: what is announced is the event, not a product or a task)
  if (!isArticle && [...types].some((type) => EVENT_TYPE.test(type))) return "event";
  if (listsRecipes(document)) return "recipe";
  return undefined;
}

// A film or a show as schema.org and Open Graph name the work a title page is about (a film, a series, one of its
// seasons or episodes), not a clip of it.
const FILM_TYPE = /^(?:movie|movieseries|tvseries|tvseason|tvepisode)$/;
const FILM_OPEN_GRAPH = /^video\.(?:movie|tv_show|episode)$/;
// schema.org's events (Event, MusicEvent, Festival, …), not a broadcast (a video) or a publication's date.
const EVENT_TYPE = /^(?!broadcast|publication)[a-z]*event$|^festival$/;
const RECIPE_ADDRESS = /\/(?:recipes?|rezepte?|recetas?|ricette|recettes?|receitas?|przepisy?)\//i;
const RECIPES_OF_A_COLLECTION = 5;

/** A collection of recipes: the page's data lists five or more items whose addresses are recipes. */
function listsRecipes(document: Document): boolean {
  let recipes = 0;
  for (const item of readJsonLd(document)) {
    if (!hasJsonLdType(item, ["ItemList"])) continue;
    const elements = Array.isArray(item.itemListElement) ? item.itemListElement : [];
    for (const element of elements.slice(0, 500)) {
      const address = digString(element, "url") ?? digString(element, "item", "url") ?? digString(element, "item");
      if (address && RECIPE_ADDRESS.test(address) && ++recipes >= RECIPES_OF_A_COLLECTION) return true;
    }
  }
  return false;
}

// A player that plays the page's own clip: a <video> with a source that is not a looping background.
const PLAYER = "video[src]:not([loop]), video:not([loop]) > source[src]";
// Lines of a consent or cookie banner: text of the site, not of the page.
const CONSENT_LINE = /cookie|consent|personal data|privacy|tracking|advertis/i;
const TEXT_OF_A_PAGE = 600;

/** Whether a paragraph of the page holds prose (150 characters or more), as an article's do. */
function hasProseParagraph(document: Document): boolean {
  return elementsUnder(document).some(
    (element) => element.localName === "p" && textOf(element).length >= PROSE_PARAGRAPH,
  );
}

// A live stream's room as streaming sites title it ("… Live", "Livestream", "…的直播间", "生放送", "en vivo", "прямой
// эфир"), read in the page's title: its player is filled by a script and its chat, viewers and gifts surround it.
const LIVE_TITLE =
  /(?:^|[\s_|([:-])(?:live(?:[\s-]?stream(?:ing)?)?|livestream(?:ing)?|en vivo|en direct|ao vivo|na żywo|in diretta|прямой эфир|canlı yayın)(?:$|[\s_|)\]!:-])|直播|生放送|生配信|ライブ配信|라이브 ?방송|생방송/iu;
const TITLE_READ = 200;

/** A live stream's room: a player (or Open Graph's video type) on a page titled as a live stream, that says it is no
 * article and has no paragraph of prose (a live blog is an article; a shop's page for software named "Live" is read
 * as its product before this is asked). */
function isLiveStreamRoom(document: Document, player: boolean): boolean {
  if (!player && !/^video\./i.test(metaContent(document, "og:type") ?? "")) return false;
  if (isArticlePage(document) || hasProseParagraph(document)) return false;
  const titles = [document.title, metaContent(document, "og:title") ?? ""];
  return titles.some((title) => LIVE_TITLE.test(normalizeText(title.slice(0, TITLE_READ))));
}

/** How many characters of its own the page's text says, beyond a consent banner's lines. */
function ownTextLength(text: string): number {
  let own = 0;
  for (const line of text.split("\n")) if (!CONSENT_LINE.test(line)) own += line.length;
  return own;
}

/** A clip or stream page (one with a player): next to no text of its own beyond a consent banner. */
function isClipText(text: string): boolean {
  return ownTextLength(text) < TEXT_OF_A_PAGE;
}

// A page made for one video says little beside it: a description of a paragraph or two and its credits; and a site
// files it among its videos ("/videos/…", "/watch/…", "/player/…"), where a story that shows a clip has a story's address.
const DESCRIPTION_OF_A_VIDEO = 1_500;
const VIDEO_ADDRESS = /(?:^|\/)(?:videos?|watch|player|clips?|mediathek)(?:\/|$)/i;
const VIDEO_NAME_READ = 300;
const VIDEO_NAME_SHORTEST = 10;
const VIDEO_ITEMS_READ = 50;

/** Whether the page is one video's, filed among the site's videos or saying it is a video (Open Graph's video type: a
 * video host's page of one video addressed by its number): its data names the page's heading as the video's (a
 * VideoObject, or Open Graph's video, its type or its player's address, titled with the heading) and names no article
 * (a story's page that embeds a clip says it is a NewsArticle or an Article). Open Graph's "article" alone is no
 * article here: many sites give it to every page. */
function dataNamesVideo(document: Document, heading: string, pageUrl: string, saysVideo: boolean): boolean {
  if (!URL.canParse(pageUrl) || (!saysVideo && !VIDEO_ADDRESS.test(new URL(pageUrl).pathname))) return false;
  const wanted = normalizeText(heading.slice(0, VIDEO_NAME_READ)).toLowerCase();
  if (wanted.length < VIDEO_NAME_SHORTEST || jsonLdOfType(document, ...ARTICLE_PAGE_TYPES)) return false;
  const names: string[] = [];
  for (const item of readJsonLd(document).slice(0, VIDEO_ITEMS_READ)) {
    if (hasJsonLdType(item, ["VideoObject"])) names.push(stringField(item, "name") ?? "");
  }
  if (/^video\./i.test(metaContent(document, "og:type") ?? "") || metaContent(document, "og:video", "og:video:url"))
    names.push(metaContent(document, "og:title") ?? "");
  return names.some((name) => {
    const named = normalizeText(name.slice(0, VIDEO_NAME_READ)).toLowerCase();
    return named.length >= VIDEO_NAME_SHORTEST && (named.includes(wanted) || wanted.includes(named));
  });
}

/** A line in capitals ("CO-FOUNDER 'PROUD' OF …", "STREAM BIG") or a bracketed source ("[Engadget]"): the
 * kicker of a linked story or a credit, not a sentence of the article. A line mostly in a script without case
 * (Chinese, Japanese, Korean, Arabic, Hebrew, Thai) is in no capitals, whatever acronym it holds ("ES6 中可以为…"):
 * its letters have no lowercase to lack. */
function isKicker(line: string): boolean {
  if (line.startsWith("#") || line.startsWith("|") || line.length > 120) return false;
  if (/^\[[^\]]{1,40}\]$/.test(line)) return true;
  const text = line.replace(/^- /, "");
  if (!/\p{Lu}{2}/u.test(text) || !/\s/.test(text) || text !== text.toUpperCase() || /\p{Ll}/u.test(text)) return false;
  return (text.match(/\p{Lo}/gu)?.length ?? 0) < (text.match(/\p{Lu}/gu)?.length ?? 0);
}

// The article's body in its data, when the page writes its text by script (a reading app's page sends its words in
// its data and shows only a photo's caption to a reader without scripts): at least this long, and this many times
// the text read from the page.
const DATA_BODY = 1000;
const DATA_BODY_OVER_TEXT = 4;

// Markup in a data body: its lines would reach the model as tags.
const MARKUP = /<\/?[a-z][^<>]{0,200}>/i;

/** The article's body as the page's JSON-LD gives it (`articleBody`), one line per paragraph; "" when the data gives
 * none, or gives it as markup. */
function dataBodyOf(document: Document): string {
  const body = readJsonLd(document).find((item) => typeof item.articleBody === "string")?.articleBody;
  if (typeof body !== "string" || MARKUP.test(body)) return "";
  return decodeEntities(body)
    .split(/\r?\n/)
    .map((line) => normalizeText(line))
    .filter(Boolean)
    .join("\n");
}

/** The article's text without the page's tail of other stories and without furniture lines and kickers. */
function withoutFurniture(page: string): string {
  // A word's soft hyphens (U+00AD, "&shy;") show only where a line breaks it: a person reads "schlendern", not
  // "schlen-dern", and so do the furniture rules.
  const text = page.replaceAll("\u00AD", "");
  const tail = TAIL_HEADING.exec(text);
  const article = tail && tail.index > text.length / 3 ? text.slice(0, tail.index).trimEnd() : text;
  const lines = article.split("\n").filter((line) => {
    const unmarked = line.replace(/^[-#]+ /, "");
    return !FURNITURE_LINE.test(unmarked.slice(0, 300)) && !isShortFurnitureLine(unmarked) && !isKicker(line);
  });
  // A heading the text ends on heads nothing of the article: the box under it ("Weitere Tourentipps", "Teilnehmende
  // Blogs:", "Verwendete Produkte") was taken out, or is no text. A heading that ends a sentence is a quote the page
  // sets large, and stays.
  while (lines.length > 1 && lines.at(-1)!.startsWith("## ") && !ENDS_A_SENTENCE.test(lines.at(-1)!)) lines.pop();
  return lines.join("\n").normalize("NFC");
}

export function readWebArticle(html: string, pageUrl: string): TWebArticle {
  return withDocument(html, pageUrl, (document) => webArticleOfDocument(document, pageUrl));
}

/** The type the page's data gives the author of that name (its "@type": "Organization", "Person"), if any. */
function dataAuthorType(name: string, records: ReadonlyArray<Record<string, unknown> | undefined>): unknown {
  for (const record of records) {
    const author = record?.author;
    const entry = Array.isArray(author) ? author[0] : author;
    if (entry && typeof entry === "object" && stringField({ author: entry }, "author") === name)
      return (entry as Record<string, unknown>)["@type"];
  }
  return undefined;
}

/** The article facts of a parsed page (see readWebArticle); Readability rewrites the document. */
export function webArticleOfDocument(document: Document, pageUrl: string): TWebArticle {
  {
    // Metadata first: Readability rewrites the document it parses.
    const ld = articleRecord(document);
    const metaTitle = metaContent(document, "og:title", "twitter:title") ?? stringField(ld, "headline");
    const siteName = metaContent(document, "og:site_name", "application-name") ?? stringField(ld, "publisher");
    // The heading a person reads, when the page's own titles confirm it is the article's (see article-heading.ts).
    const heading = articleHeading(
      document,
      [
        metaContent(document, "og:title"),
        metaContent(document, "twitter:title"),
        stringField(ld, "headline"),
        normalizeText(document.title),
      ],
      [siteName, metaContent(document, "application-name"), URL.canParse(pageUrl) ? new URL(pageUrl).hostname : ""],
    );
    const headingText = heading ? textOf(heading) : "";
    const declaredAsWritten =
      metaContent(
        document,
        "article:published_time",
        "og:article:published_time",
        "datePublished",
        "date",
        "pubdate",
        "publish-date",
      ) ??
      jsonLdDate(document) ??
      (normalizeText(document.querySelector("time[datetime]")?.getAttribute("datetime")) || undefined) ??
      publicationMetaDate(document);
    // (a meta named only "date" may be the page's last change or its crawl: the data's date is weighed against it)
    const genericMeta = declaredAsWritten !== undefined && declaredAsWritten === metaContent(document, "date");
    const publishedAt = articleDate(
      document,
      pageUrl,
      heading,
      extendedIsoDate(declaredAsWritten),
      genericMeta ? extendedIsoDate(jsonLdDate(document)) : undefined,
    );
    const description = metaContent(document, "og:description", "description", "twitter:description");
    const dataBody = dataBodyOf(document);
    const imageUrl = resolvePageUrl(metaContent(document, "og:image", "twitter:image"), pageUrl);
    // article:author is often a profile address, not a name.
    // (a meta author that is the site's maker: Readability reads it as the byline too)
    const metaAuthor = metaContent(document, "author");
    const siteMaker = metaAuthor && isSiteMakerCredit(document, metaAuthor) ? metaAuthor : undefined;
    const dataAuthor =
      [metaAuthor, metaContent(document, "article:author")].find(
        (value) => value && !/^https?:\/\/|^www\./i.test(value) && value !== siteMaker,
      ) ??
      stringField(ld, "author") ??
      stringField(jsonLdWork(document), "author");
    // (an author that is the site's own name, a weekly's brand on its address, a portal blog's name, names no
    // writer: a byline the page shows comes first, the site's name only when none does; so does the publisher's name,
    // the holder of the page's copyright line, "Copyright © Daily" under a portal's copy of a newspaper's story)
    // (the copyright lines are read only where the page's meta or data names an author: a walk of the page's text)
    const publishers =
      dataAuthor || metaContent(document, "og:article:author", "article:author") ? copyrightHolders(document) : [];
    const dataRecords = [ld, jsonLdWork(document)];
    // (so does an organisation's name, "Wirtualna Polska Media" in the meta over the writer linked beside the date, or
    // an author the data types as an organisation)
    const siteAuthor =
      dataAuthor &&
      (namesTheSite(dataAuthor, siteName, pageUrl) ||
        holdsTheCopyright(publishers, dataAuthor) ||
        namesAnOrganisation(dataAuthor, dataAuthorType(dataAuthor, dataRecords)))
        ? dataAuthor
        : undefined;
    const author = siteAuthor ? undefined : dataAuthor;
    // (an author meta that names the story's editor, "编辑：NAME" under the text, gives way to the writer the page marks
    // on the story's line; with no writer marked, the editor is the one the page credits)
    const pageText = author ? pageTextOf(document) : "";
    const writerOverEditor =
      author && isEditorsCredit(pageText, author) ? markedWriter(document, pageText, author) : undefined;
    const linkedAuthor = relAuthor(document);
    const authorOfPage = authorPageLink(document, pageUrl);
    const bylineLine = bylineLineAuthor(document, heading);
    const shownOverDate = nameOverDate(heading);
    const nickname = nicknameOverDate(heading, (name) => TEAM_NAME.test(name));
    const besidePhoto = nameBesidePhoto(heading, (name) => namesTheSite(name, siteName, pageUrl));
    const sender = mailSender(heading);
    const fallbackTitle = textOf(document.querySelector("h1")) || textOf(document.querySelector("title"));
    const declaredType = pageTypeOf(document);
    const player = Boolean(document.querySelector(PLAYER));
    const live = (!declaredType || declaredType === "video") && isLiveStreamRoom(document, player);
    // (a page made for one video: its data names the heading as the video's; its text is read below)
    const saysVideo = /^video\./i.test(metaContent(document, "og:type") ?? "");
    const namedVideo =
      !live &&
      (!declaredType || declaredType === "video") &&
      dataNamesVideo(document, headingText || fallbackTitle, pageUrl, saysVideo);
    // (a page that says it is a video and holds no article's prose is the video's page, however many comments under it;
    // a page of many videos, a playlist, says so and links to each: one walk of the page for both)
    const walk =
      !live && !isArticlePage(document) && (!declaredType || declaredType === "video") ? walkPage(document) : undefined;
    const videoWithComments = namedVideo && saysVideo && walk !== undefined && !walk.prose;
    const videoList = !namedVideo && walk !== undefined && listsVideos(document, pageUrl, walk);
    // A clip's page with comments, counts and a feed around its player: no heading and no paragraph of prose.
    const clipWithoutProse = player && !document.querySelector("h1") && !hasProseParagraph(document);
    // (a story's teasers of other stories, each with its date and time, beside a comment box's "sign in now", make no
    // list of events: a page that says it is an article is read as one, as readWebPage reads it)
    const event = declaredType || isArticlePage(document) ? undefined : eventKindOf(document);

    removeHiddenElements(document);
    removeRubyReadings(document);
    // Before Readability: it may keep an appeal's words and drop its short line with the link.
    if (document.body) for (const box of appealBoxes(document.body)) box.remove();
    // Before the lead is read: a card inside the lead's sentence would come with it. The same walk counts the prose and
    // the text the dialog rule weighs (neither the lead nor the grouping of wide blocks changes an element's text).
    const pageProse = document.body ? proseUnder(document.body, true) : undefined;
    const lead = articleLead(document, heading, description);
    groupWideBlocks(document);
    if (document.body && pageProse) for (const box of dialogBoxes(document.body, pageProse)) box.remove();
    if (heading) for (const story of appendedStories(document, heading)) story.remove();
    // (a portal's list of other stories, their leads as long as paragraphs: before the prose is weighed, so that
    // neither Readability nor the densest block takes the list for the article)
    // (and a photo's caption as the page writes it, a paragraph of its own under the picture: Readability makes
    // paragraphs of a page's loose lines too, and a line under a picture there is the text's own)
    if (document.body) {
      const elements = elementsUnder(document.body);
      for (const list of elements.filter(isHeadedTeaserList)) removeWithHeading(list);
      for (const caption of elements.filter(isBareCaption)) caption.remove();
    }
    const bodyProse = document.body ? proseUnder(document.body) : undefined;
    const pageParagraphs = bodyProse ? paragraphsOf(document, bodyProse) : [];
    const ownParagraphs = pageParagraphs.map((paragraph) => paragraph.text).join("\n");
    // The densest block of prose, copied before Readability rewrites the page.
    const dense = document.body && bodyProse ? densestProseBlock(document.body, bodyProse) : undefined;
    const denseProse =
      !dense || !bodyProse ? 0 : dense === document.body ? bodyProse.total : (bodyProse.counts.get(dense) ?? 0);
    const denseCopy = dense && denseProse >= DENSE_PROSE ? (dense.cloneNode(true) as Element) : undefined;
    const article = new TreeWalkingReadability(document, { charThreshold: 200, keepClasses: true }).parse();
    let text = "";
    if (article?.content) {
      const container = document.createElement("div");
      container.innerHTML = article.content;
      text = cleanTextOf(container, true);
    }
    // Readability settled on a short block (an about box, a consent note) of a page whose own paragraphs say far more.
    if (text.length < SHORT_TEXT && ownParagraphs.length >= 3 * Math.max(text.length, 200)) text = ownParagraphs;
    if (!text) text = blockTextOf(document.body);
    // Readability settled on a block of little prose (a list of signatories, a table of members of parliament, a
    // forum's sidebar) beside a block that holds three times more: that block is the article.
    const readabilityProse = proseOfText(text);
    if (denseCopy && DENSE_OVER_READABILITY * readabilityProse < denseProse) text = cleanTextOf(denseCopy);
    // An article split into parts (one block per section of a page builder): Readability keeps one part, the
    // densest block holds them all.
    else if (denseCopy && SPLIT_OVER_READABILITY * readabilityProse <= denseProse)
      text = withSplitParts(text, cleanTextOf(denseCopy));
    // A page that writes its article by script: the data's body is the text where the page's own holds a fraction of it.
    if (dataBody.length >= DATA_BODY && dataBody.length >= DATA_BODY_OVER_TEXT * text.length) text = dataBody;
    // The article's first paragraphs in a block of their own before the part Readability kept (a story cut in two by
    // an ad's row): paragraphs of the same kind right before its first.
    text = withEarlierParts(text, pageParagraphs);
    // The lead under the heading is the article's first words, when Readability left it out with the article's header.
    if (lead && !text.replace(/\s+/g, " ").includes(lead)) text = `${lead}\n${text}`;
    text = withoutFurniture(text);
    const pageType = live
      ? "live"
      : videoWithComments || (namedVideo && ownTextLength(text) < DESCRIPTION_OF_A_VIDEO)
        ? "video-page"
        : videoList
          ? "videos"
          : (declaredType ?? (player && (clipWithoutProse || isClipText(text)) ? "video" : event));
    const title = headingText || (metaTitle ?? normalizeText(article?.title) ?? fallbackTitle);
    // A byline that is only a date ("Wednesday, 26 February 2025" in a dateline) or a writer's box's heading ("About The
    // Author") names no writer.
    const readBy = normalizeText(article?.byline);
    // (Readability's byline may be the site's name too, from the page's meta)
    const readBySite =
      readBy &&
      (namesTheSite(readBy, siteName, pageUrl) ||
        holdsTheCopyright(publishers, readBy) ||
        readBy === siteAuthor ||
        namesAnOrganisation(readBy, dataAuthorType(readBy, dataRecords)))
        ? readBy
        : undefined;
    const byline =
      writerOverEditor ??
      author ??
      linkedAuthor ??
      (markedBylineName(readBy) ||
        (readBy &&
        !isDateLine(readBy) &&
        !isWriterBoxHeading(readBy) &&
        !isEditorCreditLine(readBy) &&
        readBy !== siteMaker &&
        !readBySite
          ? readBy
          : "") ||
        nameBeforeDate(readBy) ||
        authorOfPage ||
        bylineLine ||
        besidePhoto ||
        sender ||
        signOffName(text) ||
        datelineReporters(text) ||
        nickname ||
        (siteAuthor || readBySite ? shownOverDate : undefined) ||
        siteAuthor ||
        readBySite);
    const published = publishedAt ?? (normalizeText(article?.publishedTime) || undefined);
    // The page's summary, unless the text says it (the lead it shows under the heading): no sentence reaches the model
    // twice.
    // Readability's summary is its block's first paragraph: a caption's line there ("Stocks fall on Friday. (AP)", "Cars
    // parked in the wood") is a picture's words, no summary.
    const firstParagraph = normalizeText(article?.excerpt);
    const summary =
      description ??
      (firstParagraph && !isCaptionLine(firstParagraph) && withoutFurniture(firstParagraph)
        ? firstParagraph
        : undefined);
    const excerpt = summary && !textSays(text, summary) ? summary : undefined;
    const site = siteName ?? (normalizeText(article?.siteName) || undefined);
    return {
      url: pageUrl,
      title: title || fallbackTitle || pageUrl,
      ...(pageType ? { pageType } : {}),
      ...(site ? { siteName: site } : {}),
      ...(byline ? { byline } : {}),
      ...(published ? { publishedAt: published } : {}),
      ...(excerpt ? { excerpt } : {}),
      text,
      ...(imageUrl ? { imageUrl } : {}),
    };
  }
}
