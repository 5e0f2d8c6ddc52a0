// Ends the admin session a request carries (bearer token or session cookie): revoked on the server, and the cookie
// cleared in the browser whatever the session's state.
import { clearedSessionCookieHeaders, readAdminToken } from "~/admin/admin-session-cookie.server";
import { revokeAdminToken } from "~/admin/admin-sessions.server";
import { methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, handleApi, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/logout";

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["POST"]);
    const token = await readAdminToken(request);
    if (token) await revokeAdminToken(getServices(context).db, token);
    return jsonResponse(
      { success: true },
      {
        headers: [
          ...(await clearedSessionCookieHeaders(request)).map((cookie): [string, string] => ["Set-Cookie", cookie]),
          ["Cache-Control", "no-store"],
        ],
      },
    );
  });
}

export function loader() {
  return appErrorResponse(methodNotAllowed(["POST"]));
}
