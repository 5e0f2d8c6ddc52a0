// A shop's list of products told by its own words when its cards are not in the page (a script fills them): a count
// of the products or results it lists ("14 Products Results", "Showing 1-24 of 120") and a control to sort them
// ("Sort By", "Sortieren nach"). The caller asks it of a page where no one product's block was found.
import { normalizeText } from "./html-document.server";

// A count of what the list holds, a line of its own or cells read together ("14" "Products", "Showing 1–24 of 120
// items", "120 Artikel gefunden"); "0 items" or "1 item" is a cart's count.
const LISTING_COUNT =
  /^(?:showing\s+|zeige\s+|affichage\s+|mostrando\s+)?(?:\d[\d,.]{0,9}\s*[-–]\s*\d[\d,.]{0,9}\s+(?:of|von|sur|de|di|van|из)\s+)?(?![01]\s)\d[\d,.]{0,9}(?:\s+(?:products?|items?|results?|produkte|artikel|ergebnisse|treffer|produits|articles|résultats|productos|artículos|resultados|prodotti|articoli|risultati|producten|artikelen|resultaten|produktów|wyników|товар\p{L}{0,3}|результат\p{L}{0,3})){1,2}(?:\s+(?:found|gefunden|trouvés|encontrados|trovati))?$|^(?:showing|zeige|affichage|mostrando)\s+\d[\d,.]{0,9}\s*[-–]\s*\d[\d,.]{0,9}\s+(?:of|von|sur|de|di)\s+\d[\d,.]{0,9}$/iu;
// A control that sorts the list, its label alone ("Sort By", "Sort by:", "Trier par").
export const SORT_LABEL =
  /^(?:sort(?:ed)?(?: by)?|order by|sortieren(?: nach)?|sortierung|sortiert nach|trier par|tri|ordenar(?: por)?|ordina(?: per)?|sorteer(?: op)?|sorteren|sortuj(?: według)?|сортировать(?: по)?|сортировка|並び替え|排序)\s*:?$/iu;
// A line of the list's own furniture is short; a row's cells are read together, three at most.
const LIST_LINE = 50;
const ROW_CELLS = 3;
const LINES_READ = 3_000;

/** The page's short text lines in document order, among its first 3,000, each with the row of up to three cells it
 * closes (a longer line breaks the row). */
function* shortLines(document: Document): Generator<{ node: Node; text: string; row: readonly string[] }> {
  if (!document.body) return;
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const row: string[] = [];
  let read = 0;
  for (let node = walker.nextNode(); node && read < LINES_READ; node = walker.nextNode(), read++) {
    const text = normalizeText((node.nodeValue ?? "").slice(0, LIST_LINE + 1));
    if (!text) continue;
    if (text.length > LIST_LINE) {
      row.length = 0;
      continue;
    }
    row.push(text);
    if (row.length > ROW_CELLS) row.shift();
    yield { node, text, row };
  }
}

/** Whether a row of cells ends a count of what a list holds (see LISTING_COUNT). */
function countsItems(row: readonly string[]): boolean {
  return row.some((_, start) => LISTING_COUNT.test(row.slice(start).join(" ")));
}

/** Whether the page's own words say it lists products: a count of its products or results (a line of its own, or up
 * to three short cells read together) and a label to sort them, both among its first 3,000 text lines (menus and
 * options included: the list's controls are forms). */
export function listsProductsByItsWords(document: Document): boolean {
  let counted = false;
  let sorted = false;
  for (const { text, row } of shortLines(document)) {
    if (!sorted && SORT_LABEL.test(text)) sorted = true;
    if (!counted) counted = countsItems(row);
    if (counted && sorted) return true;
  }
  return false;
}

/** The element that closes the page's first count of what a list holds ("products" of "(", "17", "products") outside
 * the parts `outside` names (a header's cart of "3 items"), among its first 3,000 text lines. */
export function listCountElement(document: Document, outside: string): Element | undefined {
  for (const { node, row } of shortLines(document)) {
    const element = node.parentElement;
    if (element && countsItems(row) && !element.closest(outside)) return element;
  }
  return undefined;
}

// A shop's category or search that shows no product says so in a sentence of its own, in the languages shops write
// it in ("No products were found matching your selection.", "Nessun prodotto corrispondente alla selezione è stato
// trovato.", "Keine Produkte gefunden"): it speaks of products found or matching, never of a cart's, nor of "items"
// (a site builder's placeholder for an empty collection on any page: "No items found.").
const NO_PRODUCT_FOUND =
  /^(?:(?:sorry|oops|unfortunately)[,!.]?\s+)?(?:no products? (?:were |was |have been )?(?:found|match(?:ed|es|ing)?)|there (?:are|were) no products? (?:matching|that match|found|in this category)|we (?:could ?n[o']t|can ?not|did ?n[o']t) find (?:any )?products?|nessun prodotto (?:corrispondente|trovato|disponibile)|non (?:ci sono|sono stati trovati) prodotti|keine produkte (?:gefunden|vorhanden)|es wurden keine produkte gefunden|aucun produit (?:ne correspond|trouvé|disponible)|no se (?:encontraron|han encontrado) productos|no hay productos|nenhum produto (?:foi )?(?:encontrado|corresponde)|geen producten gevonden|nie znaleziono (?:żadnych )?produktów|brak produktów|товары не найдены|товаров не найдено)(?![\p{L}])/iu;
// That sentence is one line; a longer text is a paragraph of its own.
const NO_PRODUCT_LINE = 160;
// Where such a line is no word about the page's list: the site's bars and menus, a dialog, a mini-cart.
const NOT_THE_LIST = "nav, header, footer, aside, dialog, [role=dialog], [role=navigation], [class*=cart i]";

/** Whether the page says in a line of its own that it shows no product (see NO_PRODUCT_FOUND), outside the parts
 * site's bars, menus, dialogs and mini-cart, among its first 3,000 text lines. The caller asks it of a page
 * where no product, thread or article was found: an empty category or search of a shop. */
export function saysNoProductFound(document: Document): boolean {
  if (!document.body) return false;
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  let read = 0;
  for (let node = walker.nextNode(); node && read < LINES_READ; node = walker.nextNode(), read++) {
    const text = normalizeText((node.nodeValue ?? "").slice(0, NO_PRODUCT_LINE + 1));
    if (!text || text.length > NO_PRODUCT_LINE || !NO_PRODUCT_FOUND.test(text)) continue;
    const element = node.parentElement;
    if (element && !element.closest(`script, style, template, ${NOT_THE_LIST}`)) return true;
  }
  return false;
}
