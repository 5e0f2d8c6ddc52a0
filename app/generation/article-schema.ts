// The article every generator returns, validated before it leaves this module, and the model-output
// fields the generators share. Model schemas avoid length keywords (not every provider's structured
// output accepts them); limits are stated in descriptions and enforced when the article is assembled.
import { z } from "zod";
import { ZUnsupportedFigure } from "~/articles/article-response";
import { ARTICLE_TYPES } from "~/articles/article-types";
import { isHttpUrl } from "~/lib/http-url";
import { ZModelUsage } from "./model-usage";

export const ZReviewSummary = z.object({
  brutalSummary: z.string().trim().min(1),
  positives: z.array(z.string().trim().min(1)).min(1),
  negatives: z.array(z.string().trim().min(1)).min(1),
});

/** The most tags a generated article keeps: the model is asked for at most this many, and more are cut here. */
export const MAX_GENERATED_TAGS = 8;

export const ZGeneratedArticle = z.object({
  title: z.string().trim().min(1, "Title is required").max(255, "Title too long"),
  slug: z.string().trim().min(1).max(255).optional(),
  excerpt: z.string().trim().max(500, "Excerpt too long"),
  content: z.string().trim().min(1, "Content is required"),
  articleType: z.enum(ARTICLE_TYPES),
  brutalScore: z.number().min(1).max(10).optional(),
  reviewSummary: ZReviewSummary.optional(),
  metaTitle: z.string().trim().min(1).max(255, "Meta title too long"),
  metaDescription: z.string().trim().max(160, "Meta description should be under 160 characters"),
  tags: z.array(z.string().trim().min(1)),
  categoryName: z.string().trim().min(1).optional(),
  featuredImage: z.string().trim().refine(isHttpUrl, "The featured image must be an http(s) URL").optional(),
  sourceUrls: z.array(z.string()),
  /** The fact check: figures of the article that the sources do not contain (fact-check.ts). */
  unsupportedFigures: z.array(ZUnsupportedFigure).optional(),
  /** Why the article must be saved unpublished although the model answered (too short, incomplete). */
  draftReason: z.string().optional(),
  /** The model calls and tokens (in and out, from the provider's usage data) the generation spent. */
  usage: ZModelUsage.optional(),
});

export type TGeneratedArticle = z.infer<typeof ZGeneratedArticle>;

/** Fields every article-writing model call returns. */
export const modelArticleFields = {
  title: z.string().describe("The headline: blunt, specific, no clickbait, under 100 characters."),
  excerpt: z
    .string()
    .describe("One or two sentences that tell a reader what the article concludes, under 300 characters."),
  content: z
    .string()
    .describe(
      "The article body in markdown: ## and ### headings, '- ' bullets, **bold**, *italic*, [text](url) links. No # heading and no title line.",
    ),
  metaTitle: z.string().describe("Search-result title, under 60 characters."),
  metaDescription: z.string().describe("Search-result description, 120 to 155 characters, never more than 160."),
  tags: z
    .array(z.string())
    .describe(`Three to ${MAX_GENERATED_TAGS} short topic tags, e.g. 'smartphones', 'battery life'.`),
  categoryName: z
    .string()
    .describe("One broad category such as Smartphones, Laptops, Audio, Smart Home, Gaming, Software."),
};

/** Fields of a scored review (review, saas and smart articles). */
export const modelReviewFields = {
  brutalScore: z
    .number()
    .describe(
      "The brutal score from 1 (garbage) to 10 (flawless), one decimal allowed. Most products land between 5 and 8.",
    ),
  positives: z.array(z.string()).describe("Three to six things that actually work, each one short concrete sentence."),
  negatives: z
    .array(z.string())
    .describe("Three to six things that are complete garbage or disappointing, each one short concrete sentence."),
  brutalSummary: z.string().describe("The verdict in one paragraph of two to four sentences, blunt and specific."),
};

export const ZModelExtension = z.object({
  additionalSections: z
    .string()
    .describe(
      "New markdown sections (## or ### headings with paragraphs and bullets) to append to the article. No repetition of existing text.",
    ),
});

export const ZModelOutline = z.object({
  sections: z
    .array(
      z.object({
        heading: z.string().describe("The section's ## heading, specific to this article."),
        covers: z
          .string()
          .describe("What the section covers and which facts of the sources it uses, in one or two sentences."),
      }),
    )
    .describe("The article's sections in reading order, only ones the facts given can support."),
});

export const ZModelSection = z.object({
  content: z
    .string()
    .describe(
      "The section's body in markdown: paragraphs, '- ' bullets and ### sub-headings. No ## heading and no title line.",
    ),
});
