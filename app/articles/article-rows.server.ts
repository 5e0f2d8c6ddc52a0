// The one way articles are read from the database: whole articles (the API shape, bodies included) and cards
// (what a listing shows, without bodies). Each is one query: tags come from article_tag_lists, kept by triggers.
// Public reads go through the selectPublished… builders, which always carry the published-only condition; the
// admin panel's reads (every status) through selectAdminArticles.
import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, SelectedFields } from "drizzle-orm/pg-core";
import { EXCERPT_PREFIX_CHARS, JS_TRIM_CHARACTERS } from "~/content";
import type { TDatabase } from "~/db/client.server";
import { articleRenders, articles, articleTagLists, authors, categories, media, productPrices } from "~/db/schema";
import { storedBodyColumns } from "./article-renders.server";
import type { TArticle } from "./article-shape";

// Every public read carries this condition through the selectPublished… builders below, so no page, feed or
// endpoint can leak a draft: it is not exported, and a public read cannot forget it.
const isPublished: SQL = and(eq(articles.publishingStatus, "published"), isNotNull(articles.publishedAt))!;

// The published articles matching every condition given (undefined ones are left out).
function publishedAnd(conditions: (SQL | undefined)[]): SQL {
  return and(isPublished, ...conditions)!;
}

// The article's tags, ordered by name, from the list the triggers of drizzle/0004 keep (none yet: no row).
const tagListOfArticle = sql<{ id: number; name: string }[]>`coalesce(${articleTagLists.tagList}, '[]'::json)`;

// A timestamp as JavaScript's toISOString writes it: UTC, milliseconds (cut, not rounded, as a Date keeps them).
const isoTimestamp = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The Article of article-shape.ts (spec section 3) as compact JSON text, written by the database (decision 016).
// Lists of whole articles are the API's largest answers (about 9 KB an article): built here they cross from the
// database as one string per article, instead of some twenty values that JavaScript would decode, copy into an
// object and serialise again, which halves what a list answer allocates. row_to_json writes keys in this order
// with no spaces and escapes strings as JSON.stringify does (tests/api/article-json.test.ts); a stored review
// summary (jsonb) is embedded as PostgreSQL writes jsonb, with spaces.
const articleJsonWith = (content: AnyPgColumn | SQL) => sql<string>`(select row_to_json(article)::text from (select
  ${articles.id} as "id",
  ${articles.slug} as "slug",
  ${articles.title} as "title",
  ${articles.excerpt} as "excerpt",
  ${content} as "content",
  ${articles.metaTitle} as "metaTitle",
  ${articles.metaDescription} as "metaDescription",
  ${articles.featuredImage} as "featuredImage",
  ${articles.articleType} as "articleType",
  ${articles.brutalScore} as "brutalScore",
  ${isoTimestamp(articles.publishedAt)} as "publishedAt",
  ${isoTimestamp(articles.createdAt)} as "createdAt",
  ${isoTimestamp(articles.updatedAt)} as "updatedAt",
  ${articles.publishingStatus} as "publishingStatus",
  (select row_to_json(category) from (select ${categories.id} as "id", ${categories.slug} as "slug", ${categories.name} as "name") category
    where ${categories.id} is not null) as "category",
  ${tagListOfArticle} as "tags",
  (select row_to_json(author) from (select ${authors.username} as "username") author where ${authors.username} <> '') as "author",
  ${articles.featured} as "featured",
  ${articles.reviewSummary} as "reviewSummary",
  ${articles.testingPeriod} as "testingPeriod"
) article)`;
export const articleJson = articleJsonWith(articles.content);
// The same with an empty body, for the article page: it shows the body rendered at save (article-renders.server.ts).
const articleJsonWithoutBody = articleJsonWith(sql`''`);

/** Articles as JSON text (`article`), with any further columns a caller needs beside it. */
function selectArticles<TExtra extends Record<string, AnyPgColumn | SQL.Aliased>>(db: TDatabase, extra?: TExtra) {
  return db
    .select({ article: articleJson.as("article"), ...(extra as TExtra) })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(authors, eq(authors.id, articles.authorId))
    .leftJoin(articleTagLists, eq(articleTagLists.articleId, articles.id));
}

/** Published articles as JSON text (`article`) matching the conditions: the public API's reads. */
export function selectPublishedArticles(db: TDatabase, ...conditions: (SQL | undefined)[]) {
  return selectArticles(db).where(publishedAnd(conditions));
}

/**
 * Published articles as JSON text without their body (`article`), each with its stored render when one is current
 * (article-renders.server.ts): the article page, which shows the body rendered at save.
 */
export function selectPublishedArticlesWithRender(
  db: TDatabase,
  currentRender: SQL | undefined,
  ...conditions: (SQL | undefined)[]
) {
  return selectArticlePages(db, currentRender).where(publishedAnd(conditions));
}

