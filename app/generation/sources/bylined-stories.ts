// A section's stream of stories or posts read as if it were a thread (a tag's page of headlines, a humour site's
// stream of captioned pictures): many items, each with a headline (or caption) of its own that links to the item's own
// page and a byline ("By Ernesto", "By cartaig"), are a list of stories, not a thread's posts. A thread's posts carry
// their writers' names but no headline each linking away (a forum post's subject links into the page itself: "#p123").
// Asked only where the thread reader found a thread (read-page-content.server.ts).
import { elementsUnder, leadingTextOf, normalizeText } from "./html-document.server";
import { linksIntoPage, type TPageWalk } from "./wrong-kind-page";

// "By NAME" in the languages sites write it in, on a short line of its own.
const BYLINE = /^(?:by|von|par|por|di|door|av|af|przez|от)\s+[\p{L}\p{N}_@]/iu;
const BYLINE_TEXT = 60;
// An item is its headline's nearest block holding no other headline, a few levels up.
const ITEM_LEVELS = 6;
const ITEM_ELEMENTS = 400;
const HEADLINES_READ = 300;
const STORIES_OF_A_STREAM = 4;
// The elements read as page furniture (a headline there is a menu's or a sidebar's).
const NOT_CONTENT = "nav, footer, aside, [role=navigation], [role=contentinfo]";

/** The address a headline links to (its own link or the link around it), when it leads to a page of its own: not the
 * page itself and not into it (its fragment, another query of its path, a path under its own). */
function headlineTarget(heading: Element, page: URL): string | undefined {
  const href = (heading.closest("a[href]") ?? heading.querySelector("a[href]"))?.getAttribute("href");
  if (!href || !URL.canParse(href, page)) return undefined;
  const target = new URL(href, page);
  const address = `${target.origin}${target.pathname}${target.search}`;
  return linksIntoPage(target, page) || address === `${page.origin}${page.pathname}${page.search}`
    ? undefined
    : address;
}

/** Whether an item shows a byline: a short element of its own text that reads "By NAME". */
function showsByline(item: Element): boolean {
  for (const element of elementsUnder(item, ITEM_ELEMENTS)) {
    if (/^(?:script|style|a)$/.test(element.localName)) continue;
    const text = normalizeText(leadingTextOf(element, BYLINE_TEXT + 1));
    if (text.length <= BYLINE_TEXT && BYLINE.test(text)) return true;
  }
  return false;
}

/** A stream of stories (see the module's head): four items or more, each a block holding one headline (h1 to h4, in
 * the page's content) that links to a page of its own, other than every other item's, and a byline. */
export function listsBylinedStories(pageUrl: string, walk: TPageWalk): boolean {
  if (!URL.canParse(pageUrl)) return false;
  const page = new URL(pageUrl);
  const headlines: Array<{ heading: Element; target: string }> = [];
  for (const element of walk.elements) {
    if (!/^h[1-4]$/.test(element.localName) || element.closest(NOT_CONTENT)) continue;
    const target = headlineTarget(element, page);
    if (target) headlines.push({ heading: element, target });
    if (headlines.length >= HEADLINES_READ) break;
  }
  // (each block's count of headlines, climbing a few levels from each: an item holds one)
  const counts = new Map<Element, number>();
  for (const { heading } of headlines) {
    let block = heading.parentElement;
    for (let level = 0; block && level < ITEM_LEVELS; level++, block = block.parentElement)
      counts.set(block, (counts.get(block) ?? 0) + 1);
  }
  const stories = new Set<string>();
  for (const { heading, target } of headlines) {
    let item: Element | undefined;
    let block = heading.parentElement;
    for (let level = 0; block && level < ITEM_LEVELS && counts.get(block) === 1; level++, block = block.parentElement)
      item = block;
    if (item && !stories.has(target) && showsByline(item)) stories.add(target);
    if (stories.size >= STORIES_OF_A_STREAM) return true;
  }
  return false;
}
