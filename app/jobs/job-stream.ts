// A job's NDJSON stream as both of its ends speak it: the server that writes it
// (app/generation-endpoints/job-stream.server.ts, following the job's stored events) and the admin panel that reads
// it (requestStream in app/admin/ui/admin-api.ts). Its media type, its lines, and the one rule for its end: a single
// generation's stream ends at its `complete` or `error` event (as stored, and as its endpoint answers it); a batch's
// at the spec's result object, its only line without a `type`. The server stops following the job there and closes
// the stream; the client stops reading there.
import { z } from "zod";
import { isBulkResult, ZBulkStreamLine } from "~/bulk/bulk-protocol";
import { ZGenerationEvent } from "~/generation/generation-protocol";

export const NDJSON_MEDIA_TYPE = "application/x-ndjson";

/** A line of a job's stream: a batch's follows the bulk stream, a single generation's its endpoint's events. */
export const ZJobEvent = z.union([ZGenerationEvent, ZBulkStreamLine]);

/** Whether a line (stored or sent) is the last of its job's stream. */
export function isFinalJobLine(line: unknown): boolean {
  if (typeof line !== "object" || line === null) return false;
  if (!("type" in line)) return isBulkResult(line);
  return line.type === "complete" || line.type === "error";
}
