// `npm run compare-ghost`: this site and Ghost side by side in one run, on one machine, with the same load (autocannon,
// 10 connections, loopback, `Accept-Encoding: gzip, deflate, br` as browsers send). Ghost (6.65, 50 posts) must
// already answer at GHOST_URL.
// Rows: pages rendered for each request (this server's cache bypassed: the work behind a cache miss; Ghost renders
// every request) and pages served from this server's cache.
// Method, for a shared machine whose load moves from second to second: each row runs in COMPARE_ROUNDS rounds, each
// a slice of this site and a slice of Ghost back to back (which goes first alternates), so a change in the machine's
// load hits both sides of a round. A round gives a ratio of requests per second; the row reports the median ratio
// and the lowest and highest. Beside it, each server's CPU time per request (its process's user and system time,
// all threads, over the requests it answered; /proc), which a busy machine changes far less than the rate: it
// lowers how often a server runs, not what a request costs. Writes its table into docs/benchmarks.md.
import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, startServerProcess } from "../tests/support/test-server";
import os from "node:os";
import { measureRouteLoad } from "./lib/measure-http";
import { pidListeningOn, processCpuSeconds } from "./lib/process-cpu";

const GHOST_URL = (process.env.GHOST_URL ?? "http://127.0.0.1:2368").replace(/\/$/, "");
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 5);
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

// One side's slice of a round.
interface TSlice {
  requestsPerSecond: number;
  p50Ms: number;
  // CPU milliseconds of the server's process per request answered, when its process is known.
  cpuMsPerRequest: number | null;
  errors: number;
  non2xx: number;
}

interface TRound {
  ours: TSlice;
  ghost: TSlice;
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

async function measureSlice(
  baseUrl: string,
  route: { path: string; headers: Record<string, string> },
  label: string,
  pid: number | null,
): Promise<TSlice> {
  const cpuBefore = pid === null ? null : processCpuSeconds(pid);
  const result = await measureRouteLoad(
    baseUrl,
    { label, ...route },
    { connections: CONNECTIONS, seconds: SLICE_SECONDS, warmupSeconds: 0 },
  );
  const cpuAfter = pid === null ? null : processCpuSeconds(pid);
  return {
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || result.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const medianOrNull = (values: (number | null)[]) =>
  values.some((value) => value === null) ? null : median(values as number[]);
const cpuText = (value: number | null) => (value === null ? "n/a" : value.toFixed(1));
const loadAverage = () => os.loadavg()[0]!.toFixed(1);

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
    const ghostPid = Number(process.env.GHOST_PID ?? 0) || pidListeningOn(Number(new URL(GHOST_URL).port || 80));
    const ourPid = server.process.pid ?? null;
    const loadAtStart = loadAverage();
    const rounds: TRound[][] = rows.map(() => []);
    for (const [index, row] of rows.entries()) {
      // Both sides' code warmed on this row's page before its rounds.
      await measureSlice(server.url, row.ours, row.label, null);
      await measureSlice(GHOST_URL, row.ghost, row.label, null);
      for (let round = 1; round <= ROUNDS; round++) {
        // Alternate which side goes first, so neither always meets the machine right after the other.
        const order = round % 2 === 1 ? (["ours", "ghost"] as const) : (["ghost", "ours"] as const);
        const slices: Partial<TRound> = {};
        for (const side of order) {
          slices[side] =
            side === "ours"
              ? await measureSlice(server.url, row.ours, row.label, ourPid)
              : await measureSlice(GHOST_URL, row.ghost, row.label, ghostPid);
        }
        rounds[index]!.push(slices as TRound);
        const ratio = slices.ours!.requestsPerSecond / slices.ghost!.requestsPerSecond;
        log(`${row.label}, round ${round}/${ROUNDS}: ${ratio.toFixed(1)}x (load average ${loadAverage()})`);
      }
    }
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, load average ${loadAtStart} at the start and ${loadAverage()} at the end: ${ROUNDS} rounds per row, each a ${SLICE_SECONDS} s slice of this site and one of Ghost back to back (which goes first alternates), ${CONNECTIONS} connections, \`Accept-Encoding: gzip, deflate, br\`, reader cookies (\`_ga\`, consent) on every request; Ghost ${GHOST_URL} (50 posts, its post \`${ghostPost}\`, listing \`${ghostTag}\`), this site on PGlite with the demo content. "Rendered" bypasses this site's response cache (X-Cache-Bypass); Ghost renders every request. Ratio: this site's requests per second over Ghost's in the same round, the median of the rounds and their range. CPU: each server process's CPU time (all threads) per request answered, the median of the rounds; its ratio is Ghost's over this site's.`,
      "",
      "| Row | This site (req/s) | Ghost (req/s) | Ratio, median | Ratio, range | This site CPU (ms/req) | Ghost CPU (ms/req) | CPU ratio | Goal | Met (median) | Errors / non-2xx |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |",
    ];
    for (const [index, row] of rows.entries()) {
      const rowRounds = rounds[index]!;
      const ratios = rowRounds.map((round) => round.ours.requestsPerSecond / round.ghost.requestsPerSecond);
      const ratio = median(ratios);
      const oursCpu = medianOrNull(rowRounds.map((round) => round.ours.cpuMsPerRequest));
      const ghostCpu = medianOrNull(rowRounds.map((round) => round.ghost.cpuMsPerRequest));
      const cpuRatio = oursCpu === null || ghostCpu === null ? "n/a" : `${(ghostCpu / oursCpu).toFixed(1)}x`;
      const errors = rowRounds.reduce((sum, round) => sum + round.ours.errors + round.ghost.errors, 0);
      const non2xx = rowRounds.reduce((sum, round) => sum + round.ours.non2xx + round.ghost.non2xx, 0);
      lines.push(
        `| ${row.label} | ${median(rowRounds.map((round) => round.ours.requestsPerSecond)).toFixed(0)} | ${median(rowRounds.map((round) => round.ghost.requestsPerSecond)).toFixed(0)} | ${ratio.toFixed(1)}x | ${Math.min(...ratios).toFixed(1)}x to ${Math.max(...ratios).toFixed(1)}x | ${cpuText(oursCpu)} | ${cpuText(ghostCpu)} | ${cpuRatio} | ${row.goal}x | ${ratio >= row.goal ? "yes" : "no"} | ${errors} / ${non2xx} |`,
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
