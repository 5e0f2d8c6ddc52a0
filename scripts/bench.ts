// `npm run bench [-- --articles N --engine pglite|postgres --seconds S]`: loads N generated articles (default
// 10,000) into a fresh database (PGlite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set),
// starts the built server on it with its start-up warm-up, and measures on loopback: start-up, warm-up, memory,
// database size and every public route's p50/p95 cached and rendered (the "Reads at scale" tables), then each
// route's throughput with autocannon for S seconds (0 skips it) against the DESIGN budgets. Results go into
// docs/benchmarks.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { asc, eq } from "drizzle-orm";
import pg from "pg";
import { selectFromPublishedArticles } from "~/articles/article-rows.server";
import type { TDatabase } from "~/db/client.server";
import { articles } from "~/db/schema";
import { logInAsAdmin, startServerProcess, type TTestDatabase, type TTestServer } from "../tests/support/test-server";
import {
  copyPostgresDatabase,
  createFreshDatabase,
  databaseChoices,
  postgresDatabaseExists,
  type TDatabaseChoice,
} from "./lib/fresh-database";
import { BENCH_BRANDS } from "./lib/generate-bench-articles";
import { measureArticleRender, type TRenderTiming } from "./lib/measure-render";
import {
  measureRouteLoad,
  measureSequentialLatency,
  type TRouteLoad,
  type TSequentialLatency,
} from "./lib/measure-http";
import {
  directoryBytes,
  measureRoutes,
  readMemory,
  type TRouteTiming,
  waitForFirstAnswer,
  waitForWarmup,
  type TScaleResult,
  type TScaleRoute,
} from "./lib/measure-scale";
import { storeScaleResult, writeScaleReport } from "./lib/scale-report";
import { seedBenchArticles, type TSeedReport } from "./lib/seed-bench-articles";

const { values: args } = parseArgs({
  options: {
    articles: { type: "string" },
    engine: { type: "string" },
    seconds: { type: "string" },
    // A folder keeping each seeded corpus (see openBenchDatabase): a later run at the same size copies it instead of
    // seeding again (its seeding time is the one measured when it was made).
    "corpus-dir": { type: "string" },
    // How long to wait for the start-up warm-up to finish before measuring anyway (it is then reported as not done).
    "warmup-wait": { type: "string" },
    // A built checkout of another commit: its server runs on its own copy of the same corpus and every route is
    // timed on both servers in alternating turns, printed side by side (the tables keep this build's numbers).
    before: { type: "string" },
  },
});
const ARTICLE_COUNT = Number(args.articles ?? process.env.BENCH_ARTICLES ?? 10_000);
const SECONDS = Number(args.seconds ?? process.env.BENCH_SECONDS ?? 10);
if (!Number.isInteger(ARTICLE_COUNT) || ARTICLE_COUNT < 100)
  throw new Error("--articles must be a whole number >= 100");
if (!Number.isFinite(SECONDS) || SECONDS < 0) throw new Error("--seconds must be 0 or more");
if (args.engine !== undefined && args.engine !== "pglite" && args.engine !== "postgres")
  throw new Error("--engine must be pglite or postgres");
// Bounds of the waits: the warm-up is reported when it is done, or "not done" past this.
const WARMUP_WAIT_MS = Number(args["warmup-wait"] ?? 600) * 1000;
const BEFORE_CHECKOUT = args.before ? path.resolve(args.before) : null;
if (BEFORE_CHECKOUT && !fs.existsSync(path.join(BEFORE_CHECKOUT, "build/server/index.js")))
  throw new Error("--before must be a checkout with its build (npm run build there first)");
const FIRST_ANSWER_WAIT_MS = 5 * 60_000;
const SCALE_CACHED_REQUESTS = 200;
const SCALE_RENDERED_REQUESTS = 60;
const ACCESS_CODE = "bench-admin-access-code";
const WARMUP_SECONDS = 2;
const CONNECTIONS = 10;
const SEQUENTIAL_REQUESTS = 200;
const SEARCH_WORD = BENCH_BRANDS[1]!.toLowerCase();
// The response cache (app/cache) serves every public GET, cookies or not; the server started here renders afresh
// the requests that carry its bypass token: the work behind a cache miss. With a cookie, as returning readers send.
const BYPASS_TOKEN = "bench-render";
const BYPASS_CACHE = { "x-cache-bypass": BYPASS_TOKEN, cookie: "_ga=GA1.1.123.456" };
const REPORT_PATH = path.resolve("docs/benchmarks.md");
const START_MARKER = "<!-- bench:results:start (written by scripts/bench.ts; edits inside are overwritten) -->";
const END_MARKER = "<!-- bench:results:end -->";

