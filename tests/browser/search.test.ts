// The search page in real Chromium: a reader types words, submits, and reads ranked results, with
// and without JavaScript (the form is a plain GET form).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  server = await startServerProcess({ ...database.env, SEED_DEMO_CONTENT: "true" });
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
  expect((await page.locator("#main ol > li mark").allTextContents()).map((t) => t.toLowerCase())).toContain("noise");

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
  expect(titles.some((title) => title.includes("Pixel 9a"))).toBe(true);
  await page.locator("#main ol > li h2 a").first().click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/article\//);
  await context.close();
});
