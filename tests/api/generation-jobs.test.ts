// Generations as durable jobs, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: a batch cut off by SIGKILL
// finishes after the restart with every row published exactly once; a batch can be cancelled and its cancelled or
// failed rows retried; a provider 429 backs the job off and it finishes later; the Jobs API lists what ran; a job
// whose progress events the database refuses still finishes, and the server keeps serving.
import { utils, write } from "@e965/xlsx";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { followBulkEvents } from "../support/bulk-stream";
import type { TDatabase } from "~/db/client.server";
import { buildFakeArticle } from "../support/generation-harness";
import { ZJobDetail, ZJobList, type TJobDetail } from "~/jobs/job-protocol";
import { createFreshDatabase } from "../../scripts/lib/fresh-database";
import { describeHealth, healthDuring, RENDER_PROBE_TOKEN, slowestHealthMs } from "../support/health-probe";
import { startModelSimulator, type TModelSimulator } from "../support/model-simulator";
import {
  createTestDatabase,
  logInAsAdmin,
  startServerProcess,
  testDatabaseChoice,
  type TTestDatabase,
  type TTestServer,
} from "../support/test-server";

const ACCESS_CODE = "generation-jobs-access-code";

function sheet(keywords: string[]): FormData {
  const book = utils.book_new();
  const rows = [["Primary Keyword & Article Title", "Type"], ...keywords.map((keyword) => [keyword, "How-To"])];
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), "Articles");
  const form = new FormData();
  form.set("file", new File([new Uint8Array(write(book, { type: "buffer", bookType: "csv" }) as Buffer)], "jobs.csv"));
  return form;
}

function waitForExit(server: TTestServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) return resolve();
    server.process.once("exit", () => resolve());
  });
}

/** Generated articles by title, and each batch row's state and article, straight from the database. */
async function readOutcome(db: TDatabase, batchId: number) {
  const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const articles = rows(await db.execute(sql`select id, title from articles where generation is not null`));
  const jobRows = rows(
    await db.execute(
      sql`select state, article_id, runner from generation_jobs where parent_id = ${batchId} order by row`,
    ),
  );
  return {
    articleIds: articles.map((row) => Number(row.id)),
    rows: jobRows.map((row) => ({
      state: String(row.state),
      articleId: row.article_id === null ? null : Number(row.article_id),
      runner: row.runner === null ? null : String(row.runner),
    })),
  };
}

/** The keyword of a how-to row, as the prompt carries it. */
function keywordOf(prompt: string): string {
  return /Job Row \d+/.exec(prompt)?.[0] ?? "Unknown Row";
}

