// SAAS generators: a software review from a landing page URL, or from details typed in by the editor.
import { z } from "zod";
import { modelArticleFields, modelReviewFields } from "../article-schema";
import { optionalText, optionalUrl, requiredText, requiredUrl, wordCount } from "../request-fields";

const saasWordCount = () =>
  wordCount({
    ...SAAS_WORD_RANGE,
    minMessage: "Minimum 500 words",
    maxMessage: "Maximum 4000 words",
  });

/** The form names the image imageUrl and the endpoint featuredImageUrl: both are accepted. */
function withFeaturedImage<T extends { imageUrl?: string | undefined; featuredImageUrl?: string | undefined }>(
  request: T,
) {
  const { imageUrl, featuredImageUrl, ...rest } = request;
  const featured = featuredImageUrl ?? imageUrl;
  return { ...rest, ...(featured ? { featuredImageUrl: featured } : {}) };
}

/** The words this generator writes: its form and its request schema both read this range. */
export const SAAS_WORD_RANGE = { min: 500, max: 4_000, defaultValue: 1_000 } as const;

export const ZSaasUrlGenerateRequest = z
  .object({
    url: requiredUrl("Please enter a valid URL"),
    title: optionalText(),
    imageUrl: optionalUrl(),
    featuredImageUrl: optionalUrl(),
    wordCount: saasWordCount(),
  })
  .transform(withFeaturedImage);
export type TSaasUrlGenerateRequest = z.input<typeof ZSaasUrlGenerateRequest>;

export const ZSaasManualGenerateRequest = z
  .object({
    productName: requiredText("Product name is required"),
    title: optionalText(),
    context: optionalText(),
    customerReviews: optionalText(),
    imageUrl: optionalUrl(),
    featuredImageUrl: optionalUrl(),
    wordCount: saasWordCount(),
  })
  .transform(withFeaturedImage);
export type TSaasManualGenerateRequest = z.input<typeof ZSaasManualGenerateRequest>;

export const ZSaasArticleOutput = z
  .object({ ...modelArticleFields, ...modelReviewFields })
  .describe("A brutally honest software review with its verdict fields.");
