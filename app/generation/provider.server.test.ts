import { generateText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelSimulator, type TModelSimulator } from "../../tests/support/model-simulator";
import { AiConfigError, createLanguageModel, describeMissingAiConfig } from "./provider.server";

describe("createLanguageModel", () => {
  it("returns null when generation is not configured", () => {
    expect(createLanguageModel({})).toBeNull();
    expect(createLanguageModel({ AI_PROVIDER: " ", AI_MODEL: "" })).toBeNull();
    // A stray provider key does not choose a model.
    expect(createLanguageModel({ OPENAI_API_KEY: "sk-test" })).toBeNull();
  });

  it("names the variables to set", () => {
    const message = describeMissingAiConfig();
    for (const variable of ["AI_PROVIDER", "AI_MODEL", "AI_BASE_URL", "AI_API_KEY"])
      expect(message).toContain(variable);
  });

  it("builds OpenAI, Anthropic and OpenAI-compatible models", () => {
    expect(
      createLanguageModel({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4.1", OPENAI_API_KEY: "sk-test" }),
    ).toMatchObject({
      provider: "openai",
      modelId: "gpt-4.1",
      label: "gpt-4.1 (OpenAI)",
    });
    expect(
      createLanguageModel({ AI_PROVIDER: "anthropic", AI_MODEL: "claude-sonnet-4-5", AI_API_KEY: "key" }),
    ).toMatchObject({
      provider: "anthropic",
      label: "claude-sonnet-4-5 (Anthropic)",
    });
    expect(
      createLanguageModel({
        AI_PROVIDER: "openai-compatible",
        AI_MODEL: "llama3.1",
        AI_BASE_URL: "http://127.0.0.1:11434/v1",
      }),
    ).toMatchObject({
      provider: "openai-compatible",
      label: "llama3.1 (OpenAI-compatible server)",
    });
    // A base URL and a model without a provider means a compatible server.
    expect(createLanguageModel({ AI_MODEL: "qwen2.5", AI_BASE_URL: "http://127.0.0.1:8000/v1" })?.provider).toBe(
      "openai-compatible",
    );
  });

  it.each([
    [{ AI_PROVIDER: "openai" }, /AI_MODEL is not set/],
    [{ AI_PROVIDER: "openai", AI_MODEL: "gpt-4.1" }, /neither AI_API_KEY nor OPENAI_API_KEY/],
    [{ AI_PROVIDER: "anthropic", AI_MODEL: "claude" }, /neither AI_API_KEY nor ANTHROPIC_API_KEY/],
    [{ AI_PROVIDER: "openai-compatible", AI_MODEL: "llama" }, /AI_BASE_URL is not set/],
    [{ AI_PROVIDER: "mistral", AI_MODEL: "x" }, /not supported/],
    [{ AI_MODEL: "gpt-4.1" }, /AI_PROVIDER is not set/],
    [
      { AI_PROVIDER: "openai-compatible", AI_MODEL: "x", AI_BASE_URL: "not a url" },
      /AI_BASE_URL "not a url" is not a valid URL/,
    ],
  ])("refuses the half-configured setup %j", (env, message) => {
    expect(() => createLanguageModel(env)).toThrow(AiConfigError);
    expect(() => createLanguageModel(env)).toThrow(message);
  });
});

describe("the configured models over HTTP", () => {
  let server: TModelSimulator;
  beforeAll(async () => {
    server = await startModelSimulator();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    [{ AI_PROVIDER: "openai-compatible", AI_MODEL: "local-model" }],
    [{ AI_PROVIDER: "openai", AI_MODEL: "gpt-test", AI_API_KEY: "sk-test" }],
  ])("%j talks chat completions to AI_BASE_URL", async (env) => {
    server.reset();
    server.enqueue({ content: "pong" });
    const configured = createLanguageModel({ ...env, AI_BASE_URL: server.baseURL });
    const result = await generateText({ model: configured!.model, prompt: "ping", maxRetries: 0 });
    expect(result.text).toBe("pong");
    expect(server.requests[0]?.path).toBe("/v1/chat/completions");
    expect(server.requests[0]?.body.model).toBe(env.AI_MODEL);
  });
});