// Budgets from /work/shared/DESIGN.md ("Performance budgets").
const ARTICLE_TO_HEALTH_MIN_RATIO = 0.5;
const LIST_SEARCH_P95_MAX_MS = 20;
// From the article-rendering work: a 10,000-word article renders in under 20 ms.
const RENDER_MEAN_MAX_MS = 20;

interface TDatabaseRun {
  kind: "pglite" | "postgres";
  seed: TSeedReport;
  routes: TRouteLoad[];
  sequential: TSequentialLatency[];
  scale: TScaleResult;
}

const SEED_REPORT_FILE = "bench-seed-report.json";

// A kept corpus: a PGlite directory `pglite-N` in --corpus-dir, or on PostgreSQL a database `bench_corpus_N` with
// its seeding report in --corpus-dir as `postgres-N.json`. Copied instead of seeded; the database is migrated
// before the server starts, so a corpus kept before a migration still serves.
const corpusDir = args["corpus-dir"] ? path.resolve(args["corpus-dir"]) : null;
const postgresCorpus = `bench_corpus_${ARTICLE_COUNT}`;
const postgresReport = corpusDir && path.join(corpusDir, `postgres-${ARTICLE_COUNT}.json`);

async function openBenchDatabase(choice: TDatabaseChoice): Promise<TTestDatabase> {
  const kept =
    choice.kind === "postgres" &&
    postgresReport !== null &&
    fs.existsSync(postgresReport) &&
    (await postgresDatabaseExists(choice.baseUrl, postgresCorpus));
  return createFreshDatabase(choice, "bench", kept ? { template: postgresCorpus } : {});
}

async function seedOrCopyCorpus(database: TTestDatabase, choice: TDatabaseChoice): Promise<TSeedReport> {
  const readReport = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as TSeedReport;
  if (choice.kind === "postgres") {
    if (
      postgresReport &&
      fs.existsSync(postgresReport) &&
      (await postgresDatabaseExists(choice.baseUrl, postgresCorpus))
    ) {
      log(`[postgres] corpus copied from the database ${postgresCorpus}`);
      await database.withDatabase(async () => {});
      return readReport(postgresReport);
    }
    const seed = await database.withDatabase((db) => seedBenchArticles(db, { count: ARTICLE_COUNT }));
    if (postgresReport) {
      await copyPostgresDatabase(choice.baseUrl, new URL(database.env.DATABASE_URL!).pathname.slice(1), postgresCorpus);
      fs.mkdirSync(corpusDir!, { recursive: true });
      fs.writeFileSync(postgresReport, JSON.stringify(seed));
    }
    return seed;
  }
  const kept = corpusDir ? path.join(corpusDir, `pglite-${ARTICLE_COUNT}`) : null;
  if (kept && fs.existsSync(path.join(kept, SEED_REPORT_FILE))) {
    fs.cpSync(kept, database.env.DATA_DIR!, { recursive: true });
    log(`[pglite] corpus copied from ${kept}`);
    await database.withDatabase(async () => {});
    return readReport(path.join(kept, SEED_REPORT_FILE));
  }
  const seed = await database.withDatabase((db) => seedBenchArticles(db, { count: ARTICLE_COUNT }));
  if (kept) {
    fs.rmSync(kept, { recursive: true, force: true });
    fs.cpSync(database.env.DATA_DIR!, kept, { recursive: true });
    fs.writeFileSync(path.join(kept, SEED_REPORT_FILE), JSON.stringify(seed));
  }
  return seed;
}

// The first article of the last full page of the reviews' newest-first list: `?before=` it is the deepest page.
async function findDeepestReviewPage(db: TDatabase): Promise<string> {
  const [row] = await selectFromPublishedArticles(db, { id: articles.id }, eq(articles.articleType, "review"))
    .orderBy(asc(articles.publishedAt), asc(articles.id))
    .limit(1)
    .offset(12);
  return row ? `/reviews?before=${row.id}` : "/reviews";
}

