// The article page in real Chromium: the body arrives once (in the HTML, not again in the hydration data) and stays
// after hydration and client navigation; an editor who saves and clicks View sees the version just saved, and a
// deleted article is gone, although the browser and the server both keep pages; and a publish or a delete in the
// admin reaches a reader's home page and section on their first load (lists rendered again at once, decision 036).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeAdminSession } from "../support/admin-browser-session";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { waitForRichText } from "../support/rich-text";
import {
  createTestDatabase,
  logInAsAdmin,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
} from "../support/test-server";

/** The page's window once React Router's client router runs (it exposes itself there). */
type TWindowWithRouter = Window & { __reactRouterDataRouter?: { navigate(to: string): Promise<void> } };

const ACCESS_CODE = "article-freshness-code";
let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;
let token = "";

beforeAll(async () => {
  database = await createTestDatabase({ demo: true });
  server = await startServerProcess({ ...database.env, ADMIN_ACCESS_CODE: ACCESS_CODE, SEED_DEMO_CONTENT: "true" });
  token = await logInAsAdmin(server.url, ACCESS_CODE);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

interface TListed {
  id: number;
  slug: string;
  title: string;
  articleType: string;
  content: string;
}

async function publishedReviews(): Promise<TListed[]> {
  return (await (await fetch(`${server.url}/api/articles?type=review&limit=5`)).json()) as TListed[];
}

it("sends the body once and keeps it through hydration and client navigation", async () => {
  const [first, second] = await publishedReviews();
  const html = await (await fetch(`${server.url}/article/${first!.slug}`)).text();
  const bodyStart = html.indexOf('id="article-body"');
  expect(bodyStart).toBeGreaterThan(0);
  // A sentence of the body: in the page once, not again in the hydration data.
  const sentence = /<p>([^<]{40,})<\/p>/.exec(html.slice(bodyStart))![1]!;
  expect(html.split(sentence).length - 1).toBe(1);

  const page = await browser.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${server.url}/article/${first!.slug}`, { waitUntil: "networkidle" });
  // Hydrated (React Router's client router is running) with the server's body still in place.
  await expect
    .poll(() => page.evaluate(() => Boolean((window as TWindowWithRouter).__reactRouterDataRouter)))
    .toBe(true);
  expect(await page.locator("#article-body").textContent()).toContain(sentence);

  // Client navigation to another article: its body comes with its data.
  const secondHtml = await (await fetch(`${server.url}/article/${second!.slug}`)).text();
  const secondSentence = /<p>([^<]{40,})<\/p>/.exec(secondHtml.slice(secondHtml.indexOf('id="article-body"')))![1]!;
  await page.evaluate(
    (slug) => (window as TWindowWithRouter).__reactRouterDataRouter!.navigate(`/article/${slug}`),
    second!.slug,
  );
  await expect.poll(() => page.locator("h1").textContent()).toBe(second!.title);
  await expect.poll(() => page.locator("#article-body").textContent()).toContain(secondSentence);
  expect(errors).toEqual([]);
  await page.close();
});

it("shows an editor the version just saved when they click View, and a deleted article is gone", async () => {
  const [, , article] = await publishedReviews();
  const context = await browser.newContext();
  const page = await context.newPage();
  // The editor read the public page before editing: the browser and the server keep it.
  await page.goto(`${server.url}/article/${article!.slug}`);
  expect(await page.locator("h1").textContent()).toBe(article!.title);
  await storeAdminSession(page, server.url, token);

  const edited = `${article!.title} (Retested)`;
  const id = article!.id;
  await page.goto(`${server.url}/admin/articles/edit/${id}`);
  await page.getByLabel("Title", { exact: true }).fill(edited);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => page.getByText("Article Updated").count()).toBeGreaterThan(0);

  await page.goto(`${server.url}/admin`);
  const card = page.getByRole("list", { name: "Articles" }).locator(":scope > li").filter({ hasText: edited });
  const [tab] = await Promise.all([context.waitForEvent("page"), card.getByRole("link", { name: "View" }).click()]);
  await tab.waitForLoadState();
  expect(await tab.locator("h1").textContent()).toBe(edited);

  await fetch(`${server.url}/api/admin/articles/${id}`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${token}` },
  });
  await tab.goto(`${server.url}/article/${article!.slug}`);
  expect(await tab.locator("h1").textContent()).toBe("Article Not Found");
  await context.close();
});

