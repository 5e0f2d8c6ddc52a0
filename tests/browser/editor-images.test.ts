// Images pasted into the admin's rich-text editor, in real Chromium against the built server: a pasted PNG is
// uploaded as it lands, saved as a /media/ URL, and loads for the reader on the public article page; an image the
// server refuses is taken out of the editor with the server's message. And an editor's camera photo as a review's
// featured image: what a phone's Chromium picks from its candidates, and what it downloads (decision 043).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeAdminSession } from "../support/admin-browser-session";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { encodePng } from "../support/images";
import { cameraPhoto } from "../support/photo";
import { insertArticle } from "../support/seed";
import { richTextHtml, waitForRichText, type TWindowWithTinyMce } from "../support/rich-text";
import {
  createTestDatabase,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
  logInAsAdmin,
} from "../support/test-server";

const ACCESS_CODE = "editor-images-browser-code";

let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;
let token = "";
const article = { id: 0, slug: "" };
const pastedPng = encodePng(60, 40, [30, 160, 90]);
// Where the server stored the pasted image (the hash of the bytes it keeps), learnt from the first test.
let pastedLocation = "";
const mediaSources = (html: string) => [...html.matchAll(/src="(\/media\/[0-9a-f]{64}\.png)"/g)].map((m) => m[1]);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.withDatabase(async (db) => {
    const row = await insertArticle(db, { title: "Pasted Screenshot Review", content: "<p>Before the picture.</p>" });
    Object.assign(article, { id: row.id, slug: row.slug });
  });
  server = await startServerProcess({ ...database.env, ADMIN_ACCESS_CODE: ACCESS_CODE, SEED_DEMO_CONTENT: "false" });
  token = await logInAsAdmin(server.url, ACCESS_CODE);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

async function openEditor(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  const errors = trackPageErrors(page);
  await storeAdminSession(page, server.url, token);
  await page.goto(`${server.url}/admin/articles/edit/${article.id}`);
  await waitForRichText(page);
  return { page, errors };
}

// A real paste event carrying an image file, as the clipboard gives a screenshot to the editor.
async function pasteImage(page: Page, bytes: Uint8Array, name: string, type: string) {
  await page.evaluate(
    ({ base64, name, type }) => {
      const editor = (window as TWindowWithTinyMce).tinymce!.activeEditor!;
      editor.focus();
      editor.selection.select(editor.getBody().lastChild!, true);
      editor.selection.collapse(false);
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type }));
      const ClipboardEventInFrame = (editor.getWin() as Window & { ClipboardEvent: typeof ClipboardEvent })
        .ClipboardEvent;
      editor
        .getBody()
        .dispatchEvent(
          new ClipboardEventInFrame("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
        );
    },
    { base64: Buffer.from(bytes).toString("base64"), name, type },
  );
}

const editorHtml = richTextHtml;

