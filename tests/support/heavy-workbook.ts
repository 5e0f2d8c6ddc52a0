// A workbook that is honest about its size (it passes the zip-bomb guard: under 5 MB, under 64 MB unpacked) yet
// costs the spreadsheet reader seconds of CPU and about 200 MB of heap: 6,000 rows of 64 small numbers (more
// than a batch may hold, so the server refuses it once read).
import { utils, write } from "@e965/xlsx";

export const HEAVY_WORKBOOK_ROWS = 6_000;

export function heavyWorkbook(): Buffer {
  const header = ["Primary Keyword & Article Title", "Type", ...Array.from({ length: 62 }, (_, index) => `n${index}`)];
  const rows: unknown[][] = [header];
  for (let row = 0; row < HEAVY_WORKBOOK_ROWS; row++) {
    rows.push([`Keyword ${row}`, "Review", ...Array.from({ length: 62 }, (_, column) => column % 7)]);
  }
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), "Articles");
  return write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}
