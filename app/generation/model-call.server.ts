// One structured answer from the model, as tolerant as real providers need: a busy provider (408, 409, 429, 5xx,
// Anthropic's 529) is asked again after the wait its Retry-After names, or a growing backoff, each wait reported
// in the progress stream; a server that refuses or ignores the JSON schema is asked through the provider's
// fallback (JSON mode or a tool call, decision 041) from then on; an answer cut off at the output limit keeps what
// is complete, or is asked again shorter. Every request's tokens are added to the generation's usage. Long parts
// are streamed (decision 048): a model that sends nothing for the idle limit, or whose stream breaks or carries an
// error event, is asked again like a busy one, and a slow first token is reported while it is waited for.
import { setTimeout as wait } from "node:timers/promises";
import {
  APICallError,
  generateText,
  streamText,
  NoObjectGeneratedError,
  Output,
  parsePartialJson,
  type LanguageModelUsage,
} from "ai";
import { z } from "zod";
import { GenerationError } from "./errors";
import { formatDuration, shorten, toGenerationError, type TGenerationContext } from "./generation-context.server";

export const DEFAULT_MAX_RETRIES = 2;
/** The first wait when the provider names none; it doubles with each retry. */
export const BACKOFF_START_MS = 2_000;
/** A provider asking for a longer wait than this is not waited for: the generation fails (a job retries later). */
export const MAX_RETRY_WAIT_MS = 120_000;
/** A streamed answer that sends nothing for this long (first token included) is asked again. */
const DEFAULT_IDLE_TIMEOUT_MS = 180_000;

/** A streamed answer that stalled, broke off or carried an error event: asked again like a busy provider. */
class ModelStreamError extends Error {
  override name = "ModelStreamError";
}

export interface TModelRequest<T> {
  schema: z.ZodType<T>;
  name: string;
  instructions: string;
  prompt: string;
  /** What an answer cut off at the output limit can still give (its complete part), or undefined to ask again. */
  salvage?: (partial: unknown) => T | undefined;
  /** What an answer written as plain prose instead of JSON gives (a section's text), or undefined to refuse it. */
  fromProse?: (text: string) => T | undefined;
  /** Stream the answer: long parts, so a slow first token is waited for and a stalled model is noticed. */
  stream?: boolean;
  /** What the answer is, for the waiting notices of a stream ("section 3"); "answering" when unnamed. */
  what?: string;
}

type TAnswer<T> =
  | { kind: "ok"; value: T }
  | { kind: "truncated"; partial: unknown }
  | { kind: "malformed"; error: GenerationError };

function addUsage(ctx: TGenerationContext, usage: LanguageModelUsage | undefined): void {
  ctx.usage.inputTokens += usage?.inputTokens ?? 0;
  ctx.usage.outputTokens += usage?.outputTokens ?? 0;
}

function schemaLine(schema: z.ZodType): string {
  return `Answer with one JSON object and nothing else, following this JSON Schema:\n${JSON.stringify(z.toJSONSchema(schema))}`;
}

