// A maker a shop shows only as its logo: the image inside a brand or manufacturer block or link ("Herstellerinfos:"
// over a link to /Manufacturer/Lenovo holding <img alt="Lenovo">), named by the image's alt text or title or the
// link's title. A block of many makers' logos (a brand carousel, "our brands") names no one product's maker. Or as a
// line of its own beside the product's name, an element marked as the brand.
import { elementsUnder, isHiddenElement, normalizeText } from "./html-document.server";
import { foldBrand, siteNameOf } from "./name-brand";

// Classes, ids and addresses that say brand or maker, in the languages shops write them in.
const BRAND_MARK =
  /brand|manufacturer|hersteller|marke(?!t)|marque|marca|marchio|merk|fabricant|fabricante|produttore|producer|producent|vyrobce|vyrobca|gyarto|proizvod|tillverkare|valmistaja|vendor|maker/i;
// The shop's own logo in its navigation bar ("navbar-brand"), not a maker's.
const SITE_LOGO = /navbar-brand|site-brand|brand-logo|header/i;
const NOT_THE_PRODUCTS = "header, nav, footer, aside, [class*=related i], [id*=related i], [class*=recommend i]";
const MAX_IMAGES = 2_000;
// What a logo's text says beside the maker's name: "Lenovo logo", "Logo Sony".
const LOGO_WORD = /^(?:logo\s+)|(?:\s+logo)$/i;

function marked(element: Element | null): boolean {
  if (!element) return false;
  const marks = `${element.getAttribute("class") ?? ""} ${element.id} ${element.getAttribute("itemprop") ?? ""}`;
  if (SITE_LOGO.test(marks)) return false;
  if (BRAND_MARK.test(marks.slice(0, 300))) return true;
  // (a link to the maker's page, or a logo kept in the shop's folder of makers' logos: "images/marchi/alesis.jpg")
  const href =
    element.tagName === "A"
      ? (element.getAttribute("href") ?? "")
      : element.tagName === "IMG"
        ? (element.getAttribute("src") ?? "").replace(/[^/]*$/, "")
        : "";
  return /[/?&=_-](?:brands?|marken?|marques?|marcas?|marchi|hersteller|manufacturers?|fabricants?|producers?|vendors?)(?:[/=_-]|$)/i.test(
    href.replace(/^[a-z]+:\/\/[^/]+/i, "").slice(0, 300),
  );
}

/**
 * The maker's name a brand block's logo gives, when the page shows one maker's logo only, or, where the page shows
 * many (a side column of the makers the shop sells), when the product's own block (its heading with its buy button)
 * shows one.
 */
export function logoBrand(
  document: Document,
  pageUrl: string,
  shop: string,
  productBlock?: Element,
): string | undefined {
  const ownSite = URL.canParse(pageUrl) ? foldBrand(siteNameOf(new URL(pageUrl).hostname)) : "";
  const names = new Map<string, string>();
  const inProductBlock = new Map<string, string>();
  for (const image of elementsUnder(document.body ?? document, 50_000)
    .filter((element) => element.tagName === "IMG")
    .slice(0, MAX_IMAGES)) {
    const link = image.closest("a");
    // (the image, its link, or a block up to three levels around it says brand or maker)
    let block: Element | null = image;
    let brandBlock = false;
    for (let level = 0; block && level < 4 && !brandBlock; level++, block = block.parentElement) {
      brandBlock = marked(block);
    }
    if (!brandBlock || image.closest(NOT_THE_PRODUCTS) || isHiddenElement(image)) continue;
    const text = normalizeText(
      image.getAttribute("alt") || image.getAttribute("title") || link?.getAttribute("title"),
    ).replace(LOGO_WORD, "");
    const folded = foldBrand(text);
    if (!folded || text.length > 40 || text.split(" ").length > 4 || !/\p{L}/u.test(text)) continue;
    if (folded === ownSite || folded === foldBrand(shop)) continue;
    names.set(folded, text);
    if (productBlock?.contains(image)) inProductBlock.set(folded, text);
  }
  if (names.size === 1) return names.values().next().value;
  return inProductBlock.size === 1 ? inProductBlock.values().next().value : undefined;
}

/**
 * The maker a product's heading opens with as a link to the maker's page ("<h1><a href="/brands/maison-francis-
 * kurkdjian">Maison Francis Kurkdjian</a><span>Gentle Fluidity Gold</span></h1>"): the link's class or address says
 * brand or maker, and the heading names more than the maker. A heading that is only the link names no product.
 */