describe("images in the rich-text editor", () => {
  it("uploads a pasted image, saves its /media/ URL, and the reader sees it load", { timeout: 90_000 }, async () => {
    const { page, errors } = await openEditor();

    await pasteImage(page, pastedPng, "image.png", "image/png");
    // Uploaded as it lands: the content holds the site's URL, not the image's data.
    await expect.poll(async () => mediaSources(await editorHtml(page)).length, { timeout: 20_000 }).toBe(1);
    const location = mediaSources(await editorHtml(page))[0]!;
    pastedLocation = location;
    expect(await editorHtml(page)).not.toMatch(/src="(?:data|blob):/);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(() =>
        page.locator('[aria-label^="Notifications"] li[data-variant] [data-toast-title]').last().textContent(),
      )
      .toBe("Article Updated");
    const saved = await fetch(`${server.url}/api/articles/${article.slug}`);
    expect(((await saved.json()) as { content: string }).content).toContain(`src="${location}"`);
    await page.close();

    const reader = await browser.newPage();
    const readerErrors = trackPageErrors(reader);
    await reader.goto(`${server.url}/article/${article.slug}`);
    const image = reader.locator(`.article-body img[src="${location}"]`);
    await expect.poll(() => image.count()).toBe(1);
    // Loaded under the page's content security policy, decoded at its real size.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(60);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(40);
    await reader.close();
    expect(readerErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("takes out an image the server refuses and shows the server's message", { timeout: 90_000 }, async () => {
    const { page, errors } = await openEditor();
    // Starts like a PNG, so the editor takes it; over 5 MB, so the server refuses it.
    const oversize = new Uint8Array(6 * 1024 * 1024);
    oversize.set(encodePng(1, 1));
    await pasteImage(page, oversize, "huge.png", "image/png");

    const notification = page.locator(".tox-notification--error");
    await expect
      .poll(() => notification.textContent(), { timeout: 20_000 })
      .toContain("Failed to upload image: The image is too large: upload at most 5 MB.");
    // Only the image saved by the previous test is left.
    const imageSources = () =>
      page.evaluate(() =>
        [...(window as TWindowWithTinyMce).tinymce!.activeEditor!.getBody().querySelectorAll("img")].map((img) =>
          img.getAttribute("src"),
        ),
      );
    await expect.poll(imageSources).toEqual([pastedLocation]);
    await page.close();
    // The refused upload is the only error the browser reports.
    expect(
      errors.filter((text) => !/Failed to load resource: the server responded with a status of 413/.test(text)),
    ).toEqual([]);
  });

  it("a save right after a paste waits for the upload, so the image is never dropped", async () => {
    const { page, errors } = await openEditor();
    const png = encodePng(24, 24, [200, 200, 30]);
    // A slow connection: the upload is held on its way until the admin has clicked Save.
    let releaseUpload = () => {};
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route("**/api/admin/media", async (route) => {
      await uploadHeld;
      await route.continue();
    });
    await pasteImage(page, png, "image.png", "image/png");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    releaseUpload();
    await expect
      .poll(() =>
        page.locator('[aria-label^="Notifications"] li[data-variant] [data-toast-title]').last().textContent(),
      )
      .toBe("Article Updated");
    const saved = (await (await fetch(`${server.url}/api/articles/${article.slug}`)).json()) as { content: string };
    // Both images, the earlier one and the one pasted just before Save, each at its own site URL.
    const savedSources = mediaSources(saved.content);
    expect(savedSources).toContain(pastedLocation);
    expect(new Set(savedSources).size).toBe(2);
    await page.close();
    expect(errors).toEqual([]);
  });
});

describe("an editor's camera photo on a review, read on a phone", () => {
  it(
    "offers the phone a candidate of at most 200 KB, sized for its screen, and reserves its box",
    { timeout: 120_000 },
    async () => {
      const form = new FormData();
      form.set("file", new File([(await cameraPhoto()).slice()], "IMG_0001.jpg", { type: "image/jpeg" }));
      const uploaded = await fetch(`${server.url}/api/admin/media`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { location } = (await uploaded.json()) as { location: string };
      const hash = location.slice("/media/".length, -".jpg".length);
      const slug = "phone-photo-review";
      const created = await fetch(`${server.url}/api/admin/articles`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          title: "Phone Photo Review",
          slug,
          excerpt: "A review with a real photo.",
          content: "<h2>Verdict</h2><p>Fine.</p>",
          featuredImage: location,
          articleType: "review",
          publishingStatus: "published",
          brutalScore: 7,
        }),
      });
      expect(created.status).toBe(201);

      // A mid-range Android phone: 412 CSS pixels wide at a device pixel ratio of 1.75 (Lighthouse's mobile).
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(`${server.url}/article/${slug}`);
      const photo = page.locator("figure img");
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 60_000,
        })
        .toBe(true);
      const chosen = await photo.evaluate((img: HTMLImageElement) => {
        const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined;
        return {
          currentSrc: new URL(img.currentSrc).pathname,
          bytes: entry?.encodedBodySize ?? -1,
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          fetchPriority: img.getAttribute("fetchpriority"),
          shown: Math.round(img.getBoundingClientRect().width),
        };
      });
      // 380 CSS pixels of column at 1.75 device pixels each want 665 pixels: the 800-pixel AVIF.
      expect(chosen.currentSrc).toBe(`/media/${hash}-800w.avif`);
      expect(chosen.bytes).toBeGreaterThan(0);
      expect(chosen.bytes).toBeLessThanOrEqual(200 * 1024);
      expect(chosen).toMatchObject({ width: "1200", height: "630", loading: "eager", fetchPriority: "high" });
      // `sizes` said 100vw - 32px, 380 pixels; the figure's border takes 2 of them.
      expect(Math.abs(chosen.shown - 380)).toBeLessThanOrEqual(2);
      // The 4000 x 3000 original is never asked for.
      const asked = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
      expect(asked.some((name) => name.endsWith(location))).toBe(false);

      // The reviews listing on the same phone: each card a phone-sized candidate (the branded card a WebP of
      // 800 pixels, not its 1200-pixel PNG), every picture with its size, only the first one loaded at once.
      await page.goto(`${server.url}/reviews`);
      await page.mouse.wheel(0, 5000);
      const cards = page.locator("main article img");
      await expect.poll(() => cards.count()).toBe(2);
      await expect
        .poll(() =>
          cards.evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete && img.naturalWidth > 0)),
        )
        .toBe(true);
      const listed = await cards.evaluateAll((imgs: HTMLImageElement[]) =>
        imgs.map((img) => ({
          path: new URL(img.currentSrc).pathname,
          bytes: (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming).encodedBodySize,
          size: `${img.getAttribute("width")}x${img.getAttribute("height")}`,
          loading: img.getAttribute("loading"),
          fetchPriority: img.getAttribute("fetchpriority"),
        })),
      );
      expect(listed.map(({ path, size, loading, fetchPriority }) => ({ path, size, loading, fetchPriority }))).toEqual([
        { path: `/media/${hash}-800w.avif`, size: "1200x630", loading: "eager", fetchPriority: "high" },
        { path: `/card-image/${article.slug}-800w.webp`, size: "1200x630", loading: "lazy", fetchPriority: null },
      ]);
      for (const card of listed) expect(card.bytes, card.path).toBeLessThanOrEqual(60 * 1024);
      await context.close();
      expect(errors).toEqual([]);
    },
  );
});

