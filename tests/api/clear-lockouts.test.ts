// The operator's command that ends a login lockout: `npm run clear-lockouts [-- ADDRESS]` (server.js --clear-lockouts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAttempts } from "~/db/schema";
import { createTestDatabase, runServerTask, type TTestDatabase } from "../support/test-server";

let database: TTestDatabase;
const lockedUntil = new Date(Date.now() + 86_400_000);

async function remainingClients(): Promise<string[]> {
  return database.withDatabase(async (db) =>
    (await db.select({ key: loginAttempts.clientKey }).from(loginAttempts)).map((r) => r.key).sort(),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase((db) =>
    db.insert(loginAttempts).values([
      { clientKey: "203.0.113.7", failedCount: 5, lockedUntil },
      { clientKey: "198.51.100.2", failedCount: 5, lockedUntil },
      { clientKey: "192.0.2.1", failedCount: 2 },
    ]),
  );
});

afterAll(async () => {
  await database?.drop();
});

describe("clear-lockouts", () => {
  it("clears one address, then every one, and says what it did", async () => {
    const one = await runServerTask(["--clear-lockouts", "203.0.113.7"], database.env);
    expect(one.code).toBe(0);
    expect(one.output).toContain("Cleared the failed logins of 203.0.113.7 (1 record).");
    expect(await remainingClients()).toEqual(["192.0.2.1", "198.51.100.2"]);

    const all = await runServerTask(["--clear-lockouts"], database.env);
    expect(all.code).toBe(0);
    expect(all.output).toContain("Cleared the failed logins of every address (2 records).");
    expect(await remainingClients()).toEqual([]);
    // Two runs of the server process: a loaded 2-core machine needs well over the default minute.
  }, 240_000);
});
