// Marks the fact check's unsupported figures and claims in the editor's own text, without touching the content:
// CSS Custom Highlights over ranges of the rich-text editor's document, so nothing is saved with the article.
export const CLAIM_HIGHLIGHT = "unsupported-claim";

/** The rule the editor's content style needs for the marks to show. */
export const CLAIM_HIGHLIGHT_STYLE = ` ::highlight(${CLAIM_HIGHLIGHT}) { background-color: #fcd34d; color: #18181b; }`;

type THighlightWindow = Window & {
  Highlight?: new (...ranges: Range[]) => unknown;
  CSS?: { highlights?: Map<string, unknown> };
};

/**
 * Marks every occurrence of the figures (case-insensitively) in the document's text and answers how many; a figure
 * split across formatting (a bold number before its unit) is not found. Without the Highlight API nothing is marked.
 */
export function highlightClaims(doc: Document, figures: readonly string[]): number {
  const view = doc.defaultView as THighlightWindow | null;
  const registry = view?.CSS?.highlights;
  if (!view?.Highlight || !registry) return 0;
  const wanted = [...new Set(figures.map((figure) => figure.toLowerCase()).filter((figure) => figure !== ""))];
  const ranges: Range[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.nodeValue ?? "").toLowerCase();
    for (const figure of wanted) {
      for (let at = text.indexOf(figure); at !== -1; at = text.indexOf(figure, at + figure.length)) {
        const range = doc.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + figure.length);
        ranges.push(range);
      }
    }
  }
  registry.set(CLAIM_HIGHLIGHT, new view.Highlight(...ranges));
  return ranges.length;
}
