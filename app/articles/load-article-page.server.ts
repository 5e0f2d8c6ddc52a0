// Everything the article page shows: the body rendered at save (article-renders.server.ts) with its table of
// contents, verdict or award blocks, and the related lists. One query reads the article with its stored render;
// the related lists come from the content memo, read once per content change through the same published-only
// functions as the API.
import { and, eq } from "drizzle-orm";
import type { ContentMemo } from "~/cache/content-memo.server";
import type { TAwardSections, TTocEntry } from "~/content";
import type { TDatabase } from "~/db/client.server";
import { articleRenders, articles, articleTagLists, authors, categories } from "~/db/schema";
import type { TArticleCard } from "./article-card";
import { articleJsonWithoutBody, isPublished, parseArticle } from "./article-rows.server";
import {
  currentRenderCondition,
  renderStoredBody,
  storedBody,
  storedBodyColumns,
  type TRenderSettings,
} from "./article-renders.server";
import type { TArticle, TReviewSummary } from "./article-shape";
import { findPublishedArticleCards } from "./find-published-articles.server";
import type { TArticleType } from "./article-types";

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

// The newest published cards of a type or a category, one more than a page shows beside any one article (which is
// left out of its own lists).
function newestOfType(db: TDatabase, memo: ContentMemo, type: TArticleType, limit: number) {
  return memo.get(`newest-of-type:${type}:${limit}`, () =>
    findPublishedArticleCards(db, { type, limit, sort: "newest" }),
  );
}

// Without a category: the newest of all.
function newestInCategory(db: TDatabase, memo: ContentMemo, categoryId: number | null, limit: number) {
  return memo.get(`newest-in-category:${categoryId ?? "any"}:${limit}`, () =>
    findPublishedArticleCards(db, {
      category: categoryId === null ? undefined : String(categoryId),
      limit,
      sort: "newest",
    }),
  );
}

export async function loadArticlePage(
  db: TDatabase,
  settings: TRenderSettings,
  memo: ContentMemo,
  slug: string,
): Promise<TArticlePage | null> {
  if (slug.length > 255 || slug.includes("\u0000")) return null;
  const [row] = await db
    .select({ article: articleJsonWithoutBody.as("article"), ...storedBodyColumns })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(authors, eq(authors.id, articles.authorId))
    .leftJoin(articleTagLists, eq(articleTagLists.articleId, articles.id))
    .leftJoin(articleRenders, currentRenderCondition(settings))
    .where(and(isPublished, eq(articles.slug, slug)))
    .limit(1);
  if (!row) return null;
  const { content: _emptyBody, ...article } = parseArticle(row.article);
  // Rendered at save; rendered here only when no current render exists yet (a save a moment ago, a new renderer).
  const body = storedBody(row) ?? (await renderStoredBody(db, settings, article.id));
  if (!body) return null;

  const [sameType, sameCategory, news] = await Promise.all([
    newestOfType(db, memo, article.articleType, RELATED_READING_SIZE + 1),
    newestInCategory(db, memo, article.category?.id ?? null, RELATED_ARTICLES_SIZE + RELATED_READING_SIZE + 1),
    article.articleType === "tech-news"
      ? newestOfType(db, memo, "tech-news", RELATED_NEWS_REQUEST + 1)
      : Promise.resolve(null),
  ]);

  const others = (cards: TArticleCard[]) => cards.filter((card) => card.id !== article.id);
  const relatedReading = others(sameType).slice(0, RELATED_READING_SIZE);
  const shownIds = new Set([article.id, ...relatedReading.map((a) => a.id)]);
  const relatedArticles = sameCategory.filter((a) => !shownIds.has(a.id)).slice(0, RELATED_ARTICLES_SIZE);
  const otherNews = news ? others(news).slice(0, RELATED_NEWS_REQUEST) : null;

  return {
    article: { ...article, readingTime: body.readingMinutes },
    html: body.html,
    toc: body.toc,
    // Parsed from the body first, then the stored summary, otherwise none.
    reviewSummary: body.reviewSummary ?? article.reviewSummary ?? null,
    award: body.award,
    relatedReading,
    relatedArticles,
    relatedNews: otherNews ? otherNews.slice(0, RELATED_NEWS_SHOWN) : null,
    relatedNewsHasMore: otherNews ? otherNews.length > RELATED_NEWS_SHOWN : false,
  };
}
