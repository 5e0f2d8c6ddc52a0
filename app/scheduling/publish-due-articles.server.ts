// Publishes the scheduled articles whose time has come: one statement, so any server's run (a delayed job firing
// late, two at once) publishes each article once. The row's update fires content_changed (drizzle/0001), so every
// server's pages, sitemap and feeds follow at that moment.
import { and, eq, lte, sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { bumpVersionKeepingRender } from "./manage-schedule.server";

export async function publishDueArticles(db: TDatabase, now = new Date()): Promise<{ id: number; slug: string }[]> {
  return db.transaction(async (tx) => {
    const published = await tx
      .update(articles)
      .set({
        publishingStatus: "published",
        publishedAt: sql`${articles.scheduledAt}`,
        scheduledAt: null,
        updatedAt: now,
      })
      .where(and(eq(articles.publishingStatus, "scheduled"), lte(articles.scheduledAt, now)))
      .returning({ id: articles.id, slug: articles.slug });
    // A new version, so an editor who opened the scheduled one cannot save it back over the publish unawares.
    await bumpVersionKeepingRender(
      tx,
      published.map((article) => article.id),
    );
    return published;
  });
}
