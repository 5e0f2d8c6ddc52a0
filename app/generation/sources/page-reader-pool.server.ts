// Reads fetched pages off the request path: DOM parsing of a multi-megabyte page takes seconds of CPU, so it
// runs in a worker thread (Piscina pool, one thread at a lowered CPU priority) while the main thread keeps
// answering readers. Each read has a time bound; past it the worker is stopped and the editor told why.
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { workerEntry } from "~/lib/worker-entry.server";
import { GenerationError } from "../errors";
import type { TPageContent, TReadPageResult, TReadPageTask } from "./read-page-content.server";
import { stopWithWorkerPools } from "~/lib/worker-pools.server";

/** The longest one page may take to read (parse and extract) before the read is abandoned. */
export const PAGE_READ_TIME_LIMIT_MS = 30_000;

let pool: Piscina | undefined;

function getPool(): Piscina {
  if (!pool) {
    const entry = workerEntry(import.meta.url, "read-page.worker.ts", "read-page-worker");
    pool = new Piscina({
      filename: entry.filename,
      execArgv: entry.execArgv,
      // One thread, started with the pool and kept: on a small machine the other core stays with the web server,
      // and no read waits for a thread to load its parser.
      minThreads: 1,
      maxThreads: 1,
      // Lower CPU priority (Linux): the server's requests win the core when both want it.
      niceIncrement: 10,
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
  }
  return pool;
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? "" : "s"}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || /aborted/i.test(error.message));
}

/**
 * Reads one page in the pool. The time limit counts from the moment a worker starts on the page (the worker says
 * so on a message port), not while the task waits for a thread. Failures come back as GenerationErrors.
 */
export async function readPageInWorker(
  task: TReadPageTask,
  signal?: AbortSignal,
  timeLimitMs = PAGE_READ_TIME_LIMIT_MS,
): Promise<TPageContent> {
  const limit = new AbortController();
  const { port1: startedPort, port2: workerPort } = new MessageChannel();
  let timer: NodeJS.Timeout | undefined;
  startedPort.once("message", () => {
    timer = setTimeout(() => limit.abort(new Error("time limit")), timeLimitMs);
  });
  const combined = signal ? AbortSignal.any([limit.signal, signal]) : limit.signal;
  let result: TReadPageResult;
  try {
    result = (await getPool().run({ ...task, started: workerPort } satisfies TReadPageTask, {
      signal: combined,
      transferList: [workerPort],
    })) as TReadPageResult;
  } catch (error) {
    if (limit.signal.aborted) {
      throw new GenerationError(
        "source_unreachable",
        `Reading the page at ${task.url} took longer than ${formatSeconds(timeLimitMs)}, so it was stopped. Try the page's own address without extras, or a smaller page.`,
        { cause: error },
      );
    }
    if (signal?.aborted && isAbort(error)) throw signal.reason ?? error;
    throw new GenerationError("source_unreachable", `The page at ${task.url} could not be read.`, { cause: error });
  } finally {
    clearTimeout(timer);
    startedPort.close();
  }
  if (!result.ok) throw new GenerationError(result.code, result.message);
  return result.content;
}

/** Starts the pool's thread now (at server start-up when generation is configured), so the first read is quick. */
export function startPageReaderPool(): void {
  getPool();
}

/** Stops the pool's threads (server shutdown, end of a test file). */
export async function closePageReaderPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}

stopWithWorkerPools(closePageReaderPool);
