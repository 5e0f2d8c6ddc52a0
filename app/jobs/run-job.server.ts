// Runs one claimed job: a single generation (the domain's generateAndPublish or AI revise, its outcome or AppError
// stored, never an HTTP answer) or one batch row (generated and published with the row's brief, the batch's progress
// and, after its last row, its result stored). A job that was cut off is run once more at most; a job whose article
// was saved is never run again.
import os from "node:os";
import { APICallError, RetryError } from "ai";
import { and, eq, inArray, sql } from "drizzle-orm";
import { bulkProgressPercent, type TBulkStreamEvent, type TBulkUploadResult } from "~/bulk/bulk-protocol";
import type { TDatabase } from "~/db/client.server";
import { articles, generationJobs } from "~/db/schema";
import { STORAGE_FULL_MESSAGE, storageFullReason } from "~/db/storage-full";
import {
  generateAndPublish,
  reviseArticleFields,
  type TGenerationServices,
} from "~/generation/generate-and-publish.server";
import { generatorNamed, isArticleGeneratorName, type TGeneratorName } from "~/generation/generators.server";
import type { TModelUsage } from "~/generation/model-usage";
import { logGenerationFailure } from "~/generation/log-generation-failure.server";
import type { TGenerationProgress } from "~/generation/run-generation.server";
import type { TSavedArticle } from "~/generation/save-generated-article.server";
import { AppError, appErrorToJson, type TAppErrorJson } from "~/lib/app-error";
import { formatInTimeZone, type TPublication } from "~/scheduling/batch-publication";
import { takeDripTime } from "~/scheduling/drip-slot.server";
import {
  appendJobEvent,
  batchProgress,
  findJob,
  isFinished,
  rowOutcomesOfBatch,
  updateJob,
  type TJobRecord,
  type TRowOutcome,
} from "./job-records.server";
import { readStoredPayload } from "./job-types";
import type { TSingleJobEvent, TSingleJobOutcome } from "./single-job-events";

/** This server, as the Jobs screen names it. */
const RUNNER = `${os.hostname()}:${process.pid}`.slice(0, 100);

export const INTERRUPTED_TWICE =
  "Interrupted twice (the server stopped while this was being written): not run again. Retry it from the Jobs screen.";

/** The provider said "too many requests": the queue retries the job later instead of failing it. */
export class RateLimitedError extends Error {
  override name = "RateLimitedError";
}

function isRateLimited(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (APICallError.isInstance(cause) && cause.statusCode === 429) return true;
    if (RetryError.isInstance(cause) && APICallError.isInstance(cause.lastError) && cause.lastError.statusCode === 429)
      return true;
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return false;
}

/** Records the saved article on the job in the saving transaction; a second save for one job is refused. */
function recordArticleOnce(jobId: number) {
  return async (tx: TDatabase, article: TSavedArticle) => {
    const updated = await tx
      .update(generationJobs)
      .set({ articleId: article.id, updatedAt: new Date() })
      .where(sql`${generationJobs.id} = ${jobId} and ${generationJobs.articleId} is null`)
      .returning({ id: generationJobs.id });
    if (updated.length === 0) throw new AppError("conflict", "This job already published its article");
  };
}

/**
 * Marks the job running for one more attempt. Answers false when it must not run: finished, cancelled, or cut off
 * a second time (then recorded as failed).
 */
async function claim(db: TDatabase, record: TJobRecord): Promise<boolean> {
  if (isFinished(record.state)) return false;
  const interrupted = record.state === "running";
  const interruptions = record.interruptions + (interrupted ? 1 : 0);
  if (interruptions > 1) return false;
  await updateJob(db, record.id, { state: "running", attempts: record.attempts + 1, interruptions, runner: RUNNER });
  return true;
}

