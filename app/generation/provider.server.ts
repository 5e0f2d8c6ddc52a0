// Builds the language model from configuration: OpenAI, Anthropic or any OpenAI-compatible server.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { wrapLanguageModel, type LanguageModel } from "ai";
import type { TStructuredFallback } from "./generation-context.server";
import { tolerantJsonMiddleware } from "./tolerant-json-middleware";

export const AI_PROVIDERS = ["openai", "anthropic", "openai-compatible"] as const;
export type TAiProvider = (typeof AI_PROVIDERS)[number];

export interface TAiEnv {
  AI_PROVIDER?: string | undefined;
  AI_MODEL?: string | undefined;
  AI_BASE_URL?: string | undefined;
  AI_API_KEY?: string | undefined;
  OPENAI_API_KEY?: string | undefined;
  ANTHROPIC_API_KEY?: string | undefined;
}

export interface TConfiguredModel {
  model: LanguageModel;
  provider: TAiProvider;
  modelId: string;
  /** What the admin screens show, e.g. "gpt-4.1 (OpenAI)". */
  label: string;
  /** The other way to ask this provider for JSON, when it refuses or ignores a schema (decision 041). */
  structuredFallback?: TStructuredFallback;
}

/** Every configured model reads JSON answers tolerantly: fenced, after a sentence, or given as a tool call. */
function tolerant(model: Exclude<LanguageModel, string>): LanguageModel {
  return wrapLanguageModel({ model, middleware: tolerantJsonMiddleware });
}

/** A half-finished AI configuration: the server should refuse to start with this message. */
export class AiConfigError extends Error {
  override name = "AiConfigError";
}

const PROVIDER_NAMES: Record<TAiProvider, string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  "openai-compatible": "OpenAI-compatible server",
};

/** The message a generation endpoint answers (503) while no model is configured. */
export function describeMissingAiConfig(): string {
  return (
    "AI generation is not configured. Set AI_PROVIDER (openai, anthropic or openai-compatible) and AI_MODEL, " +
    "plus AI_API_KEY (or OPENAI_API_KEY / ANTHROPIC_API_KEY) for hosted providers and AI_BASE_URL for an " +
    "OpenAI-compatible server such as Ollama, vLLM, llama.cpp or LM Studio."
  );
}

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function isAiProvider(value: string): value is TAiProvider {
  return (AI_PROVIDERS as readonly string[]).includes(value);
}

function inferProvider(env: TAiEnv): TAiProvider {
  if (clean(env.AI_BASE_URL) && !clean(env.OPENAI_API_KEY) && !clean(env.ANTHROPIC_API_KEY)) return "openai-compatible";
  if (clean(env.ANTHROPIC_API_KEY) && !clean(env.OPENAI_API_KEY)) return "anthropic";
  if (clean(env.OPENAI_API_KEY)) return "openai";
  throw new AiConfigError(
    "AI_PROVIDER is not set but other AI variables are: set AI_PROVIDER to openai, anthropic or openai-compatible.",
  );
}

/**
 * The configured model, or null when none of AI_PROVIDER, AI_MODEL, AI_BASE_URL, AI_API_KEY is set.
 * A provider key alone (OPENAI_API_KEY) does not configure generation: the model must be chosen.
 */
export function createLanguageModel(env: TAiEnv): TConfiguredModel | null {
  const providerText = clean(env.AI_PROVIDER);
  const modelId = clean(env.AI_MODEL);
  const baseURL = clean(env.AI_BASE_URL);
  const apiKey = clean(env.AI_API_KEY);
  if (!providerText && !modelId && !baseURL && !apiKey) return null;

  if (providerText && !isAiProvider(providerText)) {
    throw new AiConfigError(
      `AI_PROVIDER "${providerText}" is not supported: use openai, anthropic or openai-compatible.`,
    );
  }
  const provider = providerText && isAiProvider(providerText) ? providerText : inferProvider(env);
  if (!modelId) {
    throw new AiConfigError(`AI_PROVIDER is ${provider} but AI_MODEL is not set: name the model to generate with.`);
  }
  if (baseURL && !URL.canParse(baseURL)) {
    throw new AiConfigError(`AI_BASE_URL "${baseURL}" is not a valid URL.`);
  }
  const label = `${modelId} (${PROVIDER_NAMES[provider]})`;

  switch (provider) {
    case "openai": {
      const key = apiKey ?? clean(env.OPENAI_API_KEY);
      if (!key) throw new AiConfigError("AI_PROVIDER is openai but neither AI_API_KEY nor OPENAI_API_KEY is set.");
      const openai = createOpenAI({ apiKey: key, ...(baseURL ? { baseURL } : {}) });
      // Chat completions: the Responses API of openai(id) is not served by most compatible gateways.
      return { model: tolerant(openai.chat(modelId)), provider, modelId, label };
    }
    case "anthropic": {
      const key = apiKey ?? clean(env.ANTHROPIC_API_KEY);
      if (!key)
        throw new AiConfigError("AI_PROVIDER is anthropic but neither AI_API_KEY nor ANTHROPIC_API_KEY is set.");
      const anthropic = createAnthropic({ apiKey: key, ...(baseURL ? { baseURL } : {}) });
      const model = tolerant(anthropic(modelId));
      return {
        model,
        provider,
        modelId,
        label,
        // Native structured output (output_config) where the model has it; else the answer as a forced tool call.
        structuredFallback: {
          name: "a tool call",
          model,
          providerOptions: { anthropic: { structuredOutputMode: "jsonTool" } },
          schemaInPrompt: false,
        },
      };
    }
    case "openai-compatible": {
      if (!baseURL) {
        throw new AiConfigError(
          "AI_PROVIDER is openai-compatible but AI_BASE_URL is not set (e.g. http://127.0.0.1:11434/v1 for Ollama).",
        );
      }
      // includeUsage: a streamed answer (decision 048) carries its token counts only when the request asks for them
      // (stream_options.include_usage), as Ollama, vLLM and llama.cpp do.
      const settings = { name: "openai-compatible", baseURL, includeUsage: true, ...(apiKey ? { apiKey } : {}) };
      // With structured outputs the server gets the JSON schema; without, JSON mode (response_format json_object).
      const withSchema = createOpenAICompatible({ ...settings, supportsStructuredOutputs: true });
      const jsonMode = createOpenAICompatible({ ...settings, supportsStructuredOutputs: false });
      return {
        model: tolerant(withSchema.chatModel(modelId)),
        provider,
        modelId,
        label,
        structuredFallback: { name: "JSON mode", model: tolerant(jsonMode.chatModel(modelId)), schemaInPrompt: true },
      };
    }
  }
}
