// `npm run bench:article-text`: the main text of web pages as it reaches the model (the "Main text" section of the
// prompt), against the human-made ground truth of two public benchmarks, in one run:
// - Scrapinghub's article-extraction-benchmark (181 news pages; ARTICLE_BENCHMARK_DIR, else
//   ../shared/article-extraction-benchmark: `ground-truth.json` ({ id: { articleBody, url } }) and `html/ID.html.gz`),
//   scored as that benchmark scores: word 4-gram shingles per page, each page's counts normalised, precision and
//   recall averaged over the pages, F1 from the two averages.
// - trafilatura's evaluation set (990 pages of news, blogs and other sites in many languages; TRAFILATURA_BENCHMARK_DIR,
//   else ../shared/trafilatura-evaluation: `evaldata.json` ({ url: { file, with, without } }), `cache/` and `eval/`),
//   scored as trafilatura scores: a "with" segment found in the text is right, one missing is lost, a "without"
//   segment found is boilerplate let in; precision and recall over all segments. The readers were never tuned on it.
// Usage: tsx scripts/bench-article-text.ts [--worst=10] [--only=trafilatura|scrapinghub] [--segments=FILE]
// (--segments writes trafilatura's lost and let-in segments of each page as JSON lines, to find the largest classes)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { decodeBody } from "~/generation/page-fetch/read-body.server";
import { formatSourceFacts } from "~/generation/sources/read-source.server";
import { readWebArticle } from "~/generation/sources/web-article.server";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const scrapinghubDirectory =
  process.env.ARTICLE_BENCHMARK_DIR ?? path.resolve(ROOT, "../shared/article-extraction-benchmark");
const trafilaturaDirectory =
  process.env.TRAFILATURA_BENCHMARK_DIR ?? path.resolve(ROOT, "../shared/trafilatura-evaluation");
const option = (name: string) =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
const worst = Number(option("worst") ?? 10);
const only = option("only");
const segmentsFile = option("segments");

/** The main text of a page as the prompt carries it. The event loop turns after each page, as between the page
 * reader's tasks: jsdom frees a closed window only after its pending load events have run. */
async function mainTextOf(html: string, url: string): Promise<string> {
  const facts = { kind: "web-page" as const, url, page: readWebArticle(html, url) };
  const prompt = formatSourceFacts(facts);
  // How often the cap cuts a story's middle: in the default prompt, and in a generator's 12,000-character share.
  const cut = (text: string) => text.includes("characters of the middle left out …]");
  cuts.pages++;
  if (cut(prompt)) cuts.default++;
  if (cut(formatSourceFacts(facts, SHARED_PROMPT_CHARS))) cuts.shared++;
  await new Promise((resolve) => setImmediate(resolve));
  const start = prompt.indexOf("Main text:\n");
  return start < 0 ? "" : prompt.slice(start + "Main text:\n".length);
}

// The room a generator with several product links gives each source (`ai-content`: at most 12,000 characters).
const SHARED_PROMPT_CHARS = 12_000;
const cuts = { pages: 0, default: 0, shared: 0 };

function printCuts(): void {
  const share = (count: number) => `${count} (${((100 * count) / Math.max(1, cuts.pages)).toFixed(1)} %)`;
  console.log(
    `Texts cut in their middle: ${share(cuts.default)} in the default prompt, ${share(cuts.shared)} in a ${SHARED_PROMPT_CHARS}-character one`,
  );
  Object.assign(cuts, { pages: 0, default: 0, shared: 0 });
}

interface TPageScore {
  url: string;
  precision: number;
  recall: number;
  f1: number;
}

function f1Of(precision: number, recall: number): number {
  return precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
}

function printWorst(pages: TPageScore[]): void {
  console.log(`The ${worst} pages read worst:`);
  for (const page of pages.sort((a, b) => a.f1 - b.f1).slice(0, worst)) {
    console.log(
      `  F1 ${page.f1.toFixed(2)} (precision ${page.precision.toFixed(2)}, recall ${page.recall.toFixed(2)}) ${page.url}`,
    );
  }
}

function shingles(text: string): Map<string, number> {
  const words = text.match(/[\p{L}\p{N}_]+/gu) ?? [];
  const counts = new Map<string, number>();
  for (let index = 0; index < Math.max(1, words.length - 3); index++) {
    const shingle = words.slice(index, index + 4).join(" ");
    if (shingle) counts.set(shingle, (counts.get(shingle) ?? 0) + 1);
  }
  return counts;
}

/** True positives, false positives and false negatives of one page, normalised to sum to 1. */
function shingleMatch(expected: string, got: string): [number, number, number] {
  const a = shingles(expected);
  const b = shingles(got);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(key) ?? 0;
    const y = b.get(key) ?? 0;
    tp += Math.min(x, y);
    fp += Math.max(0, y - x);
    fn += Math.max(0, x - y);
  }
  const sum = tp + fp + fn;
  return sum > 0 ? [tp / sum, fp / sum, fn / sum] : [0, 0, 0];
}

