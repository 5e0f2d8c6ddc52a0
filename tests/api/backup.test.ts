// A live backup of a single PGlite server, downloaded by `npm run backup` and restored with `server.js --restore`
// into a new data directory that serves everything the old one held (articles, sessions, uploaded images); and the
// refusals, each with its message.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeHealth, healthDuring, RENDER_PROBE_TOKEN, slowestHealthMs } from "../support/health-probe";
import { encodePng } from "../support/images";
import {
  createTestDatabase,
  runServerTask,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
} from "../support/test-server";

const ACCESS_CODE = "backup-and-restore-code";
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "btr-backup-"));

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
    server = await startServerProcess({
      ...database.env,
      ADMIN_ACCESS_CODE: ACCESS_CODE,
      RESPONSE_CACHE_BYPASS_TOKEN: RENDER_PROBE_TOKEN,
    });
    token = await login(server);
  });

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

  it("backs up a running site and restores it into a new data directory", { timeout: 90_000 }, async () => {
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

    // The site keeps answering while the backup is taken and sent.
    const backup = await healthDuring(server.url, async () => {
      const response = await fetch(`${server.url}/api/admin/backup`, { headers: { Authorization: `Bearer ${token}` } });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    });
    expect(slowestHealthMs(backup), `backup: ${describeHealth(backup)}`).toBeLessThan(backup.boundMs);
    const { response: download, bytes } = backup.result;
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/gzip");
    expect(download.headers.get("cache-control")).toBe("no-store");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="brutal-tech-reviews-backup-\d{8}-\d{4}\.tar\.gz"$/,
    );
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

    // The same through the command, while the site keeps serving.
    const file = path.join(workDir, "site.tar.gz");
    const script = await runBackupScript(file, { BACKUP_URL: server.url, ADMIN_ACCESS_CODE: ACCESS_CODE });
    expect(script.output).toContain(`Backup written to ${file}`);
    expect(script.code).toBe(0);
    expect((await fetch(`${server.url}/api/articles/kept-across-a-restore`)).status).toBe(200);

    const dataDir = path.join(workDir, "restored");
    const restore = await runServerTask(["--restore", file], { DATA_DIR: dataDir });
    expect(restore.output).toContain(`Restored 1 articles into ${dataDir}.`);
    expect(restore.code).toBe(0);

    restored = await startServerProcess({ DATA_DIR: dataDir, ADMIN_ACCESS_CODE: ACCESS_CODE });
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
