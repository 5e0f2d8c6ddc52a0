// The database writes the Article JSON (app/articles/article-rows.server.ts). It must say exactly what the rows hold,
// in the shape of spec section 3, escaped as JSON.stringify escapes, whatever the strings, dates, scores and gaps.
// The oracle is the same rows read through the driver and shaped in JavaScript. Runs on PGlite and PostgreSQL.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseArticle, selectAdminArticles } from "~/articles/article-rows.server";
import type { TArticle } from "~/articles/article-shape";
import { findPublishedArticleBySlug, findPublishedArticlesJson } from "~/articles/find-published-articles.server";
import type { TDatabase } from "~/db/client.server";
import { articles, articleTags, authors, categories, tags } from "~/db/schema";
import { insertArticle, insertAuthor, insertCategory, insertTag } from "../support/seed";
import { createTestDatabase, type TTestDatabase } from "../support/test-server";

let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

// Every character JSON must escape, the ones it must not, and text beyond the Basic Multilingual Plane.
const HOSTILE =
  'Quote " backslash \\ slash / tab \t newline \n return \r form \f back \b nul-free \u0001 \u001f del \u007f ' +
  "line sep \u2028 para sep \u2029 accents é ñ ß, CJK 漢字, emoji 🔥👍🏽, RTL עברית, zero-width \u200b, <script>alert(1)</script>";

async function expectedArticle(db: TDatabase, id: number): Promise<TArticle> {
  const [row] = await db
    .select({ article: articles, category: categories, author: authors })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(authors, eq(authors.id, articles.authorId))
    .where(eq(articles.id, id));
  const tagRows = await db
    .select({ id: tags.id, name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, id));
  const a = row!.article;
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    content: a.content,
    metaTitle: a.metaTitle,
    metaDescription: a.metaDescription,
    featuredImage: a.featuredImage,
    articleType: a.articleType as TArticle["articleType"],
    brutalScore: a.brutalScore,
    publishedAt: a.publishedAt ? a.publishedAt.toISOString() : null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    publishingStatus: a.publishingStatus as TArticle["publishingStatus"],
    category: row!.category ? { id: row!.category.id, slug: row!.category.slug, name: row!.category.name } : null,
    tags: tagRows.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : x.id - y.id)),
    author: row!.author?.username ? { username: row!.author.username } : null,
    featured: a.featured,
    reviewSummary: a.reviewSummary ?? null,
    testingPeriod: a.testingPeriod,
  };
}

async function articleText(db: TDatabase, id: number): Promise<string> {
  const [row] = await selectAdminArticles(db).where(eq(articles.id, id));
  return row!.article;
}