async function databaseMegabytes(env: Record<string, string>): Promise<number> {
  if (env.DATA_DIR) return directoryBytes(env.DATA_DIR) / 2 ** 20;
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>("select pg_database_size(current_database()) as bytes");
    return Number(rows[0]!.bytes) / 2 ** 20;
  } finally {
    await client.end();
  }
}

function scaleRoutesFor(sampleSlug: string, deepestPage: string): TScaleRoute[] {
  return [
    { label: "home page", path: "/" },
    { label: "reviews section", path: "/reviews" },
    { label: "deepest reviews page (keyset)", path: deepestPage },
    { label: "reviews, load more at its cap", path: "/reviews?limit=200" },
    { label: "article page", path: `/article/${sampleSlug}` },
    { label: "search page", path: `/search?q=${SEARCH_WORD}` },
    { label: "list API", path: "/api/articles?limit=20" },
    { label: "list API search", path: `/api/articles?search=${SEARCH_WORD}&limit=20` },
    { label: "article API", path: `/api/articles/${sampleSlug}` },
    { label: "RSS", path: "/rss.xml" },
    { label: "llms.txt", path: "/llms.txt" },
    { label: "sitemap index", path: "/sitemap.xml" },
    { label: "sitemap, first articles file", path: "/sitemap-articles-1.xml" },
    { label: "admin list", path: "/api/admin/articles?limit=20", admin: true },
    { label: "admin list, drafts", path: "/api/admin/articles?status=draft&limit=20", admin: true },
    { label: "admin list, search", path: `/api/admin/articles?search=${SEARCH_WORD}&limit=20`, admin: true },
  ];
}

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

function routesFor(sampleSlug: string) {
  return [
    { label: "health", path: "/healthz" },
    { label: "home page", path: "/" },
    { label: "reviews section", path: "/reviews" },
    { label: "article page", path: `/article/${sampleSlug}` },
    { label: "article page, gzip", path: `/article/${sampleSlug}`, headers: { "accept-encoding": "gzip" } },
    // The full render, as for a page the cache does not hold.
    { label: "article page, uncached", path: `/article/${sampleSlug}`, headers: BYPASS_CACHE },
    { label: "home page, uncached", path: "/", headers: BYPASS_CACHE },
    { label: "list API", path: "/api/articles?limit=20" },
    { label: "search API", path: `/api/articles?search=${SEARCH_WORD}&limit=20` },
    { label: "article API", path: `/api/articles/${sampleSlug}` },
    { label: "search page", path: `/search?q=${SEARCH_WORD}` },
  ];
}

/** Each route must answer 200 with real content before it is worth timing. */
async function checkRoutes(baseUrl: string, routes: { label: string; path: string }[]): Promise<void> {
  for (const route of routes) {
    const response = await fetch(`${baseUrl}${route.path}`);
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`${route.label} (${route.path}) answered ${response.status}: ${body.slice(0, 300)}`);
    if (route.path.startsWith("/api/articles?") && (JSON.parse(body) as unknown[]).length === 0) {
      throw new Error(`${route.label} (${route.path}) returned no articles: the benchmark would time an empty answer`);
    }
  }
}

// The server started as the benchmark starts it, from `checkout` (the current directory unless --before names one).
async function startBenchServer(env: Record<string, string>, checkout = process.cwd()): Promise<TTestServer> {
  const here = process.cwd();
  process.chdir(checkout);
  try {
    return await startServerProcess({
      ...env,
      SEED_DEMO_CONTENT: "false",
      RESPONSE_CACHE_BYPASS_TOKEN: BYPASS_TOKEN,
      RESPONSE_CACHE_WARM: "true",
      ADMIN_ACCESS_CODE: ACCESS_CODE,
    });
  } finally {
    process.chdir(here);
  }
}

// The --before build's server on its own copy of the corpus, warmed up before this build's server starts.
interface TBeforeServer {
  server: TTestServer;
  database: TTestDatabase;
  startToFirstAnswerSeconds: number;
  warmup: TScaleResult["warmup"];
  rssAfterWarmup: number;
}

