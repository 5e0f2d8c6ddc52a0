// What the Jobs screen reads: the newest single generations and batches with their progress, one job with its
// rows, and a batch's results as CSV (cells that a spreadsheet would run as formulas are neutralised).
import type { TDatabase } from "~/db/client.server";
import { AppError } from "~/lib/app-error";
import type { TJobDetail, TJobRow, TJobSummary } from "./job-protocol";
import { batchProgress, findJob, listTopLevelJobs, rowsOfBatch, type TJobRecord } from "./job-records.server";

export const JOB_LIST_LIMIT = 100;

function resultField(record: TJobRecord, field: "message" | "slug"): string | null {
  const result = record.result;
  if (typeof result !== "object" || result === null) return null;
  const value = (result as Record<string, unknown>)[field];
  return typeof value === "string" ? value : null;
}

function summary(record: TJobRecord, progress?: { total: number; finished: number; failed: number }): TJobSummary {
  const single = { total: 1, finished: ["done", "failed", "cancelled"].includes(record.state) ? 1 : 0 };
  return {
    id: record.id,
    kind: record.kind === "batch" ? "batch" : "single",
    generator: record.generator,
    title: record.title,
    state: record.state,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
    total: progress?.total ?? single.total,
    finished: progress?.finished ?? single.finished,
    failed: progress?.failed ?? (record.state === "failed" ? 1 : 0),
    error: record.error,
    articleId: record.articleId,
  };
}

function rowView(record: TJobRecord): TJobRow {
  return {
    id: record.id,
    row: record.row,
    title: record.title,
    generator: record.generator,
    state: record.state,
    attempts: record.attempts,
    message: resultField(record, "message") ?? record.error,
    slug: resultField(record, "slug"),
    articleId: record.articleId,
    runner: record.runner,
  };
}

export async function listJobViews(db: TDatabase): Promise<TJobSummary[]> {
  const records = await listTopLevelJobs(db, JOB_LIST_LIMIT);
  const progress = await batchProgress(
    db,
    records.filter((record) => record.kind === "batch").map((record) => record.id),
  );
  return records.map((record) => summary(record, record.kind === "batch" ? progress.get(record.id) : undefined));
}

export async function jobDetailView(db: TDatabase, id: number): Promise<TJobDetail> {
  const record = await findJob(db, id);
  if (!record || record.kind === "row") throw new AppError("not_found", "Job not found");
  if (record.kind !== "batch") return { job: summary(record), rows: [] };
  const progress = (await batchProgress(db, [id])).get(id);
  return { job: summary(record, progress), rows: (await rowsOfBatch(db, id)).map(rowView) };
}

/** A cell as CSV: quoted when needed, and a leading = + - @ (or tab, CR) prefixed with ' so it stays text. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export async function jobResultsCsv(db: TDatabase, id: number, siteUrl: string): Promise<string> {
  const { rows } = await jobDetailView(db, id);
  const lines = [["Row", "Title", "Status", "Message", "Article URL"].join(",")];
  for (const row of rows) {
    const url = row.slug ? `${siteUrl.replace(/\/$/, "")}/article/${row.slug}` : "";
    lines.push([row.row, row.title, row.state, row.message, url].map(csvCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
