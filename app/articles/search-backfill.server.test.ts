// The search vectors after decision 054, on PGlite: a site that ran migrations 0009 and 0011 as generated columns and
// a site upgrading from 0008 end in the same schema, and search answers both exactly as it did with the generated
// columns once the upgraded site's backfill is done. Meanwhile an article written is found at once, the backfill
// announces no content change, and a stopped backfill resumes where it stopped.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type TDatabase, type TDatabaseHandle } from "~/db/client.server";
import { migrateBefore } from "../../tests/support/migrations-before";
import { nextBatchSize, SEARCH_BACKFILL_STATEMENT_MS, SearchBackfill } from "./search-backfill.server";
import { searchPublishedArticles } from "./search-articles.server";

// What 0009 and 0011 added before decision 054, as every site that applied them then holds it.
const GENERATED_COLUMNS = [
  `ALTER TABLE articles DROP COLUMN search`,
  `ALTER TABLE articles DROP COLUMN search_head`,
  `ALTER TABLE "articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(coalesce(title, ''), '_', ' ')), 'A') || setweight(to_tsvector('english', translate(coalesce(excerpt, ''), '_', ' ')), 'B') || setweight(to_tsvector('english', translate(coalesce(content, ''), '_', ' ')), 'C')) STORED NOT NULL`,
  `CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search")`,
  `ALTER TABLE "articles" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(coalesce(title, ''), '_', ' ')), 'A') || setweight(to_tsvector('english', translate(coalesce(excerpt, ''), '_', ' ')), 'B')) STORED NOT NULL`,
  `CREATE INDEX "articles_search_head_idx" ON "articles" USING gin ("search_head")`,
];

const ARTICLES = 300;
const WORDS = ["kestrel", "battery", "camera", "laptop", "gaming", "noise", "cancelling", "zoom", "silent", "fan"];
// Searches of every kind the page takes: words in titles, excerpts and bodies only, phrases, exclusions, "or",
// underscores read as spaces.
const QUERIES = [
  "kestrel",
  "battery life",
  '"noise cancelling"',
  "laptop -gaming",
  "zoom or fan",
  "silent",
  "camera",
  "bodyword7",
  "model_x",
  "quiet",
];

// The same few hundred articles for both sites: titles, excerpts and bodies drawn from a small vocabulary so that
// rankings tie and differ, some drafts, some without an excerpt, underscores in a few.
function seedStatement(): string {
  const pick = (n: number, salt: number) => WORDS[(n * 7 + salt * 3 + ((n * salt) % 5)) % WORDS.length]!;
  const rows: string[] = [];
  for (let n = 1; n <= ARTICLES; n++) {
    const title = `${pick(n, 1)} ${n % 17 === 0 ? "model_x" : pick(n, 2)} review ${n}`;
    const excerpt = n % 9 === 0 ? null : `A ${pick(n, 3)} ${pick(n, 4)} for ${n % 4 === 0 ? "quiet" : "busy"} desks`;
    const body = `${pick(n, 5)} ${pick(n, 6)} ${pick(n, 7)}. bodyword${n % 10} ${"long text ".repeat(n % 40)}${n % 13 === 0 ? "battery life noise cancelling" : pick(n, 8)}`;
    const status = n % 11 === 0 ? "draft" : "published";
    const quote = (text: string | null) => (text === null ? "null" : `'${text.replace(/'/g, "''")}'`);
    rows.push(
      `('article-${n}', ${quote(title)}, ${quote(excerpt)}, ${quote(body)}, 'review', '${status}', ${status === "published" ? `timestamptz '2026-01-01T00:00:00Z' + interval '${n % 50} hours'` : "null"})`,
    );
  }
  return `insert into articles (slug, title, excerpt, content, article_type, publishing_status, published_at) values ${rows.join(", ")}`;
}

async function answers(db: TDatabase) {
  const found: Record<string, { slug: string; snippet: string }[]> = {};
  for (const query of QUERIES) {
    const results = await searchPublishedArticles(db, { query, limit: 100 });
    found[query] = results.map(({ article, snippet }) => ({
      slug: article.slug,
      snippet: snippet.map((part) => (part.match ? `[${part.text}]` : part.text)).join(""),
    }));
  }
  return found;
}

// The articles table's columns, indexes and triggers and the schema's functions, as the catalog describes them.
async function schemaOf(db: TDatabase) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    columns: await rows(sql`select column_name, data_type, is_nullable, is_generated, generation_expression,
      column_default from information_schema.columns where table_name = 'articles' order by column_name`),
    indexes: await rows(
      sql`select indexname, indexdef from pg_indexes where tablename = 'articles' order by indexname`,
    ),
    triggers: await rows(sql`select tgname, pg_get_triggerdef(oid) as def from pg_trigger
      where tgrelid = 'articles'::regclass and not tgisinternal order by tgname`),
    functions: await rows(sql`select proname, pg_get_functiondef(oid) as def from pg_proc
      where pronamespace = 'public'::regnamespace and prokind = 'f' order by proname, def`),
  };
}

async function vectorsOf(db: TDatabase) {
  return (
    (await db.execute(sql`select slug, search::text, search_head::text from articles order by slug`)) as unknown as {
      rows: unknown[];
    }
  ).rows;
}

