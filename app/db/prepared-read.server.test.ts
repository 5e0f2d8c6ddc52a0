// preparedRead (decision 033) through the article page's own read, on a real database: the same rows as the Drizzle
// select it is built from, for every kind of slug a reader can send, and a session that lost the statement.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectPublishedArticlesWithRender } from "~/articles/article-rows.server";
import { currentRenderCondition, rendererKey } from "~/articles/article-renders.server";
import { articleWithRender } from "~/articles/load-article-page.server";
import { parseEnv } from "~/config/env.server";
import { articles } from "~/db/schema";
import { insertArticle } from "../../tests/support/seed";
import { createTestDatabase, type TTestDatabase } from "../../tests/support/test-server";
import type { TDatabase } from "./client.server";

const RENDERER = rendererKey(parseEnv({}));
let database: TTestDatabase;

function unprepared(db: TDatabase, slug: string) {
  return selectPublishedArticlesWithRender(db, currentRenderCondition(RENDERER), eq(articles.slug, slug)).limit(1);
}

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  await database.withDatabase(async (db) => {
    await insertArticle(db, { title: "Unreleased Draft Review", publishingStatus: "draft" });
    await insertArticle(db, { title: "It's \\ A 'Quoted' $$ Review" });
  });
});

afterAll(async () => {
  await database?.drop();
});

describe("preparedRead", () => {
  it("returns exactly the rows of the select it is made from", async () => {
    await database.withDatabase(async (db) => {
      const slugs = (await db.select({ slug: articles.slug }).from(articles)).map((row) => row.slug);
      expect(slugs.length).toBeGreaterThan(20);
      let found = 0;
      for (const slug of slugs) {
        const rows = await articleWithRender.run(db, { slug, renderer: RENDERER });
        expect(rows).toEqual(await unprepared(db, slug));
        found += rows.length;
      }
      // Every published article (the draft is not one), with its render and JSON as the select gives them.
      expect(found).toBe(slugs.length - 1);
      const [macbook] = await articleWithRender.run(db, { slug: "macbook-air-15-m4-review", renderer: RENDERER });
      expect(JSON.parse(macbook!.article as string).title).toMatch(/MacBook Air 15/);
      expect(Array.isArray(macbook!.renderedToc)).toBe(true);
      expect(typeof macbook!.renderedReadingMinutes).toBe("number");
    });
  });

  it("finds nothing, and never errs, for hostile slugs", async () => {
    await database.withDatabase(async (db) => {
      const hostile = [
        "' or 1=1 --",
        "macbook-air-15-m4-review' or '1'='1",
        "\\'; drop table articles; --",
        "$$; select 1; $$",
        "E'\\x00'",
        "unreleased-draft-review",
        "🙂 ünïcödé",
        "x".repeat(255),
        "",
      ];
      for (const slug of hostile) {
        expect(await articleWithRender.run(db, { slug, renderer: RENDERER })).toEqual([]);
      }
      // The renderer is a value too: another renderer's key finds the article without a current render.
      const [other] = await articleWithRender.run(db, { slug: "macbook-air-15-m4-review", renderer: "' or 1=1 --" });
      expect(other!.renderedHtml).toBeNull();
      expect(await db.$count(articles)).toBeGreaterThan(20);
    });
  });

  it("reads a slug with quotes, backslashes and dollar signs", async () => {
    await database.withDatabase(async (db) => {
      const [row] = await db
        .select({ slug: articles.slug })
        .from(articles)
        .where(eq(articles.title, "It's \\ A 'Quoted' $$ Review"));
      const rows = await articleWithRender.run(db, { slug: row!.slug, renderer: RENDERER });
      expect(rows).toHaveLength(1);
      expect(rows).toEqual(await unprepared(db, row!.slug));
    });
  });

  it("takes PGlite's own path: the session holds the named statement and the rows keep the select's keys", async () => {
    // What preparedRead reads of Drizzle's internals: the client behind the database (`$client`), the builder's
    // selected fields (`_.selectedFields`, the row's keys in order) and its placeholders (`Placeholder` params). An
    // upgrade that changes any of them fails here, not as a slower page or rows under other keys.
    await database.withDatabase(async (db) => {
      await db.execute(sql`DEALLOCATE ALL`);
      const [row] = await articleWithRender.run(db, { slug: "macbook-air-15-m4-review", renderer: RENDERER });
      const held = (await db.execute(sql`select name from pg_prepared_statements`)) as unknown as {
        rows: { name: string }[];
      };
      expect(held.rows.map((statement) => statement.name)).toContain("article_page");
      const [expected] = await unprepared(db, "macbook-air-15-m4-review");
      expect(Object.keys(row!)).toEqual(Object.keys(expected!));
    });
  });

  it("makes the statement again when the session lost it", async () => {
    await database.withDatabase(async (db) => {
      const before = await articleWithRender.run(db, { slug: "macbook-air-15-m4-review", renderer: RENDERER });
      await db.execute(sql`DEALLOCATE ALL`);
      expect(await articleWithRender.run(db, { slug: "macbook-air-15-m4-review", renderer: RENDERER })).toEqual(before);
    });
  });

  it("serves readers arriving together while the statement is made", async () => {
    await database.withDatabase(async (db) => {
      const reads = await Promise.all(
        ["macbook-air-15-m4-review", "google-pixel-9a-review", "macbook-air-15-m4-review"].map((slug) =>
          articleWithRender.run(db, { slug, renderer: RENDERER }),
        ),
      );
      expect(reads.map((rows) => rows.length)).toEqual([1, 1, 1]);
    });
  });
});
