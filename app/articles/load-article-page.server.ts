// Everything the article page shows: the rendered body with its table of contents, verdict or award blocks,
// and the related lists, read through the same published-only functions as the API.
import { readingTimeMinutes, renderArticleContent, type TAwardSections, type TTocEntry } from "~/content";
import type { TDatabase } from "~/db/client.server";
import type { TEnv } from "~/config/env.server";
import type { TArticleCard } from "./article-card";
import type { TArticle, TReviewSummary } from "./article-shape";
import { findPublishedArticleBySlug, findPublishedArticleCards } from "./find-published-articles.server";

export const RELATED_READING_SIZE = 3;
export const RELATED_ARTICLES_SIZE = 3;
export const RELATED_NEWS_REQUEST = 6;
export const RELATED_NEWS_SHOWN = 4;

export interface TArticlePage {
  article: Omit<TArticle, "content"> & { readingTime: number };
  html: string;
  toc: TTocEntry[];
  reviewSummary: TReviewSummary | null;
  award: TAwardSections | null;
  relatedReading: TArticleCard[];
  relatedArticles: TArticleCard[];
  relatedNews: TArticleCard[] | null;
  relatedNewsHasMore: boolean;
}

export async function loadArticlePage(db: TDatabase, env: TEnv, slug: string): Promise<TArticlePage | null> {
  const article = await findPublishedArticleBySlug(db, slug);
  if (!article) return null;
  const rendered = renderArticleContent(article.content, {
    affiliateTag: env.AMAZON_ASSOCIATE_TAG,
    extractAward: article.articleType === "award",
    siteOrigin: env.SITE_URL,
  });

  const isNews = article.articleType === "tech-news";
  const [sameType, sameCategory, news] = await Promise.all([
    // A news story's own type is listed by Related Tech News, so its Related Reading comes from its category.
    isNews
      ? Promise.resolve([])
      : findPublishedArticleCards(db, {
          type: article.articleType,
          limit: RELATED_READING_SIZE + 1,
          exclude: article.id,
          sort: "newest",
        }),
    findPublishedArticleCards(db, {
      category: article.category ? String(article.category.id) : undefined,
      limit: RELATED_ARTICLES_SIZE + RELATED_READING_SIZE + RELATED_NEWS_SHOWN + 1,
      exclude: article.id,
      sort: "newest",
    }),
    isNews
      ? findPublishedArticleCards(db, {
          type: "tech-news",
          limit: RELATED_NEWS_REQUEST,
          exclude: article.id,
          sort: "newest",
        })
      : Promise.resolve(null),
  ]);

  // No story is listed twice on one page: each list skips what the lists above it show.
  const relatedNews = news ? news.slice(0, RELATED_NEWS_SHOWN) : null;
  const shownIds = new Set([article.id, ...(relatedNews ?? []).map((a) => a.id)]);
  const relatedReading = (isNews ? sameCategory : sameType)
    .filter((a) => !shownIds.has(a.id))
    .slice(0, RELATED_READING_SIZE);
  for (const a of relatedReading) shownIds.add(a.id);
  const relatedArticles = sameCategory.filter((a) => !shownIds.has(a.id)).slice(0, RELATED_ARTICLES_SIZE);

  const { content, ...rest } = article;
  return {
    article: { ...rest, readingTime: readingTimeMinutes(content) },
    html: rendered.html,
    toc: rendered.toc,
    // Parsed from the body first, then the stored summary, otherwise none.
    reviewSummary: rendered.reviewSummary ?? article.reviewSummary ?? null,
    award: rendered.award,
    relatedReading,
    relatedArticles,
    relatedNews,
    relatedNewsHasMore: news ? news.length > RELATED_NEWS_SHOWN : false,
  };
}
