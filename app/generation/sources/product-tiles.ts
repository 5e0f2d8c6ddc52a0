// A shop's category filtered down to a few products, told by its shape whatever their number: a control to sort the
// list, then two product tiles or more of the same markup, each with its own price, buy button and link to its
// product's own page. A product page's related products come after its own buy box, which is no such tile.
import { elementsUnder, leadingTextOf, normalizeText } from "./html-document.server";
import { SORT_LABEL } from "./listing-words";
import { offeredProductCards, productLinkOf } from "./retailer-product.server";

const TILES_OF_A_LIST = 2;
// A tile's link to its product may sit beside its price block: looked for this many blocks up, in blocks of that
// tile alone.
const LINK_LEVELS = 3;
// A control that sorts the list, by its markup: a field, list or menu whose name, id, class or data says sort or order
// ("catalog_sort_options", "orderby", "product_list_order", data-name="sort"), or its options' values ("price_asc",
// "pDesc", "?sort=price").
const SORT_MARK = /sort|order(?!ed-list)/i;
const SORT_VALUE = /(?:^|[_.\-=])(?:asc|desc)$|[a-z](?:Asc|Desc)$|[?&](?:sort|order|orderby|sort_by)=/;
const CONTROLS_READ = 3_000;
const MARKS_READ = 200;
const LABEL_READ = 41;

/** The attributes that name a control, read by their first characters. */
function marksOf(element: Element): string {
  let marks = "";
  for (const attribute of [...element.attributes].slice(0, 20)) {
    if (
      attribute.name === "name" ||
      attribute.name === "id" ||
      attribute.name === "class" ||
      attribute.name.startsWith("data-")
    )
      marks += ` ${attribute.value.slice(0, MARKS_READ)}`;
  }
  return marks;
}

/** Whether an element is a control to sort a list: a `select` named for sorting or whose options are orders, or a
 * short label that says so ("Sort by", "Sortieren nach"). */
function isSortControl(element: Element): boolean {
  if (element.localName === "select") {
    if (SORT_MARK.test(marksOf(element))) return true;
    let orders = 0;
    for (const option of elementsUnder(element, 50)) {
      const value = `${option.getAttribute("value") ?? ""} ${option.getAttribute("data-url") ?? ""}`.slice(
        0,
        MARKS_READ,
      );
      if (option.localName === "option" && SORT_VALUE.test(value.trim()) && ++orders >= 2) return true;
    }
    return false;
  }
  if (element.firstElementChild || (element.localName !== "label" && element.localName !== "span")) return false;
  const text = normalizeText(leadingTextOf(element, LABEL_READ));
  return text.length < LABEL_READ && SORT_LABEL.test(text);
}

/** Tiles alike: the same element with the same classes. */
function tileMarkup(tile: Element): string {
  return `${tile.localName}.${tile.getAttribute("class") ?? ""}`;
}

/**
 * Whether the page is a shop's list of a few products: a control to sort them before the first tile, and the first
 * tile offered with a buy button and two or more of its markup, each linking to a product page of its own, none
 * holding the page's main heading.
 */
export function listsTilesUnderSortControl(document: Document, pageUrl: string): boolean {
  if (!document.body) return false;
  // (the sort control, outside the page's menus, is looked for first: most pages have none, and their buttons are not
  // walked again)
  const control = elementsUnder(document.body, CONTROLS_READ).find(
    (element) => isSortControl(element) && !element.closest("nav, header, footer"),
  );
  if (!control) return false;
  const tiles = [...offeredProductCards(document)];
  const first = tiles[0];
  // (the control comes before the first tile)
  if (!first || !(control.compareDocumentPosition(first) & 4 /* Node.DOCUMENT_POSITION_FOLLOWING */)) return false;
  if (first.contains(control)) return false;
  const alike = tiles.filter((tile) => tileMarkup(tile) === tileMarkup(first));
  if (alike.length < TILES_OF_A_LIST) return false;
  const heading = [...document.querySelectorAll("h1")]
    .slice(0, 20)
    .find((h1) => !h1.closest("nav, header, footer, aside"));
  if (heading && alike.some((tile) => tile.contains(heading))) return false;
  const links = new Set<string>();
  for (const tile of alike) {
    let link = productLinkOf(tile, pageUrl);
    for (let block = tile.parentElement, level = 0; !link && block && level < LINK_LEVELS; level++) {
      if (alike.some((other) => other !== tile && block!.contains(other))) break;
      link = productLinkOf(block, pageUrl);
      block = block.parentElement;
    }
    if (!link || links.has(link)) return false;
    links.add(link);
  }
  return true;
}
