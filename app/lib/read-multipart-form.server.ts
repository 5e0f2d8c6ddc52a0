// Reads a multipart upload with its size guarded before anything is parsed: an oversize body is read through
// (bounded) without being kept, then refused with a 413, or refused at once from a Content-Length past that bound.
import { AppError } from "./app-error";

export interface TMultipartLimits {
  /** The whole body: the file plus the multipart framing and any small fields. */
  maxBodyBytes: number;
  tooLargeMessage: string;
  notMultipartMessage: string;
}

// Past this many times the limit, an oversize upload is cut off instead of read to its end (the client then
// sees a reset, not the 413).
const DRAIN_FACTOR = 4;

async function readLimitedBody(request: Request, limits: TMultipartLimits): Promise<Uint8Array<ArrayBuffer>> {
  const maxDrainBytes = DRAIN_FACTOR * limits.maxBodyBytes;
  // A declared size over the limit but within the drain bound is read through below like any other oversize body:
  // answering before the client has sent it makes the server close a connection the client is still writing to,
  // and the client sees a broken pipe instead of the 413 (it happened whenever the answer came quickly enough).
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxDrainBytes) throw new AppError("payload_too_large", limits.tooLargeMessage);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limits.maxBodyBytes) {
      // Read the rest (bounded) without keeping it, so the client gets the 413 rather than a broken connection.
      if (size > maxDrainBytes) {
        await reader.cancel();
        throw new AppError("payload_too_large", limits.tooLargeMessage);
      }
      continue;
    }
    chunks.push(value);
  }
  if (size > limits.maxBodyBytes) throw new AppError("payload_too_large", limits.tooLargeMessage);
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The request's multipart form; 400 when it is not one, 413 past the body limit. */
export async function readMultipartForm(request: Request, limits: TMultipartLimits): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new AppError("bad_request", limits.notMultipartMessage);
  const body = await readLimitedBody(request, limits);
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new AppError("bad_request", "The upload is not a readable multipart form.");
  }
}
