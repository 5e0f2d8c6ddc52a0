// Public article lists: by type, category (id or slug), search text, excluding one article.
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { TDatabase } from "~/db/client.server";
import { articles, categories } from "~/db/schema";
import type { TArticle } from "./article-shape";
import { ARTICLE_TYPES } from "./article-types";
import { attachTags, isPublished, selectArticles } from "./article-rows.server";

export const MAX_LIST_LIMIT = 200;

export const ZListArticlesQuery = z
  .object({
    type: z.enum(ARTICLE_TYPES, { error: `type must be one of ${ARTICLE_TYPES.join(", ")}` }).optional(),
    limit: z.coerce
      .number({ error: "limit must be a whole number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(10_000, `limit must be at most ${MAX_LIST_LIMIT}`)
      .default(50)
      .transform((n) => Math.min(n, MAX_LIST_LIMIT)),
    category: z
      .string()
      .trim()
      .min(1, "category must not be empty")
      .max(100, "category is too long")
      .refine((v) => !v.includes("\u0000"), "category must not contain NUL characters")
      .optional(),
    search: z
      .string()
      .trim()
      .max(200, "search must be at most 200 characters")
      .refine((v) => !v.includes("\u0000"), "search must not contain NUL characters")
      .optional(),
    exclude: z.coerce
      .number({ error: "exclude must be an article id" })
      .int("exclude must be an article id")
      .min(1, "exclude must be an article id")
      .optional(),
    sort: z.enum(["newest", "rating", "title"], { error: "sort must be newest, rating or title" }).default("newest"),
  })
  // Unknown parameters (cache busters, tracking) are ignored, as browsers and CDNs add them.
  .strip();

export type TListArticlesQuery = z.infer<typeof ZListArticlesQuery>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function findPublishedArticles(db: TDatabase, query: TListArticlesQuery): Promise<TArticle[]> {
  const conditions: SQL[] = [isPublished];
  if (query.type) conditions.push(eq(articles.articleType, query.type));
  if (query.category) {
    conditions.push(
      /^\d+$/.test(query.category)
        ? eq(articles.categoryId, Number(query.category))
        : eq(categories.slug, query.category.toLowerCase()),
    );
  }
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(articles.title, pattern), ilike(articles.excerpt, pattern))!);
  }
  if (query.exclude) conditions.push(ne(articles.id, query.exclude));

  const order =
    query.sort === "rating"
      ? [sql`${articles.brutalScore} desc nulls last`, desc(articles.publishedAt)]
      : query.sort === "title"
        ? [asc(articles.title)]
        : [desc(articles.publishedAt), desc(articles.id)];

  const rows = await selectArticles(db)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit);
  return attachTags(db, rows);
}

export async function findPublishedArticleBySlug(db: TDatabase, slug: string): Promise<TArticle | null> {
  if (slug.length > 255 || slug.includes("\u0000")) return null;
  const rows = await selectArticles(db)
    .where(and(isPublished, eq(articles.slug, slug)))
    .limit(1);
  const [article] = await attachTags(db, rows);
  return article ?? null;
}
