// Every article insert (saves, demo content, benchmark corpus, test data) derives the same columns from the body.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildReviewSummaryMarkdown, countWords } from "~/content";
import { articles, articleTags } from "~/db/schema";
import { createTestDatabase, type TTestDatabase } from "../../tests/support/test-server";
import { insertTag } from "../../tests/support/seed";
import { insertArticleRows } from "./insert-article-rows.server";

let database: TTestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

const summary = { positives: ["Quiet fan"], negatives: ["Dim screen"], brutalSummary: "Buy it on sale." };
const body = `## Design\n\nA plain aluminium box.\n\n${buildReviewSummaryMarkdown(summary)}`;

test("a row gets its word count and the review summary its body spells out, and its tags linked", async () => {
  await database.withDatabase(async (db) => {
    const tag = await insertTag(db, "Laptops of note");
    const [inserted] = await insertArticleRows(db, [
      { slug: "derived-columns", title: "Derived", content: body, articleType: "review", tagIds: [tag.id, tag.id] },
    ]);
    const [row] = await db.select().from(articles).where(eq(articles.id, inserted!.id));
    expect(row!.wordCount).toBe(countWords(body));
    expect(row!.reviewSummary).toEqual(summary);
    const links = await db.select().from(articleTags).where(eq(articleTags.articleId, inserted!.id));
    expect(links).toEqual([{ articleId: inserted!.id, tagId: tag.id }]);
  });
});

test("a row that carries its own review summary keeps it", async () => {
  await database.withDatabase(async (db) => {
    const own = { positives: ["Own"], negatives: [], brutalSummary: "Kept." };
    const [inserted] = await insertArticleRows(db, [
      { slug: "own-summary", title: "Own", content: body, articleType: "review", reviewSummary: own },
    ]);
    const [row] = await db.select().from(articles).where(eq(articles.id, inserted!.id));
    expect(row!.reviewSummary).toEqual(own);
  });
});

test("with skipExistingSlugs a taken slug is left as it was and only new rows are answered", async () => {
  await database.withDatabase(async (db) => {
    await insertArticleRows(db, [{ slug: "taken", title: "First", content: "First body.", articleType: "review" }]);
    const inserted = await insertArticleRows(
      db,
      [
        { slug: "taken", title: "Second", content: "Second body.", articleType: "review" },
        { slug: "fresh", title: "Fresh", content: "Fresh body.", articleType: "review" },
      ],
      { skipExistingSlugs: true },
    );
    expect(inserted.map((row) => row.slug)).toEqual(["fresh"]);
    const [taken] = await db.select().from(articles).where(eq(articles.slug, "taken"));
    expect(taken!.title).toBe("First");
  });
});
