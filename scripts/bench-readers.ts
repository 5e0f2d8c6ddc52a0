// `npm run bench:readers`: the source readers on every saved page of the corpus (tests/fixtures/real/facts.json),
// read as the generators read them. Prints recall and precision per kind of page, for the sites the readers' code
// names and for all others, whether every wrong-kind page was refused, and each wrong or missing fact.
// Pages marked `heldOut` in facts.json (keyed before the reader first read them) get a table of their own per
// held-out round.
// Usage: tsx scripts/bench-readers.ts [--all] [--kind=product] (--all lists the right facts too; --kind reads the
// pages of one kind only)
import { performance } from "node:perf_hooks";
import {
  corpusDirectories,
  loadEntries,
  readCorpus,
  tally,
  type TFactResult,
  type TPageKind,
} from "./lib/reader-facts";

const KINDS: TPageKind[] = ["product", "thread", "software", "article", "wrong-kind"];
const listAll = process.argv.includes("--all");
const onlyKind = process.argv.find((argument) => argument.startsWith("--kind="))?.slice("--kind=".length);

function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`;
}

function row(label: string, results: readonly TFactResult[]): string {
  const t = tally(results);
  return `| ${label} | ${new Set(results.map((r) => r.file)).size} | ${t.facts} | ${t.right} | ${t.wrong} | ${t.missing} | ${percent(t.recall)} | ${percent(t.precision)} |`;
}

const directories = corpusDirectories();
const entries = loadEntries().filter((entry) => !onlyKind || entry.kind === onlyKind);
const started = performance.now();
const { results, absent } = await readCorpus(entries, directories);
const seconds = (performance.now() - started) / 1000;

console.log(`Pages read: ${entries.length - absent.length} of ${entries.length} (from ${directories.join(", ")})`);
if (absent.length > 0)
  console.log(`Not found: ${absent.length} (${absent.slice(0, 5).join(", ")}${absent.length > 5 ? ", …" : ""})`);
console.log(
  `Sites: ${new Set(entries.map((e) => new URL(e.url).hostname.replace(/^www\./, ""))).size}; time ${seconds.toFixed(1)} s\n`,
);
function table(title: string, of: readonly TFactResult[]): void {
  console.log(`${title}\n`);
  console.log("| pages | pages | facts | right | wrong | missing | recall | precision |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const kind of KINDS) {
    const ofKind = of.filter((r) => r.kind === kind);
    if (ofKind.length > 0) console.log(row(kind, ofKind));
  }
  console.log(
    row(
      "**sites the code never names**",
      of.filter((r) => !r.namedSite),
    ),
  );
  console.log(
    row(
      "sites the code names",
      of.filter((r) => r.namedSite),
    ),
  );
  console.log(row("**all**", of));
}

table(
  "The corpus",
  results.filter((r) => !r.heldOut),
);
for (const round of [...new Set(results.filter((r) => r.heldOut).map((r) => r.round))].sort()) {
  console.log("");
  table(
    `Held out, round ${round} (pages keyed before the reader first read them)`,
    results.filter((r) => r.heldOut && r.round === round),
  );
}

const shown = results.filter((r) => listAll || r.verdict !== "right");
console.log(`\n${listAll ? "Every fact" : "Wrong and missing facts"} (${shown.length}):`);
for (const r of shown) {
  const got = r.got ? ` — got: ${r.got.slice(0, 160)}${r.from ? ` (from ${r.from})` : ""}` : "";
  console.log(`${r.verdict.toUpperCase().padEnd(7)} ${r.file} · ${r.fact}: ${r.expected.slice(0, 100)}${got}`);
}
