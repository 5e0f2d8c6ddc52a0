// Reads a multipart upload with its size guarded before anything is parsed: an oversize body is read through
// (bounded) without being kept, then refused with a 413, or refused at once from a Content-Length past that bound.
import { AppError } from "./app-error";
import { readBodyBytes } from "./http.server";

export interface TMultipartLimits {
  /** The whole body: the file plus the multipart framing and any small fields. */
  maxBodyBytes: number;
  tooLargeMessage: string;
  notMultipartMessage: string;
}

// Past this many times the limit, an oversize upload is cut off instead of read to its end (the client then
// sees a reset, not the 413). Up to it, answering before the client has sent the body would close a connection
// the client is still writing to, and it would see a broken pipe instead of the 413.
const DRAIN_FACTOR = 4;

/** The request's multipart form; 400 when it is not one, 413 past the body limit. */
export async function readMultipartForm(request: Request, limits: TMultipartLimits): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new AppError("bad_request", limits.notMultipartMessage);
  const body = await readBodyBytes(request, {
    limit: limits.maxBodyBytes,
    tooLargeMessage: limits.tooLargeMessage,
    drainUpTo: DRAIN_FACTOR * limits.maxBodyBytes,
  });
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new AppError("bad_request", "The upload is not a readable multipart form.");
  }
}
