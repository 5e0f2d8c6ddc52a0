// Splits a rendered article body into its first paragraph and the rest, so the page can put the opening sentence
// right under the headline. One indexOf scan: linear on any input.
export interface TLeadSplit {
  lead: string;
  rest: string;
}

export function splitLeadParagraph(html: string): TLeadSplit {
  const start = html.length - html.trimStart().length;
  // Only a body that opens with a paragraph has a lead; `<p>` or `<p class=...>`, never `<pre>`.
  const opensWithParagraph = html.startsWith("<p>", start) || html.startsWith("<p ", start);
  if (!opensWithParagraph) return { lead: "", rest: html };
  const close = html.indexOf("</p>", start);
  if (close === -1) return { lead: "", rest: html };
  const end = close + "</p>".length;
  return { lead: html.slice(start, end), rest: html.slice(end) };
}
