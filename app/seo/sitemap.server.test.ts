// An articles file of the sitemap written a few URLs per statement, on a real database: the same document as the
// whole range read at once, drafts left out, and nothing for a range without a published article.
import { gunzipSync } from "node:zlib";
import { asc, between } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectFromPublishedArticles } from "~/articles/article-rows.server";
import { articles } from "~/db/schema";
import { insertArticle } from "../../tests/support/seed";
import { createTestDatabase, type TTestDatabase } from "../../tests/support/test-server";
import { articleFileParts, gzipParts, listArticleEntries, renderSitemapXml } from "./sitemap.server";

const SITE_URL = "https://example.com";
let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  await database.withDatabase(async (db) => {
    for (let i = 0; i < 12; i++) await insertArticle(db, { publishingStatus: i % 4 === 0 ? "draft" : "published" });
  });
});

afterAll(async () => {
  await database?.drop();
});

describe("a sitemap articles file", () => {
  it("is the same document written a few URLs per statement as read whole, without drafts", async () => {
    await database.withDatabase(async (db) => {
      const range = { first: 1, last: 1_000 };
      const rows = await selectFromPublishedArticles(
        db,
        { slug: articles.slug, updatedAt: articles.updatedAt },
        between(articles.id, range.first, range.last),
      ).orderBy(asc(articles.id));
      expect(rows.length).toBeGreaterThan(20);
      const whole = renderSitemapXml(SITE_URL, listArticleEntries(rows));
      for (const perStatement of [3, 7, rows.length, 5_000]) {
        const gzip = await gzipParts(articleFileParts(db, SITE_URL, range, perStatement));
        expect(gunzipSync(gzip!).toString()).toBe(whole);
      }
    });
  });

  it("is nothing for an id range without a published article", async () => {
    await database.withDatabase(async (db) => {
      expect(await gzipParts(articleFileParts(db, SITE_URL, { first: 900_001, last: 950_000 }, 3))).toBeNull();
    });
  });
});
