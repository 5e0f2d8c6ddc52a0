// Parses uploaded sheets off the request path, in a worker thread with a memory limit and a time limit (attack
// finding 4). The zip-bomb guard (check-workbook-zip.server.ts) bounds what a workbook may unpack to, but the
// spreadsheet reader still builds its whole model of the file: a hostile or merely huge workbook must cost one
// stopped thread and a clear 400, never the web server's memory or its event loop.
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { AppError } from "~/lib/app-error";
import { workerEntry } from "~/lib/worker-entry.server";
import { BULK_MAX_ROWS } from "./bulk-limits";
import { assertWorkbookWithinLimits } from "./check-workbook-zip.server";
import { detectSheetFormat, startsAsZip, type TParsedBulkSheet } from "./parse-bulk-sheet.server";
import type { TParseSheetResult, TParseSheetTask } from "./parse-sheet.worker";
import { stopWithWorkerPools } from "~/lib/worker-pools.server";

/** The longest one sheet may take to parse: a 5,000-row workbook takes a second or two. */
export const SHEET_PARSE_TIME_LIMIT_MS = 20_000;
/** The thread's heap: a full 5,000-row workbook needs well under a quarter of it. */
export const SHEET_PARSE_MEMORY_MB = 512;
/**
 * Uploads taken at once, from before their body is read until their sheet is parsed: one in the thread and four
 * waiting for it. Past them the server asks the editor to retry instead of holding more files (decision 047).
 */
export const SHEET_UPLOADS_AT_ONCE = 5;

export const SHEET_TOO_SLOW_MESSAGE = `Reading the sheet took longer than ${SHEET_PARSE_TIME_LIMIT_MS / 1000} seconds, so it was stopped: save it as CSV, or split it into smaller files.`;
export const SHEET_TOO_BIG_MESSAGE = `The file needs more memory to read than a sheet of ${BULK_MAX_ROWS.toLocaleString("en-US")} articles: save it as CSV with only the articles' sheet, or split it into smaller files.`;
export const SHEET_PARSER_BUSY_MESSAGE = "The server is reading other uploaded sheets: try again in a minute.";

export interface TSheetParserPoolOptions {
  timeLimitMs?: number;
  memoryMb?: number;
}

export interface TSheetParserPool {
  parse(bytes: Uint8Array, options: { fileName: string }): Promise<TParsedBulkSheet>;
  close(): Promise<void>;
}

function isOutOfMemory(error: unknown): boolean {
  return (
    error instanceof Error &&
    ((error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY" || /out of memory/i.test(error.message))
  );
}

/** A pool of one thread at a lowered CPU priority, started on the first upload and stopped when idle for 30 s. */
export function createSheetParserPool(options: TSheetParserPoolOptions = {}): TSheetParserPool {
  const timeLimitMs = options.timeLimitMs ?? SHEET_PARSE_TIME_LIMIT_MS;
  const entry = workerEntry(import.meta.url, "parse-sheet.worker.ts", "parse-sheet-worker");
  const pool = new Piscina({
    filename: entry.filename,
    execArgv: entry.execArgv,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 30_000,
    // Lower CPU priority (Linux): readers' requests win the core when both want it.
    niceIncrement: 10,
    resourceLimits: {
      maxOldGenerationSizeMb: options.memoryMb ?? SHEET_PARSE_MEMORY_MB,
      maxYoungGenerationSizeMb: 32,
    },
  });

  return {
    async parse(bytes, { fileName }) {
      // The zip-bomb guard first, on this thread (check-workbook-zip.server.ts says why not in the worker); a text
      // file is not sniffed here: only a ZIP's type is asked, which needs no decoding.
      if (startsAsZip(bytes) && detectSheetFormat(fileName, bytes).format === "xlsx") {
        await assertWorkbookWithinLimits(bytes);
      }
      const limit = new AbortController();
      const { port1: startedPort, port2: workerPort } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      startedPort.once("message", () => {
        timer = setTimeout(() => limit.abort(new Error("time limit")), timeLimitMs);
      });
      let result: TParseSheetResult;
      try {
        result = (await pool.run({ bytes, fileName, started: workerPort } satisfies TParseSheetTask, {
          signal: limit.signal,
          transferList: [workerPort],
        })) as TParseSheetResult;
      } catch (error) {
        if (limit.signal.aborted)
          throw new AppError("bad_request", SHEET_TOO_SLOW_MESSAGE, undefined, { cause: error });
        if (isOutOfMemory(error)) throw new AppError("bad_request", SHEET_TOO_BIG_MESSAGE, undefined, { cause: error });
        throw error;
      } finally {
        clearTimeout(timer);
        startedPort.close();
      }
      if (!result.ok) throw new AppError(result.code, result.message);
      return result.sheet;
    },
    close: () => pool.destroy(),
  };
}

let shared: TSheetParserPool | undefined;
let uploadsUnderWay = 0;

/**
 * Takes one of the SHEET_UPLOADS_AT_ONCE places before an upload's body is read, or refuses with a 503 and
 * Retry-After when all are taken: a slow or heavy upload then costs one place, never a file waiting in memory.
 * The place is given back by the returned function (once, whatever happened to the upload).
 */
export function takeSheetUploadPlace(): () => void {
  if (uploadsUnderWay >= SHEET_UPLOADS_AT_ONCE) {
    throw new AppError("unavailable", SHEET_PARSER_BUSY_MESSAGE, undefined, { headers: { "Retry-After": "60" } });
  }
  uploadsUnderWay++;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    uploadsUnderWay--;
  };
}

/** Parses an uploaded sheet in the server's shared pool; refusals come back as the parser's own AppErrors. */
export function parseBulkSheetInWorker(bytes: Uint8Array, options: { fileName: string }): Promise<TParsedBulkSheet> {
  shared ??= createSheetParserPool();
  return shared.parse(bytes, options);
}

/** Stops the shared pool's thread (server shutdown). */
export async function closeSheetParserPool(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}

stopWithWorkerPools(closeSheetParserPool);
