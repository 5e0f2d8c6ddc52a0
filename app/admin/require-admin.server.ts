// Middleware for every admin and generation endpoint: a valid admin session or a 401 whose message says why.
import type { MiddlewareFunction } from "react-router";
import type { TDatabase } from "~/db/client.server";
import { AppError } from "~/lib/app-error";
import { appErrorResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import { checkAdminToken, readAdminToken } from "./admin-sessions.server";

export const UNAUTHORIZED_MESSAGES = {
  missing: "Invalid or missing admin token. Please log in again.",
  invalid: "Invalid admin token. Please log in again.",
  expired: "Admin session expired. Please log in again.",
} as const;

/** The request's admin session id, or an AppError 401 naming why there is none. */
export async function assertAdminSession(db: TDatabase, request: Request): Promise<number> {
  const check = await checkAdminToken(db, readAdminToken(request));
  if (!check.ok) {
    throw new AppError("unauthorized", UNAUTHORIZED_MESSAGES[check.reason], undefined, {
      headers: { "WWW-Authenticate": 'Bearer realm="admin"', "Cache-Control": "no-store" },
    });
  }
  return check.sessionId;
}

export const requireAdmin: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  try {
    await assertAdminSession(getServices(context).db, request);
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(error);
    throw error;
  }
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
};
