// Tech news generator: a news story rewritten in our voice from a news page, video or thread.
import { z } from "zod";
import { modelArticleFields } from "../article-schema";
import { optionalText, optionalUrl, requiredUrl, wordCount } from "../request-fields";

/** The words this generator writes: its form and its request schema both read this range. */
export const TECH_NEWS_WORD_RANGE = { min: 300, max: 2_000, defaultValue: 600 } as const;

export const ZTechNewsGenerateRequest = z.object({
  url: requiredUrl("URL Required"),
  manualTitle: optionalText(),
  featuredImageUrl: optionalUrl(),
  wordCount: wordCount({
    ...TECH_NEWS_WORD_RANGE,
    minMessage: "Minimum 300 words",
    maxMessage: "Maximum 2000 words",
  }),
});
export type TTechNewsGenerateRequest = z.input<typeof ZTechNewsGenerateRequest>;

export const ZTechNewsArticleOutput = z
  .object({ ...modelArticleFields })
  .describe("A tech news article: what happened, why it matters, what is spin.");