async function startBeforeServer(
  choice: TDatabaseChoice,
  corpus: TTestDatabase,
  checkout: string,
): Promise<TBeforeServer> {
  const database = await createFreshDatabase(
    choice,
    "bench",
    choice.kind === "postgres" ? { template: new URL(corpus.env.DATABASE_URL!).pathname.slice(1) } : {},
  );
  if (choice.kind === "pglite") fs.cpSync(corpus.env.DATA_DIR!, database.env.DATA_DIR!, { recursive: true });
  const spawned = performance.now();
  const server = await startBenchServer(database.env, checkout);
  const firstAnswer = await waitForFirstAnswer(`${server.url}/`, FIRST_ANSWER_WAIT_MS);
  const warmup = await waitForWarmup(server.output, WARMUP_WAIT_MS);
  log(`[${choice.kind}] before (${checkout}): first answer ${((firstAnswer - spawned) / 1000).toFixed(1)} s, warmed`);
  return {
    server,
    database,
    startToFirstAnswerSeconds: (firstAnswer - spawned) / 1000,
    warmup,
    rssAfterWarmup: readMemory(server.process.pid!).rss,
  };
}

const cell = (t: { p50Ms: number; p95Ms: number } | null) =>
  t
    ? `${t.p50Ms < 10 ? t.p50Ms.toFixed(1) : t.p50Ms.toFixed(0)} / ${t.p95Ms < 10 ? t.p95Ms.toFixed(1) : t.p95Ms.toFixed(0)}`
    : "–";

/** The --before build and this one side by side, as a markdown table for docs/benchmarks.md. */
function sideBySide(before: TBeforeServer, beforeRoutes: TRouteTiming[], after: TScaleResult): string {
  const warm = (w: TScaleResult["warmup"]) => (w ? `${w.seconds} s (${w.pages} pages)` : "not done");
  return [
    "| p50 / p95 ms | before, rendered | after, rendered | before, cached | after, cached |",
    "|---|---:|---:|---:|---:|",
    ...after.routes.map((r, i) => {
      const b = beforeRoutes[i]!;
      return `| ${r.label} | ${cell(b.rendered)} | ${cell(r.rendered)} | ${cell(b.cached)} | ${cell(r.cached)} |`;
    }),
    `| start-up to the first answer (s) | ${before.startToFirstAnswerSeconds.toFixed(1)} | ${after.startToFirstAnswerSeconds.toFixed(1)} | | |`,
    `| warm-up | ${warm(before.warmup)} | ${warm(after.warmup)} | | |`,
    `| RSS after the warm-up (MB) | ${before.rssAfterWarmup.toFixed(0)} | ${after.rssMegabytes.afterWarmup.toFixed(0)} | | |`,
    `| peak RSS (MB) | ${readMemory(before.server.process.pid!).peak.toFixed(0)} | ${after.rssMegabytes.peak.toFixed(0)} | | |`,
  ].join("\n");
}

