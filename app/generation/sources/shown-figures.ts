// Whether a page shows a figure anywhere in its text: a data price a person never sees on the page ("526.5" where the
// buy box shows "499,45 TL", a campaign price the data does not know) is no price a person pays.

const TEXT_READ = 500_000;
const NOT_SHOWN = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);
// A figure of the text: digits with their separators ("1.299,00", "499,45", "526.5").
const FIGURE = /\d[\d.,]*/g;

/** A figure's amount, its last separator read as the decimal mark when one or two digits follow it ("499,45" →
 * 499.45, "1.299" → 1299, "1,299.00" → 1299). */
export function figureAmount(figure: string): number {
  let end = figure.length;
  while (end > 0 && (figure[end - 1] === "." || figure[end - 1] === ",")) end -= 1;
  const trimmed = figure.slice(0, end);
  // (the decimal mark and its digits, if any, are the last four characters)
  const from = Math.max(0, trimmed.length - 4);
  const decimal = /[.,](\d{1,2})$/.exec(trimmed.slice(from));
  const whole = (decimal ? trimmed.slice(0, from + decimal.index) : trimmed).replace(/\D/g, "");
  return Number(`${whole || "0"}.${decimal?.[1] ?? "0"}`);
}

/** Whether the page's text (its scripts and styles left out) shows the amount of a price, in any writing of it. */
export function pageShowsAmount(document: Document, price: string): boolean {
  const first = /\d[\d.,]*/.exec(price.slice(0, 60))?.[0];
  if (!first) return true;
  const amount = figureAmount(first);
  const walker = document.createTreeWalker(document.body ?? document, 4 /* NodeFilter.SHOW_TEXT */);
  let read = 0;
  for (let node = walker.nextNode(); node && read < TEXT_READ; node = walker.nextNode()) {
    if (NOT_SHOWN.has(node.parentElement?.tagName ?? "")) continue;
    const text = node.nodeValue ?? "";
    read += text.length;
    for (const match of text.slice(0, TEXT_READ).matchAll(FIGURE)) {
      if (figureAmount(match[0]) === amount) return true;
    }
  }
  // (a page cut short by the cap is taken to show it: the data's price stands)
  return read >= TEXT_READ;
}