async function benchScrapinghub(directory: string): Promise<void> {
  const truth = JSON.parse(readFileSync(path.join(directory, "ground-truth.json"), "utf8")) as Record<
    string,
    { articleBody?: string; url: string }
  >;
  const precisions: number[] = [];
  const recalls: number[] = [];
  const pages: TPageScore[] = [];
  const started = performance.now();
  for (const [id, { articleBody = "", url }] of Object.entries(truth)) {
    const html = gunzipSync(readFileSync(path.join(directory, "html", `${id}.html.gz`))).toString("utf8");
    const [tp, fp, fn] = shingleMatch(articleBody, await mainTextOf(html, url));
    const precision = fp === 0 && fn === 0 ? 1 : tp + fp > 0 ? tp / (tp + fp) : 0;
    const recall = fp === 0 && fn === 0 ? 1 : tp + fn > 0 ? tp / (tp + fn) : 0;
    if (tp + fp > 0) precisions.push(precision);
    if (tp + fn > 0) recalls.push(recall);
    pages.push({ url, precision, recall, f1: f1Of(precision, recall) });
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const precision = mean(precisions);
  const recall = mean(recalls);
  console.log(
    `Scrapinghub article-extraction-benchmark: ${pages.length} pages from ${directory}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `F1 ${f1Of(precision, recall).toFixed(4)}  precision ${precision.toFixed(4)}  recall ${recall.toFixed(4)}`,
  );
  printCuts();
  printWorst(pages);
}

// Soft hyphens (U+00AD) show only where a line breaks a word: trafilatura's segments keep them, a reader (and the
// readers' text) does not, so both sides are compared without them.
const normalise = (text: string) => text.replaceAll("\u00AD", "").replace(/\s+/g, " ").trim();

/** A saved page's text as the product's fetch reads a page whose response names no charset. */
function decodeSavedPage(bytes: Buffer): string {
  return decodeBody(bytes, "text/html");
}

async function benchTrafilatura(directory: string): Promise<void> {
  const evaldata = JSON.parse(readFileSync(path.join(directory, "evaldata.json"), "utf8")) as Record<
    string,
    { file: string; with: string[]; without: string[] }
  >;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  const pages: TPageScore[] = [];
  const segments: string[] = [];
  const started = performance.now();
  for (const [url, item] of Object.entries(evaldata)) {
    const file = ["cache", "eval"].map((sub) => path.join(directory, sub, item.file)).find((f) => existsSync(f));
    if (!file) throw new Error(`${url}: no saved page ${item.file}`);
    const text = normalise(await mainTextOf(decodeSavedPage(readFileSync(file)), url));
    const found = item.with.filter((segment) => text.includes(normalise(segment))).length;
    const letIn = item.without.filter((segment) => text.includes(normalise(segment))).length;
    tp += found;
    fn += item.with.length - found;
    fp += letIn;
    tn += item.without.length - letIn;
    if (segmentsFile) {
      const lost = item.with.filter((segment) => !text.includes(normalise(segment)));
      const letInSegments = item.without.filter((segment) => text.includes(normalise(segment)));
      if (lost.length + letInSegments.length > 0)
        segments.push(JSON.stringify({ url, file: item.file, lost, letIn: letInSegments }));
    }
    const precision = found + letIn > 0 ? found / (found + letIn) : 0;
    const recall = found / item.with.length;
    pages.push({ url, precision, recall, f1: f1Of(precision, recall) });
  }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  console.log(
    `trafilatura evaluation set: ${pages.length} pages, ${tp + fn} text and ${fp + tn} boilerplate segments from ${directory}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `F1 ${f1Of(precision, recall).toFixed(4)}  precision ${precision.toFixed(4)}  recall ${recall.toFixed(4)}  accuracy ${((tp + tn) / Math.max(1, tp + fp + fn + tn)).toFixed(4)}`,
  );
  printCuts();
  printWorst(pages);
  if (segmentsFile) writeFileSync(segmentsFile, segments.join("\n") + "\n");
}

const benchmarks: Array<[string, string, (directory: string) => Promise<void>]> = [
  [scrapinghubDirectory, "ground-truth.json", benchScrapinghub],
  [trafilaturaDirectory, "evaldata.json", benchTrafilatura],
];
const present = benchmarks.filter(
  ([directory, marker, run]) =>
    existsSync(path.join(directory, marker)) && (!only || run.name.toLowerCase().includes(only.toLowerCase())),
);
if (present.length === 0) {
  console.error(
    `No benchmark found: set ARTICLE_BENCHMARK_DIR (ground-truth.json, html/) or TRAFILATURA_BENCHMARK_DIR (evaldata.json, cache/, eval/).`,
  );
  process.exit(1);
}
for (const [directory, marker] of benchmarks) {
  if (!existsSync(path.join(directory, marker))) console.log(`(no ${marker} at ${directory}: skipped)`);
}
for (const [index, [directory, , run]] of present.entries()) {
  if (index > 0) console.log("");
  await run(directory);
}
