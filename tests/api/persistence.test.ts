// Restarts keep every article; a PGlite data directory is held by one server only; a full disk refuses saves with a
// 507 that says so and stops a start with a message; bad configuration refuses to start; a site upgraded from
// migration 0008 answers before its articles' search vectors are filled, and search finds every one after.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "~/articles/article-response";
import { openDatabase } from "~/db/client.server";
import { createFreshDatabase } from "../../scripts/lib/fresh-database";
import { migrateBefore } from "../support/migrations-before";
import { STORAGE_FULL_MESSAGE, storageFullAtStartMessage } from "~/db/storage-full";
import { readJson } from "../support/read-json";
import { canMountSmallDisk, smallDisk } from "../support/small-disk";
import {
  createTestDatabase,
  logInAsAdmin,
  runServerTask,
  startServerProcess,
  testDatabaseChoice,
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

// A body the database cannot compress away: words of random hex, about 220 KB.
function incompressibleBody(): string {
  return randomBytes(100_000)
    .toString("hex")
    .replace(/(.{12})/g, "$1 ");
}

// The disk is a real one of a few megabytes (tests/support/small-disk.ts): the kernel answers ENOSPC, PGlite reports
// SQLSTATE 53100 (decision 047). PostgreSQL's own disk is not ours to fill; its 53100 is the same code.
describe.runIf(!process.env.TEST_DATABASE_URL && canMountSmallDisk())("a full disk", () => {
  it("a save answers 507 saying the disk is full, nothing acknowledged is lost, and the server keeps serving", async () => {
    const accessCode = "full-disk-access-code";
    const disk = smallDisk(database.env.DATA_DIR!, { spareMb: 24 });
    const server = await startServerProcess(
      { DATA_DIR: disk.dataDir, ADMIN_ACCESS_CODE: accessCode },
      undefined,
      disk.launcher,
    );
    const pid = server.process.pid!;
    try {
      const token = await logInAsAdmin(server.url, accessCode);
      const save = (slug: string) =>
        fetch(`${server.url}/api/admin/articles`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            title: `Full Disk ${slug}`,
            slug,
            content: incompressibleBody(),
            articleType: "review",
            publishingStatus: "published",
          }),
        });
      const acknowledged: string[] = [];
      expect((await save("before-the-disk-filled")).status).toBe(201);
      acknowledged.push("before-the-disk-filled");

      disk.fill(pid);
      server.expectStderr(/A write failed because the disk is full/);
      // A save may still fit in pages the database already has; within a few, one needs a new page.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12 && !statuses.includes(507); attempt++) {
        const slug = `while-full-${attempt}`;
        const response = await save(slug);
        statuses.push(response.status);
        if (response.status === 201) acknowledged.push(slug);
        else expect((await readJson(response, ZErrorBody)).error).toBe(STORAGE_FULL_MESSAGE);
      }
      expect(statuses).toContain(507);
      expect(statuses.filter((status) => status !== 201 && status !== 507)).toEqual([]);

      // Readers are served meanwhile.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/articles/before-the-disk-filled`)).status).toBe(200);

      disk.free(pid);
      expect((await save("after-the-disk-freed")).status).toBe(201);
      acknowledged.push("after-the-disk-freed");
      for (const slug of acknowledged) {
        const article = (await (await fetch(`${server.url}/api/articles/${slug}`)).json()) as { title: string };
        expect(article.title).toBe(`Full Disk ${slug}`);
      }
    } finally {
      await server.stop();
      disk.remove();
    }
  });

  it("a start on a full disk says so, and leaves no lock file behind", async () => {
    const disk = smallDisk(database.env.DATA_DIR!, { spareMb: 1, full: true });
    try {
      const result = await runServerTask([], { DATA_DIR: disk.dataDir }, disk.launcher);
      expect(result.code).toBe(1);
      expect(result.output).toContain(storageFullAtStartMessage({ dataDir: disk.dataDir }));
      expect(result.output).not.toContain("    at ");
      const left = /left on the disk: (.*)/.exec(result.output)?.[1]?.trim().split(/\s+/) ?? [];
      expect(left).toContain("pgdata");
      expect(left.filter((name) => name.startsWith("server.lock"))).toEqual([]);
    } finally {
      disk.remove();
    }
  });
});

