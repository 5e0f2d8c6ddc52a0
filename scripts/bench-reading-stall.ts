// `npm run bench:stall`: does reading a big source page stall the public site? Starts the built server (from the
// current directory, so a checkout of an older commit can be measured the same way) with the fake model and a
// loopback copy of a real 3.1 MB retailer page, then measures the p95 of the home page and an article page, one
// client at a time, first at rest and then while Smart generations read that page back to back.
// Usage: tsx scripts/bench-reading-stall.ts [requests per phase, default 200]
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { startFakeOpenAiServer } from "../tests/support/fake-openai-server";
import { createTestDatabase, logInAsAdmin, startServerProcess } from "../tests/support/test-server";
import { measureSequentialLatency, type TSequentialLatency } from "./lib/measure-http";

const REQUESTS = Number(process.argv[2] ?? 200);
const ACCESS_CODE = "stall-bench-code";
const PAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../tests/fixtures/real/amazon-com-ansi.html.gz");
const PRODUCT_URL = "https://www.amazon.com/dp/B0057OC5O8";
const BYPASS_CACHE = { cookie: "bench=uncached" };

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

function row(label: string, result: TSequentialLatency): string {
  return `| ${label} | ${result.count} | ${result.p50Ms.toFixed(1)} | ${result.p95Ms.toFixed(1)} | ${result.maxMs.toFixed(1)} | ${result.failures} |`;
}

const html = gunzipSync(readFileSync(PAGE));
const page = await servePage(html);
const ai = await startFakeOpenAiServer();
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

let generating = true;
let generations = 0;
let readsDone = 0;
try {
  const token = await logInAsAdmin(server.url, ACCESS_CODE);
  const listed = (await (await fetch(`${server.url}/api/articles?limit=1`)).json()) as Array<{ slug: string }>;
  const slug = listed[0]?.slug;
  if (!slug) throw new Error("No published article to measure: the demo content was not seeded.");
  const paths = ["/", `/article/${slug}`];

  const atRest = await measureSequentialLatency(server.url, paths, REQUESTS, BYPASS_CACHE);
  const atRestCached = await measureSequentialLatency(server.url, paths, REQUESTS);

  // Generations back to back: each fetches the 3.1 MB page and reads it (then the fake model fails it).
  const loop = (async () => {
    while (generating) {
      generations++;
      const response = await fetch(`${server.url}/api/content/smart-generate`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ url: PRODUCT_URL }),
      });
      await response.text();
      readsDone = ai.requests.length;
    }
  })();
  // Measure once the first read is under way.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const reading = await measureSequentialLatency(server.url, paths, REQUESTS, BYPASS_CACHE);
  const readingCached = await measureSequentialLatency(server.url, paths, REQUESTS);
  generating = false;
  await loop;
  readsDone = ai.requests.length;

  process.stdout.write(
    [
      `Stall benchmark: ${REQUESTS} requests per phase, alternating / and /article/${slug}; a ${(html.byteLength / 1048576).toFixed(1)} MB page read by ${generations} generations (${readsDone} reached the model).`,
      "",
      "| Phase | Requests | p50 ms | p95 ms | max ms | failures |",
      "| --- | --- | --- | --- | --- | --- |",
      row("at rest, uncached", atRest),
      row("at rest, cached", atRestCached),
      row("while a generation reads the page, uncached", reading),
      row("while a generation reads the page, cached", readingCached),
      "",
    ].join("\n"),
  );
} finally {
  generating = false;
  await server.stop();
  await database.drop();
  await ai.close();
  page.server.close();
}
