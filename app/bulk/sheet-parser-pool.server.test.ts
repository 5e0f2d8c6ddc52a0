// The sheet parser's worker pool (attack finding 4): sheets are parsed in a thread with a memory and a time limit,
// and what the parser refuses comes back as the same 400 it would have thrown on the main thread.
import { utils, write } from "@e965/xlsx";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "~/lib/app-error";
import { HEAVY_WORKBOOK_ROWS, heavyWorkbook } from "../../tests/support/heavy-workbook";
import { assertWorkbookWithinLimits } from "./check-workbook-zip.server";
import { BULK_MAX_FILE_BYTES, BULK_MAX_ROWS } from "./bulk-limits";
import { INVALID_FILE_TYPE_MESSAGE, parseBulkSheet } from "./parse-bulk-sheet.server";
import {
  createSheetParserPool,
  SHEET_TOO_BIG_MESSAGE,
  SHEET_TOO_SLOW_MESSAGE,
  type TSheetParserPool,
} from "./sheet-parser-pool.server";

function smallWorkbook(): Buffer {
  const sheet = utils.aoa_to_sheet([
    ["Primary Keyword & Article Title", "Type", "Product Link 1"],
    ["Aether X2 Review", "Review", "https://www.amazon.com/dp/B0AETHERX2"],
    ["", "", ""],
    ["How to reset AirPods", "How-To", ""],
  ]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, "Articles");
  return write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof AppError) return error;
  throw new Error(`expected an AppError, got ${String(error)}`);
}

const pools: TSheetParserPool[] = [];
function pool(options: Parameters<typeof createSheetParserPool>[0] = {}): TSheetParserPool {
  const created = createSheetParserPool(options);
  pools.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(pools.map((each) => each.close()));
});

const heavy = heavyWorkbook();

describe("the sheet parser pool", () => {
  it("the heavy workbook is one the zip-bomb guard lets through", async () => {
    expect(heavy.length).toBeLessThan(BULK_MAX_FILE_BYTES);
    await expect(assertWorkbookWithinLimits(heavy)).resolves.toBeUndefined();
  });

  it("reads a sheet in its thread exactly as the parser does", async () => {
    const bytes = smallWorkbook();
    const parsed = await pool().parse(bytes, { fileName: "articles.xlsx" });
    expect(parsed).toEqual(parseBulkSheet(bytes, { fileName: "articles.xlsx" }));
    expect(parsed.rows.map((row) => row.keyword)).toEqual(["Aether X2 Review", "How to reset AirPods"]);
  });

  it("hands back the parser's refusals as the same 400s", async () => {
    const parser = pool();
    const wrongType = await refusal(parser.parse(new TextEncoder().encode("a,b\n1,2\n"), { fileName: "rows.txt" }));
    expect([wrongType.status, wrongType.message]).toEqual([400, INVALID_FILE_TYPE_MESSAGE]);
    // The heavy workbook takes seconds; on a busy machine more than the default bound, which is not what this shows.
    const patient = pool({ timeLimitMs: 300_000 });
    const tooMany = await refusal(patient.parse(heavy, { fileName: "heavy.xlsx" }));
    expect([tooMany.status, tooMany.message]).toEqual([
      400,
      `The sheet has ${HEAVY_WORKBOOK_ROWS} article rows: upload at most ${BULK_MAX_ROWS} per file (split it into smaller files).`,
    ]);
  });

  it("stops a sheet that needs more memory than the thread has, and the next sheet is read by a fresh thread", async () => {
    const parser = pool({ memoryMb: 32, timeLimitMs: 300_000 });
    expect((await parser.parse(smallWorkbook(), { fileName: "before.xlsx" })).rows).toHaveLength(2);
    const error = await refusal(parser.parse(heavy, { fileName: "heavy.xlsx" }));
    expect([error.status, error.message]).toEqual([400, SHEET_TOO_BIG_MESSAGE]);
    expect((await parser.parse(smallWorkbook(), { fileName: "after.xlsx" })).rows).toHaveLength(2);
  });

  it("stops a sheet that takes longer than the time limit", async () => {
    const parser = pool({ timeLimitMs: 1 });
    const error = await refusal(parser.parse(heavy, { fileName: "heavy.xlsx" }));
    expect([error.status, error.message]).toEqual([400, SHEET_TOO_SLOW_MESSAGE]);
  });
});