async function benchDatabase(choice: TDatabaseChoice): Promise<TDatabaseRun> {
  const database = await openBenchDatabase(choice);
  let server: TTestServer | undefined;
  let before: TBeforeServer | undefined;
  try {
    log(`\n[${database.kind}] seeding ${ARTICLE_COUNT.toLocaleString("en")} articles...`);
    const seed = await seedOrCopyCorpus(database, choice);
    log(
      `[${database.kind}] seeded in ${seed.seconds.toFixed(1)} s (${Math.round(seed.words / seed.articles)} words per article on average)`,
    );

    const deepestPage = await database.withDatabase(findDeepestReviewPage);
    const databaseSize = await databaseMegabytes(database.env);
    if (BEFORE_CHECKOUT) before = await startBeforeServer(choice, database, BEFORE_CHECKOUT);
    const loadAtStart = os.loadavg()[0]!;

    const spawned = performance.now();
    server = await startBenchServer(database.env);
    const firstAnswer = await waitForFirstAnswer(`${server.url}/`, FIRST_ANSWER_WAIT_MS);
    const startToFirstAnswerSeconds = (firstAnswer - spawned) / 1000;
    log(`[${database.kind}] first answer ${startToFirstAnswerSeconds.toFixed(1)} s after the server was started`);
    const warmup = await waitForWarmup(server.output, WARMUP_WAIT_MS);
    log(
      `[${database.kind}] warm-up: ${warmup ? `${warmup.pages} pages, ${warmup.megabytes} MB in ${warmup.seconds} s` : "not done"}`,
    );
    const afterWarmup = readMemory(server.process.pid!);

    const servers = [
      ...(before ? [{ url: before.server.url, adminToken: await logInAsAdmin(before.server.url, ACCESS_CODE) }] : []),
      { url: server.url, adminToken: await logInAsAdmin(server.url, ACCESS_CODE) },
    ];
    const timings = await measureRoutes(servers, scaleRoutesFor(seed.sampleSlug, deepestPage), {
      cachedRequests: SCALE_CACHED_REQUESTS,
      renderedRequests: SCALE_RENDERED_REQUESTS,
      bypass: BYPASS_CACHE,
    });
    const scaleRoutes = timings.at(-1)!;
    for (const r of scaleRoutes)
      log(
        `[${database.kind}] ${r.label.padEnd(32)} rendered p50 ${r.rendered.p50Ms.toFixed(1)} p95 ${r.rendered.p95Ms.toFixed(1)}` +
          (r.cached ? `  cached p50 ${r.cached.p50Ms.toFixed(1)} p95 ${r.cached.p95Ms.toFixed(1)}` : "") +
          (r.failures ? `  ${r.failures} FAILED` : ""),
      );
    const scale: TScaleResult = {
      engine: database.kind,
      articles: ARTICLE_COUNT,
      published: seed.published,
      seedSeconds: seed.seconds,
      startToFirstAnswerSeconds,
      warmup,
      warmupWaitSeconds: WARMUP_WAIT_MS / 1000,
      rssMegabytes: { afterWarmup: afterWarmup.rss, peak: readMemory(server.process.pid!).peak },
      databaseMegabytes: databaseSize,
      routes: scaleRoutes,
      measuredAt: new Date().toISOString(),
      loadAverage: { start: loadAtStart, end: os.loadavg()[0]! },
    };
    if (before) {
      log(
        `\n[${database.kind}] before (${BEFORE_CHECKOUT}) and after (this build), every route in alternating turns, ` +
          `load average ${loadAtStart.toFixed(1)} to ${os.loadavg()[0]!.toFixed(1)}:\n\n${sideBySide(before, timings[0]!, scale)}\n`,
      );
    }
    if (SECONDS === 0) return { kind: database.kind, seed, routes: [], sequential: [], scale };

    const routes = routesFor(seed.sampleSlug);
    await checkRoutes(server.url, routes);

    // A first pass over every route, so no route pays for the server's cold start (JIT, first queries, caches).
    for (const route of routes)
      await measureRouteLoad(server.url, route, { connections: CONNECTIONS, seconds: 1, warmupSeconds: 0 });

    // Health is measured first and last; the ratios use the better of the two, so noise from other work on
    // the machine during one of them cannot flatter the other routes.
    const measured = [...routes, { ...routes[0]!, label: "health (again, last)" }];
    const results: TRouteLoad[] = [];
    for (const route of measured) {
      const result = await measureRouteLoad(server.url, route, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
      });
      results.push(result);
      log(
        `[${database.kind}] ${route.label.padEnd(20)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  non-2xx ${result.non2xx}`,
      );
    }
    // The p95 budget is about the database work, so these calls bypass the response cache; the search rotates
    // through the twelve brand words.
    const sequential = [
      await measureSequentialLatency(server.url, ["/api/articles?limit=20"], SEQUENTIAL_REQUESTS, BYPASS_CACHE),
      await measureSequentialLatency(
        server.url,
        BENCH_BRANDS.map((brand) => `/api/articles?search=${brand.toLowerCase()}&limit=20`),
        SEQUENTIAL_REQUESTS,
        BYPASS_CACHE,
      ),
    ];
    for (const s of sequential)
      log(`[${database.kind}] sequential ${s.path}: p50 ${s.p50Ms.toFixed(1)} ms, p95 ${s.p95Ms.toFixed(1)} ms`);
    scale.rssMegabytes.peak = readMemory(server.process.pid!).peak;
    return { kind: database.kind, seed, routes: results, sequential, scale };
  } finally {
    await Promise.all([server?.stop(), before?.server.stop()]);
    await Promise.all([database.drop(), before?.database.drop()]);
  }
}

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

