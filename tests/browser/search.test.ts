// The search page in real Chromium: a reader types words, submits, and reads ranked results, with
// and without JavaScript (the form is a plain GET form).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { insertArticle } from "../support/seed";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;

// The articles the searches are about, and others they must not return first.
const ARTICLES = [
  {
    title: "Sony WH-1000XM6 Review: the Best Noise Cancelling Yet",
    excerpt: "Noise cancelling that finally handles wind, and a case that fits a coat pocket.",
    content:
      "## Noise cancelling\nThe noise cancelling holds on a train and in wind.\n\n## Comfort\nLight on the head.",
  },
  {
    title: "Pixel 9a Review: the Cheap Phone to Buy",
    excerpt: "Two-day battery, seven years of updates.",
    content: "## Battery\nTwo days of mixed use.\n\n## Camera\nGood in daylight.",
  },
  {
    title: "Kindle Paperwhite Review: Still the E-Reader to Beat",
    excerpt: "A warm light and a battery measured in weeks.",
    content: "## Screen\nSharp and even.\n\n## Battery\nWeeks between charges.",
  },
];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase(async (db) => {
    for (const article of ARTICLES) await insertArticle(db, article);
  });
  server = await startServerProcess({ ...database.env, SEED_DEMO_CONTENT: "false" });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

async function searchFor(page: Page, words: string) {
  await page.locator("#main").getByLabel("Search articles").fill(words);
  await page.locator("#main").getByRole("button", { name: "Search", exact: true }).click();
  // The URL can change before the new results render: poll for the content.
  await expect
    .poll(() => page.locator("#main [role=status]").textContent(), { timeout: 10_000 })
    .toContain(`for "${words}"`);
}

it("finds articles from the search form, with the matched words marked", async () => {
  const page = await browser.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${server.url}/search`, { waitUntil: "networkidle" });
  await expect.poll(() => page.locator("h1").textContent()).toBe("Search");
  await searchFor(page, "noise cancelling");
  expect(page.url()).toContain("/search?q=noise+cancelling");
  const titles = await page.locator("#main ol > li h2").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles[0]).toContain("Sony WH-1000XM6");
  const marked = (await page.locator("#main ol > li mark").allTextContents()).map((t) => t.toLowerCase());
  expect(marked.length).toBeGreaterThan(0);
  for (const text of marked) expect(text).toMatch(/^(noise|cancelling|noise cancelling)$/);

  await searchFor(page, "qwxzvbnothinglikethis");
  expect(await page.locator("#main h2").first().textContent()).toBe('No results for "qwxzvbnothinglikethis"');
  expect(errors).toEqual([]);
  await page.close();
});

it("works with JavaScript turned off", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/search`);
  await page.locator("#main").getByLabel("Search articles").fill("Pixel");
  await Promise.all([
    page.waitForURL(/\/search\?q=Pixel/),
    page.locator("#main").getByRole("button", { name: "Search", exact: true }).click(),
  ]);
  await expect.poll(() => page.locator("#main [role=status]").textContent()).toContain('for "Pixel"');
  const titles = await page.locator("#main ol > li h2").allTextContents();
  expect(titles.some((title) => title.includes("Pixel 9a Review"))).toBe(true);
  await page.locator("#main ol > li h2 a").first().click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/article\//);
  await context.close();
});
