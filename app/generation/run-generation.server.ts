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
import { isReservedHeading } from "~/content/reserved-headings";
import {
  ZGeneratedArticle,
  ZModelExtension,
  ZModelOutline,
  ZModelSection,
  type TGeneratedArticle,
} from "./article-schema";
import { applyLinkPolicy, type TLinkPolicy } from "./article-links";
import { tidyMarkdownBody } from "./assemble-article";
import { GenerationError } from "./errors";
import type { TFetchPage } from "./page-fetcher.server";
import { describeUnsupportedFigures, findTestingClaims, findUnsupportedFigures } from "./fact-check";
import {
  buildExtensionPrompt,
  buildOpeningPrompt,
  buildOutlinePrompt,
  buildSectionPrompt,
  todayLine,
  type TEditorBrief,
} from "./prompt-common";
import type { TSourceKind } from "./sources/detect-source-type";
import { readSource, type TSourceFacts } from "./sources/read-source.server";
import { describeSource, sourceMismatch, type TSourcePurpose } from "./sources/source-fit";
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
  /** Overall limit for the model calls and page reads of one generation: the site's AI_TIMEOUT_MS (ZEnv). */
  timeoutMs: number;
}

export interface TGenerationOptions {
  /** Cancels the generation; a server should not pass the client's disconnect here (the article must still be saved). */
  signal?: AbortSignal;
  /** Overall limit for the model calls of one generation, when it differs from the deps' limit. */
  timeoutMs?: number;
  /** A bulk upload row's keyword, instructions and content to repurpose (not part of the public requests). */
  brief?: TEditorBrief;
}

export interface TArticleOutputCore {
  title?: string;
  content: string;
}

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
  const timeoutMs = options?.timeoutMs ?? deps.timeoutMs;
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

/**
 * Reads one source page, reporting progress and what the page seems to be; a source plainly of the wrong kind
 * for the generator's purpose is refused here, before any model call. A time-out of the whole generation wins
 * over the fetch error.
 */
