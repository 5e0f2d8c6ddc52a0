// Categories and tags as the admin manages them (list with counts, rename, merge, delete), and generated articles
// choosing an existing category instead of making a new one from the model's free text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseExistingCategory, findSimilarArticle } from "~/generation/save-generated-article.server";
import { describeHealth, healthDuring, RENDER_PROBE_TOKEN, slowestHealthMs } from "../support/health-probe";
import { insertArticle, insertCategory, insertManyArticles, insertTag } from "../support/seed";
import { tags } from "~/db/schema";
import { slugify } from "~/lib/slug";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

const ACCESS_CODE = "taxonomy-admin-code";
let database: TTestDatabase;
let server: TTestServer;
let token = "";
const ids = { phones: 0, smartphones: 0, audio: 0, android: 0, google: 0, crowded: 0, crowdedTag: 0 };
const choices: Record<string, unknown> = {};
const similar: Record<string, unknown> = {};

function api(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const bearer = init.token === undefined ? token : init.token;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Where a public section page sends a reader: [status, Location] of a redirect, or [status, the empty-list text]. */
async function visit(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  if (response.status !== 200) return [response.status, response.headers.get("location")];
  const html = await response.text();
  return [response.status, html.includes("No reviews in this category yet.") ? "empty" : "listed"];
}

interface TPage {
  terms: { id: number; name: string; articleCount: number }[];
  total: number;
}

/** A page of the admin's list (the first by default) as [name, article count] pairs. */
async function list(kind: "categories" | "tags", query = "") {
  const response = await api(`/api/admin/taxonomy/${kind}${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as TPage).terms.map((t) => [t.name, t.articleCount]);
}

/** The terms a change answers (the page its query names). */
async function termsOf(response: Response) {
  return ((await response.json()) as TPage).terms;
}

// The screen at scale: this many tags besides the few above, and one category and one tag on this many articles.
const SCALE_TAGS = 3_000;
const SCALE_ARTICLES = 2_000;

// A shared 2-core machine under load can take a minute to start a server.
const SERVER_START_MS = 120_000;
const SETUP_MS = 240_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase(async (db) => {
    ids.phones = (await insertCategory(db, "Phones")).id;
    ids.smartphones = (await insertCategory(db, "Smartphones")).id;
    ids.audio = (await insertCategory(db, "Audio")).id;
    ids.android = (await insertTag(db, "Android")).id;
    ids.google = (await insertTag(db, "Google")).id;
    await insertArticle(db, { title: "Pixel A", categoryId: ids.phones, tagIds: [ids.android, ids.google] });
    await insertArticle(db, { title: "Pixel B", categoryId: ids.smartphones, tagIds: [ids.google] });
    await insertArticle(db, { title: "Galaxy C", categoryId: ids.smartphones, publishingStatus: "draft" });
    // What a generator does with the model's category name, before the server holds the database.
    for (const name of ["phones", "Smartphone", "AUDIO", "Kitchen Appliances", " ", undefined]) {
      choices[String(name)] = await chooseExistingCategory(db, name);
    }
    // What a generator's success card warns about: the same title again, or the same source page.
    await insertArticle(db, { title: "Best Kettle 2026", slug: "best-kettle-2026" });
    await insertArticle(db, { title: "Best Kettle 2026 (again)", slug: "best-kettle-2026-2" });
    await insertArticle(db, { title: "Aero Review", sourceUrls: ["https://www.amazon.com/dp/B0AERO0001"] });
    similar.sameTitle = await findSimilarArticle(db, "Best Kettle 2026", []);
    similar.sameSource = await findSimilarArticle(db, "A New Title", ["https://www.amazon.com/dp/B0AERO0001"]);
    similar.longerTitle = await findSimilarArticle(db, "Best Kettle 2026 Winners", ["https://example.com/x"]);
    // Named after the few above in every order the lists use.
    await db.insert(tags).values(
      Array.from({ length: SCALE_TAGS }, (_, n) => {
        const name = `Zz Scale Tag ${String(n).padStart(4, "0")}`;
        return { name, slug: slugify(name) };
      }),
    );
    ids.crowded = (await insertCategory(db, "Zz Crowded")).id;
    ids.crowdedTag = (await insertTag(db, "Zz Crowded Tag")).id;
    await insertManyArticles(db, SCALE_ARTICLES, {
      title: (n) => `Crowded Article ${n}`,
      categoryId: ids.crowded,
      tagIds: [ids.crowdedTag],
    });
  });
  server = await startServerProcess(
    { ...database.env, ADMIN_ACCESS_CODE: ACCESS_CODE, RESPONSE_CACHE_BYPASS_TOKEN: RENDER_PROBE_TOKEN },
    SERVER_START_MS,
  );
  const response = await api("/api/admin/login", { method: "POST", body: { accessCode: ACCESS_CODE }, token: null });
  token = ((await response.json()) as { token: string }).token;
}, SETUP_MS);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe("generated articles' categories", () => {
  it("take an existing category by name, singular or plural, and only propose a new one", () => {
    expect(choices).toEqual({
      phones: { categoryId: ids.phones },
      Smartphone: { categoryId: ids.smartphones },
      AUDIO: { categoryId: ids.audio },
      "Kitchen Appliances": { categoryId: null, proposedCategory: "Kitchen Appliances" },
      " ": { categoryId: null },
      undefined: { categoryId: null },
    });
  });
});

describe("a generated article's near duplicates", () => {
  it("are found by the same title (with a -N suffix) or the same source page", () => {
    expect(similar).toEqual({
      sameTitle: { title: "Best Kettle 2026 (again)", slug: "best-kettle-2026-2" },
      sameSource: { title: "Aero Review", slug: "aero-review" },
      longerTitle: null,
    });
  });
});

describe("the admin's categories and tags", () => {
  it("are behind the admin gate", async () => {
    expect((await api("/api/admin/taxonomy/categories", { token: null })).status).toBe(401);
    expect((await api(`/api/admin/taxonomy/categories/${ids.audio}`, { method: "DELETE", token: null })).status).toBe(
      401,
    );
  });

  it("list every category and tag with its article count, drafts included", async () => {
    expect(await list("categories")).toEqual([
      ["Audio", 0],
      ["Phones", 1],
      ["Smartphones", 2],
      ["Zz Crowded", SCALE_ARTICLES],
    ]);
    expect((await list("tags")).slice(0, 4)).toEqual([
      ["Android", 1],
      ["Google", 2],
      ["Zz Crowded Tag", SCALE_ARTICLES],
      ["Zz Scale Tag 0000", 0],
    ]);
    const unknown = await api("/api/admin/taxonomy/colours");
    expect(unknown.status).toBe(404);
  });

  it("rename, refusing a name another one has and an empty name, losing nothing", async () => {
    const clash = await api(`/api/admin/taxonomy/categories/${ids.audio}`, { method: "PUT", body: { name: "phones" } });
    expect([clash.status, await clash.json()]).toEqual([
      409,
      { error: 'A category named "Phones" already exists: merge into it instead.' },
    ]);
    const empty = await api(`/api/admin/taxonomy/categories/${ids.audio}`, { method: "PUT", body: { name: "  " } });
    expect([empty.status, ((await empty.json()) as { error: string }).error]).toEqual([400, "Name is required"]);
    const renamed = await api(`/api/admin/taxonomy/categories/${ids.audio}`, {
      method: "PUT",
      body: { name: "Headphones & Speakers" },
    });
    expect(renamed.status).toBe(200);
    expect((await list("categories"))[0]).toEqual(["Headphones & Speakers", 0]);
    const categories = (await (await api("/api/categories")).json()) as { name: string; slug: string }[];
    expect(categories.find((c) => c.name === "Headphones & Speakers")?.slug).toBe("headphones-speakers");
    // The old address leads to the new one, permanently, keeping the rest of the address.
    expect(await visit("/reviews?category=audio&sort=rating")).toEqual([
      301,
      "/reviews?category=headphones-speakers&sort=rating",
    ]);
    expect(await visit("/reviews?category=headphones-speakers")).toEqual([200, "empty"]);
    // A category that never existed keeps the filtered empty state.
    expect(await visit("/reviews?category=no-such-category")).toEqual([200, "empty"]);
  });

  it("renamed twice, both old addresses lead to the newest, even one a reader just had cached", async () => {
    expect(await visit("/reviews?category=headphones-speakers")).toEqual([200, "empty"]);
    const renamed = await api(`/api/admin/taxonomy/categories/${ids.audio}`, {
      method: "PUT",
      body: { name: "Audio Gear" },
    });
    expect(renamed.status).toBe(200);
    // The change reaches the response cache through the database's notification: no reader gets the old page.
    await expect
      .poll(() => visit("/reviews?category=headphones-speakers"))
      .toEqual([301, "/reviews?category=audio-gear"]);
    expect(await visit("/reviews?category=audio")).toEqual([301, "/reviews?category=audio-gear"]);
    expect(await visit("/how-to?category=Audio")).toEqual([301, "/how-to?category=audio-gear"]);
  });

  it("merge one into another: its articles move, it goes", async () => {
    const merged = await api(`/api/admin/taxonomy/categories/${ids.phones}`, {
      method: "PUT",
      body: { mergeInto: ids.smartphones },
    });
    expect(merged.status).toBe(200);
    expect(await termsOf(merged)).toEqual([
      expect.objectContaining({ name: "Audio Gear", articleCount: 0 }),
      expect.objectContaining({ name: "Smartphones", articleCount: 3 }),
      expect.objectContaining({ name: "Zz Crowded", articleCount: SCALE_ARTICLES }),
    ]);
    const pixel = (await (await api("/api/articles/pixel-a")).json()) as { category: { name: string } };
    expect(pixel.category.name).toBe("Smartphones");
    // The merged category's address leads to the one it went into.
    expect(await visit("/reviews?category=phones")).toEqual([301, "/reviews?category=smartphones"]);
    expect(await visit("/reviews?category=smartphones")).toEqual([200, "listed"]);
    // Tags: an article with both keeps one.
    const tagsMerged = await api(`/api/admin/taxonomy/tags/${ids.android}?q=goo`, {
      method: "PUT",
      body: { mergeInto: ids.google },
    });
    expect(await tagsMerged.json()).toEqual({
      terms: [expect.objectContaining({ name: "Google", articleCount: 2 })],
      total: 1,
    });
    const self = await api(`/api/admin/taxonomy/tags/${ids.google}`, {
      method: "PUT",
      body: { mergeInto: ids.google },
    });
    expect([self.status, await self.json()]).toEqual([400, { error: "A tag cannot be merged into itself" }]);
  });

  it("delete one: its articles stay, without it", async () => {
    const deleted = await api(`/api/admin/taxonomy/categories/${ids.smartphones}`, { method: "DELETE" });
    expect((await termsOf(deleted)).map((term) => term.name)).toEqual(["Audio Gear", "Zz Crowded"]);
    const pixel = (await (await api("/api/articles/pixel-b")).json()) as { category: unknown };
    expect(pixel.category).toBeNull();
    // A deleted category's addresses, old ones included, lead nowhere: the filtered empty state.
    expect(await visit("/reviews?category=phones")).toEqual([200, "empty"]);
    const again = await api(`/api/admin/taxonomy/categories/${ids.smartphones}`, { method: "DELETE" });
    expect([again.status, await again.json()]).toEqual([404, { error: "No such category" }]);
  });
});

describe("the admin's categories and tags at scale", () => {
  it("answer a page of 3,000 tags, searched and paged, in a bounded time and size", async () => {
    const started = performance.now();
    const first = await api("/api/admin/taxonomy/tags");
    const firstMs = performance.now() - started;
    const body = await first.text();
    const page = JSON.parse(body) as TPage;
    // Every term is counted in the total, only a page is sent: the answer is the same size with 30 tags or 3,000.
    // Google and the crowded tag besides the scale's (Android was merged above).
    expect([page.terms.length, page.total]).toEqual([50, SCALE_TAGS + 2]);
    expect(body.length).toBeLessThan(8_000);
    // A few milliseconds on a quiet machine; the bound is for a loaded one and refuses a list grown with the terms.
    expect(firstMs).toBeLessThan(2_000);

    const last = (await (await api(`/api/admin/taxonomy/tags?offset=${SCALE_TAGS - 1}&limit=50`)).json()) as TPage;
    expect(last.terms.map((term) => term.name)).toEqual([
      "Zz Scale Tag 2997",
      "Zz Scale Tag 2998",
      "Zz Scale Tag 2999",
    ]);
    const searched = (await (await api("/api/admin/taxonomy/tags?q=tag%20012&limit=5")).json()) as TPage;
    expect([searched.terms.map((term) => term.name), searched.total]).toEqual([
      ["Zz Scale Tag 0120", "Zz Scale Tag 0121", "Zz Scale Tag 0122", "Zz Scale Tag 0123", "Zz Scale Tag 0124"],
      10,
    ]);
    // LIKE's own characters are searched for as written.
    expect(await list("tags", "?q=%25")).toEqual([]);
    const bad = await api("/api/admin/taxonomy/tags?limit=5000");
    expect([bad.status, await bad.json()]).toEqual([400, { error: "limit must be between 1 and 100" }]);
  });

  it.each([
    ["categories", "crowded"],
    ["tags", "crowdedTag"],
  ] as const)(
    "merge %s of 2,000 articles while /healthz answers within a second (on a quiet machine) throughout",
    { timeout: 120_000 },
    async (kind, key) => {
      const into = (await (
        await api(`/api/admin/taxonomy/${kind}`, { method: "POST", body: { name: `Zz Roomy ${kind}` } })
      ).json()) as { id: number };
      const merge = await healthDuring(server.url, () =>
        api(`/api/admin/taxonomy/${kind}/${ids[key]}?q=zz%20roomy`, { method: "PUT", body: { mergeInto: into.id } }),
      );
      expect(merge.result.status).toBe(200);
      expect(await termsOf(merge.result)).toEqual([
        expect.objectContaining({ name: `Zz Roomy ${kind}`, articleCount: SCALE_ARTICLES }),
      ]);
      expect(merge.healthMs.length, describeHealth(merge)).toBeGreaterThanOrEqual(1);
      expect(slowestHealthMs(merge), describeHealth(merge)).toBeLessThan(merge.boundMs);
    },
  );
});
