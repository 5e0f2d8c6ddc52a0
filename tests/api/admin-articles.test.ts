// The admin article API: the gate, validation messages, sanitising, revisions and conflict detection.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZAdminListQuery } from "~/articles/admin-articles.server";
import { z } from "zod";
import { ZAdminArticle, ZAdminListItem, ZArticle, ZArticleRevisionRow, ZErrorBody } from "~/articles/article-response";
import { readJson } from "../support/read-json";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";
import { insertArticle, insertAuthor, insertCategory, insertTag } from "../support/seed";

const ACCESS_CODE = "admin-articles-code";
let database: TTestDatabase;
let server: TTestServer;
let token = "";
const ids = { categoryId: 0, tagId: 0 };
const AUTHOR = "priya_benchmarks";

function api(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const bearer = init.token === undefined ? token : init.token;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

const ZAdminList = z.array(ZAdminListItem);

const validArticle = () => ({
  title: "Pixel Slate 3 Review",
  slug: `pixel-slate-3-review-${Math.random().toString(36).slice(2, 8)}`,
  excerpt: "A tablet that forgot what year it is.",
  content: "<h2>Design</h2><p>Thick bezels.</p>",
  metaTitle: "Pixel Slate 3 Review",
  metaDescription: "Short and blunt.",
  featuredImage: "https://example.com/slate.jpg",
  categoryId: ids.categoryId,
  articleType: "review",
  publishingStatus: "published",
  brutalScore: 6.4,
  tags: [{ id: ids.tagId }],
});

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase(async (db) => {
    ids.categoryId = (await insertCategory(db, "Tablets")).id;
    ids.tagId = (await insertTag(db, "Android")).id;
    // Titles that do not contain the author's name, so only the author match can find them.
    const author = await insertAuthor(db, AUTHOR);
    await insertArticle(db, { title: "Thermal Throttling Explained", authorId: author.id });
    await insertArticle(db, { title: "Unsigned Draft About Docks", authorId: author.id, publishingStatus: "draft" });
    await insertArticle(db, { title: "Nobody's Keyboard Review" });
  });
  server = await startServerProcess({ ...database.env, ADMIN_ACCESS_CODE: ACCESS_CODE });
  const response = await api("/api/admin/login", { method: "POST", body: { accessCode: ACCESS_CODE }, token: null });
  token = ((await response.json()) as { token: string }).token;
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe("the gate", () => {
  it.each([
    ["GET", "/api/admin/articles"],
    ["POST", "/api/admin/articles"],
    ["GET", "/api/admin/articles/1"],
    ["PUT", "/api/admin/articles/1"],
    ["DELETE", "/api/admin/articles/1"],
    ["GET", "/api/admin/articles/1/revisions"],
    ["POST", "/api/admin/articles/1/revisions"],
  ])("%s %s refuses a missing or wrong token", async (method, path) => {
    for (const bad of [null, "wrong-token"]) {
      const response = await api(path, { method, token: bad, body: method === "GET" ? undefined : {} });
      expect(response.status).toBe(401);
      expect((await readJson(response, ZErrorBody)).error).toMatch(/Invalid|expired/);
    }
  });
});

describe("create, read, update, delete", () => {
  it("creates a published article, sanitises its HTML and shows it publicly", async () => {
    const body = {
      ...validArticle(),
      content:
        '<h2 onclick="steal()">Design</h2><p>Fine<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
    };
    const response = await api("/api/admin/articles", { method: "POST", body });
    expect(response.status).toBe(201);
    const created = await readJson(response, ZAdminArticle);
    expect(created.content).not.toContain("<script");
    expect(created.content).not.toContain("onclick");
    expect(created.content).not.toContain("javascript:");
    expect(created.content).toContain("Design");
    expect(created.publishedAt).not.toBeNull();
    expect(created.version).toBe(1);
    expect(created.tags).toEqual([{ id: ids.tagId, name: "Android" }]);
    const publicView = await fetch(`${server.url}/api/articles/${body.slug}`);
    expect(publicView.status).toBe(200);
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: "x".repeat(256) }, "Title too long"],
    [{ slug: "" }, "Slug is required"],
    [{ slug: "x".repeat(256) }, "Slug too long"],
    [{ excerpt: "x".repeat(501) }, "Excerpt too long"],
    [{ content: "" }, "Content is required"],
    [{ content: "   " }, "Content is required"],
    // What an emptied rich-text editor leaves behind is no content either.
    [{ content: "<p>&nbsp;</p>" }, "Content is required"],
    [{ content: "<p><br></p>" }, "Content is required"],
    [{ content: "<h2> </h2><p>&#160;&nbsp;</p><!-- draft -->" }, "Content is required"],
    [
      { articleType: "podcast" },
      "Article type must be one of review, versus, award, interview, tech-news, how-to, saas",
    ],
    [{ metaTitle: "x".repeat(256) }, "Meta title too long"],
    [{ metaDescription: "x".repeat(161) }, "Meta description should be under 160 characters"],
    [{ featuredImage: "not a url" }, "Must be a valid URL"],
    [{ featuredImage: "javascript:alert(1)" }, "Must be a valid URL"],
    [{ brutalScore: 0.5 }, "Brutal score must be at least 1"],
    [{ brutalScore: 10.5 }, "Brutal score must be at most 10"],
    [{ brutalScore: "nine" }, "Brutal score must be a number from 1 to 10"],
    [{ publishingStatus: "archived" }, "Status must be published, scheduled, draft or deleted"],
    [{ categoryId: 999999 }, "Category 999999 does not exist"],
    [{ tags: [{ id: 999999 }] }, "One or more tags do not exist"],
  ])("refuses %o with the spec's message", async (change, message) => {
    const response = await api("/api/admin/articles", { method: "POST", body: { ...validArticle(), ...change } });
    expect(response.status).toBe(400);
    expect((await readJson(response, ZErrorBody)).error).toBe(message);
  });

  it("refuses a duplicate slug with 409 and writes nothing", async () => {
    const article = validArticle();
    expect((await api("/api/admin/articles", { method: "POST", body: article })).status).toBe(201);
    const again = await api("/api/admin/articles", { method: "POST", body: { ...article, title: "Other" } });
    expect(again.status).toBe(409);
    const list = await readJson(await api(`/api/admin/articles?search=Other&limit=100`), ZAdminList);
    expect(list.filter((a) => a.title === "Other")).toEqual([]);
  });

  it("lists with status and type filters and searches title", async () => {
    const draft = { ...validArticle(), title: "Draft Only Gadget", publishingStatus: "draft" };
    await api("/api/admin/articles", { method: "POST", body: draft });
    const drafts = await readJson(await api("/api/admin/articles?status=draft"), ZAdminList);
    expect(drafts.map((a) => a.title)).toContain("Draft Only Gadget");
    for (const a of drafts) expect(a.publishingStatus).toBe("draft");
    const found = await readJson(await api("/api/admin/articles?search=draft%20only"), ZAdminList);
    expect(found.map((a) => a.title)).toEqual(["Draft Only Gadget"]);
    expect((await api("/api/admin/articles?status=gone")).status).toBe(400);
  });

  it("searches by author username too (spec: 'Admin search matches title or author username')", async () => {
    const titles = async (search: string) =>
      (await readJson(await api(`/api/admin/articles?limit=100&search=${encodeURIComponent(search)}`), ZAdminList))
        .map((a) => a.title)
        .sort();
    expect(await titles(AUTHOR)).toEqual(["Thermal Throttling Explained", "Unsigned Draft About Docks"]);
    // Part of the name, in another case, with every status.
    expect(await titles("BENCHMARK")).toEqual(["Thermal Throttling Explained", "Unsigned Draft About Docks"]);
    const byAuthor = await readJson(await api(`/api/admin/articles?search=${AUTHOR}&status=draft`), ZAdminList);
    expect(byAuthor.map((a) => [a.title, a.author?.username])).toEqual([["Unsigned Draft About Docks", AUTHOR]]);
    // The title still matches, and an article without an author is found by its title alone.
    expect(await titles("keyboard review")).toEqual(["Nobody's Keyboard Review"]);
    expect(await titles("no such writer")).toEqual([]);
  });

  it("keeps a revision on every save, refuses stale versions, and restores a revision", async () => {
    const created = await readJson(
      await api("/api/admin/articles", { method: "POST", body: { ...validArticle(), publishingStatus: "draft" } }),
      ZAdminArticle,
    );
    const first = {
      ...validArticle(),
      slug: created.slug,
      title: "Second Title",
      version: 1,
      publishingStatus: "published",
    };
    const updated = await readJson(
      await api(`/api/admin/articles/${created.id}`, { method: "PUT", body: first }),
      ZAdminArticle,
    );
    expect(updated.title).toBe("Second Title");
    expect(updated.version).toBe(2);
    const publishedAt = updated.publishedAt;
    expect(publishedAt).not.toBeNull();

    // A save made from the old version is refused instead of overwriting the newer one.
    const stale = await api(`/api/admin/articles/${created.id}`, {
      method: "PUT",
      body: { ...first, title: "Stale", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await readJson(stale, ZErrorBody)).error).toContain("changed elsewhere");

    const third = await api(`/api/admin/articles/${created.id}`, {
      method: "PUT",
      body: { ...first, title: "Third Title", version: 2 },
    });
    expect((await readJson(third, ZAdminArticle)).publishedAt).toBe(publishedAt);

    const revisions = await readJson(
      await api(`/api/admin/articles/${created.id}/revisions`),
      ZArticleRevisionRow.array(),
    );
    expect(revisions.map((r) => [r.version, r.title])).toEqual([
      [2, "Second Title"],
      [1, "Pixel Slate 3 Review"],
    ]);
    const restore = await api(`/api/admin/articles/${created.id}/revisions`, {
      method: "POST",
      body: { revisionId: revisions[1]!.id },
    });
    expect(restore.status).toBe(200);
    const restored = await readJson(restore, ZAdminArticle);
    expect(restored.title).toBe("Pixel Slate 3 Review");
    expect(restored.version).toBe(4);
  });

  it("accepts a body with only a picture or an embedded video as content", async () => {
    for (const content of [
      '<p><img src="https://example.com/chart.png" alt="Chart"></p>',
      '<div class="video-embed"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></div>',
    ]) {
      const response = await api("/api/admin/articles", { method: "POST", body: { ...validArticle(), content } });
      expect(response.status).toBe(201);
    }
  });

  it("sanitises HTML on update as on create", async () => {
    const created = await readJson(
      await api("/api/admin/articles", { method: "POST", body: validArticle() }),
      ZAdminArticle,
    );
    const hostile =
      '<h2 onmouseover="steal()">Battery</h2><p>Dies by noon<script>alert(1)</script></p><a href="javascript:alert(1)">more</a><iframe src="https://evil.example/x"></iframe>';
    const response = await api(`/api/admin/articles/${created.id}`, {
      method: "PUT",
      body: { ...validArticle(), slug: created.slug, content: hostile, version: created.version },
    });
    expect(response.status).toBe(200);
    const updated = await readJson(response, ZAdminArticle);
    for (const stored of [
      updated.content,
      (await readJson(await api(`/api/admin/articles/${created.id}`), ZAdminArticle)).content,
    ]) {
      expect(stored).toContain("Battery");
      expect(stored).toContain("Dies by noon");
      expect(stored).not.toContain("<script");
      expect(stored).not.toContain("onmouseover");
      expect(stored).not.toContain("javascript:");
      expect(stored).not.toContain("evil.example");
    }
    const publicBody = (await readJson(await fetch(`${server.url}/api/articles/${created.slug}`), ZArticle)).content;
    expect(publicBody).not.toContain("<script");
  });

  it("sets publishedAt once: publish, back to draft, publish again keeps the first date", async () => {
    const created = await readJson(
      await api("/api/admin/articles", { method: "POST", body: { ...validArticle(), publishingStatus: "draft" } }),
      ZAdminArticle,
    );
    expect(created.publishedAt).toBeNull();
    const put = async (publishingStatus: string, version: number) =>
      await readJson(
        await api(`/api/admin/articles/${created.id}`, {
          method: "PUT",
          body: { ...validArticle(), slug: created.slug, publishingStatus, version },
        }),
        ZAdminArticle,
      );
    const published = await put("published", 1);
    expect(published.publishedAt).not.toBeNull();
    // The clock has moved past the first publication, so a date set again would differ from it.
    await expect.poll(() => Date.now()).toBeGreaterThan(Date.parse(published.publishedAt!));
    const draft = await put("draft", 2);
    expect(draft.publishedAt).toBe(published.publishedAt);
    const again = await put("published", 3);
    expect(again.publishingStatus).toBe("published");
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it("gives every list row the version it was read at, so an edit started from the list is checked", async () => {
    const created = await readJson(
      await api("/api/admin/articles", { method: "POST", body: { ...validArticle(), title: "Listed Version Probe" } }),
      ZAdminArticle,
    );
    const listed = async () =>
      (await readJson(await api("/api/admin/articles?search=Listed%20Version%20Probe"), z.tuple([ZAdminListItem])))[0];
    const row = await listed();
    expect(row.version).toBe(1);
    expect(row.version).toBe((await readJson(await api(`/api/admin/articles/${created.id}`), ZAdminArticle)).version);

    // Someone saves after the list was read; a save made from the list's copy is refused.
    const body = { ...validArticle(), slug: created.slug, title: "Listed Version Probe" };
    expect(
      (
        await api(`/api/admin/articles/${created.id}`, {
          method: "PUT",
          body: { ...body, excerpt: "Newer work.", version: row.version },
        })
      ).status,
    ).toBe(200);
    expect((await listed()).version).toBe(2);
    const stale = await api(`/api/admin/articles/${created.id}`, {
      method: "PUT",
      body: { ...body, excerpt: "Old copy.", version: row.version },
    });
    expect(stale.status).toBe(409);
    expect((await readJson(await api(`/api/admin/articles/${created.id}`), ZAdminArticle)).excerpt).toBe("Newer work.");

    // The spec's body has no version: an API client that sends none is still accepted (last write wins).
    const unversioned = await api(`/api/admin/articles/${created.id}`, {
      method: "PUT",
      body: { ...body, excerpt: "No version sent." },
    });
    expect(unversioned.status).toBe(200);
    expect((await readJson(unversioned, ZAdminArticle)).version).toBe(3);
  });

  it.each([
    ["limit=0", "limit must be at least 1"],
    ["limit=1.5", "limit must be a whole number"],
    ["limit=10001", "limit must be at most 10000 (lists are capped at 500 articles)"],
    ["type=podcast", "type must be one of review, versus, award, interview, tech-news, how-to, saas"],
  ])("answers the list query %s with a true message", async (query, message) => {
    const response = await api(`/api/admin/articles?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it("serves a limit between 500 and 10000 as 500", async () => {
    const response = await api("/api/admin/articles?limit=10000");
    expect(response.status).toBe(200);
    // The suite stores a handful of articles, so the cap itself is read where the query is parsed.
    expect(ZAdminListQuery.parse({ limit: "10000" }).limit).toBe(500);
    expect(ZAdminListQuery.parse({ limit: "501" }).limit).toBe(500);
    expect(ZAdminListQuery.parse({ limit: "499" }).limit).toBe(499);
  });

  it("stores the verdict as data: the page shows it in its boxes, JSON-LD carries it, the body keeps the rest", async () => {
    const verdict = {
      brutalSummary: "Fine for the gym, bad for calls.",
      positives: ["Secure fit", "Two-day battery"],
      negatives: ["Muffled microphone"],
      criteria: [
        { name: "Sound", score: 8.5 },
        { name: "Calls", score: 4 },
      ],
    };
    const body = {
      ...validArticle(),
      content: '<p>Intro.</p><p><a href="https://www.amazon.com/dp/B0TEST1234">Check the price</a></p><p>Closing.</p>',
      reviewSummary: verdict,
    };
    const created = await readJson(await api("/api/admin/articles", { method: "POST", body }), ZAdminArticle);
    expect(created.reviewSummary).toEqual(verdict);
    const html = await (await fetch(`${server.url}/article/${body.slug}`)).text();
    const verdictBox = html.slice(
      html.indexOf('aria-label="Verdict"'),
      html.indexOf("</section>", html.indexOf('aria-label="Verdict"')),
    );
    expect(verdictBox).toContain("Fine for the gym, bad for calls.");
    expect(verdictBox).toContain("Muffled microphone");
    expect(verdictBox).toContain('aria-label="Sound"');
    expect(html).toContain("Check the price");
    expect(html).toContain("Closing.");
    const review = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((block) => block["@type"] === "Review")!;
    expect(review.reviewRating).toEqual({ "@type": "Rating", ratingValue: 6.4, bestRating: 10, worstRating: 1 });
    expect(JSON.stringify(review.positiveNotes)).toContain("Two-day battery");
    expect(JSON.stringify(review.negativeNotes)).toContain("Muffled microphone");

    // Edited: the new verdict replaces the old; null removes it.
    const edited = { ...body, version: created.version, reviewSummary: { ...verdict, negatives: ["Heavy case"] } };
    const updated = await readJson(
      await api(`/api/admin/articles/${created.id}`, { method: "PUT", body: edited }),
      ZAdminArticle,
    );
    expect(updated.reviewSummary?.negatives).toEqual(["Heavy case"]);
    const cleared = await readJson(
      await api(`/api/admin/articles/${created.id}`, {
        method: "PUT",
        body: { ...edited, version: updated.version, reviewSummary: null },
      }),
      ZAdminArticle,
    );
    expect(cleared.reviewSummary).toBeNull();
  });

  it("refuses a malformed verdict with a message naming what is wrong", async () => {
    const response = await api("/api/admin/articles", {
      method: "POST",
      body: {
        ...validArticle(),
        reviewSummary: { brutalSummary: "x", positives: [], negatives: [], criteria: [{ name: "Sound", score: 12 }] },
      },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response, ZErrorBody)).error).toContain("A criterion's score must be at most 10");
  });

  it("deletes permanently", async () => {
    const created = await readJson(
      await api("/api/admin/articles", { method: "POST", body: validArticle() }),
      ZAdminArticle,
    );
    expect((await api(`/api/admin/articles/${created.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await api(`/api/admin/articles/${created.id}`)).status).toBe(404);
    expect((await api(`/api/admin/articles/${created.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await fetch(`${server.url}/api/articles/${created.slug}`)).status).toBe(404);
  });

  it.each(["abc", "0", "-1", "99999999999"])("answers 400 for the article id %s", async (id) => {
    const response = await api(`/api/admin/articles/${id}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Article id must be a number" });
  });
});
