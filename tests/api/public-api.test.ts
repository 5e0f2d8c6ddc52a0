// The public API of spec section 7 over real HTTP, against a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { parseEnv } from "~/config/env.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_TYPES } from "~/articles/article-types";
import { insertArticleRows } from "~/articles/insert-article-rows.server";
import { z } from "zod";
import { ZArticle, ZErrorBody, ZTaxonomyTerm } from "~/articles/article-response";
import { readJson } from "../support/read-json";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";
import { insertArticle, insertAuthor, insertCategory, insertTag } from "../support/seed";

const LISTED_ARTICLES = 55;

let database: TTestDatabase;
let server: TTestServer;
const seeded = { draftSlug: "", deletedSlug: "", categoryId: 0, excludeId: 0, searchTitle: "" };

const ZArticleList = ZArticle.array();

/** GETs a path and parses the answer with the schema of what it should be (an error body when it is refused). */
async function getJson<TSchema extends z.ZodType>(path: string, schema: TSchema) {
  const response = await fetch(server.url + path);
  return { status: response.status, headers: response.headers, body: await readJson(response, schema) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase(async (db) => {
    const category = await insertCategory(db, "Test Gadgets");
    const otherCategories = await Promise.all(["Phones", "Audio", "Laptops"].map((name) => insertCategory(db, name)));
    // In other categories than the one the filter tests below look for.
    const categoryIds = otherCategories.map((c) => c.id);
    // More than a default page, of every type, older than the articles below.
    await insertArticleRows(
      db,
      parseEnv({}),
      Array.from({ length: LISTED_ARTICLES }, (_, i) => ({
        slug: `listed-article-${i}`,
        title: `Listed article ${i}`,
        content: `## One\n\nBody of listed article ${i}.`,
        articleType: ARTICLE_TYPES[i % ARTICLE_TYPES.length]!,
        publishingStatus: "published",
        publishedAt: new Date(Date.now() - (i + 60) * 60_000),
        categoryId: categoryIds[i % categoryIds.length]!,
      })),
    );
    const tag = await insertTag(db, "Zeta Tag");
    const author = await insertAuthor(db, "Test Writer");
    const draft = await insertArticle(db, { title: "Secret Draft Phone Review", publishingStatus: "draft" });
    const deleted = await insertArticle(db, { title: "Deleted Tablet Review", publishingStatus: "deleted" });
    const published = await insertArticle(db, {
      title: "The Quokka X1 Router Review",
      excerpt: "A router with a UNIQUEWORD in its excerpt",
      categoryId: category.id,
      authorId: author.id,
      brutalScore: 6.5,
      tagIds: [tag.id],
      reviewSummary: { brutalSummary: "Fine.", positives: ["Fast"], negatives: ["Loud"] },
    });
    seeded.draftSlug = draft.slug;
    seeded.deletedSlug = deleted.slug;
    seeded.categoryId = category.id;
    seeded.excludeId = published.id;
    seeded.searchTitle = published.title;
  });
  server = await startServerProcess(database.env);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe("GET /healthz", () => {
  it("answers ok", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });
});

describe("GET /api/articles", () => {
  it("returns published articles newest first, 50 by default, in the spec's shape", async () => {
    const { status, body } = await getJson("/api/articles", ZArticle.strict().array());
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(50);
    for (const article of body) expect(article.publishingStatus).toBe("published");
    const dates = body.map((a) => Date.parse(a.publishedAt ?? ""));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const quokka = body.find((a) => a.title === seeded.searchTitle)!;
    expect(quokka).toBeDefined();
    expect(Object.keys(quokka).sort()).toEqual(
      [
        "id",
        "slug",
        "title",
        "excerpt",
        "content",
        "metaTitle",
        "metaDescription",
        "featuredImage",
        "articleType",
        "brutalScore",
        "publishedAt",
        "createdAt",
        "updatedAt",
        "publishingStatus",
        "category",
        "tags",
        "author",
        "featured",
        "reviewSummary",
        "testingPeriod",
      ].sort(),
    );
    expect(quokka.category).toEqual({ id: seeded.categoryId, slug: "test-gadgets", name: "Test Gadgets" });
    expect(quokka.tags).toEqual([{ id: expect.any(Number), name: "Zeta Tag" }]);
    expect(quokka.author).toEqual({ username: "Test Writer" });
    expect(quokka.brutalScore).toBe(6.5);
    expect(quokka.reviewSummary).toEqual({ brutalSummary: "Fine.", positives: ["Fast"], negatives: ["Loud"] });
  });

  it("never lists drafts or deleted articles", async () => {
    const { body } = await getJson("/api/articles?limit=200", ZArticleList);
    const slugs = body.map((a) => a.slug);
    expect(slugs).not.toContain(seeded.draftSlug);
    expect(slugs).not.toContain(seeded.deletedSlug);
  });

  it.each(ARTICLE_TYPES)("filters by type %s", async (type) => {
    const { status, body } = await getJson(`/api/articles?type=${type}&limit=100`, ZArticleList);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const article of body) expect(article.articleType).toBe(type);
  });

  it("honours limit, caps it at 200 up to 10000 and refuses more, saying so", async () => {
    expect((await getJson("/api/articles?limit=3", ZArticleList)).body).toHaveLength(3);
    for (const limit of [201, 5000, 10000]) {
      const capped = await getJson(`/api/articles?limit=${limit}`, ZArticleList);
      expect(capped.status).toBe(200);
      // Every published article: the seeded list, and the one below it.
      expect(capped.body).toHaveLength(LISTED_ARTICLES + 1);
    }
    const refused = await getJson("/api/articles?limit=10001", ZErrorBody);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: "limit must be at most 10000 (lists are capped at 200 articles)" });
  });

  it.each([
    ["limit=-1", "limit must be at least 1"],
    ["limit=0", "limit must be at least 1"],
    ["limit=abc", "limit must be a whole number"],
    ["limit=2.5", "limit must be a whole number"],
    ["limit=99999999", "limit must be at most 10000"],
    ["exclude=99999999999", "exclude must be an article id (at most 2147483647)"],
    ["exclude=2147483648", "exclude must be an article id (at most 2147483647)"],
    ["category=3000000000", "category must be a slug or an id from 1 to 2147483647"],
    [`category=${"9".repeat(40)}`, "category must be a slug or an id from 1 to 2147483647"],
    ["type=podcast", "type must be one of review, versus, award, interview, tech-news, how-to, saas"],
    ["exclude=abc", "exclude must be an article id"],
    ["sort=random", "sort must be newest, rating or title"],
    [`search=${"x".repeat(201)}`, "search must be at most 200 characters"],
  ])("answers 400 with an error for %s", async (query, message) => {
    const { status, body } = await getJson(`/api/articles?${query}`, ZErrorBody);
    expect(status).toBe(400);
    expect(body.error).toContain(message);
  });

  it("filters by category id and by category slug", async () => {
    const byId = await getJson(`/api/articles?category=${seeded.categoryId}`, ZArticleList);
    const bySlug = await getJson("/api/articles?category=test-gadgets", ZArticleList);
    expect(byId.body.map((a) => a.title)).toEqual([seeded.searchTitle]);
    expect(bySlug.body.map((a) => a.title)).toEqual([seeded.searchTitle]);
    expect((await getJson("/api/articles?category=no-such-category", ZArticleList)).body).toEqual([]);
  });

  it("searches title or excerpt case-insensitively, treating wildcards literally", async () => {
    expect((await getJson("/api/articles?search=quokka%20x1", ZArticleList)).body.map((a) => a.title)).toEqual([
      seeded.searchTitle,
    ]);
    expect((await getJson("/api/articles?search=uniqueword", ZArticleList)).body.map((a) => a.title)).toEqual([
      seeded.searchTitle,
    ]);
    expect((await getJson("/api/articles?search=%25%25%25", ZArticleList)).body).toEqual([]);
    expect((await getJson("/api/articles?search=secret%20draft", ZArticleList)).body).toEqual([]);
  });

  it("accepts the largest possible ids, which match nothing", async () => {
    expect((await getJson("/api/articles?category=2147483647", ZArticleList)).body).toEqual([]);
    const { status, body } = await getJson("/api/articles?limit=3&exclude=2147483647", ZArticleList);
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
  });

  it("excludes one article by id", async () => {
    const { body } = await getJson(`/api/articles?type=review&limit=200&exclude=${seeded.excludeId}`, ZArticleList);
    expect(body.map((a) => a.id)).not.toContain(seeded.excludeId);
  });

  it("never caches tech-news lists", async () => {
    const news = await getJson("/api/articles?type=tech-news&limit=6", ZArticleList);
    expect(news.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/articles/{slug}", () => {
  it("returns one published article", async () => {
    const slug = "the-quokka-x1-router-review";
    const { status, body } = await getJson(`/api/articles/${slug}`, ZArticle);
    expect(status).toBe(200);
    expect(body.title).toBe(seeded.searchTitle);
    expect(body.content).toContain("## First");
  });

  it.each([
    ["an unknown slug", "no-such-article"],
    ["a draft", "DRAFT"],
    ["a deleted article", "DELETED"],
  ])("answers 404 Article not found for %s", async (_label, slug) => {
    const target = slug === "DRAFT" ? seeded.draftSlug : slug === "DELETED" ? seeded.deletedSlug : slug;
    const { status, body } = await getJson(`/api/articles/${target}`, ZErrorBody);
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Article not found" });
  });
});

describe("taxonomy", () => {
  it("lists categories as {id, name, slug}", async () => {
    const { status, body } = await getJson("/api/categories", z.array(ZTaxonomyTerm.strict()));
    expect(status).toBe(200);
    expect(body.map((c) => c.name)).toEqual(["Audio", "Laptops", "Phones", "Test Gadgets"]);
    for (const category of body) expect(Object.keys(category).sort()).toEqual(["id", "name", "slug"]);
  });

  it("lists tags", async () => {
    const { status, body } = await getJson("/api/tags", ZTaxonomyTerm.array());
    expect(status).toBe(200);
    expect(body.map((t) => t.name)).toContain("Zeta Tag");
  });
});

it.each(["/api/nothing-here", "/api", "/api/", "/api/admin", "/api/content/nothing-here"])(
  "answers the unknown API path %s with a JSON 404",
  async (path) => {
    const { status, body } = await getJson(path, ZErrorBody);
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Not found" });
  },
);