/** The health baseline: the better of the first and last health runs. */
function healthRate(run: TDatabaseRun): number {
  return Math.max(...run.routes.filter((r) => r.path === "/healthz").map((r) => r.requestsPerSecond));
}

function renderTable(run: TDatabaseRun): string {
  const health = healthRate(run);
  const lines = [
    "| route | path | req/s | × health | p50 ms | p99 ms | non-2xx | errors |",
    "|---|---|---:|---:|---:|---:|---:|---:|",
    ...run.routes.map(
      (r) =>
        `| ${r.label} | \`${r.path.length > 48 ? `${r.path.slice(0, 45)}...` : r.path}\` | ${fixed(r.requestsPerSecond)} | ${fixed(r.requestsPerSecond / health, 2)} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`,
    ),
  ];
  return lines.join("\n");
}

interface TBudgetCheck {
  label: string;
  value: string;
  pass: boolean;
  /** Shown for context; does not fail the run. */
  informational?: boolean;
}

function budgetChecks(runs: TDatabaseRun[], renders: TRenderTiming[]): TBudgetCheck[] {
  const checks: TBudgetCheck[] = renders.map((r) => ({
    label: `render a ${r.words.toLocaleString("en")}-word article, ${r.label}: mean < ${RENDER_MEAN_MAX_MS} ms`,
    value: `mean ${fixed(r.meanMs, 1)} ms (p95 ${fixed(r.p95Ms, 1)}, max ${fixed(r.maxMs, 1)}, ${r.runs} runs)`,
    pass: r.meanMs < RENDER_MEAN_MAX_MS,
  }));
  for (const run of runs) {
    const health = healthRate(run);
    const article = run.routes.find((r) => r.label === "article page")!.requestsPerSecond;
    const uncached = run.routes.find((r) => r.label === "article page, uncached")!.requestsPerSecond;
    checks.push({
      label: `${run.kind}: article page >= ${ARTICLE_TO_HEALTH_MIN_RATIO} × health req/s`,
      value: `${fixed(article)} / ${fixed(health)} = ${fixed(article / health, 2)}`,
      pass: article / health >= ARTICLE_TO_HEALTH_MIN_RATIO,
    });
    checks.push({
      label: `${run.kind}: the same with the cache bypassed (every render a miss)`,
      value: `${fixed(uncached)} / ${fixed(health)} = ${fixed(uncached / health, 2)}`,
      pass: uncached / health >= ARTICLE_TO_HEALTH_MIN_RATIO,
      informational: true,
    });
  }
  const pglite = runs.find((run) => run.kind === "pglite");
  for (const s of pglite?.sequential ?? []) {
    checks.push({
      label: `pglite: \`${s.path}\` p95 < ${LIST_SEARCH_P95_MAX_MS} ms (${s.count} sequential calls, cache bypassed)`,
      value: `p95 ${fixed(s.p95Ms, 1)} ms (p50 ${fixed(s.p50Ms, 1)}, max ${fixed(s.maxMs, 1)}${s.failures ? `, ${s.failures} failures` : ""})`,
      pass: s.p95Ms < LIST_SEARCH_P95_MAX_MS && s.failures === 0,
    });
  }
  return checks;
}

function reading(runs: TDatabaseRun[]): string[] {
  const notes: string[] = [];
  for (const run of runs) {
    const health = healthRate(run);
    const byRatio = run.routes
      .filter((r) => r.path !== "/healthz")
      .sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    const slowest = byRatio[0]!;
    const fastest = byRatio.at(-1)!;
    const gzip = run.routes.find((r) => r.label === "article page, gzip")!;
    const plain = run.routes.find((r) => r.label === "article page")!;
    const uncached = run.routes.find((r) => r.label === "article page, uncached")!;
    const failures = run.routes.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
    notes.push(
      `- **${run.kind}**: the slowest route is the ${slowest.label} at ${fixed(slowest.requestsPerSecond / health, 2)} × health ` +
        `(p99 ${slowest.p99Ms} ms); the fastest after health is the ${fastest.label} at ${fixed(fastest.requestsPerSecond / health, 2)} × health. ` +
        `A cache miss (a full render, as for every page right after any content change) serves the article page at ` +
        `${fixed(uncached.requestsPerSecond / health, 2)} × health, ${fixed(plain.requestsPerSecond / uncached.requestsPerSecond, 1)} times slower than a hit. ` +
        `Gzip (what browsers ask for) changes the article page's rate by ${fixed((gzip.requestsPerSecond / plain.requestsPerSecond - 1) * 100)} %. ` +
        (failures === 0
          ? "No request failed or answered non-2xx."
          : `${failures} requests failed or answered non-2xx: investigate before trusting the numbers.`),
    );
  }
  return notes;
}

