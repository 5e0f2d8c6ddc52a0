// The row convention: which generator writes each row, with what request, and which rows are refused or skipped.
import { utils, write } from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { parseBulkSheet, type TBulkRow } from "./parse-bulk-sheet.server";
import { parseAwardKeyword, planBulkRow, planBulkRows } from "./plan-bulk-rows";

const OPTIONS = { minWordCount: 700, year: 2026 };
const AETHER = "https://www.amazon.com/dp/B0AETHERX2";
const KESTREL = "https://www.amazon.com/dp/B0KESTRELK";

function row(overrides: Partial<TBulkRow> & Pick<TBulkRow, "keyword" | "type">): TBulkRow {
  return { row: 2, productLinks: [], ...overrides };
}

describe("planBulkRow", () => {
  it("Review: the AI Content Generator with the keyword as primary keyword and title, every link, the image, instructions and content to repurpose", () => {
    const planned = planBulkRow(
      row({
        keyword: "Aether X2 review for heavy users",
        type: "review",
        productLinks: [AETHER, KESTREL],
        imageUrl: "https://cdn.example.com/x2.jpg",
        repurposeContent: "Our old forum review...",
        additionalInstructions: "Mention the camera at night",
      }),
      { ...OPTIONS, minWordCount: 1500 },
    );
    expect(planned).toEqual({
      ok: true,
      unusedColumns: [],
      notes: [],
      call: {
        generator: "ai-content",
        brief: { primaryKeyword: "Aether X2 review for heavy users" },
        input: {
          articlePurpose: "Aether X2 review for heavy users",
          articleType: "review",
          productsToRecommend: `${AETHER}\n${KESTREL}`,
          repurposeContent: "Our old forum review...",
          additionalContext: "Mention the camera at night",
          imageLink: "https://cdn.example.com/x2.jpg",
          minWordCount: 1500,
        },
      },
    });
  });

  it("Versus: links 1 and 2 as the two products; keyword, instructions and content to repurpose in the brief", () => {
    const planned = planBulkRow(
      row({
        keyword: "X2 vs K9",
        type: "versus",
        productLinks: [AETHER, KESTREL],
        additionalInstructions: "Be fair",
        repurposeContent: "Old notes",
      }),
      OPTIONS,
    );
    expect(planned).toEqual({
      ok: true,
      unusedColumns: [],
      notes: [],
      call: {
        generator: "versus",
        input: { product1Url: AETHER, product2Url: KESTREL, product1ImageUrl: undefined, minWordCount: 700 },
        brief: { primaryKeyword: "X2 vs K9", instructions: "Be fair", repurposeContent: "Old notes" },
      },
    });
  });

  it("Versus: a word count outside 700-5000 is brought into range and said in a note, not clamped silently", () => {
    const long = planBulkRow(row({ keyword: "X2 vs K9", type: "versus", productLinks: [AETHER, KESTREL] }), {
      ...OPTIONS,
      minWordCount: 9000,
    });
    expect(long).toMatchObject({
      ok: true,
      call: { input: { minWordCount: 5000 } },
      notes: ["word count 9000 is above the versus generator's maximum: written to 5000 words"],
    });
    const short = planBulkRow(row({ keyword: "X2 vs K9", type: "versus", productLinks: [AETHER, KESTREL] }), {
      ...OPTIONS,
      minWordCount: 500,
    });
    expect(short).toMatchObject({
      ok: true,
      call: { input: { minWordCount: 700 } },
      notes: ["word count 500 is below the versus generator's minimum: written to 700 words"],
    });
  });

  it("Versus without two retailer links is refused", () => {
    expect(planBulkRow(row({ keyword: "X2 vs ?", type: "versus", productLinks: [AETHER] }), OPTIONS)).toEqual({
      ok: false,
      error: expect.stringContaining("Versus rows need two retailer product links"),
    });
    expect(
      planBulkRow(
        row({ keyword: "X2 vs blog", type: "versus", productLinks: [AETHER, "https://example.com/b"] }),
        OPTIONS,
      ),
    ).toMatchObject({ ok: false });
  });

  it("How-To: URL mode with link 1, question mode with the keyword otherwise; the brief carries keyword, instructions and content", () => {
    const fromUrl = planBulkRow(
      row({
        keyword: "How to fix Wi-Fi 7 drops",
        type: "how-to",
        productLinks: ["https://www.reddit.com/r/wifi/comments/wifi77/x"],
        additionalInstructions: "Mention routers",
        repurposeContent: "Our old guide",
      }),
      OPTIONS,
    );
    expect(fromUrl).toMatchObject({
      ok: true,
      unusedColumns: [],
      notes: [],
      call: {
        generator: "how-to",
        input: { inputType: "url", url: "https://www.reddit.com/r/wifi/comments/wifi77/x", wordCount: 700 },
        brief: {
          primaryKeyword: "How to fix Wi-Fi 7 drops",
          instructions: "Mention routers",
          repurposeContent: "Our old guide",
        },
      },
    });
    const fromQuestion = planBulkRow(
      row({ keyword: "How to reset AirPods", type: "how-to", additionalInstructions: "Cover AirPods Pro 2" }),
      { ...OPTIONS, minWordCount: 8000 },
    );
    expect(fromQuestion).toMatchObject({
      ok: true,
      call: {
        input: { inputType: "question", question: "How to reset AirPods", wordCount: 4000 },
        brief: { primaryKeyword: "How to reset AirPods", instructions: "Cover AirPods Pro 2" },
      },
      notes: ["word count 8000 is above the how-to generator's maximum: written to 4000 words"],
    });
  });

  it("Award: 'Item | Product Name' with the current year and link 1 as the product page", () => {
    expect(
      planBulkRow(
        row({
          keyword: "Best Budget Earbuds | Soundcore Liberty 4",
          type: "award",
          productLinks: [KESTREL],
          additionalInstructions: "Name the runner-up",
          repurposeContent: "Last year's notes",
        }),
        OPTIONS,
      ),
    ).toMatchObject({
      ok: true,
      unusedColumns: [],
      call: {
        generator: "brutal-award",
        input: {
          item: "Budget Earbuds",
          productName: "Soundcore Liberty 4",
          year: 2026,
          url: KESTREL,
          minWordCount: 700,
        },
        brief: {
          primaryKeyword: "best Budget Earbuds",
          instructions: "Name the runner-up",
          repurposeContent: "Last year's notes",
        },
      },
    });
    expect(planBulkRow(row({ keyword: "Budget Earbuds", type: "award", productLinks: [KESTREL] }), OPTIONS)).toEqual({
      ok: false,
      error: expect.stringContaining("'Item | Product Name'"),
    });
    expect(planBulkRow(row({ keyword: "Best Earbuds | Liberty 4", type: "award" }), OPTIONS)).toEqual({
      ok: false,
      error: expect.stringContaining("Product Link 1"),
    });
  });

  it("refuses links and images that are not http(s) URLs", () => {
    expect(planBulkRow(row({ keyword: "A", type: "review", productLinks: ["javascript:alert(1)"] }), OPTIONS)).toEqual({
      ok: false,
      error: "Product link 'javascript:alert(1)' is not a valid http(s) URL.",
    });
    expect(planBulkRow(row({ keyword: "A", type: "review", imageUrl: "not a url" }), OPTIONS)).toMatchObject({
      ok: false,
      error: expect.stringContaining("Article Image"),
    });
  });

  it("says which filled columns a generator does not use", () => {
    const planned = planBulkRow(
      row({ keyword: "X2 vs K9", type: "versus", productLinks: [AETHER, KESTREL, AETHER] }),
      OPTIONS,
    );
    expect(planned).toMatchObject({ ok: true, unusedColumns: ["Product Link 3-5"] });
  });
});

