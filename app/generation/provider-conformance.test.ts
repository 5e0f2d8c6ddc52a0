// Provider conformance: real recorded wire traffic of OpenAI, Anthropic, an OpenAI-compatible service and a local
// Ollama server (sources in tests/support/provider-recordings/SOURCES.md) replayed over HTTP through the product's
// provider layer: the configured model (createLanguageModel) and the product's model call (callModel), streamed
// (as long-form sections are, decision 048) and not, success, structured output, JSON mode, the tool-call fallback
// and each error body.
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

/** A section's text, read as the product reads a long part: streamed, prose accepted. */
const ZSection = z.object({ content: z.string() });
function section(prompt: string) {
  return {
    schema: ZSection,
    name: "article_section",
    instructions: "",
    prompt,
    fromProse: (text: string) => ({ content: text }),
    stream: true,
  };
}

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

  it("the recorded stream through the product's streamed model call: the text and the stream's usage", async () => {
    const chunks = recordedChunks(stream) as TChatChunk[];
    const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "").join("");
    const usage = chunks.at(-1)!.usage!;
    replay.answer({ chunks: stream, protocol: "openai" });
    const ctx = createGenerationContext(deps(provider), { failureMessage: "Failed" }, undefined, {});
    const answer = await callModel(ctx, section("Invent a holiday."));
    expect(answer.content).toBe(text.trim());
    expect(ctx.usage).toEqual({ calls: 1, inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens });
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

  it("the recorded structured stream (output_config) through the product's streamed model call", async () => {
    replay.answer({ chunks: "anthropic-json-output-format.chunks.txt", protocol: "anthropic" });
    const ctx = createGenerationContext(deps("anthropic"), { failureMessage: "Failed" }, undefined, {});
    const answer = await callModel(ctx, {
      schema: z.object({
        characters: z.array(z.object({ name: z.string(), class: z.string(), description: z.string() })),
      }),
      name: "characters",
      instructions: "",
      prompt: "Three characters for a game",
      stream: true,
    });
    expect(answer.characters.map((character) => character.name)).toEqual([
      "Theron Ironheart",
      "Lyra Starweaver",
      "Rook Shadowstep",
    ]);
    expect(replay.requests[0]).toMatchObject({ stream: true, output_config: { format: { type: "json_schema" } } });
    expect(ctx.usage).toEqual({ calls: 1, inputTokens: 313, outputTokens: 305 });
  });

  it("the recorded text stream, with its ping, through the product's streamed model call", async () => {
    const chunks = recordedChunks("anthropic-text.chunks.txt") as Array<{ type: string; delta?: { text?: string } }>;
    const text = chunks
      .map((chunk) => (chunk.type === "content_block_delta" ? (chunk.delta?.text ?? "") : ""))
      .join("");
    replay.answer({ chunks: "anthropic-text.chunks.txt", protocol: "anthropic" });
    const ctx = createGenerationContext(deps("anthropic"), { failureMessage: "Failed" }, undefined, {});
    expect((await callModel(ctx, section("Hello"))).content).toBe(text.trim());
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

describe("openai-compatible: a local Ollama server's recorded traffic", () => {
  type TOllamaCompletion = TChatCompletion & { choices: Array<{ message: { reasoning: string } }> };

  it("a recorded answer: the text without the model's reasoning, the finish reason and the usage", async () => {
    const recorded = JSON.parse(recording("ollama-text.json")) as TOllamaCompletion;
    replay.answer({ json: "ollama-text.json" });
    const result = await generateText({ model: configured("openai-compatible").model, prompt: "What's 2 + 2?" });
    expect(result.text).toBe(recorded.choices[0]!.message.content);
    expect(result.text).not.toContain(recorded.choices[0]!.message.reasoning.slice(0, 40));
    expect(result.finishReason).toBe("stop");
    expect(result.usage).toMatchObject({ inputTokens: 18, outputTokens: 424 });
  });

  it("a recorded stream: reasoning deltas first, then the text, the usage in a chunk without choices", async () => {
    replay.answer({ chunks: "ollama-text.chunks.txt", protocol: "openai" });
    const result = streamText({
      model: configured("openai-compatible").model,
      prompt: "Count from 1 to 3",
      maxRetries: 0,
    });
    expect(await result.text).toBe("1, 2, 3");
    expect(await result.finishReason).toBe("stop");
    expect(await result.usage).toMatchObject({ inputTokens: 17, outputTokens: 147 });
  });

  it("the recorded stream through the product's streamed model call, as a long-form section is read", async () => {
    replay.answer({ chunks: "ollama-text.chunks.txt", protocol: "openai" });
    const ctx = createGenerationContext(deps("openai-compatible"), { failureMessage: "Failed" }, undefined, {});
    expect(await callModel(ctx, section("Count from 1 to 3"))).toEqual({ content: "1, 2, 3" });
    expect(ctx.usage).toEqual({ calls: 1, inputTokens: 17, outputTokens: 147 });
  });

  it("a recorded JSON-mode answer through the product's fallback: the schema in the prompt, the JSON read", async () => {
    replay.answer({ json: "ollama-json-mode.json" });
    const ctx = createGenerationContext(deps("openai-compatible"), { failureMessage: "Failed" }, undefined, {});
    ctx.useFallback = true;
    const answer = await callModel(ctx, {
      schema: z.object({ result: z.number() }),
      name: "answer",
      instructions: "",
      prompt: "What is the square root of 64?",
    });
    expect(answer).toEqual({ result: 8 });
    expect(replay.requests[0]).toMatchObject({ response_format: { type: "json_object" } });
    expect(JSON.stringify(replay.requests[0]!.messages)).toContain("following this JSON Schema");
    expect(ctx.usage).toEqual({ calls: 1, inputTokens: 214, outputTokens: 7 });
  });

  it("Ollama's model-not-found body is the provider's error with its message, not retried", async () => {
    replay.answer({ json: "ollama-404-error.json", status: 404 });
    const ctx = createGenerationContext(deps("openai-compatible", [], 2), { failureMessage: "Failed" }, undefined, {});
    const error = await failure(callModel(ctx, section("Hi")));
    expect(error.message).toBe(
      'Failed: the AI provider answered HTTP 404 (model "qwen3" not found, try pulling it first).',
    );
    expect(replay.requests).toHaveLength(1);
  });

  it("a local server still loading its model (llama.cpp's 503) is asked again after the backoff", async () => {
    const waits: number[] = [];
    const messages: string[] = [];
    replay.answer({ json: "llamacpp-503-loading.json", status: 503 });
    replay.answer({ chunks: "ollama-text.chunks.txt", protocol: "openai" });
    const ctx = createGenerationContext(
      deps("openai-compatible", waits, 2),
      { failureMessage: "Failed" },
      (event) => messages.push(event.message),
      {},
    );
    expect(await callModel(ctx, section("Count from 1 to 3"))).toEqual({ content: "1, 2, 3" });
    expect(waits).toEqual([2_000]);
    expect(messages).toEqual(["The AI provider is busy (HTTP 503): trying again in 2 seconds (retry 1 of 2)"]);
  });
});
