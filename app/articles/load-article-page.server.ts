// Everything the article page shows: the body rendered at save (article-renders.server.ts) with its table of
// contents, verdict or award blocks, and the related lists. One query reads the article with its stored render;
// the related lists come from the content memo, read once per content change through the same published-only
// functions as the API.
import { eq, sql } from "drizzle-orm";
import type { ContentMemo } from "~/cache/content-memo.server";
import type { TAwardSections, TTocEntry } from "~/content";
import type { TDatabase } from "~/db/client.server";
import { preparedRead } from "~/db/prepared-read.server";
import { articles } from "~/db/schema";
import type { TArticleCard } from "./article-card";
import {
  parseArticle,
  selectArticleWithRenderForPreview,
  selectPublishedArticlesWithRender,
} from "./article-rows.server";
import {
  currentRenderCondition,
  rendererKey,
  renderStoredBody,
  storedBody,
  type TRenderSettings,
} from "./article-renders.server";
import type { TArticle, TReviewSummary } from "./article-shape";
import { findPublishedArticleCards } from "./find-published-articles.server";
import type { TArticleType } from "./article-types";
import { mediaSourceOf, type TMediaSource } from "~/media/media-source";

export const RELATED_READING_SIZE = 3;
export const RELATED_ARTICLES_SIZE = 3;
export const RELATED_NEWS_REQUEST = 6;
export const RELATED_NEWS_SHOWN = 4;

/** A review's product as its last price check read it (app/prices/refresh-prices.server.ts). */
export interface TProductPriceCheck {
  productUrl: string;
  price: string | null;
  available: boolean;
  checkedAt: string;
}

export interface TArticlePage {
  article: Omit<TArticle, "content"> & { readingTime: number };
  // Reviews only: null for any other type, and for a review never checked.
  priceCheck: TProductPriceCheck | null;
  featuredImageSource: TMediaSource | null;
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

type TArticleWithRenderRow = Awaited<ReturnType<typeof selectPublishedArticlesWithRender>>[number];

// The page's one query, planned once per database session (decision 033): the article by slug with its current
// render, for the renderer the settings name, its price check and its featured image's source.
export const articleWithRender = preparedRead<{ slug: string; renderer: string }, TArticleWithRenderRow>(
  "article_page",
  (db) =>
    selectPublishedArticlesWithRender(
      db,
      currentRenderCondition(sql.placeholder("renderer")),
      eq(articles.slug, sql.placeholder("slug")),
    ).limit(1),
);

export async function loadArticlePage(
  db: TDatabase,
  settings: TRenderSettings,
  memo: ContentMemo,
  slug: string,
): Promise<TArticlePage | null> {
  if (slug.length > 255 || slug.includes("\u0000")) return null;
  const [row] = await articleWithRender.run(db, { slug, renderer: rendererKey(settings) });
  return row ? assembleArticlePage(db, settings, memo, row) : null;
}

/** The page of an article of any status, for the editor's preview link (app/scheduling/preview-link.server.ts). */
export async function loadArticlePreview(
  db: TDatabase,
  settings: TRenderSettings,
  memo: ContentMemo,
  id: number,
): Promise<TArticlePage | null> {
  const [row] = await selectArticleWithRenderForPreview(db, currentRenderCondition(rendererKey(settings)), id);
  return row ? assembleArticlePage(db, settings, memo, row) : null;
}

function priceCheckOf(row: TArticleWithRenderRow): TProductPriceCheck | null {
  const { priceProductUrl, priceAmount, priceAvailable, priceCheckedAt } = row;
  if (priceProductUrl === null || priceAvailable === null || priceCheckedAt === null) return null;
  return { productUrl: priceProductUrl, price: priceAmount, available: priceAvailable, checkedAt: priceCheckedAt };
}

async function assembleArticlePage(
  db: TDatabase,
  settings: TRenderSettings,
  memo: ContentMemo,
  row: TArticleWithRenderRow,
): Promise<TArticlePage | null> {
  const { content: _emptyBody, ...article } = parseArticle(row.article);
  // Rendered at save; rendered here only when no current render exists yet (a save a moment ago, a new renderer).
  const body = storedBody(row) ?? (await renderStoredBody(db, settings, article.id));
  if (!body) return null;

  const isNews = article.articleType === "tech-news";
  // Each list is read with one more card than it needs, as the article itself may be among them.
  const others = (cards: TArticleCard[]) => cards.filter((card) => card.id !== article.id);
  const [sameType, sameCategory, news] = await Promise.all([
    // A news story's own type is listed by Related Tech News, so its Related Reading comes from its category.
    isNews ? Promise.resolve([]) : newestOfType(db, memo, article.articleType, RELATED_READING_SIZE + 2).then(others),
    newestInCategory(
      db,
      memo,
      article.category?.id ?? null,
      RELATED_ARTICLES_SIZE + RELATED_READING_SIZE + RELATED_NEWS_SHOWN + 2,
    ).then(others),
    isNews ? newestOfType(db, memo, "tech-news", RELATED_NEWS_REQUEST + 1).then(others) : Promise.resolve(null),
  ]);

  // No story is listed twice on one page: each list skips what the lists above it show.
  const relatedNews = news ? news.slice(0, RELATED_NEWS_SHOWN) : null;
  const shownIds = new Set([article.id, ...(relatedNews ?? []).map((a) => a.id)]);
  const relatedReading = (isNews ? sameCategory : sameType)
    .filter((a) => !shownIds.has(a.id))
    .slice(0, RELATED_READING_SIZE);
  for (const a of relatedReading) shownIds.add(a.id);
  const relatedArticles = sameCategory.filter((a) => !shownIds.has(a.id)).slice(0, RELATED_ARTICLES_SIZE);

  return {
    article: { ...article, readingTime: body.readingMinutes },
    priceCheck: article.articleType === "review" ? priceCheckOf(row) : null,
    featuredImageSource: mediaSourceOf(article.featuredImage, row.featuredImageSourceUrl),
    html: body.html,
    toc: body.toc,
    // The verdict stored with the article (the editor's, or the one its body spelled out when saved), else the
    // one the body spells out, otherwise none.
    reviewSummary: article.reviewSummary ?? body.reviewSummary ?? null,
    award: body.award,
    relatedReading,
    relatedArticles,
    relatedNews,
    relatedNewsHasMore: news ? news.slice(0, RELATED_NEWS_REQUEST).length > RELATED_NEWS_SHOWN : false,
  };
}
