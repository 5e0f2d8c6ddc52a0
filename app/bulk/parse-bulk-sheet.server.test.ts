// The sheet parser on real CSV, xlsx and xls bytes written by the same library the server reads them with.
import { utils, write } from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/app-error";
import { BULK_MAX_ROWS } from "./bulk-limits";
import { INVALID_FILE_TYPE_MESSAGE, parseBulkSheet } from "./parse-bulk-sheet.server";

const HEADER = [
  "Primary Keyword & Article Title",
  "Type",
  "Product Link 1",
  "Product Link 2",
  "Product Link 3",
  "Product Link 4",
  "Product Link 5",
  "Article Image",
  "Repurpose this content:",
  "Additional Instructions:",
];

type TBookType = "csv" | "xlsx" | "xls";

function workbookBytes(
  rows: unknown[][],
  bookType: TBookType,
  decorate?: (sheet: ReturnType<typeof utils.aoa_to_sheet>) => void,
): Buffer {
  const sheet = utils.aoa_to_sheet(rows);
  decorate?.(sheet);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, "Articles");
  return write(book, { type: "buffer", bookType }) as Buffer;
}

function parseError(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

const VALID_ROWS = [
  HEADER,
  [
    "Sony WH-1000XM6 Review",
    "Review",
    "https://www.amazon.com/dp/B0AETHERX2",
    "",
    "",
    "",
    "",
    "https://cdn.example.com/xm6.jpg",
    "",
    "Focus on travel",
  ],
  ["Aether X2 vs Kestrel K9", "versus", "https://www.amazon.com/dp/B0AETHERX2", "https://www.amazon.com/dp/B0KESTRELK"],
  ["How to reset AirPods", "How To", "", "", "", "", "", "", "Old forum post text", ""],
  ["Best Budget Earbuds | Soundcore Liberty 4", "AWARD", "https://www.amazon.com/dp/B0KESTRELK"],
];

describe.each<TBookType>(["csv", "xlsx", "xls"])("parseBulkSheet on %s", (bookType) => {
  const fileName = `articles.${bookType}`;

  it("reads valid rows with the sheet's row numbers and normalised types", () => {
    const parsed = parseBulkSheet(workbookBytes(VALID_ROWS, bookType), { fileName });
    expect(parsed.format).toBe(bookType);
    expect(parsed.rowErrors).toEqual([]);
    expect(parsed.totalRows).toBe(4);
    expect(parsed.rows).toEqual([
      {
        row: 2,
        keyword: "Sony WH-1000XM6 Review",
        type: "review",
        productLinks: ["https://www.amazon.com/dp/B0AETHERX2"],
        imageUrl: "https://cdn.example.com/xm6.jpg",
        additionalInstructions: "Focus on travel",
      },
      {
        row: 3,
        keyword: "Aether X2 vs Kestrel K9",
        type: "versus",
        productLinks: ["https://www.amazon.com/dp/B0AETHERX2", "https://www.amazon.com/dp/B0KESTRELK"],
      },
      {
        row: 4,
        keyword: "How to reset AirPods",
        type: "how-to",
        productLinks: [],
        repurposeContent: "Old forum post text",
      },
      {
        row: 5,
        keyword: "Best Budget Earbuds | Soundcore Liberty 4",
        type: "award",
        productLinks: ["https://www.amazon.com/dp/B0KESTRELK"],
      },
    ]);
  });

  it("reports a missing keyword and an unknown or empty Type per row, skipping blank rows but keeping row numbers", () => {
    const parsed = parseBulkSheet(
      workbookBytes(
        [
          HEADER,
          ["", "Review", "https://www.amazon.com/dp/B0AETHERX2"],
          [],
          ["Foldable phones ranked", "Listicle"],
          ["Good row", "review"],
          ["No type here", ""],
        ],
        bookType,
      ),
      { fileName },
    );
    expect(parsed.rows.map((row) => [row.row, row.keyword])).toEqual([[5, "Good row"]]);
    expect(parsed.rowErrors).toEqual([
      { row: 2, title: "Row 2", error: expect.stringContaining("'Primary Keyword & Article Title' is empty") },
      {
        row: 4,
        title: "Foldable phones ranked",
        error: "Unknown Type 'Listicle': use Review, Versus, How-To or Award.",
      },
      { row: 6, title: "No type here", error: "Type is empty: use Review, Versus, How-To or Award." },
    ]);
    expect(parsed.totalRows).toBe(4);
  });

  it("matches headers case-insensitively and trimmed, with or without the trailing colon, in any order", () => {
    const parsed = parseBulkSheet(
      workbookBytes(
        [
          ["  type ", "ADDITIONAL INSTRUCTIONS", "primary keyword & article title", "product link 2", "Product Link 1"],
          [
            "Versus",
            "Be fair",
            "A vs B",
            "https://www.amazon.com/dp/B0KESTRELK",
            "https://www.amazon.com/dp/B0AETHERX2",
          ],
        ],
        bookType,
      ),
      { fileName },
    );
    expect(parsed.rows[0]).toEqual({
      row: 2,
      keyword: "A vs B",
      type: "versus",
      productLinks: ["https://www.amazon.com/dp/B0AETHERX2", "https://www.amazon.com/dp/B0KESTRELK"],
      additionalInstructions: "Be fair",
    });
  });

  it("keeps formula-looking text as plain text, and unwraps =HYPERLINK only in link columns", () => {
    const parsed = parseBulkSheet(
      workbookBytes(
        [
          HEADER,
          [
            '=HYPERLINK("http://evil.example/x","click me")',
            "Review",
            '=HYPERLINK("https://www.amazon.com/dp/B0AETHERX2","Buy")',
            "",
            "",
            "",
            "",
            "",
            "",
            "+cmd|' /C calc'!A0",
          ],
        ],
        bookType,
      ),
      { fileName },
    );
    expect(parsed.rows[0]).toMatchObject({
      keyword: '=HYPERLINK("http://evil.example/x","click me")',
      productLinks: ["https://www.amazon.com/dp/B0AETHERX2"],
      additionalInstructions: "+cmd|' /C calc'!A0",
    });
  });

  it("refuses a sheet missing a required column, naming it", () => {
    const error = parseError(() =>
      parseBulkSheet(
        workbookBytes(
          [
            ["Primary Keyword & Article Title", "Product Link 1"],
            ["Some review", ""],
          ],
          bookType,
        ),
        { fileName },
      ),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain("Missing required column: 'Type'");

    const both = parseError(() =>
      parseBulkSheet(
        workbookBytes(
          [
            ["Title", "Kind"],
            ["Some review", "Review"],
          ],
          bookType,
        ),
        { fileName },
      ),
    );
    expect(both.message).toContain("Missing required columns: 'Primary Keyword & Article Title' and 'Type'");
  });

  it("refuses an empty sheet and a header without rows", () => {
    const empty = parseError(() => parseBulkSheet(workbookBytes([], bookType), { fileName }));
    expect(empty.status).toBe(400);
    expect(empty.message).toMatch(/empty/);

    const headerOnly = parseError(() => parseBulkSheet(workbookBytes([HEADER], bookType), { fileName }));
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.message).toContain("no article rows");
  });

  it(`caps the sheet at ${BULK_MAX_ROWS} article rows`, () => {
    const rows = [HEADER, ...Array.from({ length: BULK_MAX_ROWS + 1 }, (_, index) => [`Keyword ${index}`, "Review"])];
    const error = parseError(() => parseBulkSheet(workbookBytes(rows, bookType), { fileName }));
    expect(error.status).toBe(400);
    expect(error.message).toContain(`${BULK_MAX_ROWS + 1} article rows`);
    expect(parseBulkSheet(workbookBytes(rows.slice(0, BULK_MAX_ROWS + 1), bookType), { fileName }).rows).toHaveLength(
      BULK_MAX_ROWS,
    );
  });
});

describe("parseBulkSheet file types and encodings", () => {
  it("reads a CSV with quotes, commas, newlines, unicode and a BOM, keeping every cell as text", () => {
    const csv =
      "\uFEFFPrimary Keyword & Article Title,Type,Additional Instructions:\r\n" +
      '"Best earbuds, ""honestly"" ranked",Review,"Line one\nLine two"\r\n' +
      "Étoile 日本 🎧 review,Review,0012\r\n" +
      '"=HYPERLINK(""http://evil.example"",""x"")",Review,1/2/2024\r\n';
    const parsed = parseBulkSheet(Buffer.from(csv, "utf8"), { fileName: "upload.CSV" });
    expect(parsed.rows).toEqual([
      {
        row: 2,
        keyword: 'Best earbuds, "honestly" ranked',
        type: "review",
        productLinks: [],
        additionalInstructions: "Line one\nLine two",
      },
      { row: 3, keyword: "Étoile 日本 🎧 review", type: "review", productLinks: [], additionalInstructions: "0012" },
      {
        row: 4,
        keyword: '=HYPERLINK("http://evil.example","x")',
        type: "review",
        productLinks: [],
        additionalInstructions: "1/2/2024",
      },
    ]);
  });

  it("reads UTF-8 without a BOM, semicolon-separated CSV and Windows-1252 text", () => {
    const utf8 = parseBulkSheet(
      Buffer.from("Primary Keyword & Article Title;Type\nCafé crème review;Review\n", "utf8"),
      { fileName: "a.csv" },
    );
    expect(utf8.rows[0]!.keyword).toBe("Café crème review");
    const latin = parseBulkSheet(
      Buffer.from("Primary Keyword & Article Title,Type\nCaf\xe9 review,Review\n", "latin1"),
      { fileName: "a.csv" },
    );
    expect(latin.rows[0]!.keyword).toBe("Café review");
  });

  it("uses a link cell's hyperlink target when its text is a label", () => {
    for (const bookType of ["xlsx", "xls"] as const) {
      const bytes = workbookBytes([HEADER, ["Kestrel K9 Review", "Review", "Buy on Amazon"]], bookType, (sheet) => {
        sheet.C2!.l = { Target: "https://www.amazon.com/dp/B0KESTRELK" };
      });
      expect(parseBulkSheet(bytes, { fileName: `a.${bookType}` }).rows[0]!.productLinks).toEqual([
        "https://www.amazon.com/dp/B0KESTRELK",
      ]);
    }
  });

  it("numbers rows from the sheet even when the table does not start in A1", () => {
    const sheet = utils.sheet_add_aoa(
      utils.aoa_to_sheet([]),
      [
        ["Primary Keyword & Article Title", "Type"],
        ["Offset row", "Review"],
      ],
      { origin: "B3" },
    );
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, "S");
    const parsed = parseBulkSheet(write(book, { type: "buffer", bookType: "xlsx" }) as Buffer, { fileName: "a.xlsx" });
    expect(parsed.rows[0]).toMatchObject({ row: 4, keyword: "Offset row" });
  });

  it.each([
    ["random bytes named .xlsx", "data.xlsx", () => randomBytes(4096)],
    ["random bytes named .xls", "data.xls", () => randomBytes(4096)],
    ["random bytes named .csv", "data.csv", () => randomBytes(4096)],
    ["a workbook named .csv", "data.csv", () => workbookBytes(VALID_ROWS, "xlsx")],
    ["a text file named .xlsx", "data.xlsx", () => Buffer.from("Primary Keyword & Article Title,Type\nA,Review\n")],
    ["a PDF", "report.pdf", () => Buffer.from("%PDF-1.7\n...")],
    ["a CSV without an extension", "articles", () => Buffer.from("Primary Keyword & Article Title,Type\nA,Review\n")],
  ])("refuses %s as an invalid file type", (_label, fileName, bytes) => {
    const error = parseError(() => parseBulkSheet(bytes(), { fileName }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(INVALID_FILE_TYPE_MESSAGE);
  });

  it("refuses a damaged workbook with a clear message", () => {
    const damaged = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(2048)]);
    const error = parseError(() => parseBulkSheet(damaged, { fileName: "broken.xlsx" }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Could not read the Excel file/);

    const truncated = workbookBytes(VALID_ROWS, "xls").subarray(0, 600);
    expect(parseError(() => parseBulkSheet(truncated, { fileName: "broken.xls" })).status).toBe(400);
  });

  it("refuses an empty file", () => {
    expect(parseError(() => parseBulkSheet(Buffer.alloc(0), { fileName: "a.csv" })).message).toBe(
      "The uploaded file is empty.",
    );
  });
});

function randomBytes(length: number): Buffer {
  // Deterministic noise (a test must not flake on a lucky prefix); starts with a NUL like real binary data.
  const bytes = Buffer.alloc(length);
  let seed = 12345;
  for (let index = 0; index < length; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    bytes[index] = index === 3 ? 0 : seed >> 16;
  }
  return bytes;
}