const WIDTHS = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1366, height: 900 }],
] as const;

/** The links to the article a reader's first load of `path` shows. */
async function linksOnFirstLoad(page: Page, path: string, slug: string): Promise<number> {
  await page.goto(`${server.url}${path}`);
  return page.locator(`main a[href="/article/${slug}"]`).count();
}

it.each(WIDTHS)(
  "a review published and then deleted in the admin is on, then off, a reader's home page and section at their first load (%s)",
  async (name, viewport) => {
    const options =
      name === "phone" ? { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport };
    const title = `Freshness Check ${name === "phone" ? "Pocket" : "Desk"} Review`;
    const slug = title.toLowerCase().replaceAll(" ", "-");
    const readerContext = await browser.newContext(options);
    const reader = await readerContext.newPage();
    const readerErrors = trackPageErrors(reader);
    // The reader has read both lists before the change: the server keeps them.
    expect(await linksOnFirstLoad(reader, "/", slug)).toBe(0);
    expect(await linksOnFirstLoad(reader, "/reviews", slug)).toBe(0);

    // Published in the editor.
    const adminContext = await browser.newContext(options);
    const admin = await adminContext.newPage();
    const adminErrors = trackPageErrors(admin);
    await storeAdminSession(admin, server.url, token);
    await admin.goto(`${server.url}/admin/articles/new`);
    await waitForRichText(admin);
    await admin.getByLabel("Title", { exact: true }).fill(title);
    await admin.frameLocator(".tox-edit-area iframe").locator("body").click();
    await admin.keyboard.type("We used it for a month, and it held up.");
    await admin.getByLabel("Article Type", { exact: true }).selectOption("review");
    await admin.getByLabel("Status", { exact: true }).selectOption("published");
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => new URL(admin.url()).pathname).toMatch(/^\/admin\/articles\/edit\/\d+$/);

    // The home page, read by nobody but this check, becomes new by itself (rendered again in the background; it is
    // rendered last of the lists readers asked for): never new and stale at once.
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const response = await fetch(`${server.url}/`);
          const fresh = (await response.text()).includes(`/article/${slug}`);
          seen.push(`${response.headers.get("x-cache")} ${fresh ? "new" : "old"}`);
          return fresh;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    expect(seen.filter((state) => !["STALE old", "HIT new", "MISS new"].includes(state))).toEqual([]);
    // The section was not asked for since the change: its first load shows the review, as does the home page.
    expect(await linksOnFirstLoad(reader, "/reviews", slug)).toBeGreaterThan(0);
    expect(await linksOnFirstLoad(reader, "/", slug)).toBeGreaterThan(0);
    await reader.locator(`main a[href="/article/${slug}"]`).first().scrollIntoViewIfNeeded();
    await reader.screenshot({ path: `test-results/screenshots/freshness-home-after-publish-${name}.png` });

    // Deleted from the article list, after its question.
    admin.on("dialog", (dialog) => void dialog.accept());
    await admin.goto(`${server.url}/admin`);
    const row = admin.getByRole("list", { name: "Articles" }).locator(":scope > li").filter({ hasText: title });
    await row.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => admin.getByText("Article Deleted").count()).toBeGreaterThan(0);
    // Once the server has heard of it (the page answers 404), no first load links it, not even once.
    await expect
      .poll(async () => (await fetch(`${server.url}/article/${slug}`)).status, { timeout: 10_000, interval: 100 })
      .toBe(404);
    expect(await linksOnFirstLoad(reader, "/reviews", slug)).toBe(0);
    expect(await linksOnFirstLoad(reader, "/", slug)).toBe(0);
    await reader.screenshot({ path: `test-results/screenshots/freshness-home-after-delete-${name}.png` });
    expect(readerErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
    await adminContext.close();
    await readerContext.close();
  },
);
