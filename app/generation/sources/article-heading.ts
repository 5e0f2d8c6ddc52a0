// The article's heading as a person reads it on the page, and the short lines shown right under it (the byline and
// its date). A page's share title (og:title) is written for social cards and may be another editorial title or
// punctuated otherwise; the visible heading is the one the reader sees, when the page's own titles confirm it is the
// article's (not the site's logo, a section name or a breadcrumb line).
import { elementsUnder, isHiddenElement } from "./html-document.server";

// Blocks whose heading is not the article's: navigation, footers, asides, links (a logo), forms, and blocks a class
// names as breadcrumbs, comments, sidebars or related stories ("breadcrumbs", "c-sidebar", "vhb-breadcrumb"), not
// a layout that has one ("panel-two-col-sidebar-right", "has-sidebar").
const NOT_THE_ARTICLE_TAGS = new Set(["nav", "footer", "aside", "a", "form"]);
const NOT_THE_ARTICLE_CLASS =
  /(?:^|\s)(?!(?:has|with|no)[-_])(?:[a-z]{1,4}[-_])?(?:breadcrumb|comment|sidebar|related)/i;
const HEADING_CHARACTERS = 250;
// Headings looked at, at most: each costs a climb through its ancestors.
const HEADINGS_READ = 50;

const NODES_OF_A_LINE = 100;

/** An element's text when it is short (at most `max` characters from 100 nodes), else undefined: bounded work on an
 * element of any size. */
export function shortTextOf(element: Element, max: number): string | undefined {
  const walker = element.ownerDocument.createTreeWalker(element, 5 /* NodeFilter.SHOW_ELEMENT | SHOW_TEXT */);
  let text = "";
  let nodes = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 3) text += (node.nodeValue ?? "").slice(0, 4 * max);
    // (a line break between two lines of a short block: "6/1/2020<br>09:00 AM" reads as two words, not "202009:00")
    else if ((node as Element).localName === "br") text += " ";
    if (++nodes > NODES_OF_A_LINE || text.length > 4 * max) return undefined;
  }
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : undefined;
}

/** The words of a text, without case and accents. */
function wordsOf(text: string): Set<string> {
  const folded = text
    .slice(0, 1_000)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  return new Set(folded.match(/[\p{L}\p{N}]+/gu) ?? []);
}

/**
 * Whether a heading tells the same story as one of the page's own titles: its words (those of the site's name left
 * out) are the title's, or at least three of them and three fifths of the shorter are shared.
 */
function agrees(heading: string, title: string, siteWords: ReadonlySet<string>, inArticle: boolean): boolean {
  const own = [...wordsOf(heading)].filter((word) => !siteWords.has(word));
  const titleWords = [...wordsOf(title)].filter((word) => !siteWords.has(word));
  if (own.length === 0 || titleWords.length === 0) return false;
  const titleSet = new Set(titleWords);
  const shared = own.filter((word) => titleSet.has(word)).length;
  if (shared === own.length && shared === titleWords.length) return true;
  // (a heading inside the page's `<article>` that rewords a short title: "Die Ablehnung von “Gendersprache” – medial
  // produziert" for "Die Ablehnung der Gendersprache", two words of four shared once the blog's name is left out)
  if (inArticle && shared >= 2 && shared >= 0.5 * Math.min(own.length, titleWords.length)) return true;
  return shared >= 3 && shared >= 0.6 * Math.min(own.length, titleWords.length);
}

// What parts a title: "Story – Blog name", "Story | Site", "Story » Blog Archive".
const TITLE_SEPARATOR = / [|–—»·:-]{1,2} /;
const NAME_WORDS = 5;

/** The short last part of a title after its separator ("… – DOBSZAYs Ansichten und Einsichten"): the site's name. */
function trailingName(title: string): string | undefined {
  const parts = title.slice(0, 1_000).split(TITLE_SEPARATOR);
  const last = parts.at(-1);
  return parts.length >= 2 && last && last.split(" ").length <= NAME_WORDS ? last : undefined;
}

/**
 * Whether an element sits in a block whose heading is not the article's, up to the article or main block around it
 * (a few levels up at most; the body's classes describe the whole page, "single-post comments-open").
 */
function isOutsideTheArticle(element: Element): boolean {
  let levels = 0;
  for (let node: Element | null = element.parentElement; node && levels < 30; node = node.parentElement, levels++) {
    if (node.localName === "body" || node.localName === "article" || node.localName === "main") return false;
    if (NOT_THE_ARTICLE_TAGS.has(node.localName)) return true;
    if (NOT_THE_ARTICLE_CLASS.test(`${node.getAttribute("class") ?? ""} ${node.id}`.slice(0, 300))) return true;
  }
  return false;
}

/**
 * The article's visible heading: the first `<h1>` or element marked as the headline (`itemprop="headline"`) that is
 * shown, outside navigation, logos, breadcrumbs, comments and sidebars, and agrees with one of the page's own titles
 * (Open Graph, Twitter, JSON-LD, the document's title) by its words, the site's name left out (the names given, and a
 * title's short last part after a separator: a blog's name as the heading agrees with no story). Undefined when none
 * does: the page's titles are then the best word for the article.
 */
