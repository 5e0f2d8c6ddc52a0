// A product page of old shop software, built of tables, without data or a buy word: its product block is a table of
// label and value rows that gives one price ("UNIT PRICE: | Custom-Made! $180.00") beside the product's code
// ("PRODUCT ID: | HSBU2546R"), its name in a bold line above that names it with its code ("BACK SEAT COVER SET:
// (HSBU2546R)"). A small dealer's hand-made page writes the same rows as paragraphs of a bold label and its value
// ("<b>Price:</b> £60", "<b>Ref #:</b> 0642"), bought by writing to the dealer. A list of products shows many such
// prices; a page of one product shows one.
import { childElementsOf, elementsUnder, leadingTextOf, normalizeText } from "./html-document.server";

const PRICE_ROW_LABEL =
  /^(?:(?:unit|our|your|sale|item|retail|list)\s+)?(?:price|prix|preis|precio|prezzo|preço|prijs|cena|цена)\s*:?$/i;
const CODE_ROW_LABEL =
  /^(?:(?:product|item|part|article|catalog(?:ue)?|stock)\s*(?:id|no\.?|number|#|code)|sku|art(?:ikel)?\.?[\s-]?nr\.?|artikelnummer|r[ée]f[ée]rence|ref\.?(?:\s?(?:#|no\.?))?|c[óo]digo|codice)\s*:?$/i;
const NOT_THE_PRODUCTS = "nav, header, footer, aside, [class*=related i], [id*=related i], [class*=recommend i]";
const ROWS_READ = 3_000;
const CELL_TEXT = 121;
const NAME_LEVELS = 5;
const NAME_ELEMENTS = 300;
const NAME_CHARACTERS = 200;

export interface TLabelledProductTable {
  table: Element;
  price: string;
  /** The product's code, its code row's value. */
  code: string;
}

const found = new WeakMap<Document, TLabelledProductTable | undefined>();

/** A row's label and value: its two cells with text, spacer cells without text left out. */
function labelAndValue(row: Element): [string, string] | undefined {
  const texts = childElementsOf(row)
    .filter((cell) => cell.localName === "td" || cell.localName === "th")
    .map((cell) => leadingTextOf(cell, CELL_TEXT))
    .filter(Boolean);
  return texts.length === 2 ? [texts[0]!, texts[1]!] : undefined;
}

const BOLD = new Set(["b", "strong"]);

/** A line's bold label and the value after it, as small shops write their item's facts in paragraphs ("<b>Price:</b>
 * £60", "<b>Ref #:</b> 0642"): the line opens with a bold text that ends in a colon, and goes on after it. */
function boldLabelAndValue(line: Element): [string, string] | undefined {
  let bold: Element | null = line.firstElementChild;
  for (let level = 0; bold && !BOLD.has(bold.localName) && level < 2; level++) bold = bold.firstElementChild;
  if (!bold || !BOLD.has(bold.localName)) return undefined;
  const label = leadingTextOf(bold, CELL_TEXT);
  const text = leadingTextOf(line, CELL_TEXT);
  if (!label.endsWith(":") || !text.startsWith(label) || text.length <= label.length) return undefined;
  return [label.slice(0, -1).trim(), text.slice(label.length).trim()];
}

/**
 * The page's one table of label and value rows with a price row and a product-code row, and its price; undefined
 * where the page has none, or more than one price row (a list of products).
 */
export function labelledProductTable(
  document: Document,
  priceOf: (text: string) => string | undefined,
): TLabelledProductTable | undefined {
  // (asked for by the page's kind, its price and its name: one walk a document)
  if (!found.has(document)) found.set(document, findLabelledProductTable(document, priceOf));
  return found.get(document);
}
function findLabelledProductTable(
  document: Document,
  priceOf: (text: string) => string | undefined,
): TLabelledProductTable | undefined {
  const priced: Array<{ table: Element; price: string }> = [];
  const coded = new Map<Element, string>();
  let rows = 0;
  let lines = 0;
  for (const row of elementsUnder(document.body ?? document)) {
    const isLine = row.localName === "p" || row.localName === "li";
    if (row.localName !== "tr" && !isLine) continue;
    // (a page of many paragraphs reads its table's rows as before)
    if (isLine ? ++lines > ROWS_READ : ++rows > ROWS_READ) continue;
    const pair = isLine ? boldLabelAndValue(row) : labelAndValue(row);
    // (a table's rows, or the lines of one block: a paragraph's price beside its sibling's code)
    const table = isLine ? row.parentElement : row.closest("table");
    if (!pair || !table || pair[0].length > 30) continue;
    if (CODE_ROW_LABEL.test(pair[0]) && !coded.has(table)) coded.set(table, pair[1]);
    const price = PRICE_ROW_LABEL.test(pair[0]) ? priceOf(pair[1]) : undefined;
    if (!price || row.closest(NOT_THE_PRODUCTS)) continue;
    priced.push({ table, price });
    if (priced.length > 1) return undefined;
  }
  const [first] = priced;
  const code = first ? coded.get(first.table) : undefined;
  return first && code ? { ...first, code } : undefined;
}

/**
 * The product's name above its table: the line (its cell, block or paragraph) of a bold text before the table, a few
 * levels up, that holds the product's code, as old shop software writes a name ("BACK SEAT COVER SET: (HSBU2546R)
 * HAWAIIAN PRINT SEAT COVER"); undefined where no such line is.
 */
export function productTableName({ table, code }: TLabelledProductTable): string | undefined {
  if (code.length < 3) return undefined;
  let block = table.parentElement;
  for (
    let level = 0;
    block && level < NAME_LEVELS && block.localName !== "body";
    level++, block = block.parentElement
  ) {
    for (const element of elementsUnder(block, NAME_ELEMENTS)) {
      if (element === table) break;
      if (element.localName !== "b" && element.localName !== "strong") continue;
      const line = element.closest("td, th, div, p, li") ?? element;
      if (line.contains(table) || !block.contains(line)) continue;
      const text = normalizeText(leadingTextOf(line, NAME_CHARACTERS + 1));
      if (text.length <= NAME_CHARACTERS && text.includes(code)) return text;
    }
  }
  return undefined;
}
