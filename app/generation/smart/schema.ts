// Smart generator: the request (one URL: retailer product, video or website) and the model's answer.
import { z } from "zod";
import { modelArticleFields, modelReviewFields } from "../article-schema";
import { optionalUrl, requiredUrl, wordCount } from "../request-fields";

/** The words this generator writes: its form and its request schema both read this range. */
export const SMART_WORD_RANGE = { min: 500, max: 10_000, defaultValue: 700 } as const;

export const ZSmartGenerateRequest = z.object({
  url: requiredUrl("URL Required"),
  imageUrl: optionalUrl(),
  youtubeUrl: optionalUrl(),
  minWordCount: wordCount({
    ...SMART_WORD_RANGE,
    minMessage: "Minimum word count must be at least 500",
    maxMessage: "Maximum word count is 10,000",
  }),
});
export type TSmartGenerateRequest = z.input<typeof ZSmartGenerateRequest>;

export const ZSmartArticleOutput = z
  .object({ ...modelArticleFields, ...modelReviewFields })
  .describe("A brutally honest review article with its verdict fields.");
