// A maker a shop names in a line of its own under the product's name: "From Hawthorne Village", "by Acme", "von
// Müllermöbel", "par Moulinex". The line is the product block's own short element, after the name, whose whole text is
// a credit word and a capitalised name of one to five words.
import { elementsUnder, isUnreadText, leadingTextOf, normalizeText } from "./html-document.server";

// A credit word (any case) and the maker's name after it, the whole line; each word of the name opens with a capital
// letter, a figure or "&".
const MAKER_LINE =
  /^(?:[Ff]rom|FROM|[Bb]y|BY|[Mm]ade by|MADE BY|[Vv]on|VON|[Pp]ar|PAR|[Dd]oor|DOOR|[Oo]d|OD)\s+(\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+[\p{Lu}\p{N}&][\p{L}\p{N}&'’.-]*){0,4})$/u;
// The name's block: a few levels around the name element; the lines after the name read in it.
const BLOCK_LEVELS = 3;
const ELEMENTS_READ = 400;
const LINE_CHARACTERS = 61;
const LINE_ELEMENTS = new Set(["p", "div", "span", "a", "li", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em"]);
const NOT_THE_PRODUCTS =
  "header, nav, footer, aside, form:not([action*=cart i]), [class*=related i], [id*=related i], [class*=recommend i], [class*=review i], [id*=review i]";

/** The element that shows the product's name: an element of the page whose whole text is the name. */
function nameElement(document: Document, name: string): Element | undefined {
  const candidates = document.querySelectorAll('[itemprop~="name" i], h1, h2');
  for (let index = 0; index < candidates.length && index < 200; index++) {
    const element = candidates[index]!;
    if (leadingTextOf(element, name.length + 2) === name && !element.closest(NOT_THE_PRODUCTS)) return element;
  }
  return undefined;
}

/**
 * The maker a line after the product's name credits ("From Hawthorne Village"), in the name's block (three levels
 * around it), or undefined.
 */
export function makerLine(document: Document, name: string): string | undefined {
  const named = nameElement(document, name);
  let block = named?.parentElement;
  for (let level = 1; block && level < BLOCK_LEVELS && block.parentElement?.localName !== "body"; level++)
    block = block.parentElement;
  if (!named || !block) return undefined;
  let after = false;
  for (const element of elementsUnder(block, ELEMENTS_READ)) {
    if (element === named) after = true;
    if (!after || element === named || named.contains(element) || !LINE_ELEMENTS.has(element.localName)) continue;
    // (a line is an element of its own words only: a block holding more lines is read line by line)
    if (element.firstElementChild && element.firstElementChild.localName !== "a") continue;
    const text = leadingTextOf(element, LINE_CHARACTERS);
    if (text.length >= LINE_CHARACTERS || element.closest(NOT_THE_PRODUCTS)) continue;
    const maker = MAKER_LINE.exec(text)?.[1];
    if (maker) return maker;
  }
  return undefined;
}

const CRUMBS = "[class*=breadcrumb i], [id*=breadcrumb i], [aria-label*=breadcrumb i], [itemtype*=BreadcrumbList]";
const CRUMBS_READ = 5;
const CRUMB_LINKS_READ = 30;
const HEADINGS_READ = 20;

/**
 * The maker a heading shows as its first line, in an element of its own above the product's name ("<h1><span>Teenage
 * Engineering</span><span>USB cable …</span></h1>"), where the breadcrumbs name it too (the maker's category of the
 * shop): a short name of one to five words without a figure. A first line no crumb names (a badge, "New") is no maker.
 */
export function headingMakerLine(document: Document, name: string): string | undefined {
  // (the heading whose second line is the name: a logo's heading before it is none)
  const parts = [...document.querySelectorAll("h1")]
    .slice(0, HEADINGS_READ)
    .map((heading) => elementsUnder(heading, 6).filter((part) => part.parentElement === heading))
    .find((lines) => lines.length === 2 && leadingTextOf(lines[1]!, name.length + 2) === name);
  if (!parts) return undefined;
  const line = leadingTextOf(parts[0]!, LINE_CHARACTERS);
  if (!line || line.length >= LINE_CHARACTERS || line.split(" ").length > 5 || /\d/.test(line)) return undefined;
  if (!/\p{L}/u.test(line) || line === name) return undefined;
  const crumbs = [...document.querySelectorAll(CRUMBS)].slice(0, CRUMBS_READ);
  const folded = line.toLowerCase();
  return crumbs.some((crumb) =>
    [...crumb.querySelectorAll("a")]
      .slice(0, CRUMB_LINKS_READ)
      .some((link) => leadingTextOf(link, LINE_CHARACTERS).toLowerCase() === folded),
  )
    ? line
    : undefined;
}

// The maker a product's name credits after a credit word: "Copper Shade by Tom Dixon", "Eau Duelle by Diptyque Eau De
// Toilette Spray", "Lampe von Artemide". The words after it, each opening with a capital letter, a figure or "&".
const NAME_CREDIT =
  /\s(?:by|BY|von|VON|par|PAR|door|DOOR|od|OD)\s+(\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+[\p{Lu}\p{N}&][\p{L}\p{N}&'’.-]*){0,4})/u;
const CREDIT_TEXTS_READ = 50_000;
const NAME_ELEMENTS = 'h1, [itemprop~="name" i]';

/**
 * The maker a product's name credits ("… by Tom Dixon"), where the page names that maker a second time in an element
 * whose whole text is the maker: a heading under the name ("<h2>Tom Dixon</h2>"), a brand filter's option, a cell of
 * the details, a "more from" link. Of the words after the credit, the longest opening run of one to five words that
 * such an element names ("Diptyque" of "Diptyque Eau De Toilette Spray"). A credit nothing else on the page names (a
 * title's "Powered by …" alone) is no maker.
 */
export function makerCreditedInName(document: Document, name: string): string | undefined {
  const credited = NAME_CREDIT.exec(name)?.[1];
  if (!credited || !document.body) return undefined;
  const words = credited.split(/\s+/);
  const runs = new Map(
    words.map((_, index) => [
      words
        .slice(0, index + 1)
        .join(" ")
        .toLowerCase(),
      index + 1,
    ]),
  );
  let longest = 0;
  // (the page's words read text by text: a text that is a run, in an element whose whole text it is)
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  let read = 0;
  for (let node = walker.nextNode(); node && read < CREDIT_TEXTS_READ; node = walker.nextNode(), read++) {
    const count = runs.get(normalizeText((node.textContent ?? "").slice(0, LINE_CHARACTERS * 2)).toLowerCase());
    const parent = node.parentElement;
    // (the name's own heading is the first naming, not a second: "<h1>… by <span>Tom Dixon</span></h1>")
    if (!count || count <= longest || !parent || isUnreadText(node) || parent.closest(NAME_ELEMENTS)) continue;
    if (leadingTextOf(parent, LINE_CHARACTERS).toLowerCase() === words.slice(0, count).join(" ").toLowerCase())
      longest = count;
  }
  return longest > 0
    ? words
        .slice(0, longest)
        .join(" ")
        .replace(/[.,;:]+$/, "")
    : undefined;
}
