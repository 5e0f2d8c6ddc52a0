// The content security policy in Chromium: a public page, kept by the response cache for every reader, allows its
// inline scripts by their hashes and holds no nonce (decision 047); the admin panel's inline scripts carry a fresh
// nonce per response. Both hydrate with no violation, while an injected inline script or event handler never runs.
// And the scripts start after the first paint (decision 032): the document holds React Router's modulepreloads and
// module script inert, so no script is requested before the page is painted; then they start (allowed by hash), the
// page hydrates and client navigation works.
import { createHash } from "node:crypto";
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

/** The SHA-256 hash source of each inline script the page runs (not JSON data, not a file). */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`,
  );
}

/** Opens the page in Chromium and expects it to hydrate with no policy violation and no error. */
async function expectHydratesCleanly(path: string): Promise<void> {
  const { page, violations, errors } = await open(path);
  // Hydrated: React Router's client router is running.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window && "__reactRouterDataRouter" in window);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
}

describe("content security policy", () => {
  it.each(["/article/policy-test-review", "/"])(
    "%s, as the response cache keeps it, allows its scripts by hash: every reader gets it without a nonce, and it hydrates",
    async (path) => {
      const first = await fetch(`${server.url}${path}`);
      const second = await fetch(`${server.url}${path}`);
      expect(second.headers.get("x-cache")).toBe("HIT");
      const policy = first.headers.get("content-security-policy") ?? "";
      expect(second.headers.get("content-security-policy")).toBe(policy);
      const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!;
      expect(scriptSources).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
      const html = await first.text();
      expect(await second.text()).toBe(html);
      // No nonce anywhere, so none is shared between readers; every inline script the page runs is allowed by hash.
      expect(html).not.toMatch(/\snonce=/);
      const sources = inlineScriptSources(html);
      expect(sources.length).toBeGreaterThanOrEqual(2);
      for (const source of sources) expect(scriptSources.split(" ")).toContain(source);
      await expectHydratesCleanly(path);
    },
  );

  it("/admin, never cached, gets a fresh nonce with every response and hydrates under it", async () => {
    const nonces = [];
    for (const _ of [1, 2]) {
      const response = await fetch(`${server.url}/admin`);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{22,}';/);
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      expect((await response.text()).includes(`nonce="${nonce}"`)).toBe(true);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    await expectHydratesCleanly("/admin");
  });

  it("blocks an injected inline event handler and inline script, which the policy names by neither hash nor nonce", async () => {
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
      expect(html).toMatch(/<script type="module-after-paint">/);
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
