// The one way articles are read from the database: whole articles (the API shape, bodies included) and cards
// (what a listing shows, without bodies). Each is one query: tags come along as a JSON array, not a second query.
import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { EXCERPT_PREFIX_CHARS, JS_TRIM_CHARACTERS } from "~/content";
import type { TDatabase } from "~/db/client.server";
import { articles, articleTags, authors, categories, tags } from "~/db/schema";
import type { TArticle } from "./article-shape";
import type { TArticleType, TPublishingStatus } from "./article-types";

// Every public read goes through this condition, so no page or endpoint can leak a draft.
export const isPublished: SQL = and(eq(articles.publishingStatus, "published"), isNotNull(articles.publishedAt))!;

// An article's tags ordered by name, as one JSON array (PGlite and pg both parse json columns). The article's tag
// ids are read first as an array: written as a join, the planner hashes the whole tags table once per listed
// article, which took twice as long on PGlite with 50 tags (EXPLAIN ANALYZE, docs/benchmarks.md).
const articleTagList = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}) order by ${tags.name}, ${tags.id})
  from ${tags}
  where ${tags.id} = any(array(select ${articleTags.tagId} from ${articleTags} where ${articleTags.articleId} = ${articles.id}))
), '[]'::json)`;

export const articleColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  content: articles.content,
  metaTitle: articles.metaTitle,
  metaDescription: articles.metaDescription,
  featuredImage: articles.featuredImage,
  articleType: articles.articleType,
  brutalScore: articles.brutalScore,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  publishingStatus: articles.publishingStatus,
  featured: articles.featured,
  reviewSummary: articles.reviewSummary,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  authorUsername: authors.username,
  tags: articleTagList.as("tags"),
};

export function selectArticles(db: TDatabase) {
  return db
    .select(articleColumns)
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(authors, eq(authors.id, articles.authorId));
}

type TArticleRow = Awaited<ReturnType<ReturnType<typeof selectArticles>["execute"]>>[number];

export function toArticle(row: TArticleRow): TArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    featuredImage: row.featuredImage,
    articleType: row.articleType as TArticleType,
    brutalScore: row.brutalScore,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishingStatus: row.publishingStatus as TPublishingStatus,
    category:
      row.categoryId !== null && row.categorySlug !== null && row.categoryName !== null
        ? { id: row.categoryId, slug: row.categorySlug, name: row.categoryName }
        : null,
    tags: row.tags,
    author: row.authorUsername ? { username: row.authorUsername } : null,
    featured: row.featured,
    reviewSummary: row.reviewSummary ?? null,
  };
}

// What a card needs of the body, and no more: nothing when the stored word count and excerpt cover it; the start
// of the body (as much as excerptFallback reads) when the excerpt is blank; the whole body when the words were not
// counted. Blank means what `excerpt?.trim()` says in toArticleCard, hence the same set of trimmed characters.
const cardBody = sql<string | null>`case
  when ${articles.wordCount} is null then ${articles.content}
  when coalesce(btrim(${articles.excerpt}, ${JS_TRIM_CHARACTERS}), '') = '' then left(${articles.content}, ${EXCERPT_PREFIX_CHARS})
end`;

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
  tags: articleTagList.as("tags"),
};

export function selectArticleCards(db: TDatabase) {
  return db
    .select(articleCardColumns)
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(authors, eq(authors.id, articles.authorId));
}

export type TArticleCardRow = Awaited<ReturnType<ReturnType<typeof selectArticleCards>["execute"]>>[number];
