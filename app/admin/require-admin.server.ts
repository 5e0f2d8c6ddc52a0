// Middleware for every admin and generation endpoint: a valid bearer token or a 401 whose message says why.
import type { MiddlewareFunction } from "react-router";
import { jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import { checkAdminToken, readBearerToken } from "./admin-sessions.server";

export const UNAUTHORIZED_MESSAGES = {
  missing: "Invalid or missing admin token. Please log in again.",
  invalid: "Invalid admin token. Please log in again.",
  expired: "Admin session expired. Please log in again.",
} as const;

export const requireAdmin: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const check = await checkAdminToken(getServices(context).db, readBearerToken(request));
  if (!check.ok) {
    return jsonResponse(
      { error: UNAUTHORIZED_MESSAGES[check.reason] },
      { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="admin"', "Cache-Control": "no-store" } },
    );
  }
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
};
