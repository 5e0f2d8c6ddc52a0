// The admin session as the browser keeps it (decision 029), in real Chromium against the built server: after a login
// through the card the secret is an HttpOnly cookie no script can read, local storage holds only the SPEC's
// `adminToken` marker, logout clears both, and a panel that still holds a token from before is sent to the login card
// with that token wiped.
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_TOKEN_KEY, storedAdminToken } from "../support/admin-browser-session";
import { launchBrowser, trackPageErrors } from "../support/browser";
import {
  createTestDatabase,
  logInAsAdmin,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
} from "../support/test-server";

const ACCESS_CODE = "session-cookie-browser-code";

let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase();
  [server, browser] = await Promise.all([
    startServerProcess({ ...database.env, ADMIN_ACCESS_CODE: ACCESS_CODE, SEED_DEMO_CONTENT: "false" }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

const marker = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), ADMIN_TOKEN_KEY);
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

async function sessionCookies(context: BrowserContext) {
  return (await context.cookies(`${server.url}/api/admin/session`)).filter((cookie) => cookie.name === "adminSession");
}

// Chromium logs the 401 the upgrade test provokes on purpose as a resource error.
const unexpected = (errors: string[]) =>
  errors.filter((text) => !/Failed to load resource: the server responded with a status of 401/.test(text));

it("keeps the session in an HttpOnly cookie after the card's login, only a marker in storage, and logout clears both", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Access Code", { exact: true }).fill(ACCESS_CODE);
  await page.getByRole("button", { name: "Access Admin Panel" }).click();
  await expect.poll(() => heading(page)).toBe("Content Management");

  const [cookie] = await sessionCookies(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api", secure: false });
  const token = (await storedAdminToken(page))!;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The marker is when the session ends, not the secret; no script in the page can read the cookie.
  const stored = (await marker(page))!;
  expect(Date.parse(stored) - Date.now()).toBeGreaterThan(6 * 24 * 60 * 60 * 1000);
  expect(stored).not.toContain(token);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  // The panel's calls carry no bearer header: the cookie is what opens the admin API.
  const sent: (string | undefined)[] = [];
  const seen = new Set<Request>();
  page.on("request", (request) => {
    if (!request.url().includes("/api/admin/")) return;
    seen.add(request);
    sent.push(request.headers().authorization);
  });
  // Only the list the reloaded panel asks for: the one the login started may still be on its way.
  const listed = page.waitForResponse(
    (response) => seen.has(response.request()) && new URL(response.url()).pathname === "/api/admin/articles",
  );
  await page.reload();
  expect((await listed).status()).toBe(200);
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((header) => header === undefined)).toBe(true);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect.poll(() => heading(page)).toBe("Admin Access");
  expect(await marker(page)).toBeNull();
  expect(await sessionCookies(context)).toEqual([]);
  const revoked = await fetch(`${server.url}/api/admin/session`, { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status).toBe(401);
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

it("sends a panel holding a token from before the cookie to the login card and wipes the token", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const oldToken = await logInAsAdmin(server.url, ACCESS_CODE);
  await page.goto(`${server.url}/healthz`);
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: ADMIN_TOKEN_KEY,
    value: oldToken,
  });
  await page.goto(`${server.url}/admin`);
  await expect.poll(() => page.getByText("Session expired. Please log in again.", { exact: true }).count()).toBe(1);
  expect(await heading(page)).toBe("Admin Access");
  expect(await marker(page)).toBeNull();
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});
