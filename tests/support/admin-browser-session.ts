// The admin session in a test's browser, kept exactly where the admin panel keeps it after its own login (decision
// 029): the token in the HttpOnly `adminSession` cookie on /api (test servers are plain http, decision 047), and the SPEC's `adminToken` marker in local storage.
// A test can so open a logged-in page without typing the access code (the login card has its own tests).
import type { Page } from "playwright-core";
import { PLAIN_SESSION_COOKIE, readSessionCookie, sessionCookieHeader } from "~/admin/admin-session-cookie.server";

/** The key the panel reads to know it is logged in (SPEC "Admin session"). */
export const ADMIN_TOKEN_KEY = "adminToken";

/** Makes `page` logged in with `token` (a login answer's token, or a made-up one to test refusal). */
export async function storeAdminSession(page: Page, baseUrl: string, token: string): Promise<void> {
  // The cookie's value as the server writes it (its encoding is React Router's cookie container's).
  const header = await sessionCookieHeader(new Request(`${baseUrl}/api/admin/login`), token);
  const value = header.slice(`${PLAIN_SESSION_COOKIE}=`.length, header.indexOf(";"));
  const { hostname } = new URL(baseUrl);
  await page
    .context()
    .addCookies([
      { name: PLAIN_SESSION_COOKIE, value, domain: hostname, path: "/api", httpOnly: true, sameSite: "Strict" },
    ]);
  await page.goto(`${baseUrl}/healthz`);
  const marker = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: ADMIN_TOKEN_KEY,
    value: marker,
  });
}

/** The session token the page's panel holds in its cookie (for a test's own API checks), or null. */
export async function storedAdminToken(page: Page): Promise<string | null> {
  const url = new URL(page.url());
  const cookies = await page.context().cookies(`${url.origin}/api/admin/session`);
  const cookie = cookies.find((candidate) => candidate.name === PLAIN_SESSION_COOKIE);
  if (!cookie) return null;
  return readSessionCookie(new Request(url.origin, { headers: { cookie: `${cookie.name}=${cookie.value}` } }));
}

/** Whether the panel in `page` counts itself logged in (the SPEC's stored `adminToken`). */
export async function hasAdminMarker(page: Page): Promise<boolean> {
  return (await page.evaluate((key) => window.localStorage.getItem(key), ADMIN_TOKEN_KEY)) !== null;
}
