// Helpers shared by the resource routes: JSON responses, query parsing and error mapping.
import type { z } from "zod";
import { AppError } from "./app-error";

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
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

// Reads at most `limit` bytes of a body, refusing more without buffering it (chunked bodies have no length).
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new AppError("payload_too_large", "Request body is too large");
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError("payload_too_large", "Request body is too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

// Reads and validates a JSON body: wrong content, broken JSON, oversize or invalid fields all become a 4xx.
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const text = await readBodyText(request, MAX_JSON_BODY_BYTES);
  let raw: unknown;
  try {
    // PostgreSQL text cannot hold NUL characters, and no field of ours means anything by one: they are dropped.
    raw = JSON.parse(text, (_key, value: unknown) => (typeof value === "string" ? value.replaceAll("\u0000", "") : value));
  } catch {
    throw new AppError("bad_request", "Request body must be valid JSON");
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new AppError("bad_request", formatZodError(result.error));
  return result.data;
}

export function appErrorResponse(error: AppError, body: Record<string, unknown> = { error: error.message, ...error.details }): Response {
  // The rest of an oversized body is never read, so the connection cannot carry another request.
  const headers: HeadersInit = error.code === "payload_too_large" ? { Connection: "close" } : {};
  return jsonResponse(body, { status: error.status, headers });
}

// Runs a handler and turns any failure into `{ error }` with the right status: never a bare 500 page.
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof AppError) return appErrorResponse(error);
    console.error("Unexpected API error:", error);
    return jsonResponse({ error: "Internal server error" }, { status: 500 });
  }
}
