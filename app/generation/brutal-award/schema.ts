// Brutal Award generator: an award article for one product, with its fixed title format.
import { z } from "zod";
import { modelArticleFields } from "../article-schema";
import { brutalScore, optionalUrl, requiredText, requiredUrl, wordCount } from "../request-fields";

export const AWARD_MISSING_INFORMATION =
  "Missing Information: Please fill in Item, Year, and Product Name to generate the award";

export function buildAwardTitle(input: { item: string; year: number | string; productName: string }): string {
  return `Brutal Award for the Best ${input.item.trim()} in ${input.year} goes to ${input.productName.trim()}`;
}

/** The words this generator writes: its form and its request schema both read this range. */
export const AWARD_WORD_RANGE = { min: 500, max: 10_000, defaultValue: 700 } as const;

export const ZBrutalAwardGenerateRequest = z.object({
  item: requiredText(AWARD_MISSING_INFORMATION),
  // Required like Item and Product Name: the form pre-fills the current year, so a blank or null Year is one the
  // admin cleared and gets the Missing Information message (it coerces to 0). Only a request that leaves the
  // field out altogether (an API client, a bulk row) gets the current year.
  year: z
    .union([z.string(), z.number(), z.null()], { error: AWARD_MISSING_INFORMATION })
    .optional()
    .transform((value): unknown => (value === undefined ? new Date().getFullYear() : value))
    .pipe(
      z.coerce
        .number({ error: AWARD_MISSING_INFORMATION })
        .int(AWARD_MISSING_INFORMATION)
        .min(1990, AWARD_MISSING_INFORMATION)
        .max(2200, AWARD_MISSING_INFORMATION),
    ),
  productName: requiredText(AWARD_MISSING_INFORMATION),
  url: requiredUrl("URL Required"),
  imageUrl: optionalUrl(),
  youtubeUrl: optionalUrl(),
  minWordCount: wordCount({
    ...AWARD_WORD_RANGE,
    minMessage: "Minimum word count must be at least 500",
    maxMessage: "Maximum word count is 10,000",
  }),
  brutalScore: brutalScore(9),
});
export type TBrutalAwardGenerateRequest = z.input<typeof ZBrutalAwardGenerateRequest>;

// The title is fixed by the award's format, so the model is not asked for one.
export const ZBrutalAwardArticleOutput = z
  .object(modelArticleFields)
  .omit({ title: true })
  .extend({
    reasons: z
      .array(z.string())
      .describe("Four to six concrete reasons this product deserves the award, one sentence each."),
    customerSays: z
      .array(z.string())
      .describe(
        "Three to five points summarising what real customers say, good and bad, each one sentence (no invented quotes).",
      ),
    awardSummary: z
      .string()
      .describe("One paragraph of two to four sentences explaining the award decision, including the catch."),
  })
  .describe("An award article: why this product wins its category this year.");