async function countEmpty(db: TDatabase): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from articles where search is null or search_head is null`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

const dirs: string[] = [];
let converted: TDatabaseHandle;
let upgraded: TDatabaseHandle;
let before: Awaited<ReturnType<typeof answers>>;

async function open(): Promise<TDatabaseHandle> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-backfill-"));
  dirs.push(dataDir);
  return openDatabase({ dataDir });
}

beforeAll(async () => {
  [converted, upgraded] = await Promise.all([open(), open()]);
  // A site past 0013 with the generated columns, and a site at 0008, holding the same articles.
  expect(await migrateBefore(converted, "0014_search_filled_by_trigger_and_backfill")).toBe(1);
  for (const statement of GENERATED_COLUMNS) await converted.db.execute(sql.raw(statement));
  await converted.db.execute(sql.raw(seedStatement()));
  before = await answers(converted.db);
  expect(await migrateBefore(upgraded, "0009_search_without_underscore_runs")).toBeGreaterThan(5);
  await upgraded.db.execute(sql.raw(seedStatement()));
}, 120_000);

afterAll(async () => {
  await Promise.all([converted?.close(), upgraded?.close()]);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("search vectors kept by a trigger and filled in the background", () => {
  it("a site that ran the generated columns keeps its vectors and answers every search as before", async () => {
    // Each query finds something, most of them several articles in a ranked order.
    expect(Object.values(before).every((found) => found.length > 0)).toBe(true);
    expect(Object.values(before).filter((found) => found.length > 10).length).toBeGreaterThan(4);
    expect(await converted.migrate()).toBe(1);
    expect(await countEmpty(converted.db)).toBe(0);
    expect(await answers(converted.db)).toEqual(before);
    expect(await new SearchBackfill().run(converted.db)).toMatchObject({ filled: 0 });
  });

  it("a site upgraded from 0008 has the schema of the converted one, finds new articles at once and the others after the backfill, as before", async () => {
    expect(await upgraded.migrate()).toBeGreaterThan(5);
    expect(await schemaOf(upgraded.db)).toEqual(await schemaOf(converted.db));
    expect(await countEmpty(upgraded.db)).toBe(ARTICLES);
    expect(await searchPublishedArticles(upgraded.db, { query: "kestrel", limit: 100 })).toEqual([]);

    // Written before the backfill reaches anything: found at once, and its change announced as any save's.
    const announced: string[] = [];
    const stopListening = await upgraded.listen("content_changed", (payload) => announced.push(payload));
    await upgraded.db.execute(sql`insert into articles (slug, title, content, article_type, publishing_status,
      published_at) values ('written-during-backfill', 'Osprey written meanwhile', 'Body', 'review', 'published', now())`);
    await expect.poll(() => announced.length).toBe(1);
    const found = await searchPublishedArticles(upgraded.db, { query: "osprey", limit: 10 });
    expect(found.map((result) => result.article.slug)).toEqual(["written-during-backfill"]);

    // Stopped after two statements (a restart), it resumes with the rest; readers are told it is indexing meanwhile.
    const firstRun = new SearchBackfill();
    let checks = 0;
    const indexingSeen: boolean[] = [];
    const partial = await firstRun.run(upgraded.db, () => {
      indexingSeen.push(firstRun.indexing);
      return ++checks > 2;
    });
    expect(partial.filled).toBeGreaterThan(0);
    expect(indexingSeen).toEqual([false, true, true]);
    expect(firstRun.indexing).toBe(false);
    expect(await countEmpty(upgraded.db)).toBe(ARTICLES - partial.filled);
    // Newest first: the highest ids are filled.
    const filledIds = (await upgraded.db.execute(
      sql`select id from articles where search is not null and slug like 'article-%' order by id`,
    )) as unknown as { rows: { id: number }[] };
    expect(filledIds.rows.map((row) => row.id)).toEqual(
      Array.from({ length: partial.filled }, (_, i) => ARTICLES - partial.filled + 1 + i),
    );

    const rest = await new SearchBackfill().run(upgraded.db);
    expect(rest.filled).toBe(ARTICLES - partial.filled);
    expect(await countEmpty(upgraded.db)).toBe(0);
    // The backfill wrote no change a reader sees, so it announced none.
    expect(announced).toHaveLength(1);
    await upgraded.db.execute(sql`delete from articles where slug = 'written-during-backfill'`);
    await stopListening();
    expect(await answers(upgraded.db)).toEqual(before);
    expect(await vectorsOf(upgraded.db)).toEqual(await vectorsOf(converted.db));
  });

  it("a save of the text fills the vectors again, and a write of other columns leaves them as they are", async () => {
    await upgraded.db.execute(
      sql`update articles set title = 'Harrier renamed', excerpt = null where slug = 'article-5'`,
    );
    const renamed = await searchPublishedArticles(upgraded.db, { query: "harrier", limit: 10 });
    expect(renamed.map((result) => result.article.slug)).toEqual(["article-5"]);
    await upgraded.db.execute(sql`update articles set featured = true where slug = 'article-5'`);
    expect(
      (await searchPublishedArticles(upgraded.db, { query: "harrier", limit: 10 })).map((r) => r.article.slug),
    ).toEqual(["article-5"]);
  });

  it("sizes each statement by what the last one took: halved over the aim, doubled well under it, within bounds", () => {
    expect(nextBatchSize(8, SEARCH_BACKFILL_STATEMENT_MS * 3)).toBe(4);
    expect(nextBatchSize(1, SEARCH_BACKFILL_STATEMENT_MS * 10)).toBe(1);
    expect(nextBatchSize(8, SEARCH_BACKFILL_STATEMENT_MS * 0.75)).toBe(8);
    expect(nextBatchSize(8, SEARCH_BACKFILL_STATEMENT_MS / 4)).toBe(16);
    expect(nextBatchSize(100, 0)).toBe(100);
  });
});
