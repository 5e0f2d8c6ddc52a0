// POST /api/admin/media: an image pasted, dropped or chosen in the editor, stored once per content. Answers
// `{ location }`, the shape TinyMCE's upload handler expects. GET lists the media library (the Media screen).
// Behind the admin gate (app/routes.ts).
import { methodNotAllowed } from "~/lib/app-error";
import { handleApi, jsonResponse } from "~/lib/http.server";
import { listMediaLibrary } from "~/media/media-library.server";
import { readMediaUpload } from "~/media/read-media-upload.server";
import { saveMedia } from "~/media/save-media.server";
import { getServices } from "~/services.server";
import type { Route } from "./+types/media";

export function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
    const saved = await saveMedia(getServices(context).db, await readMediaUpload(request));
    return jsonResponse({ location: saved.location }, { status: saved.created ? 201 : 200 });
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => jsonResponse(await listMediaLibrary(getServices(context).db)));
}
