// Counts the words of articles stored without a count (saved before word_count existed, written outside the app, or
// whose body changed through a write that did not count it), so their cards need not read the body again.
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { countWords } from "~/content";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";

const BATCH_SIZE = 200;

/** Returns how many articles it counted. Safe to run on several servers at once, and while saves happen. */
export async function fillMissingWordCounts(db: TDatabase): Promise<number> {
  let filled = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({ id: articles.id, version: articles.version, content: articles.content })
      .from(articles)
      .where(and(isNull(articles.wordCount), gt(articles.id, afterId)))
      .orderBy(asc(articles.id))
      .limit(BATCH_SIZE);
    if (batch.length === 0) return filled;
    await db.transaction(async (tx) => {
      for (const row of batch) {
        // Only the version that was read: a save in between has already stored its own count.
        await tx
          .update(articles)
          .set({ wordCount: countWords(row.content) })
          .where(and(eq(articles.id, row.id), eq(articles.version, row.version), isNull(articles.wordCount)));
      }
    });
    filled += batch.length;
    afterId = batch[batch.length - 1]!.id;
  }
}
