// Middleware for every admin and generation endpoint: a valid admin session or a 401 whose message says why.
import type { MiddlewareFunction } from "react-router";
import type { TDatabase } from "~/db/client.server";
import { AppError } from "~/lib/app-error";
import { appErrorResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import { clearedSessionCookieHeaders, hasSessionCookie, readAdminToken } from "./admin-session-cookie.server";
import { checkAdminToken, readBearerToken } from "./admin-sessions.server";

export const UNAUTHORIZED_MESSAGES = {
  missing: "Invalid or missing admin token. Please log in again.",
  invalid: "Invalid admin token. Please log in again.",
  expired: "Admin session expired. Please log in again.",
} as const;

/** The request's admin session id, or an AppError 401 naming why there is none. */
export async function assertAdminSession(db: TDatabase, request: Request): Promise<number> {
  const check = await checkAdminToken(db, await readAdminToken(request));
  if (!check.ok) {
    const headers: Record<string, string | string[]> = {
      "WWW-Authenticate": 'Bearer realm="admin"',
      "Cache-Control": "no-store",
    };
    // The cookie's session ended (expired, revoked, the access code changed): the browser forgets the cookie too.
    // A refused bearer token (which wins over the cookie) says nothing about the cookie.
    if (!readBearerToken(request) && hasSessionCookie(request))
      headers["Set-Cookie"] = await clearedSessionCookieHeaders(request);
    throw new AppError("unauthorized", UNAUTHORIZED_MESSAGES[check.reason], undefined, { headers });
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
