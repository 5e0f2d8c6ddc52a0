// `npm run bench:jobs`: a 1,000-row bulk batch (BENCH_JOB_ROWS) written by the instant fake model on PGlite (and
// on PostgreSQL too when TEST_DATABASE_URL is set): the batch's throughput, and the public pages' p95 before and
// while it runs (one reader, sequential requests). Loopback only.
import { buildFakeArticle } from "../tests/support/generation-harness";
import { startModelSimulator } from "../tests/support/model-simulator";
import { startServerProcess } from "../tests/support/test-server";
import { createFreshDatabase, databaseChoices } from "./lib/fresh-database";
import { measureSequentialLatency, type TSequentialLatency } from "./lib/measure-http";

const ROWS = Number(process.env.BENCH_JOB_ROWS ?? 1000);
const ACCESS_CODE = "bench-jobs-access-code";
const PUBLIC_PATHS = ["/", "/reviews", "/api/articles?limit=10", "/how-to"];

function line(label: string, latency: TSequentialLatency): string {
  return `${label}: p50 ${latency.p50Ms.toFixed(1)} ms, p95 ${latency.p95Ms.toFixed(1)} ms, max ${latency.maxMs.toFixed(1)} ms over ${latency.count} requests (${latency.failures} failed)`;
}

async function main(): Promise<void> {
  const ai = await startModelSimulator();
  let calls = 0;
  ai.setFallback(() => ({ json: buildFakeArticle({ title: `Bench Batch Article ${++calls}`, words: 800 }) }));
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
      });
      try {
        const login = await fetch(`${server.url}/api/admin/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ accessCode: ACCESS_CODE }),
        });
        const { token } = (await login.json()) as { token: string };
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
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
