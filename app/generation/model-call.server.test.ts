// Every answer path of the provider layer against the model simulator, for the three providers: JSON fenced or
// after a sentence, given as a tool call, cut off at the output limit, a server that refuses or ignores the JSON
// schema, and a busy provider (429, 503, 529) whose Retry-After is honoured. No test really waits: the harness
// records the waits.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { simulateModel, type TModelSettings } from "../../tests/support/model-simulator";
import { GenerationError } from "./errors";
import { createGenerationContext } from "./generation-context.server";
import { callModel, retryAfterMs } from "./model-call.server";
import { generateSaasManual } from "./saas";
import { useGenerationHarness } from "../../tests/support/use-generation-harness";

const harness = useGenerationHarness();
const input = { productName: "TaskPilot", context: "AI project management for small teams", wordCount: 500 };
const PROVIDERS = ["openai", "anthropic", "openai-compatible"] as const;

async function write(provider: (typeof PROVIDERS)[number], settings: TModelSettings, maxRetries = 0) {
  const h = harness.current;
  h.ai.setFallback(simulateModel(settings));
  const article = await generateSaasManual({ ...h.depsFor(provider), maxRetries }, input, h.onProgress);
  return { article, messages: h.progress.map((event) => event.message), requests: h.ai.requests };
}

async function failure(promise: Promise<unknown>): Promise<GenerationError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return error as GenerationError;
}

