// What one generation carries from call to call: its model and limits (deps), the signal that ends it, the
// progress callback, the tokens it has spent, and the translation of any failure into a GenerationError.
import {
  APICallError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  type generateText,
  type LanguageModel,
} from "ai";
import type { TRelatedArticle } from "~/articles/related-articles.server";
import type { TSitePage } from "~/articles/site-paths";
import { GenerationError } from "./errors";
import type { TFetchPage } from "./page-fetcher.server";
import type { TModelUsage } from "./model-usage";
import type { TEditorBrief } from "./prompt-common";

export type TGenerationStage = "reading-source" | "writing" | "extending" | "validating";
export interface TGenerationProgress {
  stage: TGenerationStage;
  message: string;
}
export type TOnGenerationProgress = (event: TGenerationProgress) => void;

/**
 * A second way to ask for structured output, for servers that refuse or ignore a JSON schema: JSON mode with the
 * schema written into the prompt (OpenAI-compatible servers) or the answer as a tool call (Anthropic). Decision 041.
 */
export interface TStructuredFallback {
  /** How the progress stream names it, e.g. "JSON mode". */
  name: string;
  model: LanguageModel;
  providerOptions?: Parameters<typeof generateText>[0]["providerOptions"];
  /** The server does not receive the schema, so the prompt states it. */
  schemaInPrompt: boolean;
}

/** The site's own articles and pages, for internal links: what to offer the model, and which links lead anywhere. */
export interface TSiteLinks {
  /** The site's origin (SITE_URL): absolute links to it count as links to the site. */
  origin: string;
  /** A few published articles related to the topic (a product, a keyword, a title). */
  findRelated(topic: ReadonlyArray<string | undefined>): Promise<TRelatedArticle[]>;
  /** The written forms of the pages among these that a reader can open now. */
  findLinkable(pages: readonly TSitePage[]): Promise<ReadonlySet<string>>;
}

export interface TGenerationDeps {
  model: LanguageModel;
  fetchPage: TFetchPage;
  /** The site's articles to link to; without it a generated article links to no page of the site. */
  siteLinks?: TSiteLinks;
  /** Shown in progress messages, e.g. "gpt-4.1 (OpenAI)". */
  modelLabel?: string;
  /** The provider's other structured-output path, used once the first is refused or ignored. */
  structuredFallback?: TStructuredFallback;
  /** Retries of a call the provider answered busy (408, 409, 429, 5xx, 529) or could not be reached. Default 2. */
  maxRetries?: number;
  /** Waits between retries; tests pass one that does not really wait. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Overall limit for the model calls and page reads of one generation: the site's AI_TIMEOUT_MS (ZEnv). */
  timeoutMs: number;
  /** A streamed answer silent this long (first token included) is asked again: AI_IDLE_TIMEOUT_MS. Default 3 min. */
  idleTimeoutMs?: number;
}

export interface TGenerationOptions {
  /** Cancels the generation; a server should not pass the client's disconnect here (the article must still be saved). */
  signal?: AbortSignal;
  /** Overall limit for the model calls of one generation, when it differs from the deps' limit. */
  timeoutMs?: number;
  /** A bulk upload row's keyword, instructions and content to repurpose (not part of the public requests). */
  brief?: TEditorBrief;
}

export interface TGenerationContext {
  deps: TGenerationDeps;
  signal: AbortSignal;
  timeoutSignal: AbortSignal;
  timeoutMs: number;
  failureMessage: string;
  timeoutHint: string;
  progress: TOnGenerationProgress;
  /** The stage of the last progress event: retry notices are reported under it. */
  stage: TGenerationStage;
  usage: TModelUsage;
  /** Set once the provider refused or ignored the JSON schema: every later call uses the fallback. */
  useFallback: boolean;
}

export function createGenerationContext(
  deps: TGenerationDeps,
  settings: { failureMessage: string; timeoutHint?: string },
  onProgress: TOnGenerationProgress | undefined,
  options: TGenerationOptions | undefined,
): TGenerationContext {
  const timeoutMs = options?.timeoutMs ?? deps.timeoutMs;
  const timeoutSignal = AbortSignal.timeout(timeoutMs);
  const ctx: TGenerationContext = {
    deps,
    timeoutSignal,
    signal: options?.signal ? AbortSignal.any([timeoutSignal, options.signal]) : timeoutSignal,
    timeoutMs,
    failureMessage: settings.failureMessage,
    timeoutHint: settings.timeoutHint ?? "Please try again with a shorter word count.",
    stage: "writing",
    usage: { calls: 0, inputTokens: 0, outputTokens: 0 },
    useFallback: false,
    progress: (event) => {
      ctx.stage = event.stage;
      onProgress?.(event);
    },
  };
  return ctx;
}

export function formatDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} minute${ms === 60_000 ? "" : "s"}`;
  if (ms >= 60_000) return `${(ms / 60_000).toFixed(1)} minutes`;
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? "" : "s"}`;
}

export function shorten(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function describeApiCallError(error: APICallError): string {
  if (error.statusCode) {
    return `the AI provider answered HTTP ${error.statusCode}${error.message ? ` (${shorten(error.message)})` : ""}`;
  }
  return `the AI provider could not be reached (${shorten(error.message)})`;
}

export function toGenerationError(ctx: TGenerationContext, error: unknown): GenerationError {
  if (error instanceof GenerationError) return error;
  if (ctx.timeoutSignal.aborted) {
    return new GenerationError(
      "timeout",
      `AI generation timed out after ${formatDuration(ctx.timeoutMs)}. ${ctx.timeoutHint}`,
      { cause: error },
    );
  }
  if (ctx.signal.aborted) {
    return new GenerationError("timeout", `${ctx.failureMessage}: the generation was cancelled before it finished.`, {
      cause: error,
    });
  }
  if (NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error)) {
    return new GenerationError(
      "malformed_output",
      `${ctx.failureMessage}: the AI model's answer was not a valid article (${shorten(error.message)}). Please try again.`,
      { cause: error },
    );
  }
  const apiError = RetryError.isInstance(error) && APICallError.isInstance(error.lastError) ? error.lastError : error;
  if (APICallError.isInstance(apiError)) {
    return new GenerationError("provider_error", `${ctx.failureMessage}: ${describeApiCallError(apiError)}.`, {
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new GenerationError("provider_error", `${ctx.failureMessage}: ${shorten(message)}`, { cause: error });
}
