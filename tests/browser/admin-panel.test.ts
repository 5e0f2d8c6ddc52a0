// The admin panel in real Chromium against the built server: login and lockout, the article list, the editor with
// its insert helpers, validation, preview, conflicts, revisions, AI revise, delete, logout, and what stays off the site.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ZAdminArticle, ZAdminListItem, ZArticle } from "~/articles/article-response";
import type { TArticle } from "~/articles/article-shape";
import type { TAdminArticle } from "~/admin/ui/admin-responses";
import { describeMissingAiConfig } from "~/generation/provider.server";
import { slugify } from "~/lib/slug";
import { hasAdminMarker, storeAdminSession, storedAdminToken } from "../support/admin-browser-session";
import { launchBrowser, trackPageErrors, trackRequestsInFlight } from "../support/browser";
import { insertArticle, insertAuthor, insertCategory, insertTag } from "../support/seed";
import { createTestDatabase, startServerProcess, type TTestDatabase, type TTestServer } from "../support/test-server";
import { readJson } from "../support/read-json";
import { richTextHtml, typeInRichText, waitForRichText } from "../support/rich-text";

const ACCESS_CODE = "admin-panel-browser-code";
const MAX_ATTEMPTS = 5;
const TAB_NAMES = [
  "Articles",
  "Create",
  "Content Generator",
  "Versus Generator",
  "AI Generate",
  "Add Brutal Awards",
  "How To",
  "Tech News",
  "SAAS Generator",
  "Bulk Upload",
  // Beside Bulk Upload: every batch and single generation, reopenable at any time (the durable jobs, decision 018).
  "Jobs",
];
const DESKTOP = { width: 1440, height: 1000 };

let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;
const seeded = { categoryName: "Laptops", publishedTitle: "", draftTitle: "", publishedSlug: "", publishedId: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase(async (db) => {
    await insertCategory(db, seeded.categoryName);
    const tagIds: number[] = [];
    for (const name of ["Battery", "Display", "Keyboard", "Ports", "Price", "Repairability"])
      tagIds.push((await insertTag(db, name)).id);
    // Enough articles for one page of 20 plus a second page.
    for (let i = 1; i <= 21; i++) await insertArticle(db, { title: `Filler Gadget ${i} Review`, brutalScore: 5 });
    const author = await insertAuthor(db, "marta_hands_on");
    const published = await insertArticle(db, {
      title: "Seeded Phone Review",
      brutalScore: 6.8,
      tagIds,
      authorId: author.id,
    });
    const draft = await insertArticle(db, {
      title: "Seeded Draft Versus",
      articleType: "versus",
      publishingStatus: "draft",
    });
    Object.assign(seeded, {
      publishedTitle: published.title,
      publishedSlug: published.slug,
      publishedId: published.id,
      draftTitle: draft.title,
    });
  });
  server = await startServerProcess({
    ...database.env,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    ADMIN_MAX_LOGIN_ATTEMPTS: String(MAX_ATTEMPTS),
    // The lockout test is two clients (a phone and a laptop) named by X-Forwarded-For, as behind a local proxy.
    TRUST_PROXY: "loopback",
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

async function apiToken(): Promise<string> {
  const response = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ accessCode: ACCESS_CODE }),
  });
  return ((await response.json()) as { token: string }).token;
}

