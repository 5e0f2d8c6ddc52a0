// Paging on every section, what cards show, and the lists of the article page, in Chromium against the built
// server. Each section gets exactly the number of articles its paging rule needs (spec section 9), so "load more"
// shows only when the count reaches the limit.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TDatabase } from "~/db/client.server";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { insertArticle, insertAuthor, insertTag } from "../support/seed";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;
const LONG_EXCERPT =
  "This interview excerpt runs well past one hundred characters so that Related Reading has to cut it short at the limit.";

let database: TTestDatabase;
let fewNewsDatabase: TTestDatabase;
let server: TTestServer;
let fewNewsServer: TTestServer;
let browser: Browser;

// `count` published articles of one type, newest first in the given order.
async function insertMany(
  db: TDatabase,
  type: string,
  count: number,
  label: string,
  extra: (i: number) => Record<string, unknown> = () => ({}),
) {
  for (let i = 1; i <= count; i++) {
    await insertArticle(db, {
      title: `${label} ${String(i).padStart(2, "0")}`,
      articleType: type,
      excerpt: `${label} excerpt ${i}.`,
      publishedAt: new Date(Date.now() - i * 60_000),
      ...extra(i),
    });
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase(async (db) => {
    const interviewer = await insertAuthor(db, "Dana Interviewer");
    await insertMany(db, "versus", 14, "Phone A vs Phone B round");
    await insertMany(db, "how-to", 52, "How to fix thing");
    await insertMany(db, "tech-news", 52, "News item");
    await insertMany(db, "interview", 14, "Interview", (i) => ({
      authorId: i % 2 === 1 ? interviewer.id : null,
      excerpt: LONG_EXCERPT,
    }));
    // Awards: the best score is the oldest, beyond the first page of 12.
    await insertMany(db, "award", 13, "Award winner", (i) => ({ brutalScore: i === 13 ? 9.9 : 7 + i / 10 }));
    await insertArticle(db, {
      title: "Budget Pick Award",
      articleType: "award",
      brutalScore: 7.1,
      publishedAt: new Date(Date.now() - 400 * DAY),
    });
    // Reviews: the newest has a broken image; the lowest score is old.
    const tagIds = [];
    for (const name of ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]) tagIds.push((await insertTag(db, name)).id);
    await insertArticle(db, {
      title: "Broken Card Image Review",
      featuredImage: "/images/no-such-card-image.png",
      brutalScore: 7,
      tagIds,
      publishedAt: new Date(),
    });
    await insertArticle(db, {
      title: "Authored Review",
      authorId: interviewer.id,
      brutalScore: 8.25,
      publishedAt: new Date(Date.now() - DAY),
    });
    await insertArticle(db, { title: "Dud Review", brutalScore: 1.2, publishedAt: new Date(Date.now() - 900 * DAY) });
    await insertArticle(db, {
      title: "Cloud Notes App Review",
      articleType: "saas",
      brutalScore: 6.4,
      content: "## Setup\nEasy.\n\n## Sync\nSlow.\n\n## Pricing\nFair.",
      reviewSummary: { brutalSummary: "Good notes, slow sync.", positives: ["Clean editor"], negatives: ["Sync lag"] },
    });
    await insertArticle(db, {
      title: "Headings Named Like The Table",
      content: "## Title\nOne.\n\n## List\nTwo.\n\n## Contents Title\nThree.\n\n## Table of Contents\nFour.",
    });
  });
  fewNewsDatabase = await createTestDatabase();
  await fewNewsDatabase.withDatabase((db) => insertMany(db, "tech-news", 4, "Lone news"));
  [server, fewNewsServer, browser] = await Promise.all([
    startServerProcess(database.env),
    startServerProcess(fewNewsDatabase.env),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), fewNewsServer?.stop()]);
  await Promise.all([database?.drop(), fewNewsDatabase?.drop()]);
});

