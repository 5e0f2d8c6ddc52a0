// The HTTP side of every generation endpoint: 503 when no provider is configured, the request validated, then the
// generation queued as a job (app/jobs/) that no disconnect or logout stops, and the answer as one JSON body or,
// when the client asks for `application/x-ndjson`, as the job's progress events ending with the same body.
import { z } from "zod";
import { AppError, methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, jsonResponse, readJsonBody } from "~/lib/http.server";
import type { TAppServices } from "~/services.server";
import type { TGenerationEndpoint } from "./endpoints.server";
import { finalJobEvent, streamJobResponse } from "~/jobs/stream-job.server";
import { ZGenerationEvent, type TGenerationEvent } from "./generation-protocol";
import { logGenerationFailure } from "./log-generation-failure.server";
import { describeMissingAiConfig } from "./provider.server";

export const KEEPALIVE_MS = 15_000;

export { ZGenerationEvent, type TGenerationEvent };

export function toGenerationErrorResponse(
  error: unknown,
  endpoint: TGenerationEndpoint,
): { status: number; body: Record<string, unknown> } {
  let status = 500;
  let body: Record<string, unknown>;
  if (error instanceof AppError) {
    // An expected failure (bad input, an unreadable page, the provider): one line with its cause.
    logGenerationFailure(endpoint.generator, error);
    status = error.status;
    body = { error: error.message || endpoint.failureMessage, ...error.details };
  } else {
    console.error("Generation failed unexpectedly:", error);
    body = { error: endpoint.failureMessage };
  }
  if (endpoint.alsoSendMessageField) body.message = body.error;
  return { status, body };
}

export async function handleGenerationRequest(
  request: Request,
  services: TAppServices,
  endpoint: TGenerationEndpoint,
): Promise<Response> {
  if (request.method !== "POST") return appErrorResponse(methodNotAllowed(["POST"]));
  if (!services.ai) {
    const body: Record<string, unknown> = { error: describeMissingAiConfig() };
    if (endpoint.alsoSendMessageField) body.message = body.error;
    return jsonResponse(body, { status: 503 });
  }
  let input: unknown;
  try {
    input = await readJsonBody(request, z.unknown());
    endpoint.validate(input);
  } catch (error) {
    const { status, body } = toGenerationErrorResponse(error, endpoint);
    return error instanceof AppError ? appErrorResponse(error, body) : jsonResponse(body, { status });
  }

  const title = requestTitle(input);
  const jobId = await services.jobs.startSingle(endpoint.generator, input, title);
  const headers = { "X-Generation-Job": String(jobId) };
  // The job runs on whichever server claims it; this request only follows its events. Closing the tab or logging
  // out stops the following, never the job: the Jobs screen shows it at any time.
  if ((request.headers.get("accept") ?? "").includes("application/x-ndjson")) {
    return streamJobResponse(services.jobs, jobId, {
      isFinal: isFinalGenerationEvent,
      keepaliveMs: KEEPALIVE_MS,
      headers,
    });
  }
  const final = await finalJobEvent(services.jobs, jobId, isFinalGenerationEvent, request.signal);
  const parsed = ZGenerationEvent.safeParse(final);
  if (!parsed.success || (parsed.data.type !== "complete" && parsed.data.type !== "error")) {
    return jsonResponse({ error: endpoint.failureMessage }, { status: 500, headers });
  }
  return jsonResponse(parsed.data.body, {
    status: parsed.data.status,
    headers: { ...headers, "Cache-Control": "no-store" },
  });
}

/** What the Jobs screen calls a single generation: the first of the request's naming fields. */
function requestTitle(input: unknown): string {
  if (typeof input !== "object" || input === null) return "";
  const fields = input as Record<string, unknown>;
  for (const key of [
    "title",
    "productName",
    "question",
    "topic",
    "awardItem",
    "articlePurpose",
    "url",
    "revisionPrompt",
  ]) {
    const value = fields[key];
    if (typeof value === "string" && value.trim()) return value.trim().slice(0, 255);
  }
  return "";
}

export function isFinalGenerationEvent(event: unknown): boolean {
  const parsed = ZGenerationEvent.safeParse(event);
  return parsed.success && (parsed.data.type === "complete" || parsed.data.type === "error");
}
