// The JavaScript budget of public pages (DESIGN: at most 120 KB gzipped) and the admin/editor code kept off them.
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

// DESIGN's budget: 120 KB (122,880 bytes). The article page is the largest (119.5 KB on 26 Nov 2026,
// docs/benchmarks.md): new client code on public pages must pay for itself.
const BUDGET_BYTES = 120 * 1024;
let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  [server, browser] = await Promise.all([
    startServerProcess({ ...database.env, SEED_DEMO_CONTENT: "true" }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

it.each(["/", "/reviews", "/software", "/article/macbook-air-15-m4-review", "/awards"])(
  "%s ships at most 120 KB of gzipped JavaScript and no admin or editor code",
  async (path) => {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    const measured: Promise<void>[] = [];
    page.on("response", (response) => {
      const url = response.url();
      if (!url.endsWith(".js") || response.status() !== 200) return;
      measured.push(response.body().then((body) => void scripts.set(url, gzipSync(body).length)));
    });
    await page.goto(server.url + path, { waitUntil: "networkidle" });
    await Promise.all(measured);
    const urls = [...scripts.keys()];
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((u) => /tinymce|ArticleEditor|ArticlesTab|admin/i.test(u))).toEqual([]);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    await page.close();
  },
);
