// A price that depends on the quantity bought: a table whose row of quantity ranges ("1 - 14 | 15 - 49 | 50 - 99 |
// 100+") stands over a row of prices, one a range. The price to pay for one is the first tier's; the others are the
// prices of larger orders, for the model to state as such.
import { childElementsOf, leadingTextOf } from "./html-document.server";

export interface TQuantityTier {
  quantity: string;
  price: string;
}

const TABLES_READ = 200;
const ROWS_READ = 6;
const CELLS = { min: 2, max: 12 };
// "1 - 14", "15–49", "100+", "5 to 9", "10 or more"
const QUANTITY = /^\d{1,6}\s*(?:(?:[-–—]|to|bis|à)\s*\d{1,6}|\+|or more|and up|and over)?$/i;
const A_RANGE = /[-–—+]|to|bis|à|more|up|over/i;

function cellTexts(row: Element): string[] {
  return childElementsOf(row)
    .filter((cell) => cell.tagName === "TD" || cell.tagName === "TH")
    .slice(0, CELLS.max + 1)
    .map((cell) => leadingTextOf(cell, 41));
}

/** A table's own first rows (in its head, bodies and foot), not a nested table's. */
function ownRows(table: Element): Element[] {
  const rows: Element[] = [];
  for (const child of childElementsOf(table)) {
    if (rows.length >= ROWS_READ) break;
    if (child.tagName === "TR") rows.push(child);
    else if (["THEAD", "TBODY", "TFOOT"].includes(child.tagName))
      rows.push(
        ...childElementsOf(child)
          .filter((row) => row.tagName === "TR")
          .slice(0, ROWS_READ),
      );
  }
  return rows.slice(0, ROWS_READ);
}

/**
 * The tiers of the first table (outside the blocks `skip` rules out) whose row of quantity ranges stands over a row
 * of as many prices, each cell a price and nothing else; none where no table is so built.
 */
export function quantityTiers(
  document: Document,
  priceOf: (text: string) => string | undefined,
  skip: (element: Element) => boolean,
): TQuantityTier[] {
  for (const table of [...document.querySelectorAll("table")].slice(0, TABLES_READ)) {
    const rows = ownRows(table);
    for (let index = 0; index + 1 < rows.length; index++) {
      const quantities = cellTexts(rows[index]!);
      const prices = cellTexts(rows[index + 1]!);
      if (quantities.length < CELLS.min || quantities.length > CELLS.max || prices.length !== quantities.length)
        continue;
      if (!quantities.every((text) => QUANTITY.test(text)) || !quantities.some((text) => A_RANGE.test(text))) continue;
      const tiers = prices.map((text, cell) => {
        const price = text.length <= 20 ? priceOf(text) : undefined;
        return price ? { quantity: quantities[cell]!, price } : undefined;
      });
      if (tiers.every(Boolean) && !skip(table)) return tiers as TQuantityTier[];
    }
  }
  return [];
}
