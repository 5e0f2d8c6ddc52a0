// The content security policy in Chromium: React Router's inline scripts carry the page's nonce and hydrate the
// page (no violation), while an inline script or event handler without it never runs, fresh or from the cache.
// And the scripts start after the first paint (decision 032): the document holds React Router's modulepreloads and
// module script inert, so no script is requested before the page is painted; then they start under the nonce, the
// page hydrates and client navigation works.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { insertArticle } from "../support/seed";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase(async (db) => {
    await insertArticle(db, { title: "Policy Test Review", slug: "policy-test-review" });
  });
  [server, browser] = await Promise.all([startServerProcess(database.env, 120_000), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

/** Opens a page, counting the policy violations it reports. */
async function open(path: string): Promise<{ page: Page; violations: () => Promise<string[]>; errors: string[] }> {
  const page = await browser.newPage();
  const errors = trackPageErrors(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective}`));
  });
  await page.goto(`${server.url}${path}`);
  return {
    page,
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  };
}

describe("content security policy", () => {
  it.each(["/article/policy-test-review", "/article/policy-test-review", "/", "/admin"])(
    "%s hydrates under a nonce policy without 'unsafe-inline'",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{22,}'/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      // The body's inline scripts carry the nonce of the header they were sent with (a cached page included).
      expect((await response.text()).includes(`nonce="${nonce}"`)).toBe(true);

      const { page, violations, errors } = await open(path);
      // Hydrated: React Router's client router is running.
      await page.waitForFunction(() => "__reactRouterRouteModules" in window && "__reactRouterDataRouter" in window);
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("blocks an inline event handler and an inline script that lack the nonce", async () => {
    const { page, violations } = await open("/article/policy-test-review");
    await page.evaluate(() => {
      document.body.insertAdjacentHTML("beforeend", `<img src="/none.png" onerror="window.__pwned = 1">`);
      const script = document.createElement("script");
      script.textContent = "window.__pwned = 2";
      document.body.append(script);
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.close();
  });
});

describe("scripts after the first paint", () => {
  it.each(["/", "/reviews", "/article/policy-test-review"])(
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
});
