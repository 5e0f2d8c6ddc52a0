// The HTTP side of every generation endpoint: 503 when no provider is configured, the request checked as the job's
// payload when it is queued (app/jobs/), a job that no disconnect or logout stops, and the answer as one JSON body or,
// when the client asks for `application/x-ndjson`, as the job's progress events ending with the same body. The job
// stores the domain's outcome or AppError; the endpoint's status and body are made here, from it.
import { z } from "zod";
import { type TGenerationEvent } from "~/generation/generation-protocol";
import { checkDuplicateBeforeGenerating } from "~/duplicates/duplicate-choice.server";
import { generatorNamed, isArticleGeneratorName } from "~/generation/generators.server";
import { logGenerationFailure } from "~/generation/log-generation-failure.server";
import { describeMissingAiConfig } from "~/generation/provider.server";
import { NDJSON_MEDIA_TYPE } from "~/jobs/job-stream";
import { readSingleJobEvent } from "~/jobs/single-job-events";
import { AppError, appErrorFromJson, methodNotAllowed } from "~/lib/app-error";
import { appErrorBody, appErrorResponse, jsonResponse, readJsonBody, toAppError } from "~/lib/http.server";
import type { TAppServices } from "~/services.server";
import type { TGenerationEndpoint } from "./endpoints.server";
import { finalJobEvent, streamJobResponse } from "./job-stream.server";

export const KEEPALIVE_MS = 15_000;

/** The endpoint's body for a failure: `{ error, ...details }`, with `message` too where its client reads that. */
function errorBody(endpoint: TGenerationEndpoint, error: AppError): Record<string, unknown> {
  const body = appErrorBody(error);
  if (endpoint.alsoSendMessageField) body.message = body.error;
  return body;
}

/** A stored event of a single generation as the endpoint's NDJSON line (its schema: generation-protocol.ts). */
export function generationEventLine(endpoint: TGenerationEndpoint, stored: unknown): TGenerationEvent | null {
  const event = readSingleJobEvent(stored);
  if (!event) return null;
  switch (event.type) {
    case "progress":
      return event;
    case "complete":
      return { type: "complete", status: 200, body: endpoint.answer(event.outcome) };
    case "error": {
      const error = appErrorFromJson(event.error);
      return { type: "error", status: error.status, body: errorBody(endpoint, error) };
    }
  }
}

export async function handleGenerationRequest(
  request: Request,
  services: TAppServices,
  endpoint: TGenerationEndpoint,
): Promise<Response> {
  if (request.method !== "POST") return appErrorResponse(methodNotAllowed(["POST"]));
  const failureMessage = generatorNamed(endpoint.generator).failureMessage;
  if (!services.ai) {
    return errorResponse(endpoint, new AppError("unavailable", describeMissingAiConfig()));
  }
  let jobId: number;
  try {
    const input = await readJsonBody(request, z.unknown());
    // The admin screens always ask to save; an explicit `saveToDatabase: false` answers the draft only.
    const save = !(
      typeof input === "object" &&
      input !== null &&
      (input as { saveToDatabase?: unknown }).saveToDatabase === false
    );
    // An article about the same product stops here, named, unless the request chose to update it or write anew.
    const { updateArticleId } = isArticleGeneratorName(endpoint.generator)
      ? await checkDuplicateBeforeGenerating(services.db, endpoint.generator, input)
      : { updateArticleId: null };
    jobId = await services.jobs.startSingle(
      { generator: endpoint.generator, request: input, save, ...(updateArticleId ? { updateArticleId } : {}) },
      requestTitle(input),
    );
  } catch (error) {
    // An expected refusal (bad input) gets its one log line, as every failed generation does.
    if (error instanceof AppError) logGenerationFailure(endpoint.generator, error);
    return errorResponse(endpoint, toAppError(error, failureMessage));
  }

  const headers = { "X-Generation-Job": String(jobId) };
  // The job runs on whichever server claims it; this request only follows its events. Closing the tab or logging
  // out stops the following, never the job: the Jobs screen shows it at any time.
  if ((request.headers.get("accept") ?? "").includes(NDJSON_MEDIA_TYPE)) {
    return streamJobResponse(services.jobs, jobId, {
      toLine: (event) => generationEventLine(endpoint, event),
      keepaliveMs: KEEPALIVE_MS,
      headers,
    });
  }
  const final = generationEventLine(endpoint, await finalJobEvent(services.jobs, jobId, request.signal));
  if (final?.type !== "complete" && final?.type !== "error") {
    return errorResponse(endpoint, new AppError("internal", failureMessage), headers);
  }
  return jsonResponse(final.body, { status: final.status, headers: { ...headers, "Cache-Control": "no-store" } });
}

function errorResponse(endpoint: TGenerationEndpoint, error: AppError, headers: Record<string, string> = {}) {
  return appErrorResponse(error, errorBody(endpoint, error), headers);
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
