// Images pasted into the admin's rich-text editor, in real Chromium against the built server: a pasted PNG is
// uploaded as it lands, saved as a /media/ URL, and loads for the reader on the public article page; an image the
// server refuses is taken out of the editor with the server's message.
import { createHash } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeAdminSession } from "../support/admin-browser-session";
import { launchBrowser, trackPageErrors } from "../support/browser";
import { encodePng } from "../support/images";
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
const pastedLocation = `/media/${createHash("sha256").update(pastedPng).digest("hex")}.png`;

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
    const location = pastedLocation;

    await pasteImage(page, pastedPng, "image.png", "image/png");
    // Uploaded as it lands: the content holds the site's URL, not the image's data.
    await expect.poll(() => editorHtml(page), { timeout: 20_000 }).toContain(`src="${location}"`);
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
    const location = `/media/${createHash("sha256").update(png).digest("hex")}.png`;
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
    expect(saved.content).toContain(`src="${location}"`);
    expect(saved.content).toContain(`src="${pastedLocation}"`);
    await page.close();
    expect(errors).toEqual([]);
  });
});
