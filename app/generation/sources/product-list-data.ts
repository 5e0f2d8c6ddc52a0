// A shop's list of products told by its data: a category page marks up each product it shows as a schema.org
// Product (microdata or JSON-LD), many products side by side, none of them the one the page's main heading names.
import { elementsUnder, hasJsonLdType, leadingTextOf, normalizeText, readJsonLd } from "./html-document.server";

// Four products or more of different names: a product page's data describes its product, at most with its variants
// (one name) or a few products nested in its own block (accessories, related items).
const PRODUCTS_OF_A_LIST = 4;
const ITEMS_READ = 2_000;
const NAME_LENGTH = 200;
const PRODUCT_TYPE = /^(?:https?:\/\/schema\.org\/)?Product$/i;
const NOT_CONTENT = "nav, header, footer, aside";

/** The name a microdata item gives itself: its first `name` property outside items nested in it. */
function microdataName(item: Element): string {
  for (const element of elementsUnder(item, 500)) {
    if (element === item || !(element.getAttribute("itemprop") ?? "").split(/\s+/).includes("name")) continue;
    if (element.parentElement?.closest("[itemscope]") !== item) continue;
    const text = element.getAttribute("content") ?? leadingTextOf(element, NAME_LENGTH);
    return normalizeText(text.slice(0, NAME_LENGTH)).toLowerCase();
  }
  return "";
}

/** Whether a microdata item is a Product that no other Product holds (a product's accessories are its own). */
function isOuterProduct(element: Element): boolean {
  if (!element.hasAttribute("itemscope") || !PRODUCT_TYPE.test((element.getAttribute("itemtype") ?? "").trim()))
    return false;
  for (let outer = element.parentElement?.closest("[itemscope]"); outer;) {
    if (PRODUCT_TYPE.test((outer.getAttribute("itemtype") ?? "").trim())) return false;
    outer = outer.parentElement?.closest("[itemscope]");
  }
  return true;
}

/** The names of the products the page's data describes side by side: its outer microdata Products, its JSON-LD
 * Products, and the Products an ItemList of its JSON-LD lists. */
function listedProductNames(document: Document): Set<string> {
  const names = new Set<string>();
  const body = document.body;
  if (body) {
    let read = 0;
    for (const element of elementsUnder(body)) {
      if (!element.hasAttribute("itemtype")) continue;
      if (++read > ITEMS_READ) break;
      if (!isOuterProduct(element)) continue;
      const name = microdataName(element);
      if (name) names.add(name);
    }
  }
  const records = readJsonLd(document).slice(0, ITEMS_READ);
  for (const record of records) {
    const items = hasJsonLdType(record, ["ItemList"]) ? record["itemListElement"] : [record];
    for (const entry of (Array.isArray(items) ? items : []).slice(0, ITEMS_READ)) {
      const item = entry && typeof entry === "object" ? (entry as Record<string, unknown>) : undefined;
      const product = item && hasJsonLdType(item, ["ListItem"]) ? item["item"] : item;
      if (!product || typeof product !== "object") continue;
      const fields = product as Record<string, unknown>;
      if (!hasJsonLdType(fields, ["Product"]) || typeof fields["name"] !== "string") continue;
      const name = normalizeText(fields["name"].slice(0, NAME_LENGTH)).toLowerCase();
      if (name) names.add(name);
    }
  }
  return names;
}

/** The words of a text, folded, of two letters or more. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
}

/** Whether the main heading (else the title) names one of the things the page's data lists (products, events): it holds
 * its name, or half its words. */
export function headingNamesOneOf(document: Document, names: ReadonlySet<string>): boolean {
  const heading = [...document.querySelectorAll("h1")].slice(0, 20).find((h1) => !h1.closest(NOT_CONTENT));
  const named = normalizeText(heading ? leadingTextOf(heading, 1_000) : document.title.slice(0, 1_000)).toLowerCase();
  if (!named) return false;
  const headingWords = new Set(wordsOf(named));
  for (const name of names) {
    if (named.includes(name)) return true;
    const words = wordsOf(name);
    if (words.length > 0 && words.filter((word) => headingWords.has(word)).length * 2 > words.length) return true;
  }
  return false;
}

/**
 * Whether the page's data lists many products side by side (a category page marking up each of its cards as a
 * Product): four names or more, none of which the page's main heading gives.
 */
export function listsProductsInData(document: Document): boolean {
  const names = listedProductNames(document);
  return names.size >= PRODUCTS_OF_A_LIST && !headingNamesOneOf(document, names);
}
