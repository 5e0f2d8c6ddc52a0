// Admin reads: every status, with search by title or author, status and type filters.
import { and, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { TDatabase } from "~/db/client.server";
import { articles, authors, productPrices } from "~/db/schema";
import { containsPattern } from "~/db/like-pattern";
import { describePriceFlag } from "~/prices/price-change";
import { previewPath } from "~/scheduling/preview-link.server";
import type { TAdminArticle, TAdminListItem } from "./article-response";
import { ARTICLE_TYPES, PUBLISHING_STATUSES } from "./article-types";
import { parseArticle, selectAdminArticles } from "./article-rows.server";

export const MAX_ADMIN_LIST_LIMIT = 500;
const MAX_ASKED_LIMIT = 10_000;

export const ZAdminListQuery = z
  .object({
    limit: z.coerce
      .number({ error: "limit must be a whole number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      // A list that grows by raising its limit keeps working past the cap: it just stops growing.
      .max(
        MAX_ASKED_LIMIT,
        `limit must be at most ${MAX_ASKED_LIMIT} (lists are capped at ${MAX_ADMIN_LIST_LIMIT} articles)`,
      )
      .default(20)
      .transform((n) => Math.min(n, MAX_ADMIN_LIST_LIMIT)),
    status: z.enum(PUBLISHING_STATUSES, { error: "status must be published, scheduled, draft or deleted" }).optional(),
    type: z.enum(ARTICLE_TYPES, { error: `type must be one of ${ARTICLE_TYPES.join(", ")}` }).optional(),
    /** `price`: only reviews whose product became unavailable or whose price moved (app/prices/). */
    flag: z.enum(["price"], { error: "flag must be price" }).optional(),
    search: z
      .string()
      .trim()
      .max(200, "search must be at most 200 characters")
      .refine((v) => !v.includes("\u0000"), "search must not contain NUL characters")
      .optional(),
  })
  .strip();

export type TAdminListQuery = z.infer<typeof ZAdminListQuery>;

export async function findAdminArticles(db: TDatabase, query: TAdminListQuery): Promise<TAdminListItem[]> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(articles.publishingStatus, query.status));
  if (query.type) conditions.push(eq(articles.articleType, query.type));
  if (query.flag === "price") conditions.push(isNotNull(productPrices.flag));
  if (query.search) {
    const pattern = containsPattern(query.search);
    // The authors (a short list) are matched first, so the planner sees the article condition whole: a rare word
    // is looked up in the title's trigram index, a common one found by walking the newest changes.
    const authorIds = (await db.select({ id: authors.id }).from(authors).where(ilike(authors.username, pattern))).map(
      (row) => row.id,
    );
    const titleMatches = ilike(articles.title, pattern);
    conditions.push(authorIds.length ? or(titleMatches, inArray(articles.authorId, authorIds))! : titleMatches);
  }
  const rows = await selectAdminArticles(db, {
    version: articles.version,
    draftReason: sql<string | null>`${articles.generation}->>'draftReason'`.as("draft_reason"),
    scheduledAt: articles.scheduledAt,
    priceFlag: productPrices.flag,
    referencePrice: productPrices.referencePrice,
    price: productPrices.price,
  })
    .leftJoin(productPrices, eq(productPrices.articleId, articles.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(query.limit);
  return rows.map((row) => ({
    ...parseArticle(row.article),
    version: row.version,
    draftReason: row.draftReason ?? null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    priceAlert: describePriceFlag({ flag: row.priceFlag, referencePrice: row.referencePrice, price: row.price }),
  }));
}

export async function findArticleById(db: TDatabase, id: number): Promise<TAdminArticle | null> {
  const [row] = await selectAdminArticles(db, {
    version: articles.version,
    scheduledAt: articles.scheduledAt,
    sourceUrls: articles.sourceUrls,
    generation: articles.generation,
  })
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) return null;
  const generation = row.generation
    ? {
        unsupportedFigures: row.generation.unsupportedFigures ?? [],
        draftReason: row.generation.draftReason ?? null,
      }
    : null;
  const article = parseArticle(row.article);
  return {
    ...article,
    version: row.version,
    draftReason: row.generation?.draftReason ?? null,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    previewPath: await previewPath(db, article),
    sourceUrls: row.sourceUrls,
    proposedCategory: row.generation?.proposedCategory ?? null,
    generation,
  };
}
