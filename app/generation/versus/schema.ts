// Versus generator: two retailer products compared head to head.
import { z } from "zod";
import { modelArticleFields } from "../article-schema";
import { optionalUrl, requiredText, wordCount } from "../request-fields";
import { isRetailerUrl } from "~/content/affiliate-links";

function isRetailerProductUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && isRetailerUrl(value);
}

/** The words this generator writes: its form and its request schema both read this range. */
export const VERSUS_WORD_RANGE = { min: 700, max: 5_000, defaultValue: 700 } as const;

export const ZVersusGenerateRequest = z
  .object({
    product1Url: requiredText("Missing Information"),
    product1ImageUrl: optionalUrl(),
    product1YoutubeUrl: optionalUrl(),
    product2Url: requiredText("Missing Information"),
    product2ImageUrl: optionalUrl(),
    product2YoutubeUrl: optionalUrl(),
    minWordCount: wordCount({
      ...VERSUS_WORD_RANGE,
      minMessage: "Minimum word count must be at least 700",
      maxMessage: "Maximum word count is 5,000",
    }),
  })
  .refine((request) => isRetailerProductUrl(request.product1Url) && isRetailerProductUrl(request.product2Url), {
    message: "Invalid URLs",
    path: ["product1Url"],
  });
export type TVersusGenerateRequest = z.input<typeof ZVersusGenerateRequest>;

export const ZVersusArticleOutput = z
  .object({
    ...modelArticleFields,
    winner: z.enum(["product1", "product2", "tie"]).describe("Which product wins overall for most buyers."),
  })
  .describe("A head-to-head comparison article of two products.");
