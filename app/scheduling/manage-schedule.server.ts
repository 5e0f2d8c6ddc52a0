// What the Jobs screen does with scheduled articles: list them soonest first, move one to another time, or cancel
// its schedule (it goes back to the drafts). Each change is a new version of the article, like a save.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articleRenders, articles } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { TScheduledArticle } from "./schedule-protocol";

type TTransaction = Parameters<Parameters<TDatabase["transaction"]>[0]>[0];

/**
 * A new version for articles whose status or schedule changed while their body did not: the stored render of the
 * old version stays current (app/articles/article-renders.server.ts).
 */
export async function bumpVersionKeepingRender(tx: TTransaction | TDatabase, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(articleRenders)
    .set({ articleVersion: sql`${articleRenders.articleVersion} + 1` })
    .where(
      and(
        inArray(articleRenders.articleId, ids),
        sql`${articleRenders.articleVersion} = (select ${articles.version} from ${articles} where ${articles.id} = ${articleRenders.articleId})`,
      ),
    );
  await tx
    .update(articles)
    .set({ version: sql`${articles.version} + 1` })
    .where(inArray(articles.id, ids));
}

export async function listScheduledArticles(db: TDatabase, limit = 500): Promise<TScheduledArticle[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      articleType: articles.articleType,
      scheduledAt: articles.scheduledAt,
    })
    .from(articles)
    .where(eq(articles.publishingStatus, "scheduled"))
    .orderBy(asc(articles.scheduledAt), asc(articles.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, scheduledAt: row.scheduledAt!.toISOString() }));
}

/** Moves a scheduled article to another time (later than `now`), or with null cancels its schedule (a draft). */
export async function changeSchedule(db: TDatabase, id: number, publishAt: Date | null, now = new Date()) {
  if (publishAt && publishAt.getTime() <= now.getTime()) {
    throw new AppError("bad_request", "The publish time must be in the future");
  }
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: articles.publishingStatus })
      .from(articles)
      .where(eq(articles.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", "Article not found");
    if (current.status !== "scheduled") throw new AppError("conflict", "This article is not scheduled");
    await bumpVersionKeepingRender(tx, [id]);
    await tx
      .update(articles)
      .set(
        publishAt
          ? { scheduledAt: publishAt, updatedAt: now }
          : { publishingStatus: "draft", scheduledAt: null, updatedAt: now },
      )
      .where(eq(articles.id, id));
  });
}
