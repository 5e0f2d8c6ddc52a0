// The shared path of every generator: one structured model call, bounded extensions of short drafts,
// validation of the final article, and the translation of every failure into a GenerationError.
import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  type LanguageModel,
} from "ai";
import type { z } from "zod";
import { ZGeneratedArticle, ZModelExtension, type TGeneratedArticle } from "./article-schema";
import { applyLinkPolicy, type TLinkPolicy } from "./article-links";
import { tidyMarkdownBody } from "./assemble-article";
import { GenerationError } from "./errors";
import type { TFetchPage } from "./page-fetcher.server";
import { buildExtensionPrompt, type TEditorBrief } from "./prompt-common";
import type { TSourceKind } from "./sources/detect-source-type";
import { readSource, type TSourceFacts } from "./sources/read-source.server";
import { countWords } from "./word-count";

export type TGenerationStage = "reading-source" | "writing" | "extending" | "validating";
export interface TGenerationProgress {
  stage: TGenerationStage;
  message: string;
}
export type TOnGenerationProgress = (event: TGenerationProgress) => void;

export interface TGenerationDeps {
  model: LanguageModel;
  fetchPage: TFetchPage;
  /** Shown in progress messages, e.g. "gpt-4.1 (OpenAI)". */
  modelLabel?: string;
  /** Retries of a failed provider call (AI SDK default 2). */
  maxRetries?: number;
  /** Overall limit for the model calls of one generation (env AI_TIMEOUT_MS); default 9 minutes. */
  timeoutMs?: number;
}

export interface TGenerationOptions {
  /** Cancels the generation; a server should not pass the client's disconnect here (the article must still be saved). */
  signal?: AbortSignal;
  /** Overall limit for the model calls of one generation; default the deps' limit, else 9 minutes (the admin screens give up at 10). */
  timeoutMs?: number;
  /** A bulk upload row's keyword, instructions and content to repurpose (not part of the public requests). */
  brief?: TEditorBrief;
}

export interface TArticleOutputCore {
  title?: string;
  content: string;
}

export const DEFAULT_GENERATION_TIMEOUT_MS = 9 * 60 * 1000;
export const MAX_EXTENSIONS = 2;

export interface TGenerationContext {
  deps: TGenerationDeps;
  signal: AbortSignal;
  timeoutSignal: AbortSignal;
  timeoutMs: number;
  failureMessage: string;
  timeoutHint: string;
  progress: TOnGenerationProgress;
}

export function createGenerationContext(
  deps: TGenerationDeps,
  settings: { failureMessage: string; timeoutHint?: string },
  onProgress: TOnGenerationProgress | undefined,
  options: TGenerationOptions | undefined,
): TGenerationContext {
  const timeoutMs = options?.timeoutMs ?? deps.timeoutMs ?? DEFAULT_GENERATION_TIMEOUT_MS;
  const timeoutSignal = AbortSignal.timeout(timeoutMs);
  return {
    deps,
    timeoutSignal,
    signal: options?.signal ? AbortSignal.any([timeoutSignal, options.signal]) : timeoutSignal,
    timeoutMs,
    failureMessage: settings.failureMessage,
    timeoutHint: settings.timeoutHint ?? "Please try again with a shorter word count.",
    progress: onProgress ?? (() => undefined),
  };
}

function formatDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} minute${ms === 60_000 ? "" : "s"}`;
  if (ms >= 60_000) return `${(ms / 60_000).toFixed(1)} minutes`;
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? "" : "s"}`;
}