describe.each([testDatabaseChoice()])("generation jobs on $kind", () => {
  let database: TTestDatabase;
  let ai: TModelSimulator;
  const servers: TTestServer[] = [];
  let calls = 0;

  async function start(extra: Record<string, string> = {}): Promise<{ server: TTestServer; token: string }> {
    const server = await startServerProcess({
      ...database.env,
      ADMIN_ACCESS_CODE: ACCESS_CODE,
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "fake-model",
      AI_BASE_URL: ai.baseURL,
      GENERATION_RETRY_DELAY_SECONDS: "1",
      ...extra,
    });
    servers.push(server);
    return { server, token: await logInAsAdmin(server.url, ACCESS_CODE) };
  }

  async function stopAll() {
    for (const server of servers.splice(0)) await server.stop();
  }

  function upload(server: TTestServer, token: string, keywords: string[]) {
    return fetch(`${server.url}/api/admin/bulk-upload`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: sheet(keywords),
    });
  }

  /** A how-to generation asked for as NDJSON: the answer and its lines. */
  async function streamHowTo(server: TTestServer, token: string, question: string) {
    const response = await fetch(`${server.url}/api/content/how-to-generate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/x-ndjson" },
      body: JSON.stringify({ inputType: "question", question, wordCount: 700 }),
    });
    const lines = (await response.text())
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    return { response, lines };
  }

  async function detail(server: TTestServer, token: string, id: number): Promise<TJobDetail> {
    const response = await fetch(`${server.url}/api/admin/jobs/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return ZJobDetail.parse(await response.json());
  }

  /** A fake model that writes one uniquely titled article per call (a second publish would show as a 13th). */
  function articlesPerCall(delayMs: number) {
    ai.reset();
    ai.setFallback((request) => ({
      json: buildFakeArticle({ title: `${keywordOf(request.promptText)} Article ${++calls}`, words: 700 }),
      delayMs,
    }));
  }

  beforeAll(async () => {
    ai = await startModelSimulator();
    database = await createTestDatabase();
  });

  afterAll(async () => {
    for (const server of servers) await server.stop("SIGKILL");
    await database?.drop();
    await ai?.close();
  });

  it(
    "a batch cut off by SIGKILL finishes after the restart, every row published exactly once",
    { timeout: 300_000 },
    async () => {
      articlesPerCall(300);
      const keywords = Array.from({ length: 10 }, (_, n) => `Job Row ${n + 1}`);
      const { server, token } = await start({ GENERATION_CONCURRENCY: "2" });
      const response = await upload(server, token, keywords);
      expect(response.status).toBe(200);
      const batchId = Number(response.headers.get("x-generation-job"));
      let published = 0;
      await followBulkEvents(response, (event) => {
        if (event.type === "progress" && event.status === "success" && ++published === 3) {
          server.process.kill("SIGKILL");
        }
      });
      await waitForExit(server);
      expect(server.process.signalCode).toBe("SIGKILL");
      servers.splice(servers.indexOf(server), 1);

      const restarted = await start({ GENERATION_CONCURRENCY: "2" });
      await expect
        .poll(async () => (await detail(restarted.server, restarted.token, batchId)).job.state, {
          timeout: 240_000,
          interval: 500,
        })
        .toBe("done");
      const view = await detail(restarted.server, restarted.token, batchId);
      expect(view.job).toMatchObject({ kind: "batch", total: 10, finished: 10, failed: 0 });
      expect(view.rows.map((row) => row.state)).toEqual(Array(10).fill("done"));
      await stopAll();

      const outcome = await database.withDatabase((db) => readOutcome(db, batchId));
      // Exactly once: one article per row, each row pointing at its own.
      expect(outcome.articleIds).toHaveLength(10);
      expect(new Set(outcome.rows.map((row) => row.articleId))).toEqual(new Set(outcome.articleIds));
    },
  );

  it(
    "cancel stops a batch's waiting rows; retry runs the cancelled and failed rows; the CSV keeps formulas as text",
    { timeout: 240_000 },
    async () => {
      articlesPerCall(700);
      const keywords = ["Job Row 21", "Job Row 22", "=HYPERLINK(1) Job Row 23", "Job Row 24"];
      const { server, token } = await start({ GENERATION_CONCURRENCY: "1" });
      const auth = { Authorization: `Bearer ${token}` };
      const response = await upload(server, token, keywords);
      const batchId = Number(response.headers.get("x-generation-job"));
      await response.body?.cancel();
      await expect
        .poll(async () => (await detail(server, token, batchId)).rows.some((row) => row.state === "running"), {
          timeout: 90_000,
          interval: 100,
        })
        .toBe(true);
      const cancel = await fetch(`${server.url}/api/admin/jobs/${batchId}/cancel`, { method: "POST", headers: auth });
      expect(cancel.status).toBe(200);
      await expect
        .poll(async () => (await detail(server, token, batchId)).job.state, { timeout: 90_000, interval: 200 })
        .toBe("cancelled");
      const cancelled = await detail(server, token, batchId);
      expect(cancelled.rows.filter((row) => row.state === "done").length).toBeGreaterThanOrEqual(1);
      expect(cancelled.rows.filter((row) => row.state === "cancelled").length).toBeGreaterThanOrEqual(2);

      const csv = await fetch(`${server.url}/api/admin/jobs/${batchId}/results.csv`, { headers: auth });
      expect(csv.headers.get("content-type")).toContain("text/csv");
      const text = await csv.text();
      expect(text.split("\r\n")[0]).toBe('"Row","Title","Status","Message","Article URL"');
      expect(text).toContain(`"4","'=HYPERLINK(1) Job Row 23","cancelled","Cancelled",""`);

      const retry = await fetch(`${server.url}/api/admin/jobs/${batchId}/retry`, { method: "POST", headers: auth });
      expect(retry.status).toBe(200);
      await expect
        .poll(async () => (await detail(server, token, batchId)).job.state, { timeout: 120_000, interval: 200 })
        .toBe("done");
      const again = await fetch(`${server.url}/api/admin/jobs/${batchId}/retry`, { method: "POST", headers: auth });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: "This batch has no failed rows to retry" });
      await stopAll();
      const outcome = await database.withDatabase((db) => readOutcome(db, batchId));
      expect(outcome.rows.map((row) => row.state)).toEqual(["done", "done", "done", "done"]);
      expect(new Set(outcome.rows.map((row) => row.articleId)).size).toBe(4);
    },
  );

  it(
    "a provider 429 backs the job off and it finishes later; the Jobs list shows it",
    { timeout: 180_000 },
    async () => {
      ai.reset();
      // The generation asks three times itself, each after the short wait the provider names (as OpenAI's 429s do);
      // all three are refused, so the queue takes over.
      const refused = { status: 429, headers: { "retry-after-ms": "100" } };
      ai.enqueue(refused, refused, refused);
      ai.setFallback({ json: buildFakeArticle({ title: "Written After The Rate Limit" }) });
      const { server, token } = await start();
      const { lines } = await streamHowTo(server, token, "How do I stop a rate limit from failing my articles?");
      expect(lines).toContainEqual({
        type: "progress",
        stage: "writing",
        message: "The AI provider is rate limiting: this generation waits and tries again.",
      });
      expect(lines.at(-1)).toMatchObject({
        type: "complete",
        status: 200,
        body: { article: { title: "Written After The Rate Limit" } },
      });
      expect(ai.requests.length).toBe(4);

      const list = ZJobList.parse(
        await (await fetch(`${server.url}/api/admin/jobs`, { headers: { Authorization: `Bearer ${token}` } })).json(),
      );
      expect(list.jobs[0]).toMatchObject({
        kind: "single",
        generator: "how-to",
        title: "How do I stop a rate limit from failing my articles?",
        state: "done",
      });
      expect(list.jobs.filter((job) => job.kind === "batch")).toHaveLength(2);
      await stopAll();
    },
  );

  it(
    "a job whose progress events cannot be stored still finishes, and the server keeps serving",
    { timeout: 180_000 },
    async () => {
      // The database refuses this job's progress events, as a failed insert at any moment would.
      await database.withDatabase(async (db) => {
        await db.execute(
          sql.raw(`create function refuse_progress() returns trigger language plpgsql as $$
            begin
              if new.event->>'type' = 'progress' and exists (
                select 1 from generation_jobs where id = new.job_id and title like 'Refused progress%'
              ) then raise exception 'progress refused'; end if;
              return new;
            end $$`),
        );
        await db.execute(
          sql`create trigger refuse_progress before insert on generation_job_events for each row execute function refuse_progress()`,
        );
      });
      ai.reset();
      ai.setFallback({ json: buildFakeArticle({ title: "Written Without Its Progress" }) });
      const { server, token } = await start();
      server.expectStderr(/Storing a progress event of generation job \d+ failed/);
      const { response, lines } = await streamHowTo(
        server,
        token,
        "Refused progress: how do I finish a job whose events fail?",
      );
      expect(lines.filter((line) => line.type === "progress")).toEqual([]);
      expect(lines.at(-1)).toMatchObject({
        type: "complete",
        status: 200,
        body: { article: { title: "Written Without Its Progress" } },
      });
      const jobId = Number(response.headers.get("x-generation-job"));
      expect((await detail(server, token, jobId)).job).toMatchObject({ state: "done", error: null });
      // Still serving: another request is answered.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await stopAll();
      await database.withDatabase(async (db) => {
        await db.execute(sql`drop trigger refuse_progress on generation_job_events`);
        await db.execute(sql`drop function refuse_progress()`);
      });
    },
  );

  it(
    "cancel and retry of a 5,000-row batch: /healthz answers within a second (on a quiet machine) throughout",
    { timeout: 300_000 },
    async () => {
      // The model answers slowly, so all but the first row wait when the batch is cancelled.
      articlesPerCall(60_000);
      const { server, token } = await start({
        GENERATION_CONCURRENCY: "1",
        RESPONSE_CACHE_BYPASS_TOKEN: RENDER_PROBE_TOKEN,
      });
      const auth = { Authorization: `Bearer ${token}` };
      const keywords = Array.from({ length: 5_000 }, (_, n) => `Job Row ${n + 1000}`);
      const response = await upload(server, token, keywords);
      const batchId = Number(response.headers.get("x-generation-job"));
      await response.body?.cancel();

      const cancel = await healthDuring(server.url, () =>
        fetch(`${server.url}/api/admin/jobs/${batchId}/cancel`, { method: "POST", headers: auth }),
      );
      expect(cancel.result.status).toBe(200);
      // Set-based, a hundred rows per statement: 49 to 68 s of a held site before, one transaction per row.
      expect(slowestHealthMs(cancel), `cancel: ${describeHealth(cancel)}`).toBeLessThan(cancel.boundMs);
      const cancelled = await detail(server, token, batchId);
      expect(cancelled.rows.filter((row) => row.state === "cancelled").length).toBeGreaterThanOrEqual(4_990);

      const retry = await healthDuring(server.url, () =>
        fetch(`${server.url}/api/admin/jobs/${batchId}/retry`, { method: "POST", headers: auth }),
      );
      expect(retry.result.status).toBe(200);
      expect(slowestHealthMs(retry), `retry: ${describeHealth(retry)}`).toBeLessThan(retry.boundMs);
      expect((await detail(server, token, batchId)).job.state).toBe("running");
      // Cancelled again, so the tests after this one (same database) find no rows of it waiting.
      expect(
        (await fetch(`${server.url}/api/admin/jobs/${batchId}/cancel`, { method: "POST", headers: auth })).status,
      ).toBe(200);
      await stopAll();
    },
  );
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("two servers on one PostgreSQL", () => {
  let database: TTestDatabase;
  let ai: TModelSimulator;
  const servers: TTestServer[] = [];

  beforeAll(async () => {
    ai = await startModelSimulator();
    database = await createFreshDatabase({ kind: "postgres", baseUrl: process.env.TEST_DATABASE_URL! }, "jobs2");
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database?.drop();
    await ai?.close();
  });

  it("share one batch's rows", async () => {
    let calls = 0;
    ai.setFallback((request) => ({
      json: buildFakeArticle({ title: `${keywordOf(request.promptText)} Shared ${++calls}`, words: 700 }),
      delayMs: 400,
    }));
    const env = {
      ...database.env,
      ADMIN_ACCESS_CODE: ACCESS_CODE,
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "fake-model",
      AI_BASE_URL: ai.baseURL,
      GENERATION_CONCURRENCY: "2",
    };
    servers.push(await startServerProcess(env), await startServerProcess(env));
    const [a] = servers;
    const login = await fetch(`${a!.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ accessCode: ACCESS_CODE }),
    });
    const { token } = (await login.json()) as { token: string };
    const response = await fetch(`${a!.url}/api/admin/bulk-upload`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: sheet(Array.from({ length: 12 }, (_, n) => `Job Row ${n + 31}`)),
    });
    const batchId = Number(response.headers.get("x-generation-job"));
    const lines = (await response.text()).trim().split("\n");
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ success: true, articlesCreated: 12 });
    const outcome = await database.withDatabase((db) => readOutcome(db, batchId));
    expect(outcome.articleIds).toHaveLength(12);
    expect(new Set(outcome.rows.map((row) => row.runner)).size).toBe(2);
  }, 240_000);
});
