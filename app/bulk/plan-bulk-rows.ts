// Decides, for each parsed row, which generator writes it and with which request (the row convention of
// docs/decisions/007-bulk-upload.md). Pure: invalid rows and duplicates are reported, never generated.
import type { z } from "zod";
import { ZAiContentGenerateRequest, type TAiContentGenerateRequest } from "~/generation/ai-content/schema";
import { ZBrutalAwardGenerateRequest, type TBrutalAwardGenerateRequest } from "~/generation/brutal-award/schema";
import { HOW_TO_WORD_RANGE, ZHowToGenerateRequest, type THowToGenerateRequest } from "~/generation/how-to/schema";
import type { TEditorBrief } from "~/generation/prompt-common";
import { isRetailerUrl } from "~/content/affiliate-links";
import { VERSUS_WORD_RANGE, ZVersusGenerateRequest, type TVersusGenerateRequest } from "~/generation/versus/schema";
import type { TBulkArticleType, TBulkRow, TBulkRowError } from "./parse-bulk-sheet.server";
import { isHttpUrl } from "~/lib/http-url";

// The brief carries what the generator's public request has no field for: the row's keyword (its working
// title), its instructions and its content to repurpose.
export type TBulkGeneratorCall =
  | { generator: "ai-content"; input: TAiContentGenerateRequest; brief: TEditorBrief }
  | { generator: "versus"; input: TVersusGenerateRequest; brief: TEditorBrief }
  | { generator: "how-to"; input: THowToGenerateRequest; brief: TEditorBrief }
  | { generator: "brutal-award"; input: TBrutalAwardGenerateRequest; brief: TEditorBrief };

export interface TBulkJob {
  row: number;
  /** The row's keyword: what progress shows until the article has its own title. */
  title: string;
  type: TBulkArticleType;
  call: TBulkGeneratorCall;
  /** Filled columns this row's generator has no use for (said in the row's result, not silently dropped). */
  unusedColumns: string[];
  /** What was adjusted for this row's generator (a word count outside its range), said in the row's result. */
  notes: string[];
  /** Write it as a new revision of this article about the same product (app/duplicates/). */
  updateArticleId?: number;
}

export interface TBulkSkippedRow {
  row: number;
  title: string;
  /** The earlier row of the sheet this one repeats, when it is a repeat within the sheet. */
  duplicateOf?: number;
  message: string;
}

export interface TBulkPlan {
  jobs: TBulkJob[];
  errors: TBulkRowError[];
  skipped: TBulkSkippedRow[];
}

export interface TBulkPlanOptions {
  /** The upload's word count (500-10000); brought into the range of generators with a narrower one, with a note. */
  minWordCount: number;
  /** The award year (the current year). */
  year: number;
}

// Generators whose word-count range is narrower than the bulk upload's 500-10000 (SPEC section 9).
const AWARD_SEPARATOR_EXAMPLE = "Best Budget Earbuds | Soundcore Liberty 4";

/** The upload's word count within a generator's range, and the note that says so when it had to move. */
function fitWordCount(
  value: number,
  range: { min: number; max: number },
  generator: string,
): { words: number; notes: string[] } {
  const words = Math.min(range.max, Math.max(range.min, value));
  if (words === value) return { words, notes: [] };
  const side =
    value > range.max ? `above the ${generator} generator's maximum` : `below the ${generator} generator's minimum`;
  return { words, notes: [`word count ${value} is ${side}: written to ${words} words`] };
}

/**
 * The award keyword convention: 'Item | Product Name' ('Best Budget Earbuds | Soundcore Liberty 4'; a leading
 * 'Best ' is dropped from the item), or the award's own title ('Brutal Award for the Best Budget Earbuds in 2026
 * goes to Soundcore Liberty 4'), whose year then wins over the current one.
 */
export function parseAwardKeyword(keyword: string): { item: string; productName: string; year?: number } | null {
  const title =
    /^(?:the\s+)?(?:brutal\s+award\s+for\s+)?(?:the\s+)?best\s+(.+?)(?:\s+in\s+(\d{4}))?\s+goes\s+to\s+(.+)$/i.exec(
      keyword.trim(),
    );
  if (title) {
    return { item: title[1]!.trim(), productName: title[3]!.trim(), ...(title[2] ? { year: Number(title[2]) } : {}) };
  }
  const separator = keyword.indexOf("|");
  if (separator === -1) return null;
  const item = keyword
    .slice(0, separator)
    .trim()
    .replace(/^(?:the\s+)?best\s+/i, "")
    .trim();
  const productName = keyword.slice(separator + 1).trim();
  if (!item || !productName) return null;
  return { item, productName };
}

function firstIssue(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid row");
}

function rowBrief(row: TBulkRow, primaryKeyword: string = row.keyword): TEditorBrief {
  return {
    primaryKeyword,
    ...(row.additionalInstructions ? { instructions: row.additionalInstructions } : {}),
    ...(row.repurposeContent ? { repurposeContent: row.repurposeContent } : {}),
  };
}

type TRowPlan =
  | { ok: true; call: TBulkGeneratorCall; unusedColumns: string[]; notes: string[] }
  | { ok: false; error: string };

