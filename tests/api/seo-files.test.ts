// sitemap.xml, robots.txt, rss.xml, llms.txt and the /search page over real HTTP, against a fresh
// database with the demo content, a draft and a few articles written for these checks.
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertArticle } from "../support/seed";
import {
  createTestDatabase,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
  logInAsAdmin,
} from "../support/test-server";

const SITE_URL = "https://reviews.example.com";
const ACCESS_CODE = "seo-files-admin-code";
const HOSTILE_TITLE = `Cheap & <Nasty> "Earbuds" Review`;
const seeded = { draftSlug: "", hostileSlug: "", titleMatchSlug: "", bodyMatchSlug: "", excerptMatchSlug: "" };

let database: TTestDatabase;
let server: TTestServer;
let token = "";

function parseXml(xml: string): Document {
  const document = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`Invalid XML: ${error.textContent}`);
  return document;
}

function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function admin(path: string, method: string, body?: unknown) {
  return fetch(server.url + path, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function publishedSlugs(): Promise<string[]> {
  const response = await fetch(`${server.url}/api/articles?limit=200`);
  return ((await response.json()) as { slug: string }[]).map((a) => a.slug);
}

// Lowered from the protocol's 50,000 so that these few articles fill several sitemap files.
const SITEMAP_MAX_URLS = 10;

function readLocs(xml: string, element: "url" | "sitemap") {
  return [...parseXml(xml).getElementsByTagName(element)].map((entry) => ({
    loc: entry.getElementsByTagName("loc")[0]?.textContent ?? "",
    lastmod: entry.getElementsByTagName("lastmod")[0]?.textContent ?? null,
  }));
}

/** The files the sitemap index names, then every URL of each, in order. */
async function sitemapUrls() {
  const files = readLocs((await get("/sitemap.xml")).text, "sitemap");
  const urls: { loc: string; lastmod: string | null }[] = [];
  for (const file of files) {
    const response = await get(file.loc.slice(SITE_URL.length));
    expect(response.status, file.loc).toBe(200);
    urls.push(...readLocs(response.text, "url"));
  }
  return urls;
}

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  await database.withDatabase(async (db) => {
    const hour = 3_600_000;
    seeded.draftSlug = (
      await insertArticle(db, { title: "Zanzibarite Draft Router Review", publishingStatus: "draft" })
    ).slug;
    seeded.hostileSlug = (
      await insertArticle(db, {
        title: HOSTILE_TITLE,
        excerpt: "Bass < hype & more",
        publishedAt: new Date(Date.now() + hour),
      })
    ).slug;
    // The body-only match is the newest, so only ranking can put the title match first.
    seeded.titleMatchSlug = (
      await insertArticle(db, {
        title: "Zanzibarite Mesh Router Review",
        publishedAt: new Date(Date.now() - 48 * hour),
      })
    ).slug;
    seeded.bodyMatchSlug = (
      await insertArticle(db, {
        title: "Budget Wi-Fi Extender Review",
        content:
          "## Setup\nIt pairs with the zanzibarite chipset, **sort of**. See [the manual](https://example.com/manual).\n\n- Range is fine\n\n## Verdict\n<p>Fine &amp; cheap.</p>",
        publishedAt: new Date(Date.now() - hour),
      })
    ).slug;
    seeded.excerptMatchSlug = (
      await insertArticle(db, {
        title: "Travel Router Review",
        excerpt: "Pocket router with a zanzibarite radio",
        publishedAt: new Date(Date.now() - 24 * hour),
      })
    ).slug;
    // More than the feed's 50 items.
    for (let i = 0; i < 25; i++)
      await insertArticle(db, { title: `Filler Gadget ${i} Review`, articleType: i % 2 ? "tech-news" : "review" });
  });
  server = await startServerProcess({
    ...database.env,
    SITE_URL,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    SITEMAP_MAX_URLS: String(SITEMAP_MAX_URLS),
  });
  token = await logInAsAdmin(server.url, ACCESS_CODE);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe("GET /sitemap.xml", () => {
  it("is a sitemap index whose files, none over the per-file limit, list every published article once with its lastmod, and no draft", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const files = readLocs(response.text, "sitemap");
    const slugs = await publishedSlugs();
    expect(slugs.length).toBeGreaterThan(5 * SITEMAP_MAX_URLS);
    expect(files[0]).toEqual({ loc: `${SITE_URL}/sitemap-pages.xml`, lastmod: expect.stringMatching(/^\d{4}-/) });
    expect(files.length).toBeGreaterThan(5);
    for (const file of files.slice(1)) {
      expect(file.loc).toMatch(new RegExp(`^${SITE_URL}/sitemap-articles-\\d+\\.xml$`));
      const fileUrls = readLocs((await get(file.loc.slice(SITE_URL.length))).text, "url");
      expect(fileUrls.length).toBeGreaterThan(0);
      expect(fileUrls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      // A file is dated by its newest article.
      expect(file.lastmod).toBe(
        fileUrls
          .map((u) => u.lastmod!)
          .sort()
          .at(-1),
      );
    }
    const articleUrls = (await sitemapUrls()).filter((u) => u.loc.includes("/article/"));
    expect(articleUrls.map((u) => u.loc).sort()).toEqual(slugs.map((slug) => `${SITE_URL}/article/${slug}`).sort());
    expect(articleUrls.map((u) => u.loc)).not.toContain(`${SITE_URL}/article/${seeded.draftSlug}`);
    for (const url of articleUrls) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("answers 404 for a sitemap file it does not list", async () => {
    const files = readLocs((await get("/sitemap.xml")).text, "sitemap");
    const last = Number(/(\d+)\.xml$/.exec(files.at(-1)!.loc)![1]);
    for (const path of [`/sitemap-articles-${last + 1}.xml`, "/sitemap-articles-0.xml", "/sitemap-other.xml"])
      expect((await get(path)).status, path).toBe(404);
  });

  it("lists the home page and every section page with absolute URLs, sections dated by their newest article", async () => {
    const urls = await sitemapUrls();
    const byLoc = new Map(urls.map((u) => [u.loc, u.lastmod]));
    for (const path of [
      "/",
      "/reviews",
      "/versus",
      "/awards",
      "/how-to",
      "/tech-news",
      "/software",
      "/interviews",
      "/about",
      "/privacy",
      "/terms",
      "/contact",
    ]) {
      expect(byLoc.has(`${SITE_URL}${path}`)).toBe(true);
    }
    for (const path of ["/", "/reviews", "/versus", "/tech-news"])
      expect(byLoc.get(`${SITE_URL}${path}`)).toMatch(/^\d{4}-/);
    const articleDates = urls.filter((u) => u.loc.includes("/article/")).map((u) => u.lastmod!);
    expect(byLoc.get(`${SITE_URL}/`)).toBe([...articleDates].sort().at(-1));
  });

  it("answers a revalidation with 304 while nothing changed", async () => {
    const first = await get("/sitemap.xml");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await get("/sitemap.xml", { "If-None-Match": etag! })).status).toBe(304);
  });

  it("sends a file kept compressed as gzip, and as plain XML to a client that accepts no gzip", async () => {
    const texts: string[] = [];
    for (const encoding of ["gzip", "identity"]) {
      const response = await fetch(`${server.url}/sitemap-articles-1.xml`, {
        headers: { "Accept-Encoding": encoding },
      });
      expect(response.headers.get("content-encoding"), encoding).toBe(encoding === "gzip" ? "gzip" : null);
      texts.push(await response.text());
    }
    expect(texts[1]).toBe(texts[0]);
    const urls = readLocs(texts[0]!, "url");
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  });

  it("changes within one request once an article is published, edited or deleted on the running server", async () => {
    const before = await get("/sitemap.xml");
    const slug = `fresh-sitemap-review-${Date.now()}`;
    const body = {
      title: "Fresh Sitemap Review",
      slug,
      excerpt: "Just published.",
      content: "<h2>Verdict</h2><p>Fine.</p>",
      metaTitle: "Fresh Sitemap Review",
      metaDescription: "Just published.",
      featuredImage: "https://example.com/fresh.jpg",
      articleType: "review",
      publishingStatus: "published",
      brutalScore: 7,
      tags: [],
    };
    const created = await admin("/api/admin/articles", "POST", body);
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // A change drops the changed article's own pages at once; lists such as these may answer once more from the old
    // copy while one request renders the new one (decision 021), so a reader waits at most one request.
    const text = async (path: string) => (await get(path)).text;
    const sitemapLocs = async () => (await sitemapUrls()).map((u) => u.loc);
    await expect.poll(sitemapLocs).toContain(`${SITE_URL}/article/${slug}`);
    expect((await get("/sitemap.xml")).headers.get("etag")).not.toBe(before.headers.get("etag"));
    await expect.poll(() => text("/rss.xml")).toContain("Fresh Sitemap Review");

    const edited = await admin(`/api/admin/articles/${id}`, "PUT", {
      ...body,
      title: "Fresh Sitemap Review, Edited",
      version: 1,
    });
    expect(edited.status).toBe(200);
    await expect.poll(() => text("/rss.xml")).toContain("Fresh Sitemap Review, Edited");
    await expect.poll(() => text("/llms.txt")).toContain("Fresh Sitemap Review, Edited");

    expect((await admin(`/api/admin/articles/${id}`, "DELETE")).status).toBe(200);
    await expect.poll(sitemapLocs).not.toContain(`${SITE_URL}/article/${slug}`);
    await expect.poll(() => text("/rss.xml")).not.toContain("Fresh Sitemap Review");
  });
});

describe("section pages", () => {
  interface TListPage {
    path: string;
    canonical: string | null;
    prev: string | null;
    next: string | null;
    slugs: string[];
  }

  async function readListPage(path: string): Promise<TListPage> {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    const document = parseHtml(response.text);
    const link = (rel: string) => document.querySelector(`head link[rel="${rel}"]`)?.getAttribute("href") ?? null;
    // The page links in the body are the same as the ones in the head.
    const anchor = (rel: string) =>
      document.querySelector(`nav[aria-label="Pages"] a[rel="${rel}"]`)?.getAttribute("href");
    for (const rel of ["prev", "next"])
      expect(anchor(rel) ? `${SITE_URL}${anchor(rel)}` : null, `${path} ${rel}`).toBe(link(rel));
    const slugs = [...document.querySelectorAll("#main h3 a[href^='/article/']")].map((a) =>
      a.getAttribute("href")!.slice("/article/".length),
    );
    return { path, canonical: link("canonical"), prev: link("prev"), next: link("next"), slugs };
  }

  it("reach every published review once, newest first, a page at a time through rel=next and back through rel=prev", async () => {
    const response = await fetch(`${server.url}/api/articles?type=review&limit=200`);
    const reviews = ((await response.json()) as { slug: string }[]).map((a) => a.slug);
    expect(reviews.length).toBeGreaterThan(12);

    const forward: TListPage[] = [await readListPage("/reviews")];
    expect(forward[0]!.canonical).toBe(`${SITE_URL}/reviews`);
    expect(forward[0]!.prev).toBeNull();
    while (forward.at(-1)!.next) {
      const page = await readListPage(forward.at(-1)!.next!.slice(SITE_URL.length));
      expect(page.path).toMatch(/^\/reviews\?before=\d+$/);
      // Each page deeper in the list is its own canonical address.
      expect(page.canonical).toBe(`${SITE_URL}${page.path}`);
      forward.push(page);
      expect(forward.length).toBeLessThan(20);
    }
    expect(forward.length).toBeGreaterThanOrEqual(2);
    expect(forward.flatMap((page) => page.slugs)).toEqual(reviews);
    for (const page of forward) expect(page.slugs.length).toBeLessThanOrEqual(12);

    // Back from the last page: the same pages, the first one being /reviews itself.
    let page = forward.at(-1)!;
    const backward: string[][] = [page.slugs];
    while (page.prev) {
      page = await readListPage(page.prev.slice(SITE_URL.length));
      backward.unshift(page.slugs);
    }
    expect(page.canonical).toBe(`${SITE_URL}/reviews`);
    expect(backward.flat()).toEqual(reviews);
  });

  it("keep the category filter on their links, and answer an unknown starting article with the empty list", async () => {
    const response = await fetch(`${server.url}/api/articles?type=review&limit=200`);
    const reviews = (await response.json()) as { category: { slug: string } | null }[];
    const counts = new Map<string, number>();
    for (const { category } of reviews) if (category) counts.set(category.slug, (counts.get(category.slug) ?? 0) + 1);
    const [category, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(count).toBeGreaterThan(1);
    const first = await readListPage(`/reviews?category=${category}&limit=1`);
    expect(first.slugs).toHaveLength(1);
    expect(first.next).toBe(`${SITE_URL}/reviews?category=${category}&before=${first.next!.split("before=")[1]}`);
    const second = await readListPage(first.next!.slice(SITE_URL.length));
    expect(second.slugs.length).toBeGreaterThan(0);
    expect(second.slugs).not.toContain(first.slugs[0]);
    expect(second.prev).toMatch(new RegExp(`/reviews\\?category=${category}&after=\\d+$`));
    const unknown = await readListPage("/reviews?before=2147483647");
    expect(unknown.slugs).toEqual([]);
    expect(unknown.next).toBeNull();
  });
});

describe("GET /robots.txt", () => {
  it("allows crawling, keeps crawlers out of the admin and content APIs and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(response.text).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\nDisallow: /api/content\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
    );
  });
});

describe("GET /rss.xml", () => {
  it("is a valid RSS 2.0 feed of the latest 50 published articles, titles escaped", async () => {
    const response = await get("/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    expect(response.text).toContain("<title>Cheap &amp; &lt;Nasty&gt; &quot;Earbuds&quot; Review</title>");
    const document = parseXml(response.text);
    expect(document.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...document.getElementsByTagName("item")];
    expect(items).toHaveLength(50);
    const field = (item: Element, tag: string) => item.getElementsByTagName(tag)[0]?.textContent ?? "";
    expect(field(items[0]!, "title")).toBe(HOSTILE_TITLE);
    expect(field(items[0]!, "description")).toBe("Bass < hype & more");
    expect(field(items[0]!, "link")).toBe(`${SITE_URL}/article/${seeded.hostileSlug}`);
    expect(field(items[0]!, "guid")).toBe(field(items[0]!, "link"));
    expect([...items[0]!.getElementsByTagName("category")].map((c) => c.textContent)).toContain("Reviews");
    const dates = items.map((item) => Date.parse(field(item, "pubDate")));
    for (const date of dates) expect(Number.isNaN(date)).toBe(false);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(response.text).not.toContain(seeded.draftSlug);
  });
});

describe("GET /llms.txt", () => {
  it("describes the site for agents with its sections, API, feeds and the latest 20 articles", async () => {
    const response = await get("/llms.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const lines = response.text.split("\n");
    expect(lines[0]).toBe("# Brutal Tech Reviews");
    expect(lines[2]).toMatch(/^> Honest tech reviews without the marketing fluff/);
    expect(response.text).toContain(`- [Reviews](${SITE_URL}/reviews)`);
    expect(response.text).toContain(`(${SITE_URL}/api/articles?limit=50)`);
    expect(response.text).toContain(`- [Sitemap](${SITE_URL}/sitemap.xml)`);
    expect(response.text).toContain(`- [RSS feed](${SITE_URL}/rss.xml)`);
    const latest = response.text.split("## Latest articles\n\n")[1]!.split("\n\n")[0]!.split("\n");
    expect(latest).toHaveLength(20);
    expect(latest[0]).toBe(`- [${HOSTILE_TITLE}](${SITE_URL}/article/${seeded.hostileSlug}): Bass < hype & more`);
    expect(response.text).not.toContain(seeded.draftSlug);
  });
});

describe("GET /search", () => {
  async function search(query: string, extra = "") {
    const response = await get(`/search?q=${encodeURIComponent(query)}${extra}`);
    const document = parseHtml(response.text);
    const results = [...document.querySelectorAll("#main ol > li")].map((li) => ({
      href: li.querySelector("h2 a")?.getAttribute("href") ?? "",
      title: li.querySelector("h2")?.textContent ?? "",
      marks: [...li.querySelectorAll("mark")].map((m) => m.textContent),
      snippet: li.querySelector("p")?.textContent ?? "",
    }));
    return { status: response.status, document, results, text: response.text };
  }

  it("ranks a title match above an excerpt match above a body-only match, and leaves drafts out", async () => {
    const { status, results, document } = await search("zanzibarite");
    expect(status).toBe(200);
    expect(results.map((r) => r.href)).toEqual([
      `/article/${seeded.titleMatchSlug}`,
      `/article/${seeded.excerptMatchSlug}`,
      `/article/${seeded.bodyMatchSlug}`,
    ]);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, follow");
    expect(document.title).toContain('Search results for "zanzibarite"');
  });

  it("finds a word of the body and shows a snippet with the match marked, without markup", async () => {
    const { results } = await search("chipset");
    expect(results.map((r) => r.href)).toEqual([`/article/${seeded.bodyMatchSlug}`]);
    expect(results[0]!.marks).toEqual(["chipset"]);
    expect(results[0]!.snippet).toContain("It pairs with the zanzibarite chipset, sort of. See the manual");
    expect(results[0]!.snippet).toContain("Range is fine");
    expect(results[0]!.snippet).not.toContain("- Range");
    expect(results[0]!.snippet).toContain("Fine & cheap");
    expect(results[0]!.snippet).not.toMatch(/[<>*#]|\]\(/);
  });

  it("understands web-search syntax: phrases and excluded words", async () => {
    expect((await search('"mesh router"')).results.map((r) => r.href)).toEqual([`/article/${seeded.titleMatchSlug}`]);
    expect((await search("zanzibarite -mesh -travel")).results.map((r) => r.href)).toEqual([
      `/article/${seeded.bodyMatchSlug}`,
    ]);
  });

  it("pages with ?limit= and a load-more link", async () => {
    const first = await search("review", "&limit=3");
    expect(first.results).toHaveLength(3);
    const more = first.document.querySelector<HTMLAnchorElement>('a[href*="limit=23"]');
    expect(more?.textContent).toBe("Load More Results");
    expect((await search("review")).results).toHaveLength(20);
  });

  it("shows the form and a hint for an empty query, and a clear message when nothing matches", async () => {
    const empty = await search("");
    expect(empty.status).toBe(200);
    expect(empty.document.querySelector('form[method="get"][action="/search"] input[name="q"]')).not.toBeNull();
    expect(empty.results).toHaveLength(0);
    expect(empty.text).toContain("Use quotes for an exact phrase");
    const none = await search("qwxzvbnonexistentword");
    expect(none.document.querySelector("#main h2")?.textContent).toBe('No results for "qwxzvbnonexistentword"');
  });

  it.each([
    "'",
    "&",
    "!",
    '"unclosed',
    "a & b | !c <-> d",
    "x".repeat(500),
    "\u0000zanzibarite",
    "the",
    "-",
    "<script>alert(1)</script>",
    "%",
    "\\",
  ])("answers the odd query %j with a page, never an error", async (query) => {
    const { status, text } = await search(query);
    expect(status).toBe(200);
    expect(text).not.toContain("<script>alert(1)</script>");
  });

  it("treats a bad limit as the default", async () => {
    for (const limit of ["abc", "-5", "100000"]) {
      const { status, results } = await search("review", `&limit=${limit}`);
      expect(status).toBe(200);
      expect(results).toHaveLength(20);
    }
  });
});

describe("a scheduled article", () => {
  const PUBLIC_ROUTES = (slug: string, word: string) => [
    `/article/${slug}`,
    `/api/articles/${slug}`,
    "/api/articles?limit=200",
    `/api/articles?search=${word}`,
    `/search?q=${word}`,
    "/reviews",
    "/",
    "/sitemap.xml",
    "/rss.xml",
    "/llms.txt",
  ];

  // What a route shows; for the sitemap, the index and every file it names.
  async function publicText(path: string): Promise<string> {
    const { text } = await get(path);
    if (path !== "/sitemap.xml") return text;
    const files = [...parseXml(text).getElementsByTagName("loc")].map((loc) => new URL(loc.textContent ?? "").pathname);
    return [text, ...(await Promise.all(files.map(async (file) => (await get(file)).text)))].join("\n");
  }

  it("is reachable by no public route before its time, has a preview link, and goes public on time everywhere", async () => {
    const word = "quokkatron";
    const title = "Quokkatron Scheduled Earbuds Review";
    const slug = `quokkatron-scheduled-${Date.now()}`;
    // Every listing is cached before the publish, so the test sees the caches follow.
    for (const path of PUBLIC_ROUTES(slug, word)) await publicText(path);
    const publishAt = new Date(Date.now() + 12_000);
    const created = await admin("/api/admin/articles", "POST", {
      title,
      slug,
      excerpt: `The ${word} earbuds, out soon.`,
      content: `<h2>Verdict</h2><p>The ${word} earbuds are fine.</p>`,
      articleType: "review",
      publishingStatus: "scheduled",
      publishAt: publishAt.toISOString(),
      brutalScore: 7,
      tags: [],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const article = (await created.json()) as { id: number; scheduledAt: string; previewPath: string };
    expect(article.scheduledAt).toBe(publishAt.toISOString());

    for (const path of PUBLIC_ROUTES(slug, word)) {
      const text = await publicText(path);
      // A search page repeats the query; its results must not hold the article.
      const leaked = text.includes(slug) || text.includes(title) || (!path.includes(word) && text.includes(word));
      expect(leaked, path).toBe(false);
    }
    expect((await get(`/article/${slug}`)).status).toBe(404);
    expect((await get(`/api/articles/${slug}`)).status).toBe(404);
    // A preview token for another article, or a forged one, shows nothing.
    expect((await get(article.previewPath.replace(/\.[\w-]{43}$/, `.${"A".repeat(43)}`))).status).toBe(404);
    const preview = await get(article.previewPath);
    expect(preview.status).toBe(200);
    expect(preview.text.includes(title)).toBe(true);
    expect(preview.text.includes("Preview: this scheduled article is not public.")).toBe(true);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex");
    expect(Date.now()).toBeLessThan(publishAt.getTime());

    const listed = (await (await admin("/api/admin/scheduled", "GET")).json()) as { articles: { id: number }[] };
    expect(listed.articles.map((a) => a.id)).toContain(article.id);

    await expect.poll(async () => (await get(`/api/articles/${slug}`)).status, { timeout: 40_000 }).toBe(200);
    const wentPublic = Date.now();
    expect(wentPublic).toBeGreaterThanOrEqual(publishAt.getTime());
    // Generous for a loaded machine: the queue polls every second.
    expect(wentPublic - publishAt.getTime()).toBeLessThan(20_000);
    const live = (await (await get(`/api/articles/${slug}`)).text) as string;
    expect(JSON.parse(live)).toMatchObject({ publishingStatus: "published", publishedAt: publishAt.toISOString() });
    for (const path of PUBLIC_ROUTES(slug, word)) {
      await expect
        .poll(async () => (await publicText(path)).includes(slug), { timeout: 10_000, message: path })
        .toBe(true);
    }
  });

  it("refuses a schedule without a time or in the past, and a cancelled schedule never goes public", async () => {
    const base = {
      title: "Never Published Review",
      slug: `never-published-${Date.now()}`,
      content: "<p>Body.</p>",
      articleType: "review",
      publishingStatus: "scheduled",
      tags: [],
    };
    const missing = await admin("/api/admin/articles", "POST", base);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "A scheduled article needs a publish time (publishAt)" });
    const past = await admin("/api/admin/articles", "POST", { ...base, publishAt: "2020-01-01T00:00:00Z" });
    expect(await past.json()).toEqual({ error: "The publish time must be in the future" });

    const soon = new Date(Date.now() + 4_000).toISOString();
    const created = await admin("/api/admin/articles", "POST", { ...base, publishAt: soon });
    const { id } = (await created.json()) as { id: number };
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const moved = await admin(`/api/admin/articles/${id}/schedule`, "PUT", { publishAt: later });
    expect(((await moved.json()) as { scheduledAt: string }).scheduledAt).toBe(later);
    const cancelled = await admin(`/api/admin/articles/${id}/schedule`, "PUT", { publishAt: null });
    expect(await cancelled.json()).toMatchObject({ publishingStatus: "draft", scheduledAt: null });
    const again = await admin(`/api/admin/articles/${id}/schedule`, "PUT", { publishAt: later });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This article is not scheduled" });
    // Past the first time the queue would have published it: still a draft.
    await new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, Date.parse(soon) + 2_000 - Date.now())));
    expect((await get(`/api/articles/${base.slug}`)).status).toBe(404);
  });
});

describe("links to an article that moved or left the site", () => {
  it("an old slug redirects to the new one; an article taken off the site leads to its section; a draft stays unknown", async () => {
    const base = {
      title: "Renamed Router Review",
      slug: `renamed-router-old-${Date.now()}`,
      content: "<p>Body.</p>",
      articleType: "review",
      publishingStatus: "published",
      tags: [],
    };
    const created = await admin("/api/admin/articles", "POST", base);
    const { id } = (await created.json()) as { id: number };
    const newSlug = base.slug.replace("-old-", "-new-");
    const renamed = await admin(`/api/admin/articles/${id}`, "PUT", { ...base, slug: newSlug, version: 1 });
    expect(renamed.status).toBe(200);
    const old = await fetch(`${server.url}/article/${base.slug}`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/article/${newSlug}`);
    expect((await get(`/article/${newSlug}`)).status).toBe(200);

    const unpublished = await admin(`/api/admin/articles/${id}`, "PUT", {
      ...base,
      slug: newSlug,
      publishingStatus: "draft",
      version: 2,
    });
    expect(unpublished.status).toBe(200);
    for (const slug of [newSlug, base.slug]) {
      const gone = await fetch(`${server.url}/article/${slug}`, { redirect: "manual" });
      expect(gone.status, slug).toBe(302);
      expect(gone.headers.get("location")).toBe("/reviews");
    }
    expect((await get(`/article/${seeded.draftSlug}`)).status).toBe(404);
  });
});
