// A portal's list of other stories below the text ("Others are also reading", "其他人也在看"): each item a story's
// linked headline with a short line of its source and its age or date ("AFP · 2 days ago", "法新社 · 2 天前") and
// often a lead as long as a paragraph. A person reads the list as other stories, in any language; its leads are not
// the article's sentences.
import { shortTextOf } from "./article-heading";
import { childElementsOf, elementsUnder } from "./html-document.server";

// Items looked at in a list, elements looked at in an item, nodes of an element read for its own words, and the
// longest headline and source line read: bounded work on a list of any size or depth.
const ITEMS_READ = 40;
const ELEMENTS_OF_AN_ITEM = 30;
const OWN_NODES = 10;
const HEADLINE = 300;
const SOURCE_LINE = 60;
const HEADING = /^h[2-6]$/;

/** An element's own words (its text nodes, the first few), when short and holding a letter and a number. */
function isNumberedLine(element: Element): boolean {
  let text = "";
  let read = 0;
  for (let node = element.firstChild; node && read < OWN_NODES; node = node.nextSibling, read++)
    if (node.nodeType === 3 /* TEXT_NODE */) text += (node.nodeValue ?? "").slice(0, 2 * SOURCE_LINE);
  const line = text.trim();
  return line.length > 0 && line.length <= SOURCE_LINE && /\p{L}/u.test(line) && /\d/.test(line);
}

/**
 * A list item that is a story's teaser: a heading whose words are all a link's (the story's headline), and outside
 * it a short line with a number (its source and age, "Reuters · 3 hours ago", or its date).
 */
function isHeadedTeaser(item: Element): boolean {
  const elements = elementsUnder(item, ELEMENTS_OF_AN_ITEM);
  const heading = elements.find((element) => HEADING.test(element.localName));
  if (!heading) return false;
  const headline = shortTextOf(heading, HEADLINE);
  const link = elements.find((element) => element.localName === "a" && heading.contains(element));
  if (!headline || !link || shortTextOf(link, HEADLINE) !== headline) return false;
  return elements.some((element) => !heading.contains(element) && isNumberedLine(element));
}

/**
 * A list of other stories: two items or more, at least half of its items headed teasers (the others, an ad's items
 * between them, say nothing of the article either).
 */
export function isHeadedTeaserList(element: Element): boolean {
  if (element.localName !== "ul" && element.localName !== "ol") return false;
  const items = childElementsOf(element)
    .filter((child) => child.localName === "li")
    .slice(0, ITEMS_READ);
  let teasers = 0;
  for (const item of items) if (isHeadedTeaser(item)) teasers++;
  return teasers >= 2 && 2 * teasers >= items.length;
}
