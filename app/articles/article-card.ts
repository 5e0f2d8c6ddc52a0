// The slim card shape a listing ships to the browser: no article bodies, just what a card shows.
import { excerptFallback, readingTimeMinutes } from "~/content";
import type { TArticle } from "./article-shape";
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

export function toArticleCard(article: TArticle): TArticleCard {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt?.trim() || excerptFallback(article.content),
    featuredImage: article.featuredImage,
    articleType: article.articleType,
    brutalScore: article.brutalScore,
    publishedAt: article.publishedAt,
    readingTime: readingTimeMinutes(article.content),
    category: article.category,
    tags: article.tags,
    author: article.author,
  };
}
