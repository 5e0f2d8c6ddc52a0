// The fuzz corpus: every route of the table, with every method (TRACE, PROPFIND and made-up ones included), odd
// ids, malformed and hostile headers, with and without an admin token. No answer may be a 5xx; the count of
// requests and of 5xx answers is printed so CI shows the figure.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATION_PATHS } from "~/generation/generation-paths";
import { startModelSimulator, type TModelSimulator } from "../support/model-simulator";
import {
  createTestDatabase,
  logInAsAdmin,
  startServerProcess,
  type TTestDatabase,
  type TTestServer,
} from "../support/test-server";

const ACCESS_CODE = "fuzz-corpus-code-1";
let database: TTestDatabase;
let server: TTestServer;
let ai: TModelSimulator;
let token = "";

beforeAll(async () => {
  ai = await startModelSimulator();
  database = await createTestDatabase();
  server = await startServerProcess(
    {
      ...database.env,
      ADMIN_ACCESS_CODE: ACCESS_CODE,
      ADMIN_MAX_LOGIN_ATTEMPTS: "1000",
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: "fake-model",
      AI_BASE_URL: ai.baseURL,
      AI_API_KEY: "test-key",
    },
    120_000,
  );
  token = await logInAsAdmin(server.url, ACCESS_CODE);
  const created = await fetch(`${server.url}/api/admin/articles`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: "Fuzz target",
      slug: "fuzz-target",
      content: "<p>Body</p>",
      articleType: "review",
      publishingStatus: "published",
    }),
  });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await ai?.close();
});

const ODD_IDS = [
  "0",
  "-1",
  "1",
  "2147483647",
  "2147483648",
  "99999999999999999999",
  "1e3",
  "abc",
  "%00",
  "1.5",
  "%2e%2e",
];
const ODD_SLUGS = ["fuzz-target", "%00", "%E0%A4%A", "a".repeat(300), "..%2F..%2Fetc", "%3Cscript%3E"];

const PATHS = [
  "/",
  "/healthz",
  "/reviews",
  "/versus",
  "/awards",
  "/how-to",
  "/tech-news",
  "/software",
  "/interviews",
  "/about",
  "/privacy",
  "/terms",
  "/contact",
  "/search?q=%00%FF",
  "/sitemap.xml",
  "/robots.txt",
  "/rss.xml",
  "/llms.txt",
  "/favicon.svg",
  "/assets/none.js",
  "/media/none.png",
  "/no/such/page",
  "/api/articles?limit=1e309&type=x",
  "/api/categories",
  "/api/tags",
  "/api/admin/login",
  "/api/admin/logout",
  "/api/admin/session",
  "/api/admin/articles",
  "/api/admin/ai-status",
  "/api/admin/bulk-upload",
  "/api/admin/backup",
  "/api/admin/media",
  "/api/nothing",
  "/admin",
  "/admin/login",
  "/admin/articles/new",
  "/admin/content-generator",
  ...GENERATION_PATHS,
  ...ODD_IDS.flatMap((id) => [
    `/api/admin/articles/${id}`,
    `/api/admin/articles/${id}/revisions`,
    `/admin/articles/edit/${id}`,
  ]),
  ...ODD_SLUGS.flatMap((slug) => [`/article/${slug}`, `/api/articles/${slug}`]),
];

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "FOO"];

const HOSTILE_HEADERS: Record<string, string>[] = [
  { Host: "" },
  { Host: "a b" },
  { Host: "[::1" },
  { Host: "localhost:99999" },
  { Host: "evil.example/path" },
  { Host: "user@evil.example" },
  { "X-Forwarded-For": "not-an-ip, ::ffff:999.1.1.1, " },
  { "X-Forwarded-Proto": "javascript" },
  { "X-Forwarded-Host": "evil.example" },
  { "Accept-Encoding": "gzip;q=abc, br;q=-1, *;q=2" },
  { Range: "bytes=999999999999-1" },
  { "If-None-Match": '*, W/, "' },
  { Origin: "https://evil.example" },
  { Origin: "null" },
  { "Sec-Fetch-Site": "cross-site" },
  { Authorization: "Bearer" },
  { Authorization: `Bearer ${"x".repeat(5000)}` },
  { Authorization: "Basic YWRtaW46YWRtaW4=" },
  { Cookie: "adminToken=%%%; ;;=" },
  // The panel's session cookie (decision 029), malformed and made up.
  { Cookie: "adminSession=%%%; adminSession=; ;=" },
  { Cookie: `adminSession=${"eyJ".repeat(2000)}` },
  { "Content-Type": "multipart/form-data" },
  { "Content-Type": "application/json; charset=utf-99" },
  { Accept: "application/x-ndjson" },
  { "X-Long": "y".repeat(12_000) },
];

interface TAnswer {
  method: string;
  path: string;
  headers: Record<string, string>;
  status: number;
}

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<TAnswer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: Number(port),
        method,
        path,
        headers: { Connection: "close", ...headers },
        setHost: !("Host" in headers),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ method, path, headers, status: response.statusCode ?? 0 }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Runs the requests a few at a time, as a busy site would see them. */
async function runAll(requests: (() => Promise<TAnswer>)[], parallel = 6): Promise<TAnswer[]> {
  const answers: TAnswer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < requests.length) answers.push(await requests[next++]!());
    }),
  );
  return answers;
}

describe("fuzz corpus", () => {
  it("answers every route, method and header variant without a 5xx", { timeout: 120_000 }, async () => {
    const requests: (() => Promise<TAnswer>)[] = [];
    for (const path of PATHS) {
      for (const method of METHODS) {
        const hasBody = !["GET", "HEAD"].includes(method);
        const body = hasBody ? "{}" : undefined;
        const base: Record<string, string> = hasBody ? { "Content-Type": "application/json" } : {};
        requests.push(() => send(method, path, base, body));
        // Behind the gate, the same with a valid token reaches the routes themselves.
        if (path.startsWith("/api/admin") || path.startsWith("/api/content")) {
          requests.push(() => send(method, path, { ...base, Authorization: `Bearer ${token}` }, body));
        }
      }
    }
    const headerPaths = [
      "/",
      "/api/articles",
      "/article/fuzz-target",
      "/api/admin/session",
      "/api/admin/login",
      "/admin",
    ];
    for (const path of headerPaths) {
      for (const headers of HOSTILE_HEADERS) {
        requests.push(() => send("GET", path, { ...headers }));
        requests.push(() =>
          send("POST", path, { "Content-Type": "application/json", ...headers }, JSON.stringify({ accessCode: "x" })),
        );
      }
    }
    const answers = await runAll(requests);
    const failures = answers.filter((answer) => answer.status >= 500 || answer.status === 0);
    console.log(`fuzz corpus: ${answers.length} requests, ${failures.length} answers >= 500`);
    expect(
      failures.map(
        ({ method, path, headers, status }) =>
          `${status} ${method} ${path.slice(0, 80)} ${JSON.stringify(headers).slice(0, 80)}`,
      ),
    ).toEqual([]);
    // Spot checks that the corpus reached what it aimed at.
    expect(answers.find((a) => a.method === "TRACE")?.status).toBe(405);
    expect(answers.find((a) => a.headers.Host === "a b")?.status).toBe(400);
  });
});
