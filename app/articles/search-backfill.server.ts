// Fills the search vectors of the articles written before drizzle/0014's trigger kept them: a site upgraded from
// migration 0008 gets the columns empty (computing them in the migration held its first start for a quarter of an
// hour at 100,000 articles). The server answers from the start and fills them here in the background, a few articles
// per statement, newest first, so PGlite serves readers between two statements (decision 054). The empty rows are the
// work list (a partial index holds them): a restart resumes where the last run stopped, and servers starting together
// fill disjoint rows (FOR UPDATE SKIP LOCKED). Until its vectors are filled, search does not find an article.
import { sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";

// One statement holds PGlite's thread while it computes its articles' vectors, so a reader arriving meanwhile waits
// for it: each statement aims at this time, the number of articles it fills following what the last one took (a body
// of a thousand words took about 1.5 ms on a quiet core and 7 ms at a load average of 15).
export const SEARCH_BACKFILL_STATEMENT_MS = 20;
const FIRST_BATCH = 4;
const MAX_BATCH = 100;

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
   * planner's statistics of the two columns if it filled any. Resolves to how many this server filled, in what time.
   */
  async run(db: TDatabase, stopped: () => boolean = () => false): Promise<TSearchBackfillReport> {
    const started = performance.now();
    let filled = 0;
    let size = FIRST_BATCH;
    try {
      for (;;) {
        if (stopped()) return { filled, seconds: (performance.now() - started) / 1000 };
        const batch = await fillBatch(db, size);
        if (batch.filled === 0) {
          // Empty rows other transactions hold (another server's batch, or a claim of bodies to render) were skipped:
          // this server waits for them rather than stopping with them still empty.
          if (await waitForHeldEmptyRow(db)) continue;
          break;
        }
        this.running = true;
        filled += batch.filled;
        size = nextBatchSize(size, batch.milliseconds);
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

/** Half as many after a statement over the aim, twice as many after one under half of it, within 1 and MAX_BATCH. */
export function nextBatchSize(size: number, milliseconds: number): number {
  if (milliseconds > SEARCH_BACKFILL_STATEMENT_MS) return Math.max(1, Math.floor(size / 2));
  if (milliseconds < SEARCH_BACKFILL_STATEMENT_MS / 2) return Math.min(MAX_BATCH, size * 2);
  return size;
}

/**
 * Waits until the newest article without vectors, if any, is no longer held by another transaction; whether one is
 * left. A row filled meanwhile is passed over (PostgreSQL checks the condition again once the row is released).
 */
async function waitForHeldEmptyRow(db: TDatabase): Promise<boolean> {
  const result = (await db.execute(sql`
    select id from articles where search is null or search_head is null order by id desc limit 1 for update`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length > 0;
}

/**
 * Fills the vectors of the newest `size` articles without them: how many it filled, and how long the statement held
 * the database (measured by the database, so waiting for readers before it is not counted).
 */
async function fillBatch(db: TDatabase, size: number): Promise<{ filled: number; milliseconds: number }> {
  const result = (await db.execute(sql`
    update articles
    set search = articles_search_vector(title, excerpt, content), search_head = articles_search_head_vector(title, excerpt)
    where id in (
      select id from articles where search is null or search_head is null
      order by id desc limit ${size} for update skip locked
    ) and (search is null or search_head is null)
    returning extract(epoch from clock_timestamp() - statement_timestamp()) * 1000 as milliseconds`)) as unknown as {
    rows: { milliseconds: number | string }[];
  };
  return {
    filled: result.rows.length,
    milliseconds: Math.max(0, ...result.rows.map((row) => Number(row.milliseconds))),
  };
}
