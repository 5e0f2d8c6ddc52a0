// The admin editor's TinyMCE as a test reaches it: ready to type in, its content, typing at its end.
import type { Page } from "playwright-core";
import type { TinyMCE } from "tinymce";
import { expect } from "vitest";

/** The window of an admin page, where the editor's bundle puts TinyMCE. */
export type TWindowWithTinyMce = Window & { tinymce?: TinyMCE };

/** Waits until the rich-text editor has started (a busy machine can take many seconds to load its bundle). */
export async function waitForRichText(page: Page, timeout = 30_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean((window as TWindowWithTinyMce).tinymce?.activeEditor?.initialized)), {
      timeout,
    })
    .toBe(true);
}

/** The editor's content as HTML. */
export function richTextHtml(page: Page): Promise<string> {
  return page.evaluate(() => (window as TWindowWithTinyMce).tinymce?.activeEditor?.getContent() ?? "");
}

/** Types a paragraph at the end of the content, as a person does. */
export async function typeInRichText(page: Page, text: string): Promise<void> {
  const body = page.frameLocator(".tox-edit-area iframe").locator("body");
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}
