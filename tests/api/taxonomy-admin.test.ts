// Categories and tags as the admin manages them (list with counts, rename, merge, delete), and generated articles
// choosing an existing category instead of making a new one from the model's free text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseExistingCategory, findSimilarArticle } from "~/generation/save-generated-article.server";
import { insertArticle, insertCategory, insertTag } from "../support/seed";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

const ACCESS_CODE = "taxonomy-admin-code";
let database: TTestDatabase;
let server: TTestServer;
let token = "";
const ids = { phones: 0, smartphones: 0, audio: 0, android: 0, google: 0 };
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

async function list(kind: "categories" | "tags") {
  const response = await api(`/api/admin/taxonomy/${kind}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string; articleCount: number }[]).map((t) => [t.name, t.articleCount]);
}

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
  });
  server = await startServerProcess({ ...database.env, ADMIN_ACCESS_CODE: ACCESS_CODE }, SERVER_START_MS);
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
    ]);
    expect(await list("tags")).toEqual([
      ["Android", 1],
      ["Google", 2],
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
    expect(await merged.json()).toEqual([
      expect.objectContaining({ name: "Audio Gear", articleCount: 0 }),
      expect.objectContaining({ name: "Smartphones", articleCount: 3 }),
    ]);
    const pixel = (await (await api("/api/articles/pixel-a")).json()) as { category: { name: string } };
    expect(pixel.category.name).toBe("Smartphones");
    // The merged category's address leads to the one it went into.
    expect(await visit("/reviews?category=phones")).toEqual([301, "/reviews?category=smartphones"]);
    expect(await visit("/reviews?category=smartphones")).toEqual([200, "listed"]);
    // Tags: an article with both keeps one.
    const tags = await api(`/api/admin/taxonomy/tags/${ids.android}`, {
      method: "PUT",
      body: { mergeInto: ids.google },
    });
    expect(await tags.json()).toEqual([expect.objectContaining({ name: "Google", articleCount: 2 })]);
    const self = await api(`/api/admin/taxonomy/tags/${ids.google}`, {
      method: "PUT",
      body: { mergeInto: ids.google },
    });
    expect([self.status, await self.json()]).toEqual([400, { error: "A tag cannot be merged into itself" }]);
  });

  it("delete one: its articles stay, without it", async () => {
    const deleted = await api(`/api/admin/taxonomy/categories/${ids.smartphones}`, { method: "DELETE" });
    expect(await deleted.json()).toEqual([expect.objectContaining({ name: "Audio Gear" })]);
    const pixel = (await (await api("/api/articles/pixel-b")).json()) as { category: unknown };
    expect(pixel.category).toBeNull();
    // A deleted category's addresses, old ones included, lead nowhere: the filtered empty state.
    expect(await visit("/reviews?category=phones")).toEqual([200, "empty"]);
    const again = await api(`/api/admin/taxonomy/categories/${ids.smartphones}`, { method: "DELETE" });
    expect([again.status, await again.json()]).toEqual([404, { error: "No such category" }]);
  });
});
