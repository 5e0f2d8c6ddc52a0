// Upgrading a database that already holds articles: migration 0004 must fill every article's tag list, and
// migrate() must report what it applied (the server then analyzes what has no statistics).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { migrateBefore } from "../../tests/support/migrations-before";
import { analyzeWhatHasNoStatistics } from "./analyze-new-columns.server";
import { openDatabase } from "./client.server";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

it("fills the tag lists of the articles a database held before migration 0004", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-"));
  dirs.push(dataDir);
  const handle = await openDatabase({ dataDir });
  try {
    const pending = await migrateBefore(handle, "0004_article_tag_lists");
    await handle.db.execute(
      sql`insert into tags (id, name, slug) values (1, 'Zoom', 'zoom'), (2, 'Battery "life"', 'battery'), (3, 'Audio', 'audio')`,
    );
    await handle.db.execute(sql`insert into articles (id, slug, title, content, article_type) values
      (1, 'two-tags', 'Two tags', 'Body', 'review'), (2, 'no-tags', 'No tags', 'Body', 'review'), (3, 'three-tags', 'Three tags', 'Body', 'review')`);
    await handle.db.execute(
      sql`insert into article_tags (article_id, tag_id) values (1, 1), (1, 2), (3, 3), (3, 1), (3, 2)`,
    );

    expect(await handle.migrate()).toBe(pending);
    const rows = (await handle.db.execute(
      sql`select articles.id, coalesce(article_tag_lists.tag_list::text, 'none') as tags from articles left join article_tag_lists on article_tag_lists.article_id = articles.id order by articles.id`,
    )) as unknown as { rows: { id: number; tags: string }[] };
    expect(rows.rows).toEqual([
      { id: 1, tags: '[{"id":2,"name":"Battery \\"life\\""},{"id":1,"name":"Zoom"}]' },
      { id: 2, tags: "none" },
      { id: 3, tags: '[{"id":3,"name":"Audio"},{"id":2,"name":"Battery \\"life\\""},{"id":1,"name":"Zoom"}]' },
    ]);
    expect(await handle.migrate()).toBe(0);
  } finally {
    await handle.close();
  }
});

it("analyzes after an upgrade only what has no statistics: the columns and tables the migrations added", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "upgrade-"));
  dirs.push(dataDir);
  const handle = await openDatabase({ dataDir });
  try {
    await migrateBefore(handle, "0009_search_without_underscore_runs");
    await handle.db.execute(sql`insert into tags (id, name, slug) values (1, 'Zoom', 'zoom'), (2, 'Audio', 'audio')`);
    await handle.db.execute(sql`insert into articles (id, slug, title, content, article_type) values
      (1, 'one', 'One', 'Body', 'review'), (2, 'two', 'Two', 'Body', 'review')`);
    await handle.db.execute(sql`ANALYZE`);
    await handle.migrate();
    // A migration's expression index has statistics of its own, which only an ANALYZE of the whole table gathers.
    await handle.db.execute(sql`create index tags_lower_name_idx on tags (lower(name))`);

    const analyzed = await analyzeWhatHasNoStatistics(handle.db);
    // 0011 added search_head; 0009 dropped and added search again. The other columns of articles keep theirs.
    expect(analyzed).toContain('"public"."articles" ("search", "search_head")');
    expect(analyzed).toContain('"public"."tags"');
    // A table the migrations created is new (and empty here): analyzed whole.
    expect(analyzed).toContain('"public"."product_prices"');
    expect(analyzed.filter((target) => target.startsWith('"public"."articles"'))).toHaveLength(1);
    const stats = (await handle.db.execute(
      sql`select attname::text as name from pg_stats where tablename = 'articles' and attname in ('search', 'search_head') order by 1`,
    )) as unknown as { rows: { name: string }[] };
    expect(stats.rows.map((row) => row.name)).toEqual(["search", "search_head"]);
    // Nothing of articles or tags is left without statistics.
    const again = await analyzeWhatHasNoStatistics(handle.db);
    expect(again.filter((target) => /"(articles|tags)"/.test(target))).toEqual([]);
  } finally {
    await handle.close();
  }
});
