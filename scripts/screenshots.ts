// `npm run screenshots`: full-page pictures of the main public pages and the admin panel's main screens at phone and
// desktop width, with the demo content, saved to test-results/screenshots/ (not committed) for a person to look at
// after a layout change (the browser tests assert, this script takes the pictures). CI runs it after the tests. It fails when a page answers another status, lacks its main heading, logs a browser error or
// gives an empty picture; the pictures themselves are reviewed by eye, not compared pixel by pixel.
import fs from "node:fs";
import path from "node:path";
import { storeAdminSession } from "../tests/support/admin-browser-session";
import { launchBrowser, trackPageErrors } from "../tests/support/browser";
import { cameraPhoto } from "../tests/support/photo";
import { createTestDatabase, logInAsAdmin, startServerProcess } from "../tests/support/test-server";

const OUTPUT_DIR = path.join("test-results", "screenshots");
const VIEWPORTS: [string, { width: number; height: number }][] = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
];
const ACCESS_CODE = "screenshots-access-code";
// name, path, the main heading, the status the page answers with, whether the admin is logged in
const PAGES: [string, string, string | RegExp, number, boolean][] = [
  ["home", "/", "Honest tech reviews without the marketing fluff.", 200, false],
  ["reviews", "/reviews", "Reviews", 200, false],
  ["review-article", "/article/macbook-air-15-m4-review", /MacBook Air 15/, 200, false],
  ["award-article", "/article/brutal-award-best-password-manager-2026-bitwarden", /Bitwarden/, 200, false],
  ["not-found", "/no/such/page", "404 Page Not Found", 404, false],
  ["admin-login", "/admin/login", "Admin Access", 200, false],
  ["admin-content-management", "/admin", "Content Management", 200, true],
  ["admin-editor", "/admin/articles/new", "New Article", 200, true],
  ["admin-categories", "/admin/categories", "Categories & Tags", 200, true],
  ["admin-media", "/admin/media", "Media", 200, true],
];
const MIN_PICTURE_BYTES = 5_000;

fs.mkdirSync(OUTPUT_DIR, { recursive: true });
const database = await createTestDatabase();
const [server, browser] = await Promise.all([
  startServerProcess({ ...database.env, SEED_DEMO_CONTENT: "true", ADMIN_ACCESS_CODE: ACCESS_CODE }),
  launchBrowser(),
]);
const token = await logInAsAdmin(server.url, ACCESS_CODE);
const problems: string[] = [];

// A review whose featured image is an editor's 4000 x 3000 camera photo, on the public page and in the editor.
const form = new FormData();
form.set("file", new File([(await cameraPhoto()).slice()], "IMG_0001.jpg", { type: "image/jpeg" }));
const auth = { Authorization: `Bearer ${token}` };
const uploaded = await fetch(`${server.url}/api/admin/media`, { method: "POST", headers: auth, body: form });
const { location } = (await uploaded.json()) as { location: string };
const photoReview = await fetch(`${server.url}/api/admin/articles`, {
  method: "POST",
  headers: { ...auth, "Content-Type": "application/json" },
  body: JSON.stringify({
    title: "Pixel 9a Camera Review",
    slug: "pixel-9a-camera-review",
    excerpt: "The camera is the point.",
    content: "<p>Sharp in daylight, soft at night.</p><h2>Camera</h2><p>Colours stay true.</p>",
    featuredImage: location,
    articleType: "review",
    publishingStatus: "published",
    brutalScore: 7.5,
  }),
});
const { id: photoReviewId } = (await photoReview.json()) as { id: number };
PAGES.push(
  ["photo-review", "/article/pixel-9a-camera-review", "Pixel 9a Camera Review", 200, false],
  ["admin-editor-photo", `/admin/articles/edit/${photoReviewId}`, "Edit Article", 200, true],
);
try {
  for (const [size, viewport] of VIEWPORTS) {
    for (const [name, pagePath, heading, status, loggedIn] of PAGES) {
      // Reduced motion: the score meters show their final value instead of a frame of their count-up.
      const page = await browser.newPage({ viewport, reducedMotion: "reduce" });
      const errors = trackPageErrors(page);
      if (loggedIn) await storeAdminSession(page, server.url, token);
      const response = await page.goto(server.url + pagePath, { waitUntil: "networkidle" });
      if (response?.status() !== status) problems.push(`${pagePath}: status ${response?.status()}, not ${status}`);
      // The admin screens render their heading once the panel has checked the session.
      await page
        .locator("h1")
        .first()
        .waitFor({ timeout: 20_000 })
        .catch(() => {});
      const headings = await page.locator("h1").allTextContents();
      const headingShown = headings.length === 1 && (await page.locator("h1").isVisible());
      const headingRight = typeof heading === "string" ? headings[0] === heading : heading.test(headings[0] ?? "");
      if (!headingShown || !headingRight) problems.push(`${pagePath} at ${size} width: h1 ${JSON.stringify(headings)}`);
      // Lazy images below the fold load only when scrolled to: bring them in so the full-page picture shows them.
      // (No named functions inside: tsx would wrap them in a helper the page does not have.)
      await page.evaluate(async () => {
        for (const image of document.querySelectorAll("img")) image.loading = "eager";
        await Promise.all(
          [...document.images].map(
            (image) =>
              new Promise<void>((resolve) => {
                if (image.complete) return resolve();
                image.addEventListener("load", () => resolve(), { once: true });
                image.addEventListener("error", () => resolve(), { once: true });
              }),
          ),
        );
      });
      const file = path.join(OUTPUT_DIR, `${name}-${size}.png`);
      await page.screenshot({ path: file, fullPage: true });
      if (fs.statSync(file).size < MIN_PICTURE_BYTES) problems.push(`${file}: an empty picture`);
      // The 404 page's own response is the only failed request the browser may log.
      for (const error of errors.filter((e) => !(status === 404 && e.includes("404")))) {
        problems.push(`${pagePath} at ${size} width: ${error}`);
      }
      await page.close();
      console.log(`wrote ${file}`);
    }
  }
  // The phone menu open over the home page, as a reader's thumb leaves it.
  const [, phone] = VIEWPORTS[0]!;
  const page = await browser.newPage({ viewport: phone, hasTouch: true, isMobile: true, reducedMotion: "reduce" });
  const errors = trackPageErrors(page);
  await page.goto(server.url + "/", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page.getByRole("dialog", { name: "Menu" }).waitFor({ timeout: 20_000 });
  const file = path.join(OUTPUT_DIR, "phone-menu-open.png");
  await page.screenshot({ path: file });
  if (fs.statSync(file).size < MIN_PICTURE_BYTES) problems.push(`${file}: an empty picture`);
  for (const error of errors) problems.push(`the phone menu: ${error}`);
  await page.close();
  console.log(`wrote ${file}`);
} finally {
  await browser.close();
  await server.stop();
  await database.drop();
}
if (problems.length > 0) {
  console.error(`Screenshots: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
