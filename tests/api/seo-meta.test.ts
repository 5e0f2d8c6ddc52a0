// What a search engine or a social network reads in the server's first HTML, without running any script:
// titles, descriptions, canonical addresses, social cards, robots rules and the structured data blocks.
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ZArticle } from "~/articles/article-response";
import { readJson } from "../support/read-json";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

const SITE = "https://reviews.example.com";
let database: TTestDatabase;
let server: TTestServer;

interface TPage {
  status: number;
  document: Document;
  meta(key: string): string | null;
  all(key: string): string[];
  jsonLd(): Record<string, any>[];
}

async function crawl(path: string): Promise<TPage> {
  const response = await fetch(server.url + path, {
    headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
  });
  const { document } = new JSDOM(await response.text()).window;
  const select = (key: string) => document.head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`);
  return {
    status: response.status,
    document,
    meta: (key) => select(key)[0]?.getAttribute("content") ?? null,
    all: (key) => [...select(key)].map((m) => m.getAttribute("content") ?? ""),
    jsonLd: () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "")),
  };
}

async function firstOfType(type: string) {
  const [article] = await readJson(await fetch(`${server.url}/api/articles?type=${type}&limit=1`), z.tuple([ZArticle]));
  return article;
}

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  server = await startServerProcess({ ...database.env, SEED_DEMO_CONTENT: "true", SITE_URL: SITE });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe("the home page", () => {
  it("has one title, a description, its canonical address and a social card with a raster image", async () => {
    const page = await crawl("/");
    expect(page.status).toBe(200);
    expect([...page.document.querySelectorAll("title")].map((t) => t.textContent)).toEqual([
      "Brutal Tech Reviews - Honest tech reviews without the marketing fluff",
    ]);
    expect(page.meta("description")!.length).toBeGreaterThan(50);
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/`);
    expect(page.meta("robots")).toBe("index, follow, max-image-preview:large, max-snippet:-1");
    expect(page.meta("og:url")).toBe(`${SITE}/`);
    expect(page.meta("og:image")).toBe(`${SITE}/og-default.png`);
    expect([page.meta("og:image:width"), page.meta("og:image:height")]).toEqual(["1200", "630"]);
    expect(page.meta("twitter:card")).toBe("summary_large_image");
    expect(page.meta("theme-color")).toBe("#0b0b0f");
    expect(page.document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href")).toBe(
      "/rss.xml",
    );
    // The default card image is really there.
    const image = await fetch(`${server.url}/og-default.png`);
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/png"]);
  });

  it("declares the site search and the publisher", async () => {
    const blocks = (await crawl("/")).jsonLd();
    const site = blocks.find((b) => b["@type"] === "WebSite")!;
    expect(site.url).toBe(`${SITE}/`);
    expect(site.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${SITE}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
    expect(blocks.find((b) => b["@type"] === "Organization")).toMatchObject({
      name: "Brutal Tech Reviews",
      logo: `${SITE}/logo-512.png`,
    });
    // The search the structured data promises answers.
    expect((await fetch(`${server.url}/search?q=laptop`)).status).toBe(200);
  });
});

