// The pure builders of sitemap.xml, rss.xml, llms.txt and robots.txt.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { buildFeedLink } from "./feed-link";
import { renderRssXml, type TFeedArticle } from "./feeds.server";
import { escapeMarkdownLinkText, renderLlmsTxt } from "./llms-txt.server";
import { buildRobotsTxt } from "./robots";
import {
  articleIdRange,
  listArticleEntries,
  listPageEntries,
  parseSitemapFileName,
  renderSitemapIndexXml,
  renderSitemapXml,
  sitemapFilePath,
} from "./sitemap.server";

const site = { siteName: "Brutal Tech Reviews", siteUrl: "https://example.com" };

function parseXml(xml: string) {
  const document = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

const article = (n: number, overrides: Partial<TFeedArticle> = {}): TFeedArticle => ({
  slug: `article-${n}`,
  title: `Article ${n}`,
  summary: `Summary ${n}`,
  publishedAt: new Date(Date.UTC(2025, 0, 1 + n)),
  categories: ["Reviews"],
  ...overrides,
});

describe("sitemap", () => {
  it("lists the home page, the sections and the fixed pages with absolute URLs, dated by their newest article", () => {
    const sectionUpdates = { review: new Date("2025-03-01T00:00:00Z"), versus: new Date("2025-04-01T00:00:00Z") };
    const document = parseXml(renderSitemapXml(site.siteUrl, listPageEntries(sectionUpdates)));
    const urls = [...document.getElementsByTagName("url")].map((url) => ({
      loc: url.getElementsByTagName("loc")[0]!.textContent,
      lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
    }));
    expect(urls.map((u) => u.loc)).toEqual([
      "https://example.com/",
      ...["/reviews", "/versus", "/awards", "/how-to", "/tech-news", "/software", "/interviews"].map(
        (p) => `https://example.com${p}`,
      ),
      ...["/about", "/privacy", "/terms", "/contact"].map((p) => `https://example.com${p}`),
    ]);
    const lastmod = Object.fromEntries(urls.map((u) => [u.loc, u.lastmod]));
    expect(lastmod["https://example.com/"]).toBe("2025-04-01T00:00:00Z");
    expect(lastmod["https://example.com/reviews"]).toBe("2025-03-01T00:00:00Z");
    expect(lastmod["https://example.com/awards"]).toBeNull();
    expect(lastmod["https://example.com/about"]).toBeNull();
  });

  it("writes an index of its files with their lastmod", () => {
    const document = parseXml(
      renderSitemapIndexXml(site.siteUrl, [
        { path: "/sitemap-pages.xml", lastModified: new Date("2025-04-01T00:00:00.123Z") },
        { path: "/sitemap-articles-2.xml", lastModified: null },
      ]),
    );
    expect(document.documentElement.tagName).toBe("sitemapindex");
    const files = [...document.getElementsByTagName("sitemap")].map((file) => [
      file.getElementsByTagName("loc")[0]!.textContent,
      file.getElementsByTagName("lastmod")[0]?.textContent ?? null,
    ]);
    expect(files).toEqual([
      ["https://example.com/sitemap-pages.xml", "2025-04-01T00:00:00Z"],
      ["https://example.com/sitemap-articles-2.xml", null],
    ]);
  });

  it("names its files by paths it reads back, and nothing else", () => {
    for (const file of [
      { kind: "index" },
      { kind: "pages" },
      { kind: "articles", part: 1 },
      { kind: "articles", part: 40 },
    ] as const) {
      const name = sitemapFilePath(file).slice(1, -".xml".length);
      expect(parseSitemapFileName(name)).toEqual(file);
    }
    for (const name of [
      "sitemap-articles-0",
      "sitemap-articles-01",
      "sitemap-articles-",
      "sitemap-articles-1x",
      "rss",
      "sitemap-articles-9999999999",
    ])
      expect(parseSitemapFileName(name)).toBeNull();
  });

  it("gives each articles file its own id range of the limit's size", () => {
    expect(articleIdRange(1, 50_000)).toEqual({ first: 1, last: 50_000 });
    expect(articleIdRange(3, 10)).toEqual({ first: 21, last: 30 });
  });

  it("builds 50,000 article URLs quickly, escaped", () => {
    const many = Array.from({ length: 50_000 }, (_, i) => ({
      slug: i === 0 ? "a&b<c>" : `review-${i}`,
      updatedAt: new Date(1_700_000_000_000 + i),
    }));
    const started = performance.now();
    const xml = renderSitemapXml(site.siteUrl, listArticleEntries(many));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(xml.match(/<url>/g)).toHaveLength(50_000);
    expect(xml).toContain("<loc>https://example.com/article/a%26b%3Cc%3E</loc>");
  });
});

describe("RSS feed", () => {
  it("is RSS 2.0 with one escaped item per article", () => {
    const xml = renderRssXml(site, [
      article(1, {
        title: 'Cheap & <Nasty> "Earbuds"',
        summary: "Bass < hype & 'treble'",
        categories: ["Reviews", "Audio & Hi-Fi"],
      }),
      article(2),
    ]);
    const document = parseXml(xml);
    expect(document.documentElement.tagName).toBe("rss");
    expect(document.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...document.getElementsByTagName("item")];
    expect(items).toHaveLength(2);
    const first = items[0]!;
    const text = (tag: string) => first.getElementsByTagName(tag)[0]?.textContent;
    expect(text("title")).toBe('Cheap & <Nasty> "Earbuds"');
    expect(text("description")).toBe("Bass < hype & 'treble'");
    expect(text("link")).toBe("https://example.com/article/article-1");
    expect(text("guid")).toBe("https://example.com/article/article-1");
    expect(text("pubDate")).toBe("Thu, 02 Jan 2025 00:00:00 GMT");
    expect([...first.getElementsByTagName("category")].map((c) => c.textContent)).toEqual(["Reviews", "Audio & Hi-Fi"]);
    expect(xml).toContain('<atom:link href="https://example.com/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it("advertises itself with an alternate link", () => {
    expect(buildFeedLink()).toEqual({
      rel: "alternate",
      type: "application/rss+xml",
      title: "Brutal Tech Reviews RSS feed",
      href: "/rss.xml",
    });
    expect(buildFeedLink({ siteName: "Gadget Truths", siteUrl: "https://g.example" }).href).toBe(
      "https://g.example/rss.xml",
    );
  });
});

describe("llms.txt", () => {
  it("follows llmstxt.org: a title, a summary and sections of links", () => {
    const text = renderLlmsTxt(site, [
      article(1, { title: "Best [budget] phone\nreview", summary: "Line one\nline two" }),
    ]);
    const lines = text.split("\n");
    expect(lines[0]).toBe("# Brutal Tech Reviews");
    expect(lines[2]).toMatch(/^> Honest tech reviews without the marketing fluff/);
    for (const heading of ["## Sections", "## API", "## Feeds", "## Latest articles", "## Optional"])
      expect(lines).toContain(heading);
    expect(text).toContain("- [Reviews](https://example.com/reviews): ");
    expect(text).toContain("- [Articles](https://example.com/api/articles?limit=50): ");
    expect(text).toContain("- [Sitemap](https://example.com/sitemap.xml)");
    expect(text).toContain("- [RSS feed](https://example.com/rss.xml)");
    expect(text).toContain(
      "- [Best \\[budget\\] phone review](https://example.com/article/article-1): Line one line two",
    );
  });

  it("escapes link text", () => {
    expect(escapeMarkdownLinkText(" a]b[c\\d \n e ")).toBe("a\\]b\\[c\\\\d e");
  });
});

describe("robots.txt", () => {
  it("allows everything but the admin and content APIs and names the sitemap", () => {
    expect(buildRobotsTxt("https://example.com")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\nDisallow: /api/content\n\nSitemap: https://example.com/sitemap.xml\n",
    );
  });
});
