// Helpers shared by the resource routes: JSON responses, query parsing and error mapping.
import type { z } from "zod";
import { STORAGE_FULL_MESSAGE, storageFullReason } from "~/db/storage-full";
import { AppError } from "./app-error";

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return jsonTextResponse(JSON.stringify(body), init);
}

/** A response whose JSON is already written (the database writes the list API's articles). */
export function jsonTextResponse(json: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(json, { ...init, headers });
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET; `*` matches any). */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === wanted;
  });
}

export function formatZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  // Our schemas word their messages to stand alone (the spec's texts); zod's generic ones get the field name.
  const field = issue.path.join(".");
  return field && issue.message.startsWith("Invalid") ? `${field}: ${issue.message}` : issue.message;
}

export function parseSearchParams<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const url = new URL(request.url);
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) raw[key] = value;
  const result = schema.safeParse(raw);
  if (!result.success) throw new AppError("bad_request", formatZodError(result.error));
  return result.data;
}

export const MAX_JSON_BODY_BYTES = 1_000_000;

export interface TBodyLimit {
  /** Bytes kept at most; more is refused with a 413. */
  limit: number;
  tooLargeMessage: string;
  /**
   * An oversize body is read on (without keeping it) up to this many bytes before the 413, so a client still
   * sending gets the answer rather than a broken connection; past it the read is cut off. Default: `limit`.
   */
  drainUpTo?: number;
}

export const BODY_CUT_OFF_MESSAGE = "The request was cut off before the end of its body.";

// Reads a body up to its limit, refusing more without buffering it (chunked bodies have no length).
export async function readBodyBytes(
  request: Request,
  { limit, tooLargeMessage, drainUpTo = limit }: TBodyLimit,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > drainUpTo) throw new AppError("payload_too_large", tooLargeMessage);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      // The client left halfway through its body: nothing to answer, and nothing unexpected to log.
      if (request.signal.aborted) throw new AppError("bad_request", BODY_CUT_OFF_MESSAGE, undefined, { cause: error });
      throw error;
    });
    if (done) break;
    size += value.byteLength;
    if (size > drainUpTo) {
      await reader.cancel();
      throw new AppError("payload_too_large", tooLargeMessage);
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) throw new AppError("payload_too_large", tooLargeMessage);
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readBodyText(request: Request, limit: number): Promise<string> {
  const bytes = await readBodyBytes(request, { limit, tooLargeMessage: "Request body is too large" });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
}

export const JSON_CONTENT_TYPE_MESSAGE = "Request body must be JSON (Content-Type: application/json)";

/**
 * Whether a request declares a JSON body. Browsers send text/plain, form and multipart bodies across sites without
 * asking first; a JSON body needs a CORS preflight, which this server never grants, so a page on another site
 * cannot make a state-changing call (login attempts included).
 */
export function declaresJson(request: Request): boolean {
  const type = request.headers.get("content-type");
  if (!type) return false;
  const essence = type.split(";", 1)[0]!.trim().toLowerCase();
  return essence === "application/json" || /^application\/[\w.+-]+\+json$/.test(essence);
}

// Reads and validates a JSON body: wrong content, broken JSON, oversize or invalid fields all become a 4xx.
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  if (!declaresJson(request)) throw new AppError("unsupported_media_type", JSON_CONTENT_TYPE_MESSAGE);
  const text = await readBodyText(request, MAX_JSON_BODY_BYTES);
  let raw: unknown;
  try {
    // PostgreSQL text cannot hold NUL characters, and no field of ours means anything by one: they are dropped.
    raw = JSON.parse(text, (_key, value: unknown) =>
      typeof value === "string" ? value.replaceAll("\u0000", "") : value,
    );
  } catch {
    throw new AppError("bad_request", "Request body must be valid JSON");
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new AppError("bad_request", formatZodError(result.error));
  return result.data;
}

/** An AppError's body: `{ error, ...details }` (a GenerationError's details carry its `code`). */
export function appErrorBody(error: AppError): Record<string, unknown> {
  return { error: error.message, ...error.details };
}

/**
 * The one way a failure becomes something to answer: an AppError stays itself; a full disk is a 507 saying so (one
 * log line for the operator, no stack); anything else is logged with its stack and becomes an `internal` AppError
 * (500) saying `unexpectedMessage`.
 */
export function toAppError(error: unknown, unexpectedMessage = "Internal server error"): AppError {
  if (error instanceof AppError) return error;
  const diskFull = storageFullReason(error);
  if (diskFull !== null) {
    console.error(`A write failed because the disk is full (${diskFull}): free space on it; the server keeps serving.`);
    return new AppError("insufficient_storage", STORAGE_FULL_MESSAGE, undefined, { cause: error });
  }
  console.error("Unexpected API error:", error);
  return new AppError("internal", unexpectedMessage, undefined, { cause: error });
}

export function appErrorResponse(
  error: AppError,
  body: Record<string, unknown> = appErrorBody(error),
  extraHeaders: Record<string, string> = {},
): Response {
  const headers: [string, string][] = Object.entries({ ...error.headers, ...extraHeaders }).flatMap(([name, value]) =>
    typeof value === "string"
      ? [[name, value] as [string, string]]
      : value.map((each): [string, string] => [name, each]),
  );
  // The rest of an oversized body is never read, so the connection cannot carry another request.
  if (error.code === "payload_too_large") headers.push(["Connection", "close"]);
  return jsonResponse(body, { status: error.status, headers });
}

// Runs a handler and turns any failure into `{ error }` with the right status: never a bare 500 page.
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    return appErrorResponse(toAppError(error));
  }
}
