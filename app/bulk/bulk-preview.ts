// What a prepared sheet would do, as the editor confirms it: each row's fate in sheet order and the expected model
// calls and tokens of the rows to write (the same estimate the batch's start line carries).
import type { TDuplicateArticle } from "~/duplicates/find-duplicate-article.server";
import { estimateBatchUsage, requestedWords, type TModelUsage } from "~/generation/model-usage";
import type { TBulkPreview, TBulkPreviewRow } from "./bulk-protocol";
import type { TBulkArticleType, TBulkRowError } from "./parse-bulk-sheet.server";
import type { TBulkJob, TBulkPlan } from "./plan-bulk-rows";

const TYPE_LABELS: Record<TBulkArticleType, string> = {
  review: "Review",
  versus: "Versus",
  "how-to": "How-To",
  award: "Award",
};

/** The model calls and tokens one planned row is expected to take. */
function estimateBulkJob(job: TBulkJob): TModelUsage {
  return estimateBatchUsage([job.call.input]);
}

function describeJob(job: TBulkJob, duplicate: TDuplicateArticle | undefined): string {
  const parts = [`${TYPE_LABELS[job.type]}, ${requestedWords(job.call.input).toLocaleString("en-US")} words`];
  if (duplicate && !job.updateArticleId)
    parts.push(`written as another article beside "${duplicate.title}" (${duplicate.reason})`);
  parts.push(...job.notes);
  if (job.unusedColumns.length > 0) parts.push(`not used by this type: ${job.unusedColumns.join(", ")}`);
  return parts.join("; ");
}

export function describeBulkPreview(batch: {
  fileName: string;
  totalRows: number;
  rowErrors: TBulkRowError[];
  plan: TBulkPlan;
  duplicates: ReadonlyMap<number, TDuplicateArticle>;
}): TBulkPreview {
  const { plan, duplicates } = batch;
  const duplicateOf = (row: number): Pick<TBulkPreviewRow, "duplicate"> => {
    const found = duplicates.get(row);
    return found
      ? {
          duplicate: {
            title: found.title,
            slug: found.slug,
            publishingStatus: found.publishingStatus,
            reason: found.reason,
          },
        }
      : {};
  };
  const rows: TBulkPreviewRow[] = [
    ...plan.jobs.map((job) => ({
      row: job.row,
      title: job.title,
      type: TYPE_LABELS[job.type],
      action: job.updateArticleId ? ("update" as const) : ("generate" as const),
      message: describeJob(job, duplicates.get(job.row)),
      ...duplicateOf(job.row),
      estimate: estimateBulkJob(job),
    })),
    ...plan.skipped.map((skipped) => ({
      row: skipped.row,
      title: skipped.title,
      action: "skip" as const,
      message: skipped.message,
      ...duplicateOf(skipped.row),
    })),
    ...[...batch.rowErrors, ...plan.errors].map((refused) => ({
      row: refused.row,
      title: refused.title,
      action: "refuse" as const,
      message: refused.error,
    })),
  ].sort((a, b) => a.row - b.row);
  return {
    fileName: batch.fileName,
    totalRows: batch.totalRows,
    toGenerate: plan.jobs.length,
    estimate: estimateBatchUsage(plan.jobs.map((job) => job.call.input)),
    rows,
  };
}