// The hash of an uploaded featured image (`/media/{sha256}.{extension}`, app/media/media-path.ts), else null.
const featuredImageSha256 = sql`substring(${articles.featuredImage} from '^/media/([0-9a-f]{64})\\.[a-z]+$')`;

// Everything an article page shows, in one query (decision 033): the article without its body, its current render,
// its product's last price check (no row: none) and the page its downloaded featured image came from (null for an
// editor's upload or any other address).
function selectArticlePages(db: TDatabase, currentRender: SQL | undefined) {
  return db
    .select({
      article: articleJsonWithoutBody.as("article"),
      ...storedBodyColumns,
      priceProductUrl: productPrices.productUrl,
      priceAmount: productPrices.price,
      priceAvailable: productPrices.available,
      priceCheckedAt: sql<string | null>`${isoTimestamp(productPrices.checkedAt)}`,
      featuredImageSourceUrl: media.sourceUrl,
    })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(authors, eq(authors.id, articles.authorId))
    .leftJoin(articleTagLists, eq(articleTagLists.articleId, articles.id))
    .leftJoin(articleRenders, currentRender)
    .leftJoin(productPrices, eq(productPrices.articleId, articles.id))
    .leftJoin(media, eq(media.sha256, featuredImageSha256));
}

/**
 * One article of any status, without its body, with its current render: the editor's preview link
 * (app/scheduling/preview-link.server.ts), never a public read.
 */
export function selectArticleWithRenderForPreview(db: TDatabase, currentRender: SQL | undefined, id: number) {
  return selectArticlePages(db, currentRender).where(eq(articles.id, id)).limit(1);
}

/**
 * Articles of every status (drafts and deleted ones too) as JSON text, with further columns: the admin panel's
 * reads, never a public page's.
 */
export function selectAdminArticles<TExtra extends Record<string, AnyPgColumn | SQL.Aliased>>(
  db: TDatabase,
  extra?: TExtra,
) {
  return selectArticles(db, extra);
}

export function parseArticle(json: string): TArticle {
  return JSON.parse(json) as TArticle;
}

/** A JSON array of articles, from their JSON texts: no article is parsed or serialised again. */
export function articleListJson(rows: { article: string }[]): string {
  return `[${rows.map((row) => row.article).join(",")}]`;
}

// What a card needs of the body, and no more: nothing when the stored word count and excerpt cover it; the start
// of the body (as much as excerptFallback reads) when the excerpt is blank; the whole body when the words were not
// counted. Blank means what `excerpt?.trim()` says in toArticleCard, hence the same set of trimmed characters.
const cardBody = sql<string | null>`case
  when ${articles.wordCount} is null then ${articles.content}
  when coalesce(btrim(${articles.excerpt}, ${JS_TRIM_CHARACTERS}), '') = '' then left(${articles.content}, ${EXCERPT_PREFIX_CHARS})
end`;

// Its columns come from articles, categories, authors and article_tag_lists: a query selecting them joins all four
// as selectArticleCards does.
export const articleCardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  featuredImage: articles.featuredImage,
  articleType: articles.articleType,
  brutalScore: articles.brutalScore,
  publishedAt: articles.publishedAt,
  wordCount: articles.wordCount,
  body: cardBody.as("card_body"),
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  authorUsername: authors.username,
  tags: tagListOfArticle.as("tags"),
};

/** Cards of the published articles matching the conditions: what public listings show. */
export function selectPublishedArticleCards(db: TDatabase, ...conditions: (SQL | undefined)[]) {
  return db
    .select(articleCardColumns)
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(authors, eq(authors.id, articles.authorId))
    .leftJoin(articleTagLists, eq(articleTagLists.articleId, articles.id))
    .where(publishedAnd(conditions));
}

/** The same cards with further columns beside them (search's highlighted snippet). */
export function selectPublishedArticleCardsWith<TExtra extends Record<string, SQL.Aliased>>(
  db: TDatabase,
  extra: TExtra,
  ...conditions: (SQL | undefined)[]
) {
  return db
    .select({ ...articleCardColumns, ...extra })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(authors, eq(authors.id, articles.authorId))
    .leftJoin(articleTagLists, eq(articleTagLists.articleId, articles.id))
    .where(publishedAnd(conditions));
}

/** The ids of the published articles matching the list conditions (which may name the category's slug). */
export function selectPublishedArticleIds(db: TDatabase, ...conditions: (SQL | undefined)[]) {
  return db
    .select({ id: articles.id })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(publishedAnd(conditions));
}

/** Any columns of the published articles matching the conditions: the sitemap, search and the content version. */
export function selectFromPublishedArticles<TColumns extends SelectedFields>(
  db: TDatabase,
  columns: TColumns,
  ...conditions: (SQL | undefined)[]
) {
  return db.select(columns).from(articles).where(publishedAnd(conditions));
}
