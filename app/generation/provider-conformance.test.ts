// Provider conformance: real recorded wire traffic of OpenAI, Anthropic and an OpenAI-compatible server (sources in
// tests/support/provider-recordings/SOURCES.md) replayed over HTTP through the product's provider layer: the
// configured model (createLanguageModel) and the product's model call (callModel), streamed and not, success,
// structured output, the tool-call fallback and each error body.
import { generateText, streamText } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { recordedChunks, recording, startReplayServer, type TReplayServer } from "../../tests/support/provider-replay";
import { GenerationError } from "./errors";
import { createGenerationContext, type TGenerationDeps } from "./generation-context.server";
import { callModel } from "./model-call.server";
import { createLanguageModel, type TAiProvider } from "./provider.server";

let replay: TReplayServer;
beforeAll(async () => {
  replay = await startReplayServer();
});
afterAll(async () => {
  await replay.close();
});
beforeEach(() => {
  replay.requests.length = 0;
});

const MODELS: Record<TAiProvider, string> = {
  openai: "gpt-4.1-nano",
  anthropic: "claude-sonnet-4-5",
  "openai-compatible": "grok-3-mini",
};

function configured(provider: TAiProvider) {
  return createLanguageModel({
    AI_PROVIDER: provider,
    AI_MODEL: MODELS[provider],
    AI_BASE_URL: replay.baseURL,
    AI_API_KEY: "replay-key",
  })!;
}

function deps(provider: TAiProvider, waits: number[] = [], maxRetries = 0): TGenerationDeps {
  const model = configured(provider);
  return {
    model: model.model,
    ...(model.structuredFallback ? { structuredFallback: model.structuredFallback } : {}),
    fetchPage: () => Promise.reject(new Error("no page is read in a replay")),
    maxRetries,
    sleep: async (ms) => void waits.push(ms),
    timeoutMs: 30_000,
  };
}

async function failure(promise: Promise<unknown>): Promise<GenerationError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return error as GenerationError;
}

type TChatCompletion = {
  choices: Array<{ message: { content: string } }>;
  usage: { prompt_tokens: number; completion_tokens: number };
};
type TChatChunk = {
  choices: Array<{ delta: { content?: string }; finish_reason?: string | null }>;
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
};

describe.each([
  ["openai", "openai-text.json", "openai-text.chunks.txt"],
  ["openai-compatible", "compatible-text.json", "compatible-text.chunks.txt"],
] as const)("%s: Chat Completions replays", (provider, answer, stream) => {
  it("a recorded answer: its text, finish reason and usage", async () => {
    const recorded = JSON.parse(recording(answer)) as TChatCompletion;
    replay.answer({ json: answer });
    const result = await generateText({
      model: configured(provider).model,
      prompt: "Invent a holiday.",
      maxRetries: 0,
    });
    expect(result.text).toBe(recorded.choices[0]!.message.content);
    expect(result.finishReason).toBe("stop");
    expect(result.usage.inputTokens).toBe(recorded.usage.prompt_tokens);
    expect(result.usage.outputTokens).toBe(recorded.usage.completion_tokens);
    expect(replay.requests[0]).toMatchObject({ model: MODELS[provider] });
  });

  it("a recorded stream: every delta in order, the finish reason and the usage of its last chunk", async () => {
    const chunks = recordedChunks(stream) as TChatChunk[];
    const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "").join("");
    const usage = chunks.at(-1)!.usage!;
    replay.answer({ chunks: stream, protocol: "openai" });
    const result = streamText({ model: configured(provider).model, prompt: "Invent a holiday.", maxRetries: 0 });
    expect(await result.text).toBe(text);
    expect(text.length).toBeGreaterThan(0);
    expect(await result.finishReason).toBe("stop");
    expect((await result.usage).inputTokens).toBe(usage.prompt_tokens);
    expect((await result.usage).outputTokens).toBe(usage.completion_tokens);
    expect(replay.requests[0]).toMatchObject({ stream: true });
  });

  it("a recorded error body becomes the product's provider error with the provider's message", async () => {
    replay.answer({ json: "openai-400-error.json", status: 400 });
    const ctx = createGenerationContext(
      deps(provider),
      { failureMessage: "Failed to generate article" },
      undefined,
      {},
    );
    const error = await failure(
      callModel(ctx, { schema: z.object({ content: z.string() }), name: "article", instructions: "", prompt: "Hi" }),
    );
    expect(error.code).toBe("provider_error");
    expect(error.message).toContain("Failed to generate article: the AI provider answered HTTP 400");
    expect(error.message).toContain("Unsupported parameter: 'max_tokens' is not supported with this model.");
  });
});

