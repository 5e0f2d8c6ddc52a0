// A product's specifications as any shop shows them: two-cell table rows, definition lists (dt/dd), "Key: value"
// list items, label and value elements side by side, bold "Key:" labels and "Key: value" paragraphs of the
// description, outside navigation, footers and cookie notices. Read in page order, each name once.
import { childElementsOf, normalizeText, spacedTextOf } from "./html-document.server";
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
// A description block inside a form is the product's own: shop systems wrap the whole product in the form that
// puts it in the cart (search and newsletter forms hold no description).
const NOT_DESCRIPTION_SPECS = NOT_SPECS.replace("form, ", "");
// Names that are no specification: prices, ratings and stock are read elsewhere, contact lines are the shop's.
const NOT_A_SPEC_NAME =
  /^(price|prix|preis|precio|prezzo|preço|cena|цена|rrp|you save|total|subtotal|quantity|qty|tel|phone|e-?mail|fax|rating|customer reviews|shipping|delivery|versand|livraison|envío)\b|^[_#$]|^\d+ (stars?|sterne|étoiles)/i;

/** The page's main heading (the product's name), which no block of site furniture holds. */
function mainHeading(document: Document): Element | null {
  return [...document.querySelectorAll("h1")].find((heading) => !heading.closest("nav, footer, aside")) ?? null;
}

/**
 * Whether an element sits in site furniture (navigation, a cookie notice, reviews, a cart). A block that holds the
 * page's main heading, or the body, is the page's own wrapper whatever its class says ("with-cookie-info" on the
 * page's main section, a form around the whole page), not furniture.
 */
function inFurniture(element: Element, heading: Element | null, furniture = NOT_SPECS): boolean {
  for (let block = element.closest(furniture); block; block = block.parentElement?.closest(furniture) ?? null) {
    if (block.tagName === "BODY" || block.tagName === "HTML") return false;
    if (!heading || !block.contains(heading)) return true;
  }
  return false;
}

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

function tableRows(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const row of document.querySelectorAll("tr")) {
    const cells = childElementsOf(row).filter((cell) => cell.tagName === "TH" || cell.tagName === "TD");
    // Two cells, or two name-value pairs side by side ("Brand: | Duracell | MPN: | CR2032").
    if ((cells.length !== 2 && cells.length !== 4) || inFurniture(row, heading)) continue;
    // A row of headings is a table's header, not a specification.
    if (cells.every((cell) => cell.tagName === "TH")) continue;
    // Four cells are two pairs only when each name ends with a colon, as such layouts write them.
    const texts = cells.map((cell) => normalizeText(spacedTextOf(cell)));
    if (cells.length === 4 && !(texts[0]!.endsWith(":") && texts[2]!.endsWith(":"))) continue;
    for (let index = 0; index < cells.length; index += 2) pairs.push([clean(texts[index]!), clean(texts[index + 1]!)]);
  }
  return pairs;
}

function definitionLists(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const term of document.querySelectorAll("dt")) {
    const value = term.nextElementSibling;
    if (value?.tagName !== "DD" || inFurniture(term, heading)) continue;
    pairs.push([clean(spacedTextOf(term)), clean(spacedTextOf(value))]);
  }
  return pairs;
}

/** "Key: value" as one short text, split at its first colon. */
function keyValue(text: string, maxValue = MAX_VALUE): [string, string] | undefined {
  if (text.length > MAX_NAME + MAX_VALUE) return undefined;
  const colon = text.indexOf(":");
  if (colon <= 0 || colon > MAX_NAME || text.length - colon - 1 > maxValue) return undefined;
  return [clean(text.slice(0, colon)), clean(text.slice(colon + 1))];
}

function keyValueItems(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const item of document.querySelectorAll("li")) {
    if (item.querySelector("li, ul, ol") || inFurniture(item, heading)) continue;
    const pair = keyValue(spacedTextOf(item));
    if (pair) pairs.push(pair);
  }
  return pairs;
}

