// Answers a request by following a job: its stored events, each written as the endpoint's NDJSON line (with keepalive
// lines while it is quiet), ending with the job's final event (app/jobs/job-stream.ts). The client going away stops
// the following, never the job.
import type { TGenerationJobs } from "~/jobs/generation-jobs.server";
import { isFinalJobLine, NDJSON_MEDIA_TYPE } from "~/jobs/job-stream";

export interface TJobStreamOptions {
  /** The line a stored event is sent as (the event itself when not given). */
  toLine?: (event: unknown) => unknown;
  keepaliveMs: number;
  headers?: Record<string, string>;
}

export function streamJobResponse(jobs: TGenerationJobs, jobId: number, options: TJobStreamOptions): Response {
  const encoder = new TextEncoder();
  const stop = new AbortController();
  const toLine = options.toLine ?? ((event: unknown) => event);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (value: unknown) => {
        if (stop.signal.aborted) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
        } catch {
          stop.abort();
        }
      };
      const keepalive = setInterval(() => write({ type: "keepalive" }), options.keepaliveMs);
      jobs
        .follow(jobId, (event) => write(toLine(event)), stop.signal)
        .catch((error: unknown) => console.error("Following a generation job failed:", error))
        .finally(() => {
          clearInterval(keepalive);
          if (stop.signal.aborted) return;
          stop.abort();
          controller.close();
        });
    },
    cancel() {
      stop.abort();
    },
  });
  // NDJSON rather than text/plain: the compression middleware buffers text/* (progress would arrive all at once).
  return new Response(stream, {
    headers: {
      "Content-Type": `${NDJSON_MEDIA_TYPE}; charset=utf-8`,
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      ...options.headers,
    },
  });
}

/** Follows a job to its final event and answers that event (undefined when the job ended without one). */
export async function finalJobEvent(jobs: TGenerationJobs, jobId: number, signal?: AbortSignal): Promise<unknown> {
  let final: unknown;
  await jobs.follow(
    jobId,
    (event) => {
      if (isFinalJobLine(event)) final = event;
    },
    signal,
  );
  return final;
}
