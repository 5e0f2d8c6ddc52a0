// `npm run bench:jobs`: a 1,000-row bulk batch (BENCH_JOB_ROWS) written by the instant fake model on PGlite (and
// on PostgreSQL too when TEST_DATABASE_URL is set): the batch's throughput, and the same reader's p50/p95 on the
// public pages at rest and while the batch runs (one reader, sequential requests), side by side; the table goes
// into docs/benchmarks.md. Loopback only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildFakeArticle } from "../tests/support/generation-harness";
import { startModelSimulator } from "../tests/support/model-simulator";
import { startServerProcess } from "../tests/support/test-server";
import { createFreshDatabase, databaseChoices } from "./lib/fresh-database";
import { measureSequentialLatency, percentile, type TSequentialLatency } from "./lib/measure-http";

const REPORT_PATH = path.resolve("docs/benchmarks.md");
const START_MARKER = "<!-- bench:jobs:start (written by scripts/bench-jobs.ts) -->";
const END_MARKER = "<!-- bench:jobs:end -->";

interface TBatchRun {
  kind: string;
  seconds: number;
  batch: unknown;
  rest: { p50: number; p95: number; max: number; count: number; failures: number };
  during: { p50: number; p95: number; max: number; count: number; failures: number };
  load: { start: number; end: number };
}

function summarise(rounds: TSequentialLatency[]): TBatchRun["rest"] {
  const all = rounds.flatMap((round) => round.timingsMs).sort((a, b) => a - b);
  return {
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    max: all.at(-1) ?? Number.NaN,
    count: all.length,
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
  };
}

function writeReport(runs: TBatchRun[]): void {
  const cell = (r: TBatchRun["rest"]) =>
    `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.max.toFixed(0)} (${r.count} requests, ${r.failures} failed)`;
  const table = [
    START_MARKER,
    "",
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on the shared 2-core machine (seven other engineers' builds and tests ran beside it). One reader, sequential requests with gzip, taking \`${PUBLIC_PATHS.join("`, `")}\` in turn; ms p50 / p95 / max.`,
    "",
    "| database | rows | batch time | readers at rest | the same readers during the batch | load average (start, end) |",
    "|---|---:|---:|---|---|---|",
    ...runs.map(
      (r) =>
        `| ${r.kind} | ${ROWS} | ${r.seconds.toFixed(0)} s (${(ROWS / r.seconds).toFixed(1)} rows/s) | ${cell(r.rest)} | ${cell(r.during)} | ${r.load.start.toFixed(1)}, ${r.load.end.toFixed(1)} |`,
    ),
    "",
    END_MARKER,
  ].join("\n");
  const existing = fs.readFileSync(REPORT_PATH, "utf8");
  const start = existing.indexOf(START_MARKER);
  const end = existing.indexOf(END_MARKER);
  fs.writeFileSync(
    REPORT_PATH,
    start >= 0 && end > start
      ? `${existing.slice(0, start)}${table}${existing.slice(end + END_MARKER.length)}`
      : existing.replace(
          "\n## A 1,000-row batch as durable jobs",
          `\n## Readers during a 1,000-row batch (\`npm run bench:jobs\`, decision 034)\n\n${table}\n\n## A 1,000-row batch as durable jobs`,
        ),
  );
}

const ROWS = Number(process.env.BENCH_JOB_ROWS ?? 1000);
// Node options for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see what the batch costs readers.
const SERVER_NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS;
const ACCESS_CODE = "bench-jobs-access-code";
const PUBLIC_PATHS = ["/", "/reviews", "/api/articles?limit=10", "/how-to"];

function line(label: string, latency: TSequentialLatency): string {
  return `${label}: p50 ${latency.p50Ms.toFixed(1)} ms, p95 ${latency.p95Ms.toFixed(1)} ms, max ${latency.maxMs.toFixed(1)} ms over ${latency.count} requests (${latency.failures} failed)`;
}

async function main(): Promise<void> {
  const ai = await startModelSimulator();
  let calls = 0;
  ai.setFallback(() => ({ json: buildFakeArticle({ title: `Bench Batch Article ${++calls}`, words: 800 }) }));
  const runs: TBatchRun[] = [];
  try {
    for (const choice of databaseChoices(process.env.TEST_DATABASE_URL)) {
      const database = await createFreshDatabase(choice, "benchjobs");
      const server = await startServerProcess({
        ...database.env,
        ADMIN_ACCESS_CODE: ACCESS_CODE,
        AI_PROVIDER: "openai-compatible",
        AI_MODEL: "fake-model",
        AI_BASE_URL: ai.baseURL,
        SEED_DEMO_CONTENT: "true",
        ...(SERVER_NODE_OPTIONS ? { NODE_OPTIONS: SERVER_NODE_OPTIONS } : {}),
      });
      try {
        const login = await fetch(`${server.url}/api/admin/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ accessCode: ACCESS_CODE }),
        });
        const { token } = (await login.json()) as { token: string };
        const loadAtStart = os.loadavg()[0]!;
        const idle = await measureSequentialLatency(server.url, PUBLIC_PATHS, 400);

        const csv = `Primary Keyword & Article Title,Type\n${Array.from({ length: ROWS }, (_, n) => `Bench Gadget ${n + 1} Honest Review,Review`).join("\n")}\n`;
        const form = new FormData();
        form.set("file", new File([csv], "bench.csv", { type: "text/csv" }));
        const started = performance.now();
        const response = await fetch(`${server.url}/api/admin/bulk-upload`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        if (response.status !== 200) throw new Error(`bulk upload answered ${response.status}`);
        const finished = response.text().then(() => performance.now());
        // Readers while the batch runs: rounds of sequential requests until the batch is done.
        const during: TSequentialLatency[] = [];
        let done = false;
        void finished.then(() => (done = true));
        while (!done) during.push(await measureSequentialLatency(server.url, PUBLIC_PATHS, 100));
        const seconds = ((await finished) - started) / 1000;
        const result = JSON.parse(
          await fetch(`${server.url}/api/admin/jobs`, { headers: { Authorization: `Bearer ${token}` } }).then((r) =>
            r.text(),
          ),
        ) as { jobs: { total: number; finished: number; failed: number }[] };
        const p95s = during.map((round) => round.p95Ms).sort((a, b) => a - b);
        runs.push({
          kind: database.kind,
          seconds,
          batch: result.jobs[0],
          rest: summarise([idle]),
          during: summarise(during),
          load: { start: loadAtStart, end: os.loadavg()[0]! },
        });
        process.stdout.write(
          [
            `\n[${database.kind}] ${ROWS} rows in ${seconds.toFixed(1)} s: ${(ROWS / seconds).toFixed(1)} rows/s`,
            `  batch: ${JSON.stringify(result.jobs[0])}`,
            `  ${line("public pages idle", idle)}`,
            `  public pages during the batch: ${during.length} rounds of 100 requests, p95 per round median ${p95s[Math.floor(p95s.length / 2)]?.toFixed(1)} ms, worst ${p95s.at(-1)?.toFixed(1)} ms`,
            "",
          ].join("\n"),
        );
      } finally {
        await server.stop();
        await database.drop();
      }
    }
  } finally {
    await ai.close();
  }
  writeReport(runs);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