export async function runSingleJob(services: TGenerationServices, jobId: number, signal?: AbortSignal) {
  const db = services.db;
  const record = await findJob(db, jobId);
  if (!record || isFinished(record.state)) return;
  const payload = readStoredPayload("single", record.input);
  if (!payload) {
    return finishSingle(db, jobId, { type: "error", error: internalError(STORED_REQUEST_INVALID) });
  }
  if (record.articleId !== null) {
    // Saved before the cut-off: the article stands and is not generated again.
    const article = await articleLink(db, record.articleId);
    return finishSingle(db, jobId, {
      type: "complete",
      outcome: { kind: "saved-before-interruption", article: { id: record.articleId, ...article } },
    });
  }
  if (record.interruptions + (record.state === "running" ? 1 : 0) > 1) {
    return finishSingle(db, jobId, { type: "error", error: internalError(INTERRUPTED_TWICE) });
  }
  if (!(await claim(db, record))) return;
  const progress = orderedEvents(db, jobId);
  const onProgress = (step: TGenerationProgress) =>
    progress.append({ type: "progress", stage: step.stage, message: step.message });
  try {
    const outcome: TSingleJobOutcome =
      payload.generator === "revise"
        ? { kind: "revision", revised: await reviseArticleFields(services, payload.request, { onProgress, signal }) }
        : {
            kind: "article",
            outcome: await generateAndPublish(services, payload.generator, payload.request, {
              save: payload.save,
              ...(payload.updateArticleId ? { updateArticleId: payload.updateArticleId } : {}),
              onProgress,
              onSaved: recordArticleOnce(jobId),
              signal,
            }),
          };
    await progress.settled();
    await finishSingle(db, jobId, { type: "complete", outcome });
  } catch (error) {
    await progress.settled();
    if (isRateLimited(error)) {
      await appendJobEvent(db, jobId, { type: "progress", stage: "writing", message: RATE_LIMITED_MESSAGE });
      return backOff(db, jobId, error);
    }
    await finishSingle(db, jobId, { type: "error", error: failureOf(payload.generator, error) });
  }
}

/**
 * Stores a single generation's last event and its outcome in one transaction. When that fails (the database refused
 * the write), the job is still recorded as failed, so it never stays "running" with nobody working on it.
 */
async function finishSingle(db: TDatabase, jobId: number, event: Exclude<TSingleJobEvent, { type: "progress" }>) {
  try {
    await db.transaction(async (tx) => {
      await updateJob(tx, jobId, {
        state: event.type === "complete" ? "done" : "failed",
        result: event.type === "complete" ? event.outcome : { error: event.error },
        error: event.type === "error" ? event.error.message : null,
        finishedAt: new Date(),
      });
      await appendJobEvent(tx, jobId, event);
    });
  } catch (error) {
    console.error(`Storing the outcome of generation job ${jobId} failed:`, error);
    await updateJob(db, jobId, { state: "failed", error: OUTCOME_NOT_STORED, finishedAt: new Date() });
  }
}

/** A generator's failure as the job stores it, logged once: the expected ones on one line, the rest with a stack. */
function failureOf(generator: TGeneratorName, error: unknown): TAppErrorJson {
  if (error instanceof AppError) {
    logGenerationFailure(generator, error);
    return { ...appErrorToJson(error), message: error.message || generatorNamed(generator).failureMessage };
  }
  const diskFull = storageFullReason(error);
  if (diskFull !== null) {
    console.error(`Generation could not save its article: the disk is full (${diskFull}).`);
    return { code: "insufficient_storage", message: STORAGE_FULL_MESSAGE };
  }
  console.error("Generation failed unexpectedly:", error);
  return internalError(generatorNamed(generator).failureMessage);
}

function internalError(message: string): TAppErrorJson {
  return { code: "internal", message };
}

/**
 * A job's progress events, stored in the order they were reported. A progress line that cannot be stored is logged
 * and skipped: it never stops the job, and never the server.
 */
function orderedEvents(db: TDatabase, jobId: number) {
  let written: Promise<void> = Promise.resolve();
  return {
    append(event: TSingleJobEvent) {
      written = written
        .then(() => appendJobEvent(db, jobId, event))
        .catch((error: unknown) => console.error(`Storing a progress event of generation job ${jobId} failed:`, error));
    },
    settled: () => written,
  };
}

export const STORED_REQUEST_INVALID = "The job's stored request is invalid";
export const OUTCOME_NOT_STORED = "The generation's outcome could not be stored (see the server log)";

export const RATE_LIMITED_MESSAGE = "The AI provider is rate limiting: this generation waits and tries again.";

/** Puts the job back in the queue's hands: not an interruption, and the queue runs it again later. */
async function backOff(db: TDatabase, jobId: number, error: unknown): Promise<never> {
  await updateJob(db, jobId, { state: "queued" });
  throw new RateLimitedError(error instanceof Error ? error.message : "Rate limited", { cause: error });
}

async function articleLink(db: TDatabase, id: number): Promise<{ slug: string; title: string } | undefined> {
  const [article] = await db
    .select({ slug: articles.slug, title: articles.title })
    .from(articles)
    .where(eq(articles.id, id));
  return article;
}

