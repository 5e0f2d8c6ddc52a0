// What the routes ask of generation jobs: start a single generation or a batch, follow a job's events, cancel a
// batch and retry its failed rows. The rows are stored first and then queued, so nothing queued lacks its record.
import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { TBulkPlan } from "~/bulk/plan-bulk-rows";
import type { TBulkRowError } from "~/bulk/parse-bulk-sheet.server";
import type { TDatabase } from "~/db/client.server";
import type { TBatchPublication } from "~/scheduling/batch-publication";
import { generationJobs } from "~/db/schema";
import { estimateBatchUsage } from "~/generation/model-usage";
import { AppError } from "~/lib/app-error";
import type { TGenerationQueue } from "./generation-queue.server";
import { followJobEvents, type TJobEventHub } from "./job-event-hub.server";
import { appendJobEvent, findJob, insertJob, updateJob } from "./job-records.server";
import { parseJobPayload, type TSingleJobPayload } from "./job-types";
import { BATCH_ROWS_PER_STATEMENT, cancelWaitingRows, finishRow } from "./run-job.server";

export interface TGenerationJobs {
  /** Checks the payload (a bad request throws an invalid_input GenerationError), stores the job and queues it. */
  startSingle(payload: TSingleJobPayload, title: string): Promise<number>;
  startBatch(batch: {
    fileName: string;
    totalRows: number;
    rowErrors: TBulkRowError[];
    plan: TBulkPlan;
    /** How the rows' articles go public: now, as drafts, or dripped (app/scheduling/). */
    publication: TBatchPublication;
  }): Promise<number>;
  /** Hands on a job's events, stored and new, until its stream's final line (app/jobs/job-stream.ts). */
  follow(jobId: number, onEvent: (event: unknown) => void, signal?: AbortSignal): Promise<void>;
  cancelBatch(batchId: number): Promise<void>;
  retryFailedRows(batchId: number): Promise<number>;
}

export function createGenerationJobs(db: TDatabase, queue: TGenerationQueue, hub: TJobEventHub): TGenerationJobs {
  return {
    async startSingle(request, title) {
      const payload = parseJobPayload("single", request);
      const job = await insertJob(db, {
        kind: "single",
        generator: payload.generator,
        title: title.slice(0, 255) || payload.generator,
        input: payload,
      });
      await queue.send("single", [job.id]);
      return job.id;
    },

    async startBatch({ fileName, totalRows, rowErrors, plan, publication }) {
      // Invalid and duplicate rows are rows of the batch finished at once, reported in sheet order.
      const settled = [
        ...[...rowErrors, ...plan.errors].map((failed) => ({
          row: failed.row,
          title: failed.title,
          state: "failed" as const,
          result: { status: "error" as const, title: failed.title, message: failed.error },
        })),
        ...plan.skipped.map((skipped) => ({
          row: skipped.row,
          title: skipped.title,
          state: "done" as const,
          result: { status: "skipped" as const, title: skipped.title, message: skipped.message },
        })),
      ].sort((a, b) => a.row - b.row);
      const { batchId, queued, settledRecords } = await db.transaction(async (tx) => {
        const batch = await insertJob(tx, {
          kind: "batch",
          title: fileName.slice(0, 255) || "Bulk upload",
          input: { fileName, totalRows, publication },
          state: "running",
        });
        await appendJobEvent(tx, batch.id, {
          type: "start",
          total: totalRows,
          toGenerate: plan.jobs.length,
          percent: 0,
          estimate: estimateBatchUsage(plan.jobs.map((job) => job.call.input)),
        });
        const queuedIds: number[] = [];
        // Rows go in by the thousand: a 5,000-row sheet is a handful of statements.
        for (let start = 0; start < plan.jobs.length; start += 1000) {
          const inserted = await tx
            .insert(generationJobs)
            .values(
              plan.jobs.slice(start, start + 1000).map((job) => ({
                kind: "row" as const,
                parentId: batch.id,
                generator: job.call.generator,
                title: job.title.slice(0, 255),
                row: job.row,
                input: parseJobPayload("row", {
                  call: job.call,
                  type: job.type,
                  unusedColumns: job.unusedColumns,
                  notes: job.notes,
                  publication,
                  ...(job.updateArticleId ? { updateArticleId: job.updateArticleId } : {}),
                }),
              })),
            )
            .returning({ id: generationJobs.id });
          queuedIds.push(...inserted.map((row) => row.id));
        }
        const records = settled.length
          ? await tx
              .insert(generationJobs)
              .values(
                settled.map((entry) => ({
                  kind: "row" as const,
                  parentId: batch.id,
                  title: entry.title.slice(0, 255),
                  row: entry.row,
                })),
              )
              .returning()
          : [];
        return { batchId: batch.id, queued: queuedIds, settledRecords: records };
      });
      for (const [index, entry] of settled.entries()) {
        await finishRow(db, settledRecords[index]!, entry.state, entry.result);
      }
      if (queued.length === 0 && settled.length === 0) await finishEmptyBatch(db, batchId);
      await queue.send("row", queued);
      return batchId;
    },

    follow: (jobId, onEvent, signal) => followJobEvents(db, hub, jobId, onEvent, signal),

    async cancelBatch(batchId) {
      const batch = await findJob(db, batchId);
      if (!batch || batch.kind !== "batch") throw new AppError("not_found", "Job not found");
      await cancelWaitingRows(db, batchId);
    },

    async retryFailedRows(batchId) {
      const batch = await findJob(db, batchId);
      if (!batch || batch.kind !== "batch") throw new AppError("not_found", "Job not found");
      // BATCH_ROWS_PER_STATEMENT rows per statement, each queued at once; a row this retry
      // queued and that failed again at once is left for the next retry.
      const startedAt = new Date();
      let again = 0;
      for (;;) {
        const failed = db
          .select({ id: generationJobs.id })
          .from(generationJobs)
          .where(
            and(
              eq(generationJobs.parentId, batchId),
              inArray(generationJobs.state, ["failed", "cancelled"]),
              isNotNull(generationJobs.input),
              lt(generationJobs.updatedAt, startedAt),
            ),
          )
          .limit(BATCH_ROWS_PER_STATEMENT);
        const queued = await db
          .update(generationJobs)
          .set({ state: "queued", interruptions: 0, result: null, error: null, finishedAt: null, updatedAt: startedAt })
          .where(inArray(generationJobs.id, failed))
          .returning({ id: generationJobs.id });
        if (queued.length > 0 && again === 0) await updateJob(db, batchId, { state: "running", finishedAt: null });
        again += queued.length;
        await queue.send(
          "row",
          queued.map((row) => row.id),
        );
        if (queued.length < BATCH_ROWS_PER_STATEMENT) return again;
        // Readers are served between two statements (PGlite's answers come back without a turn of the event loop).
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
  };
}

async function finishEmptyBatch(db: TDatabase, batchId: number) {
  const result = { success: true, articlesCreated: 0, errors: [], details: [] };
  // The state and the final event are stored together: a follower that sees the one finds the other.
  await db.transaction(async (tx) => {
    await updateJob(tx, batchId, { state: "done", result, finishedAt: new Date() });
    await appendJobEvent(tx, batchId, result);
  });
}
