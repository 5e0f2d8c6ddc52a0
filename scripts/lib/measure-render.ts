// The render budget of the article body pipeline: a 10,000-word article, as markdown and as the editor's HTML,
// rendered in-process (no HTTP), timed per call after a warm-up.
import { performance } from "node:perf_hooks";
import { countWords } from "~/content/display";
import { markdownToHtml } from "~/content/markdown";
import { renderArticleContent } from "~/content/render";
import { generateLongArticle } from "~/content/sample-article";

export interface TRenderTiming {
  label: string;
  words: number;
  runs: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
}

function time(label: string, words: number, content: string, runs: number): TRenderTiming {
  const render = () => renderArticleContent(content, { affiliateTag: "brutal-20", extractAward: false });
  for (let i = 0; i < 10; i++) render();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    render();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    label,
    words,
    runs,
    meanMs: samples.reduce((sum, ms) => sum + ms, 0) / runs,
    p95Ms: samples[Math.min(runs - 1, Math.ceil(runs * 0.95) - 1)]!,
    maxMs: samples.at(-1)!,
  };
}

export function measureArticleRender(runs = 100): TRenderTiming[] {
  const markdown = generateLongArticle(10_000);
  const words = countWords(markdown);
  return [
    time("markdown (as written or generated)", words, markdown, runs),
    time("editor HTML (as TinyMCE saves it)", words, markdownToHtml(markdown), runs),
  ];
}
