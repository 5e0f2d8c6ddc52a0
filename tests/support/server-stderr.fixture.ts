// Run only by tests/api/server-stderr.test.ts, in a child Vitest (server-stderr.fixture.config.ts): a server whose
// database lost a table answers /api/categories with a 500 and logs the error to stderr, as a real fault would.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "./test-server";

const UNEXPECTED_ERROR = /^Unexpected API error:/;

let database: TTestDatabase;
let server: TTestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase((db) => db.execute(sql`ALTER TABLE categories RENAME TO categories_gone`));
  server = await startServerProcess(database.env);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function askForCategories(): Promise<number> {
  const response = await fetch(`${server.url}/api/categories`);
  await response.body?.cancel();
  return response.status;
}

it("a server error the test does not expect", async () => {
  expect(await askForCategories()).toBe(500);
});

it("a server error the test expects", async () => {
  server.expectStderr(UNEXPECTED_ERROR);
  expect(await askForCategories()).toBe(500);
});

it("an expected server error that never comes", async () => {
  server.expectStderr(UNEXPECTED_ERROR);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});

it("no server error", async () => {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});
