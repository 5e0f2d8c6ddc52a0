// Every article insert (saves, demo content, benchmark corpus, test data) derives the same columns from the body.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { buildReviewSummaryMarkdown, countWords } from "~/content";
import { articleRenders, articles, articleTags } from "~/db/schema";
import type { TDatabase } from "~/db/client.server";
import { ZArticleInput } from "./article-input";
import { rendererKey, renderStaleBodies } from "./article-renders.server";
import { updateArticle } from "./save-article.server";
import { createTestDatabase, type TTestDatabase } from "../../tests/support/test-server";
import { insertTag } from "../../tests/support/seed";
import { insertArticleRows } from "./insert-article-rows.server";

const SETTINGS = { AMAZON_ASSOCIATE_TAG: undefined, SITE_URL: "https://reviews.example.com" };

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
    const [inserted] = await insertArticleRows(db, SETTINGS, [
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
    const [inserted] = await insertArticleRows(db, SETTINGS, [
      { slug: "own-summary", title: "Own", content: body, articleType: "review", reviewSummary: own },
    ]);
    const [row] = await db.select().from(articles).where(eq(articles.id, inserted!.id));
    expect(row!.reviewSummary).toEqual(own);
  });
});

test("with skipExistingSlugs a taken slug is left as it was and only new rows are answered", async () => {
  await database.withDatabase(async (db) => {
    await insertArticleRows(db, SETTINGS, [
      { slug: "taken", title: "First", content: "First body.", articleType: "review" },
    ]);
    const inserted = await insertArticleRows(
      db,
      SETTINGS,
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

// The transaction that wrote a row (PostgreSQL's xmin): a render written with the save carries the save's.
async function writtenBy(db: TDatabase, table: "articles" | "article_renders", id: number): Promise<string> {
  const xmin = sql<string>`xmin::text`;
  const [row] =
    table === "articles"
      ? await db.select({ xmin }).from(articles).where(eq(articles.id, id))
      : await db.select({ xmin }).from(articleRenders).where(eq(articleRenders.articleId, id));
  return row!.xmin;
}

test("a body is rendered once, in the transaction that writes it, and again by the update that changes it", async () => {
  await database.withDatabase(async (db) => {
    const [inserted] = await insertArticleRows(db, SETTINGS, [
      { slug: "rendered-with-save", title: "Rendered", content: "## Verdict\n\nFirst words.", articleType: "review" },
    ]);
    const [render] = await db.select().from(articleRenders).where(eq(articleRenders.articleId, inserted!.id));
    expect(render).toMatchObject({ renderer: rendererKey(SETTINGS), articleVersion: 1 });
    expect(render!.html).toContain("First words.");
    expect(await writtenBy(db, "article_renders", inserted!.id)).toBe(await writtenBy(db, "articles", inserted!.id));

    await updateArticle(
      db,
      SETTINGS,
      inserted!.id,
      ZArticleInput.parse({
        title: "Rendered",
        slug: "rendered-with-save",
        articleType: "review",
        publishingStatus: "published",
        content: "## Verdict\n\nSecond words.",
        tags: [],
      }),
    );
    const [updated] = await db.select().from(articleRenders).where(eq(articleRenders.articleId, inserted!.id));
    expect(updated).toMatchObject({ renderer: rendererKey(SETTINGS), articleVersion: 2 });
    expect(updated!.html).toContain("Second words.");
    expect(updated!.html).not.toContain("First words.");
    expect(await writtenBy(db, "article_renders", inserted!.id)).toBe(await writtenBy(db, "articles", inserted!.id));
  });
});

test("start-up rendering claims each stale body once, however many servers run it at the same time", async () => {
  await database.withDatabase(async (db) => {
    await insertArticleRows(
      db,
      SETTINGS,
      Array.from({ length: 30 }, (_, i) => ({
        slug: `stale-${i}`,
        title: `Stale ${i}`,
        content: `## Part\n\nBody ${i}.`,
        articleType: "review",
      })),
    );
    const other = { ...SETTINGS, SITE_URL: "https://elsewhere.example.com" };
    const stored = await db.$count(articles);
    const [first, second] = await Promise.all([renderStaleBodies(db, other), renderStaleBodies(db, other)]);
    expect(first + second).toBe(stored);
    const current = await db.$count(articleRenders, eq(articleRenders.renderer, rendererKey(other)));
    expect(current).toBe(stored);
    expect(await renderStaleBodies(db, other)).toBe(0);
  });
});
