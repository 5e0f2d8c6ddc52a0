// The wire format of POST /api/admin/bulk-upload, shared by the server that writes it and the admin screen that
// reads it: NDJSON events (start, progress, keepalive) and, as the last line, the spec's result object (where a job's
// stream ends: app/jobs/job-stream.ts).
import { z } from "zod";
import { ZModelUsage } from "~/generation/model-usage";

export const BULK_ROW_STATUSES = ["started", "success", "error", "skipped"] as const;

/** The spec's result (section 3 "Bulk upload result"); success means no row failed. */
export const ZBulkUploadResult = z.object({
  success: z.boolean(),
  articlesCreated: z.number().int().min(0),
  errors: z.array(z.object({ row: z.number().int(), error: z.string() })),
  details: z.array(z.object({ title: z.string(), status: z.string(), message: z.string() })),
});
export type TBulkUploadResult = z.infer<typeof ZBulkUploadResult>;

export const ZBulkStartEvent = z.object({
  type: z.literal("start"),
  /** Article rows in the sheet (blank rows not counted). */
  total: z.number().int().min(0),
  /** Rows that will be generated (the rest are invalid or duplicates). */
  toGenerate: z.number().int().min(0),
  percent: z.number(),
  /** The model calls and tokens the rows to generate are expected to take (a model that writes what it is asked). */
  estimate: ZModelUsage.optional(),
});

export const ZBulkProgressEvent = z.object({
  type: z.literal("progress"),
  /** Rows finished (success, error or skipped) out of `total`. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** done/total scaled to 0-90: the bar only reaches 100 when the result line arrives. */
  percent: z.number(),
  /** The row number in the sheet (the header is row 1). */
  row: z.number().int(),
  /** The keyword while generating, the article's title once saved. */
  title: z.string(),
  status: z.enum(BULK_ROW_STATUSES),
  message: z.string().optional(),
  slug: z.string().optional(),
  /** A generated row's model calls and tokens, from the provider's usage data (the result line keeps the spec's shape). */
  usage: ZModelUsage.optional(),
});

export const ZBulkKeepaliveEvent = z.object({ type: z.literal("keepalive") });

export const ZBulkStreamEvent = z.discriminatedUnion("type", [
  ZBulkStartEvent,
  ZBulkProgressEvent,
  ZBulkKeepaliveEvent,
]);
export type TBulkStreamEvent = z.infer<typeof ZBulkStreamEvent>;

/**
 * What a sheet would do, answered by POST /api/admin/bulk-upload/preview before any model call: each row with what
 * happens to it (written, written as a new revision of an article about the same product, skipped as a duplicate,
 * refused and why) and the model calls and tokens the rows to write are expected to take.
 */
export const BULK_PREVIEW_ACTIONS = ["generate", "update", "skip", "refuse"] as const;
export const ZBulkPreviewRow = z.object({
  /** The row number in the sheet (the header is row 1). */
  row: z.number().int(),
  title: z.string(),
  /** Review, Versus, How-To or Award; absent on a row refused before its type was read. */
  type: z.string().optional(),
  action: z.enum(BULK_PREVIEW_ACTIONS),
  /** What will be written (type, words, adjustments), why it is skipped, or why it is refused. */
  message: z.string(),
  /** The article the site already has about this row's product. */
  duplicate: z
    .object({ title: z.string(), slug: z.string(), publishingStatus: z.string(), reason: z.string() })
    .optional(),
  /** A row to write: its expected model calls and tokens. */
  estimate: ZModelUsage.optional(),
});
export type TBulkPreviewRow = z.infer<typeof ZBulkPreviewRow>;

export const ZBulkPreview = z.object({
  fileName: z.string(),
  /** Article rows in the sheet (blank rows not counted). */
  totalRows: z.number().int().min(0),
  /** Rows that go to the model once the editor confirms (written or updated). */
  toGenerate: z.number().int().min(0),
  /** The whole batch's expected model calls and tokens (a model that writes what it is asked). */
  estimate: ZModelUsage,
  rows: z.array(ZBulkPreviewRow),
});
export type TBulkPreview = z.infer<typeof ZBulkPreview>;

export const MAX_PROGRESS_PERCENT = 90;

export function bulkProgressPercent(done: number, total: number): number {
  if (total <= 0) return MAX_PROGRESS_PERCENT;
  return Math.min(MAX_PROGRESS_PERCENT, Math.round((done / total) * MAX_PROGRESS_PERCENT));
}

/** Any line of the stream, as the admin client reads it: an event, or (last) the result, which has no `type`. */
export const ZBulkStreamLine = z.union([ZBulkStreamEvent, ZBulkUploadResult]);
export type TBulkStreamLineValue = z.infer<typeof ZBulkStreamLine>;

/** Whether a line (stored or read) is the result: the spec's object, the stream's only line without a `type`. */
export function isBulkResult(line: unknown): line is TBulkUploadResult {
  return typeof line === "object" && line !== null && !("type" in line) && ZBulkUploadResult.safeParse(line).success;
}

export type TBulkStreamLine =
  | { kind: "event"; event: TBulkStreamEvent }
  | { kind: "result"; result: TBulkUploadResult }
  | { kind: "unknown"; line: string };

/** Reads one line of the stream as text: an event (it has `type`), the final result, or a line that is neither. */
export function parseBulkStreamLine(line: string): TBulkStreamLine {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { kind: "unknown", line };
  }
  const event = ZBulkStreamEvent.safeParse(value);
  if (event.success) return { kind: "event", event: event.data };
  const result = ZBulkUploadResult.safeParse(value);
  if (result.success) return { kind: "result", result: result.data };
  return { kind: "unknown", line };
}
