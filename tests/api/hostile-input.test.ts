// Malformed input on every endpoint answers 4xx with { error }, never 5xx; security headers on every response.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATION_PATHS } from "~/generation/generation-paths";
import {
  createTestDatabase,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
  logInAsAdmin,
} from "../support/test-server";
import { insertArticle } from "../support/seed";

const ACCESS_CODE = "hostile-input-code";
let database: TTestDatabase;
let server: TTestServer;
let token = "";

beforeAll(async () => {
  database = await createTestDatabase();
  // The article the write endpoints below name by id 1: hostile bodies must be refused before they touch it.
  const article = await database.withDatabase((db) => insertArticle(db, { title: "An Article to Write To" }));
  expect(article.id).toBe(1);
  server = await startServerProcess({
    ...database.env,
    ADMIN_ACCESS_CODE: ACCESS_CODE,
    SEED_DEMO_CONTENT: "false",
    AI_PROVIDER: "openai-compatible",
    AI_MODEL: "unused",
    AI_BASE_URL: "http://127.0.0.1:9/v1",
  });
  token = await logInAsAdmin(server.url, ACCESS_CODE);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

const WRITE_ENDPOINTS: [string, string][] = [
  ["POST", "/api/admin/login"],
  ["POST", "/api/admin/articles"],
  ["PUT", "/api/admin/articles/1"],
  ["POST", "/api/admin/articles/1/revisions"],
  ...GENERATION_PATHS.map((path) => ["POST", path] as [string, string]),
];

const BAD_BODIES: [string, string][] = [
  ["broken JSON", '{"title": '],
  ["an array", "[1,2,3]"],
  ["a string", '"hello"'],
  ["null", "null"],
  [
    "wrong types",
    JSON.stringify({
      title: 42,
      slug: ["x"],
      content: { a: 1 },
      accessCode: false,
      url: 7,
      articleType: 3,
      tags: "nope",
      brutalScore: "ten",
    }),
  ],
  [
    "unexpected fields and prototype keys",
    JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { polluted: 1 } }, extra: "field" }),
  ],
  [
    "unicode edge cases",
    JSON.stringify({
      title: "\u0000\uD800\uFFFF\u202E",
      slug: "\u0000",
      content: "\uDBFF",
      accessCode: "\uD83D",
      url: "http://\u0000",
    }),
  ],
  ["deep nesting", "[".repeat(5000) + "]".repeat(5000)],
];

describe("malformed input", () => {
  for (const [method, path] of WRITE_ENDPOINTS) {
    it.each(BAD_BODIES)(`${method} ${path} answers 4xx for %s`, async (_label, body) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body,
      });
      expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const json = (await response.json()) as { error?: unknown };
      expect(typeof json.error).toBe("string");
    });
  }

  it.each(WRITE_ENDPOINTS)("%s %s refuses a 2 MB body with 413", async (method, path) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: "x".repeat(2_000_000) }),
    });
    expect(response.status).toBe(413);
  });

  it.each([
    "/api/articles?limit=1e309",
    "/api/articles?limit[]=1",
    "/api/articles?type=review&type=versus",
    "/api/articles?category=%00",
    "/api/articles?search=%F0%9F%92%A9%00'--",
    "/api/articles?exclude=-0",
    "/api/articles/%00",
    "/api/articles/" + "a".repeat(5000),
    "/api/admin/articles?limit=abc",
    "/search?q=%00%FF",
    "/reviews?limit=-5&category=%00",
    "/article/%E0%A4%A",
    "/media/%00.png",
    "/media/" + "a".repeat(5000) + ".png",
    "/media/%2E%2E%2Fetc%2Fpasswd",
  ])("GET %s does not fail with a 5xx", async (path) => {
    const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBeLessThan(500);
    // A path that is not valid percent-encoding is refused before routing (app/security/request-guard.server.ts).
    if (path === "/article/%E0%A4%A") expect(response.status).toBe(400);
  });
});

describe("numbers beyond the database's integer range", () => {
  it.each([
    ["exclude=99999999999", "exclude"],
    ["category=3000000000", "category"],
    ["type=review&category=99999999999&exclude=99999999999", "category"],
  ])("GET /api/articles?%s answers 400 naming %s", async (query, parameter) => {
    const response = await fetch(`${server.url}/api/articles?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string };
    expect(body.error.startsWith(`${parameter} must be`)).toBe(true);
  });

  it.each([
    ["/reviews", "No reviews in this category yet."],
    ["/how-to", "No How To Guides Found"],
    ["/tech-news", "No Tech News Articles Yet"],
  ])("%s?category=99999999999 shows its empty state", async (path, text) => {
    const response = await fetch(`${server.url}${path}?category=99999999999`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(text);
  });
});

describe("security headers", () => {
  it.each(["/", "/api/articles", "/admin", "/favicon.svg"])("%s carries the security headers", async (path) => {
    const response = await fetch(`${server.url}${path}`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("text the database cannot store", () => {
  it("drops NUL characters from an article instead of failing", async () => {
    const response = await fetch(`${server.url}/api/admin/articles`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: "Nul\u0000 Title",
        slug: "nul-title",
        content: "Body\u0000 text",
        articleType: "review",
        publishingStatus: "draft",
      }),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { title: string }).title).toBe("Nul Title");
  });
});
