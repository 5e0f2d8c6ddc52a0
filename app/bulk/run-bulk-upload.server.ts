// Runs a planned bulk upload: a few rows at a time, each generated and published on its own, progress reported
// as rows start and finish, and the spec's result at the end. Nothing here depends on the client staying connected.
import { AppError } from "~/lib/app-error";
import { generateAndPublish, type TGenerationServices } from "~/generation/generate-and-publish.server";
import type { TSavedArticle } from "~/generation/save-generated-article.server";
import { BULK_CONCURRENCY } from "./bulk-limits";
import { bulkProgressPercent, type TBulkStreamEvent, type TBulkUploadResult } from "./bulk-protocol";
import type { TBulkRowError } from "./parse-bulk-sheet.server";
import type { TBulkGeneratorCall, TBulkJob, TBulkPlan } from "./plan-bulk-rows";

/** Writes and saves one row's article (the generation service; tests pass a stand-in). */
export type TBulkRowRunner = (
  call: TBulkGeneratorCall,
) => Promise<{ article: TSavedArticle; published: boolean; notes: string[] }>;

/** The generation service every endpoint uses, with the row's brief. */
export function createBulkRowRunner(services: TGenerationServices): TBulkRowRunner {
  return async (call) => {
    const outcome = await generateAndPublish(services, call.generator, call.input, { brief: call.brief });
    if (!outcome.article) throw new Error("The generation service saved no article for a bulk row");
    return { article: outcome.article, published: outcome.published, notes: outcome.notes };
  };
}

type TRowOutcome =
  | { row: number; status: "success"; title: string; message: string }
  | { row: number; status: "error"; title: string; message: string }
  | { row: number; status: "skipped"; title: string; message: string };

function describeFailure(error: unknown): string {
  if (error instanceof AppError) return error.message;
  console.error("Bulk upload row failed unexpectedly:", error);
  return "Failed to generate article";
}

export async function runBulkUpload(
  input: { totalRows: number; rowErrors: TBulkRowError[]; plan: TBulkPlan },
  runner: TBulkRowRunner,
  onEvent: (event: TBulkStreamEvent) => void,
  options: { concurrency?: number } = {},
): Promise<TBulkUploadResult> {
  const total = input.totalRows;
  const outcomes: TRowOutcome[] = [];
  let done = 0;
  const finish = (outcome: TRowOutcome, slug?: string) => {
    outcomes.push(outcome);
    done++;
    onEvent({
      type: "progress",
      done,
      total,
      percent: bulkProgressPercent(done, total),
      row: outcome.row,
      title: outcome.title,
      status: outcome.status,
      message: outcome.message,
      ...(slug ? { slug } : {}),
    });
  };

  onEvent({ type: "start", total, toGenerate: input.plan.jobs.length, percent: 0 });
  for (const failed of [...input.rowErrors, ...input.plan.errors].sort((a, b) => a.row - b.row)) {
    finish({ row: failed.row, status: "error", title: failed.title, message: failed.error });
  }
  for (const skipped of input.plan.skipped)
    finish({ row: skipped.row, status: "skipped", title: skipped.title, message: skipped.message });

  const runJob = async (job: TBulkJob) => {
    onEvent({
      type: "progress",
      done,
      total,
      percent: bulkProgressPercent(done, total),
      row: job.row,
      title: job.title,
      status: "started",
    });
    try {
      const { article: saved, published, notes: savedNotes } = await runner(job.call);
      const allNotes = [...job.notes, ...savedNotes];
      const notes = allNotes.length ? ` (${allNotes.join("; ")})` : "";
      const unused = job.unusedColumns.length
        ? ` (not used by the ${job.type} generator: ${job.unusedColumns.join(", ")})`
        : "";
      finish(
        {
          row: job.row,
          status: "success",
          title: saved.title,
          message: `${published ? `Published at /article/${saved.slug}` : `Saved as a draft at ${saved.editUrl}`}${notes}${unused}`,
        },
        saved.slug,
      );
    } catch (error) {
      const notes = job.notes.length ? ` (${job.notes.join("; ")})` : "";
      finish({ row: job.row, status: "error", title: job.title, message: `${describeFailure(error)}${notes}` });
    }
  };

  const queue = [...input.plan.jobs];
  const workers = Array.from(
    { length: Math.max(1, Math.min(options.concurrency ?? BULK_CONCURRENCY, queue.length)) },
    async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await runJob(job);
    },
  );
  await Promise.all(workers);

  outcomes.sort((a, b) => a.row - b.row);
  const errors = outcomes
    .filter((outcome) => outcome.status === "error")
    .map((outcome) => ({ row: outcome.row, error: outcome.message }));
  const articlesCreated = outcomes.filter((outcome) => outcome.status === "success").length;
  return {
    success: errors.length === 0,
    articlesCreated,
    errors,
    details: outcomes.map((outcome) => ({ title: outcome.title, status: outcome.status, message: outcome.message })),
  };
}
