// Streams a bulk upload's events as NDJSON while the batch runs detached from the connection: the last line is
// the result object. A client that goes away stops receiving lines; the batch still finishes and publishes.
import { BULK_KEEPALIVE_MS } from "./bulk-limits";
import {
  BULK_STREAM_CONTENT_TYPE,
  formatBulkLine,
  type TBulkStreamEvent,
  type TBulkUploadResult,
} from "./bulk-protocol";

export function streamBulkUpload(
  run: (onEvent: (event: TBulkStreamEvent) => void) => Promise<TBulkUploadResult>,
  options: { keepaliveMs?: number } = {},
): Response {
  const history: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const emit = (line: string) => {
    history.push(line);
    listeners.forEach((listener) => listener(line));
  };
  // Started before the response exists and never tied to request.signal: a disconnect must not stop the batch.
  const job = run((event) => emit(formatBulkLine(event))).catch((error: unknown): TBulkUploadResult => {
    console.error("Bulk upload failed unexpectedly:", error);
    return {
      success: false,
      articlesCreated: 0,
      errors: [{ row: 0, error: "Bulk upload failed unexpectedly" }],
      details: [],
    };
  });

  const encoder = new TextEncoder();
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (line: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(line));
        } catch {
          closed = true;
        }
      };
      history.forEach(write);
      listeners.add(write);
      const keepalive = setInterval(
        () => write(formatBulkLine({ type: "keepalive" })),
        options.keepaliveMs ?? BULK_KEEPALIVE_MS,
      );
      void job.then((result) => {
        clearInterval(keepalive);
        listeners.delete(write);
        write(formatBulkLine(result));
        if (!closed) {
          closed = true;
          controller.close();
        }
      });
    },
    cancel() {
      closed = true;
    },
  });
  // NDJSON rather than text/plain: the compression middleware buffers text/* (progress would arrive all at once).
  return new Response(stream, {
    headers: { "Content-Type": BULK_STREAM_CONTENT_TYPE, "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
  });
}