function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return fetch(`${server.url}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The article as the admin API holds it now. */
async function adminArticle(id: number, token: string): Promise<TAdminArticle> {
  return readJson(await api(`/api/admin/articles/${id}`, { token }), ZAdminArticle);
}

/** The published article as the public API serves it. */
async function publicArticle(slug: string): Promise<TArticle> {
  return readJson(await api(`/api/articles/${slug}`), ZArticle);
}

/** A published review saved through the admin API, for a test that starts in its editor. */
async function createArticle(token: string, fields: { title: string; excerpt?: string }): Promise<TAdminArticle> {
  const response = await api("/api/admin/articles", {
    method: "POST",
    token,
    body: {
      ...fields,
      slug: slugify(fields.title),
      content: "<h2>Verdict</h2><p>The keyboard is excellent. The battery is not.</p>",
      articleType: "review",
      publishingStatus: "published",
      brutalScore: 7,
      tags: [],
    },
  });
  expect(response.status).toBe(201);
  return readJson(response, ZAdminArticle);
}

/** Records every alert and confirm the page shows (as "type: message") and accepts it. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return dialogs;
}

// Tests stay offline: anything addressed to another host is answered locally with an empty page (and recorded).
async function openPage(options: { token?: string } = {}) {
  const page = await browser.newPage({ viewport: DESKTOP });
  const errors = trackPageErrors(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.route(
    (url) => url.origin !== server.url,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "" }),
  );
  if (options.token) {
    await storeAdminSession(page, server.url, options.token);
  }
  return { page, errors, requests };
}

// 4xx answers the test provokes on purpose are logged by Chromium as resource errors; everything else counts.
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (text) => !/Failed to load resource: the server responded with a status of (401|404|409|429|500|503)/.test(text),
  );
}

// By CSS rather than role: while a modal dialog is open Radix hides the rest of the page from the accessibility tree
// (the toast is still seen, and announced through Radix's own live region).
function currentToast(page: Page) {
  return page.locator('[aria-label^="Notifications"] li[data-variant]').last();
}

async function expectToast(page: Page, title: string, description?: string) {
  const toast = currentToast(page);
  const read = async () => {
    const shown = await toast
      .locator("[data-toast-title]")
      .textContent({ timeout: 1000 })
      .catch(() => null);
    if (description === undefined) return shown;
    return `${shown} | ${await toast
      .locator("[data-toast-description]")
      .textContent({ timeout: 1000 })
      .catch(() => null)}`;
  };
  await expect.poll(read).toBe(description === undefined ? title : `${title} | ${description}`);
}

async function logInThroughCard(page: Page) {
  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Access Code", { exact: true }).fill(ACCESS_CODE);
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Content Management");
}

function fieldErrors(page: Page) {
  return page.locator("[data-field-error]").allTextContents();
}

describe("login", () => {
  it("refuses a blank code, counts a wrong one, then lets the right one in", async () => {
    const { page, errors } = await openPage();
    const response = await page.goto(`${server.url}/admin/login`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Admin Access");
    expect(await page.getByLabel("Access Code", { exact: true }).getAttribute("type")).toBe("password");
    expect(await page.getByText("Authorized personnel only").count()).toBe(1);

    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await expectToast(page, "Error", "Please enter an access code");

    await page.getByLabel("Access Code", { exact: true }).fill("not-the-code");
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await expectToast(page, "Access Denied", `Invalid access code (${MAX_ATTEMPTS - 1} attempts remaining)`);
    const attempts = page.getByRole("status").filter({ hasText: "Login Attempts:" });
    await expect.poll(() => attempts.textContent()).toContain(`Failed attempts: 1 of ${MAX_ATTEMPTS}`);
    expect(await attempts.textContent()).toContain(`Remaining attempts: ${MAX_ATTEMPTS - 1}`);
    // F8 moves focus to the notifications.
    await page.keyboard.press("F8");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label^="Notifications"]')))).toBe(
      true,
    );

    await page.getByLabel("Access Code", { exact: true }).fill(ACCESS_CODE);
    // On a slow network the button says it is checking, and cannot be pressed twice.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/login", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    const verifying = page.getByRole("button", { name: "Verifying..." });
    await expect.poll(() => verifying.count()).toBe(1);
    expect(await verifying.isDisabled()).toBe(true);
    release();
    await expectToast(page, "Access Granted", "Welcome to the admin panel");
    await page.unroute("**/api/admin/login");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Content Management");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/admin");
    expect(await storedAdminToken(page)).toMatch(/^\S{20,}$/);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("shows one toast at a time (a new one replaces the last) and takes it away after 5 seconds", async () => {
    const { page, errors } = await openPage();
    // Playwright's clock owns the page's timers; it is paused below so the toast's 5 s are counted exactly.
    await page.clock.install();
    await page.goto(`${server.url}/admin/login`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Admin Access");
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const toasts = page.locator('[aria-label^="Notifications"] li[data-variant]');

    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await expectToast(page, "Error", "Please enter an access code");
    await page.getByLabel("Access Code", { exact: true }).fill(ACCESS_CODE);
    await page.getByRole("button", { name: "Access Admin Panel" }).click();
    await expectToast(page, "Access Granted", "Welcome to the admin panel");
    // The first toast (whose time has not run, the clock being paused) was replaced, not stacked.
    expect(await toasts.count()).toBe(1);

    await page.clock.runFor(4_900);
    expect(await toasts.count()).toBe(1);
    await page.clock.runFor(200);
    await expect.poll(() => toasts.count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("sends an admin whose token the server refuses back to the login card", async () => {
    const { page, errors } = await openPage({ token: "revoked-or-made-up-token" });
    await page.goto(`${server.url}/admin`);
    await expect.poll(() => page.getByText("Session expired. Please log in again.", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Admin Access");
    expect(await hasAdminMarker(page)).toBe(false);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});

describe("content management", () => {
  it("shows the spec's ten tabs and Jobs, the article list with filters, search and load more", async () => {
    const { page, errors } = await openPage({ token: await apiToken() });
    await page.goto(`${server.url}/admin`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Content Management");
    expect(await page.getByRole("tab").allTextContents()).toEqual(TAB_NAMES);
    expect(await page.getByRole("button", { name: "New Article" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Logout" }).count()).toBe(1);

    const cards = page.getByRole("list", { name: "Articles" }).locator(":scope > li");
    await expect.poll(() => cards.count()).toBe(20);
    await page.getByRole("button", { name: "Load More" }).click();
    await expect.poll(() => cards.count()).toBe(23);
    expect(await page.getByRole("button", { name: "Load More" }).count()).toBe(0);

    // A published card: View opens the public page in a new tab; at most five of its six tags show.
    const published = cards.filter({ hasText: seeded.publishedTitle });
    const view = published.getByRole("link", { name: "View" });
    expect(await view.getAttribute("href")).toBe(`/article/${seeded.publishedSlug}`);
    expect(await view.getAttribute("target")).toBe("_blank");
    expect(await published.getByRole("list", { name: "Tags" }).locator("li").count()).toBe(5);
    expect(await published.textContent()).toContain("Brutal Score 6.8/10");

    await page.getByLabel("Filter by status", { exact: true }).selectOption("draft");
    await expect.poll(() => cards.allTextContents()).toHaveLength(1);
    expect(await cards.first().textContent()).toContain(seeded.draftTitle);
    expect(await cards.first().getByRole("link", { name: "View" }).count()).toBe(0);
    await page.getByLabel("Filter by status", { exact: true }).selectOption("");
    await page.getByLabel("Filter by type", { exact: true }).selectOption("versus");
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByLabel("Filter by type", { exact: true }).selectOption("");
    await expect.poll(() => cards.count()).toBe(20);
    await page.getByLabel("Search articles", { exact: true }).fill("Seeded Phone");
    await expect
      .poll(async () => (await cards.allTextContents()).map((text) => text.includes(seeded.publishedTitle)))
      .toEqual([true]);
    // The author's username finds the article too (spec: 'Admin search matches title or author username'); another
    // search in between, so the list has really changed when it shows the author's article again.
    await page.getByLabel("Search articles", { exact: true }).fill("Filler Gadget 7");
    await expect
      .poll(async () => (await cards.allTextContents()).map((text) => text.includes("Filler Gadget 7 Review")))
      .toEqual([true]);
    await page.getByLabel("Search articles", { exact: true }).fill("hands_on");
    await expect
      .poll(async () => (await cards.allTextContents()).map((text) => text.includes(seeded.publishedTitle)))
      .toEqual([true]);

    await page.getByRole("tab", { name: "SAAS Generator" }).click();
    await expect
      .poll(() => page.getByRole("tabpanel").first().textContent())
      .toContain("This generator needs an AI provider");
    expect(await page.getByRole("tabpanel").first().textContent()).toContain("AI_PROVIDER");
    await page.getByRole("tab", { name: "Create" }).click();
    await page.getByRole("button", { name: "Open Article Editor" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("New Article");
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("says so when the list cannot be fetched, and when a delete fails", async () => {
    const token = await apiToken();
    const { page, errors } = await openPage({ token });
    await page.route(`${server.url}/api/admin/articles?*`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
    );
    await page.goto(`${server.url}/admin`);
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "Failed to fetch" }).textContent())
      .toContain("Failed to fetch articles");
    await page.unroute(`${server.url}/api/admin/articles?*`);
    await page.getByRole("button", { name: "Try again" }).click();
    const card = page
      .getByRole("list", { name: "Articles" })
      .locator(":scope > li")
      .filter({ hasText: seeded.draftTitle });
    await expect.poll(() => card.count()).toBe(1);

    // Someone else deletes it first: the server's message is shown.
    const draftId = Number(await card.getAttribute("data-article-id"));
    expect((await api(`/api/admin/articles/${draftId}`, { method: "DELETE", token })).status).toBe(200);
    page.once("dialog", (dialog) => void dialog.accept());
    await card.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Delete Failed", "Article not found");
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});

describe("article editor", () => {
  it("shows each validation message word for word next to its field", async () => {
    const { page, errors, requests } = await openPage({ token: await apiToken() });
    await page.goto(`${server.url}/admin/articles/new`);
    await waitForRichText(page);
    expect(await page.getByLabel("Meta Title", { exact: true }).getAttribute("placeholder")).toContain("max 60");

    await page.getByLabel("Title", { exact: true }).fill("Hello, World: A Test!");
    expect(await page.getByLabel("Slug", { exact: true }).inputValue()).toBe("hello-world-a-test");

    await page.getByLabel("Title", { exact: true }).fill("t".repeat(256));
    await page.getByLabel("Excerpt", { exact: true }).fill("e".repeat(501));
    await page.getByLabel("Brutal Score", { exact: true }).fill("11");
    await page.getByLabel("Meta Title", { exact: true }).fill("m".repeat(256));
    await page.getByLabel("Meta Description", { exact: true }).fill("d".repeat(161));
    await page.getByLabel("Featured Image URL", { exact: true }).fill("not a url");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual([
        "Title too long",
        "Slug too long",
        "Excerpt too long",
        "Content is required",
        "Brutal score must be at most 10",
        "Meta title too long",
        "Meta description should be under 160 characters",
        "Must be a valid URL",
      ]);
    // Each message sits with its field.
    expect(await page.getByLabel("Title", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    const describedBy = await page.getByLabel("Meta Description", { exact: true }).getAttribute("aria-describedby");
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      "Meta description should be under 160 characters",
    );

    await page.getByLabel("Title", { exact: true }).fill("");
    await page.getByLabel("Brutal Score", { exact: true }).fill("0.5");
    await expect
      .poll(() => fieldErrors(page))
      .toEqual([
        "Title is required",
        "Slug is required",
        "Excerpt too long",
        "Content is required",
        "Brutal score must be at least 1",
        "Meta title too long",
        "Meta description should be under 160 characters",
        "Must be a valid URL",
      ]);
    // Nothing invalid was sent.
    expect(requests.filter((url) => url.endsWith("/api/admin/articles"))).toEqual([]);
    // The score exists for the types that show one (review, versus, award, software), not for an interview.
    await page.getByLabel("Article Type", { exact: true }).selectOption("versus");
    expect(await page.getByLabel("Brutal Score", { exact: true }).count()).toBe(1);
    await page.getByLabel("Article Type", { exact: true }).selectOption("interview");
    expect(await page.getByLabel("Brutal Score", { exact: true }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Score" }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("loads TinyMCE from this site only: no request to any other host", async () => {
    const { page, errors, requests } = await openPage({ token: await apiToken() });
    const inFlight = trackRequestsInFlight(page);
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${server.url}/admin/articles/new`);
    await waitForRichText(page);
    await typeInRichText(page, "Typing in the self-hosted editor.");
    await page.getByRole("button", { name: "Insert Box" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Insert Box" }).click();
    await page.getByRole("button", { name: "Embed Video" }).click();
    await page.getByLabel("Video URL", { exact: true }).fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await page.getByRole("dialog").getByRole("button", { name: "Embed Video" }).click();
    await expect.poll(() => richTextHtml(page)).toContain("youtube.com/embed/dQw4w9WgXcQ");
    // The help dialog and its keyboard page come from the bundle too.
    await page.locator('.tox-tbtn[aria-label="Help"]').click();
    await expect.poll(() => page.locator(".tox-dialog").textContent()).toContain("Help");
    await page.keyboard.press("Escape");
    const toolbar = await page
      .locator(".tox-editor-header .tox-tbtn")
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
    expect(toolbar).toEqual(
      expect.arrayContaining([
        "Undo",
        "Redo",
        "Bold",
        "Italic",
        "Bullet list",
        "Numbered list",
        "Insert/edit link",
        "Remove link",
        "Clear formatting",
        "Help",
      ]),
    );
    expect(await page.locator(".tox-menubar").count()).toBe(0);
    await inFlight.settled();

    const outside = requests.filter(
      (url) => !url.startsWith(`${server.url}/`) && !url.startsWith("data:") && !url.startsWith("blob:"),
    );
    expect(outside).toEqual([]);
    expect(requests.some((url) => /tinymce-bundle-[\w-]+\.js$/.test(url))).toBe(true);
    expect(failed).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("inserts a custom button, a boxed highlight and a video, refusing empty or unusable input", async () => {
    const { page, errors } = await openPage({ token: await apiToken() });
    const dialogs = recordDialogs(page);
    await page.goto(`${server.url}/admin/articles/new`);
    await waitForRichText(page);

    // Custom button: empty text or an unusable URL does nothing; a real insert closes and resets the dialog.
    await page.getByRole("button", { name: "Insert Button" }).click();
    const buttonDialog = page.getByRole("dialog", { name: "Create Custom Button" });
    expect(await buttonDialog.getByLabel("Button Text", { exact: true }).inputValue()).toBe("Button text");
    expect(await buttonDialog.getByLabel("Button Color", { exact: true }).inputValue()).toBe("#8b5cf6");
    expect(await buttonDialog.getByLabel("Button URL", { exact: true }).inputValue()).toBe("https://");
    await buttonDialog.getByRole("button", { name: "Insert Button" }).click();
    expect(await buttonDialog.isVisible()).toBe(true);
    await buttonDialog.getByLabel("Button Text", { exact: true }).fill("");
    await buttonDialog.getByLabel("Button URL", { exact: true }).fill("https://shop.example.com/framework-16");
    await buttonDialog.getByRole("button", { name: "Insert Button" }).click();
    expect(await buttonDialog.isVisible()).toBe(true);
    await buttonDialog.getByLabel("Button Text", { exact: true }).fill("Check the price");
    await buttonDialog.getByRole("button", { name: "Insert Button" }).click();
    await expect.poll(() => buttonDialog.count()).toBe(0);
    await page.getByRole("button", { name: "Insert Button" }).click();
    expect(await buttonDialog.getByLabel("Button Text", { exact: true }).inputValue()).toBe("Button text");
    expect(await buttonDialog.getByLabel("Button URL", { exact: true }).inputValue()).toBe("https://");
    await buttonDialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => buttonDialog.count()).toBe(0);

    // Boxed highlight.
    await page.getByRole("button", { name: "Insert Box" }).click();
    const boxDialog = page.getByRole("dialog", { name: "Create Boxed Highlight" });
    expect(await boxDialog.getByLabel("Box Content", { exact: true }).inputValue()).toBe("Boxed content");
    expect(await boxDialog.getByLabel("Box Color", { exact: true }).inputValue()).toBe("#10b981");
    await boxDialog.getByLabel("Box Content", { exact: true }).fill("Battery life: five hours of real work.");
    await boxDialog.getByRole("button", { name: "Insert Box" }).click();
    await expect.poll(() => boxDialog.count()).toBe(0);

    // Video: a non-YouTube link is refused with the alert; a youtu.be link embeds.
    await page.getByRole("button", { name: "Embed Video" }).click();
    const videoDialog = page.getByRole("dialog", { name: "Embed Video" });
    expect(await videoDialog.getByLabel("Video URL", { exact: true }).inputValue()).toBe("");
    await videoDialog.getByLabel("Video URL", { exact: true }).fill("https://vimeo.com/12345");
    await videoDialog.getByRole("button", { name: "Embed Video" }).click();
    await expect.poll(() => dialogs).toContain("alert: Please enter a valid YouTube URL");
    expect(await videoDialog.isVisible()).toBe(true);
    await videoDialog.getByLabel("Video URL", { exact: true }).fill("https://youtu.be/dQw4w9WgXcQ");
    await videoDialog.getByRole("button", { name: "Embed Video" }).click();
    await expect.poll(() => videoDialog.count()).toBe(0);

    const html = await richTextHtml(page);
    expect(html).toContain("Check the price");
    expect(html).toContain("Battery life: five hours of real work.");
    expect(html).toContain("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("creates a published article whose preview and public page show the inserted button, box and video", async () => {
    const { page, errors, requests } = await openPage({ token: await apiToken() });
    await page.goto(`${server.url}/admin`);
    await page.getByRole("button", { name: "New Article" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("New Article");
    await waitForRichText(page);
    const title = "Framework Laptop 16 Review";
    await page.getByLabel("Title", { exact: true }).fill(title);
    expect(await page.getByLabel("Slug", { exact: true }).inputValue()).toBe("framework-laptop-16-review");
    await page.getByLabel("Excerpt", { exact: true }).fill("Modular, repairable and heavier than it looks.");
    await typeInRichText(page, "The keyboard is excellent. The battery is not.");
    await page.getByRole("button", { name: "Insert Button" }).click();
    const buttonDialog = page.getByRole("dialog", { name: "Create Custom Button" });
    await buttonDialog.getByLabel("Button Text", { exact: true }).fill("Check the price");
    await buttonDialog.getByLabel("Button URL", { exact: true }).fill("https://shop.example.com/framework-16");
    await buttonDialog.getByRole("button", { name: "Insert Button" }).click();
    await expect.poll(() => buttonDialog.count()).toBe(0);
    await page.getByRole("button", { name: "Insert Box" }).click();
    const boxDialog = page.getByRole("dialog", { name: "Create Boxed Highlight" });
    await boxDialog.getByLabel("Box Content", { exact: true }).fill("Battery life: five hours of real work.");
    await boxDialog.getByRole("button", { name: "Insert Box" }).click();
    await expect.poll(() => boxDialog.count()).toBe(0);
    await page.getByRole("button", { name: "Embed Video" }).click();
    const videoDialog = page.getByRole("dialog", { name: "Embed Video" });
    await videoDialog.getByLabel("Video URL", { exact: true }).fill("https://youtu.be/dQw4w9WgXcQ");
    await videoDialog.getByRole("button", { name: "Embed Video" }).click();
    await expect.poll(() => videoDialog.count()).toBe(0);

    await page.getByLabel("Status", { exact: true }).selectOption("published");
    await page.getByLabel("Category", { exact: true }).selectOption({ label: seeded.categoryName });
    await page.getByLabel("Brutal Score", { exact: true }).fill("7.5");
    await page.getByLabel("Meta Title", { exact: true }).fill("Framework Laptop 16 Review: Modular, Not Magic");
    await page
      .getByLabel("Meta Description", { exact: true })
      .fill("Our honest verdict on the Framework Laptop 16 after three weeks.");
    await page.getByLabel("Featured Image URL", { exact: true }).fill("/images/demo/1password-review.svg");

    // Preview renders with the public renderer and the public page's blocks: the verdict boxes with the score.
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("article", { name: "Preview" });
    await expect.poll(() => preview.getByRole("heading", { level: 2 }).first().textContent()).toBe(title);
    expect(await preview.getByRole("link", { name: "Check the price" }).getAttribute("href")).toBe(
      "https://shop.example.com/framework-16",
    );
    expect(await preview.locator('iframe[src="https://www.youtube.com/embed/dQw4w9WgXcQ"]').count()).toBe(1);
    const verdict = preview.getByRole("region", { name: "Verdict" });
    expect(await verdict.getByRole("meter", { name: "Brutal Score" }).getAttribute("aria-valuetext")).toBe(
      "7.5 out of 10",
    );
    expect(await verdict.getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      "Brutal Summary",
      "Positives",
      "Negatives",
    ]);
    await page.getByRole("button", { name: "Edit", exact: true }).click();

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Article Created");
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/admin\/articles\/edit\/\d+$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Edit Article");

    // Public: the API serves it, with the helpers' HTML kept by the sanitiser.
    const published = await publicArticle("framework-laptop-16-review");
    expect(published.title).toBe(title);
    expect(published.brutalScore).toBe(7.5);
    expect(published.category?.name).toBe(seeded.categoryName);
    const button = /<a [^>]+>Check the price<\/a>/.exec(published.content)?.[0] ?? "";
    expect(button).toContain('href="https://shop.example.com/framework-16"');
    expect(button).toMatch(/style="[^"]*background-color:\s*#8b5cf6/);
    expect(published.content).toMatch(
      /<div style="[^"]*border:\s*1px solid #10b981[^"]*">Battery life: five hours of real work\.<\/div>/,
    );
    expect(published.content).toMatch(/<iframe[^>]+src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
    const publicPage = await browser.newPage();
    const publicResponse = await publicPage.goto(`${server.url}/article/framework-laptop-16-review`);
    // The reader sees it: the title, the helper's price button and the video embed, on the public page.
    expect(publicResponse?.status()).toBe(200);
    expect(await publicPage.locator("h1").textContent()).toBe(title);
    expect(await publicPage.locator(".article-body a", { hasText: "Check the price" }).getAttribute("href")).toBe(
      "https://shop.example.com/framework-16",
    );
    expect(
      await publicPage.locator('.article-body iframe[src="https://www.youtube.com/embed/dQw4w9WgXcQ"]').count(),
    ).toBe(1);
    // The boxed highlight: its colour as the border, and the same colour at 10% behind the text.
    const box = publicPage.locator(".article-body div", { hasText: "Battery life: five hours of real work." }).last();
    const boxStyle = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      };
    });
    expect(boxStyle).toEqual({ background: "rgba(16, 185, 129, 0.1)", border: "1px solid rgb(16, 185, 129)" });
    await publicPage.close();

    // The whole session stayed on this site, apart from the preview's video embed (answered locally here).
    const outside = requests.filter(
      (url) => !url.startsWith(`${server.url}/`) && !url.startsWith("data:") && !url.startsWith("blob:"),
    );
    expect(outside.every((url) => url.startsWith("https://www.youtube.com/embed/"))).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("keeps the slug when the title changes, keeps the saved version, and a restore over unsaved edits drops them", async () => {
    const token = await apiToken();
    const title = "Framework Laptop 12 Review";
    const { id, slug } = await createArticle(token, {
      title,
      excerpt: "Modular, repairable and heavier than it looks.",
    });
    const { page, errors } = await openPage({ token });
    const dialogs = recordDialogs(page);
    await page.goto(`${server.url}/admin/articles/edit/${id}`);
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
    await waitForRichText(page);

    // Edit: the slug stays put while the title changes.
    await page.getByLabel("Title", { exact: true }).fill(`${title} (Updated)`);
    expect(await page.getByLabel("Slug", { exact: true }).inputValue()).toBe(slug);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Article Updated");
    expect((await publicArticle(slug)).title).toBe(`${title} (Updated)`);
    const revisions = page.getByRole("list", { name: "Revisions" });
    await expect.poll(() => revisions.locator("li").count()).toBe(1);
    expect(await revisions.textContent()).toContain("Version 1");
    expect(await revisions.textContent()).toContain(title);
    expect(await revisions.locator("li").first().textContent()).toContain("replaced by a save");

    // Restore version 1 over an unsaved edit: the confirmation says the edit will be lost, and it is.
    await page.getByLabel("Excerpt", { exact: true }).fill("Unsaved words that the restore throws away.");
    await revisions.getByRole("button", { name: "Restore version 1" }).click();
    await expectToast(page, "Revision Restored");
    expect(dialogs).toContain(
      "confirm: Restore version 1? It is saved at once as the current version, and the public page shows it if it is published. Your unsaved changes in the editor will be lost: save them first to keep them. The current saved version is kept as a revision.",
    );
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(title);
    expect(await page.getByLabel("Excerpt", { exact: true }).inputValue()).toBe(
      "Modular, repairable and heavier than it looks.",
    );
    expect((await publicArticle(slug)).title).toBe(title);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("refuses a save over a version saved elsewhere after the editor loaded, and reloads the newer one", async () => {
    const token = await apiToken();
    const { id } = await createArticle(token, { title: "Framework Desktop Review" });
    const { page, errors } = await openPage({ token });
    const dialogs = recordDialogs(page);
    await page.goto(`${server.url}/admin/articles/edit/${id}`);
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe("Framework Desktop Review");
    await waitForRichText(page);

    const current = await adminArticle(id, token);
    const elsewhere = await api(`/api/admin/articles/${id}`, {
      method: "PUT",
      token,
      body: {
        ...current,
        categoryId: current.category?.id ?? null,
        tags: [],
        title: "Changed In Another Tab",
        version: current.version,
      },
    });
    expect(elsewhere.status).toBe(200);
    await page.getByLabel("Excerpt", { exact: true }).fill("This save must not overwrite the other tab.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(
      page,
      "Save Conflict",
      "This article was changed elsewhere after you opened it. Reload it to see the newer version before saving.",
    );
    expect((await adminArticle(id, token)).title).toBe("Changed In Another Tab");
    // The unsaved excerpt would be lost: the editor asks first (accepted here).
    await page.getByRole("button", { name: "Reload latest version" }).click();
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe("Changed In Another Tab");
    expect(dialogs).toEqual([
      "confirm: Load the newest saved version? Your unsaved edits in this editor will be lost.",
    ]);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("asks AI Revise for its prompt and shows the server's answer when no model is configured", async () => {
    // A revision through the fake model is tested in admin-generators.test.ts.
    const token = await apiToken();
    const { id } = await createArticle(token, { title: "Framework Laptop 13 Revise Review" });
    const { page, errors } = await openPage({ token });
    await page.goto(`${server.url}/admin/articles/edit/${id}`);
    await expect
      .poll(() => page.getByLabel("Title", { exact: true }).inputValue())
      .toBe("Framework Laptop 13 Revise Review");
    await page.getByRole("button", { name: "AI Revise" }).click();
    const aiDialog = page.getByRole("dialog", { name: "AI Revise" });
    await aiDialog.getByRole("button", { name: "Revise Article" }).click();
    await expectToast(
      page,
      "Revision Prompt Required",
      "Please enter a prompt describing how you want to revise the article.",
    );
    await aiDialog.getByLabel("Revision Prompt", { exact: true }).fill("Make the verdict blunter.");
    await aiDialog.getByRole("button", { name: "Revise Article" }).click();
    await expectToast(page, "AI Revision Failed", describeMissingAiConfig());
    await aiDialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => aiDialog.count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("goes back to the refreshed list and deletes an article there after asking", async () => {
    const token = await apiToken();
    const { id } = await createArticle(token, { title: "Doomed Dock Review" });
    const { page, errors } = await openPage({ token });
    const dialogs = recordDialogs(page);
    await page.goto(`${server.url}/admin/articles/edit/${id}`);
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe("Doomed Dock Review");
    await page.getByRole("button", { name: "Back to articles" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Content Management");
    const card = page
      .getByRole("list", { name: "Articles" })
      .locator(":scope > li")
      .filter({ hasText: "Doomed Dock Review" });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Article Deleted", "The article has been permanently deleted");
    expect(dialogs).toContain(
      'confirm: Are you sure you want to delete "Doomed Dock Review"? This action cannot be undone.',
    );
    await expect.poll(() => card.count()).toBe(0);
    expect((await api(`/api/admin/articles/${id}`, { token })).status).toBe(404);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("logs out: the server forgets the session and the login form is empty", async () => {
    const { page, errors } = await openPage();
    await logInThroughCard(page);
    const token = (await storedAdminToken(page))!;
    await page.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Logged Out", "You have been logged out of the admin panel");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Admin Access");
    expect(await page.getByLabel("Access Code", { exact: true }).inputValue()).toBe("");
    expect(await hasAdminMarker(page)).toBe(false);
    expect((await api("/api/admin/session", { token })).status).toBe(401);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("falls back to the list's copy when the full article cannot be fetched, and still refuses a stale save", async () => {
    const token = await apiToken();
    const { page, errors } = await openPage({ token });
    await page.route(new RegExp(`/api/admin/articles/${seeded.publishedId}$`), (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Database unavailable"}' })
        : route.fallback(),
    );
    const sentVersions: unknown[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT") sentVersions.push(request.postDataJSON()?.version);
    });
    await page.goto(`${server.url}/admin`);
    await page.getByLabel("Search articles", { exact: true }).fill(seeded.publishedTitle);
    const card = page
      .getByRole("list", { name: "Articles" })
      .locator(":scope > li")
      .filter({ hasText: seeded.publishedTitle });
    await expect.poll(() => card.count()).toBe(1);
    const [listed] = await readJson(
      await api(`/api/admin/articles?search=${encodeURIComponent(seeded.publishedTitle)}`, { token }),
      z.tuple([ZAdminListItem]),
    );
    await card.getByRole("button", { name: "Edit" }).click();
    await expectToast(page, "Error", "Failed to fetch full article data");
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(seeded.publishedTitle);
    expect(await page.getByLabel("Slug", { exact: true }).inputValue()).toBe(seeded.publishedSlug);
    expect(
      await page.getByRole("status").filter({ hasText: "showing the copy from the article list" }).textContent(),
    ).toContain("Saving still checks that nobody has saved a newer version since the list was loaded.");
    // Markdown from the list became HTML for the editor.
    await waitForRichText(page);
    expect(await richTextHtml(page)).toContain("<h2");

    // Someone saves after the list was read: the save from the list's copy carries the list's version and is refused.
    const current = await adminArticle(seeded.publishedId, token);
    const elsewhere = await api(`/api/admin/articles/${seeded.publishedId}`, {
      method: "PUT",
      token,
      body: {
        ...current,
        categoryId: current.category?.id ?? null,
        tags: current.tags.map((tag) => ({ id: tag.id })),
        excerpt: "Saved in another tab.",
      },
    });
    expect(elsewhere.status).toBe(200);
    await page.getByLabel("Excerpt", { exact: true }).fill("From the list's copy.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(
      page,
      "Save Conflict",
      "This article was changed elsewhere after you opened it. Reload it to see the newer version before saving.",
    );
    expect(sentVersions).toEqual([listed.version]);
    expect((await adminArticle(seeded.publishedId, token)).excerpt).toBe("Saved in another tab.");
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it("previews an award as the public page shows it: award panel, table of contents, stored score", async () => {
    const token = await apiToken();
    const content = [
      "Two weeks with the phone that finally fixed battery anxiety.",
      "## Battery",
      "Two days of real use.",
      "## Display",
      "Bright outdoors.",
      "## Price",
      "Fair for what it does.",
      "## Why This Product Deserves Recognition",
      "- Lasts two days on a charge",
      "- Charges in 30 minutes",
      "## What Customers Are Saying",
      "- Owners stop carrying power banks",
      "## Award Summary",
      "The best battery phone of the year.",
    ].join("\n\n");
    const body = {
      title: "Brutal Award for the Best Battery Phone in 2026 goes to Aether X2",
      slug: "award-preview-aether-x2",
      content,
      articleType: "award",
      publishingStatus: "draft",
      brutalScore: 9.2,
      tags: [],
    };
    const response = await api("/api/admin/articles", { method: "POST", token, body });
    expect(response.status).toBe(201);
    const created = await readJson(response, ZAdminArticle);
    // One save, so there is a version to restore.
    expect(
      (
        await api(`/api/admin/articles/${created.id}`, {
          method: "PUT",
          token,
          body: { ...body, excerpt: "Saved once.", version: 1 },
        })
      ).status,
    ).toBe(200);

    const { page, errors } = await openPage({ token });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${server.url}/admin/articles/edit/${created.id}`);
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe(body.title);
    await waitForRichText(page);
    // Nothing edited yet: the restore question does not warn about lost changes (the editor's own reflow of the
    // body is not an edit).
    await page.getByRole("list", { name: "Revisions" }).getByRole("button", { name: "Restore version 1" }).click();
    await expect
      .poll(() => dialogs)
      .toEqual([
        "Restore version 1? It is saved at once as the current version, and the public page shows it if it is published. The current version is kept as a revision.",
      ]);
    // An award shows its score, so the editor offers it; the preview shows it.
    expect(await page.getByLabel("Brutal Score", { exact: true }).inputValue()).toBe("9.2");

    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("article", { name: "Preview" });
    const award = preview.getByRole("region", { name: "Award" });
    await expect
      .poll(() => award.getByRole("heading", { level: 2 }).allTextContents())
      .toEqual([
        "Award Recognition Score",
        "Why This Product Deserves Recognition",
        "What Customers Are Saying",
        "Award Summary",
      ]);
    expect(await award.textContent()).toContain("9.2/10");
    expect(await award.getByRole("listitem").allTextContents()).toEqual([
      "Lasts two days on a charge",
      "Charges in 30 minutes",
      "Owners stop carrying power banks",
    ]);
    expect(await award.textContent()).toContain("The best battery phone of the year.");
    // The award sections moved out of the body, as on the public page; the other headings make the contents.
    const articleBody = preview.locator(".article-body");
    expect(await articleBody.textContent()).not.toContain("Why This Product Deserves Recognition");
    const toc = preview.getByRole("navigation", { name: "Table of Contents" });
    const entries = await toc.getByRole("link").allTextContents();
    expect(entries.map((entry) => entry.replace(/^[\d.\s]+/, ""))).toEqual(["Battery", "Display", "Price"]);
    for (const link of await toc
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!.slice(1)))) {
      expect(await articleBody.locator(`[id="${link}"]`).count()).toBe(1);
    }

    // Saving keeps the stored score although its field is hidden.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(async () => (await adminArticle(created.id, token)).version).toBe(3);
    expect((await adminArticle(created.id, token)).brutalScore).toBe(9.2);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});

describe("public pages", () => {
  it("never load TinyMCE or admin code", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const scripts: { url: string; body: string }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script")
        scripts.push({ url: response.url(), body: await response.text() });
    });
    await page.goto(server.url, { waitUntil: "networkidle" });
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of [...scripts.map((s) => s.url), ...preloads]) {
      expect(url).not.toMatch(
        /tinymce|admin|ArticleEditor|InsertDialogs|RichTextEditor|ArticlesTab|LoginCard|content-management/i,
      );
    }
    for (const script of scripts) {
      expect(script.body).not.toMatch(/tinymce/i);
      expect(script.body).not.toContain("Access Admin Panel");
      expect(script.body).not.toContain("Create Custom Button");
    }
    await page.close();
  });
});

describe("lockout", () => {
  it.each([
    ["phone", { width: 390, height: 844 }, "198.51.100.7"],
    ["desktop", { width: 1366, height: 900 }, "203.0.113.9"],
  ] as const)("locks the login for 24 hours once no attempts remain (%s)", async (name, viewport, address) => {
    const context = await browser.newContext({
      ...(name === "phone" ? { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport }),
      extraHTTPHeaders: { "X-Forwarded-For": address },
    });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${server.url}/admin/login`);
    const button = page.getByRole("button", { name: "Access Admin Panel" });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await page.getByLabel("Access Code", { exact: true }).fill(`wrong-${attempt}`);
      await button.click();
      const remaining = MAX_ATTEMPTS - attempt;
      await expectToast(
        page,
        "Access Denied",
        remaining > 0
          ? `Invalid access code (${remaining} ${remaining === 1 ? "attempt" : "attempts"} remaining)`
          : "Account locked for 24 hours after too many failed attempts.",
      );
      await expect
        .poll(() => page.getByText(/^Remaining attempts:/).textContent())
        .toBe(`Remaining attempts: ${remaining}`);
    }
    expect(await page.getByText("Account locked for 24 hours", { exact: true }).count()).toBe(1);
    expect(await page.getByText(`Failed attempts: ${MAX_ATTEMPTS} of ${MAX_ATTEMPTS}`).count()).toBe(1);
    expect(await button.isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // After a reload the lockout box stays, with the way back in, and the button stays disabled; the server still
    // refuses, even the right code.
    await page.reload();
    await expect.poll(() => page.getByText("Account locked for 24 hours", { exact: true }).count()).toBe(1);
    expect(await page.getByText(/npm run clear-lockouts/).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Access Admin Panel" }).isDisabled()).toBe(true);
    // The box, its way back in and the disabled button are all on the first screen.
    for (const shown of [
      page.getByText(/npm run clear-lockouts/),
      page.getByRole("button", { name: "Access Admin Panel" }),
    ]) {
      const box = (await shown.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `test-results/screenshots/lockout-after-reload-${name}.png` });
    const refused = await page.evaluate(async (accessCode) => {
      const response = await fetch("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ accessCode }),
      });
      return [response.status, ((await response.json()) as { error: string }).error];
    }, ACCESS_CODE);
    expect(refused).toEqual([429, "Account locked for 24 hours after too many failed attempts."]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
