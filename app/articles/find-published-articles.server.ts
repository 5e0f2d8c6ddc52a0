// Public article lists: by type, category (id or slug), search text, excluding one article. The API reads whole
// articles (as JSON text); pages read cards (no bodies) through the same filters and order.
import { asc, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { TDatabase } from "~/db/client.server";
import { isRowIdInRange, MAX_ROW_ID } from "~/db/row-id";
import { containsPattern } from "~/db/like-pattern";
import { articles, categories } from "~/db/schema";
import { toArticleCard, type TArticleCard } from "./article-card";
import type { TArticle } from "./article-shape";
import { ARTICLE_TYPES } from "./article-types";
import type { TListPageStart } from "./section-pages";
import {
  articleListJson,
  parseArticle,
  selectPublishedArticleCards,
  selectPublishedArticleIds,
  selectPublishedArticles,
} from "./article-rows.server";

export const MAX_LIST_LIMIT = 200;
// A larger limit is refused rather than capped: it is a mistake, not a request for "everything".
export const MAX_REQUESTED_LIMIT = 10_000;
const CATEGORY_ID_PATTERN = /^\d+$/;

export const ZListArticlesQuery = z
  .object({
    type: z.enum(ARTICLE_TYPES, { error: `type must be one of ${ARTICLE_TYPES.join(", ")}` }).optional(),
    limit: z.coerce
      .number({ error: "limit must be a whole number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(
        MAX_REQUESTED_LIMIT,
        `limit must be at most ${MAX_REQUESTED_LIMIT} (lists are capped at ${MAX_LIST_LIMIT} articles)`,
      )
      .default(50)
      .transform((n) => Math.min(n, MAX_LIST_LIMIT)),
    category: z
      .string()
      .trim()
      .min(1, "category must not be empty")
      .max(100, "category is too long")
      .refine((v) => !v.includes("\u0000"), "category must not contain NUL characters")
      .refine(
        (v) => !CATEGORY_ID_PATTERN.test(v) || isRowIdInRange(v),
        `category must be a slug or an id from 1 to ${MAX_ROW_ID}`,
      )
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
      .max(MAX_ROW_ID, `exclude must be an article id (at most ${MAX_ROW_ID})`)
      .optional(),
    sort: z.enum(["newest", "rating", "title"], { error: "sort must be newest, rating or title" }).default("newest"),
  })
  // Unknown parameters (cache busters, tracking) are ignored, as browsers and CDNs add them.
  .strip();

export type TListArticlesQuery = z.infer<typeof ZListArticlesQuery>;

function listConditions(query: TListArticlesQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(articles.articleType, query.type));
  if (query.category) {
    // Pages pass the category from their URL unchecked: an id no row can have matches nothing instead of failing.
    conditions.push(
      !CATEGORY_ID_PATTERN.test(query.category)
        ? eq(categories.slug, query.category.toLowerCase())
        : isRowIdInRange(query.category)
          ? eq(articles.categoryId, Number(query.category))
          : sql`false`,
    );
  }
  if (query.search) {
    // Served by the trigram indexes on title and excerpt (drizzle/0002) when the text has three characters or more.
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(articles.title, pattern), ilike(articles.excerpt, pattern))!);
  }
  // No row has an id beyond the integer range, so there is nothing to exclude.
  if (query.exclude && query.exclude <= MAX_ROW_ID) conditions.push(ne(articles.id, query.exclude));
  return conditions;
}

function listOrder(query: TListArticlesQuery): SQL[] {
  return query.sort === "rating"
    ? [sql`${articles.brutalScore} desc nulls last`, desc(articles.publishedAt)]
    : query.sort === "title"
      ? [asc(articles.title)]
      : [desc(articles.publishedAt), desc(articles.id)];
}

/** Whole articles, bodies included, as the JSON array the list API answers (spec section 3). */
export async function findPublishedArticlesJson(db: TDatabase, query: TListArticlesQuery): Promise<string> {
  const rows = await selectPublishedArticles(db, ...listConditions(query))
    .orderBy(...listOrder(query))
    .limit(query.limit);
  return articleListJson(rows);
}

/**
 * The ids the list API answers for a query, in its order: an `exclude` naming none of them changes nothing in the
 * answer, so the response cache keys it as the list without it (app/cache/public-cache-key.server.ts).
 */
export async function findPublishedArticleIds(db: TDatabase, query: TListArticlesQuery): Promise<number[]> {
  const rows = await selectPublishedArticleIds(db, ...listConditions(query))
    .orderBy(...listOrder(query))
    .limit(query.limit);
  return rows.map((row) => row.id);
}

// The (published_at, id) pair of the article a page starts next to; no row (an unknown id) matches nothing.
function startingAt(start: TListPageStart): SQL {
  const id = "before" in start ? start.before : start.after;
  const place = sql`(select place.published_at, place.id from ${articles} place where place.id = ${id})`;
  return "before" in start
    ? sql`(${articles.publishedAt}, ${articles.id}) < ${place}`
    : sql`(${articles.publishedAt}, ${articles.id}) > ${place}`;
}

/**
 * The same list as cards, for pages: no bodies are read when the stored word count and excerpt suffice. With a
 * `start` (newest-first lists only), the page next to that article, still newest first: read from the index in
 * list order from the article's place, so a page deep in the list costs what the first one does.
 */
export async function findPublishedArticleCards(
  db: TDatabase,
  query: TListArticlesQuery,
  start?: TListPageStart,
): Promise<TArticleCard[]> {
  if (start && query.sort !== "newest") throw new Error("Keyset pages follow the newest-first order only");
  const newerFirst = start !== undefined && "after" in start;
  const rows = await selectPublishedArticleCards(db, ...listConditions(query), start && startingAt(start))
    .orderBy(...(newerFirst ? [asc(articles.publishedAt), asc(articles.id)] : listOrder(query)))
    .limit(query.limit);
  if (newerFirst) rows.reverse();
  return rows.map(toArticleCard);
}

export async function findPublishedArticleBySlug(db: TDatabase, slug: string): Promise<TArticle | null> {
  if (slug.length > 255 || slug.includes("\u0000")) return null;
  const [row] = await selectPublishedArticles(db, eq(articles.slug, slug)).limit(1);
  return row ? parseArticle(row.article) : null;
}
