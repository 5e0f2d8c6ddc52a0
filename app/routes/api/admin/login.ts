import { z } from "zod";
import {
  clearedOldSessionCookieHeaders,
  readSessionCookie,
  sessionCookieHeader,
} from "~/admin/admin-session-cookie.server";
import { revokeAdminToken } from "~/admin/admin-sessions.server";
import { knownBrowserCookieHeader, readKnownBrowser } from "~/admin/known-browser.server";
import { logIn } from "~/admin/log-in.server";
import { loginClientKey } from "~/admin/login-client-key";
import { methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, handleApi, jsonResponse, readJsonBody } from "~/lib/http.server";
import { clientAddressContext, getServices } from "~/services.server";
import type { Route } from "./+types/login";

export const ZLoginRequest = z.object({
  accessCode: z
    .string({ error: "Please enter an access code" })
    .trim()
    .min(1, "Please enter an access code")
    .max(200, "Access code is too long"),
});

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["POST"]);
    const { accessCode } = await readJsonBody(request, ZLoginRequest);
    const { db, env, accessCode: verifier } = getServices(context);
    // A browser that held a valid session is slowed down instead of locked out (decision 050).
    const knownBrowser = await readKnownBrowser(db, verifier.fingerprint, request);
    const result = await logIn(db, {
      clientKey: loginClientKey(context.get(clientAddressContext)),
      accessCode,
      maxAttempts: env.ADMIN_MAX_LOGIN_ATTEMPTS,
      verifier,
      knownBrowser,
    });
    if (result.ok) {
      // The browser gets the token as an HttpOnly cookie (the panel's session); API clients keep `token`. A session
      // the browser already had is ended, so a login never leaves an unreachable one behind.
      // Over https, a plain `adminSession` from before the `__Host-` prefix is cleared (decision 047).
      const previous = await readSessionCookie(request);
      if (previous) await revokeAdminToken(db, previous);
      const cookies = [
        await sessionCookieHeader(request, result.token),
        ...(await clearedOldSessionCookieHeaders(request)),
        await knownBrowserCookieHeader(db, verifier.fingerprint, request, knownBrowser),
      ];
      return jsonResponse(
        { token: result.token, expiresAt: result.expiresAt.toISOString() },
        {
          headers: [
            ["Cache-Control", "no-store"],
            ...cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]),
          ],
        },
      );
    }
    const { ok: _ok, locked, ...body } = result;
    const headers: [string, string][] = [["Cache-Control", "no-store"]];
    if (body.retryAfterSeconds !== undefined) headers.push(["Retry-After", String(body.retryAfterSeconds)]);
    return jsonResponse(body, { status: locked ? 429 : 401, headers });
  });
}

export function loader() {
  return appErrorResponse(methodNotAllowed(["POST"]));
}
