// Fills the search vectors of the articles written before drizzle/0014's trigger kept them: a site upgraded from
// migration 0008 gets the columns empty (computing them in the migration held its first start for a quarter of an
// hour at 100,000 articles). The server answers from the start and fills them here in the background, a few articles
// per statement, newest first, so PGlite serves readers between two statements (decision 054). The empty rows are the
// work list (a partial index holds them): a restart resumes where the last run stopped, and servers starting together
// fill disjoint rows (FOR UPDATE SKIP LOCKED). Until its vectors are filled, search does not find an article.
import { sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";

// Articles per statement. One statement holds PGlite's thread while it computes their vectors (a body of a thousand
// words takes about a millisecond on an idle core), so a reader waits at most for a batch this size.
export const SEARCH_BACKFILL_BATCH = 10;

export interface TSearchBackfillReport {
  filled: number;
  seconds: number;
}

/** Whether this server is still filling search vectors: search does not find the articles it has not reached. */
export class SearchBackfill {
  private running = false;

  get indexing(): boolean {
    return this.running;
  }

  /**
   * Fills every empty vector, until none is left or `stopped` says the server is shutting down, then refreshes the
   * planner's statistics of the articles if it filled any. Resolves to how many this server filled, and in what time.
   */
  async run(db: TDatabase, stopped: () => boolean = () => false): Promise<TSearchBackfillReport> {
    const started = performance.now();
    let filled = 0;
    try {
      for (;;) {
        if (stopped()) return { filled, seconds: (performance.now() - started) / 1000 };
        const batch = await fillBatch(db);
        if (batch === 0) break;
        this.running = true;
        filled += batch;
      }
      // The statistics taken after the upgrade's migrations saw every vector empty: the planner would take every
      // search for one without a match. Only these columns: the whole table's took seconds at 100,000 articles.
      if (filled > 0) await db.execute(sql`ANALYZE articles (search, search_head)`);
    } finally {
      this.running = false;
    }
    return { filled, seconds: (performance.now() - started) / 1000 };
  }
}

/** Fills the vectors of the newest SEARCH_BACKFILL_BATCH articles without them; resolves to how many it filled. */
async function fillBatch(db: TDatabase): Promise<number> {
  const result = (await db.execute(sql`
    update articles
    set search = articles_search_vector(title, excerpt, content), search_head = articles_search_head_vector(title, excerpt)
    where id in (
      select id from articles where search is null or search_head is null
      order by id desc limit ${SEARCH_BACKFILL_BATCH} for update skip locked
    ) and (search is null or search_head is null)
    returning id`)) as unknown as { rows: { id: number }[] };
  return result.rows.length;
}
