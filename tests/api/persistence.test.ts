// Restarts keep every article; a PGlite data directory is held by one server only; bad configuration refuses to start.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  logInAsAdmin,
  runServerTask,
  startServerProcess,
  type TTestDatabase,
} from "../support/test-server";

let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

async function countArticles(url: string): Promise<number> {
  const response = await fetch(`${url}/api/articles?limit=200`);
  return ((await response.json()) as unknown[]).length;
}

describe("persistence", () => {
  it("loads the demo content once and keeps every article across restarts, also after SIGKILL", async () => {
    const first = await startServerProcess({ ...database.env, SEED_DEMO_CONTENT: "true" });
    const before = await countArticles(first.url);
    expect(before).toBeGreaterThanOrEqual(24);
    expect(first.output()).toMatch(/Loaded \d+ demo articles/);
    await first.stop("SIGTERM");

    const second = await startServerProcess({ ...database.env, SEED_DEMO_CONTENT: "true" });
    expect(await countArticles(second.url)).toBe(before);
    expect(second.output()).not.toMatch(/Loaded \d+ demo articles/);
    await second.stop("SIGKILL");

    const third = await startServerProcess(database.env);
    expect(await countArticles(third.url)).toBe(before);
    await third.stop();
  });

  it("publishes a scheduled article on time after the server that scheduled it restarted", async () => {
    const accessCode = "scheduled-restart-code";
    const first = await startServerProcess({ ...database.env, ADMIN_ACCESS_CODE: accessCode });
    const token = await logInAsAdmin(first.url, accessCode);
    const publishAt = new Date(Date.now() + 8_000);
    const slug = `restart-scheduled-${Date.now()}`;
    const created = await fetch(`${first.url}/api/admin/articles`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: "Scheduled Across A Restart",
        slug,
        content: "<p>Out later.</p>",
        articleType: "review",
        publishingStatus: "scheduled",
        publishAt: publishAt.toISOString(),
      }),
    });
    expect(created.status).toBe(201);
    await first.stop("SIGTERM");
    // Stopped before its time: the first server cannot have published it.
    expect(Date.now()).toBeLessThan(publishAt.getTime());

    const second = await startServerProcess({ ...database.env, ADMIN_ACCESS_CODE: accessCode });
    try {
      await expect
        .poll(async () => (await fetch(`${second.url}/api/articles/${slug}`)).status, { timeout: 60_000 })
        .toBe(200);
      const article = (await (await fetch(`${second.url}/api/articles/${slug}`)).json()) as { publishedAt: string };
      expect(article.publishedAt).toBe(publishAt.toISOString());
    } finally {
      await second.stop();
    }
  });

  it.runIf(!process.env.TEST_DATABASE_URL)("refuses a second server on the same PGlite data directory", async () => {
    const owner = await startServerProcess(database.env);
    try {
      const second = await runServerTask([], database.env);
      expect(second.code).toBe(1);
      expect(second.output).toContain("is already in use by another server process");
      // The owner still serves.
      expect((await fetch(`${owner.url}/healthz`)).status).toBe(200);
    } finally {
      await owner.stop();
    }
  });
});

describe("configuration", () => {
  it.each([
    [{ PORT: "not-a-port" }, "PORT"],
    [{ DATABASE_URL: "mysql://nope" }, "DATABASE_URL"],
    [{ AI_PROVIDER: "skynet" }, "AI_PROVIDER"],
    [{ SITE_URL: "ftp://example.com" }, "SITE_URL"],
  ])("refuses to start with a bad value %o", async (env, variable) => {
    const result = await runServerTask([], { ...database.env, ...env });
    expect(result.code).toBe(1);
    expect(result.output).toContain("Invalid configuration, refusing to start");
    expect(result.output).toContain(variable);
  });

  it("applies migrations with --migrate-only and exits", async () => {
    const result = await runServerTask(["--migrate-only"], database.env);
    expect(result.code).toBe(0);
    expect(result.output).toContain("Migrations applied");
  });
});
