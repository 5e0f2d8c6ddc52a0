// A classifieds ad for one item (a used car, a phone a person sells): no buy button and no product data, but the
// item's name in a heading the page's title opens with, one price shown after it, and a table of "Label: | value"
// rows that describes the item. A classifieds category shows many prices and no such table.
import {
  childElementsOf,
  elementsUnder,
  isHiddenElement,
  leadingTextOf,
  normalizeText,
  spacedTextOf,
} from "./html-document.server";

export interface TClassifiedAd {
  name: string;
  price: string;
}

const HEADINGS_READ = 50;
const NAME_CHARACTERS = 200;
const ELEMENTS_READ = 20_000;
const PRICE_CHARACTERS = 40;
const LABEL_CHARACTERS = 40;
// The rows of one table that make the item's description: five labelled rows at least ("Starost:", "Gorivo:", …).
const LABELLED_ROWS = 5;
const NOT_THE_ADS = "nav, header, footer, aside, a, form, [class*=related i], [class*=recommend i]";
// The title's first part, before the site's name: "Audi Q5 :: Example Ads ::", "Nokia 3310 | Classifieds".
const TITLE_PARTS = /\s+(?:::|[|–—·-])(?:\s+|$)/;

const found = new WeakMap<Document, TClassifiedAd | undefined>();

/** The ad's name and price, where the page is one item's classifieds ad (see the module's note); undefined else. */
export function classifiedAd(
  document: Document,
  priceOf: (text: string) => string | undefined,
): TClassifiedAd | undefined {
  // (asked for by the page's kind, its name and its price: one walk a document)
  if (!found.has(document)) found.set(document, findClassifiedAd(document, priceOf));
  return found.get(document);
}

/** A table row's label, where its first cell is a short label ending in a colon and its second cell says something. */
function isLabelledRow(row: Element): boolean {
  const [label, value] = childElementsOf(row).filter((cell) => cell.localName === "td" || cell.localName === "th");
  if (!label || !value) return false;
  const text = leadingTextOf(label, LABEL_CHARACTERS + 1);
  return text.length <= LABEL_CHARACTERS && /^\p{L}.*:$/u.test(text) && leadingTextOf(value, 20) !== "";
}

function findClassifiedAd(
  document: Document,
  priceOf: (text: string) => string | undefined,
): TClassifiedAd | undefined {
  const body = document.body;
  const lead = normalizeText(document.title.slice(0, 300)).split(TITLE_PARTS, 1)[0]?.toLowerCase() ?? "";
  if (!body || lead.length < 3) return undefined;
  const heading = [...document.querySelectorAll("h1, h2, h3")].slice(0, HEADINGS_READ).find(
    (element) =>
      !element.closest(NOT_THE_ADS) &&
      leadingTextOf(element, NAME_CHARACTERS + 1)
        .toLowerCase()
        .startsWith(lead) &&
      !isHiddenElement(element),
  );
  const name = heading ? normalizeText(spacedTextOf(heading)) : "";
  if (!heading || name.length > NAME_CHARACTERS) return undefined;
  // (after the heading: the prices shown, each a short text of its own, up to the table that describes the item)
  const prices = new Map<string, string>();
  const rows = new Map<Element, number>();
  let after = false;
  for (const element of elementsUnder(body, ELEMENTS_READ)) {
    // (the elements in page order: those from the heading on)
    after ||= element === heading;
    if (!after) continue;
    if (element.localName === "tr") {
      const table = element.closest("table");
      if (!table || !isLabelledRow(element)) continue;
      rows.set(table, (rows.get(table) ?? 0) + 1);
      if (rows.get(table)! < LABELLED_ROWS) continue;
      // (one price, shown as many times as the page likes: a second figure is another item's or a list's)
      const [price] = prices.values();
      return price && prices.size === 1 ? { name, price } : undefined;
    }
    if (element.firstElementChild) continue;
    const text = leadingTextOf(element, PRICE_CHARACTERS + 1);
    const price = text.length <= PRICE_CHARACTERS && /\d/.test(text) ? priceOf(text) : undefined;
    if (!price || element.closest(NOT_THE_ADS) || isHiddenElement(element)) continue;
    prices.set(price.replace(/\D/g, ""), price);
  }
  return undefined;
}
