// The hostile corpus pushed through the real write paths (the admin article API, as the editor saves, and a
// generator whose model answers with scripts), then read on the public article page in Chromium: nothing runs.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTACKER_HOST, HOSTILE_CORPUS } from "../support/hostile-corpus";
import { hasReadableContent } from "~/articles/article-input";
import { MAX_JSON_BODY_BYTES } from "~/lib/http.server";
import { buildFakeArticle } from "../support/generation-harness";
import { launchBrowser, trackRequestsInFlight } from "../support/browser";
import { startModelSimulator, type TModelSimulator } from "../support/model-simulator";
import { startFixtureSite, type TFixtureSite } from "../support/fixture-site";
import {
  createTestDatabase,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
  logInAsAdmin,
} from "../support/test-server";

const ACCESS_CODE = "hostile-articles-code";
let database: TTestDatabase;
let server: TTestServer;
let browser: Browser;
// One context for the visits (a page each): a context per page cost half a second a visit on a loaded machine.
let visitor: BrowserContext;
let ai: TModelSimulator;
let site: TFixtureSite;
let token = "";

async function api(path: string, body: unknown) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

// Opens an article page with every detector armed and reports what fired.
async function visit(path: string): Promise<string[]> {
  const page: Page = await visitor.newPage();
  const requests = trackRequestsInFlight(page);
  const fired: string[] = [];
  page.on("dialog", (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    if (request.url().includes(ATTACKER_HOST)) fired.push(`request: ${request.url()}`);
  });
  page.on("popup", () => fired.push("popup"));
  const response = await page.goto(server.url + path, { waitUntil: "load" });
  expect(response?.status()).toBe(200);
  // Every request the page made has ended (an attack's request to the attacker's host included).
  await requests.settled();
  // Hover what the body holds, as a reader would (the first fifty elements: the corpus puts its traps up front):
  // the real mouse moves onto each one shown, scrolled into view. Hidden ones cannot be hovered, and are not
  // waited for (a locator's hover would wait for each to show, which made this test slow and load-bound).
  for (let index = 0; index < 50; index++) {
    const point = await page.evaluate((nth) => {
      const element = document.querySelectorAll(".article-body *")[nth];
      if (!element) return "done";
      element.scrollIntoView({ block: "center", inline: "center" });
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
    }, index);
    if (point === "done") break;
    if (point) await page.mouse.move(point.x, point.y);
  }
  if (await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned !== undefined))
    fired.push("window.__pwned set");
  if (new URL(page.url()).pathname !== path) fired.push(`navigated to ${page.url()}`);
  await page.close();
  return fired;
}

beforeAll(async () => {
  ai = await startModelSimulator();
  site = await startFixtureSite();
  database = await createTestDatabase();
  [server, browser] = await Promise.all([
    startServerProcess({
      ...database.env,
      ADMIN_ACCESS_CODE: ACCESS_CODE,
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "fake-model",
      AI_BASE_URL: ai.baseURL,
      FETCH_ALLOW_PRIVATE: "127.0.0.1",
      FETCH_ORIGIN_OVERRIDES: site.originOverridesText,
    }),
    launchBrowser(),
  ]);
  visitor = await browser.newContext();
  token = await logInAsAdmin(server.url, ACCESS_CODE);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
  await ai?.close();
  await site?.close();
});

describe("saved through the admin article API", () => {
  it.each(HOSTILE_CORPUS.map((entry, index) => [entry.name, entry, index] as const))(
    "%s does nothing on the public page",
    async (_name, entry, index) => {
      const slug = `hostile-${index}`;
      const body = {
        title: `Hostile ${index}`,
        slug,
        content: entry.input,
        articleType: index % 2 ? "review" : "award",
        publishingStatus: "published",
      };
      let response = await api("/api/admin/articles", body);
      if (Buffer.byteLength(JSON.stringify(body)) > MAX_JSON_BODY_BYTES) {
        // Past the body cap the save is refused as a whole, with a message, before anything is parsed.
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual({ error: "Request body is too large" });
        return;
      }
      if (!hasReadableContent(entry.input)) {
        // An attack with no text of its own is no content: refused as such, then tried again beside real text.
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: "Content is required" });
        response = await api("/api/admin/articles", {
          ...body,
          content: `<p>Text beside the attack.</p>${entry.input}`,
        });
      }
      expect(response.status).toBe(201);
      expect(await visit(`/article/${slug}`)).toEqual([]);
    },
  );
});

describe("written by a model", () => {
  it("a generated article whose model output carries scripts does nothing on the public page", async () => {
    const payload = [
      `<script>window.__pwned=1</script>`,
      `<img src="x" onerror="window.__pwned=1">`,
      `[click me](javascript:window.__pwned=1)`,
      `<iframe src="https://${ATTACKER_HOST}/frame"></iframe>`,
      `<svg onload="window.__pwned=1"></svg>`,
    ].join("\n\n");
    ai.enqueue({
      json: buildFakeArticle({
        title: "Hostile Model Output Review",
        content: `## Intro\n\n${payload}\n\n${"Plain sentence about the phone. ".repeat(200)}`,
        positives: [`<img src=x onerror="window.__pwned=1">Fast`],
        brutalSummary: `<script>window.__pwned=1</script>Fine phone.`,
      }),
    });
    const response = await api("/api/content/smart-generate", { url: "https://www.amazon.com/dp/B0AETHERX2" });
    expect(response.status).toBe(200);
    const { article } = (await response.json()) as { article: { slug: string } };
    expect(await visit(`/article/${article.slug}`)).toEqual([]);
  });
});
