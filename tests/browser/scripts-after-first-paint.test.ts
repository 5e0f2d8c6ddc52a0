// A page's scripts start after its first paint (decision 032): the document holds React Router's modulepreloads and
// module script inert, so no script is requested before the page is painted; then they start, the page hydrates and
// client navigation works, under the nonce policy.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { insertArticle } from "../support/seed";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase(async (db) => {
    await insertArticle(db, { title: "First Paint Review", slug: "first-paint-review" });
  });
  [server, browser] = await Promise.all([startServerProcess(database.env, 120_000), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

it.each(["/", "/reviews", "/article/first-paint-review"])(
  "%s is painted before any of its scripts is requested, then hydrates",
  async (path) => {
    const html = await (await fetch(server.url + path)).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toMatch(/<script nonce="[^"]+" type="module-after-paint">/);
    expect(html).toMatch(/<link rel="modulepreload-after-paint" href="\/assets\/[^"]+\.js"/);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = trackPageErrors(page);
    await page.goto(server.url + path);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType("paint").find((entry) => entry.name === "first-paint")?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint!);
    // Every file the page needs is preloaded at once, once the paint is done.
    expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(0);

    // Hydrated: a click on the masthead is a client navigation (the document, and this marker, stay).
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page
      .getByRole("link", { name: /Brutal Tech Reviews/ })
      .first()
      .click();
    await page.waitForURL(server.url + "/");
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  },
);