export function articleHeading(
  document: Document,
  titles: ReadonlyArray<string | undefined>,
  siteNames: ReadonlyArray<string | undefined>,
): Element | undefined {
  const declared = titles.filter((title): title is string => Boolean(title));
  if (declared.length === 0) return undefined;
  const siteWords = new Set([...siteNames, ...declared.map(trailingName)].flatMap((name) => [...wordsOf(name ?? "")]));
  const headings = elementsUnder(document).filter(
    (element) =>
      element.localName === "h1" ||
      (element.getAttribute("itemprop") === "headline" && element.localName !== "meta" && element.localName !== "link"),
  );
  const isTheArticles = (element: Element, inArticle: boolean) => {
    const text = shortTextOf(element, HEADING_CHARACTERS);
    if (!text) return false;
    if (!declared.some((title) => agrees(text, title, siteWords, inArticle))) return false;
    return !isOutsideTheArticle(element) && !isHiddenElement(element);
  };
  return (
    headings.slice(0, HEADINGS_READ).find((element) => isTheArticles(element, element.closest("article") !== null)) ??
    articlesOwnHeading(document, isTheArticles)
  );
}

/**
 * Where no main heading is the article's (the page's `<h1>` is its logo, or the last item of the section bar in its
 * navigation, a short title), the article's own heading: the first `<h2>` or `<h3>` inside the page's `<article>`,
 * when it agrees with one of the page's titles ("Einsatz in Bremervörde: Polizei plant …" over the bar's "Fall Arian:
 * Polizei in Bremervörde plant …").
 */
function articlesOwnHeading(
  document: Document,
  isTheArticles: (element: Element, inArticle: boolean) => boolean,
): Element | undefined {
  const article = document.querySelector("article");
  const heading = article?.querySelector("h2, h3");
  return heading && isTheArticles(heading, true) ? heading : undefined;
}

// The lines under a heading that make its byline: short texts, a few of them, before the article's paragraphs.
const LINES_UNDER = 12;
const NODES_WALKED = 200;
const LINE_CHARACTERS = 100;

const CAPTION_CLASS = /caption|credit/i;
const UPDATE_MARK = /updated|modified/i;

/**
 * Whether a text's element is no line of the byline's publication: a figure or a caption (a photo's date, a few
 * levels up), or an element its class or property names as the last update ("updated", "dateModified").
 */
function isPassedOver(element: Element): boolean {
  if (
    UPDATE_MARK.test(`${element.getAttribute("class") ?? ""} ${element.getAttribute("itemprop") ?? ""}`.slice(0, 300))
  )
    return true;
  let node: Element | null = element;
  for (let levels = 0; node && levels < 8; node = node.parentElement, levels++) {
    if (node.localName === "figure" || node.localName === "figcaption") return true;
    if (CAPTION_CLASS.test((node.getAttribute("class") ?? "").slice(0, 300))) return true;
  }
  return false;
}

/**
 * The short lines shown right under the article's heading (the byline, its date, the section), in page order: the
 * text of each text node's element when that is short (a date split over elements), else the node's own text when
 * short; long texts (the standfirst, the article's paragraphs), figures, captions and update dates are passed over. Stops at the next heading. Bounded:
 * at most 12 lines from 200 nodes.
 */
export function linesUnderHeading(heading: Element): string[] {
  const document = heading.ownerDocument;
  const walker = document.createTreeWalker(document.body ?? document, 4 /* NodeFilter.SHOW_TEXT */);
  walker.currentNode = heading;
  const lines: string[] = [];
  for (let walked = 0, node = walker.nextNode(); node && walked < NODES_WALKED; walked++, node = walker.nextNode()) {
    if (heading.contains(node)) continue;
    const parent = node.parentElement;
    if (!parent) continue;
    if (/^h[1-3]$/.test(parent.localName)) break;
    if (isPassedOver(parent)) continue;
    const own = (node.nodeValue ?? "")
      .slice(0, 4 * LINE_CHARACTERS)
      .replace(/\s+/g, " ")
      .trim();
    if (!own) continue;
    const line = shortTextOf(parent, LINE_CHARACTERS) ?? (own.length <= LINE_CHARACTERS ? own : "");
    if (line && lines.at(-1) !== line) lines.push(line);
    if (lines.length >= LINES_UNDER) break;
  }
  return lines;
}

// A site's bars around the page (its menu, its header with today's date, its footer), not the article's lines.
const PAGE_BARS = "nav, header, footer, aside";

/**
 * The short lines shown right above the article's heading, nearest first: a column beside the story that shows its
 * date and writer before the heading comes ("6/1/2020 09:00 AM" over the writer's box). As linesUnderHeading reads
 * them, backwards; the page's menu, header, footer and asides are passed over (a header that holds the heading is the
 * article's). Stops at the heading before. Bounded: at most 12 lines from 200 nodes.
 */
export function linesAboveHeading(heading: Element): string[] {
  const document = heading.ownerDocument;
  const walker = document.createTreeWalker(document.body ?? document, 4 /* NodeFilter.SHOW_TEXT */);
  walker.currentNode = heading;
  const lines: string[] = [];
  for (let walked = 0, node = walker.previousNode(); node && walked < NODES_WALKED; walked++) {
    const parent = node.parentElement;
    node = walker.previousNode();
    if (!parent || parent.contains(heading)) continue;
    if (/^h[1-3]$/.test(parent.localName)) break;
    const bar = parent.closest(PAGE_BARS);
    if ((bar && !bar.contains(heading)) || isPassedOver(parent)) continue;
    const line = shortTextOf(parent, LINE_CHARACTERS);
    if (line && lines.at(-1) !== line) lines.push(line);
    if (lines.length >= LINES_UNDER) break;
  }
  return lines;
}