describe.each(PROVIDERS)("%s: tolerant answers", (provider) => {
  it.each<[string, TModelSettings]>([
    ["JSON in a ```json fence", { fences: true }],
    ["JSON after a sentence", { preamble: true }],
    ["a fence after a sentence, the schema ignored", { ignoreSchema: true }],
    ["JSON given as a tool call", { toolCall: true }],
  ])("reads %s in one call", async (_, settings) => {
    const { article, requests } = await write(provider, settings);
    expect(article.title).toBe("Aether X2 Review: Two Days of Battery, One Big Catch");
    expect(article.reviewSummary?.positives).toEqual(["Battery that lasts two days", "Bright screen"]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe(provider === "anthropic" ? "/v1/messages" : "/v1/chat/completions");
  });

  it("an answer cut off at the output limit is asked again, shorter", async () => {
    const h = harness.current;
    const model = simulateModel({});
    let calls = 0;
    h.ai.setFallback((request) => {
      const reply = model(request);
      return ++calls === 1 ? { content: reply.content!.slice(0, 300), finishReason: "length" } : reply;
    });
    const article = await generateSaasManual({ ...h.depsFor(provider), maxRetries: 0 }, input, h.onProgress);
    expect(article.title).toContain("Aether X2");
    expect(h.ai.requests).toHaveLength(2);
    expect(h.ai.requests[1]!.promptText).toContain(
      "Your previous answer to this request was cut off at your output limit",
    );
    expect(h.progress.map((event) => event.message)).toContain(
      "The answer was cut off at the model's output limit: asking again for a shorter one",
    );
  });

  it("an answer cut off twice fails with a message that says so", async () => {
    const error = await failure(write(provider, { maxOutputChars: 200 }));
    expect(error.code).toBe("malformed_output");
    expect(error.message).toBe(
      "Failed to generate SAAS content manually: the AI model's answer was cut off at its output limit twice. Please try again with a shorter word count.",
    );
  });

  it("honours Retry-After on 429 and the backoff on 503, reporting each wait", async () => {
    const { article, messages, requests } = await write(
      provider,
      { failures: [{ status: 429, retryAfterSeconds: 7 }, { status: 503 }] },
      4,
    );
    expect(article.title).toContain("Aether X2");
    expect(requests).toHaveLength(3);
    expect(harness.current.waits).toEqual([7_000, 4_000]);
    expect(messages).toContain(
      "The AI provider is busy (HTTP 429): trying again in 7 seconds as it asked (retry 1 of 4)",
    );
    expect(messages).toContain("The AI provider is busy (HTTP 503): trying again in 4 seconds (retry 2 of 4)");
  });

  it("gives up after its retries with the provider's last answer", async () => {
    const busy = { status: provider === "anthropic" ? 529 : 503, retryAfterMs: 250 };
    const error = await failure(write(provider, { failures: [busy, busy, busy] }, 2));
    expect(error.code).toBe("provider_error");
    expect(error.message).toMatch(
      new RegExp(
        `^Failed to generate SAAS content manually: the AI provider answered HTTP ${busy.status} \\(.+\\), after 2 retries\\.$`,
      ),
    );
    expect(harness.current.waits).toEqual([250, 250]);
  });

  it("does not wait longer than it may: a Retry-After of ten minutes fails at once", async () => {
    const error = await failure(write(provider, { failures: [{ status: 429, retryAfterSeconds: 600 }] }, 4));
    expect(error.message).toMatch(/HTTP 429 .*, it asked to wait 10 minutes, longer than this generation can\.$/);
    expect(harness.current.waits).toEqual([]);
  });

  it("records the tokens in and out from the provider's usage data", async () => {
    const { article, requests } = await write(provider, {});
    expect(requests).toHaveLength(1);
    const prompt = requests[0]!.promptText;
    expect(article.usage).toEqual({
      calls: 1,
      inputTokens: Math.ceil(prompt.length / 4),
      outputTokens: expect.any(Number),
    });
    expect(article.usage!.outputTokens).toBeGreaterThan(100);
  });
});

describe("servers without structured output", () => {
  it("an OpenAI-compatible server refusing the JSON schema is asked in JSON mode, with the schema in the prompt", async () => {
    const { article, messages, requests } = await write("openai-compatible", { rejectSchema: true });
    expect(article.title).toContain("Aether X2");
    expect(requests.map((request) => request.body.response_format?.type)).toEqual(["json_schema", "json_object"]);
    expect(requests[1]!.promptText).toContain("following this JSON Schema");
    expect(requests[1]!.promptText).toContain('"brutalScore"');
    expect(messages).toContain(
      "The AI provider refused the JSON schema: asking for JSON through JSON mode from now on",
    );
  });

  it("Anthropic refusing output_config is asked for the answer as a tool call", async () => {
    const { article, requests } = await write("anthropic", { rejectSchema: true });
    expect(article.title).toContain("Aether X2");
    expect(requests).toHaveLength(2);
    expect(requests[0]!.body.output_config).toBeDefined();
    expect(requests[1]!.body.output_config).toBeUndefined();
    expect(requests[1]!.body.tools?.map((tool) => tool.name)).toEqual(["json"]);
    expect(requests[1]!.body.tool_choice).toMatchObject({ type: "any" });
  });

  it("OpenAI itself has no fallback: a refused schema is the provider's error", async () => {
    const error = await failure(write("openai", { rejectSchema: true }));
    expect(error.code).toBe("provider_error");
    expect(error.message).toContain("HTTP 400");
  });

  it("a slow first token is waited for, within the generation's limit", async () => {
    const { article } = await write("openai-compatible", { firstTokenDelayMs: 400 });
    expect(article.title).toContain("Aether X2");
  });
});

describe("a local model slow to its first token (decision 048)", () => {
  it("a first token after more than a minute is waited for with the default idle limit, and the editor is told", async () => {
    const h = harness.current;
    const content = "The Aether X2 lasts two days on a charge. ".repeat(12).trim();
    h.ai.setFallback({ json: { content }, delayMs: 72_000 });
    // The minute passes on a fake clock: the simulator's wait and the product's limits and notices all read it,
    // while the HTTP exchange is real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    try {
      const ctx = createGenerationContext(
        h.depsFor("openai-compatible"),
        { failureMessage: "Failed to generate article" },
        h.onProgress,
        {},
      );
      let settled = false;
      const answer = callModel(ctx, {
        schema: z.object({ content: z.string() }),
        name: "article_section",
        instructions: "",
        prompt: 'Write section 1, "Battery"',
        stream: true,
      }).finally(() => (settled = true));
      // The clock moves a second per turn until the model begins; after that the answer needs only real I/O.
      const begun = () => h.progress.some((event) => event.message.startsWith("The AI model began answering"));
      for (let seconds = 0; !settled && !begun() && seconds < 600; seconds++) {
        await vi.advanceTimersByTimeAsync(1_000);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await answer).toEqual({ content });
    } finally {
      vi.useRealTimers();
    }
    expect(h.progress.map((event) => event.message)).toEqual([
      "Still waiting for the AI model to start answering (1 minute so far)",
      "The AI model began answering after 1.2 minutes",
    ]);
    expect(h.ai.requests).toHaveLength(1);
    expect(h.ai.requests[0]!.stream).toBe(true);
  });
});

describe("retryAfterMs", () => {
  it("reads retry-after-ms, seconds and HTTP dates", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(retryAfterMs({ "retry-after-ms": "1500", "retry-after": "9" }, now)).toBe(1_500);
    expect(retryAfterMs({ "Retry-After": "20" }, now)).toBe(20_000);
    expect(retryAfterMs({ "retry-after": "Wed, 25 Nov 2026 12:00:30 GMT" }, now)).toBe(30_000);
    expect(retryAfterMs({ "retry-after": "soon" }, now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});