describe("parseAwardKeyword", () => {
  it.each([
    ["Best Budget Earbuds | Soundcore Liberty 4", { item: "Budget Earbuds", productName: "Soundcore Liberty 4" }],
    ["Gaming Mouse|Razer Viper V3", { item: "Gaming Mouse", productName: "Razer Viper V3" }],
    [
      "Brutal Award for the Best Battery Phone in 2025 goes to Aether X2",
      { item: "Battery Phone", productName: "Aether X2", year: 2025 },
    ],
    ["Best Budget Earbuds goes to Liberty 4", { item: "Budget Earbuds", productName: "Liberty 4" }],
  ])("%s", (keyword, expected) => {
    expect(parseAwardKeyword(keyword)).toEqual(expected);
  });

  it.each(["Budget Earbuds", "| Liberty 4", "Best Earbuds |"])("refuses %s", (keyword) => {
    expect(parseAwardKeyword(keyword)).toBeNull();
  });
});

describe("planBulkRows over parsed sheets", () => {
  it.each(["csv", "xlsx", "xls"] as const)(
    "plans valid rows, reports invalid ones and skips duplicates (%s)",
    (bookType) => {
      const sheet = utils.aoa_to_sheet([
        ["Primary Keyword & Article Title", "Type", "Product Link 1", "Product Link 2"],
        ["Aether X2 Review", "Review", AETHER],
        ["X2 vs K9", "Versus", AETHER],
        ["aether x2 review", "review", KESTREL],
        ["Aether X2 Review", "How-To"],
        ["Best Earbuds | Kestrel K9", "Award", KESTREL],
        ["X2 vs K9", "Versus", AETHER, KESTREL],
        ["X2  VS k9", "versus", KESTREL, AETHER],
      ]);
      const book = utils.book_new();
      utils.book_append_sheet(book, sheet, "S");
      const parsed = parseBulkSheet(write(book, { type: "buffer", bookType }) as Buffer, { fileName: `a.${bookType}` });
      const plan = planBulkRows(parsed.rows, OPTIONS);
      expect(plan.jobs.map((job) => [job.row, job.call.generator])).toEqual([
        [2, "ai-content"],
        [5, "how-to"],
        [6, "brutal-award"],
        [7, "versus"],
      ]);
      expect(plan.errors).toEqual([
        { row: 3, title: "X2 vs K9", error: expect.stringContaining("two retailer product links") },
      ]);
      expect(plan.skipped).toEqual([
        {
          row: 4,
          title: "aether x2 review",
          duplicateOf: 2,
          message: "Skipped: duplicate of row 2 (same keyword and type), generated once.",
        },
        {
          row: 8,
          title: "X2  VS k9",
          duplicateOf: 7,
          message: "Skipped: duplicate of row 7 (same keyword and type), generated once.",
        },
      ]);
    },
  );
});