describe("anthropic: Messages replays", () => {
  it("a recorded answer: its text, finish reason and usage", async () => {
    const recorded = JSON.parse(recording("anthropic-text.json")) as {
      content: Array<{ text: string }>;
      usage: { input_tokens: number; output_tokens: number };
    };
    replay.answer({ json: "anthropic-text.json" });
    const result = await generateText({ model: configured("anthropic").model, prompt: "Hello", maxRetries: 0 });
    expect(result.text).toBe(recorded.content[0]!.text);
    expect(result.finishReason).toBe("stop");
    expect(result.usage.inputTokens).toBe(recorded.usage.input_tokens);
    expect(result.usage.outputTokens).toBe(recorded.usage.output_tokens);
  });

  it("a recorded stream, with its ping: the text deltas in order and the final usage", async () => {
    const chunks = recordedChunks("anthropic-text.chunks.txt") as Array<{
      type: string;
      delta?: { text?: string };
      usage?: { output_tokens: number };
    }>;
    const text = chunks
      .map((chunk) => (chunk.type === "content_block_delta" ? (chunk.delta?.text ?? "") : ""))
      .join("");
    replay.answer({ chunks: "anthropic-text.chunks.txt", protocol: "anthropic" });
    const result = streamText({ model: configured("anthropic").model, prompt: "Hello", maxRetries: 0 });
    expect(await result.text).toBe(text);
    expect(await result.finishReason).toBe("stop");
    expect((await result.usage).outputTokens).toBe(
      chunks.find((chunk) => chunk.type === "message_delta")!.usage!.output_tokens,
    );
  });

  const ZRecipe = z.object({
    recipe: z.object({
      name: z.string(),
      ingredients: z.array(z.object({ name: z.string(), amount: z.string() })),
      steps: z.array(z.string()),
    }),
  });

  it("a recorded structured answer (output_config) through the product's model call, its tokens counted", async () => {
    replay.answer({ json: "anthropic-json-output-format.json" });
    const ctx = createGenerationContext(deps("anthropic"), { failureMessage: "Failed" }, undefined, {});
    const answer = await callModel(ctx, {
      schema: ZRecipe,
      name: "recipe",
      instructions: "",
      prompt: "A lasagna recipe",
    });
    expect(answer.recipe.name).toBe("Classic Lasagna");
    expect(answer.recipe.ingredients).toHaveLength(18);
    expect(replay.requests[0]).toMatchObject({ output_config: { format: { type: "json_schema" } } });
    expect(ctx.usage).toEqual({ calls: 1, inputTokens: 371, outputTokens: 629 });
  });

  it("a recorded 529 overloaded body is retried after the backoff, then the answer is read", async () => {
    const waits: number[] = [];
    replay.answer({ json: "anthropic-529-error.json", status: 529 });
    replay.answer({ json: "anthropic-json-output-format.json" });
    const messages: string[] = [];
    const ctx = createGenerationContext(
      deps("anthropic", waits, 2),
      { failureMessage: "Failed" },
      (event) => messages.push(event.message),
      {},
    );
    const answer = await callModel(ctx, {
      schema: ZRecipe,
      name: "recipe",
      instructions: "",
      prompt: "A lasagna recipe",
    });
    expect(answer.recipe.name).toBe("Classic Lasagna");
    expect(waits).toEqual([2_000]);
    expect(messages).toEqual(["The AI provider is busy (HTTP 529): trying again in 2 seconds (retry 1 of 2)"]);
    expect(ctx.usage.calls).toBe(2);
  });

  it("a recorded 529 body, not retried, names the provider's message", async () => {
    replay.answer({ json: "anthropic-529-error.json", status: 529 });
    const ctx = createGenerationContext(deps("anthropic"), { failureMessage: "Failed" }, undefined, {});
    const error = await failure(callModel(ctx, { schema: ZRecipe, name: "recipe", instructions: "", prompt: "Hi" }));
    expect(error.message).toBe("Failed: the AI provider answered HTTP 529 (Overloaded), not retried.");
  });

  it("a recorded answer as the forced json tool call: the product's tool-call fallback reads it", async () => {
    replay.answer({ json: "anthropic-json-tool.json" });
    const ctx = createGenerationContext(deps("anthropic"), { failureMessage: "Failed" }, undefined, {});
    ctx.useFallback = true;
    const answer = await callModel(ctx, {
      schema: z.object({
        elements: z.array(z.object({ location: z.string(), temperature: z.number(), condition: z.string() })),
      }),
      name: "weather",
      instructions: "",
      prompt: "The weather in four cities",
    });
    expect(answer.elements.map((element) => element.location)).toEqual(["San Francisco", "London", "Paris", "Berlin"]);
    expect(replay.requests[0]).toMatchObject({ tool_choice: { type: "any" } });
    expect(ctx.usage).toEqual({ calls: 1, inputTokens: 1151, outputTokens: 87 });
  });
});