async function open(
  path: string,
  options: { viewport?: typeof DESKTOP; base?: string } = {},
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: options.viewport ?? DESKTOP });
  const errors = trackPageErrors(page);
  await page.goto((options.base ?? server.url) + path, { waitUntil: "networkidle" });
  return { page, errors };
}

const cards = (page: Page) => page.locator("#main article");

describe("load more", () => {
  it.each([
    ["/versus", "Load More Comparisons", 12, 14],
    ["/how-to", "Load More Guides", 50, 52],
    ["/tech-news", "Load More Articles", 50, 52],
    ["/interviews", "Load More Interviews", 12, 14],
  ])("%s shows '%s' while the count reaches the limit (%i), then all %i", async (path, label, initial, total) => {
    const { page, errors } = await open(path);
    expect(await cards(page).count()).toBe(initial);
    if (path === "/tech-news")
      expect(await page.getByText(/^Showing \d+ articles$/).textContent()).toBe(`Showing ${initial} articles`);
    await page.getByRole("link", { name: label }).click();
    await expect.poll(() => cards(page).count()).toBe(total);
    if (path === "/tech-news")
      expect(await page.getByText(/^Showing \d+ articles$/).textContent()).toBe(`Showing ${total} articles`);
    // Fewer results than the new limit: the list has ended.
    expect(await page.getByRole("link", { name: label }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows no button when a section has fewer articles than its limit", async () => {
    const { page } = await open("/tech-news", { base: fewNewsServer.url });
    expect(await cards(page).count()).toBe(4);
    expect(await page.getByText("Showing 4 articles").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Load More Articles" }).count()).toBe(0);
    await page.close();
  });
});

describe("cards", () => {
  it("show three tags and '+N more', the score with one decimal, the fixed editor byline and the branded card when the image fails", async () => {
    const { page, errors } = await open("/reviews");
    const broken = cards(page).filter({ hasText: "Broken Card Image Review" });
    expect(await broken.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).toEqual([
      "Alpha",
      "Bravo",
      "Charlie",
      "+2 more",
    ]);
    expect(await broken.getByText("7.0/10").count()).toBe(1);
    // The image failed to load (before or after hydration): the card shows the article's branded card instead.
    await expect.poll(() => broken.locator("img").getAttribute("src")).toMatch(/^\/card-image\/[^/]+\.png$/);
    await expect
      .poll(() => broken.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await broken.getByText("No image", { exact: true }).count()).toBe(0);
    expect(await broken.textContent()).toContain("Marcus Reid ·");

    const authored = cards(page).filter({ hasText: "Authored Review" });
    expect(await authored.getByText("8.3/10").count()).toBe(1);
    expect(await authored.textContent()).toContain("Marcus Reid ·");
    expect(await authored.textContent()).not.toContain("Dana Interviewer");
    const dud = cards(page).filter({ hasText: "Dud Review" });
    await expect.poll(() => dud.locator("img").getAttribute("src")).toMatch(/^\/card-image\/[^/]+\.png$/);
    // The browser logs the failed image request itself; nothing else may fail.
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  });

  it("are hydrated from the server's card HTML and open their article without reloading the page", async () => {
    const { page, errors } = await open("/versus");
    const link = cards(page).nth(3).getByRole("link", { name: "Phone A vs Phone B round 04" });
    // React attached its props (the link's click handler) to the element the server sent.
    await expect
      .poll(() => link.evaluate((a) => Object.keys(a).some((key) => key.startsWith("__reactProps"))))
      .toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await link.click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Phone A vs Phone B round 04");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    // The article's related cards may include the review whose image is missing (the browser logs that request).
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  });

  it("show the branded card on news cards without an image", async () => {
    const { page } = await open("/tech-news");
    expect(await cards(page).first().getByText("No image").count()).toBe(0);
    expect(await cards(page).first().locator("img").getAttribute("src")).toMatch(/^\/card-image\/[^/]+\.png$/);
    await page.close();
  });

  it("on the all-interviews grid show the author's name, or the editor when there is none", async () => {
    const { page } = await open("/interviews");
    const grid = page.locator("section[aria-labelledby='all-interviews'] article");
    expect(await grid.filter({ hasText: "Interview 01" }).textContent()).toContain("Dana Interviewer ·");
    expect(await grid.filter({ hasText: "Interview 02" }).textContent()).toContain("Marcus Reid ·");
    await page.close();
  });
});

describe("awards", () => {
  it("picks the category cards from every award, not only the page shown", async () => {
    const { page } = await open("/awards");
    expect(await cards(page).count()).toBe(12);
    const card = (label: string) =>
      page
        .locator("section[aria-label='Award categories'] > div")
        .filter({ has: page.getByRole("heading", { name: label }) });
    expect(await card("Best Overall Product").getByRole("link").textContent()).toBe("Award winner 139.9/10");
    expect(await card("Best Value").getByRole("link").textContent()).toBe("Budget Pick Award7.1/10");
    expect(await card("Most Disappointing").getByRole("link").textContent()).toBe("Dud Review1.2/10");
    await page.close();
  });
});

describe("article page lists", () => {
  it("a saas article shows the three verdict boxes", async () => {
    const { page, errors } = await open("/article/cloud-notes-app-review");
    for (const heading of ["Brutal Summary", "Positives", "Negatives"]) {
      expect(await page.getByRole("heading", { name: heading, exact: true }).count(), heading).toBe(1);
    }
    expect(await page.getByText("Good notes, slow sync.").count()).toBe(1);
    expect(await page.getByText("Clean editor").count()).toBe(1);
    expect(await page.getByText("Sync lag").count()).toBe(1);
    // Related Articles includes the review whose card image is broken: the browser logs that 404 itself.
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await page.close();
  });

  it("Related Tech News shows 4 items and 'View All Tech News' when more exist", async () => {
    const { page } = await open("/article/news-item-01");
    const box = page.locator("section[aria-labelledby='related-news']");
    expect(await box.getByRole("listitem").count()).toBe(4);
    expect(await box.getByRole("listitem").first().textContent()).toMatch(/News item 02(Just now|\d+h ago|\d+d ago)$/);
    expect(await box.getByRole("link", { name: "View All Tech News" }).getAttribute("href")).toBe("/tech-news");
    await page.close();
  });

  it("Related Tech News has no 'View All Tech News' when no more than 4 exist", async () => {
    const { page } = await open("/article/lone-news-01", { base: fewNewsServer.url });
    const box = page.locator("section[aria-labelledby='related-news']");
    expect(await box.getByRole("listitem").count()).toBe(3);
    expect(await box.getByRole("link", { name: "View All Tech News" }).count()).toBe(0);
    await page.close();
  });

  it("Related Reading cuts excerpts to 100 characters", async () => {
    const { page } = await open("/article/interview-01");
    const box = page.locator("aside[aria-labelledby='related-reading']");
    const excerpts = await box.locator("p").allTextContents();
    expect(excerpts).toHaveLength(3);
    for (const excerpt of excerpts) expect(excerpt).toBe(`${LONG_EXCERPT.slice(0, 100).trimEnd()}...`);
    await page.close();
  });

  it("keeps every id unique when headings are titled 'Title' and 'List'", async () => {
    const { page, errors } = await open("/article/headings-named-like-the-table");
    const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((element) => element.id));
    expect(ids).toEqual(
      expect.arrayContaining(["toc-title", "toc-list", "toc-contents-title", "toc-table-of-contents"]),
    );
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // The table is still named by its own heading and its toggle still controls its list.
    const toc = page.getByRole("navigation", { name: "Table of Contents" });
    expect(await toc.count()).toBe(1);
    const controls = await toc.getByRole("button", { name: "Hide" }).getAttribute("aria-controls");
    expect(await page.locator(`#${controls}`).getByRole("link").count()).toBe(4);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("phone layout", () => {
  it.each(["/versus", "/interviews", "/article/cloud-notes-app-review"])("%s fits a 390 px screen", async (path) => {
    const { page } = await open(path, { viewport: PHONE });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
