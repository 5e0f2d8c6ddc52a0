// `npm run compare-ghost`: this site and Ghost side by side in one run, on one machine, with the same load (autocannon,
// 10 connections, loopback, `Accept-Encoding: gzip, deflate, br` as browsers send), in alternating slices so that a
// change in the machine's load hits both. Ghost (6.65, 50 posts) must already answer at GHOST_URL.
// Rows: pages rendered for each request (this server's cache bypassed: the work behind a cache miss; Ghost renders
// every request) and pages served from this server's cache. Writes its table into docs/benchmarks.md.
import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, startServerProcess } from "../tests/support/test-server";
import { measureRouteLoad } from "./lib/measure-http";

const GHOST_URL = (process.env.GHOST_URL ?? "http://127.0.0.1:2368").replace(/\/$/, "");
const SLICES = Number(process.env.COMPARE_SLICES ?? 3);
const SLICE_SECONDS = Number(process.env.COMPARE_SLICE_SECONDS ?? 5);
const CONNECTIONS = 10;
const BYPASS_TOKEN = "compare-render";
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
// A returning reader: analytics and consent cookies the site does not read.
const READER = { ...BROWSER, cookie: "_ga=GA1.1.123456789.1700000000; consent=all" };
const RENDERED = { ...READER, "x-cache-bypass": BYPASS_TOKEN };
const REPORT_PATH = path.resolve("docs/benchmarks.md");
const START_MARKER =
  "<!-- ghost:results:start (written by scripts/compare-with-ghost.ts; edits inside are overwritten) -->";
const END_MARKER = "<!-- ghost:results:end -->";

interface TRow {
  label: string;
  ours: { path: string; headers: Record<string, string> };
  ghost: { path: string; headers: Record<string, string> };
  goal: number;
}

interface TTotals {
  requests: number;
  seconds: number;
  p50: number[];
  errors: number;
  non2xx: number;
}

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

async function firstLocation(sitemap: string): Promise<string> {
  const xml = await (await fetch(`${GHOST_URL}${sitemap}`)).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (!loc) throw new Error(`Ghost's ${sitemap} lists nothing: is it seeded with posts?`);
  return new URL(loc).pathname;
}

async function measure(baseUrl: string, route: { path: string; headers: Record<string, string> }, label: string) {
  const result = await measureRouteLoad(
    baseUrl,
    { label, ...route },
    { connections: CONNECTIONS, seconds: SLICE_SECONDS, warmupSeconds: 0 },
  );
  return result;
}

function add(totals: TTotals, result: Awaited<ReturnType<typeof measure>>): void {
  totals.requests += result.requestsPerSecond * SLICE_SECONDS;
  totals.seconds += SLICE_SECONDS;
  totals.p50.push(result.p50Ms);
  totals.errors += result.errors;
  totals.non2xx += result.non2xx;
}

const empty = (): TTotals => ({ requests: 0, seconds: 0, p50: [], errors: 0, non2xx: 0 });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const ghostHome = await fetch(`${GHOST_URL}/`).catch(() => null);
  if (!ghostHome?.ok) throw new Error(`Ghost does not answer at ${GHOST_URL}: start it first (GHOST_URL to change).`);
  const ghostPost = await firstLocation("/sitemap-posts.xml");
  const ghostTag = await firstLocation("/sitemap-tags.xml").catch(() => "/page/2/");

  const database = await createTestDatabase();
  const server = await startServerProcess({
    ...database.env,
    SEED_DEMO_CONTENT: "true",
    RESPONSE_CACHE_BYPASS_TOKEN: BYPASS_TOKEN,
  });
  try {
    const reviews = (await (await fetch(`${server.url}/api/articles?type=review&limit=1`)).json()) as {
      slug: string;
    }[];
    const article = `/article/${reviews[0]!.slug}`;
    const rows: TRow[] = [
      {
        label: "article, rendered",
        ours: { path: article, headers: RENDERED },
        ghost: { path: ghostPost, headers: READER },
        // Issue #30 (decision 056); 3x before.
        goal: 4,
      },
      {
        label: "home, rendered",
        ours: { path: "/", headers: RENDERED },
        ghost: { path: "/", headers: READER },
        goal: 5,
      },
      {
        label: "listing, rendered",
        ours: { path: "/reviews", headers: RENDERED },
        ghost: { path: ghostTag, headers: READER },
        goal: 5,
      },
      {
        label: "article, cached",
        ours: { path: article, headers: READER },
        ghost: { path: ghostPost, headers: READER },
        goal: 50,
      },
      { label: "home, cached", ours: { path: "/", headers: READER }, ghost: { path: "/", headers: READER }, goal: 50 },
    ];
    for (const row of rows) {
      for (const [base, route] of [
        [server.url, row.ours],
        [GHOST_URL, row.ghost],
      ] as const) {
        const response = await fetch(`${base}${route.path}`, { headers: route.headers });
        if (response.status !== 200) throw new Error(`${base}${route.path} answered ${response.status}`);
        await response.arrayBuffer();
      }
    }
    const totals = rows.map(() => ({ ours: empty(), ghost: empty() }));
    for (let slice = 1; slice <= SLICES; slice++) {
      for (const [index, row] of rows.entries()) {
        // Alternate which side goes first, so neither always meets the machine right after the other.
        const order = slice % 2 === 1 ? (["ours", "ghost"] as const) : (["ghost", "ours"] as const);
        for (const side of order) {
          const result = await measure(side === "ours" ? server.url : GHOST_URL, row[side], row.label);
          add(totals[index]![side], result);
        }
        log(`slice ${slice}/${SLICES}: ${row.label} done`);
      }
    }
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)}: ${SLICES} alternating slices of ${SLICE_SECONDS} s per side and row, ${CONNECTIONS} connections, \`Accept-Encoding: gzip, deflate, br\`, reader cookies (\`_ga\`, consent) on every request; Ghost ${GHOST_URL} (50 posts, its post \`${ghostPost}\`, listing \`${ghostTag}\`), this site on PGlite with the demo content. "Rendered" bypasses this site's response cache (X-Cache-Bypass); Ghost renders every request.`,
      "",
      "| Row | This site (req/s) | p50 (ms) | Ghost (req/s) | p50 (ms) | Ratio | Goal | Met | Errors / non-2xx |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |",
    ];
    for (const [index, row] of rows.entries()) {
      const { ours, ghost } = totals[index]!;
      const oursRate = ours.requests / ours.seconds;
      const ghostRate = ghost.requests / ghost.seconds;
      const ratio = oursRate / ghostRate;
      lines.push(
        `| ${row.label} | ${oursRate.toFixed(0)} | ${median(ours.p50).toFixed(1)} | ${ghostRate.toFixed(0)} | ${median(ghost.p50).toFixed(1)} | ${ratio.toFixed(1)}x | ${row.goal}x | ${ratio >= row.goal ? "yes" : "no"} | ${ours.errors + ghost.errors} / ${ours.non2xx + ghost.non2xx} |`,
      );
    }
    const table = lines.join("\n");
    log(table);
    const report = fs.readFileSync(REPORT_PATH, "utf8");
    const start = report.indexOf(START_MARKER);
    const end = report.indexOf(END_MARKER);
    if (start >= 0 && end > start) {
      fs.writeFileSync(REPORT_PATH, `${report.slice(0, start + START_MARKER.length)}\n${table}\n${report.slice(end)}`);
      log(`Written into ${path.relative(process.cwd(), REPORT_PATH)}.`);
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

await main();
