// The error a failure carries at some depth: Drizzle wraps the database's error (its SQLSTATE `code`, the
// `constraint` it names) as the `cause` of its query error, and callers may wrap that again. Failures are told by
// those codes, never by the words of a message (unique-violation.ts, lock-conflict.ts, storage-full.ts).
export interface TErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

const MAX_DEPTH = 5;

/** The first error in `error`'s chain of causes (itself first) that `matches`; null when none does. */
export function findInCauses(error: unknown, matches: (fields: TErrorFields) => boolean): TErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && typeof current === "object" && current !== null; depth++) {
    if (matches(current as TErrorFields)) return current as TErrorFields;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