describe("a review", () => {
  it("uses the article's meta title and description, its tags as keywords, and is marked as an article", async () => {
    const review = await firstOfType("review");
    const page = await crawl(`/article/${review.slug}`);
    expect(page.status).toBe(200);
    expect(page.document.title).toBe(review.metaTitle || `${review.title} - Brutal Tech Reviews`);
    expect(page.meta("description")).toBe(review.metaDescription || review.excerpt);
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${SITE}/article/${review.slug}`,
    );
    expect(page.meta("og:type")).toBe("article");
    expect(page.meta("keywords")).toBe(review.tags.map((t) => t.name).join(", "));
    expect(page.meta("article:published_time")).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Demo images are SVG, which social networks do not show: the card is the article's branded PNG card instead.
    expect(review.featuredImage).toMatch(/\.svg$/);
    expect(page.meta("og:image")).toBe(`${SITE}/card-image/${review.slug}.png`);
    const card = await fetch(`${server.url}/card-image/${review.slug}.png`);
    expect([card.status, card.headers.get("content-type")]).toEqual([200, "image/png"]);
    // The body is in the HTML itself, not fetched by a script.
    expect(page.document.querySelector("h1")?.textContent).toBe(review.title);
    expect(page.document.querySelectorAll(".article-body h2").length).toBeGreaterThan(2);
  });

  it("is a Review of a Product with its rating, positive and negative notes, a breadcrumb and a FAQ", async () => {
    const review = await firstOfType("review");
    const blocks = (await crawl(`/article/${review.slug}`)).jsonLd();
    const data = blocks.find((b) => b["@type"] === "Review")!;
    expect(data.itemReviewed["@type"]).toBe("Product");
    expect(data.reviewRating).toEqual({
      "@type": "Rating",
      ratingValue: review.brutalScore,
      bestRating: 10,
      worstRating: 1,
    });
    expect(data.author).toEqual({ "@type": "Person", name: "Marcus Reid" });
    expect(data.image).toMatchObject({ url: `${SITE}${review.featuredImage}`, width: 1200, height: 630 });
    // The notes are the article's own 'What Actually Works' / 'What's Complete Garbage' bullets.
    const firstPositive = /## What Actually Works\n- (.+)/.exec(review.content)![1]!.replace(/\*\*/g, "");
    const firstNegative = /## What's Complete Garbage\n- (.+)/.exec(review.content)![1]!.replace(/\*\*/g, "");
    expect(data.positiveNotes.itemListElement[0]).toEqual({ "@type": "ListItem", position: 1, name: firstPositive });
    expect(data.negativeNotes.itemListElement[0]).toEqual({ "@type": "ListItem", position: 1, name: firstNegative });

    const breadcrumb = blocks.find((b) => b["@type"] === "BreadcrumbList")!;
    expect(breadcrumb.itemListElement.map((i: any) => [i.position, i.name, i.item])).toEqual([
      [1, "Home", `${SITE}/`],
      [2, "Reviews", `${SITE}/reviews`],
      [3, review.title, `${SITE}/article/${review.slug}`],
    ]);
    const faq = blocks.find((b) => b["@type"] === "FAQPage")!;
    expect(faq.mainEntity[0].acceptedAnswer.text).toMatch(
      new RegExp(`scored ${review.brutalScore!.toFixed(1)}/10 in our testing\\.$`),
    );
  });
});

describe("other article types", () => {
  it("a software review reviews a SoftwareApplication, with its section in the breadcrumb", async () => {
    const saas = await firstOfType("saas");
    const blocks = (await crawl(`/article/${saas.slug}`)).jsonLd();
    expect(blocks.find((b) => b["@type"] === "Review")!.itemReviewed["@type"]).toBe("SoftwareApplication");
    expect(blocks.find((b) => b["@type"] === "BreadcrumbList")!.itemListElement[1]).toMatchObject({
      name: "Software",
      item: `${SITE}/software`,
    });
    expect(blocks.some((b) => b["@type"] === "FAQPage")).toBe(false);
  });

  it("an award is an Article, without review markup", async () => {
    const award = await firstOfType("award");
    const blocks = (await crawl(`/article/${award.slug}`)).jsonLd();
    expect(blocks.map((b) => b["@type"])).toContain("Article");
    expect(blocks.some((b) => b["@type"] === "Review" || b["@type"] === "FAQPage")).toBe(false);
  });
});

describe("pages a search engine must not index", () => {
  it("a missing article answers 404 with one title and noindex", async () => {
    const page = await crawl("/article/not-a-real-article");
    expect(page.status).toBe(404);
    expect([...page.document.querySelectorAll("title")].map((t) => t.textContent)).toEqual([
      "Article Not Found - Brutal Tech Reviews",
    ]);
    expect(page.all("robots")).toEqual(["noindex"]);
    expect(page.document.querySelector("h1")?.textContent).toBe("Article Not Found");
  });

  it("an unknown address answers 404 with one title and noindex", async () => {
    const page = await crawl("/no/such/page");
    expect(page.status).toBe(404);
    expect([...page.document.querySelectorAll("title")].map((t) => t.textContent)).toEqual(["404 Page Not Found"]);
    expect(page.all("robots")).toEqual(["noindex"]);
  });

  it("the admin panel is noindex, nofollow and disallowed in robots.txt", async () => {
    const page = await crawl("/admin");
    expect(page.all("robots")).toEqual(["noindex, nofollow"]);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toMatch(/^Disallow: \/admin/m);
  });
});

describe("section pages", () => {
  it.each([
    ["/reviews", "Reviews - Brutal Tech Reviews"],
    ["/software", "Software - Brutal Tech Reviews"],
  ])("%s has its own title and canonical address", async (path, title) => {
    const page = await crawl(path);
    expect(page.document.title).toBe(title);
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}${path}`);
  });
});
