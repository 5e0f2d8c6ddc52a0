// What the Jobs screen reads: the newest single generations and batches with their progress, one job with its
// rows, and a batch's results as CSV (cells that a spreadsheet would run as formulas are neutralised).
import { eq } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { ZGenerationEvent } from "~/generation/generation-protocol";
import { sumUsage, ZModelUsage, type TModelUsage } from "~/generation/model-usage";
import { AppError } from "~/lib/app-error";
import type { TJobDetail, TJobRow, TJobSummary, TSingleJobView } from "./job-protocol";
import {
  batchProgress,
  findJob,
  jobEventsAfter,
  listTopLevelJobs,
  rowListOfBatch,
  type TJobRecord,
} from "./job-records.server";

export const JOB_LIST_LIMIT = 100;

/** The usage stored with a job's result: a single generation's outcome or a batch row's result. */
function resultUsage(record: TJobRecord): TModelUsage | null {
  const result = record.result as { usage?: unknown; outcome?: { generated?: { usage?: unknown } } } | null;
  const parsed = ZModelUsage.safeParse(result?.usage ?? result?.outcome?.generated?.usage);
  return parsed.success ? parsed.data : null;
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
    usage: resultUsage(record),
  };
}

function rowView({ message, slug, usage, error, ...row }: Awaited<ReturnType<typeof rowListOfBatch>>[number]): TJobRow {
  const parsedUsage = ZModelUsage.safeParse(usage);
  return { ...row, message: message ?? error, slug, usage: parsedUsage.success ? parsedUsage.data : null };
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
  if (record.kind !== "batch") return { job: summary(record), rows: [], single: await singleJobView(db, record) };
  const progress = (await batchProgress(db, [id])).get(id);
  const rows = (await rowListOfBatch(db, id)).map(rowView);
  // A batch's usage is its rows' together (so far, while it runs).
  const used = rows.filter((row) => row.usage !== null);
  return {
    job: { ...summary(record, progress), usage: used.length ? sumUsage(used.map((row) => row.usage)) : null },
    rows,
  };
}

// A single generation's stages (its stored progress events) and the article it saved, with the fact check's findings
// and why it is a draft, if it is.
async function singleJobView(db: TDatabase, record: TJobRecord): Promise<TSingleJobView> {
  const events = await jobEventsAfter(db, record.id, 0);
  const stages = events.flatMap(({ event }) => {
    const parsed = ZGenerationEvent.safeParse(event);
    return parsed.success && parsed.data.type === "progress"
      ? [{ stage: parsed.data.stage, message: parsed.data.message }]
      : [];
  });
  if (record.articleId === null) return { stages, article: null };
  const [article] = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      publishingStatus: articles.publishingStatus,
      generation: articles.generation,
    })
    .from(articles)
    .where(eq(articles.id, record.articleId));
  if (!article) return { stages, article: null };
  return {
    stages,
    article: {
      id: article.id,
      title: article.title,
      slug: article.slug,
      publishingStatus: article.publishingStatus,
      draftReason: article.generation?.draftReason ?? null,
      unsupportedFigures: article.generation?.unsupportedFigures ?? [],
    },
  };
}

/** A cell as CSV: quoted when needed, and a leading = + - @ (or tab, CR) prefixed with ' so it stays text. */
/**
 * One CSV field, always quoted (OWASP's advice on CSV injection): a spreadsheet that splits on ";" or a tab (most
 * European locales) must not find a formula either, so a formula character at the start and after each ";" or tab
 * is written after a "'".
 */
export function csvCell(value: string | number | null): string {
  const text = (value === null ? "" : String(value)).replace(/^[\t\r]/, "'$&").replace(/(^|[;\t])(?=[=+\-@])/g, "$1'");
  return `"${text.replaceAll('"', '""')}"`;
}

export async function jobResultsCsv(db: TDatabase, id: number, siteUrl: string): Promise<string> {
  const { rows } = await jobDetailView(db, id);
  const lines = [["Row", "Title", "Status", "Message", "Article URL"].map(csvCell).join(",")];
  for (const row of rows) {
    const url = row.slug ? `${siteUrl.replace(/\/$/, "")}/article/${row.slug}` : "";
    lines.push([row.row, row.title, row.state, row.message, url].map(csvCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
