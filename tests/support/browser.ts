// Launches Debian's Chromium through playwright-core with the flags this machine needs.
import { chromium, type Browser, type Page, type Request } from "playwright-core";
import { expect } from "vitest";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}

// Collects console errors and uncaught page errors, so a test can assert there were none.
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Follows a page's requests from Chromium's own events, so a test can wait until every request the page has started
 * has ended (answered, failed or cancelled). Not Playwright's "networkidle", which waits for half a second without
 * any request: a screen that refreshes a list every few seconds on a busy machine may never give one (a CI run timed
 * out after 30 s on the editor).
 */
export function trackRequestsInFlight(page: Page): { settled(): Promise<void> } {
  const inFlight = new Set<Request>();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  return {
    settled: async () => {
      await expect.poll(() => [...inFlight].map((request) => request.url())).toEqual([]);
    },
  };
}
