// Public pages and API answers come from the cache until content changes; a change anywhere drops them at once.
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createTestDatabase,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
  logInAsAdmin,
} from "../support/test-server";

const ACCESS_CODE = "response-cache-code";
// Requests with it render afresh (what a cache miss does), as the benchmarks measure renders.
const BYPASS_TOKEN = "response-cache-render";
let database: TTestDatabase;
let server: TTestServer;
let token = "";

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  server = await startServerProcess({
    ...database.env,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    SEED_DEMO_CONTENT: "true",
    RESPONSE_CACHE_BYPASS_TOKEN: BYPASS_TOKEN,
  });
  token = await logInAsAdmin(server.url, ACCESS_CODE);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

it("serves a page from the cache with an ETag, gzip and 304 for a matching If-None-Match", async () => {
  const first = await fetch(`${server.url}/reviews`);
  expect(first.headers.get("x-cache")).toBe("MISS");
  const second = await fetch(`${server.url}/reviews`);
  expect(second.headers.get("x-cache")).toBe("HIT");
  expect(await second.text()).toBe(await first.text());
  const etag = second.headers.get("etag")!;
  expect(etag).toMatch(/^".+"$/);
  const conditional = await fetch(`${server.url}/reviews`, { headers: { "If-None-Match": etag } });
  expect(conditional.status).toBe(304);
  const gzip = await fetch(`${server.url}/reviews`, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
});

it("tells browsers and CDNs to ask again before reusing a public page", async () => {
  const reusable = "public, no-cache";
  const slug = ((await (await fetch(`${server.url}/api/articles?limit=1`)).json()) as { slug: string }[])[0]!.slug;
  for (const path of [
    "/",
    "/reviews",
    "/versus",
    "/awards",
    "/how-to",
    "/software",
    "/interviews",
    "/about",
    "/privacy",
    `/article/${slug}`,
  ]) {
    expect({ path, cacheControl: (await fetch(`${server.url}${path}`)).headers.get("cache-control") }).toEqual({
      path,
      cacheControl: reusable,
    });
  }
  // Tech news is never stored, as the spec's client rules say.
  expect((await fetch(`${server.url}/tech-news`)).headers.get("cache-control")).toBe("no-store");
});

it("never caches admin answers, tech news or the health check", async () => {
  await fetch(`${server.url}/api/admin/articles`, { headers: { Authorization: `Bearer ${token}` } });
  const admin = await fetch(`${server.url}/api/admin/articles`, { headers: { Authorization: `Bearer ${token}` } });
  expect(admin.headers.get("x-cache")).toBeNull();
  await fetch(`${server.url}/api/articles?type=tech-news`);
  expect((await fetch(`${server.url}/api/articles?type=tech-news`)).headers.get("x-cache")).toBeNull();
  expect((await fetch(`${server.url}/healthz`)).headers.get("x-cache")).toBeNull();
});

it("drops cached answers as soon as an article is published, edited or deleted", async () => {
  const listBefore = (await (await fetch(`${server.url}/api/articles?limit=200`)).json()) as { slug: string }[];
  expect((await fetch(`${server.url}/api/articles?limit=200`)).headers.get("x-cache")).toBe("HIT");

  const created = await fetch(`${server.url}/api/admin/articles`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: "Cache Buster Review",
      slug: "cache-buster-review",
      content: "## One\nText.",
      articleType: "review",
      publishingStatus: "published",
    }),
  });
  const article = (await created.json()) as { id: number; version: number };
  await expect
    .poll(async () => ((await (await fetch(`${server.url}/api/articles?limit=200`)).json()) as unknown[]).length, {
      timeout: 2000,
      interval: 50,
    })
    .toBe(listBefore.length + 1);

  const page = await (await fetch(`${server.url}/article/cache-buster-review`)).text();
  expect(page).toContain("Cache Buster Review");
  await fetch(`${server.url}/api/admin/articles/${article.id}`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: "Cache Buster Review, Edited",
      slug: "cache-buster-review",
      content: "## One\nText.",
      articleType: "review",
      publishingStatus: "published",
      version: article.version,
    }),
  });
  await expect
    .poll(
      async () =>
        (await (await fetch(`${server.url}/article/cache-buster-review`)).text()).includes(
          "Cache Buster Review, Edited",
        ),
      { timeout: 2000, interval: 50 },
    )
    .toBe(true);

  await fetch(`${server.url}/api/admin/articles/${article.id}`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${token}` },
  });
  await expect
    .poll(async () => (await fetch(`${server.url}/article/cache-buster-review`)).status, {
      timeout: 2000,
      interval: 50,
    })
    .toBe(404);
});

it("renders an article from its data kept in memory only until it changes: an edit, an unpublish and a delete show on the first render after the write's answer", async () => {
  const render = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, {
      headers: { "X-Cache-Bypass": BYPASS_TOKEN },
      redirect: "manual",
    });
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  };
  const write = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBeLessThan(300);
    return (await response.json()) as { id: number; version: number };
  };
  const fields = {
    title: "Kept Data Review",
    slug: "kept-data-review",
    content: "## Battery\nTwelve hours of video.",
    articleType: "review",
    publishingStatus: "published",
  };
  let article = await write("POST", "/api/admin/articles", fields);
  // Rendered twice: the second render takes the article's data from memory.
  for (let i = 0; i < 2; i++) {
    const page = await render("/article/kept-data-review");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Twelve hours of video.");
  }
  expect(await render("/article/kept-data-review.data")).toMatchObject({ status: 200 });

  article = await write("PUT", `/api/admin/articles/${article.id}`, {
    ...fields,
    title: "Kept Data Review, Edited",
    content: "## Battery\nNine hours of video.",
    version: article.version,
  });
  const edited = await render("/article/kept-data-review");
  expect(edited.text).toContain("Kept Data Review, Edited");
  expect(edited.text).toContain("Nine hours of video.");
  expect(edited.text).not.toContain("Twelve hours");
  expect((await render("/article/kept-data-review.data")).text).toContain("Kept Data Review, Edited");

  article = await write("PUT", `/api/admin/articles/${article.id}`, {
    ...fields,
    publishingStatus: "draft",
    version: article.version,
  });
  // Taken off the site: its address leads on to its section.
  expect(await render("/article/kept-data-review")).toMatchObject({ status: 302, location: "/reviews" });

  article = await write("PUT", `/api/admin/articles/${article.id}`, { ...fields, version: article.version });
  expect(await render("/article/kept-data-review")).toMatchObject({ status: 200 });
  await write("DELETE", `/api/admin/articles/${article.id}`);
  expect((await render("/article/kept-data-review")).status).toBe(404);
  expect((await render("/article/kept-data-review.data")).status).toBe(404);
});

it("keeps one copy of a page whatever cookies and cache-busting query strings readers send (security finding 9)", async () => {
  // Fresh again after the changes of the tests above.
  await expect
    .poll(async () => (await fetch(`${server.url}/reviews?cb=0`)).headers.get("x-cache"), {
      timeout: 5000,
      interval: 50,
    })
    .toBe("HIT");
  const body = await (await fetch(`${server.url}/reviews`, { headers: { Cookie: "_ga=GA1.1.0" } })).text();
  for (let i = 1; i <= 200; i++) {
    const response = await fetch(`${server.url}/reviews?cb=${i}&utm_source=mail${i}&fbclid=${i}`, {
      headers: { Cookie: `_ga=GA1.1.${i}; consent=yes` },
    });
    expect(response.headers.get("x-cache")).toBe("HIT");
    if (i === 200) expect(await response.text()).toBe(body);
    else await response.body?.cancel();
  }
  // The parameters a page reads still make their own pages.
  const sorted = await fetch(`${server.url}/reviews?sort=title&cb=1`);
  expect(sorted.headers.get("x-cache")).toBe("MISS");
});

it("values of a route's own parameters that mean the same answer share one render (attack run 3, finding N9)", async () => {
  const get = (path: string) => fetch(`${server.url}${path}`);
  const plain = await get("/api/articles?type=review&limit=20");
  const plainBody = await plain.text();
  const listed = (JSON.parse(plainBody) as { id: number }[]).map((article) => article.id);
  expect(listed.length).toBeGreaterThan(2);
  // An `exclude` that names no listed article answers the plain list, from its one render: ids of no article, or of
  // one the list does not show; and the same list written other ways (defaults, leading zeros, a limit past the cap).
  const sameList = [
    ...Array.from({ length: 300 }, (_, i) => `/api/articles?type=review&limit=20&exclude=${1_000_000 + i}`),
    "/api/articles?limit=020&type=review&sort=newest",
    "/api/articles?type=review&limit=%2B20&exclude=0999999",
  ];
  for (const path of sameList) {
    const response = await get(path);
    expect({ path, cache: response.headers.get("x-cache") }).toEqual({ path, cache: "HIT" });
    expect(await response.text()).toBe(plainBody);
  }
  // A limit past the cap is the capped list.
  const capped = await (await get("/api/articles?limit=500")).text();
  const atCap = await get("/api/articles?limit=200");
  expect(atCap.headers.get("x-cache")).toBe("HIT");
  expect(await atCap.text()).toBe(capped);
  // An `exclude` that names a listed article is its own answer, without it.
  const excluded = await get(`/api/articles?type=review&limit=20&exclude=${listed[1]}`);
  expect(excluded.headers.get("x-cache")).toBe("MISS");
  expect((JSON.parse(await excluded.text()) as { id: number }[]).map((article) => article.id)).not.toContain(listed[1]);
  // A refused value is still refused (and never stored).
  expect((await get("/api/articles?exclude=abc")).status).toBe(400);

  // Section pages: values the page ignores, or its defaults, are the plain page.
  await get("/software");
  for (const path of [
    "/software?before=abc",
    "/software?limit=many",
    "/software?sort=bogus",
    "/software?category=all",
    "/software?limit=24",
    "/software?search=%20%20",
  ]) {
    expect({ path, cache: (await get(path)).headers.get("x-cache") }).toEqual({ path, cache: "HIT" });
  }
  // Search: the same words however they are spaced.
  await get("/search?q=pixel%20review");
  expect((await get("/search?q=%20%20pixel%20%20%20review%20&limit=20")).headers.get("x-cache")).toBe("HIT");
});

it("renders the lists again in the background straight after a publish, and never links a deleted article", async () => {
  // Read in this order, "/" least recently: the lists are rendered again most recent first, so once "/" is new,
  // every other one is too.
  const lists = ["/", "/reviews", "/search?q=review", "/api/articles?type=review&limit=12"];
  for (const path of lists) {
    await expect
      .poll(async () => (await fetch(`${server.url}${path}`)).headers.get("x-cache"), { timeout: 5000, interval: 50 })
      .toBe("HIT");
  }
  const created = await fetch(`${server.url}/api/admin/articles`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: "Rendered Again Review",
      slug: "rendered-again-review",
      excerpt: "A review published to see the lists follow.",
      content: "## One\nText.",
      articleType: "review",
      publishingStatus: "published",
    }),
  });
  const article = (await created.json()) as { id: number };
  // Readers get the old page (STALE) only until it is rendered again; nobody reading it renders it.
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${server.url}/`);
        const fresh = (await response.text()).includes("Rendered Again Review");
        seen.push(`${response.headers.get("x-cache")} ${fresh ? "new" : "old"}`);
        return fresh;
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true);
  expect(seen.filter((state) => !["STALE old", "HIT new", "MISS new"].includes(state))).toEqual([]);
  for (const path of lists.slice(1)) {
    const response = await fetch(`${server.url}${path}`);
    expect({ path, cache: response.headers.get("x-cache") }).toEqual({ path, cache: "HIT" });
    expect(await response.text()).toContain("Rendered Again Review");
  }

  // Deleted: once the server has heard of it (its page answers 404), no list links it, not even once.
  await fetch(`${server.url}/api/admin/articles/${article.id}`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${token}` },
  });
  await expect
    .poll(async () => (await fetch(`${server.url}/article/rendered-again-review`)).status, {
      timeout: 5000,
      interval: 50,
    })
    .toBe(404);
  for (const path of lists) {
    const response = await fetch(`${server.url}${path}`);
    expect({ path, cache: response.headers.get("x-cache") }).not.toEqual({ path, cache: "STALE" });
    expect(await response.text()).not.toContain("rendered-again-review");
  }
});

it("a server started with RESPONSE_CACHE_WARM answers readers before the warm-up ends, then has every published page ready, and a publish leaves other articles' pages fresh", async () => {
  // Tech news is never cached (its Cache-Control is private).
  const listed = (await (await fetch(`${server.url}/api/articles?limit=100`)).json()) as {
    slug: string;
    articleType: string;
  }[];
  const slugs = listed.filter((article) => article.articleType !== "tech-news").map((article) => article.slug);
  expect(slugs.length).toBeGreaterThan(20);
  await server.stop();
  server = await startServerProcess({
    ...database.env,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    SEED_DEMO_CONTENT: "true",
    RESPONSE_CACHE_WARM: "true",
  });
  // The warm-up runs after the server listens and yields to readers: the first reader is answered before it ends.
  const first = await fetch(`${server.url}/reviews`);
  expect(first.status).toBe(200);
  expect(await first.text()).toContain("</html>");
  expect(server.output()).not.toMatch(/Warmed the response cache/);
  token = await logInAsAdmin(server.url, ACCESS_CODE);
  await expect
    .poll(() => /Warmed the response cache: \d+ pages/.test(server.output()), { timeout: 60_000, interval: 100 })
    .toBe(true);
  // No reader asked for any of them on this server: every first read is a hit.
  for (const path of ["/", "/reviews", ...slugs.map((slug) => `/article/${slug}`)]) {
    const response = await fetch(`${server.url}${path}`, { headers: { Cookie: "_ga=GA1.1.1" } });
    expect({ path, cache: response.headers.get("x-cache") }).toEqual({ path, cache: "HIT" });
    await response.body?.cancel();
  }

  const created = await fetch(`${server.url}/api/admin/articles`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: "Warmed On Publish Review",
      slug: "warmed-on-publish-review",
      content: "## One\nText.",
      articleType: "review",
      publishingStatus: "published",
    }),
  });
  expect(created.status).toBe(201);
  // The lists follow the publish (rendered again at once); another article's page is not rendered for it.
  await expect
    .poll(async () => (await (await fetch(`${server.url}/reviews`)).text()).includes("Warmed On Publish Review"), {
      timeout: 5000,
      interval: 50,
    })
    .toBe(true);
  const other = await fetch(`${server.url}/article/${slugs[0]}`);
  expect(other.headers.get("x-cache")).toBe("HIT");
  await expect
    .poll(async () => (await fetch(`${server.url}/article/warmed-on-publish-review`)).status, {
      timeout: 5000,
      interval: 50,
    })
    .toBe(200);
});
