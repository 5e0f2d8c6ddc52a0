// Every generation endpoint (spec section 7) goes through here; the path picks the generator.
import { findGenerationEndpoint } from "~/generation-endpoints/endpoints.server";
import { handleGenerationRequest } from "~/generation-endpoints/handle-generation-request.server";
import { methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/generate";

export function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const endpoint = findGenerationEndpoint(new URL(request.url).pathname);
  if (!endpoint) return jsonResponse({ error: "Not found" }, { status: 404 });
  return handleGenerationRequest(request, services, endpoint);
}

export function loader() {
  return appErrorResponse(methodNotAllowed(["POST"]));
}
