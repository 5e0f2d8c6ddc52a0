// The "Reads at scale" tables of docs/benchmarks.md: every `npm run bench -- --articles N` run stores its result
// per engine and size in docs/benchmarks-scale.json, and the tables are written again from all stored results, so
// runs at 1,000, 10,000 and 100,000 articles (made one at a time, each bounded) end up side by side.
import fs from "node:fs";
import path from "node:path";
import type { TScaleResult } from "./measure-scale";

const RESULTS_PATH = path.resolve("docs/benchmarks-scale.json");
const REPORT_PATH = path.resolve("docs/benchmarks.md");
const START_MARKER = "<!-- bench:scale:start (written by scripts/bench.ts from docs/benchmarks-scale.json) -->";
const END_MARKER = "<!-- bench:scale:end -->";

export function storeScaleResult(result: TScaleResult): TScaleResult[] {
  const stored: TScaleResult[] = fs.existsSync(RESULTS_PATH)
    ? (JSON.parse(fs.readFileSync(RESULTS_PATH, "utf8")) as TScaleResult[])
    : [];
  const others = stored.filter((r) => !(r.engine === result.engine && r.articles === result.articles));
  const all = [...others, result].sort((a, b) => a.engine.localeCompare(b.engine) || a.articles - b.articles);
  fs.writeFileSync(RESULTS_PATH, `${JSON.stringify(all, null, 2)}\n`);
  return all;
}

const ms = (n: number | undefined) =>
  n === undefined || !Number.isFinite(n) ? "n/a" : n < 10 ? n.toFixed(1) : n.toFixed(0);
const engineName = (engine: string) => (engine === "pglite" ? "PGlite" : "PostgreSQL");
const count = (n: number) => n.toLocaleString("en");

/** How a route's rendered p50 grows from the smallest to the largest corpus measured on one engine. */
export function describeGrowth(smallMs: number, largeMs: number, sizeRatio: number): string {
  const ratio = largeMs / smallMs;
  const kind =
    ratio < 1.5
      ? "flat"
      : ratio < Math.log2(sizeRatio)
        ? "logarithmic"
        : ratio < sizeRatio / 4
          ? "sublinear"
          : "linear";
  return `${kind} (×${ratio.toFixed(1)})`;
}

export function renderScaleTables(results: TScaleResult[]): string {
  const columns = results;
  const header = `| | ${columns.map((r) => `${engineName(r.engine)} ${count(r.articles)}`).join(" | ")} |`;
  const rule = `|---|${columns.map(() => "---:").join("|")}|`;
  const labels = [...new Set(results.flatMap((r) => r.routes.map((route) => route.label)))];
  const cell = (result: TScaleResult, label: string, kind: "cached" | "rendered") => {
    const timing = result.routes.find((route) => route.label === label)?.[kind];
    return timing ? `${ms(timing.p50Ms)} / ${ms(timing.p95Ms)}` : "–";
  };
  const growthRows = labels.map((label) => {
    const perEngine = ["pglite", "postgres"].flatMap((engine) => {
      const runs = results.filter((r) => r.engine === engine && r.routes.some((route) => route.label === label));
      if (runs.length < 2) return [];
      const small = runs[0]!;
      const large = runs.at(-1)!;
      const p50 = (r: TScaleResult) => r.routes.find((route) => route.label === label)!.rendered.p50Ms;
      return [`${engineName(engine)} ${describeGrowth(p50(small), p50(large), large.articles / small.articles)}`];
    });
    return `| ${label} | ${perEngine.join("; ") || "–"} |`;
  });
  const lines = [
    START_MARKER,
    "",
    "Each cell is p50 / p95 in milliseconds, one client sending requests one after another (keep-alive, gzip",
    "accepted), timed to the last byte. **Cached**: answered from the response cache (200 requests after one that",
    "fills it). **Rendered**: the same request with the bypass header, rendered afresh (60 requests). Admin reads are",
    "never cached.",
    "",
    "Runs:",
    "",
    ...columns.map(
      (r) =>
        `- ${engineName(r.engine)}, ${count(r.articles)} articles (${count(r.published)} published): measured ${r.measuredAt.slice(0, 16).replace("T", " ")} UTC, ` +
        `machine load average ${r.loadAverage.start.toFixed(1)} at the start and ${r.loadAverage.end.toFixed(1)} at the end (2 cores).`,
    ),
    "",
    "#### Rendered (cache bypassed)",
    "",
    header,
    rule,
    ...labels.map((label) => `| ${label} | ${columns.map((r) => cell(r, label, "rendered")).join(" | ")} |`),
    "",
    "#### Cached",
    "",
    header,
    rule,
    ...labels
      .filter((label) => results.some((r) => r.routes.find((route) => route.label === label)?.cached))
      .map((label) => `| ${label} | ${columns.map((r) => cell(r, label, "cached")).join(" | ")} |`),
    "",
    "#### Start-up, memory and size",
    "",
    header,
    rule,
    `| corpus seeded (s) | ${columns.map((r) => r.seedSeconds.toFixed(0)).join(" | ")} |`,
    `| start-up to the first answer (s) | ${columns.map((r) => r.startToFirstAnswerSeconds.toFixed(1)).join(" | ")} |`,
    `| warm-up (s) | ${columns.map((r) => (r.warmup ? r.warmup.seconds.toFixed(0) : `not done in ${r.warmupWaitSeconds ?? 600} s`)).join(" | ")} |`,
    `| pages warmed (MB) | ${columns.map((r) => (r.warmup ? `${count(r.warmup.pages)} (${r.warmup.megabytes})` : "–")).join(" | ")} |`,
    `| server RSS after warm-up (MB) | ${columns.map((r) => r.rssMegabytes.afterWarmup.toFixed(0)).join(" | ")} |`,
    `| server peak RSS (MB) | ${columns.map((r) => r.rssMegabytes.peak.toFixed(0)).join(" | ")} |`,
    `| database size (MB) | ${columns.map((r) => r.databaseMegabytes.toFixed(0)).join(" | ")} |`,
    "",
    "#### Growth of the rendered p50 from the smallest to the largest corpus",
    "",
    "Flat: under 1.5×; logarithmic: under log2 of the size ratio; sublinear: under a quarter of the size ratio;",
    "linear: more.",
    "",
    "| route | growth |",
    "|---|---|",
    ...growthRows,
    "",
    END_MARKER,
  ];
  return lines.join("\n");
}

export function writeScaleReport(results: TScaleResult[]): void {
  const existing = fs.readFileSync(REPORT_PATH, "utf8");
  const tables = renderScaleTables(results);
  const start = existing.indexOf(START_MARKER);
  const end = existing.indexOf(END_MARKER);
  const next =
    start >= 0 && end > start
      ? `${existing.slice(0, start)}${tables}${existing.slice(end + END_MARKER.length)}`
      : existing.replace(
          "\n## Results\n",
          `\n## Reads at scale (\`npm run bench -- --articles N\`)\n\n${tables}\n\n## Results\n`,
        );
  fs.writeFileSync(REPORT_PATH, next);
}