describe("the toolbar's image button", () => {
  it.each([
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1366, height: 900 }],
  ] as const)(
    "uploads a chosen file and puts the image in the text (%s)",
    { timeout: 90_000 },
    async (name, viewport) => {
      const page = await browser.newPage(
        name === "phone" ? { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport },
      );
      const errors = trackPageErrors(page);
      await storeAdminSession(page, server.url, token);
      await page.goto(`${server.url}/admin/articles/edit/${article.id}`);
      await waitForRichText(page);
      const before = mediaSources(await editorHtml(page)).length;
      await page.locator('.tox-tbtn[aria-label="Insert/edit image"]').click();
      const dialog = page.locator(".tox-dialog");
      await dialog.getByRole("tab", { name: "Upload" }).click();
      await dialog.locator('input[type="file"]').setInputFiles({
        name: `chosen-${name}.png`,
        mimeType: "image/png",
        buffer: Buffer.from(encodePng(name === "phone" ? 32 : 48, 20, [90, 30, 160])),
      });
      // Uploaded to the site at once: the dialog's source is the site's own address.
      const source = dialog.getByLabel("Source", { exact: true });
      await expect.poll(() => source.inputValue(), { timeout: 20_000 }).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
      const location = await source.inputValue();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `test-results/screenshots/editor-image-dialog-${name}.png` });
      await dialog.getByLabel("Alternative description", { exact: true }).fill("The test card");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect.poll(async () => mediaSources(await editorHtml(page)).length).toBe(before + 1);
      expect(await editorHtml(page)).toContain(`src="${location}"`);
      await page.close();
      expect(errors).toEqual([]);
    },
  );
});

describe("the featured image field and the Media screen", () => {
  it(
    "uploads a chosen featured image and previews it; the Media screen deletes it while no article uses it",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openEditor();
      const chooser = page.getByLabel("Choose a featured image to upload");
      // A file the server refuses: its message is shown, the field keeps its value.
      await chooser.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
      await expect
        .poll(() => page.getByRole("alert").filter({ hasText: "This file is not an accepted image" }).count())
        .toBe(1);
      const field = page.getByLabel("Featured Image URL");
      expect(await field.inputValue()).toBe("");

      await chooser.setInputFiles({
        name: "cover.png",
        mimeType: "image/png",
        buffer: Buffer.from(encodePng(240, 126, [40, 90, 200])),
      });
      await expect.poll(() => field.inputValue(), { timeout: 30_000 }).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
      const location = await field.inputValue();
      const preview = page.getByRole("img", { name: "Featured image preview" });
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 })
        .toBe(400);
      expect(await preview.getAttribute("src")).toBe(location.replace(/\.png$/, "-400w.webp"));
      await page.close();
      // The refused upload is the only error the browser reports.
      expect(errors.filter((text) => !/the server responded with a status of 400/.test(text))).toEqual([]);

      // Not saved, so no article uses it: the Media screen offers to delete it.
      const media = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const mediaErrors = trackPageErrors(media);
      await storeAdminSession(media, server.url, token);
      await media.goto(`${server.url}/admin/media`);
      const row = media.getByRole("listitem").filter({ hasText: location });
      await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain("Not used by any article");
      const used = media.getByRole("listitem").filter({ hasText: pastedLocation });
      expect(await used.textContent()).toContain("Used by Pasted Screenshot Review");
      expect(await used.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
      media.once("dialog", (dialog) => void dialog.accept());
      await row.getByRole("button", { name: `Delete image ${location}` }).click();
      await expect.poll(() => row.count()).toBe(0);
      expect((await fetch(`${server.url}${location}`)).status).toBe(404);
      await media.close();
      expect(mediaErrors).toEqual([]);
    },
  );
});