const loadAverageAtStart = os.loadavg()[0]!.toFixed(1);

function renderResults(runs: TDatabaseRun[], renders: TRenderTiming[], startedAt: Date, totalSeconds: number): string {
  const cpus = os.cpus();
  const checks = budgetChecks(runs, renders);
  const parts = [
    START_MARKER,
    "",
    `Last run: ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC, ${fixed(totalSeconds)} s in all. ` +
      `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${fixed(os.totalmem() / 2 ** 30, 1)} GiB RAM, ` +
      `Node ${process.version}, ${os.platform()} ${os.release()}. Load generator and server share the machine; ` +
      `load average ${loadAverageAtStart} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end (above 2 means other work competed for the cores).`,
    "",
    `Corpus: ${ARTICLE_COUNT.toLocaleString("en")} articles over all seven types, ${runs[0] ? Math.round(runs[0].seed.words / runs[0].seed.articles) : 0} words ` +
      `on average (${runs[0]?.seed.published.toLocaleString("en") ?? 0} published). Each route: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, ` +
      `${SECONDS} s measured; × health divides by the better of the two health runs. The search word is \`${SEARCH_WORD}\` ` +
      `(in about one title in twelve). Requests carry no Accept-Encoding (autocannon's default) except the gzip row.`,
    "",
  ];
  for (const run of runs) {
    parts.push(
      `### ${run.kind === "pglite" ? "PGlite (embedded, DATA_DIR)" : "PostgreSQL 15 (DATABASE_URL)"}`,
      "",
      `Seeded in ${fixed(run.seed.seconds, 1)} s.`,
      "",
      renderTable(run),
      "",
    );
  }
  parts.push(
    "### Budget checks",
    "",
    "| budget | measured | result |",
    "|---|---|---|",
    ...checks.map(
      (c) =>
        `| ${c.label} | ${c.value} | ${c.pass ? "pass" : c.informational ? "below (informational)" : "**FAIL**"} |`,
    ),
    "",
    "### Reading",
    "",
    ...reading(runs),
    "",
    END_MARKER,
  );
  return parts.join("\n");
}

function writeReport(results: string): void {
  const existing = fs.existsSync(REPORT_PATH) ? fs.readFileSync(REPORT_PATH, "utf8") : "";
  const start = existing.indexOf(START_MARKER.slice(0, 25));
  const end = existing.indexOf(END_MARKER);
  const next =
    start >= 0 && end > start
      ? `${existing.slice(0, start)}${results}${existing.slice(end + END_MARKER.length)}`
      : `# Benchmarks\n\nRun \`npm run bench\`.\n\n## Results\n\n${results}\n`;
  fs.writeFileSync(REPORT_PATH, next);
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  if (args.engine === "postgres" && !postgresUrl) throw new Error("--engine postgres needs BENCH_DATABASE_URL");
  const choices = databaseChoices(postgresUrl).filter((choice) => !args.engine || choice.kind === args.engine);
  const runs: TDatabaseRun[] = [];
  for (const choice of choices) {
    const run = await benchDatabase(choice);
    runs.push(run);
    writeScaleReport(storeScaleResult(run.scale));
  }
  log(`\nReads at scale written to ${path.relative(process.cwd(), REPORT_PATH)} (and docs/benchmarks-scale.json).`);
  if (SECONDS === 0) return;
  log("rendering a 10,000-word article...");
  const renders = measureArticleRender();
  for (const r of renders) log(`render, ${r.label}: mean ${r.meanMs.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms`);
  const totalSeconds = (Date.now() - startedAt.getTime()) / 1000;
  const results = renderResults(runs, renders, startedAt, totalSeconds);
  writeReport(results);
  log(`\n${results.split("\n").slice(1, -1).join("\n")}`);
  log(`\nWritten to ${path.relative(process.cwd(), REPORT_PATH)}.`);
  if (budgetChecks(runs, renders).some((check) => !check.pass && !check.informational)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
