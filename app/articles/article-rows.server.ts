// The one way articles are read from the database and turned into the API shape.
import { and, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles, articleTags, authors, categories, tags } from "~/db/schema";
import type { TArticle } from "./article-shape";
import type { TArticleType, TPublishingStatus } from "./article-types";

// Every public read goes through this condition, so no page or endpoint can leak a draft.
export const isPublished: SQL = and(eq(articles.publishingStatus, "published"), isNotNull(articles.publishedAt))!;

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
};

export function selectArticles(db: TDatabase) {
  return db
    .select(articleColumns)
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(authors, eq(authors.id, articles.authorId));
}

type TArticleRow = Awaited<ReturnType<ReturnType<typeof selectArticles>["execute"]>>[number];

export async function attachTags(db: TDatabase, rows: TArticleRow[]): Promise<TArticle[]> {
  const ids = rows.map((row) => row.id);
  const tagRows =
    ids.length === 0
      ? []
      : await db
          .select({ articleId: articleTags.articleId, id: tags.id, name: tags.name })
          .from(articleTags)
          .innerJoin(tags, eq(tags.id, articleTags.tagId))
          .where(inArray(articleTags.articleId, ids))
          .orderBy(tags.name);
  const tagsByArticle = new Map<number, { id: number; name: string }[]>();
  for (const tag of tagRows) {
    const list = tagsByArticle.get(tag.articleId) ?? [];
    list.push({ id: tag.id, name: tag.name });
    tagsByArticle.set(tag.articleId, list);
  }
  return rows.map((row) => toArticle(row, tagsByArticle.get(row.id) ?? []));
}

function toArticle(row: TArticleRow, articleTagList: { id: number; name: string }[]): TArticle {
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
    tags: articleTagList,
    author: row.authorUsername ? { username: row.authorUsername } : null,
    featured: row.featured,
    reviewSummary: row.reviewSummary ?? null,
  };
}
