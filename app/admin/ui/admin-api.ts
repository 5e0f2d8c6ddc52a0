// The admin panel's one HTTP layer: JSON requests (requestJson) and NDJSON streams (requestStream) whose every line
// is checked with the zod schema the server writes it with (app/generation/generation-protocol.ts,
// app/bulk/bulk-protocol.ts, app/jobs/job-protocol.ts; where a stream ends: app/jobs/job-stream.ts). Errors are AdminApiError; a stream that breaks off or sends
// a line that is not its schema's is reported as such, never silently taken for a result. The session travels in
// the HttpOnly cookie the login set (decision 029): no request here carries a token.
import type { z } from "zod";
import { isFinalJobLine, NDJSON_MEDIA_TYPE } from "~/jobs/job-stream";
import { createLineSplitter } from "./ndjson-lines";

/** The SPEC's local-storage key: holds a marker that the panel is logged in, never the secret (decision 029). */
export const ADMIN_TOKEN_KEY = "adminToken";

export class AdminApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, message: string, body: Record<string, unknown>) {
    super(message);
    this.name = "AdminApiError";
    this.status = status;
    this.body = body;
  }
}

export interface TAdminRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON, except a FormData, sent as multipart (file uploads). */
  body?: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Calls the site's API. A non-OK answer throws AdminApiError carrying the server's `error` (or the status line). */
export async function requestJson<T>(path: string, { method = "GET", body }: TAdminRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const isForm = body instanceof FormData;
  // The browser writes a form's Content-Type itself, with the multipart boundary.
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = await readJson(response);
  if (!response.ok) {
    const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    const message = typeof record.error === "string" ? record.error : `HTTP ${response.status}: ${response.statusText}`;
    throw new AdminApiError(response.status, message, record);
  }
  return data as T;
}

/** The server's message when there is one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof AdminApiError && typeof error.body.error === "string" && error.body.error
    ? error.body.error
    : fallback;
}

export interface TStreamRequest<TEvent> extends TAdminRequest {
  /** The schema of every line (the server's own). A line that fails it is counted, not passed on. */
  schema: z.ZodType<TEvent>;
  /** Called for each event in order. */
  onEvent?: (event: TEvent) => void;
  signal?: AbortSignal;
  /** Called with the answer's headers once they arrive (a generation names its job in X-Generation-Job). */
  onHeaders?: (headers: Headers) => void;
}

/** What a streamed request came to. `malformed` counts the lines that were not valid events. */
export type TStreamOutcome<TEvent> =
  /** The final event arrived. */
  | { kind: "final"; event: TEvent; malformed: number }
  /** The server closed the stream before its final event. */
  | { kind: "ended"; malformed: number }
  /** The connection failed (before the answer or while reading it). */
  | { kind: "dropped"; malformed: number }
  /** The server answered without a stream (a refusal before any work began): its status and JSON body. */
  | { kind: "answer"; status: number; statusText: string; body: unknown; parsed: boolean };

function isAbort(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

/**
 * Sends a request whose answer is NDJSON and reads it line by line, each line parsed by `schema`. Rejects only when
 * `signal` aborts (the caller went away); every other failure is an outcome the caller turns into a message.
 */
export async function requestStream<TEvent>(
  path: string,
  { method = "POST", body, schema, onEvent, signal, onHeaders }: TStreamRequest<TEvent>,
): Promise<TStreamOutcome<TEvent>> {
  const headers: Record<string, string> = { Accept: NDJSON_MEDIA_TYPE };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  let malformed = 0;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if (isAbort(signal)) throw error;
    return { kind: "dropped", malformed };
  }
  onHeaders?.(response.headers);
  const streamed = response.ok && (response.headers.get("content-type") ?? "").includes(NDJSON_MEDIA_TYPE);
  if (!streamed || !response.body) {
    const text = await response.text().catch(() => "");
    try {
      return {
        kind: "answer",
        status: response.status,
        statusText: response.statusText,
        body: JSON.parse(text),
        parsed: true,
      };
    } catch {
      return { kind: "answer", status: response.status, statusText: response.statusText, body: null, parsed: false };
    }
  }
  // Filled in by the line handler when the final event arrives.
  const ending: { final?: { event: TEvent } } = {};
  const splitter = createLineSplitter((line) => {
    if (ending.final || !line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      malformed += 1;
      return;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      malformed += 1;
      return;
    }
    onEvent?.(parsed.data);
    if (isFinalJobLine(parsed.data)) ending.final = { event: parsed.data };
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        splitter.push(decoder.decode());
        splitter.end();
        break;
      }
      splitter.push(decoder.decode(value, { stream: true }));
      if (ending.final) break;
    }
  } catch (error) {
    if (isAbort(signal)) throw error;
    return ending.final ? { kind: "final", event: ending.final.event, malformed } : { kind: "dropped", malformed };
  }
  if (ending.final) {
    void reader.cancel().catch(() => undefined);
    return { kind: "final", event: ending.final.event, malformed };
  }
  return { kind: "ended", malformed };
}
