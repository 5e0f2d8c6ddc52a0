import { z } from "zod";
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
    const result = await logIn(db, {
      clientKey: loginClientKey(context.get(clientAddressContext)),
      accessCode,
      maxAttempts: env.ADMIN_MAX_LOGIN_ATTEMPTS,
      verifier,
    });
    if (result.ok) return jsonResponse({ token: result.token }, { headers: { "Cache-Control": "no-store" } });
    const { ok: _ok, locked, ...body } = result;
    return jsonResponse(body, { status: locked ? 429 : 401, headers: { "Cache-Control": "no-store" } });
  });
}

export function loader() {
  return appErrorResponse(methodNotAllowed(["POST"]));
}
