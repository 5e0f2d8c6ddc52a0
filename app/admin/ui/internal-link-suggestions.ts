// The editor's internal link suggestions over its HTML: for each related article the text does not link to yet,
// the first place a phrase naming it stands in the text (link-places.ts), outside links, headings, code and boxes;
// and accepting one, which wraps those words in a link to the article at that place.
import type { TRelatedArticle } from "./admin-responses";
import { findLinkPlace, linkPhrases, phrasePattern } from "./link-places";

export interface TLinkSuggestion {
  article: TRelatedArticle;
  /** The sentence where the link would go, as the text writes it. */
  sentence: string;
  /** The words that would become the link, and where they start in the sentence. */
  anchor: string;
  anchorStart: number;
}

// Text in these is never linked: it is a link already, a heading, code, a box or an inserted element.
const NOT_LINKABLE = "a, h1, h2, h3, h4, h5, h6, code, pre, figure, button, aside, table, div[class], div[style]";

function parseBody(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html").body;
}

function linkableTextNodes(body: HTMLElement): Text[] {
  const nodes: Text[] = [];
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text.data.trim() !== "" && !text.parentElement?.closest(NOT_LINKABLE)) nodes.push(text);
  }
  return nodes;
}

/** The site paths the body already links to (relative or absolute on this origin). */
function linkedPaths(body: HTMLElement): Set<string> {
  const paths = new Set<string>();
  for (const anchor of body.querySelectorAll("a[href]")) {
    const href = anchor.getAttribute("href") ?? "";
    if (!URL.canParse(href, window.location.origin)) continue;
    const url = new URL(href, window.location.origin);
    if (url.origin === window.location.origin) paths.add(url.pathname.replace(/\/+$/, ""));
  }
  return paths;
}

/** A suggestion per related article the text names but does not link to yet, in the order given. */
export function suggestInternalLinks(html: string, related: readonly TRelatedArticle[]): TLinkSuggestion[] {
  const body = parseBody(html);
  const nodes = linkableTextNodes(body);
  const linked = linkedPaths(body);
  const suggestions: TLinkSuggestion[] = [];
  for (const article of related) {
    if (linked.has(article.path)) continue;
    const pattern = phrasePattern(linkPhrases(article.title));
    if (!pattern) continue;
    for (const node of nodes) {
      const place = findLinkPlace(node.data, pattern);
      if (!place) continue;
      suggestions.push({ article, sentence: place.sentence, anchor: place.anchor, anchorStart: place.anchorStart });
      break;
    }
  }
  return suggestions;
}

/**
 * The HTML with the suggestion's words linked to its article, at the sentence it named; null when that sentence
 * is no longer in the text as it was (edited since), so nothing is linked in the wrong place.
 */
export function insertInternalLink(html: string, suggestion: TLinkSuggestion): string | null {
  const body = parseBody(html);
  for (const node of linkableTextNodes(body)) {
    const at = node.data.indexOf(suggestion.sentence);
    if (at === -1) continue;
    const start = at + suggestion.anchorStart;
    if (node.data.slice(start, start + suggestion.anchor.length) !== suggestion.anchor) continue;
    const range = body.ownerDocument.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + suggestion.anchor.length);
    const link = body.ownerDocument.createElement("a");
    link.setAttribute("href", suggestion.article.path);
    range.surroundContents(link);
    return body.innerHTML;
  }
  return null;
}
