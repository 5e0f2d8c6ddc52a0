// A transaction PostgreSQL ended to break a deadlock (SQLSTATE 40P01) or a serialization failure (40001): nothing it
// wrote stays, and PostgreSQL's documented answer is to run it again. Told by the database's own code under Drizzle's
// query error (as unique-violation.ts tells a clash), never by a message's words. PGlite has one connection and never
// raises either.
import { findInCauses } from "./error-cause";

const RETRYABLE_CODES = new Set(["40P01", "40001"]);

/** How often a transaction ended by a lock conflict is run in all before its error reaches the caller. */
export const LOCK_CONFLICT_ATTEMPTS = 3;

export function isLockConflict(error: unknown): boolean {
  return findInCauses(error, ({ code }) => typeof code === "string" && RETRYABLE_CODES.has(code)) !== null;
}

/**
 * Runs `transaction` (a whole transaction, or a savepoint: both are rolled back when the database ends them) and runs
 * it again, up to LOCK_CONFLICT_ATTEMPTS times, when a lock conflict ended it. The pause before each new attempt is
 * short and random, so two transactions that deadlocked do not meet again in step. Only for work that touches nothing
 * but the database: a new attempt repeats everything the function does.
 */
export async function retryOnLockConflict<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= LOCK_CONFLICT_ATTEMPTS || !isLockConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
}