/** One row to one generator call, checked against that generator's own request schema. */
export function planBulkRow(row: TBulkRow, options: TBulkPlanOptions): TRowPlan {
  const badLink = row.productLinks.find((link) => !isHttpUrl(link));
  if (badLink !== undefined)
    return { ok: false, error: `Product link '${badLink.slice(0, 80)}' is not a valid http(s) URL.` };
  if (row.imageUrl && !isHttpUrl(row.imageUrl))
    return { ok: false, error: `Article Image '${row.imageUrl.slice(0, 80)}' is not a valid http(s) URL.` };
  const [link1, link2] = row.productLinks;

  switch (row.type) {
    case "review": {
      // The AI Content Generator reads every product link like the smart generator does and has its own fields
      // for the instructions and the content to repurpose; the brief adds the keyword as primary keyword and title.
      const input: TAiContentGenerateRequest = {
        articlePurpose: row.keyword,
        articleType: "review",
        productsToRecommend: row.productLinks.length ? row.productLinks.join("\n") : undefined,
        repurposeContent: row.repurposeContent,
        additionalContext: row.additionalInstructions,
        imageLink: row.imageUrl,
        minWordCount: options.minWordCount,
      };
      const issue = firstIssue(ZAiContentGenerateRequest, input);
      return issue
        ? { ok: false, error: issue }
        : {
            ok: true,
            call: { generator: "ai-content", input, brief: { primaryKeyword: row.keyword } },
            unusedColumns: [],
            notes: [],
          };
    }
    case "versus": {
      if (!link1 || !link2 || !isRetailerUrl(link1) || !isRetailerUrl(link2)) {
        return {
          ok: false,
          error: `Versus rows need two retailer product links (e.g. https://www.amazon.com/dp/...) in Product Link 1 and Product Link 2; this row has ${
            row.productLinks.filter(isRetailerUrl).length
          }.`,
        };
      }
      const { words, notes } = fitWordCount(options.minWordCount, VERSUS_WORD_RANGE, "versus");
      const input: TVersusGenerateRequest = {
        product1Url: link1,
        product2Url: link2,
        product1ImageUrl: row.imageUrl,
        minWordCount: words,
      };
      const issue = firstIssue(ZVersusGenerateRequest, input);
      const unused = row.productLinks.length > 2 ? ["Product Link 3-5"] : [];
      return issue
        ? { ok: false, error: issue }
        : { ok: true, call: { generator: "versus", input, brief: rowBrief(row) }, unusedColumns: unused, notes };
    }
    case "how-to": {
      // With a link, the guide is based on that page; without one, the keyword is the reader's question. Either
      // way the brief makes the keyword the primary keyword and title and carries the instructions and content.
      const { words, notes } = fitWordCount(options.minWordCount, HOW_TO_WORD_RANGE, "how-to");
      const input: THowToGenerateRequest = link1
        ? { inputType: "url", url: link1, featuredImageUrl: row.imageUrl, wordCount: words }
        : { inputType: "question", question: row.keyword, featuredImageUrl: row.imageUrl, wordCount: words };
      const issue = firstIssue(ZHowToGenerateRequest, input);
      const unused = row.productLinks.length > 1 ? ["Product Link 2-5"] : [];
      return issue
        ? { ok: false, error: issue }
        : { ok: true, call: { generator: "how-to", input, brief: rowBrief(row) }, unusedColumns: unused, notes };
    }
    case "award": {
      const names = parseAwardKeyword(row.keyword);
      if (!names) {
        return {
          ok: false,
          error: `Award rows name the category and the winner as 'Item | Product Name' in '${"Primary Keyword & Article Title"}', e.g. '${AWARD_SEPARATOR_EXAMPLE}'.`,
        };
      }
      if (!link1) return { ok: false, error: "Award rows need Product Link 1: the winning product's page." };
      const input: TBrutalAwardGenerateRequest = {
        item: names.item,
        productName: names.productName,
        year: names.year ?? options.year,
        url: link1,
        imageUrl: row.imageUrl,
        minWordCount: options.minWordCount,
      };
      const issue = firstIssue(ZBrutalAwardGenerateRequest, input);
      const unused = row.productLinks.length > 1 ? ["Product Link 2-5"] : [];
      // The award's title is fixed by its format (it already names the item and the winner), so the primary
      // keyword is the category the article should rank for: 'best {item}'.
      const brief = rowBrief(row, `best ${names.item}`);
      return issue
        ? { ok: false, error: issue }
        : { ok: true, call: { generator: "brutal-award", input, brief }, unusedColumns: unused, notes: [] };
    }
  }
}

function duplicateKey(row: TBulkRow): string {
  return `${row.type}\u0000${row.keyword.toLowerCase().replace(/\s+/g, " ")}`;
}

/** Plans every row; the first valid row of each keyword + type is generated, later ones are skipped as duplicates. */
export function planBulkRows(rows: TBulkRow[], options: TBulkPlanOptions): TBulkPlan {
  const plan: TBulkPlan = { jobs: [], errors: [], skipped: [] };
  const firstRowByKey = new Map<string, number>();
  for (const row of rows) {
    const planned = planBulkRow(row, options);
    if (!planned.ok) {
      plan.errors.push({ row: row.row, title: row.keyword, error: planned.error });
      continue;
    }
    const key = duplicateKey(row);
    const first = firstRowByKey.get(key);
    if (first !== undefined) {
      plan.skipped.push({
        row: row.row,
        title: row.keyword,
        duplicateOf: first,
        message: `Skipped: duplicate of row ${first} (same keyword and type), generated once.`,
      });
      continue;
    }
    firstRowByKey.set(key, row.row);
    plan.jobs.push({
      row: row.row,
      title: row.keyword,
      type: row.type,
      call: planned.call,
      unusedColumns: planned.unusedColumns,
      notes: planned.notes,
    });
  }
  return plan;
}
