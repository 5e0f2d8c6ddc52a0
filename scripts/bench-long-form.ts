// Long articles against the model simulator: a pillar of 6,000 and 10,000 words written by a cooperative model and
// by one that writes half of what each call asks and returns 3-item outlines. Prints, per run, whether it was
// published, the words, the model calls (against the stated budget), the outline calls, the sections left out as
// restated, the calls streamed (sections, decision 048), and the tokens in and out as the simulator's usage data
// reports them. The last model's section streams break twice (one stalls past a one-second idle limit, one is cut
// mid-answer) and are asked again. No waits between retries, no network.
import { generateAiContentArticle } from "~/generation/ai-content";
import { longFormCallBudget } from "~/generation/run-generation.server";
import { countWrittenWords } from "~/generation/word-count";
import { startGenerationHarness } from "../tests/support/generation-harness";
import { askedOutput, simulateModel, type TModelSettings } from "../tests/support/model-simulator";

const MODELS: Array<{ name: string; settings: TModelSettings; idleTimeoutMs?: number }> = [
  { name: "cooperative (as asked)", settings: {} },
  { name: "half length, 3-item outlines", settings: { lengthRatio: 0.5, outlineItems: 3 } },
  {
    name: "half length, 3-item outlines, every 5th section restated",
    settings: { lengthRatio: 0.5, outlineItems: 3, repeatEvery: 5 },
  },
  {
    name: "half length, 3-item outlines, two section streams broken (a stall, a cut)",
    settings: { lengthRatio: 0.5, outlineItems: 3, streamFaults: ["stall", "cut"] },
    idleTimeoutMs: 1_000,
  },
];

const harness = await startGenerationHarness();
const lines = [
  "| target words | model | published | body words | calls (budget) | outline calls | restated left out | streamed | tokens in | tokens out | time |",
  "|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
];
try {
  for (const target of [6_000, 10_000]) {
    for (const { name, settings, idleTimeoutMs } of MODELS) {
      harness.ai.reset();
      harness.progress.length = 0;
      harness.ai.setFallback(simulateModel(settings));
      const started = performance.now();
      const article = await generateAiContentArticle(
        { ...harness.deps, ...(idleTimeoutMs ? { idleTimeoutMs, maxRetries: 2 } : {}) },
        {
          articlePurpose: "The definitive guide to the Aether X2",
          articleType: "pillar",
          productsToRecommend: "https://www.amazon.com/dp/B0AETHERX2",
          minWordCount: target,
        },
        harness.onProgress,
      );
      const ms = performance.now() - started;
      const body = article.content.slice(0, Math.max(0, article.content.indexOf("## What Actually Works")));
      const restated = harness.progress.filter((event) => event.message.endsWith("left out")).length;
      const outlines = harness.ai.requests.filter((request) => askedOutput(request) === "outline").length;
      const streamed = harness.ai.requests.filter((request) => request.stream).length;
      lines.push(
        `| ${target.toLocaleString("en-US")} | ${name} | ${article.draftReason ? "draft" : "yes"} | ${countWrittenWords(body).toLocaleString("en-US")} | ${article.usage?.calls} (${longFormCallBudget(target)}) | ${outlines} | ${restated} | ${streamed} | ${article.usage?.inputTokens.toLocaleString("en-US")} | ${article.usage?.outputTokens.toLocaleString("en-US")} | ${(ms / 1000).toFixed(1)} s |`,
      );
    }
  }
} finally {
  await harness.close();
}
console.log(lines.join("\n"));