// Layouts that write a name and its value as two elements side by side: <div class="label">Weight</div>
// <div class="value">250 g</div>.
const LABEL_CLASS = /(?:^|[-_\s])(?:label|name|key|title|term|attr(?:ibute)?(?:-name)?)(?:$|[-_\s])/i;
const VALUE_CLASS = /(?:^|[-_\s])(?:value|data|desc)(?:$|[-_\s])/i;

function labelValueElements(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const value of [...document.querySelectorAll("[class*=value i], [class*=data i]")].slice(0, 1_000)) {
    const label = value.previousElementSibling;
    if (!label || !VALUE_CLASS.test(value.getAttribute("class") ?? "")) continue;
    if (!LABEL_CLASS.test(label.getAttribute("class") ?? "") || inFurniture(value, heading)) continue;
    if (label.children.length > 2 || value.querySelector("li, table, p, div")) continue;
    pairs.push([clean(spacedTextOf(label)), clean(spacedTextOf(value))]);
  }
  return pairs;
}

const BLOCKS = new Set([
  "P",
  "DIV",
  "LI",
  "TD",
  "TH",
  "DD",
  "SECTION",
  "ARTICLE",
  "TABLE",
  "UL",
  "OL",
  "H2",
  "H3",
  "H4",
]);

/** A bold label ending in a colon and the words after it up to the line's end: "<b>Colour:</b> green<br>". */
function boldLabels(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const label of [...document.querySelectorAll("strong, b")].slice(0, 1_000)) {
    const name = normalizeText(label.textContent);
    if (!name.endsWith(":") || name.length > MAX_NAME || inFurniture(label, heading)) continue;
    let value = "";
    for (let node = label.nextSibling; node && value.length <= MAX_VALUE; node = node.nextSibling) {
      if (node.nodeType === 1 && (BLOCKS.has((node as Element).tagName) || (node as Element).tagName === "BR")) break;
      if (node.nodeType === 1 && ["STRONG", "B"].includes((node as Element).tagName)) break;
      value += node.textContent ?? "";
    }
    pairs.push([clean(name), clean(value)]);
  }
  return pairs;
}

/** Paragraphs and lines of the product's description that are one short "Key: value" line ("Material: 100 %
 * Polyester"). */
function descriptionLines(document: Document, heading: Element | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const roots = [...document.querySelectorAll('[itemprop~="description" i], [class*=descr i], [id*=descr i]')];
  const seenBlocks = new Set<Element>();
  for (const root of roots.slice(0, 20)) {
    if (inFurniture(root, heading, NOT_DESCRIPTION_SPECS)) continue;
    for (const paragraph of [...root.querySelectorAll("p")].slice(0, 200)) {
      const pair = keyValue(normalizeText(paragraph.textContent), 80);
      if (pair) pairs.push(pair);
    }
    // (lines broken by <br>, each "key: value;" as a list writes it: "полифония: 192 голоса;<br>")
    for (const block of [...root.querySelectorAll("br")].slice(0, 400).map((br) => br.parentElement)) {
      if (!block || block.closest("p") || seenBlocks.has(block)) continue;
      seenBlocks.add(block);
      let line = "";
      const lines: string[] = [];
      for (let node = block.firstChild; node; node = node.nextSibling) {
        if (node.nodeType === 1 && (node as Element).tagName === "BR") {
          lines.push(line);
          line = "";
        } else if (line.length <= MAX_NAME + MAX_VALUE) line += node.textContent ?? "";
      }
      lines.push(line);
      for (const text of lines.slice(0, 200)) {
        const pair = keyValue(normalizeText(text).replace(/[;,]$/, ""), 80);
        if (pair) pairs.push(pair);
      }
    }
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
  const heading = mainHeading(document);
  for (const [name, value] of [...tableRows(document, heading), ...definitionLists(document, heading)]) {
    add(name, value, "visible table");
  }
  for (const [name, value] of [
    ...keyValueItems(document, heading),
    ...labelValueElements(document, heading),
    ...boldLabels(document, heading),
    ...descriptionLines(document, heading),
  ]) {
    add(name, value, "visible page");
  }
  for (const { name, value } of structured) add(clean(name), clean(value), "JSON-LD");
  return specs;
}
