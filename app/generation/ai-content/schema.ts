// AI Content Generator: a review or long pillar article from the editor's brief.
import { z } from "zod";
import { modelArticleFields, modelReviewFields } from "../article-schema";
import { optionalText, optionalUrl, requiredText, wordCount } from "../request-fields";

/** The words this generator writes: its form and its request schema both read this range. */
export const AI_CONTENT_WORD_RANGE = { min: 500, max: 10_000, defaultValue: 700 } as const;

export const ZAiContentGenerateRequest = z.object({
  articlePurpose: requiredText("Article purpose is required"),
  productsToRecommend: optionalText(),
  sampleArticle: optionalText(),
  repurposeContent: optionalText(),
  articleType: z.enum(["review", "pillar"], { error: "Article type must be review or pillar" }).default("review"),
  additionalContext: optionalText(),
  additionalKeywords: optionalText(),
  imageLink: optionalUrl(),
  youtubeLink: optionalUrl(),
  minWordCount: wordCount({
    ...AI_CONTENT_WORD_RANGE,
    minMessage: "Minimum word count must be at least 500",
    maxMessage: "Maximum word count is 10,000",
  }),
});
export type TAiContentGenerateRequest = z.input<typeof ZAiContentGenerateRequest>;

export const ZAiContentArticleOutput = z
  .object({ ...modelArticleFields, ...modelReviewFields })
  .describe("An article written to the editor's brief, with verdict fields.");
