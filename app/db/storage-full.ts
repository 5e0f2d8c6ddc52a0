// Whether a failure is a full disk: the file system's ENOSPC (Node's own writes, the lock file) or the database's
// SQLSTATE 53100 disk_full, which PostgreSQL and PGlite both report when they cannot extend a file (under Drizzle's
// query error, as its cause). Told by the codes, never by the words of a message, like unique-violation.ts.
import { findInCauses } from "./error-cause";

const DISK_FULL_SQLSTATE = "53100";

export const STORAGE_FULL_MESSAGE =
  "The server's disk is full, so nothing was saved: free some space on it (or ask the site's operator to), then save again. What was saved before is kept.";

/**
 * What the file system or the database said when a write found the disk full (`could not extend file ...: No space
 * left on device`), without the query around it; null when the failure is something else.
 */
export function storageFullReason(error: unknown): string | null {
  const found = findInCauses(error, ({ code }) => code === "ENOSPC" || code === DISK_FULL_SQLSTATE);
  if (!found) return null;
  return typeof found.message === "string" ? found.message : String(found.code);
}

export function isStorageFull(error: unknown): boolean {
  return storageFullReason(error) !== null;
}

/** A start-up stopped by a full disk: server.js prints its message alone, without a stack. */
export class StorageFullError extends Error {
  override name = "StorageFullError";
}

/** What the operator reads when the server cannot start because the disk under its data is full. */
export function storageFullAtStartMessage(where: { dataDir: string } | { databaseUrl: string }): string {
  return "dataDir" in where
    ? `The disk holding the data directory ${where.dataDir} is full, so the server cannot start: free some space on it and start again. Nothing stored was changed.`
    : "The database server's disk is full, so the server cannot start: free some space there and start again. Nothing stored was changed.";
}
