// Article bodies rendered once, after each save, and kept in article_renders (decision 021): a page render reads the
// stored HTML, table of contents, summary and award blocks and does no markdown or sanitising work. A stored render
// counts only when it was made by the current renderer with the current settings and for the article's current
// version; otherwise the body is rendered again (once per article at a time) and stored.
import { createHash } from "node:crypto";
import { and, eq, or, isNull, ne, sql } from "drizzle-orm";
import { readingTimeMinutes, renderArticleContent, type TAwardSections, type TTocEntry } from "~/content";
import type { TEnv } from "~/config/env.server";
import type { TDatabase } from "~/db/client.server";
import { articleRenders, articles } from "~/db/schema";
import type { TReviewSummary } from "./article-shape";

// Raise it whenever renderArticleContent's output changes (app/content): every stored render is then made again
// at start-up. app/articles/article-renders.server.test.ts fails when the output changes and this does not.
// 2: the one retailer list (amzn.eu, amzn.asia, a.co and m.amazon.* links are sponsored links too).
export const RENDERER_VERSION = 2;

const REFRESH_BATCH = 50;

export interface TArticleBody {
  html: string;
  toc: TTocEntry[];
  reviewSummary: TReviewSummary | null;
  award: TAwardSections | null;
  readingMinutes: number;
}

export type TRenderSettings = Pick<TEnv, "AMAZON_ASSOCIATE_TAG" | "SITE_URL">;

/** The renderer version and a digest of the settings that shape its output, as stored with each render. */
export function rendererKey(settings: TRenderSettings): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([settings.AMAZON_ASSOCIATE_TAG ?? "", settings.SITE_URL]))
    .digest("base64url")
    .slice(0, 16);
  return `${RENDERER_VERSION}:${digest}`;
}

export function renderArticleBody(
  settings: TRenderSettings,
  article: { content: string; articleType: string },
): TArticleBody {
  const rendered = renderArticleContent(article.content, {
    affiliateTag: settings.AMAZON_ASSOCIATE_TAG,
    extractAward: article.articleType === "award",
    siteOrigin: settings.SITE_URL,
  });
  return {
    html: rendered.html,
    toc: rendered.toc,
    reviewSummary: rendered.reviewSummary,
    award: rendered.award,
    readingMinutes: readingTimeMinutes(article.content),
  };
}

/** The columns a reader selects beside an article, joined with `joinCurrentRender`: null when none is current. */
export const storedBodyColumns = {
  renderedHtml: articleRenders.html,
  renderedToc: articleRenders.toc,
  renderedReviewSummary: articleRenders.reviewSummary,
  renderedAward: articleRenders.award,
  renderedReadingMinutes: articleRenders.readingMinutes,
};

export function currentRenderCondition(settings: TRenderSettings) {
  return and(
    eq(articleRenders.articleId, articles.id),
    eq(articleRenders.renderer, rendererKey(settings)),
    eq(articleRenders.articleVersion, articles.version),
  );
}

export function storedBody(row: {
  renderedHtml: string | null;
  renderedToc: TTocEntry[] | null;
  renderedReviewSummary: TReviewSummary | null;
  renderedAward: TAwardSections | null;
  renderedReadingMinutes: number | null;
}): TArticleBody | null {
  if (row.renderedHtml === null || row.renderedToc === null || row.renderedReadingMinutes === null) return null;
  return {
    html: row.renderedHtml,
    toc: row.renderedToc,
    reviewSummary: row.renderedReviewSummary,
    award: row.renderedAward,
    readingMinutes: row.renderedReadingMinutes,
  };
}

// One render per article at a time in this process: readers arriving while it runs wait for the same result.
const rendersInFlight = new WeakMap<TDatabase, Map<number, Promise<TArticleBody | null>>>();

async function renderAndStore(db: TDatabase, settings: TRenderSettings, articleId: number) {
  const [row] = await db
    .select({ content: articles.content, articleType: articles.articleType, version: articles.version })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!row) return null;
  const body = renderArticleBody(settings, row);
  const values = {
    articleId,
    renderer: rendererKey(settings),
    articleVersion: row.version,
    ...body,
  };
  // Written only while the article is still at the version rendered: a save committed meanwhile is never covered
  // by this older render (and a save committed after it drops it, see drizzle/0005).
  await db.execute(sql`insert into ${articleRenders} (article_id, renderer, article_version, html, toc, review_summary, award, reading_minutes)
    select ${values.articleId}, ${values.renderer}, ${values.articleVersion}, ${values.html}, ${JSON.stringify(values.toc)}::jsonb,
      ${values.reviewSummary === null ? null : JSON.stringify(values.reviewSummary)}::jsonb,
      ${values.award === null ? null : JSON.stringify(values.award)}::jsonb, ${values.readingMinutes}
    where exists (select 1 from ${articles} where ${articles.id} = ${articleId} and ${articles.version} = ${row.version})
    on conflict (article_id) do update set renderer = excluded.renderer, article_version = excluded.article_version,
      html = excluded.html, toc = excluded.toc, review_summary = excluded.review_summary, award = excluded.award,
      reading_minutes = excluded.reading_minutes`);
  return body;
}

/** Renders the article's current body and stores it; concurrent calls for one article share one render. */
export function renderStoredBody(db: TDatabase, settings: TRenderSettings, articleId: number) {
  let inFlight = rendersInFlight.get(db);
  if (!inFlight) rendersInFlight.set(db, (inFlight = new Map()));
  const running = inFlight.get(articleId);
  if (running) return running;
  const render = renderAndStore(db, settings, articleId).finally(() => inFlight.delete(articleId));
  inFlight.set(articleId, render);
  return render;
}

/**
 * Renders every article without a current render (new renderer version or settings, rows written before this
 * table existed), a batch at a time so readers are served in between, until `stopped` says the server is shutting
 * down. Returns how many were rendered.
 */
export async function renderStaleBodies(
  db: TDatabase,
  settings: TRenderSettings,
  stopped: () => boolean = () => false,
): Promise<number> {
  const key = rendererKey(settings);
  let rendered = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({ id: articles.id })
      .from(articles)
      .leftJoin(articleRenders, eq(articleRenders.articleId, articles.id))
      .where(
        and(
          sql`${articles.id} > ${afterId}`,
          or(
            isNull(articleRenders.articleId),
            ne(articleRenders.renderer, key),
            ne(articleRenders.articleVersion, articles.version),
          ),
        ),
      )
      .orderBy(articles.id)
      .limit(REFRESH_BATCH);
    if (batch.length === 0) return rendered;
    for (const { id } of batch) {
      if (stopped()) return rendered;
      if (await renderStoredBody(db, settings, id)) rendered++;
      afterId = id;
      // Let requests waiting on the event loop run between two renders.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
}
