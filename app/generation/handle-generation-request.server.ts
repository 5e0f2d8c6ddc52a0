// The HTTP side of every generation endpoint: 503 when no provider is configured, the generation detached from
// the client's connection (a disconnect never loses the article), and the answer as one JSON body or, when the
// client asks for `application/x-ndjson`, as progress events ending with the same body.
import { z } from "zod";
import { checkAdminToken, readAdminToken } from "~/admin/admin-sessions.server";
import { UNAUTHORIZED_MESSAGES } from "~/admin/require-admin.server";
import { AppError, methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, jsonResponse, readJsonBody } from "~/lib/http.server";
import type { TAppServices } from "~/services.server";
import type { TGenerationEndpoint } from "./endpoints.server";
import type { TGenerationServices } from "./generate-and-publish.server";
import { logGenerationFailure } from "./log-generation-failure.server";
import { describeMissingAiConfig } from "./provider.server";

export const KEEPALIVE_MS = 15_000;

export type TGenerationEvent =
  | { type: "progress"; stage: string; message: string }
  | { type: "keepalive" }
  | { type: "complete"; status: number; body: unknown }
  | { type: "error"; status: number; body: Record<string, unknown> };

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

  const generationServices: TGenerationServices = { ...services, ai: services.ai };
  // Progress that happens before the response stream opens is kept and replayed to it.
  const history: TGenerationEvent[] = [];
  const listeners = new Set<(event: TGenerationEvent) => void>();
  const emit = (event: TGenerationEvent) => {
    history.push(event);
    listeners.forEach((listener) => listener(event));
  };
  // The gate checked the token when the request arrived; a generation takes minutes, so it is checked again before
  // anything is published: an admin who logged out (or whose session expired) meanwhile publishes nothing.
  const token = readAdminToken(request);
  const assertSessionStillValid = async () => {
    const check = await checkAdminToken(services.db, token);
    if (!check.ok) throw new AppError("unauthorized", UNAUTHORIZED_MESSAGES[check.reason]);
  };
  // Not tied to request.signal on purpose: the article is generated and saved even if the admin closes the tab.
  const job = endpoint
    .run({
      services: generationServices,
      body: input,
      onProgress: (progress) => emit({ type: "progress", stage: progress.stage, message: progress.message }),
      beforeSave: assertSessionStillValid,
    })
    .then(
      (body) => ({ status: 200, body }) as const,
      (error: unknown) => ({ ...toGenerationErrorResponse(error, endpoint), failed: true }) as const,
    );

  const wantsStream = (request.headers.get("accept") ?? "").includes("application/x-ndjson");
  if (!wantsStream) {
    const outcome = await job;
    return jsonResponse(outcome.body, { status: outcome.status, headers: { "Cache-Control": "no-store" } });
  }

  const encoder = new TextEncoder();
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (event: TGenerationEvent) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          closed = true;
        }
      };
      history.forEach(write);
      listeners.add(write);
      const keepalive = setInterval(() => write({ type: "keepalive" }), KEEPALIVE_MS);
      void job.then((outcome) => {
        clearInterval(keepalive);
        write(
          "failed" in outcome
            ? { type: "error", status: outcome.status, body: outcome.body }
            : { type: "complete", status: 200, body: outcome.body },
        );
        listeners.delete(write);
        if (!closed) {
          closed = true;
          controller.close();
        }
      });
    },
    cancel() {
      // The client went away; the job keeps running and saves its article.
      closed = true;
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    },
  });
}
