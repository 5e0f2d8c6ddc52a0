// The article as the API answers it (spec section 3), as zod schemas: the public article, an admin list row with
// the version it was read at, and the admin's full article. The types in article-shape.ts and the admin form are
// inferred from these, so the shape is written once; API tests parse answers with them.
import { z } from "zod";
import { ARTICLE_TYPES, PUBLISHING_STATUSES } from "./article-types";

/** One criterion of a verdict's breakdown (design, battery...) with its own score out of 10. */
export const ZVerdictCriterion = z.object({ name: z.string(), score: z.number() });

/**
 * The verdict of a review or software article: the Brutal Summary, Positives, Negatives and, optionally, a score
 * per criterion (the overall score is the article's brutalScore). Stored with the article (review_summary), edited
 * in the editor's Verdict dialog; older bodies that spell it out as headed sections are read from the body.
 */
export const ZArticleReviewSummary = z.object({
  brutalSummary: z.string(),
  positives: z.array(z.string()),
  negatives: z.array(z.string()),
  criteria: z.array(ZVerdictCriterion).optional(),
});

/** A figure of a generated article that its sources do not contain, with the words around it. */
export const ZUnsupportedFigure = z.object({ figure: z.string(), context: z.string() });

export const ZArticle = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  featuredImage: z.string().nullable(),
  articleType: z.enum(ARTICLE_TYPES),
  brutalScore: z.number().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishingStatus: z.enum(PUBLISHING_STATUSES),
  category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  author: z.object({ username: z.string() }).nullable(),
  featured: z.boolean(),
  reviewSummary: ZArticleReviewSummary.nullable(),
  /** How long the product was tested, as the editor recorded it; null when no testing is claimed. */
  testingPeriod: z.string().nullable(),
});

/** A category or a tag as GET /api/categories and GET /api/tags list them. */
export const ZTaxonomyTerm = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** A row of GET /api/admin/articles: the article and the version it was read at. */
export const ZAdminListItem = ZArticle.extend({
  version: z.number().int(),
  /** Why a generated article was kept as a draft; null when it was not. */
  draftReason: z.string().nullable(),
  /** When a scheduled article goes public (UTC, ISO 8601); null for the other statuses. */
  scheduledAt: z.string().nullable(),
  /** What the price refresh found: "Product unavailable" or "Price moved: $100.00 → $130.00"; null when nothing. */
  priceAlert: z.string().nullable().optional(),
});

/** GET /api/admin/articles/:id (and what a save or a restore answers): the article plus what an edit needs. */
export const ZAdminArticle = ZAdminListItem.extend({
  sourceUrls: z.array(z.string()),
  /** The article's page whatever its status, for the editor (a signed preview link). */
  previewPath: z.string(),
  /** The category a generator proposed because no existing one matched. */
  proposedCategory: z.string().nullable(),
  /** A generated article's fact check and why it was kept as a draft, if it was. */
  generation: z
    .object({
      unsupportedFigures: z.array(ZUnsupportedFigure),
      draftReason: z.string().nullable(),
    })
    .nullable(),
});

/** The admin article's types, server and panel alike: a list row, and the article an edit loads. */
export type TAdminListItem = z.infer<typeof ZAdminListItem>;
export type TAdminArticle = z.infer<typeof ZAdminArticle>;

/** Every refused request: `{ error, ...details }` (app/lib/app-error.ts). */
export const ZErrorBody = z.looseObject({ error: z.string() });

/** A row of GET /api/admin/articles/:id/revisions: an earlier version, why it was kept, and its title. */
export const ZArticleRevisionRow = z.object({
  id: z.number().int(),
  version: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  title: z.string(),
});
