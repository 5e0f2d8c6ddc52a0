// A live backup of a single PGlite server, downloaded by `npm run backup` and restored with `server.js --restore`
// into a new data directory that serves everything the old one held (articles, sessions, uploaded images); and the
// refusals, each with its message. The site is a larger one (a thousand long articles: PGlite's own dumpDataDir held
// the server for seconds on it), backed up while /healthz is asked without pause and drafts keep being saved.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeHealth, healthDuring, RENDER_PROBE_TOKEN, slowestHealthMs } from "../support/health-probe";
import { encodePng } from "../support/images";
import { insertManyArticles, longArticleBody } from "../support/seed";
import {
  createTestDatabase,
  runServerTask,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
} from "../support/test-server";

const ACCESS_CODE = "backup-and-restore-code";
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "btr-backup-"));
// The larger site: this many published articles of about 16 KB of text each (some 200 MB of data directory).
const LARGE_SITE_ARTICLES = 1_000;
const LARGE_SITE_SLUGS = [0, 333, 666, 999].map((n) => `large-site-article-${n}`);

function runBackupScript(
  file: string | undefined,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/backup.mjs", ...(file ? [file] : [])], {
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

async function login(server: TTestServer): Promise<string> {
  const response = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ accessCode: ACCESS_CODE }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe.runIf(!process.env.TEST_DATABASE_URL)("backup and restore of a PGlite site", () => {
  let database: TTestDatabase;
  let server: TTestServer;
  let restored: TTestServer | undefined;
  let token = "";

  beforeAll(async () => {
    database = await createTestDatabase();
    const content = longArticleBody(16);
    await database.withDatabase(async (db) => {
      for (let start = 0; start < LARGE_SITE_ARTICLES; start += 250) {
        await insertManyArticles(db, 250, { title: (n) => `Large Site Article ${start + n}`, content });
      }
    });
    server = await startServerProcess({
      ...database.env,
      ADMIN_ACCESS_CODE: ACCESS_CODE,
      RESPONSE_CACHE_BYPASS_TOKEN: RENDER_PROBE_TOKEN,
    });
    token = await login(server);
    // Seeding the thousand articles takes about 10 s on a quiet machine and over a minute on a busy one, and a busy
    // machine can take a minute to start the server.
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await restored?.stop();
    await database?.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it("needs the admin token", async () => {
    expect((await fetch(`${server.url}/api/admin/backup`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/admin/backup`, { headers: { Authorization: "Bearer nope" } })).status).toBe(
      401,
    );
  });

  it("backs up a running site and restores it into a new data directory", { timeout: 300_000 }, async () => {
    const before = await fetch(`${server.url}/api/admin/articles`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: "Kept Across a Restore",
        slug: "kept-across-a-restore",
        content: "## Verdict\n\nStill here.",
        articleType: "review",
        publishingStatus: "published",
      }),
    });
    expect(before.status).toBe(201);
    // Uploaded images live in the database, so the backup holds them too.
    const image = encodePng(12, 8);
    const form = new FormData();
    form.set("file", new File([image.slice()], "pasted.png", { type: "image/png" }));
    const uploaded = await fetch(`${server.url}/api/admin/media`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { location } = (await uploaded.json()) as { location: string };
    // The bytes as stored (oriented, without metadata), which the restored site must serve unchanged.
    const storedImage = new Uint8Array(await (await fetch(`${server.url}${location}`)).arrayBuffer());

    // HEAD answers the headers and starts no backup (one it started would never be read, and every later backup
    // would wait behind it).
    const head = await fetch(`${server.url}/api/admin/backup`, {
      method: "HEAD",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/gzip");

    // A download cut off after its first bytes: the backup it started is stopped, and the next one is made whole.
    const leaving = new AbortController();
    const cutOff = await fetch(`${server.url}/api/admin/backup`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: leaving.signal,
    });
    expect(cutOff.status).toBe(200);
    expect(cutOff.headers.get("content-type")).toBe("application/gzip");
    expect(cutOff.headers.get("cache-control")).toBe("no-store");
    expect(cutOff.headers.get("content-disposition")).toMatch(
      /^attachment; filename="brutal-tech-reviews-backup-\d{8}-\d{4}\.tar\.gz"$/,
    );
    const { value: firstBytes } = await cutOff.body!.getReader().read();
    expect([firstBytes![0], firstBytes![1]]).toEqual([0x1f, 0x8b]);
    leaving.abort();

    // Drafts saved one after another from before the backup until after it, each noted with whether it was
    // acknowledged before the backup began.
    const drafts: { id: number; title: string; beforeBackup: boolean; whileBackingUp: boolean }[] = [];
    const now: { phase: "before" | "during" | "after" } = { phase: "before" };
    let firstDrafts = () => {};
    const threeDrafts = new Promise<void>((resolve) => (firstDrafts = resolve));
    const writing = (async () => {
      for (let n = 0; now.phase !== "after"; n++) {
        const title = `Saved While Backing Up ${n}`;
        const saved = await fetch(`${server.url}/api/admin/articles`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            title,
            slug: `saved-while-backing-up-${n}`,
            content: `Draft ${n}.`,
            articleType: "review",
          }),
        });
        expect(saved.status).toBe(201);
        const { id } = (await saved.json()) as { id: number };
        drafts.push({ id, title, beforeBackup: now.phase === "before", whileBackingUp: now.phase === "during" });
        if (drafts.length === 3) firstDrafts();
      }
    })();
    await threeDrafts;

    // The site keeps answering while the backup is made and sent by the command.
    const file = path.join(workDir, "site.tar.gz");
    now.phase = "during";
    const backup = await healthDuring(server.url, () =>
      runBackupScript(file, { BACKUP_URL: server.url, ADMIN_ACCESS_CODE: ACCESS_CODE }),
    );
    now.phase = "after";
    await writing;
    expect(slowestHealthMs(backup), `backup: ${describeHealth(backup)}`).toBeLessThan(backup.boundMs);
    expect(backup.result.output).toContain(`Backup written to ${file}`);
    expect(backup.result.code).toBe(0);
    // The site is as large as meant (the archive is compressed), and drafts were saved all through the backup.
    expect(fs.statSync(file).size).toBeGreaterThan(20 * 1024 * 1024);
    expect(drafts.filter((draft) => draft.whileBackingUp).length).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/articles/kept-across-a-restore`)).status).toBe(200);

    // Restored into a new data directory: it starts cleanly (any line on stderr fails the start), with every article
    // the site held when the backup began, and each draft acknowledged before then.
    const dataDir = path.join(workDir, "restored");
    const restore = await runServerTask(["--restore", file], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).toBe(0);
    const restoredCount = Number(/^Restored (\d+) articles into (.+)\.$/m.exec(restore.output)?.[1]);
    const savedBefore = drafts.filter((draft) => draft.beforeBackup).length;
    expect(restoredCount).toBeGreaterThanOrEqual(LARGE_SITE_ARTICLES + 1 + savedBefore);
    expect(restoredCount).toBeLessThanOrEqual(LARGE_SITE_ARTICLES + 1 + drafts.length);
    expect(restore.output).toContain(` into ${dataDir}.`);

    restored = await startServerProcess({ DATA_DIR: dataDir, ADMIN_ACCESS_CODE: ACCESS_CODE });
    for (const draft of drafts.filter((saved) => saved.beforeBackup)) {
      const kept = await fetch(`${restored.url}/api/admin/articles/${draft.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(kept.status).toBe(200);
      expect(((await kept.json()) as { title: string }).title).toBe(draft.title);
    }
    // The same articles, answered the same way.
    for (const slug of LARGE_SITE_SLUGS) {
      const [original, copy] = await Promise.all(
        [server, restored].map(async (site) => (await fetch(`${site.url}/api/articles/${slug}`)).json()),
      );
      expect(copy).toEqual(original);
      expect((copy as { content: string }).content.length).toBeGreaterThan(16 * 1024);
    }
    const article = await fetch(`${restored.url}/api/articles/kept-across-a-restore`);
    expect(article.status).toBe(200);
    expect(((await article.json()) as { title: string }).title).toBe("Kept Across a Restore");
    const restoredImage = await fetch(`${restored.url}${location}`);
    expect(restoredImage.status).toBe(200);
    expect(restoredImage.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await restoredImage.arrayBuffer())).toEqual(storedImage);
    // Sessions live in the database too: the old token works on the restored site.
    expect(
      (await fetch(`${restored.url}/api/admin/session`, { headers: { Authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
  });

  it("refuses to restore over a database, from a file that is not a backup, or from nowhere", async () => {
    const file = path.join(workDir, "site.tar.gz");
    const dataDir = path.join(workDir, "restored");
    // While the restored site runs, its data directory is locked; once stopped, it still holds a database.
    const running = await runServerTask(["--restore", file], { DATA_DIR: dataDir });
    expect(running.code).toBe(1);
    expect(running.output).toContain(`The data directory ${dataDir}`);
    await restored?.stop();
    const occupied = await runServerTask(["--restore", file], { DATA_DIR: dataDir });
    expect(occupied.code).toBe(1);
    expect(occupied.output).toContain(
      `${dataDir} already holds a database: restore into an empty DATA_DIR, then point the server at it.`,
    );

    const notBackup = path.join(workDir, "notes.txt");
    fs.writeFileSync(notBackup, "not a backup");
    const wrongFile = await runServerTask(["--restore", notBackup], { DATA_DIR: path.join(workDir, "fresh-1") });
    expect(wrongFile.code).toBe(1);
    expect(wrongFile.output).toContain(
      `${notBackup} is not a backup from this site (expected a .tar.gz from GET /api/admin/backup).`,
    );

    const missing = await runServerTask(["--restore", path.join(workDir, "missing.tar.gz")], {
      DATA_DIR: path.join(workDir, "fresh-2"),
    });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(`No backup file at ${path.join(workDir, "missing.tar.gz")}.`);
  });

  it("the command says what went wrong", async () => {
    const noCode = await runBackupScript(path.join(workDir, "x.tar.gz"), { BACKUP_URL: server.url });
    expect(noCode.code).toBe(1);
    expect(noCode.output).toContain("Set ADMIN_ACCESS_CODE to the site's admin access code.");
    const wrongCode = await runBackupScript(path.join(workDir, "x.tar.gz"), {
      BACKUP_URL: server.url,
      ADMIN_ACCESS_CODE: "wrong-code-here",
    });
    expect(wrongCode.code).toBe(1);
    expect(wrongCode.output).toMatch(/^Login refused \(401\): /m);
    expect(fs.existsSync(path.join(workDir, "x.tar.gz"))).toBe(false);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("backup on PostgreSQL", () => {
  let database: TTestDatabase;
  let server: TTestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServerProcess({
      ...database.env,
      ADMIN_ACCESS_CODE: ACCESS_CODE,
      RESPONSE_CACHE_BYPASS_TOKEN: RENDER_PROBE_TOKEN,
    });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("points the admin to pg_dump", async () => {
    const response = await fetch(`${server.url}/api/admin/backup`, {
      headers: { Authorization: `Bearer ${await login(server)}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "This site stores its data in PostgreSQL: back it up with pg_dump (see docs/deployment.md).",
    });
  });
});
