// The generation endpoints' answers (spec section 7) as zod schemas: endpoints.server.ts shapes its answers to
// these types, and API tests parse the answers with them.
import { z } from "zod";
import { ZArticleReviewSummary, ZUnsupportedFigure } from "~/articles/article-response";
import { ZModelUsage } from "./model-usage";

const ZGrounding = {
  /** The fact check: figures of the article its sources do not contain. */
  factCheck: z.object({ unsupportedFigures: z.array(ZUnsupportedFigure) }),
  /** Why the article was kept as a draft, and where to finish it when it was saved. */
  draft: z.object({ reason: z.string(), editUrl: z.string().optional() }).optional(),
  /** The model calls and tokens in and out the generation spent, from the provider's usage data. */
  usage: ZModelUsage.optional(),
};

/** The saved article, as the result cards link to it. */
export const ZGeneratedArticleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  articleType: z.string(),
  brutalScore: z.number().nullable(),
  publishingStatus: z.string(),
  editUrl: z.string(),
  draftReason: z.string().optional(),
  /** An article already there with the same title or source. */
  similarArticle: z.object({ title: z.string(), slug: z.string() }).optional(),
});

/** What the model wrote, as generate-content and an unsaved draft answer it. */
export const ZGeneratedContent = z.object({
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  brutalScore: z.number().nullable(),
  reviewSummary: ZArticleReviewSummary.nullable(),
  metaTitle: z.string(),
  metaDescription: z.string(),
});

/** POST /api/admin/generate-content. */
export const ZContentAnswer = z.object({
  generatedContent: ZGeneratedContent,
  saved: z.boolean(),
  published: z.boolean(),
  article: ZGeneratedArticleSummary.nullable(),
  ...ZGrounding,
});

/** The content generators (smart, versus, awards, how-to, tech news) once the article is saved. */
export const ZArticleAnswer = z.object({ article: ZGeneratedArticleSummary, ...ZGrounding });

/** The same generators asked not to save (`saveToDatabase: false`): the draft only. */
export const ZArticleDraftAnswer = z.object({
  generatedContent: ZGeneratedContent,
  saved: z.literal(false),
  ...ZGrounding,
});

/** The SAAS generators: the content and, when saved, where the article is. */
export const ZSaasAnswer = z.object({
  generatedContent: z.object({
    title: z.string(),
    excerpt: z.string(),
    brutalScore: z.number().nullable(),
    content: z.string(),
  }),
  saved: z.boolean(),
  article: z
    .object({ slug: z.string(), id: z.number().int(), publishingStatus: z.string(), editUrl: z.string() })
    .optional(),
  ...ZGrounding,
});

export type TGeneratedArticleSummary = z.infer<typeof ZGeneratedArticleSummary>;
export type TContentAnswer = z.infer<typeof ZContentAnswer>;
export type TArticleAnswer = z.infer<typeof ZArticleAnswer>;
export type TSaasAnswer = z.infer<typeof ZSaasAnswer>;
