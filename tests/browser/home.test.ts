// The built app's home page in real Chromium, with the demo content.
import type { Browser } from "playwright-core";
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

it("shows the hero, the latest articles and the section cards without errors", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = trackPageErrors(page);
  const response = await page.goto(server.url, { waitUntil: "networkidle" });
  expect(response?.status()).toBe(200);
  await expect.poll(() => page.locator("h1").textContent()).toBe("Honest tech reviews without the marketing fluff.");
  const cards = page.locator("#main article");
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  expect(await page.getByRole("link", { name: "Read the Reviews" }).getAttribute("href")).toBe("/reviews");
  expect(await page.getByRole("link", { name: "See the Comparisons" }).getAttribute("href")).toBe("/versus");
  expect(errors).toEqual([]);
  await page.close();
});

it("answers an unknown path with the 404 page and status 404", async () => {
  const page = await browser.newPage();
  const response = await page.goto(`${server.url}/no/such/page`);
  expect(response?.status()).toBe(404);
  expect(await page.title()).toBe("404 Page Not Found");
  expect(await page.locator("h1").textContent()).toBe("404 Page Not Found");
  await page.close();
});
