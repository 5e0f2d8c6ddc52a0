// Two transactions that lock two rows in opposite orders deadlock on PostgreSQL; the one it ends is run again by
// retryOnLockConflict and both finish. On PGlite (one connection) there is nothing to deadlock, so the PostgreSQL
// project runs the deadlock (vitest.config.ts, POSTGRES_UNIT_SUITES).
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { TDatabase } from "~/db/client.server";
import { tags } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import { createTestDatabase, testDatabaseChoice, type TTestDatabase } from "../../tests/support/test-server";
import { insertTag } from "../../tests/support/seed";
import { isLockConflict, LOCK_CONFLICT_ATTEMPTS, retryOnLockConflict } from "./lock-conflict";

let database: TTestDatabase;

const onPostgres = testDatabaseChoice().kind === "postgres";

beforeAll(async () => {
  if (onPostgres) database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

/**
 * Two transactions: each locks its first row, says so, waits until the other has locked its own, then locks the
 * other's row: a deadlock PostgreSQL ends by failing one of them. A transaction run again takes both rows without
 * waiting for the other (which has finished or waits on it).
 */
async function deadlock(db: TDatabase, run: (transaction: () => Promise<string>) => Promise<string>) {
  const [first, second] = [
    await insertTag(db, `Deadlock first ${Math.random()}`),
    await insertTag(db, `Deadlock second ${Math.random()}`),
  ];
  const lockedFirst = signal();
  const lockedSecond = signal();
  let attempts = 0;
  const lockInTurn = (name: string, mine: number, theirs: number, locked: () => void, other: Promise<void>) =>
    db.transaction(async (tx) => {
      attempts++;
      const lock = (id: number) => tx.select({ id: tags.id }).from(tags).where(eq(tags.id, id)).for("update");
      await lock(mine);
      locked();
      await other;
      await lock(theirs);
      await tx
        .update(tags)
        .set({ name: `${name} wrote last` })
        .where(inArray(tags.id, [mine, theirs]));
      return name;
    });
  const results = await Promise.allSettled([
    run(() => lockInTurn("one", first.id, second.id, lockedFirst.fire, lockedSecond.fired)),
    run(() => lockInTurn("two", second.id, first.id, lockedSecond.fire, lockedFirst.fired)),
  ]);
  return { results, attempts };
}

test("tells a deadlock and a serialization failure by their codes, under a wrapping error", () => {
  expect(isLockConflict({ message: "Failed query", cause: { code: "40P01" } })).toBe(true);
  expect(isLockConflict({ code: "40001" })).toBe(true);
  expect(isLockConflict({ code: "23505", constraint: "articles_slug_idx" })).toBe(false);
  expect(isLockConflict(new Error("deadlock detected"))).toBe(false);
  expect(isLockConflict(null)).toBe(false);
});

test("answers at once, and passes on any other error without running it again", async () => {
  let runs = 0;
  await expect(retryOnLockConflict(async () => ++runs)).resolves.toBe(1);
  await expect(
    retryOnLockConflict(async () => {
      runs++;
      throw new AppError("conflict", "Changed elsewhere");
    }),
  ).rejects.toThrow("Changed elsewhere");
  expect(runs).toBe(2);
});

test(`gives up after ${LOCK_CONFLICT_ATTEMPTS} runs ended by lock conflicts`, async () => {
  let runs = 0;
  const conflict = Object.assign(new Error("Failed query"), { cause: { code: "40P01" } });
  await expect(
    retryOnLockConflict(async () => {
      runs++;
      throw conflict;
    }),
  ).rejects.toBe(conflict);
  expect(runs).toBe(LOCK_CONFLICT_ATTEMPTS);
});

test.runIf(onPostgres)(
  "of two transactions that deadlock, PostgreSQL ends one; run again, it finishes too",
  async () => {
    await database.withDatabase(async (db) => {
      const bare = await deadlock(db, (transaction) => transaction());
      expect(bare.results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
      const failed = bare.results.find((result) => result.status === "rejected") as PromiseRejectedResult;
      expect(isLockConflict(failed.reason)).toBe(true);

      const retried = await deadlock(db, (transaction) => retryOnLockConflict(transaction));
      expect(retried.results).toEqual([
        { status: "fulfilled", value: "one" },
        { status: "fulfilled", value: "two" },
      ]);
      expect(retried.attempts).toBe(3);
    });
  },
);
