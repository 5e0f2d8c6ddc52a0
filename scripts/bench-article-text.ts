// `npm run bench:article-text`: the main text of news pages as it reaches the model (the "Main text" section of the
// prompt), against the human-made ground truth of a public article-extraction benchmark: a directory with
// `ground-truth.json` ({ id: { articleBody, url } }) and `html/ID.html.gz`, as Scrapinghub's
// article-extraction-benchmark keeps them (ARTICLE_BENCHMARK_DIR, else ../shared/article-extraction-benchmark).
// Scored as that benchmark scores: word 4-gram shingles per page, each page's counts normalised, precision and
// recall averaged over the pages, F1 from the two averages.
// Usage: tsx scripts/bench-article-text.ts [--worst=10]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { formatSourceFacts } from "~/generation/sources/read-source.server";
import { readWebArticle } from "~/generation/sources/web-article.server";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const directory = process.env.ARTICLE_BENCHMARK_DIR ?? path.resolve(ROOT, "../shared/article-extraction-benchmark");
const worst = Number(process.argv.find((argument) => argument.startsWith("--worst="))?.slice(8) ?? 10);

if (!existsSync(path.join(directory, "ground-truth.json"))) {
  console.error(
    `No benchmark at ${directory}: set ARTICLE_BENCHMARK_DIR to a directory with ground-truth.json and html/.`,
  );
  process.exit(1);
}

const truth = JSON.parse(readFileSync(path.join(directory, "ground-truth.json"), "utf8")) as Record<
  string,
  { articleBody?: string; url: string }
>;

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
function match(expected: string, got: string): [number, number, number] {
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

function mainTextOf(prompt: string): string {
  const start = prompt.indexOf("Main text:\n");
  return start < 0 ? "" : prompt.slice(start + "Main text:\n".length);
}

const precisions: number[] = [];
const recalls: number[] = [];
const pages: Array<{ id: string; url: string; f1: number; precision: number; recall: number }> = [];
const started = performance.now();
for (const [id, { articleBody = "", url }] of Object.entries(truth)) {
  const html = gunzipSync(readFileSync(path.join(directory, "html", `${id}.html.gz`))).toString("utf8");
  const page = readWebArticle(html, url);
  const text = mainTextOf(formatSourceFacts({ kind: "web-page", url, page }));
  const [tp, fp, fn] = match(articleBody, text);
  const precision = fp === 0 && fn === 0 ? 1 : tp + fp > 0 ? tp / (tp + fp) : 0;
  const recall = fp === 0 && fn === 0 ? 1 : tp + fn > 0 ? tp / (tp + fn) : 0;
  if (tp + fp > 0) precisions.push(precision);
  if (tp + fn > 0) recalls.push(recall);
  pages.push({
    id,
    url,
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
  });
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const precision = mean(precisions);
const recall = mean(recalls);
const f1 = (2 * precision * recall) / (precision + recall);
console.log(`${pages.length} pages from ${directory}; ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`F1 ${f1.toFixed(3)}  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}`);
console.log(`\nThe ${worst} pages read worst:`);
for (const page of pages.sort((a, b) => a.f1 - b.f1).slice(0, worst)) {
  console.log(
    `F1 ${page.f1.toFixed(2)} (precision ${page.precision.toFixed(2)}, recall ${page.recall.toFixed(2)}) ${page.url}`,
  );
}
