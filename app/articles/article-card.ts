// The slim card shape a listing ships to the browser: no article bodies, just what a card shows.
import { excerptFallback, readingTimeForWordCount, readingTimeMinutes } from "~/content";
import type { TArticleType } from "./article-types";

export interface TArticleCard {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string | null;
  articleType: TArticleType;
  brutalScore: number | null;
  publishedAt: string | null;
  readingTime: number;
  category: { id: number; slug: string; name: string } | null;
  tags: { id: number; name: string }[];
  author: { username: string } | null;
}

/**
 * A card's row as selectArticleCards reads it. `body` is null when the stored word count and the excerpt are
 * enough, the start of the body when the excerpt is blank, the whole body when the words were never counted.
 */
export interface TArticleCardSource {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  featuredImage: string | null;
  articleType: string;
  brutalScore: number | null;
  publishedAt: Date | null;
  wordCount: number | null;
  body: string | null;
  categoryId: number | null;
  categorySlug: string | null;
  categoryName: string | null;
  authorUsername: string | null;
  tags: { id: number; name: string }[];
}

export function toArticleCard(row: TArticleCardSource): TArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt?.trim() || excerptFallback(row.body ?? ""),
    featuredImage: row.featuredImage,
    articleType: row.articleType as TArticleType,
    brutalScore: row.brutalScore,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    readingTime: row.wordCount !== null ? readingTimeForWordCount(row.wordCount) : readingTimeMinutes(row.body ?? ""),
    category:
      row.categoryId !== null && row.categorySlug !== null && row.categoryName !== null
        ? { id: row.categoryId, slug: row.categorySlug, name: row.categoryName }
        : null,
    tags: row.tags,
    author: row.authorUsername ? { username: row.authorUsername } : null,
  };
}
