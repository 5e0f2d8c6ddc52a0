// A product's specifications as any shop shows them: two-cell table rows, definition lists (dt/dd) and
// "Key: value" list items, outside navigation, footers and cookie notices. Read in page order, each name once.
import { normalizeText, spacedTextOf } from "./html-document.server";
import type { TFactSource } from "./structured-product.server";

export interface TProductSpec {
  name: string;
  value: string;
  from: TFactSource;
}

const MAX_SPECS = 30;
const MAX_NAME = 60;
const MAX_VALUE = 240;
// Blocks whose rows are not the product's: site furniture, cookie and consent tables, reviews, instalment plans.
const NOT_SPECS =
  "nav, header, footer, aside, form, dialog, [role=dialog], [role=navigation], [class*=cookie i], [id*=cookie i], [class*=consent i], [id*=consent i], [class*=gdpr i], [class*=review i], [id*=review i], [class*=cart i], [class*=installment i], [class*=cuota i]";
// Names that are no specification: prices, ratings and stock are read elsewhere, contact lines are the shop's.
const NOT_A_SPEC_NAME =
  /^(price|prix|preis|precio|prezzo|preço|cena|цена|rrp|you save|total|subtotal|quantity|qty|tel|phone|e-?mail|fax|rating|customer reviews|shipping|delivery|versand|livraison|envío)\b|^[_#$]|^\d+ (stars?|sterne|étoiles)/i;

function clean(text: string): string {
  return normalizeText(text.replace(/[\u200e\u200f\u202a-\u202e]/g, "")).replace(/\s*:$/, "");
}

function usable(name: string, value: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_NAME &&
    value.length > 0 &&
    value.length <= MAX_VALUE &&
    name !== value &&
    !NOT_A_SPEC_NAME.test(name) &&
    !/https?:\/\//.test(name)
  );
}

function tableRows(document: Document): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const row of document.querySelectorAll("tr")) {
    const cells = [...row.children].filter((cell) => cell.tagName === "TH" || cell.tagName === "TD");
    // Two cells, or two name-value pairs side by side ("Brand: | Duracell | MPN: | CR2032").
    if ((cells.length !== 2 && cells.length !== 4) || row.closest(NOT_SPECS)) continue;
    // A row of headings is a table's header, not a specification.
    if (cells.every((cell) => cell.tagName === "TH")) continue;
    // Four cells are two pairs only when each name ends with a colon, as such layouts write them.
    const texts = cells.map((cell) => normalizeText(spacedTextOf(cell)));
    if (cells.length === 4 && !(texts[0]!.endsWith(":") && texts[2]!.endsWith(":"))) continue;
    for (let index = 0; index < cells.length; index += 2) pairs.push([clean(texts[index]!), clean(texts[index + 1]!)]);
  }
  return pairs;
}

function definitionLists(document: Document): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const term of document.querySelectorAll("dt")) {
    const value = term.nextElementSibling;
    if (value?.tagName !== "DD" || term.closest(NOT_SPECS)) continue;
    pairs.push([clean(spacedTextOf(term)), clean(spacedTextOf(value))]);
  }
  return pairs;
}

function keyValueItems(document: Document): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const item of document.querySelectorAll("li")) {
    if (item.querySelector("li, ul, ol") || item.closest(NOT_SPECS)) continue;
    const text = spacedTextOf(item);
    if (text.length > MAX_NAME + MAX_VALUE) continue;
    const colon = text.indexOf(":");
    if (colon <= 0 || colon > MAX_NAME) continue;
    pairs.push([clean(text.slice(0, colon)), clean(text.slice(colon + 1))]);
  }
  return pairs;
}

/** The specifications of a product page: visible tables, definition lists and "Key: value" items, then the
 * structured additionalProperty pairs, each name once, at most 30. */
export function readProductSpecs(
  document: Document,
  structured: ReadonlyArray<{ name: string; value: string }> = [],
): TProductSpec[] {
  const seen = new Set<string>();
  const specs: TProductSpec[] = [];
  const add = (name: string, value: string, from: TFactSource) => {
    const key = name.toLowerCase();
    if (specs.length >= MAX_SPECS || seen.has(key) || !usable(name, value)) return;
    seen.add(key);
    specs.push({ name, value, from });
  };
  for (const [name, value] of [...tableRows(document), ...definitionLists(document)]) add(name, value, "visible table");
  for (const [name, value] of keyValueItems(document)) add(name, value, "visible page");
  for (const { name, value } of structured) add(clean(name), clean(value), "JSON-LD");
  return specs;
}