export function brandLinkInHeading(document: Document): string | undefined {
  const heading = [...document.querySelectorAll("h1")]
    .slice(0, 20)
    .find((element) => !element.closest(NOT_THE_PRODUCTS) && !isHiddenElement(element));
  const link = heading?.firstElementChild;
  const textBefore = heading?.firstChild?.nodeType === 3 ? normalizeText(heading.firstChild.textContent) : "";
  if (!heading || link?.tagName !== "A" || textBefore) return undefined;
  if (!marked(link)) return undefined;
  const text = normalizeText(link.textContent);
  const rest = normalizeText(heading.textContent).slice(text.length);
  if (!text || text.length > 40 || text.split(" ").length > 5 || !/\p{L}/u.test(rest)) return undefined;
  return text;
}

// A brand line is short: a name of one to five words, never a sentence; the name's block is searched around the
// page's first few such elements.
const BRAND_LINE_CHARS = 41;
const BRAND_LINES_READ = 60;
const ELEMENTS_WALKED = 50_000;
// The name's block: the brand line and the name share an ancestor three levels up at most, whose first elements are
// searched for the name.
const NAME_BLOCK_LEVELS = 3;
const NAME_BLOCK_ELEMENTS = 300;
// A label ("Brand:", "Marque : Acme"), a badge ("Brand new"), a link's call ("Learn more") or a template's placeholder
// ("$metabrand", "{{ brand }}", "[Product_Bottom]") in a brand-marked element names no maker.
const NOT_A_MAKER =
  /:|[${}<>[\]]|^(?:brand|brands|marke|marken|marque|marques|marca|marcas|hersteller|manufacturer|maker|vendor|brand new|new|(?:learn|see|view|shop|read|show|discover) (?:more|all)|more)$/i;

/** The first `max` characters of an element's words, its text nodes read one by one, each cut before it is spaced
 * (an indented page's runs of white space count for nothing, and a long text node costs no more than `max`). */
function wordsOf(element: Element, max: number): string {
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  let text = "";
  for (let node = walker.nextNode(); node && text.length < max; node = walker.nextNode()) {
    const words = normalizeText((node.textContent ?? "").slice(0, max * 4));
    if (words) text = text ? `${text} ${words}` : words;
  }
  return text.slice(0, max);
}

/** Whether the element's block (three levels up at most) holds an element whose whole text is the product's name. */
function besideName(element: Element, name: string): boolean {
  let block: Element | null = element.parentElement;
  for (let level = 1; block && level < NAME_BLOCK_LEVELS && block.parentElement?.localName !== "body"; level++)
    block = block.parentElement;
  if (!block || block.localName === "body") return false;
  return elementsUnder(block, NAME_BLOCK_ELEMENTS).some(
    (other) => !other.contains(element) && !element.contains(other) && wordsOf(other, name.length + 2) === name,
  );
}

/**
 * The maker a brand line beside the product's name gives: an element marked as the brand ("product-brand",
 * "product__gallery--brand", itemprop=brand) whose whole text is a short name, in the block that shows the product's
 * name ("<div class=\"c-product-brand\">Acme</div><p>Acme Serum 30 ml</p>", a brand link over the heading). The line
 * may name the shop itself: on a maker's own shop the brand beside the name is the shop's. Lines naming two makers
 * name none.
 */
export function brandLineBesideName(document: Document, productName: string): string | undefined {
  const name = normalizeText(productName);
  if (!name || !document.body) return undefined;
  const names = new Map<string, string>();
  let read = 0;
  for (const element of elementsUnder(document.body, ELEMENTS_WALKED)) {
    if (element.localName === "img" || element.localName === "script" || !marked(element)) continue;
    const text = wordsOf(element, BRAND_LINE_CHARS);
    if (!text || text.length >= BRAND_LINE_CHARS || text.split(" ").length > 5 || !/\p{L}/u.test(text)) continue;
    if (NOT_A_MAKER.test(text) || text === name || element.closest(NOT_THE_PRODUCTS) || isHiddenElement(element))
      continue;
    // (the name's block is searched for the first few short brand-marked elements only)
    if (++read > BRAND_LINES_READ) break;
    if (!besideName(element, name)) continue;
    names.set(foldBrand(text), text);
    if (names.size > 1) return undefined;
  }
  return names.size === 1 ? names.values().next().value : undefined;
}
