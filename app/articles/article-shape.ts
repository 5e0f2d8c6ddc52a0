// The Article as the API and the pages see it (spec section 3): camelCase, nested category, tags and author.
import type { TArticleType, TPublishingStatus } from "./article-types";

export interface TReviewSummary {
  brutalSummary: string;
  positives: string[];
  negatives: string[];
}

export interface TArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  featuredImage: string | null;
  articleType: TArticleType;
  brutalScore: number | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  publishingStatus: TPublishingStatus;
  category: { id: number; slug: string; name: string } | null;
  tags: { id: number; name: string }[];
  author: { username: string } | null;
  featured: boolean;
  reviewSummary: TReviewSummary | null;
  /** How long the product was tested, as the editor recorded it; null when no testing is claimed. */
  testingPeriod: string | null;
}

export interface TCategory {
  id: number;
  name: string;
  slug: string;
}

export interface TTag {
  id: number;
  name: string;
  slug: string;
}