export async function readSourceStep(
  ctx: TGenerationContext,
  url: string,
  kind: TSourceKind,
  what: string,
  purpose?: TSourcePurpose,
): Promise<TSourceFacts> {
  ctx.progress({ stage: "reading-source", message: `Reading ${what}: ${url}` });
  let facts: TSourceFacts;
  try {
    facts = await readSource(ctx.deps.fetchPage, url, kind, { signal: ctx.signal });
  } catch (error) {
    if (ctx.signal.aborted) throw toGenerationError(ctx, error);
    if (error instanceof GenerationError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new GenerationError("source_unreachable", `Could not read ${url}: ${message}`, { cause: error });
  }
  ctx.progress({
    stage: "reading-source",
    message: `${what[0]?.toUpperCase() ?? ""}${what.slice(1)} seems to be ${describeSource(facts)}.`,
  });
  const mismatch = purpose ? sourceMismatch(facts, purpose) : undefined;
  if (mismatch) throw new GenerationError("invalid_input", mismatch);
  return facts;
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
  /** The editor's own words (instructions, context): only they can say the product was tested. */
  editorNotes?: ReadonlyArray<string | undefined>;
  /** Builds the final article from the model's answer and its (possibly extended) body. */
  assemble: (output: TOutput, body: string) => TGeneratedArticle;
}

/** Above this many words an article is planned as an outline and written section by section. */
export const LONG_FORM_MIN_WORDS = 2_000;
/** Words one section call is asked for, at most (models write 600-1,000 words well in one answer). */
export const WORDS_PER_SECTION = 800;
export const MAX_OUTLINE_SECTIONS = 16;

/**
 * Writes an article, extends it (at most MAX_EXTENSIONS follow-up calls, each with the facts) while it is
 * shorter than asked, applies the link policy and checks its figures against the facts. Long articles are
 * planned first (outline, opening, then each section with the facts). Once the model has answered, nothing is
 * thrown away: a draft that stays short, or whose follow-up calls fail, comes back with a draftReason, to be
 * saved unpublished.
 */
export async function writeArticle<TOutput extends TArticleOutputCore>(
  ctx: TGenerationContext,
  request: TWriteArticleRequest<TOutput>,
): Promise<TGeneratedArticle> {
  const long = request.minWords > LONG_FORM_MIN_WORDS;
  const { output, body: firstBody } = long ? await writeByOutline(ctx, request) : await writeInOneCall(ctx, request);
  let body = firstBody.body;
  let draftReason = firstBody.draftReason;
  let article = assembleSafely(ctx, request, output, body);
  // Only the model's own prose counts: the summary block is stripped by the renderer and the retailer links,
  // video line and award sections are added by code, so counting them would let a short draft through.
  const bodyWords = () => countWords(tidyMarkdownBody(body, article.title));
  for (let extension = 1; !draftReason && bodyWords() < request.minWords; extension++) {
    const words = bodyWords();
    if (extension > MAX_EXTENSIONS) {
      draftReason = `The AI model wrote ${words} words but at least ${request.minWords} were requested, even after ${MAX_EXTENSIONS} follow-up requests. Saved as a draft: extend it by hand or try a stronger model.`;
      break;
    }
    ctx.progress({
      stage: "extending",
      message: `The draft has ${words} of ${request.minWords} words: asking for more (${extension} of ${MAX_EXTENSIONS})`,
    });
    try {
      const more = await callModel(ctx, {
        schema: ZModelExtension,
        name: "article_extension",
        instructions: request.instructions,
        prompt: buildExtensionPrompt({
          title: request.fixedTitle ?? output.title ?? "the article",
          body,
          words,
          minWords: request.minWords,
          facts: request.prompt,
        }),
      });
      body = `${body}\n\n${more.additionalSections.trim()}`;
      article = assembleSafely(ctx, request, output, body);
    } catch (error) {
      draftReason = followUpFailure(ctx, error, "a follow-up request for more words");
    }
  }
  ctx.progress({ stage: "validating", message: "Checking the article" });
  const valid = validateArticle(ctx, article);
  // The facts are what the model was given: the prompt holds the sources and the editor's input, and today's date.
  const unsupportedFigures = [
    ...findUnsupportedFigures(valid.content, [request.prompt, todayLine()]),
    ...findTestingClaims(valid.content, request.editorNotes ?? []),
  ];
  ctx.progress({ stage: "validating", message: describeUnsupportedFigures(unsupportedFigures) });
  return { ...valid, unsupportedFigures, ...(draftReason ? { draftReason } : {}) };
}

interface TDraftBody {
  body: string;
  draftReason?: string;
}

async function writeInOneCall<TOutput extends TArticleOutputCore>(
  ctx: TGenerationContext,
  request: TWriteArticleRequest<TOutput>,
): Promise<{ output: TOutput; body: TDraftBody }> {
  const label = ctx.deps.modelLabel ? ` with ${ctx.deps.modelLabel}` : "";
  ctx.progress({ stage: "writing", message: `Writing the article${label}` });
  const output = await callModel(ctx, {
    schema: request.schema,
    name: "article",
    instructions: request.instructions,
    prompt: request.prompt,
  });
  return { output, body: { body: output.content.trim() } };
}

/** Outline first, then the article's fields with its opening, then every section with the facts. */
async function writeByOutline<TOutput extends TArticleOutputCore>(
  ctx: TGenerationContext,
  request: TWriteArticleRequest<TOutput>,
): Promise<{ output: TOutput; body: TDraftBody }> {
  const label = ctx.deps.modelLabel ? ` with ${ctx.deps.modelLabel}` : "";
  const sectionCount = Math.min(MAX_OUTLINE_SECTIONS, Math.max(4, Math.ceil(request.minWords / WORDS_PER_SECTION)));
  ctx.progress({
    stage: "writing",
    message: `Planning the article${label}: an outline of about ${sectionCount} sections`,
  });
  const outline = await callModel(ctx, {
    schema: ZModelOutline,
    name: "article_outline",
    instructions: request.instructions,
    prompt: buildOutlinePrompt({ facts: request.prompt, minWords: request.minWords, sections: sectionCount }),
  });
  const sections = outline.sections
    .filter((section) => section.heading.trim() !== "" && !isReservedHeading(section.heading))
    .slice(0, MAX_OUTLINE_SECTIONS);
  if (sections.length === 0) return writeInOneCall(ctx, request);
  const openingWords = Math.min(400, Math.round(request.minWords * 0.06));
  ctx.progress({ stage: "writing", message: `Writing the opening and the verdict${label}` });
  const output = await callModel(ctx, {
    schema: request.schema,
    name: "article",
    instructions: request.instructions,
    prompt: buildOpeningPrompt({ facts: request.prompt, outline: sections, words: openingWords }),
  });
  const title = request.fixedTitle ?? output.title ?? "the article";
  const sectionWords = Math.ceil(((request.minWords - openingWords) * 1.1) / sections.length);
  const parts = [tidyMarkdownBody(output.content, title)];
  for (const [index, section] of sections.entries()) {
    ctx.progress({
      stage: "writing",
      message: `Writing section ${index + 1} of ${sections.length}: ${section.heading.trim()}`,
    });
    try {
      const written = await callModel(ctx, {
        schema: ZModelSection,
        name: "article_section",
        instructions: request.instructions,
        prompt: buildSectionPrompt({
          facts: request.prompt,
          title,
          outline: sections,
          index,
          words: sectionWords,
          soFar: parts.join("\n\n"),
        }),
      });
      parts.push(`## ${section.heading.trim()}\n\n${tidyMarkdownBody(written.content, section.heading.trim())}`);
    } catch (error) {
      const draftReason = followUpFailure(ctx, error, `section ${index + 1} of ${sections.length}`);
      return { output, body: { body: parts.join("\n\n"), draftReason } };
    }
  }
  return { output, body: { body: parts.join("\n\n") } };
}

/**
 * A follow-up call failed after the model had already written a usable article: the reason a draft is kept.
 * A cancellation still ends the generation (the caller asked for it).
 */
function followUpFailure(ctx: TGenerationContext, error: unknown, what: string): string {
  const failure = toGenerationError(ctx, error);
  if (ctx.signal.aborted && !ctx.timeoutSignal.aborted) throw failure;
  return `The article is incomplete: ${what} failed (${failure.message}). Saved as a draft with what was written.`;
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