// ---- batch rows ----

type TRowResult = {
  status: "success" | "error" | "skipped";
  title: string;
  message: string;
  slug?: string;
  usage?: TModelUsage;
};

/** Stores a row's outcome, reports it on the batch, and finishes the batch after its last row. */
export async function finishRow(
  db: TDatabase,
  row: TJobRecord,
  state: "done" | "failed" | "cancelled",
  result: TRowResult,
  articleId?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The batch row is locked so rows finishing at once count one after another.
    await tx.execute(sql`select id from ${generationJobs} where id = ${row.parentId} for update`);
    await updateJob(tx, row.id, {
      state,
      result,
      error: state === "failed" ? result.message : null,
      finishedAt: new Date(),
      ...(articleId ? { articleId } : {}),
      ...(result.status === "success" ? { title: result.title.slice(0, 255) } : {}),
    });
    const counts = await doneCount(tx, row.parentId!);
    const event: TBulkStreamEvent = {
      type: "progress",
      ...counts,
      row: row.row ?? 0,
      title: result.title,
      status: result.status,
      message: result.message,
      ...(result.slug ? { slug: result.slug } : {}),
      ...(result.usage ? { usage: result.usage } : {}),
    };
    await appendJobEvent(tx, row.parentId!, event);
    if (counts.done === counts.total) await finishBatch(tx, row.parentId!, await rowOutcomesOfBatch(tx, row.parentId!));
  });
}

// Rows changed per statement when a whole batch is cancelled or retried: PGlite runs each statement on the server's
// own thread, so 5,000 rows at once held it for seconds. A /healthz answer spans two to four statements (decision
// 050): with 100 a retry under CI's load held one answer 1,526 ms; 25 keep each statement short on a loaded machine.
export const BATCH_ROWS_PER_STATEMENT = 25;

/**
 * Cancels every waiting row of a batch, set-based (never a transaction per row that counts the batch again: 5,000
 * of them held the site for a minute), BATCH_ROWS_PER_STATEMENT rows per statement with one progress event each, and
 * finishes the batch when no row is still running. Rows running now finish as they would. Answers how many were cancelled.
 */
export async function cancelWaitingRows(db: TDatabase, batchId: number): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      // The batch row is locked so rows finishing meanwhile count after this.
      await tx.execute(sql`select id from ${generationJobs} where id = ${batchId} for update`);
      const now = new Date();
      const waiting = tx
        .select({ id: generationJobs.id })
        .from(generationJobs)
        .where(and(eq(generationJobs.parentId, batchId), eq(generationJobs.state, "queued")))
        .limit(BATCH_ROWS_PER_STATEMENT);
      const cancelled = await tx
        .update(generationJobs)
        .set({
          state: "cancelled",
          result: sql`jsonb_build_object('status', 'error', 'title', ${generationJobs.title}, 'message', 'Cancelled')`,
          error: null,
          finishedAt: now,
          updatedAt: now,
        })
        .where(inArray(generationJobs.id, waiting))
        .returning({ row: generationJobs.row });
      if (cancelled.length === 0) return 0;
      const counts = await doneCount(tx, batchId);
      const event: TBulkStreamEvent = {
        type: "progress",
        ...counts,
        row: Math.min(...cancelled.map((row) => row.row ?? 0)),
        title: `${cancelled.length.toLocaleString("en-US")} waiting row${cancelled.length === 1 ? "" : "s"}`,
        status: "error",
        message: "Cancelled",
      };
      await appendJobEvent(tx, batchId, event);
      if (counts.done === counts.total) await finishBatch(tx, batchId, await rowOutcomesOfBatch(tx, batchId));
      return cancelled.length;
    });
    total += count;
    if (count < BATCH_ROWS_PER_STATEMENT) return total;
    // Readers are served between two statements.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

export function batchResult(rows: TRowOutcome[]): TBulkUploadResult {
  const outcomes = rows
    .filter((row) => row.result !== null)
    .map((row) => ({ row: row.row ?? 0, ...(row.result as TRowResult) }));
  const errors = outcomes.filter((outcome) => outcome.status === "error");
  return {
    success: errors.length === 0,
    articlesCreated: outcomes.filter((outcome) => outcome.status === "success").length,
    errors: errors.map((outcome) => ({ row: outcome.row, error: outcome.message })),
    details: outcomes.map((outcome) => ({ title: outcome.title, status: outcome.status, message: outcome.message })),
  };
}

