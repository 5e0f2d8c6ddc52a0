// The one way a generator screen calls its endpoint: NDJSON progress the admin can watch, the spec's 10-minute
// abort where it wants one, 401 ending the session, and every failure mapped to the spec's texts (section 8).
import { useCallback, useEffect, useRef, useState } from "react";
import type { TDuplicateArticle } from "~/duplicates/find-duplicate-article.server";
import type { TGenerationPath } from "~/generation/generation-paths";
import { ZGenerationEvent, type TGenerationEvent } from "~/generation/generation-protocol";
import { ADMIN_TOKEN_KEY, requestStream, type TStreamOutcome } from "../admin-api";
import { expireSession } from "../admin-session";

export const GENERATION_TIMEOUT_MS = 600_000;
export const NO_TOKEN_MESSAGE = "No admin token found. Please log in again.";
export const CONNECTION_FAILED_MESSAGE =
  "Connection failed. The article might have been generated successfully - please check the articles list.";
export const UNREADABLE_ANSWER_MESSAGE =
  "The server's answer could not be read. The article might have been generated successfully - please check the articles list.";
export const SMART_TIMEOUT_MESSAGE =
  "AI generation timed out after 10 minutes. This can happen with complex products. Please try again with a shorter word count.";
export const GUIDE_TIMEOUT_MESSAGE =
  "AI generation timed out after 10 minutes. Please try again with a shorter word count.";

/** The stages the server reports (app/generation/run-generation.server.ts), in order. */
export const GENERATION_STAGES = [
  { stage: "reading-source", label: "Reading the source" },
  { stage: "writing", label: "Writing" },
  { stage: "extending", label: "Extending" },
  { stage: "validating", label: "Validating and saving" },
] as const;

export const STILL_RUNNING_MESSAGE =
  "Still running: the generation started here before you left goes on, and this screen follows it again.";

// The job of a generation a screen started, kept for this browser tab until its answer arrived: a screen left while
// the generation runs (another tab of the panel, another page) follows the job again when it is shown again.
const runningJobKey = (path: string) => `generationJob:${path}`;
// The request that started it, so the screen shown again fills its form with what is being generated.
const runningRequestKey = (path: string) => `generationRequest:${path}`;

function rememberRunning(path: TGenerationPath, job: string, body: unknown): void {
  window.sessionStorage.setItem(runningJobKey(path), job);
  try {
    window.sessionStorage.setItem(runningRequestKey(path), JSON.stringify(body));
  } catch {
    // A request too large for the tab's storage: the generation is still followed, with the form as it is.
  }
}

function forgetRunning(path: TGenerationPath): void {
  window.sessionStorage.removeItem(runningJobKey(path));
  window.sessionStorage.removeItem(runningRequestKey(path));
}

