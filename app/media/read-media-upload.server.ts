// Reads POST /api/admin/media's multipart form: the image's bytes from its 'file' field, size-guarded.
import { AppError } from "~/lib/app-error";
import { readMultipartForm } from "~/lib/read-multipart-form.server";
import { MEDIA_TOO_LARGE } from "./check-image-upload";
import { MEDIA_MAX_BODY_BYTES } from "./media-limits";

export async function readMediaUpload(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const form = await readMultipartForm(request, {
    maxBodyBytes: MEDIA_MAX_BODY_BYTES,
    tooLargeMessage: MEDIA_TOO_LARGE,
    notMultipartMessage: "Send the image as multipart/form-data with a 'file' field.",
  });
  const file = form.get("file");
  if (!(file instanceof File)) throw new AppError("bad_request", "No image uploaded: send it in a 'file' field.");
  return new Uint8Array(await file.arrayBuffer());
}
