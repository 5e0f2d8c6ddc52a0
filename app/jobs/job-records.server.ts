// The generation jobs' rows and their stored events: what the Jobs screen lists and what any server replays to a
// client following a job. A NOTIFY on `generation_job_events` tells every server that a job has a new event.
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { generationJobEvents, generationJobs } from "~/db/schema";

export const JOB_EVENTS_CHANNEL = "generation_job_events";
export const FINISHED_STATES = ["done", "failed", "cancelled"] as const;

export type TJobRecord = typeof generationJobs.$inferSelect;
export type TJobState = TJobRecord["state"];

export function isFinished(state: TJobState): boolean {
  return (FINISHED_STATES as readonly string[]).includes(state);
}

export async function insertJob(db: TDatabase, values: typeof generationJobs.$inferInsert): Promise<TJobRecord> {
  const [row] = await db.insert(generationJobs).values(values).returning();
  return row!;
}

export async function findJob(db: TDatabase, id: number): Promise<TJobRecord | null> {
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id));
  return row ?? null;
}

/** Whether the job has finished (a job that is not there has nothing more to come either). */
export async function isJobFinished(db: TDatabase, id: number): Promise<boolean> {
  const [row] = await db.select({ state: generationJobs.state }).from(generationJobs).where(eq(generationJobs.id, id));
  return !row || isFinished(row.state);
}

/** Appends an event to a job's history and wakes whoever follows it (on any server, once the transaction commits). */
export async function appendJobEvent(db: TDatabase, jobId: number, event: unknown): Promise<void> {
  await db.insert(generationJobEvents).values({ jobId, event });
  await db.execute(sql`select pg_notify(${JOB_EVENTS_CHANNEL}, ${String(jobId)})`);
}

export async function jobEventsAfter(
  db: TDatabase,
  jobId: number,
  afterId: number,
): Promise<{ id: number; event: unknown }[]> {
  return db
    .select({ id: generationJobEvents.id, event: generationJobEvents.event })
    .from(generationJobEvents)
    .where(and(eq(generationJobEvents.jobId, jobId), gt(generationJobEvents.id, afterId)))
    .orderBy(asc(generationJobEvents.id))
    .limit(1000);
}

export async function updateJob(
  db: TDatabase,
  id: number,
  values: Partial<typeof generationJobs.$inferInsert>,
): Promise<void> {
  await db
    .update(generationJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(generationJobs.id, id));
}

/** Single generations and batches, newest first (rows are read with their batch). */
export async function listTopLevelJobs(db: TDatabase, limit: number): Promise<TJobRecord[]> {
  return db
    .select()
    .from(generationJobs)
    .where(isNull(generationJobs.parentId))
    .orderBy(desc(generationJobs.createdAt), desc(generationJobs.id))
    .limit(limit);
}

/** A row's outcome as its batch's result counts it. */
export type TRowOutcome = Pick<TJobRecord, "row" | "state" | "result">;

/**
 * A batch's rows in order, each with only what its batch's result counts: never the rows' inputs, which with the
 * whole rows made 3 MB for a batch of 5,000 and held the site for a third of a second and more (PGlite answers on the
 * server's own thread).
 */
export async function rowOutcomesOfBatch(db: TDatabase, batchId: number): Promise<TRowOutcome[]> {
  return db
    .select({ row: generationJobs.row, state: generationJobs.state, result: generationJobs.result })
    .from(generationJobs)
    .where(eq(generationJobs.parentId, batchId))
    .orderBy(asc(generationJobs.row), asc(generationJobs.id));
}

/** A string field of a job's stored result, read in SQL (null when absent or not a string). */
function resultText(field: "message" | "slug") {
  return sql<
    string | null
  >`case when jsonb_typeof(${generationJobs.result} -> ${field}) = 'string' then ${generationJobs.result} ->> ${field} end`;
}

/**
 * A batch's rows as the Jobs screen lists them: each row's own columns and the three fields of its result the list
 * shows, read in SQL, so the rows' inputs and whole results stay in the database (see rowOutcomesOfBatch).
 */
export async function rowListOfBatch(db: TDatabase, batchId: number) {
  const { result } = generationJobs;
  return db
    .select({
      id: generationJobs.id,
      row: generationJobs.row,
      title: generationJobs.title,
      generator: generationJobs.generator,
      state: generationJobs.state,
      attempts: generationJobs.attempts,
      error: generationJobs.error,
      articleId: generationJobs.articleId,
      runner: generationJobs.runner,
      message: resultText("message"),
      slug: resultText("slug"),
      // A batch row keeps its usage at the top of its result, a single generation's outcome deeper.
      usage: sql<unknown>`coalesce(nullif(${result} -> 'usage', 'null'::jsonb), ${result} -> 'outcome' -> 'generated' -> 'usage')`,
    })
    .from(generationJobs)
    .where(eq(generationJobs.parentId, batchId))
    .orderBy(asc(generationJobs.row), asc(generationJobs.id));
}

/** How many rows of each batch are finished, for the list's progress. */
export async function batchProgress(
  db: TDatabase,
  batchIds: number[],
): Promise<Map<number, { total: number; finished: number; failed: number }>> {
  const progress = new Map<number, { total: number; finished: number; failed: number }>();
  if (batchIds.length === 0) return progress;
  const rows = await db
    .select({
      batchId: generationJobs.parentId,
      total: sql<number>`count(*)::int`,
      finished: sql<number>`count(*) filter (where ${inArray(generationJobs.state, [...FINISHED_STATES])})::int`,
      failed: sql<number>`count(*) filter (where ${eq(generationJobs.state, "failed")})::int`,
    })
    .from(generationJobs)
    .where(inArray(generationJobs.parentId, batchIds))
    .groupBy(generationJobs.parentId);
  for (const row of rows) progress.set(row.batchId!, { total: row.total, finished: row.finished, failed: row.failed });
  return progress;
}
