// Screenshots of the main public pages at phone and desktop width, with the demo content, saved to
// test-results/screenshots/ for a person to look at (test-results/ is not committed). Each page must have rendered
// its main heading; the pictures themselves are reviewed by eye, not compared pixel by pixel.
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";

const OUTPUT_DIR = path.join("test-results", "screenshots");
const VIEWPORTS: [string, { width: number; height: number }][] = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
];
// name, path, the main heading, the status the page answers with
const PAGES: [string, string, string | RegExp, number][] = [
  ["home", "/", "Honest tech reviews without the marketing fluff.", 200],
  ["reviews", "/reviews", "Reviews", 200],
  ["review-article", "/article/macbook-air-15-m4-review", /MacBook Air 15/, 200],
  ["award-article", "/article/brutal-award-best-password-manager-2026-bitwarden", /Bitwarden/, 200],
  ["not-found", "/no/such/page", "404 Page Not Found", 404],
];

let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  database = await createTestDatabase();
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

describe.each(VIEWPORTS)("at %s width", (size, viewport) => {
  it.each(PAGES)("%s (%s) renders its heading and is saved", async (name, pagePath, heading, status) => {
    // Reduced motion: the score meters show their final value instead of a frame of their count-up.
    const page = await browser.newPage({ viewport, reducedMotion: "reduce" });
    const errors = trackPageErrors(page);
    const response = await page.goto(server.url + pagePath, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(status);
    const h1 = page.locator("h1");
    expect(await h1.count()).toBe(1);
    expect(await h1.isVisible()).toBe(true);
    const text = (await h1.textContent()) ?? "";
    if (typeof heading === "string") expect(text).toBe(heading);
    else expect(text).toMatch(heading);
    // Lazy images below the fold load only when scrolled to: bring them in so the full-page picture shows them.
    await page.evaluate(async () => {
      for (const image of document.querySelectorAll("img")) image.loading = "eager";
      const settled = (image: HTMLImageElement) =>
        new Promise<void>((resolve) => {
          if (image.complete) return resolve();
          image.addEventListener("load", () => resolve(), { once: true });
          image.addEventListener("error", () => resolve(), { once: true });
        });
      await Promise.all([...document.images].map(settled));
    });
    const file = path.join(OUTPUT_DIR, `${name}-${size}.png`);
    await page.screenshot({ path: file, fullPage: true });
    expect(fs.statSync(file).size).toBeGreaterThan(5_000);
    // The 404 page's own response is the only failed request the browser may log.
    expect(errors.filter((e) => !(status === 404 && e.includes("404")))).toEqual([]);
    await page.close();
  });
});
