// Long articles against models as they really answer (the model simulator): the product decides the sections and
// their length, keeps writing until the target is met within its call budget, and keeps restated sections out.
import { describe, expect, it } from "vitest";
import { askedOutput, simulateModel, type TModelSettings } from "../../tests/support/model-simulator";
import { generateAiContentArticle } from "./ai-content";
import { createRepeatDetector } from "./repeat-detector";
import { longFormCallBudget, WORDS_PER_SECTION } from "./run-generation.server";
import { useGenerationHarness } from "../../tests/support/use-generation-harness";
import { countWrittenWords } from "./word-count";

const harness = useGenerationHarness();

const pillar = (minWordCount: number) => ({
  articlePurpose: "The definitive guide to the Aether X2",
  articleType: "pillar" as const,
  productsToRecommend: "https://www.amazon.com/dp/B0AETHERX2",
  minWordCount,
});

/** The article's own prose, before the sections the code adds (summary, retailer links). */
function visibleBody(content: string): string {
  const end = content.indexOf("## What Actually Works");
  return end === -1 ? content : content.slice(0, end);
}

/** The article's ## sections, each with its text. */
function sectionsOf(content: string): Array<{ heading: string; text: string }> {
  return visibleBody(content)
    .split(/\n(?=## )/)
    .slice(1)
    .map((part) => ({ heading: /^## (.+)/.exec(part)![1]!, text: part.replace(/^## .+\n/, "") }));
}

function expectNoRestatedSection(content: string) {
  const sections = sectionsOf(content);
  expect(new Set(sections.map((section) => section.heading)).size).toBe(sections.length);
  const detector = createRepeatDetector();
  for (const section of sections) {
    expect(detector.restates(section.text), section.heading).toBe(false);
    detector.add(section.text);
  }
}

async function writePillar(minWords: number, settings: TModelSettings) {
  const h = harness.current;
  h.ai.setFallback(simulateModel(settings));
  const article = await generateAiContentArticle(h.deps, pillar(minWords), h.onProgress);
  return { article, requests: h.ai.requests.map(askedOutput), messages: h.progress.map((event) => event.message) };
}

describe("long articles: the product decides the length", () => {
  it("a cooperative model: the outline as planned, the opening, then each section with the facts", async () => {
    const { article, requests, messages } = await writePillar(6_000, {});
    expect(article.draftReason).toBeUndefined();
    expect(countWrittenWords(visibleBody(article.content))).toBeGreaterThanOrEqual(6_000);
    const sections = Math.ceil((6_000 - 300) / WORDS_PER_SECTION);
    expect(requests).toEqual(["outline", "article", ...Array.from({ length: sections }, () => "section")]);
    // Every call carries the facts of the product page.
    for (const request of harness.current.ai.requests) expect(request.promptText).toContain("Price: $699.99");
    expect(messages[2]).toMatch(
      /^Planning the article with fake-model \(test\): 10 sections of about 600 words, at most 34 model calls$/,
    );
    expect(
      messages.some((message) => /^Writing section 1: Part 1: .+ \(\d+ of 6000 words so far\)$/.test(message)),
    ).toBe(true);
    expect(article.usage?.calls).toBe(requests.length);
    expectNoRestatedSection(article.content);
  });

  it.each([6_000, 10_000])(
    "a model writing half of what it is asked, with 3-item outlines, still publishes %i words, no section restated",
    async (minWords) => {
      const { article, requests, messages } = await writePillar(minWords, { lengthRatio: 0.5, outlineItems: 3 });
      expect(article.draftReason).toBeUndefined();
      expect(countWrittenWords(visibleBody(article.content))).toBeGreaterThanOrEqual(minWords);
      expect(requests.length).toBeLessThanOrEqual(longFormCallBudget(minWords));
      expect(requests.filter((kind) => kind === "outline").length).toBeGreaterThan(1);
      expect(
        messages.some((message) =>
          /^The outline is used up at \d+ of \d+ words: planning \d+ more sections$/.test(message),
        ),
      ).toBe(true);
      expectNoRestatedSection(article.content);
      // The usage is the providers' own: the simulator's tokens (about four characters a token), summed over every
      // call, streamed sections included (their usage comes in the stream's last chunk when the request asks).
      const sent = harness.current.ai.requests;
      expect(article.usage).toMatchObject({ calls: sent.length });
      expect(article.usage!.inputTokens).toBe(
        sent.reduce((sum, request) => sum + Math.max(1, Math.ceil(request.promptText.length / 4)), 0),
      );
      expect(article.usage!.outputTokens).toBeGreaterThan(0);
      for (const request of sent.filter((request) => request.stream)) {
        expect(request.body.stream_options).toEqual({ include_usage: true });
      }
    },
  );

  it.each<[string, string, number, number | undefined]>([
    ["40 %", "whole outlines", 0.4, undefined],
    ["70 %", "3-item outlines", 0.7, 3],
  ])(
    "a model writing %s of what it is asked, with %s, publishes 6000 words within the budget",
    async (_, __, lengthRatio, outlineItems) => {
      const { article, requests } = await writePillar(6_000, {
        lengthRatio,
        ...(outlineItems === undefined ? {} : { outlineItems }),
      });
      expect(article.draftReason).toBeUndefined();
      expect(countWrittenWords(visibleBody(article.content))).toBeGreaterThanOrEqual(6_000);
      expect(requests.length).toBeLessThanOrEqual(longFormCallBudget(6_000));
      expectNoRestatedSection(article.content);
    },
  );

  it("a model planning more sections than asked: the article stops at its length, the surplus unwritten", async () => {
    const { article, requests } = await writePillar(6_000, { outlineSurplus: 6 });
    expect(article.draftReason).toBeUndefined();
    const sections = Math.ceil((6_000 - 300) / WORDS_PER_SECTION);
    // The outline has 16 items; the 10 a cooperative model needs are written, no more.
    expect(requests).toEqual(["outline", "article", ...Array.from({ length: sections }, () => "section")]);
    expect(countWrittenWords(visibleBody(article.content))).toBeGreaterThanOrEqual(6_000);
    expect(countWrittenWords(visibleBody(article.content))).toBeLessThan(6_000 + WORDS_PER_SECTION);
  });

  it("a section that restates an earlier one is left out, and the article still reaches its length", async () => {
    const { article, messages } = await writePillar(6_000, { lengthRatio: 0.7, outlineItems: 3, repeatEvery: 4 });
    expect(article.draftReason).toBeUndefined();
    expect(
      messages.filter((message) => message.endsWith("restates what the article already says: left out")).length,
    ).toBeGreaterThan(0);
    expect(countWrittenWords(visibleBody(article.content))).toBeGreaterThanOrEqual(6_000);
    expectNoRestatedSection(article.content);
  });

  it("a model that only ever restates itself leaves a draft with its reason after three restated sections", async () => {
    const { article } = await writePillar(6_000, { repeatEvery: 1 });
    expect(article.draftReason).toMatch(
      /^The AI model wrote \d+ words but at least 6000 were requested, and its last three sections restated what the article already says\. Saved as a draft/,
    );
    expect(sectionsOf(article.content)).toHaveLength(1);
  });

  it("a stubbornly short model stops at the stated call budget and leaves a draft with its reason", async () => {
    const { article, requests } = await writePillar(6_000, { lengthRatio: 0.08, outlineItems: 3 });
    expect(requests.length).toBeLessThanOrEqual(longFormCallBudget(6_000));
    expect(requests.length).toBeGreaterThanOrEqual(longFormCallBudget(6_000) - 1);
    expect(article.draftReason).toMatch(
      /^The AI model wrote \d+ words but at least 6000 were requested, and the 34 model calls allowed for this length are used up\. Saved as a draft/,
    );
  });

  it("a section cut off at the output limit keeps its complete paragraphs", async () => {
    const { article, messages } = await writePillar(3_000, { maxOutputChars: 2_500 });
    expect(article.draftReason).toBeUndefined();
    expect(messages).toContain("The answer was cut off at the model's output limit: keeping its complete paragraphs");
    const written = sectionsOf(article.content).filter((section) => section.heading.startsWith("Part "));
    expect(written.length).toBeGreaterThan(3);
    // The last one carries the retailer link the code adds.
    for (const section of written.slice(0, -1)) expect(section.text.trim().slice(-80)).toMatch(/\.$/);
    expect(countWrittenWords(visibleBody(article.content))).toBeGreaterThanOrEqual(3_000);
  });

  it("a section the model cannot answer in JSON, even in JSON mode, leaves a draft of what was written", async () => {
    const h = harness.current;
    const model = simulateModel({});
    let sections = 0;
    h.ai.setFallback((request) =>
      askedOutput(request) === "section" && ++sections >= 3 ? { content: "Sure! {title: oops" } : model(request),
    );
    const article = await generateAiContentArticle(h.deps, pillar(6_000), h.onProgress);
    expect(article.draftReason).toMatch(
      /^The article is incomplete: section 3 \(Part 3: .+\) failed \(.*not a valid article/,
    );
    expect(sectionsOf(article.content)).toHaveLength(2);
    // The refused answer was asked again in JSON mode before the draft was kept.
    expect(h.ai.requests.at(-1)!.body.response_format?.type).toBe("json_object");
    expect(h.progress.map((event) => event.message)).toContain(
      "The AI model's answer did not follow the JSON schema: asking for JSON through JSON mode from now on",
    );
  });
});

describe("long articles: sections are streamed (decision 048)", () => {
  /** A 3,000-word pillar on the given provider, sections answered by `section` (others as the model would). */
  async function streamedPillar(
    provider: "openai" | "anthropic" | "openai-compatible",
    settings: TModelSettings,
    deps: { idleTimeoutMs: number; maxRetries?: number },
  ) {
    const h = harness.current;
    h.ai.setFallback(simulateModel(settings));
    const article = await generateAiContentArticle(
      { ...h.depsFor(provider), idleTimeoutMs: deps.idleTimeoutMs, maxRetries: deps.maxRetries ?? 0 },
      pillar(3_000),
      h.onProgress,
    );
    return { article, messages: h.progress.map((event) => event.message) };
  }

  it("only the sections stream; a model slow to its first token is waited for and the editor is told", async () => {
    const h = harness.current;
    const model = simulateModel({});
    let sections = 0;
    h.ai.setFallback((request) => {
      const reply = model(request);
      return askedOutput(request) === "section" && ++sections === 1 ? { ...reply, delayMs: 2_500 } : reply;
    });
    const article = await generateAiContentArticle(
      // Notices every 2 seconds: the first is due before the answer can arrive, whatever the load.
      { ...h.depsFor("openai-compatible"), idleTimeoutMs: 6_000 },
      pillar(3_000),
      h.onProgress,
    );
    const messages = h.progress.map((event) => event.message);
    expect(article.draftReason).toBeUndefined();
    for (const request of h.ai.requests) expect(request.stream).toBe(askedOutput(request) === "section");
    expect(
      messages.filter((message) =>
        /^Still waiting for the AI model to start section 1 \(\d+(\.\d)? seconds so far\)$/.test(message),
      ).length,
    ).toBeGreaterThan(0);
    expect(messages.some((message) => /^The AI model began section 1 after \d+(\.\d)? seconds$/.test(message))).toBe(
      true,
    );
    expect(countWrittenWords(visibleBody(article.content))).toBeGreaterThanOrEqual(3_000);
  });

  it.each<["openai" | "anthropic" | "openai-compatible", "stall" | "cut" | "error", RegExp]>([
    [
      "openai-compatible",
      "stall",
      /^The AI model's answer failed \(the AI model sent nothing for 1\.5 seconds\): trying again in 2 seconds \(retry 1 of 2\)$/,
    ],
    [
      "openai-compatible",
      "cut",
      /^The AI model's answer failed \(the AI model's answer broke off \(.+\)\): trying again in 2 seconds \(retry 1 of 2\)$/,
    ],
    [
      "openai",
      "error",
      /^The AI model's answer failed \(the AI model's answer broke off \(The server had an error while processing your request\.\)\): trying again in 2 seconds \(retry 1 of 2\)$/,
    ],
    [
      "anthropic",
      "error",
      /^The AI model's answer failed \(the AI model's answer broke off \(Overloaded\)\): trying again in 2 seconds \(retry 1 of 2\)$/,
    ],
    [
      "anthropic",
      "cut",
      /^The AI model's answer failed \(the AI model's answer broke off \(.+\)\): trying again in 2 seconds \(retry 1 of 2\)$/,
    ],
  ])(
    "%s: a section stream that goes wrong (%s) mid-answer is asked again and the article completes",
    async (provider, fault, notice) => {
      const { article, messages } = await streamedPillar(
        provider,
        { streamFaults: [fault] },
        // A stall is noticed after 1.5 seconds; the other faults need no idle limit, so theirs is generous.
        { idleTimeoutMs: fault === "stall" ? 1_500 : 10_000, maxRetries: 2 },
      );
      expect(article.draftReason).toBeUndefined();
      expect(messages.filter((message) => notice.test(message))).toHaveLength(1);
      expect(harness.current.waits).toEqual([2_000]);
      expect(countWrittenWords(visibleBody(article.content))).toBeGreaterThanOrEqual(3_000);
      expectNoRestatedSection(article.content);
    },
  );

  it("sections streamed in a fence after a sentence are read as they arrive, without a fallback", async () => {
    const { article, messages } = await streamedPillar(
      "anthropic",
      { fences: true, preamble: true, lengthRatio: 0.6 },
      { idleTimeoutMs: 5_000 },
    );
    expect(article.draftReason).toBeUndefined();
    expect(messages.some((message) => message.includes("did not follow the JSON schema"))).toBe(false);
    expect(article.content).not.toContain("Here is the JSON");
    expect(countWrittenWords(visibleBody(article.content))).toBeGreaterThanOrEqual(3_000);
  });

  it.each(["openai", "openai-compatible"] as const)(
    "%s: sections answered through a tool call nobody offered are read from the stream",
    async (provider) => {
      const { article, messages } = await streamedPillar(provider, { toolCall: true }, { idleTimeoutMs: 5_000 });
      expect(article.draftReason).toBeUndefined();
      expect(messages.some((message) => message.includes("did not follow the JSON schema"))).toBe(false);
      expect(countWrittenWords(visibleBody(article.content))).toBeGreaterThanOrEqual(3_000);
      expectNoRestatedSection(article.content);
    },
  );

  it("a model that stays silent past the idle limit on every try leaves a draft that says so", async () => {
    const { article } = await streamedPillar(
      "openai-compatible",
      { streamFaults: ["stall", "stall", "stall"] },
      { idleTimeoutMs: 400, maxRetries: 1 },
    );
    expect(article.draftReason).toMatch(
      /^The article is incomplete: section 1 \(Part 1: .+\) failed \(Failed to generate content: the AI model sent nothing for 0\.4 seconds, after 1 retry\.\)/,
    );
  });
});

describe("short articles: follow-ups for more words", () => {
  it('a follow-up that restates an earlier one ("add more" repeated) is left out, and the draft says why', async () => {
    const h = harness.current;
    h.ai.setFallback(simulateModel({ lengthRatio: 0.5, repeatEvery: 2 }));
    const article = await generateAiContentArticle(
      h.deps,
      { ...pillar(1_500), articleType: "review" as const },
      h.onProgress,
    );
    const messages = h.progress.map((event) => event.message);
    expect(h.ai.requests.map(askedOutput)).toEqual(["article", "extension", "extension"]);
    expect(h.ai.requests.map((request) => request.stream)).toEqual([false, true, true]);
    expect(messages).toContain('"More to Know 2" restates what the article already says: left out');
    expect(article.content).toContain("## More to Know 1");
    expect(article.content).not.toContain("## More to Know 2");
    expect(article.draftReason).toMatch(
      /^The AI model wrote \d+ words but at least 1500 were requested, even after 2 follow-up requests\. Saved as a draft/,
    );
  });
});
