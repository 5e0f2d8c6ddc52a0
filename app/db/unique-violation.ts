// Which unique index a failed write ran into, read from the database's own error (SQLSTATE 23505 and the index
// name, as PostgreSQL and PGlite both report it under Drizzle's query error): a clash is told by the constraint
// that refused it, never by the words of a message.
import { findInCauses } from "./error-cause";

const UNIQUE_VIOLATION = "23505";

export function violatedUniqueIndex(error: unknown): string | null {
  const found = findInCauses(
    error,
    ({ code, constraint }) => code === UNIQUE_VIOLATION && typeof constraint === "string",
  );
  return found ? (found.constraint as string) : null;
}
