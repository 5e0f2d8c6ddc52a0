import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GenerationError } from "./errors";
import { generateSaasManual } from "./saas";
import {
  buildFakeArticle,
  buildMarkdownBody,
  startGenerationHarness,
  type TGenerationHarness,
} from "../../tests/support/generation-harness";
import { countWrittenWords } from "./word-count";

let harness: TGenerationHarness;
beforeAll(async () => {
  harness = await startGenerationHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  harness.ai.reset();
  harness.progress.length = 0;
  harness.waits.length = 0;
});

const manualInput = { productName: "TaskPilot", context: "AI project management for small teams", wordCount: 500 };

async function generationError(promise: Promise<unknown>): Promise<GenerationError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return error as GenerationError;
}

describe("model failures become GenerationErrors", () => {
  it("a provider error (HTTP 500)", async () => {
    harness.ai.enqueue({ status: 500 });
    const error = await generationError(generateSaasManual(harness.deps, manualInput));
    expect(error.code).toBe("provider_error");
    expect(error.message).toMatch(/^Failed to generate SAAS content manually: the AI provider answered HTTP 500/);
  });

  it("retries a provider error when retries are allowed, after a backoff", async () => {
    harness.ai.enqueue({ status: 503 }, { json: buildFakeArticle({ words: 600 }) });
    const article = await generateSaasManual({ ...harness.deps, maxRetries: 1 }, manualInput);
    expect(article.articleType).toBe("saas");
    expect(harness.ai.requests).toHaveLength(2);
    expect(harness.waits).toEqual([2_000]);
  });

  it("a provider that does not answer in time", async () => {
    harness.ai.enqueue({ delayMs: 10_000, json: buildFakeArticle() });
    const started = Date.now();
    const error = await generationError(generateSaasManual(harness.deps, manualInput, undefined, { timeoutMs: 300 }));
    expect(error.code).toBe("timeout");
    expect(error.message).toBe(
      "AI generation timed out after 0.3 seconds. Please try again with a shorter word count.",
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("a cancelled generation", async () => {
    harness.ai.enqueue({ delayMs: 10_000, json: buildFakeArticle() });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await generationError(
      generateSaasManual(harness.deps, manualInput, undefined, { signal: controller.signal }),
    );
    expect(error.code).toBe("timeout");
    expect(error.message).toContain("cancelled");
  });

  it("an answer that is not JSON, asked again in JSON mode and still not JSON", async () => {
    harness.ai.enqueue(
      { content: "Sure! Here is your article: {title: oops" },
      { content: "Sure! Here is your article: {title: oops" },
    );
    const error = await generationError(generateSaasManual(harness.deps, manualInput));
    expect(error.code).toBe("malformed_output");
    expect(error.message).toMatch(
      /^Failed to generate SAAS content manually: the AI model's answer was not a valid article/,
    );
  });

  it("JSON that does not match the article schema", async () => {
    harness.ai.enqueue({ json: { title: "Only a title" } }, { json: { title: "Only a title" } });
    expect((await generationError(generateSaasManual(harness.deps, manualInput))).code).toBe("malformed_output");
  });

  it("an article that fails the final validation (empty verdict lists)", async () => {
    harness.ai.enqueue({ json: buildFakeArticle({ words: 600, positives: [], negatives: [] }) });
    const error = await generationError(generateSaasManual(harness.deps, manualInput));
    expect(error.code).toBe("malformed_output");
    expect(error.message).toContain("reviewSummary.positives");
  });
});

describe("short drafts are extended, not accepted", () => {
  it("extends a short draft with a follow-up call", async () => {
    harness.ai.enqueue(
      { json: buildFakeArticle({ words: 300 }) },
      { json: { additionalSections: buildMarkdownBody(250, "Extra") } },
    );
    const article = await generateSaasManual(harness.deps, manualInput, harness.onProgress);
    expect(countWrittenWords(article.content)).toBeGreaterThanOrEqual(500);
    expect(article.content).toContain("## Extra 1");
    expect(article.content.indexOf("## Extra 1")).toBeLessThan(article.content.indexOf("## What Actually Works"));
    expect(harness.ai.requests).toHaveLength(2);
    const followUp = harness.ai.requests[1]!;
    expect(followUp.promptText).toMatch(/has \d+ words, but it must have at least 500/);
    expect(followUp.promptText).toContain("## Section 1");
    expect(harness.progress.map((p) => p.stage)).toEqual(["writing", "extending", "validating", "validating"]);
    // The follow-up carries the facts of the first request, so new sections are written from the same sources.
    expect(followUp.promptText).toContain("AI project management for small teams");
  });

  it("counts only the body a reader sees: a draft just under the minimum is extended although the summary block would reach it", async () => {
    const body = buildMarkdownBody(480);
    const brutalSummary =
      "A great battery phone with a camera that falls apart after sunset, sold at a price that rivals undercut during every sale.";
    // The draft alone is short; with the summary block the assembled content would already pass.
    expect(countWrittenWords(body)).toBeLessThan(500);
    expect(countWrittenWords(body) + countWrittenWords(brutalSummary)).toBeGreaterThanOrEqual(500);
    harness.ai.enqueue(
      { json: buildFakeArticle({ content: body, brutalSummary }) },
      { json: { additionalSections: buildMarkdownBody(120, "Extra") } },
    );
    const article = await generateSaasManual(harness.deps, manualInput, harness.onProgress);
    expect(harness.ai.requests).toHaveLength(2);
    expect(harness.ai.requests[1]!.promptText).toContain(
      `has ${countWrittenWords(body)} words, but it must have at least 500`,
    );
    const visibleBody = article.content.slice(0, article.content.indexOf("## What Actually Works"));
    expect(countWrittenWords(visibleBody)).toBeGreaterThanOrEqual(500);
    expect(article.content).toContain("## Extra 1");
  });

  it("a draft still short after two extensions comes back unpublishable with its reason, not as an error", async () => {
    harness.ai.enqueue(
      { json: buildFakeArticle({ words: 200 }) },
      { json: { additionalSections: "## More\n\nA little more." } },
      { json: { additionalSections: "## Even More\n\nStill not enough." } },
    );
    const article = await generateSaasManual(harness.deps, manualInput);
    expect(article.draftReason).toMatch(
      /^The AI model wrote \d+ words but at least 500 were requested, even after 2 follow-up requests\. Saved as a draft/,
    );
    expect(article.content).toContain("Still not enough.");
    expect(harness.ai.requests).toHaveLength(3);
  });
});

describe("structured output request", () => {
  it("sends the article schema with its descriptions", async () => {
    harness.ai.enqueue({ json: buildFakeArticle({ words: 600 }) });
    await generateSaasManual(harness.deps, manualInput);
    const format = harness.ai.requests[0]?.body.response_format;
    expect(format?.type).toBe("json_schema");
    const schema = JSON.stringify(format?.json_schema?.schema);
    expect(schema).toContain("brutalScore");
    expect(schema).toContain("The brutal score from 1 (garbage) to 10");
  });
});