describe("configuration", () => {
  // Refused before the database is opened: the same on either engine, so run on PGlite only.
  it.runIf(!process.env.TEST_DATABASE_URL).each([
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

  it("applies migrations with --migrate-only and exits, the job queue's tables installed too, so a first start has nothing left to install", async () => {
    const fresh = await createFreshDatabase(testDatabaseChoice(), "queue");
    try {
      const task = await runServerTask(["--migrate-only"], fresh.env);
      expect(task.code).toBe(0);
      expect(task.output).toContain("Migrations applied");
      const result = await fresh.withDatabase((db) =>
        db.execute(sql`select tablename as name from pg_tables where schemaname = 'pgboss'`),
      );
      const tables = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { name: string }[];
      expect(tables.map((row) => row.name)).toEqual(expect.arrayContaining(["job", "queue", "version"]));
    } finally {
      await fresh.drop();
    }
  });
});

// Decision 054: migrations 0009 and 0011 add the search vectors empty instead of computing them for every article
// before the first answer; the server fills them in the background.
describe("an upgrade from migration 0008", () => {
  const GROUPS = ["alphagroup", "betagroup", "gammagroup"];
  const PER_GROUP = 100;

  it("answers before the search vectors of the articles it held are filled, then search finds every one", async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    const upgrading = await createFreshDatabase(
      baseUrl ? { kind: "postgres", baseUrl } : { kind: "pglite" },
      "upgrade",
    );
    try {
      const handle = await openDatabase({
        databaseUrl: upgrading.env.DATABASE_URL,
        dataDir: upgrading.env.DATA_DIR ?? "",
      });
      try {
        await migrateBefore(handle, "0009_search_without_underscore_runs");
        // Published articles as a site on 0008 held them; each group's word is in its articles' bodies only.
        await handle.db.execute(sql`insert into articles (slug, title, excerpt, content, article_type,
            publishing_status, published_at)
          select 'upgraded-' || n, 'Upgraded review ' || n, 'An article from before the upgrade',
            'The verdict comes after weeks of testing. ' || (array[${sql.raw(GROUPS.map((g) => `'${g}'`).join(", "))}])[n % 3 + 1]
              || ' is the word this article shares with its group. ' || repeat('More testing notes. ', n % 50),
            'review', 'published', now() - n * interval '1 minute'
          from generate_series(1, ${GROUPS.length * PER_GROUP}) as n`);
      } finally {
        await handle.close();
      }

      const server = await startServerProcess(upgrading.env);
      try {
        await expect
          .poll(() => server.output(), { timeout: 120_000 })
          .toContain(`Filled the search vectors of ${GROUPS.length * PER_GROUP} articles`);
        // The server listened before the vectors were filled: the migrations did not compute them.
        expect(server.output().indexOf("Server listening")).toBeLessThan(
          server.output().indexOf("Filled the search vectors"),
        );
        for (const [index, group] of GROUPS.entries()) {
          const page = await (await fetch(`${server.url}/search?q=${group}&limit=${PER_GROUP}`)).text();
          const slugs = [...page.matchAll(/href="\/article\/(upgraded-\d+)"/g)].map((match) => match[1]).sort();
          const expected = Array.from({ length: GROUPS.length * PER_GROUP }, (_, i) => i + 1)
            .filter((n) => n % GROUPS.length === index)
            .map((n) => `upgraded-${n}`)
            .sort();
          expect(slugs).toEqual(expected);
          expect(page).not.toContain("Search is still indexing");
        }
      } finally {
        await server.stop();
      }
    } finally {
      await upgrading.drop();
    }
  });
});
