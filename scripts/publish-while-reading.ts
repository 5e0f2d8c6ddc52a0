// `npm run publish-while-reading`: a bulk upload's pace of publishing (one article every PUBLISH_EVERY_MS, 5 s) while
// readers with cookies read articles on a Zipf mix (a few popular, a long tail) over 10,000 published articles, plus
// the home page and sections. Every read must answer 200; the goal is p95 under 50 ms. Loopback only; the table is
// written into docs/benchmarks.md. Readers start once the server has warmed its response cache, as a server that
// has been up for a while has (decision 027); how long that took is reported with the table.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, startServerProcess } from "../tests/support/test-server";
import { selectFromPublishedArticles } from "~/articles/article-rows.server";
import { articles } from "~/db/schema";
import { seedBenchArticles } from "./lib/seed-bench-articles";

const ARTICLES = Number(process.env.SCENARIO_ARTICLES ?? 10_000);
const SECONDS = Number(process.env.SCENARIO_SECONDS ?? 60);
const READERS = Number(process.env.SCENARIO_READERS ?? 8);
const PUBLISH_EVERY_MS = 5000;
// Node options for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
const SERVER_NODE_OPTIONS = process.env.SCENARIO_SERVER_NODE_OPTIONS;
const ZIPF_EXPONENT = 1;
// One read in ten is a home or section page, the rest articles.
const LIST_PAGES = ["/", "/reviews", "/how-to", "/versus", "/tech-news"];
const ACCESS_CODE = "publish-while-reading-code";
const READER_HEADERS = {
  "accept-encoding": "gzip, deflate, br",
  cookie: "_ga=GA1.1.123456789.1700000000; _ga_ABC=GS1.1.1700000000.1.0; consent=all",
};
const P95_GOAL_MS = 50;
const REPORT_PATH = path.resolve("docs/benchmarks.md");
const START_MARKER =
  "<!-- publish-while-reading:results:start (written by scripts/publish-while-reading.ts; edits inside are overwritten) -->";
const END_MARKER = "<!-- publish-while-reading:results:end -->";

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

/** Cumulative Zipf weights for ranks 1..n: rank r drawn with probability proportional to 1 / r^s. */
function zipfTable(n: number, exponent: number): Float64Array {
  const table = new Float64Array(n);
  let sum = 0;
  for (let rank = 1; rank <= n; rank++) {
    sum += 1 / rank ** exponent;
    table[rank - 1] = sum;
  }
  for (let i = 0; i < n; i++) table[i]! /= sum;
  return table;
}