describe("the Article JSON written by the database", () => {
  it("holds every field as the rows do, escaped and spaced as JSON.stringify writes it", async () => {
    await database.withDatabase(async (db) => {
      const category = await insertCategory(db, `Cat ${HOSTILE.slice(0, 40)}`);
      const author = await insertAuthor(db, `Writer ${HOSTILE.slice(0, 60)}`);
      const zebra = await insertTag(db, "Zebra");
      const alpha = await insertTag(db, `Alpha ${HOSTILE.slice(0, 30)}`);
      const beta = await insertTag(db, "Beta twin");
      const article = await insertArticle(db, {
        title: `Hostile ${HOSTILE.slice(0, 100)}`,
        excerpt: HOSTILE,
        content: `## Body\n\n${HOSTILE}\n`.repeat(50),
        metaTitle: HOSTILE.slice(0, 200),
        metaDescription: HOSTILE.slice(0, 150),
        featuredImage: 'https://example.com/a.png?x=1&y="2"',
        brutalScore: 8.7,
        categoryId: category.id,
        authorId: author.id,
        featured: true,
        tagIds: [zebra.id, alpha.id, beta.id],
      });
      // Microseconds, which a JavaScript Date cannot hold: both sides must cut them the same way.
      await db.execute(
        sql`update articles set created_at = '2026-01-02 03:04:05.678999+00', published_at = '2025-12-31 23:59:59.999999+00' where id = ${article.id}`,
      );

      const text = await articleText(db, article.id);
      const expected = await expectedArticle(db, article.id);
      expect(JSON.parse(text)).toEqual(expected);
      expect(text).toBe(JSON.stringify(expected));
      expect(expected.createdAt).toBe("2026-01-02T03:04:05.678Z");
      expect(expected.publishedAt).toBe("2025-12-31T23:59:59.999Z");
      expect(expected.tags.map((t) => t.name)).toEqual([`Alpha ${HOSTILE.slice(0, 30)}`, "Beta twin", "Zebra"]);
    });
  });

  it("writes null for what is missing: no category, author, tags, score, dates or summary", async () => {
    await database.withDatabase(async (db) => {
      const nameless = await insertAuthor(db, "");
      const article = await insertArticle(db, {
        title: "Bare draft",
        publishingStatus: "draft",
        excerpt: null,
        metaTitle: null,
        metaDescription: null,
        featuredImage: null,
        brutalScore: null,
        authorId: nameless.id,
      });
      const text = await articleText(db, article.id);
      const parsed = parseArticle(text);
      expect(parsed).toEqual(await expectedArticle(db, article.id));
      expect(parsed).toMatchObject({
        excerpt: null,
        brutalScore: null,
        publishedAt: null,
        category: null,
        author: null,
        tags: [],
        reviewSummary: null,
      });
      expect(text).toBe(JSON.stringify(parsed));
    });
  });

  it.each([0, 10, 9.95, 0.1, 7])("writes the score %s as JavaScript does", async (score) => {
    await database.withDatabase(async (db) => {
      const article = await insertArticle(db, { brutalScore: score });
      const text = await articleText(db, article.id);
      expect(text).toContain(`"brutalScore":${JSON.stringify(score)},`);
      expect(parseArticle(text).brutalScore).toBe(score);
    });
  });

  it("keeps a stored review summary", async () => {
    await database.withDatabase(async (db) => {
      const reviewSummary = {
        brutalSummary: `Verdict: ${HOSTILE}`,
        positives: ["Fast", 'Quiet "mostly"'],
        negatives: [],
      };
      const article = await insertArticle(db, { reviewSummary });
      expect(parseArticle(await articleText(db, article.id))).toEqual(await expectedArticle(db, article.id));
      expect(parseArticle(await articleText(db, article.id)).reviewSummary).toEqual(reviewSummary);
    });
  });

  it("writes dates in UTC whatever the session's time zone", async () => {
    await database.withDatabase(async (db) => {
      const article = await insertArticle(db, {
        title: "Time zone check",
        publishedAt: new Date("2026-03-29T01:30:00.250Z"),
      });
      await db.execute(sql`set timezone = 'Pacific/Chatham'`);
      try {
        expect(parseArticle(await articleText(db, article.id)).publishedAt).toBe("2026-03-29T01:30:00.250Z");
      } finally {
        await db.execute(sql`reset timezone`);
      }
    });
  });

  it("keeps each article's tags true through every write to links and tags, by whatever writes them", async () => {
    await database.withDatabase(async (db) => {
      const [red, green, blue] = [
        await insertTag(db, "Trigger red"),
        await insertTag(db, "Trigger green"),
        await insertTag(db, "Trigger blue"),
      ];
      const one = await insertArticle(db, { title: "Tagged one", tagIds: [red.id, green.id] });
      const two = await insertArticle(db, { title: "Tagged two", tagIds: [green.id] });
      const tagsOf = async (id: number) => parseArticle(await articleText(db, id)).tags.map((t) => t.name);
      const check = async () => {
        for (const id of [one.id, two.id])
          expect(parseArticle(await articleText(db, id)).tags).toEqual((await expectedArticle(db, id)).tags);
      };
      expect(await tagsOf(one.id)).toEqual(["Trigger green", "Trigger red"]);
      await check();

      // A save replaces the links: delete then insert, in one transaction.
      await db.transaction(async (tx) => {
        await tx.delete(articleTags).where(eq(articleTags.articleId, one.id));
        await tx.insert(articleTags).values([
          { articleId: one.id, tagId: blue.id },
          { articleId: one.id, tagId: red.id },
        ]);
      });
      expect(await tagsOf(one.id)).toEqual(["Trigger blue", "Trigger red"]);
      await db.update(articleTags).set({ tagId: blue.id }).where(eq(articleTags.articleId, two.id));
      expect(await tagsOf(two.id)).toEqual(["Trigger blue"]);
      await db.update(tags).set({ name: "Trigger azure" }).where(eq(tags.id, blue.id));
      expect(await tagsOf(one.id)).toEqual(["Trigger azure", "Trigger red"]);
      expect(await tagsOf(two.id)).toEqual(["Trigger azure"]);
      await db.delete(tags).where(eq(tags.id, blue.id));
      expect(await tagsOf(one.id)).toEqual(["Trigger red"]);
      expect(await tagsOf(two.id)).toEqual([]);
      await check();
      await db.delete(articleTags).where(eq(articleTags.articleId, one.id));
      expect(await tagsOf(one.id)).toEqual([]);
      await check();
    });
  });

  it("lists articles as one JSON array in the list's order, and an empty list as []", async () => {
    await database.withDatabase(async (db) => {
      const first = await insertArticle(db, {
        title: "Listed Wombatphone one",
        publishedAt: new Date("2026-02-01T00:00:00Z"),
      });
      const second = await insertArticle(db, {
        title: "Listed Wombatphone two",
        publishedAt: new Date("2026-02-02T00:00:00Z"),
      });
      const list = await findPublishedArticlesJson(db, { limit: 20, sort: "newest", search: "wombatphone" });
      expect(JSON.parse(list)).toEqual([await expectedArticle(db, second.id), await expectedArticle(db, first.id)]);
      expect(await findPublishedArticlesJson(db, { limit: 20, sort: "newest", search: "no-such-wombat" })).toBe("[]");
      expect(await findPublishedArticleBySlug(db, first.slug)).toEqual(await expectedArticle(db, first.id));
    });
  });
});