async function finishBatch(tx: TDatabase, batchId: number, rows: TRowOutcome[]): Promise<void> {
  const [batch] = await tx.select().from(generationJobs).where(eq(generationJobs.id, batchId));
  if (!batch || isFinished(batch.state)) return;
  const result = batchResult(rows);
  const cancelled = rows.some((row) => row.state === "cancelled");
  await updateJob(tx, batchId, {
    state: cancelled ? "cancelled" : result.success ? "done" : "failed",
    result,
    finishedAt: new Date(),
  });
  await appendJobEvent(tx, batchId, result);
}

export async function runRowJob(services: TGenerationServices, jobId: number, signal?: AbortSignal): Promise<void> {
  const db = services.db;
  const row = await findJob(db, jobId);
  if (!row || row.parentId === null || isFinished(row.state)) return;
  const input = readStoredPayload("row", row.input);
  if (!input)
    return finishRow(db, row, "failed", { status: "error", title: row.title, message: STORED_REQUEST_INVALID });
  const notesText = (notes: string[]) => (notes.length ? ` (${notes.join("; ")})` : "");
  if (row.articleId !== null) {
    // Published before the cut-off: done, never published twice.
    const article = await articleLink(db, row.articleId);
    return finishRow(
      db,
      row,
      "done",
      {
        status: "success",
        title: article?.title ?? row.title,
        message: `Published at /article/${article?.slug ?? ""}${notesText(input.notes)}`,
        ...(article ? { slug: article.slug } : {}),
      },
      row.articleId,
    );
  }
  if (row.interruptions + (row.state === "running" ? 1 : 0) > 1) {
    return finishRow(db, row, "failed", { status: "error", title: row.title, message: INTERRUPTED_TWICE });
  }
  if (!(await claim(db, row))) return;
  await appendJobEvent(db, row.parentId, {
    type: "progress",
    ...(await doneCount(db, row.parentId)),
    row: row.row ?? 0,
    title: row.title,
    status: "started",
  } satisfies TBulkStreamEvent);
  try {
    const generator = input.call.generator;
    if (!isArticleGeneratorName(generator)) throw new AppError("bad_request", "Unknown generator");
    const batchPublication = input.publication;
    const outcome = await generateAndPublish(services, generator, input.call.input, {
      brief: input.call.brief,
      signal,
      onSaved: recordArticleOnce(row.id),
      ...(input.updateArticleId ? { updateArticleId: input.updateArticleId } : {}),
      publication: async (tx): Promise<TPublication> =>
        batchPublication.mode === "drip"
          ? {
              mode: "at",
              at: await takeDripTime(tx, row.parentId!, batchPublication.drip, new Date(batchPublication.notBefore)),
            }
          : batchPublication,
    });
    const article = outcome.article!;
    const where = article.scheduledAt
      ? `Scheduled for ${formatInTimeZone(article.scheduledAt, batchPublication.mode === "drip" ? batchPublication.drip.timeZone : "UTC")} at /article/${article.slug}`
      : outcome.published
        ? `Published at /article/${article.slug}`
        : `Saved as a draft at ${article.editUrl}`;
    const notes = notesText([...input.notes, ...outcome.notes]);
    const unused = input.unusedColumns.length
      ? ` (not used by the ${input.type} generator: ${input.unusedColumns.join(", ")})`
      : "";
    await finishRow(
      db,
      row,
      "done",
      {
        status: "success",
        title: article.title,
        message: `${where}${notes}${unused}`,
        slug: article.slug,
        ...(outcome.generated.usage ? { usage: outcome.generated.usage } : {}),
      },
      article.id,
    );
  } catch (error) {
    if (isRateLimited(error)) return backOff(db, row.id, error);
    const message = error instanceof AppError ? error.message : "Failed to generate article";
    // An expected failure (a page that could not be read, the provider) gets its one log line with the cause.
    if (error instanceof AppError) logGenerationFailure(input.call.generator, error);
    else console.error("Bulk upload row failed unexpectedly:", error);
    await finishRow(db, row, "failed", {
      status: "error",
      title: row.title,
      message: `${message}${notesText(input.notes)}`,
    });
  }
}

async function doneCount(db: TDatabase, batchId: number) {
  const { total = 0, finished: done = 0 } = (await batchProgress(db, [batchId])).get(batchId) ?? {};
  return { done, total, percent: bulkProgressPercent(done, total) };
}