function drawRank(table: Float64Array): number {
  const x = Math.random();
  let low = 0;
  let high = table.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (table[middle]! < x) low = middle + 1;
    else high = middle;
  }
  return low;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const database = await createTestDatabase();
  log(`Seeding ${ARTICLES} articles (bodies rendered as a save renders them)...`);
  const seeded = await database.withDatabase((db) => seedBenchArticles(db, { count: ARTICLES }));
  log(`Seeded in ${seeded.seconds.toFixed(0)} s.`);
  const slugs = await database.withDatabase(async (db) =>
    (await selectFromPublishedArticles(db, { slug: articles.slug })).map((row) => row.slug),
  );
  const serverStarted = performance.now();
  const server = await startServerProcess(
    {
      ...database.env,
      ADMIN_ACCESS_CODE: ACCESS_CODE,
      RESPONSE_CACHE_WARM: "true",
      ...(SERVER_NODE_OPTIONS ? { NODE_OPTIONS: SERVER_NODE_OPTIONS } : {}),
    },
    120_000,
  );
  try {
    // The server says when its start-up warm-up is done.
    let warmed: RegExpExecArray | null = null;
    while (!(warmed = /Warmed the response cache: .*/.exec(server.output()))) {
      if (server.process.exitCode !== null) throw new Error(`The server stopped:\n${server.output()}`);
      await new Promise((resolve) => server.process.stdout!.once("data", resolve));
    }
    const warmSeconds = (performance.now() - serverStarted) / 1000;
    log(`${warmed[0]} Readers start ${warmSeconds.toFixed(0)} s after the server was started.`);
    const loadBefore = os.loadavg()[0]!;
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ accessCode: ACCESS_CODE }),
    });
    const { token } = (await login.json()) as { token: string };
    if (slugs.length < 100) throw new Error(`Only ${slugs.length} published articles listed: the mix needs the corpus`);
    // Popularity is unrelated to age: ranks are shuffled over the slugs.
    for (let i = slugs.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [slugs[i], slugs[j]] = [slugs[j]!, slugs[i]!];
    }
    const zipf = zipfTable(slugs.length, ZIPF_EXPONENT);

    const latencies: number[] = [];
    const failures = new Map<string, number>();
    let published = 0;
    let publishFailures = 0;
    const endAt = performance.now() + SECONDS * 1000;

    const reader = async () => {
      while (performance.now() < endAt) {
        const target =
          Math.random() < 0.1
            ? LIST_PAGES[Math.floor(Math.random() * LIST_PAGES.length)]!
            : `/article/${slugs[drawRank(zipf)]}`;
        const started = performance.now();
        try {
          const response = await fetch(`${server.url}${target}`, { headers: READER_HEADERS });
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          if (response.status !== 200)
            failures.set(`${response.status}`, (failures.get(`${response.status}`) ?? 0) + 1);
        } catch (error) {
          const name = error instanceof Error ? error.message : String(error);
          failures.set(name, (failures.get(name) ?? 0) + 1);
        }
      }
    };
    const publisher = async () => {
      while (performance.now() + PUBLISH_EVERY_MS < endAt) {
        await new Promise((resolve) => setTimeout(resolve, PUBLISH_EVERY_MS));
        const n = ++published;
        const response = await fetch(`${server.url}/api/admin/articles`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            title: `Bulk Upload Review ${n}`,
            slug: `bulk-upload-review-${n}-${Date.now()}`,
            content: `## Verdict\n\n${"A long paragraph of a bulk-uploaded review. ".repeat(120)}\n\n## Design\n\n${"More text. ".repeat(200)}`,
            articleType: "review",
            publishingStatus: "published",
          }),
        });
        if (response.status !== 201) publishFailures++;
        await response.arrayBuffer();
      }
    };
    await Promise.all([publisher(), ...Array.from({ length: READERS }, reader)]);

    const loadAfter = os.loadavg()[0]!;
    latencies.sort((a, b) => a - b);
    const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
    const p95 = percentile(latencies, 95);
    const table = [
      `Measured ${new Date().toISOString().slice(0, 10)}: ${SECONDS} s, ${READERS} readers with analytics and consent cookies, \`Accept-Encoding: gzip, deflate, br\`, nine reads in ten an article drawn on a Zipf mix (exponent ${ZIPF_EXPONENT}) over ${slugs.length} published articles, one in ten a home or section page; one article published every ${PUBLISH_EVERY_MS / 1000} s through the admin API (${published} published, ${publishFailures} failed); PGlite. Readers started once the server had warmed its response cache (${warmSeconds.toFixed(0)} s after start: ${warmed[0].replace(/^Warmed the response cache: /, "").replace(/\.$/, "")}); corpus seeded in ${seeded.seconds.toFixed(0)} s. Machine load average (1 min) ${loadBefore.toFixed(1)} before the reads, ${loadAfter.toFixed(1)} after.`,
      "",
      "| Reads | Reads/s | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | Errors | Goal p95 < 50 ms |",
      "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
      `| ${latencies.length} | ${(latencies.length / SECONDS).toFixed(0)} | ${percentile(latencies, 50).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} | ${latencies.at(-1)?.toFixed(1)} | ${errors}${errors > 0 ? ` (${[...failures].map(([k, v]) => `${k}: ${v}`).join(", ")})` : ""} | ${p95 < P95_GOAL_MS && errors === 0 ? "met" : "not met"} |`,
    ].join("\n");
    log(table);
    const report = fs.readFileSync(REPORT_PATH, "utf8");
    const start = report.indexOf(START_MARKER);
    const end = report.indexOf(END_MARKER);
    if (start >= 0 && end > start) {
      fs.writeFileSync(REPORT_PATH, `${report.slice(0, start + START_MARKER.length)}\n${table}\n${report.slice(end)}`);
      log(`Written into ${path.relative(process.cwd(), REPORT_PATH)}.`);
    }
    if (errors > 0 || publishFailures > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
