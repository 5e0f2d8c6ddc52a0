// The server killed with SIGKILL in the middle of article saves and of a bulk upload, then restarted on the same
// data: every acknowledged write is there intact, and nothing half-written is (an article without its content,
// its tag links or the revisions its version implies). On PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set
// (each test project on its own engine).
import { utils, write } from "@e965/xlsx";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { followBulkEvents } from "../support/bulk-stream";
import type { TDatabase } from "~/db/client.server";
import { buildFakeArticle, buildMarkdownBody } from "../support/generation-harness";
import { startModelSimulator, type TModelSimulator } from "../support/model-simulator";
import { insertArticle, insertCategory, insertTag } from "../support/seed";
import {
  createTestDatabase,
  startServerProcess,
  testDatabaseChoice,
  type TTestDatabase,
  type TTestServer,
} from "../support/test-server";

const ACCESS_CODE = "crash-test-access-code";
const CREATES = 30;
const UPDATES = 6;
const KILL_AFTER_ACKS = 4;
/** Creates sent before any answer; the rest go out after the first acknowledgement, so some are always unsent. */
const FIRST_WAVE = 8;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface TArticleState {
  id: number;
  title: string;
  content: string;
  version: number;
  tags: number[];
  revisions: number;
  generatedRevisions: number;
  generated: boolean;
}

