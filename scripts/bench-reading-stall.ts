// `npm run bench:stall`: does reading a big source page stall the public site? Starts the built server (from the
// current directory, so a checkout of an older commit can be measured the same way) with the fake model and a
// loopback copy of a real 3.1 MB retailer page, then requests the home page and an article page at a steady rate
// (one every 100 ms, not waiting for answers, as readers arrive; as readers get them, from the response cache) and reports the latency percentiles: at rest, and
// for as long as a Smart generation takes to fetch and read that page.
// Usage: tsx scripts/bench-reading-stall.ts [generations to time, default 3]
import { readFileSync } from "node:fs";
import http, { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { startModelSimulator } from "../tests/support/model-simulator";
import { createTestDatabase, logInAsAdmin, startServerProcess } from "../tests/support/test-server";

const GENERATIONS = Number(process.argv[2] ?? 3);
const INTERVAL_MS = 100;
const REST_MS = 10_000;
const ACCESS_CODE = "stall-bench-code";
const PAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../tests/fixtures/real/amazon-com-ansi.html.gz");
const PRODUCT_URL = "https://www.amazon.com/dp/B0057OC5O8";

function servePage(html: Buffer): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": html.byteLength });
    response.end(html);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

interface TLatencies {
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Requests `paths` in turn, one every INTERVAL_MS without waiting for answers, until `until` settles. */
async function measureOpenLoop(baseUrl: string, paths: string[], until: Promise<unknown>): Promise<TLatencies> {
  if (new URL(baseUrl).hostname !== "127.0.0.1") throw new Error("loopback only");
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const timings: number[] = [];
  let failures = 0;
  const pending: Array<Promise<void>> = [];
  let done = false;
  void until.finally(() => (done = true));
  for (let i = 0; !done; i++) {
    const started = performance.now();
    pending.push(
      new Promise<void>((resolve) => {
        const request = http.get(`${baseUrl}${paths[i % paths.length]}`, { agent }, (response) => {
          response.resume();
          response.on("end", () => {
            timings.push(performance.now() - started);
            if (response.statusCode !== 200) failures++;
            resolve();
          });
        });
        request.on("error", () => {
          failures++;
          resolve();
        });
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
  await Promise.all(pending);
  agent.destroy();
  timings.sort((a, b) => a - b);
  return {
    count: timings.length,
    p50Ms: percentile(timings, 50),
    p95Ms: percentile(timings, 95),
    maxMs: timings.at(-1) ?? Number.NaN,
    failures,
  };
}

function row(label: string, result: TLatencies): string {
  return `| ${label} | ${result.count} | ${result.p50Ms.toFixed(1)} | ${result.p95Ms.toFixed(1)} | ${result.maxMs.toFixed(1)} | ${result.failures} |`;
}

const html = gunzipSync(readFileSync(PAGE));
const page = await servePage(html);
const ai = await startModelSimulator();
// The model's answer does not matter here: the generation's page read is the load being measured.
ai.setFallback({ status: 500 });
const database = await createTestDatabase();
const server = await startServerProcess({
  ...database.env,
  SEED_DEMO_CONTENT: "true",
  ADMIN_ACCESS_CODE: ACCESS_CODE,
  AI_PROVIDER: "openai-compatible",
  AI_MODEL: "fake-model",
  AI_BASE_URL: ai.baseURL,
  FETCH_ALLOW_PRIVATE: "127.0.0.1",
  FETCH_ORIGIN_OVERRIDES: `https://www.amazon.com=${page.origin}/amazon`,
});

try {
  const token = await logInAsAdmin(server.url, ACCESS_CODE);
  const listed = (await (await fetch(`${server.url}/api/articles?limit=1`)).json()) as Array<{ slug: string }>;
  const slug = listed[0]?.slug;
  if (!slug) throw new Error("No published article to measure: the demo content was not seeded.");
  const paths = ["/", `/article/${slug}`];
  const generate = async (): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/content/smart-generate`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ url: PRODUCT_URL }),
    });
    await response.text();
    return performance.now() - started;
  };

  // One generation first, untimed: the server's first read may load code the later ones find ready.
  await generate();
  const atRest = await measureOpenLoop(server.url, paths, new Promise((resolve) => setTimeout(resolve, REST_MS)));
  const rows = [row("at rest (10 s)", atRest)];
  for (let index = 1; index <= GENERATIONS; index++) {
    let took = 0;
    const reading = await measureOpenLoop(
      server.url,
      paths,
      generate().then((ms) => (took = ms)),
    );
    rows.push(row(`while generation ${index} reads the page (${(took / 1000).toFixed(1)} s)`, reading));
  }
  process.stdout.write(
    [
      `Stall benchmark: / and /article/${slug} requested every ${INTERVAL_MS} ms; a ${(html.byteLength / 1048576).toFixed(1)} MB retailer page read by Smart generations (the fake model then fails them).`,
      "",
      "| Phase | Requests | p50 ms | p95 ms | max ms | failures |",
      "| --- | --- | --- | --- | --- | --- |",
      ...rows,
      "",
    ].join("\n"),
  );
} finally {
  await server.stop();
  await database.drop();
  await ai.close();
  page.server.close();
}
