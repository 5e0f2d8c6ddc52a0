// Entry of the sheet parser pool's worker thread (see sheet-parser-pool.server.ts): one task, one uploaded sheet.
import type { MessagePort } from "node:worker_threads";
import { AppError, type TAppErrorCode } from "~/lib/app-error";
import { parseBulkSheet, type TParsedBulkSheet } from "./parse-bulk-sheet.server";

export interface TParseSheetTask {
  bytes: Uint8Array;
  fileName: string;
  /** Told when the thread starts on the sheet, so the time limit does not count the wait for a thread. */
  started?: MessagePort;
}

/** A refusal crosses the thread boundary as data: the pool turns it back into the AppError it was. */
export type TParseSheetResult =
  | { ok: true; sheet: TParsedBulkSheet }
  | { ok: false; code: TAppErrorCode; message: string };

export default function parseSheet({ bytes, fileName, started }: TParseSheetTask): TParseSheetResult {
  started?.postMessage("started");
  started?.close();
  try {
    return { ok: true, sheet: parseBulkSheet(bytes, { fileName }) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
