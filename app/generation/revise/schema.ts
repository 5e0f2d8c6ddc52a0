// AI revise: the editor's instruction applied to an existing article.
import { z } from "zod";
import { ARTICLE_TYPES } from "~/articles/article-types";
import { requiredText } from "../request-fields";

export const REVISION_PROMPT_REQUIRED =
  "Revision Prompt Required: Please enter a prompt describing how you want to revise the article.";

export const ZReviseArticleRequest = z.object({
  articleId: z.union([z.string().trim().min(1), z.number().int().positive()], { error: "Article id is required" }),
  currentContent: z.object(
    {
      title: z.string({ error: "Title is required" }).trim().min(1, "Title is required"),
      excerpt: z.string().default(""),
      content: z.string({ error: "Content is required" }).trim().min(1, "Content is required"),
      articleType: z.enum(ARTICLE_TYPES, { error: "Unknown article type" }),
    },
    { error: "The current article content is required" },
  ),
  revisionPrompt: requiredText(REVISION_PROMPT_REQUIRED),
});
export type TReviseArticleRequest = z.input<typeof ZReviseArticleRequest>;

export const ZReviseArticleOutput = z
  .object({
    title: z.string().nullable().describe("The revised title, or null to keep the current one."),
    excerpt: z.string().nullable().describe("The revised excerpt (under 300 characters), or null to keep it."),
    content: z
      .string()
      .nullable()
      .describe(
        "The complete revised markdown body, or null when the body does not change. Keep the summary sections and their headings exactly as they are unless the instruction is about them.",
      ),
    metaDescription: z
      .string()
      .nullable()
      .describe("A revised search description under 160 characters, or null to keep it."),
  })
  .describe("Only the fields the revision changes; null for the others.");

/** What the editor's dialog fills in: only the fields that changed. */
export const ZRevisedArticle = z.object({
  title: z.string().trim().min(1).max(255, "Title too long").optional(),
  excerpt: z.string().trim().max(500, "Excerpt too long").optional(),
  content: z.string().trim().min(1).optional(),
  metaDescription: z.string().trim().max(160, "Meta description should be under 160 characters").optional(),
});
export type TRevisedArticle = z.infer<typeof ZRevisedArticle>;