/** The request's settings in the current structured-output mode. */
function requestSettings<T>(ctx: TGenerationContext, request: TModelRequest<T>, shorter: boolean) {
  const fallback = ctx.useFallback ? ctx.deps.structuredFallback : undefined;
  const prompt = [
    request.prompt,
    fallback?.schemaInPrompt ? schemaLine(request.schema) : "",
    shorter
      ? "Your previous answer to this request was cut off at your output limit: keep this answer shorter, well within it."
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  return {
    model: fallback?.model ?? ctx.deps.model,
    instructions: request.instructions,
    prompt,
    output: fallback?.schemaInPrompt
      ? Output.json({ name: request.name })
      : Output.object({ schema: request.schema, name: request.name }),
    ...(fallback?.providerOptions ? { providerOptions: fallback.providerOptions } : {}),
    maxRetries: 0,
  };
}

/** The answer's output checked against the schema: the value, an answer cut off, or a malformed one. */
function judge<T>(
  ctx: TGenerationContext,
  request: TModelRequest<T>,
  output: unknown,
  finishReason: string,
): TAnswer<T> {
  const parsed = request.schema.safeParse(output);
  if (parsed.success) return { kind: "ok", value: parsed.data };
  if (finishReason === "length") return { kind: "truncated", partial: output };
  return {
    kind: "malformed",
    error: new GenerationError(
      "malformed_output",
      `${ctx.failureMessage}: the AI model's answer was not a valid article (${shorten(parsed.error.message)}). Please try again.`,
    ),
  };
}

/** An answer that is not JSON: cut off (its partial JSON), prose the request can read, or malformed. */
async function unparsed<T>(
  ctx: TGenerationContext,
  request: TModelRequest<T>,
  error: NoObjectGeneratedError,
): Promise<TAnswer<T>> {
  if (error.finishReason === "length")
    return { kind: "truncated", partial: (await parsePartialJson(error.text)).value };
  const prose = error.text?.trim() && !error.text.includes("{") ? request.fromProse?.(error.text.trim()) : undefined;
  if (prose !== undefined) return { kind: "ok", value: prose };
  return { kind: "malformed", error: toGenerationError(ctx, error) };
}

/** One request in the current structured-output mode; transport failures are thrown. */
async function askOnce<T>(ctx: TGenerationContext, request: TModelRequest<T>, shorter: boolean): Promise<TAnswer<T>> {
  ctx.usage.calls += 1;
  if (request.stream) return askStreamed(ctx, request, shorter);
  try {
    const result = await generateText({ ...requestSettings(ctx, request, shorter), abortSignal: ctx.signal });
    addUsage(ctx, result.usage);
    return judge(ctx, request, result.output, result.finishReason);
  } catch (error) {
    if (!NoObjectGeneratedError.isInstance(error)) throw error;
    addUsage(ctx, error.usage);
    return unparsed(ctx, request, error);
  }
}

/**
 * One streamed request: every piece of the answer (a token, a line of reasoning, a keep-alive the server sends)
 * restarts the idle limit; while the first token is awaited the progress stream says so (every third of the idle
 * limit, at most every minute), and when it comes after such a wait, after how long; a stream that stalls,
 * breaks off or carries an error event is a ModelStreamError, asked again by the caller.
 */
async function askStreamed<T>(
  ctx: TGenerationContext,
  request: TModelRequest<T>,
  shorter: boolean,
): Promise<TAnswer<T>> {
  const idleMs = ctx.deps.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const idle = new AbortController();
  const started = Date.now();
  let firstTokenAt: number | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const armIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(
      () => idle.abort(new ModelStreamError(`the AI model sent nothing for ${formatDuration(idleMs)}`)),
      idleMs,
    );
  };
  const noticeEvery = Math.min(60_000, Math.max(1, Math.floor(idleMs / 3)));
  let waitedAloud = false;
  const waitingNotice = setInterval(() => {
    waitedAloud = true;
    ctx.progress({
      stage: ctx.stage,
      message: `Still waiting for the AI model to start ${request.what ?? "answering"} (${formatDuration(roughly(Date.now() - started))} so far)`,
    });
  }, noticeEvery);
  armIdle();
  try {
    const result = streamText({
      ...requestSettings(ctx, request, shorter),
      abortSignal: AbortSignal.any([ctx.signal, idle.signal]),
      includeRawChunks: true,
      onError: () => undefined,
    });
    for await (const part of result.fullStream) {
      if (part.type === "error") throw part.error;
      if (part.type !== "raw" && part.type !== "text-delta" && part.type !== "reasoning-delta") continue;
      armIdle();
      if (firstTokenAt === undefined) {
        firstTokenAt = Date.now();
        clearInterval(waitingNotice);
        if (waitedAloud) {
          ctx.progress({
            stage: ctx.stage,
            message: `The AI model began ${request.what ?? "answering"} after ${formatDuration(roughly(firstTokenAt - started))}`,
          });
        }
      }
    }
    addUsage(ctx, await result.usage);
    const finishReason = await result.finishReason;
    try {
      return judge(ctx, request, await result.output, finishReason);
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error)) throw error;
      return unparsed(ctx, request, error);
    }
  } catch (error) {
    if (ctx.signal.aborted || error instanceof ModelStreamError) throw error;
    if (idle.signal.aborted) throw idle.signal.reason;
    // A provider error before the answer began keeps its status (busy, refused schema...); after, or without an
    // HTTP error at all, the stream broke mid-answer (an error event, a reset): asked again like a busy provider.
    if (APICallError.isInstance(error) && firstTokenAt === undefined) throw error;
    const cause = APICallError.isInstance(error) && error.cause ? error.cause : error;
    throw new ModelStreamError(`the AI model's answer broke off (${describeStreamError(cause)})`);
  } finally {
    clearTimeout(idleTimer);
    clearInterval(waitingNotice);
  }
}

/** A waited time as people say it: tenths of a second below 10 s, seconds below a minute, tenths of a minute. */
function roughly(ms: number): number {
  const step = ms < 10_000 ? 100 : ms < 60_000 ? 1_000 : 6_000;
  return Math.round(ms / step) * step;
}

function describeStreamError(error: unknown): string {
  if (error instanceof Error) return shorten(error.message, 120);
  if (error && typeof error === "object") {
    const inner =
      (error as { error?: { message?: unknown }; message?: unknown }).error?.message ??
      (error as { message?: unknown }).message;
    if (typeof inner === "string") return shorten(inner, 120);
    return shorten(JSON.stringify(error), 120);
  }
  return shorten(String(error), 120);
}

