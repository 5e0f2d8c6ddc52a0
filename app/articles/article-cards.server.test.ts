// Cards are read without bodies (stored word count, body prefix only for a blank excerpt): they must show exactly
// what deriving them from the whole article shows, whichever way the row was written.
import { parseEnv } from "~/config/env.server";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { excerptFallback, readingTimeMinutes } from "~/content";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { createTestDatabase, type TTestDatabase } from "../../tests/support/test-server";
import { insertArticle, insertTag } from "../../tests/support/seed";
import type { TArticle } from "./article-shape";
import { ZArticleInput } from "./article-input";
import { fillMissingWordCounts } from "./fill-missing-word-counts.server";
import {
  findPublishedArticleCards,
  findPublishedArticlesJson,
  type TListArticlesQuery,
} from "./find-published-articles.server";
import { createArticle, updateArticle } from "./save-article.server";

let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

const longBody = `## Opening\n\n${"A sentence that goes on for a while.\n".repeat(110)}${"x".repeat(40)}\n${"More words here. ".repeat(600)}`;

// What a card showed when it was derived from the whole article.
async function findPublishedArticles(db: TDatabase, query: TListArticlesQuery): Promise<TArticle[]> {
  return JSON.parse(await findPublishedArticlesJson(db, query)) as TArticle[];
}

function expectedCard(article: TArticle) {
  return {
    excerpt: article.excerpt?.trim() || excerptFallback(article.content),
    readingTime: readingTimeMinutes(article.content),
  };
}

async function cardsMatchArticles(db: TDatabase): Promise<number> {
  const [whole, cards] = await Promise.all([
    findPublishedArticles(db, { limit: 200, sort: "newest" }),
    findPublishedArticleCards(db, { limit: 200, sort: "newest" }),
  ]);
  expect(cards.map((c) => c.id)).toEqual(whole.map((a) => a.id));
  whole.forEach((article, i) => {
    const card = cards[i]!;
    expect({ excerpt: card.excerpt, readingTime: card.readingTime }).toEqual(expectedCard(article));
    expect(card.tags).toEqual(article.tags);
    expect(card.category).toEqual(article.category);
    expect(card.author).toEqual(article.author);
    expect(card.publishedAt).toEqual(article.publishedAt);
  });
  return cards.length;
}

describe("article cards", () => {
  test("match the whole article for every kind of excerpt and body, counted or not", async () => {
    await database.withDatabase(async (db) => {
      const zebra = await insertTag(db, "Zebra");
      const alpha = await insertTag(db, "alpha");
      const beta = await insertTag(db, "Beta");
      // Rows written outside the app: no word count stored (below).
      await insertArticle(db, {
        title: "Raw with excerpt",
        excerpt: "A stored excerpt.",
        content: longBody,
        tagIds: [zebra.id, alpha.id, beta.id],
      });
      await insertArticle(db, { title: "Raw without excerpt", excerpt: null, content: longBody });
      await insertArticle(db, {
        title: "Raw blank excerpt",
        excerpt: " \u3000\u00a0\n\ufeff",
        content: `<p>${"<b>Bold</b> text &amp; more. ".repeat(400)}</p>`,
      });
      await insertArticle(db, { title: "Raw emoji", excerpt: "", content: `${"😀 ".repeat(2500)}\nend` });
      // Written as a write outside the app leaves them (an older version, a manual import): uncounted.
      await db.update(articles).set({ wordCount: null }).where(like(articles.title, "Raw %"));
      // Saved by the app: the count is stored.
      const base = { articleType: "review", publishingStatus: "published", tags: [{ id: beta.id }, { id: alpha.id }] };
      await createArticle(
        db,
        parseEnv({}),
        ZArticleInput.parse({
          ...base,
          title: "Saved with excerpt",
          slug: "saved-with-excerpt",
          excerpt: "Saved excerpt.",
          content: longBody,
        }),
      );
      await createArticle(
        db,
        parseEnv({}),
        ZArticleInput.parse({
          ...base,
          title: "Saved without excerpt",
          slug: "saved-without-excerpt",
          content: longBody,
        }),
      );
      await createArticle(
        db,
        parseEnv({}),
        ZArticleInput.parse({
          ...base,
          title: "Saved html",
          slug: "saved-html",
          content: `<h2>Heat &amp; noise</h2><p>${"Quiet fans. ".repeat(700)}</p>`,
        }),
      );

      const counts = await db.select({ title: articles.title, wordCount: articles.wordCount }).from(articles);
      expect(
        counts
          .filter((r) => r.wordCount === null)
          .map((r) => r.title)
          .sort(),
      ).toEqual(["Raw blank excerpt", "Raw emoji", "Raw with excerpt", "Raw without excerpt"]);
      expect(await cardsMatchArticles(db)).toBe(7);

      expect(await fillMissingWordCounts(db)).toBe(4);
      expect(await db.$count(articles, sql`${articles.wordCount} is null`)).toBe(0);
      expect(await cardsMatchArticles(db)).toBe(7);
    });
  });

  test("a body changed without counting it is counted again, not shown with a stale count", async () => {
    await database.withDatabase(async (db) => {
      const [row] = await db.select().from(articles).where(eq(articles.slug, "saved-with-excerpt"));
      expect(row!.wordCount).not.toBeNull();

      // A write outside the app's saves (same version): the trigger forgets the count.
      await db.update(articles).set({ content: "Just three words." }).where(eq(articles.id, row!.id));
      const [raw] = await db.select({ wordCount: articles.wordCount }).from(articles).where(eq(articles.id, row!.id));
      expect(raw!.wordCount).toBeNull();
      await cardsMatchArticles(db);

      // The app's update bumps the version and stores its own count.
      await updateArticle(db, parseEnv({}), row!.id, {
        ...ZArticleInput.parse({
          title: row!.title,
          slug: row!.slug,
          articleType: "review",
          publishingStatus: "published",
          content: longBody,
          tags: [],
        }),
      });
      const [saved] = await db.select({ wordCount: articles.wordCount }).from(articles).where(eq(articles.id, row!.id));
      expect(saved!.wordCount).toBeGreaterThan(1000);
      await cardsMatchArticles(db);
    });
  });

  test("the list API's substring search finds words inside titles and excerpts", async () => {
    await database.withDatabase(async (db) => {
      await insertArticle(db, { title: "The Quokkaphone Pro review", excerpt: "Nothing here." });
      await insertArticle(db, { title: "Unrelated", excerpt: "It beats the quokkaphone on battery." });
      const found = await findPublishedArticles(db, { limit: 20, sort: "newest", search: "OKKAPH" });
      expect(found.map((a) => a.title).sort()).toEqual(["The Quokkaphone Pro review", "Unrelated"]);
      expect(await findPublishedArticleCards(db, { limit: 20, sort: "newest", search: "ok" })).not.toHaveLength(0);
      expect(await findPublishedArticles(db, { limit: 20, sort: "newest", search: "50%_off" })).toEqual([]);
    });
  });
});
