import { readBearerToken, revokeAdminToken } from "~/admin/admin-sessions.server";
import { methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, handleApi, jsonResponse } from "~/lib/http.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/logout";

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["POST"]);
    const token = readBearerToken(request);
    if (token) await revokeAdminToken(getServices(context).db, token);
    return jsonResponse({ success: true });
  });
}

export function loader() {
  return appErrorResponse(methodNotAllowed(["POST"]));
}
