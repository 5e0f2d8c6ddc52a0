// Which unique index a failed write ran into, read from the database's own error (SQLSTATE 23505 and the index
// name, as PostgreSQL and PGlite both report it under Drizzle's query error): a clash is told by the constraint
// that refused it, never by the words of a message.
const UNIQUE_VIOLATION = "23505";

export function violatedUniqueIndex(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION && typeof constraint === "string") return constraint;
    current = cause;
  }
  return null;
}