/** The wait a busy provider asked for: `retry-after-ms`, else `retry-after` in seconds or as an HTTP date. */
export function retryAfterMs(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  const ms = Number.parseFloat(lower["retry-after-ms"] ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const text = lower["retry-after"]?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function refusesSchema(error: unknown): boolean {
  return (
    APICallError.isInstance(error) &&
    (error.statusCode === 400 || error.statusCode === 422) &&
    /response_format|json_schema|output_format|output_config|schema|structured/i.test(
      `${error.message} ${error.responseBody ?? ""}`,
    )
  );
}

function switchToFallback(ctx: TGenerationContext, why: string): boolean {
  const fallback = ctx.deps.structuredFallback;
  if (!fallback || ctx.useFallback) return false;
  ctx.useFallback = true;
  ctx.progress({ stage: ctx.stage, message: `${why}: asking for JSON through ${fallback.name} from now on` });
  return true;
}

/** askOnce, asked again while the provider is busy, with the wait it names or a doubling backoff. */
async function askWithRetries<T>(
  ctx: TGenerationContext,
  request: TModelRequest<T>,
  shorter: boolean,
): Promise<TAnswer<T>> {
  const maxRetries = ctx.deps.maxRetries ?? DEFAULT_MAX_RETRIES;
  const sleep = ctx.deps.sleep ?? ((ms: number, signal: AbortSignal) => wait(ms, undefined, { signal }));
  const started = Date.now();
  for (let retry = 0; ; retry++) {
    if (ctx.signal.aborted) throw toGenerationError(ctx, ctx.signal.reason);
    try {
      return await askOnce(ctx, request, shorter);
    } catch (error) {
      if (ctx.signal.aborted) throw toGenerationError(ctx, error);
      if (refusesSchema(error) && switchToFallback(ctx, "The AI provider refused the JSON schema")) {
        return askWithRetries(ctx, request, shorter);
      }
      const stream = error instanceof ModelStreamError;
      if (!stream && (!APICallError.isInstance(error) || !error.isRetryable)) throw toGenerationError(ctx, error);
      const status = stream ? error.message : error.statusCode ? `HTTP ${error.statusCode}` : "no answer";
      const asked = stream ? undefined : retryAfterMs(error.responseHeaders);
      const delay = asked ?? BACKOFF_START_MS * 2 ** retry;
      const left = ctx.timeoutMs - (Date.now() - started);
      const giveUp =
        retry >= maxRetries
          ? retry === 0
            ? "not retried"
            : `after ${retry} ${retry === 1 ? "retry" : "retries"}`
          : delay > MAX_RETRY_WAIT_MS || delay >= left
            ? `it asked to wait ${formatDuration(Math.round(delay))}, longer than this generation can`
            : undefined;
      if (giveUp) {
        const base = toGenerationError(ctx, error);
        throw new GenerationError(base.code, `${base.message.replace(/\.$/, "")}, ${giveUp}.`, { cause: error });
      }
      ctx.progress({
        stage: ctx.stage,
        message: `${stream ? `The AI model's answer failed (${status})` : `The AI provider is busy (${status})`}: trying again in ${formatDuration(Math.round(delay))}${asked === undefined ? "" : " as it asked"} (retry ${retry + 1} of ${maxRetries})`,
      });
      try {
        await sleep(delay, ctx.signal);
      } catch (aborted) {
        throw toGenerationError(ctx, aborted);
      }
    }
  }
}

/** One structured-output call to the model; the answer is parsed tolerantly and checked against the schema. */
export async function callModel<T>(ctx: TGenerationContext, request: TModelRequest<T>): Promise<T> {
  let shorter = false;
  for (;;) {
    const answer = await askWithRetries(ctx, request, shorter);
    if (answer.kind === "ok") return answer.value;
    if (answer.kind === "truncated") {
      const salvaged = request.salvage?.(answer.partial);
      if (salvaged !== undefined) {
        ctx.progress({
          stage: ctx.stage,
          message: "The answer was cut off at the model's output limit: keeping its complete paragraphs",
        });
        return salvaged;
      }
      if (shorter) {
        throw new GenerationError(
          "malformed_output",
          `${ctx.failureMessage}: the AI model's answer was cut off at its output limit twice. Please try again with a shorter word count.`,
        );
      }
      ctx.progress({
        stage: ctx.stage,
        message: "The answer was cut off at the model's output limit: asking again for a shorter one",
      });
      shorter = true;
      continue;
    }
    if (switchToFallback(ctx, "The AI model's answer did not follow the JSON schema")) continue;
    throw answer.error;
  }
}
