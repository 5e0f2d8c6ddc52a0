// DELETE /api/admin/media/{sha256}: removes an image (and its sizes) that no article or revision shows; 409 with a
// message when something still does. Answers the library's new list. Behind the admin gate (app/routes.ts).
import { AppError, methodNotAllowed } from "~/lib/app-error";
import { appErrorResponse, handleApi, jsonResponse } from "~/lib/http.server";
import { MEDIA_NOT_FOUND_MESSAGE } from "~/media/media-library";
import { deleteUnusedMedia, listMediaLibrary } from "~/media/media-library.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/media-item";

export function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
    if (!/^[0-9a-f]{64}$/.test(params.sha256)) throw new AppError("not_found", MEDIA_NOT_FOUND_MESSAGE);
    const { db } = getServices(context);
    await deleteUnusedMedia(db, params.sha256);
    return jsonResponse(await listMediaLibrary(db));
  });
}

export function loader() {
  return appErrorResponse(methodNotAllowed(["DELETE"]));
}