/** The request of the generation this tab started at `path` and has not seen the answer of, or null. */
export function runningRequest(path: TGenerationPath): Record<string, unknown> | null {
  if (!hasRunningGeneration(path)) return null;
  try {
    const request: unknown = JSON.parse(window.sessionStorage.getItem(runningRequestKey(path)) ?? "null");
    return request !== null && typeof request === "object" ? (request as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether this browser tab started a generation at `path` whose answer it has not seen yet. */
export function hasRunningGeneration(path: TGenerationPath): boolean {
  return typeof window !== "undefined" && window.sessionStorage.getItem(runningJobKey(path)) !== null;
}

export interface TGenerationProgress {
  stage: string;
  message: string;
}

export interface TGenerationRequest {
  path: TGenerationPath;
  body: unknown;
  /** The spec's fallback when the server gives no message, e.g. 'Failed to generate article'. */
  fallbackMessage: string;
  /** Set for the generators the spec aborts after 10 minutes (smart, how-to, tech news). */
  timeoutMessage?: string;
  /** The versus screen reads `message` instead of `error`. */
  errorField?: "error" | "message";
  /** The AI Content Generator toasts 'Session Expired' after the reload when the 401 says expired or Invalid. */
  sessionExpiredToast?: boolean;
}

export type TGenerationOutcome<TBody> =
  | { ok: true; body: TBody }
  | { ok: false; message: string; amazonBlocking: boolean; duplicate?: TDuplicateArticle };

function duplicateOf(body: Record<string, unknown>): TDuplicateArticle | undefined {
  const found = record(body.duplicate);
  return typeof found.id === "number" && typeof found.title === "string" && typeof found.editUrl === "string"
    ? (found as unknown as TDuplicateArticle)
    : undefined;
}

interface TFinalAnswer {
  status: number;
  statusText: string;
  body: unknown;
  /** False when the answer was not JSON at all. */
  parsed: boolean;
}

const NEVER = <T>() => new Promise<T>(() => {});

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/** The answer a stream came to: its final event as a status and body, or null when the result never arrived. */
function finalAnswer(outcome: TStreamOutcome<TGenerationEvent>): TFinalAnswer | null {
  switch (outcome.kind) {
    case "final":
      return outcome.event.type === "complete" || outcome.event.type === "error"
        ? { status: outcome.event.status, statusText: "", body: outcome.event.body, parsed: true }
        : null;
    case "answer":
      return outcome;
    default:
      return null;
  }
}

/** The retailer blocked the scraper: the smart and versus screens show their orange notice instead of a toast. */
function isAmazonBlocking(body: Record<string, unknown>, message: string): boolean {
  return (
    body.isAmazonBlocking === true ||
    body.code === "AMAZON_BLOCKING" ||
    message.includes("AMAZON_BLOCKING") ||
    message.includes("blocking scraping")
  );
}

export function toGenerationOutcome<TBody>(
  answer: TFinalAnswer,
  request: Pick<TGenerationRequest, "fallbackMessage" | "errorField">,
): TGenerationOutcome<TBody> {
  if (!answer.parsed)
    return { ok: false, message: `HTTP ${answer.status}: ${answer.statusText}`, amazonBlocking: false };
  if (answer.status >= 200 && answer.status < 300) return { ok: true, body: answer.body as TBody };
  const body = record(answer.body);
  const field = body[request.errorField ?? "error"] ?? body.error;
  const message = typeof field === "string" && field ? field : request.fallbackMessage;
  const duplicate = answer.status === 409 ? duplicateOf(body) : undefined;
  return { ok: false, message, amazonBlocking: isAmazonBlocking(body, message), ...(duplicate ? { duplicate } : {}) };
}

/** Calls generation endpoints for one screen; `progress` is the stage the server last reported while pending. */
export function useGeneration() {
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<TGenerationProgress | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  // Leaving the screen stops listening; the server still finishes and saves the article.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const generate = useCallback(async <TBody>(request: TGenerationRequest): Promise<TGenerationOutcome<TBody>> => {
    // The SPEC's check: no stored `adminToken` (another tab logged out) means no call at all.
    if (window.localStorage.getItem(ADMIN_TOKEN_KEY) === null)
      return { ok: false, message: NO_TOKEN_MESSAGE, amazonBlocking: false };
    const controller = new AbortController();
    controllerRef.current = controller;
    let timedOut = false;
    const timer = request.timeoutMessage
      ? window.setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, GENERATION_TIMEOUT_MS)
      : undefined;
    setPending(true);
    setProgress(null);
    try {
      const outcome = await requestStream(request.path, {
        body: request.body,
        schema: ZGenerationEvent,
        signal: controller.signal,
        onEvent: (event) => {
          if (event.type === "progress") setProgress({ stage: event.stage, message: event.message });
        },
        onHeaders: (headers) => {
          const job = headers.get("X-Generation-Job");
          if (job) rememberRunning(request.path, job, request.body);
        },
      });
      const answer = finalAnswer(outcome);
      if (answer) forgetRunning(request.path);
      if (!answer) {
        // The server keeps generating whatever happened to this connection: the article is found in the list.
        const message =
          outcome.kind !== "answer" && outcome.malformed > 0 ? UNREADABLE_ANSWER_MESSAGE : CONNECTION_FAILED_MESSAGE;
        return { ok: false, message, amazonBlocking: false };
      }
      if (answer.status === 401) {
        // The page reloads to the login card ('Session expired. Please log in again.'), with the toast where asked.
        const error = record(answer.body).error;
        const message = typeof error === "string" ? error : "";
        expireSession(request.sessionExpiredToast && /expired|Invalid/.test(message) ? "toast" : "login-card");
        return NEVER();
      }
      return toGenerationOutcome<TBody>(answer, request);
    } catch {
      // requestStream rejects only when aborted: by the 10-minute limit, or because the screen went away.
      if (timedOut && request.timeoutMessage)
        return { ok: false, message: request.timeoutMessage, amazonBlocking: false };
      return NEVER();
    } finally {
      window.clearTimeout(timer);
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        setPending(false);
        setProgress(null);
      }
    }
  }, []);

  /**
   * Follows again the generation this screen started before it was left, if one is recorded: "still running" while
   * it goes on, then its answer as generate gives it. Null when there is none (or it is no longer known).
   */
  const resume = useCallback(
    async <TBody>(request: Omit<TGenerationRequest, "body">): Promise<TGenerationOutcome<TBody> | null> => {
      const job = window.sessionStorage.getItem(runningJobKey(request.path));
      if (job === null || window.localStorage.getItem(ADMIN_TOKEN_KEY) === null) return null;
      const controller = new AbortController();
      controllerRef.current = controller;
      setPending(true);
      setProgress({ stage: "still-running", message: STILL_RUNNING_MESSAGE });
      try {
        const outcome = await requestStream(`/api/admin/jobs/${encodeURIComponent(job)}/events`, {
          method: "GET",
          schema: ZGenerationEvent,
          signal: controller.signal,
          onEvent: (event) => {
            if (event.type === "progress")
              setProgress({ stage: event.stage, message: `${STILL_RUNNING_MESSAGE} ${event.message}` });
          },
        });
        const answer = finalAnswer(outcome);
        if (!answer || answer.status === 404) {
          if (answer) forgetRunning(request.path);
          return null;
        }
        forgetRunning(request.path);
        return toGenerationOutcome<TBody>(answer, request);
      } catch {
        // Aborted: the screen went away again; the record stays for its next return.
        return NEVER();
      } finally {
        if (controllerRef.current === controller) {
          controllerRef.current = null;
          setPending(false);
          setProgress(null);
        }
      }
    },
    [],
  );

  return { generate, resume, pending, progress };
}
