// Article bodies rendered once, by the save itself, and kept in article_renders (decisions 021, 027): a page render
// reads the stored HTML, table of contents, summary and award blocks and does no markdown or sanitising work. Every
// writer stores the render in the transaction that writes the body (storeRenders, through insertArticleRows and
// save-article.server.ts), so other servers only drop their cached pages. A stored render counts only when it was
// made by the current renderer with the current settings and for the article's current version; a body without one
// (a new renderer version or settings) is rendered at start-up, claimed a batch at a time so servers starting
// together share the work, or by its first reader (once per article at a time in a process).
import { createHash } from "node:crypto";
import { and, eq, or, isNull, ne, sql, type Placeholder } from "drizzle-orm";
import type { TAwardSections, TTocEntry } from "~/content";
import type { TDatabase } from "~/db/client.server";
import { articleRenders, articles } from "~/db/schema";
import type { TReviewSummary } from "./article-shape";
import { renderStoredBodyInWorker } from "./body-render-pool.server";
import type { TArticleBody, TRenderSettings } from "./render-article-body";

export type { TArticleBody, TRenderSettings } from "./render-article-body";

// Raise it whenever renderArticleContent's output changes (app/content): every stored render is then made again
// at start-up. app/articles/article-renders.server.test.ts fails when the output changes and this does not.
// 2: the one retailer list (amzn.eu, amzn.asia, a.co and m.amazon.* links are sponsored links too).
// 3: a verdict section ends at the first picture, embed, box or lone link, which stay in the body.
export const RENDERER_VERSION = 3;

// Bodies rendered and stored per start-up claim: small, as the claim's transaction holds PGlite's only connection.
const CLAIM_BATCH = 8;

/** The renderer version and a digest of the settings that shape its output, as stored with each render. */
export function rendererKey(settings: TRenderSettings): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([settings.AMAZON_ASSOCIATE_TAG ?? "", settings.SITE_URL]))
    .digest("base64url")
    .slice(0, 16);
  return `${RENDERER_VERSION}:${digest}`;
}

/** A body rendered for an article at a version, to be stored. */
export interface TRenderedBody {
  id: number;
  version: number;
  body: TArticleBody;
}

/**
 * Stores rendered bodies (one statement), in the writer's transaction: the body and its render are committed
 * together, so no reader or other server ever renders a saved body again.
 */
export async function storeRenders(db: TDatabase, settings: TRenderSettings, rendered: TRenderedBody[]): Promise<void> {
  if (rendered.length === 0) return;
  const renderer = rendererKey(settings);
  await db
    .insert(articleRenders)
    .values(rendered.map(({ id, version, body }) => ({ articleId: id, renderer, articleVersion: version, ...body })))
    .onConflictDoUpdate({
      target: articleRenders.articleId,
      set: {
        renderer: sql`excluded.renderer`,
        articleVersion: sql`excluded.article_version`,
        html: sql`excluded.html`,
        toc: sql`excluded.toc`,
        reviewSummary: sql`excluded.review_summary`,
        award: sql`excluded.award`,
        readingMinutes: sql`excluded.reading_minutes`,
      },
    });
}

/** The columns a reader selects beside an article, joined with `joinCurrentRender`: null when none is current. */
export const storedBodyColumns = {
  renderedHtml: articleRenders.html,
  renderedToc: articleRenders.toc,
  renderedReviewSummary: articleRenders.reviewSummary,
  renderedAward: articleRenders.award,
  renderedReadingMinutes: articleRenders.readingMinutes,
};

/** The join condition of an article's current render: by the renderer key (rendererKey), or a placeholder for it. */
export function currentRenderCondition(renderer: string | Placeholder) {
  return and(
    eq(articleRenders.articleId, articles.id),
    eq(articleRenders.renderer, renderer),
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
  const body = await renderStoredBodyInWorker(settings, { ...row, id: articleId });
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
 * table existed) until none is left or `stopped` says the server is shutting down. Each batch is claimed with
 * FOR UPDATE SKIP LOCKED and stored in the claim's transaction, so servers starting together render disjoint
 * batches and each body once; readers are served between two batches. Returns how many this server rendered.
 */
export async function renderStaleBodies(
  db: TDatabase,
  settings: TRenderSettings,
  stopped: () => boolean = () => false,
): Promise<number> {
  const key = rendererKey(settings);
  let rendered = 0;
  while (!stopped()) {
    const claimed = await db.transaction(async (tx) => {
      const batch = await tx
        .select({
          id: articles.id,
          version: articles.version,
          content: articles.content,
          articleType: articles.articleType,
        })
        .from(articles)
        .leftJoin(articleRenders, eq(articleRenders.articleId, articles.id))
        .where(
          or(
            isNull(articleRenders.articleId),
            ne(articleRenders.renderer, key),
            ne(articleRenders.articleVersion, articles.version),
          ),
        )
        .orderBy(articles.id)
        .limit(CLAIM_BATCH)
        .for("update", { of: articles, skipLocked: true });
      const rendered: TRenderedBody[] = [];
      for (const row of batch) {
        rendered.push({ id: row.id, version: row.version, body: await renderStoredBodyInWorker(settings, row) });
      }
      await storeRenders(tx, settings, rendered);
      return batch.length;
    });
    if (claimed === 0) break;
    rendered += claimed;
    // Let requests waiting on the event loop run between two batches.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return rendered;
}