/** Every article with its tag ids and revision counts, straight from the database. */
async function readAllArticles(db: TDatabase): Promise<TArticleState[]> {
  const result = await db.execute(sql`
    select a.id, a.title, a.content, a.version, a.generation is not null as generated,
      coalesce((select array_agg(t.tag_id order by t.tag_id) from article_tags t where t.article_id = a.id), '{}') as tags,
      (select count(*) from article_revisions r where r.article_id = a.id and r.reason <> 'generated')::int as revisions,
      (select count(*) from article_revisions r where r.article_id = a.id and r.reason = 'generated')::int as generated_revisions
    from articles a order by a.id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: Number(row.id),
    title: String(row.title),
    content: String(row.content),
    version: Number(row.version),
    tags: (row.tags as (number | string)[]).map(Number),
    revisions: Number(row.revisions),
    generatedRevisions: Number(row.generated_revisions),
    generated: Boolean(row.generated),
  }));
}

/** What holds for every article, whatever moment the process died at. */
function expectNothingHalfWritten(all: TArticleState[]): void {
  for (const article of all) {
    expect(article.title.trim(), `article ${article.id} title`).not.toBe("");
    expect(article.content.trim(), `article ${article.id} content`).not.toBe("");
    // Every update and restore keeps exactly one revision of the version it replaced.
    expect(article.revisions, `article ${article.id}: revisions for version ${article.version}`).toBe(
      article.version - 1,
    );
    // A generated article keeps the model's original text as one "generated" revision.
    expect(article.generatedRevisions, `article ${article.id}: generated revision`).toBe(article.generated ? 1 : 0);
  }
}

function waitForExit(server: TTestServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) return resolve();
    server.process.once("exit", () => resolve());
  });
}

describe.each([testDatabaseChoice()])("killed with SIGKILL on $kind", () => {
  let database: TTestDatabase;
  let ai: TModelSimulator;
  const servers: TTestServer[] = [];
  const ids = { categoryId: 0, tags: [] as number[], existing: [] as number[] };

  const serverEnv = () => ({
    ...database.env,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "fake-model",
    AI_BASE_URL: ai.baseURL,
  });

  async function start(): Promise<{ server: TTestServer; token: string }> {
    const server = await startServerProcess(serverEnv());
    servers.push(server);
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ accessCode: ACCESS_CODE }),
    });
    return { server, token: ((await login.json()) as { token: string }).token };
  }

  beforeAll(async () => {
    ai = await startModelSimulator();
    database = await createTestDatabase();
    await database.withDatabase(async (db) => {
      ids.categoryId = (await insertCategory(db, "Phones")).id;
      for (const name of ["Battery", "Camera", "Display"]) ids.tags.push((await insertTag(db, name)).id);
      for (let n = 0; n < UPDATES; n++) {
        const row = await insertArticle(db, {
          title: `Crash Existing ${n}`,
          content: `original-body-${n}\n\n${buildMarkdownBody(300)}`,
          tagIds: [ids.tags[0]!],
        });
        ids.existing.push(row.id);
      }
    });
  });

  afterAll(async () => {
    for (const server of servers) await server.stop("SIGKILL");
    await database?.drop();
    await ai?.close();
  });

  it("mid-save: every acknowledged create and update survives intact, nothing is half-written", async () => {
    const { server, token } = await start();
    const acknowledgedCreates = new Map<number, string>();
    const acknowledgedUpdates = new Set<number>();
    let acks = 0;
    const { promise: firstAck, resolve: onFirstAck } = Promise.withResolvers<void>();
    const acknowledge = () => {
      acks++;
      if (acks === 1) onFirstAck();
      if (acks === KILL_AFTER_ACKS) server.process.kill("SIGKILL");
    };
    const headers = { "Content-Type": "application/json", Authorization: `Bearer ${token}` };
    const body = buildMarkdownBody(1200);

    // The requests go out a few milliseconds apart, so the kill finds some done, some mid-save and some unsent:
    // a fast server answers a whole wave sent at once before the kill lands, so most creates wait for the first
    // acknowledgement and keep going out after it.
    const creates = Array.from({ length: CREATES }, async (_, n) => {
      if (n >= FIRST_WAVE) await firstAck;
      await delay((n < FIRST_WAVE ? n : n - FIRST_WAVE) * 12);
      const title = `Crash Save ${n}`;
      try {
        const response = await fetch(`${server.url}/api/admin/articles`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            title,
            slug: `crash-save-${n}`,
            content: `created-body-${n}\n\n${body}`,
            excerpt: `Excerpt ${n}`,
            articleType: "review",
            publishingStatus: "published",
            categoryId: ids.categoryId,
            tags: ids.tags.map((id) => ({ id })),
          }),
        });
        if (response.status !== 201) throw new Error(`create answered ${response.status}`);
        const { id } = (await response.json()) as { id: number };
        acknowledgedCreates.set(id, title);
        acknowledge();
      } catch (error) {
        // Refused connections and reset sockets are expected once the process is gone; anything else is not.
        if (!(error instanceof TypeError)) throw error;
      }
    });
    const updates = ids.existing.map(async (id, n) => {
      await delay(n * 60 + 6);
      try {
        const response = await fetch(`${server.url}/api/admin/articles/${id}`, {
          method: "PUT",
          headers,
          body: JSON.stringify({
            title: `Crash Updated ${n}`,
            slug: `crash-updated-${n}`,
            content: `updated-body-${n}\n\n${body}`,
            articleType: "review",
            publishingStatus: "published",
            tags: [{ id: ids.tags[1]! }, { id: ids.tags[2]! }],
            version: 1,
          }),
        });
        if (response.status !== 200) throw new Error(`update answered ${response.status}`);
        await response.json();
        acknowledgedUpdates.add(id);
        acknowledge();
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
      }
    });
    await Promise.all([...creates, ...updates]);
    await waitForExit(server);
    expect(server.process.signalCode).toBe("SIGKILL");
    // The kill really landed in the middle: some writes were acknowledged, some were not.
    expect(acks).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(acks).toBeLessThan(CREATES + UPDATES);

    // The restarted server answers every acknowledged create with its full content and tags.
    const restarted = await start();
    for (const [id, title] of acknowledgedCreates) {
      const response = await fetch(`${restarted.server.url}/api/admin/articles/${id}`, {
        headers: { Authorization: `Bearer ${restarted.token}` },
      });
      expect(response.status, `acknowledged article ${id}`).toBe(200);
      const article = (await response.json()) as { title: string; content: string; tags: { id: number }[] };
      expect(article.title).toBe(title);
      expect(article.content).toBe(`created-body-${title.split(" ").at(-1)}\n\n${body}`);
      expect(article.tags.map((tag) => tag.id).sort()).toEqual([...ids.tags].sort());
    }
    // And it still takes writes.
    const after = await fetch(`${restarted.server.url}/api/admin/articles`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${restarted.token}` },
      body: JSON.stringify({
        title: "After The Crash",
        slug: "after-the-crash",
        content: "## Still here\n\nYes.",
        articleType: "review",
      }),
    });
    expect(after.status).toBe(201);
    await restarted.server.stop();

    const all = await database.withDatabase(readAllArticles);
    expectNothingHalfWritten(all);
    for (const article of all) {
      const created = /^Crash Save (\d+)$/.exec(article.title);
      if (created) {
        // Committed but maybe never acknowledged: still whole.
        expect(article.content).toBe(`created-body-${created[1]}\n\n${body}`);
        expect(article.tags).toEqual([...ids.tags].sort((x, y) => x - y));
        expect(article.version).toBe(1);
      }
      const index = ids.existing.indexOf(article.id);
      if (index >= 0) {
        // An update is all or nothing: the old title, body and tags at version 1, or the new ones at version 2.
        const updated = article.version === 2;
        if (acknowledgedUpdates.has(article.id)) expect(updated, `acknowledged update of ${article.id}`).toBe(true);
        expect(article.title).toBe(updated ? `Crash Updated ${index}` : `Crash Existing ${index}`);
        expect(article.content.startsWith(updated ? `updated-body-${index}\n` : `original-body-${index}\n`)).toBe(true);
        expect(article.tags).toEqual(updated ? [ids.tags[1]!, ids.tags[2]!].sort((x, y) => x - y) : [ids.tags[0]!]);
      }
    }
    for (const id of acknowledgedCreates.keys()) expect(all.some((article) => article.id === id)).toBe(true);
  });

  it("mid-bulk-upload: every row reported as published survives intact, nothing is half-written", async () => {
    let number = 0;
    ai.reset();
    ai.setFallback(() => ({
      json: buildFakeArticle({ title: `Crash Bulk Article ${++number}`, words: 700 }),
      delayMs: 150,
    }));
    const { server, token } = await start();
    const header = ["Primary Keyword & Article Title", "Type"];
    const rows = Array.from({ length: 15 }, (_, n) => [`How to Survive a Crash Part ${n + 1}`, "How-To"]);
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([header, ...rows]), "Articles");
    const form = new FormData();
    form.set(
      "file",
      new File([new Uint8Array(write(book, { type: "buffer", bookType: "csv" }) as Buffer)], "crash.csv"),
    );

    const published = new Map<string, string>();
    const response = await fetch(`${server.url}/api/admin/bulk-upload`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    await followBulkEvents(response, (event) => {
      if (event.type === "progress" && event.status === "success" && event.slug) {
        published.set(event.slug, event.title);
        if (published.size === 3) server.process.kill("SIGKILL");
      }
    });
    await waitForExit(server);
    expect(server.process.signalCode).toBe("SIGKILL");
    expect(published.size).toBeGreaterThanOrEqual(3);
    expect(published.size).toBeLessThan(rows.length);

    const restarted = await start();
    for (const [slug, title] of published) {
      const response = await fetch(`${restarted.server.url}/api/articles/${slug}`);
      expect(response.status, `published row ${slug}`).toBe(200);
      const article = (await response.json()) as { title: string; content: string; tags: { name: string }[] };
      expect(article.title).toBe(title);
      expect(article.content).toContain("## Section 1");
      expect(article.tags.map((tag) => tag.name).sort()).toEqual(["Aether", "battery life", "smartphones"].sort());
    }
    await restarted.server.stop();

    const all = await database.withDatabase(readAllArticles);
    expectNothingHalfWritten(all);
    const generated = all.filter((article) => article.generated);
    expect(generated.length).toBeGreaterThanOrEqual(published.size);
    // Each generated article has all three of its tags (created by name), never a part of them.
    for (const article of generated) expect(article.tags, article.title).toHaveLength(3);
  });
});