function shorten(text: string, max = 200): string {
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

/** One structured-output call to the model; the answer is parsed and checked against the schema. */
export async function callModel<T>(
  ctx: TGenerationContext,
  request: { schema: z.ZodType<T>; name: string; instructions: string; prompt: string },
): Promise<T> {
  if (ctx.signal.aborted) throw toGenerationError(ctx, ctx.signal.reason);
  try {
    const result = await generateText({
      model: ctx.deps.model,
      instructions: request.instructions,
      prompt: request.prompt,
      output: Output.object({ schema: request.schema, name: request.name }),
      abortSignal: ctx.signal,
      ...(ctx.deps.maxRetries === undefined ? {} : { maxRetries: ctx.deps.maxRetries }),
    });
    return result.output;
  } catch (error) {
    throw toGenerationError(ctx, error);
  }
}

/** Reads one source page, reporting progress; a time-out of the whole generation wins over the fetch error. */
export async function readSourceStep(
  ctx: TGenerationContext,
  url: string,
  kind: TSourceKind,
  what: string,
): Promise<TSourceFacts> {
  ctx.progress({ stage: "reading-source", message: `Reading ${what}: ${url}` });
  try {
    return await readSource(ctx.deps.fetchPage, url, kind, { signal: ctx.signal });
  } catch (error) {
    if (ctx.signal.aborted) throw toGenerationError(ctx, error);
    if (error instanceof GenerationError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new GenerationError("source_unreachable", `Could not read ${url}: ${message}`, { cause: error });
  }
}

export interface TWriteArticleRequest<TOutput extends TArticleOutputCore> {
  schema: z.ZodType<TOutput>;
  /** The title when the generator fixes it (awards); otherwise the model's. */
  fixedTitle?: string;
  instructions: string;
  prompt: string;
  minWords: number;
  /** Which links the article may keep (article-links.ts); applied to the body and to the assembled article. */
  links: TLinkPolicy;
  /** Builds the final article from the model's answer and its (possibly extended) body. */
  assemble: (output: TOutput, body: string) => TGeneratedArticle;
}

/**
 * Writes an article, extends it (at most MAX_EXTENSIONS follow-up calls) while it is shorter than asked,
 * and validates it. A draft that stays short is an error, never accepted silently.
 */
export async function writeArticle<TOutput extends TArticleOutputCore>(
  ctx: TGenerationContext,
  request: TWriteArticleRequest<TOutput>,
): Promise<TGeneratedArticle> {
  const label = ctx.deps.modelLabel ? ` with ${ctx.deps.modelLabel}` : "";
  ctx.progress({ stage: "writing", message: `Writing the article${label}` });
  const output = await callModel(ctx, {
    schema: request.schema,
    name: "article",
    instructions: request.instructions,
    prompt: request.prompt,
  });
  let body = output.content.trim();
  let article = assembleSafely(ctx, request, output, body);
  // Only the model's own prose counts: the summary block is stripped by the renderer and the retailer links,
  // video line and award sections are added by code, so counting them would let a short draft through.
  const bodyWords = () => countWords(tidyMarkdownBody(body, article.title));
  for (let extension = 1; bodyWords() < request.minWords; extension++) {
    const words = bodyWords();
    if (extension > MAX_EXTENSIONS) {
      throw new GenerationError(
        "too_short",
        `${ctx.failureMessage}: the AI model wrote ${words} words but at least ${request.minWords} were requested, even after ${MAX_EXTENSIONS} follow-up requests. Try a lower word count or a stronger model.`,
      );
    }
    ctx.progress({
      stage: "extending",
      message: `The draft has ${words} of ${request.minWords} words: asking for more (${extension} of ${MAX_EXTENSIONS})`,
    });
    const more = await callModel(ctx, {
      schema: ZModelExtension,
      name: "article_extension",
      instructions: request.instructions,
      prompt: buildExtensionPrompt({
        title: request.fixedTitle ?? output.title ?? "the article",
        body,
        words,
        minWords: request.minWords,
      }),
    });
    body = `${body}\n\n${more.additionalSections.trim()}`;
    article = assembleSafely(ctx, request, output, body);
  }
  ctx.progress({ stage: "validating", message: "Checking the article" });
  return validateArticle(ctx, article);
}

function assembleSafely<TOutput extends TArticleOutputCore>(
  ctx: TGenerationContext,
  request: TWriteArticleRequest<TOutput>,
  output: TOutput,
  body: string,
): TGeneratedArticle {
  try {
    const article = request.assemble(output, applyLinkPolicy(body, request.links));
    return { ...article, content: applyLinkPolicy(article.content, request.links) };
  } catch (error) {
    throw toGenerationError(ctx, error);
  }
}

export function validateArticle(ctx: TGenerationContext, article: TGeneratedArticle): TGeneratedArticle {
  const parsed = ZGeneratedArticle.safeParse(article);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GenerationError(
      "malformed_output",
      `${ctx.failureMessage}: the AI model's article is not usable (${issue ? `${issue.path.join(".") || "article"}: ${issue.message}` : "invalid"}). Please try again.`,
    );
  }
  return parsed.data;
}
