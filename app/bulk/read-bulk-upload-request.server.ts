// Reads the bulk upload's multipart form (file + minWordCount) with the size guarded before anything is parsed:
// an oversize body is refused once read through (bounded), or at once from a Content-Length past the drain bound.
import { z } from "zod";
import { wordCount } from "~/generation/request-fields";
import { AppError } from "~/lib/app-error";
import { formatZodError } from "~/lib/http.server";
import { BULK_DEFAULT_WORDS, BULK_MAX_BODY_BYTES, BULK_MAX_FILE_BYTES, BULK_MAX_WORDS, BULK_MIN_WORDS } from "./bulk-limits";

export const ZBulkUploadFields = z.object({
  minWordCount: wordCount({
    min: BULK_MIN_WORDS,
    max: BULK_MAX_WORDS,
    defaultValue: BULK_DEFAULT_WORDS,
    minMessage: "Minimum word count must be at least 500",
    maxMessage: "Maximum word count is 10,000",
  }),
});

export interface TBulkUpload {
  fileName: string;
  bytes: Uint8Array;
  minWordCount: number;
}

const TOO_LARGE = `The file is too large: upload at most ${BULK_MAX_FILE_BYTES / (1024 * 1024)} MB.`;
// Past this, an oversize upload is cut off instead of read to its end (the client then sees a reset, not the 413).
const MAX_DRAIN_BYTES = 4 * BULK_MAX_BODY_BYTES;

async function readLimitedBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  // A declared size over the limit but within the drain bound is read through below like any other oversize body:
  // answering before the client has sent it makes the server close a connection the client is still writing to,
  // and the client sees a broken pipe instead of the 413 (it happened whenever the answer came quickly enough).
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_DRAIN_BYTES) throw new AppError("payload_too_large", TOO_LARGE);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > BULK_MAX_BODY_BYTES) {
      // Read the rest (bounded) without keeping it, so the client gets the 413 rather than a broken connection.
      if (size > MAX_DRAIN_BYTES) {
        await reader.cancel();
        throw new AppError("payload_too_large", TOO_LARGE);
      }
      continue;
    }
    chunks.push(value);
  }
  if (size > BULK_MAX_BODY_BYTES) throw new AppError("payload_too_large", TOO_LARGE);
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readBulkUploadRequest(request: Request): Promise<TBulkUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("bad_request", "Send the spreadsheet as multipart/form-data with a 'file' field.");
  }
  const body = await readLimitedBody(request);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new AppError("bad_request", "The upload is not a readable multipart form.");
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw new AppError("bad_request", "No file uploaded: choose a CSV or Excel file ('file' field).");
  if (file.size > BULK_MAX_FILE_BYTES) throw new AppError("payload_too_large", TOO_LARGE);
  if (file.size === 0) throw new AppError("bad_request", "The uploaded file is empty.");
  const minWordCount = form.get("minWordCount");
  const fields = ZBulkUploadFields.safeParse({ minWordCount: typeof minWordCount === "string" ? minWordCount : undefined });
  if (!fields.success) throw new AppError("bad_request", formatZodError(fields.error));
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), minWordCount: fields.data.minWordCount };
}
