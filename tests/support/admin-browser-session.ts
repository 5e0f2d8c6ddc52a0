// The admin session in a test's browser, kept exactly where the admin panel keeps it after its own login, so a test
// can open a logged-in page without typing the access code (the login card has its own tests).
import type { Page } from "playwright-core";

/** The key the panel reads to know it is logged in (SPEC "Admin session"). */
export const ADMIN_TOKEN_KEY = "adminToken";

/** Makes `page` logged in with `token` (a login answer's token, or a made-up one to test refusal). */
export async function storeAdminSession(page: Page, baseUrl: string, token: string): Promise<void> {
  await page.goto(`${baseUrl}/healthz`);
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: ADMIN_TOKEN_KEY,
    value: token,
  });
}

/** The session token the page's panel uses for its API calls (for a test's own API checks). */
export async function storedAdminToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), ADMIN_TOKEN_KEY);
}

/** Whether the panel in `page` counts itself logged in (the SPEC's stored `adminToken`). */
export async function hasAdminMarker(page: Page): Promise<boolean> {
  return (await page.evaluate((key) => window.localStorage.getItem(key), ADMIN_TOKEN_KEY)) !== null;
}
