// Runs a planned bulk upload: a few rows at a time, each generated and published on its own, progress reported
// as rows start and finish, and the spec's result at the end. Nothing here depends on the client staying connected.
import { AppError } from "~/lib/app-error";
import type { TAppServices } from "~/services.server";
import {
  generateAiContentArticle,
  generateBrutalAwardArticle,
  generateHowToArticle,
  generateVersusArticle,
  GenerationError,
  type TGeneratedArticle,
  type TGenerationDeps,
} from "~/generation/index.server";
import { describeUnsupportedFigures } from "~/generation/fact-check";
import { saveGeneratedArticle, type TSavedArticle } from "~/generation/save-generated-article.server";
import { BULK_CONCURRENCY } from "./bulk-limits";
import { bulkProgressPercent, type TBulkStreamEvent, type TBulkUploadResult } from "./bulk-protocol";
import type { TBulkRowError } from "./parse-bulk-sheet.server";
import type { TBulkGeneratorCall, TBulkJob, TBulkPlan } from "./plan-bulk-rows";

export interface TBulkRowRunner {
  generate(call: TBulkGeneratorCall): Promise<TGeneratedArticle>;
  save(generated: TGeneratedArticle, call: TBulkGeneratorCall): Promise<TSavedArticle>;
}

/** The real generators and the publishing save, as the single-article endpoints use them. */
export function createBulkRowRunner(services: TAppServices & { ai: NonNullable<TAppServices["ai"]> }): TBulkRowRunner {
  const deps: TGenerationDeps = {
    model: services.ai.model,
    fetchPage: services.fetchPage,
    modelLabel: services.ai.label,
    timeoutMs: services.env.AI_TIMEOUT_MS,
  };
  return {
    generate(call) {
      switch (call.generator) {
        case "ai-content":
          return generateAiContentArticle(deps, call.input, undefined, { brief: call.brief });
        case "versus":
          return generateVersusArticle(deps, call.input, undefined, { brief: call.brief });
        case "how-to":
          return generateHowToArticle(deps, call.input, undefined, { brief: call.brief });
        case "brutal-award":
          return generateBrutalAwardArticle(deps, call.input, undefined, { brief: call.brief });
      }
    },
    save(generated, call) {
      return saveGeneratedArticle(services.db, generated, {
        generator: call.generator,
        model: services.ai.label,
        authorUsername: services.env.SITE_NAME,
        publishingStatus: "published",
        factCheck: services.env.GENERATION_FACT_CHECK,
      });
    },
  };
}

type TRowOutcome =
  | { row: number; status: "success"; title: string; message: string }
  | { row: number; status: "error"; title: string; message: string }
  | { row: number; status: "skipped"; title: string; message: string };

/** Where the row's article went, and what the fact check found. */
function describeSavedArticle(saved: TSavedArticle): string {
  const where =
    saved.publishingStatus === "published"
      ? `Published at /article/${saved.slug}`
      : `Saved as a draft at ${saved.editUrl}: ${saved.draftReason ?? "not published"}`;
  const figures =
    saved.unsupportedFigures.length > 0 && saved.publishingStatus === "published"
      ? ` ${describeUnsupportedFigures(saved.unsupportedFigures)}`
      : "";
  return `${where}${figures}`;
}

function describeFailure(error: unknown): string {
  if (error instanceof GenerationError || error instanceof AppError) return error.message;
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
    const notes = job.notes.length ? ` (${job.notes.join("; ")})` : "";
    try {
      const generated = await runner.generate(job.call);
      const saved = await runner.save(generated, job.call);
      const unused = job.unusedColumns.length
        ? ` (not used by the ${job.type} generator: ${job.unusedColumns.join(", ")})`
        : "";
      finish(
        {
          row: job.row,
          status: "success",
          title: saved.title,
          message: `${describeSavedArticle(saved)}${notes}${unused}`,
        },
        saved.slug,
      );
    } catch (error) {
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
