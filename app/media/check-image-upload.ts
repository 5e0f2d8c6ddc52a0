// Decides whether uploaded bytes may be handed to the image pool: by their magic bytes, within the size limit. The
// pool then decodes them (within its pixel limit) and refuses what it cannot read (decision 043).
import { AppError } from "~/lib/app-error";
import { ACCEPTED_IMAGE_LABELS, detectImageFormat, looksLikeSvg, type TImageFormat } from "./image-format";
import { MEDIA_MAX_FILE_BYTES } from "./media-limits";

export const MEDIA_TOO_LARGE = `The image is too large: upload at most ${MEDIA_MAX_FILE_BYTES / (1024 * 1024)} MB.`;
export const MEDIA_WRONG_TYPE = `This file is not an accepted image: upload a ${ACCEPTED_IMAGE_LABELS} image.`;
export const MEDIA_SVG_REFUSED = `SVG images are refused because they can carry scripts: upload a ${ACCEPTED_IMAGE_LABELS} image.`;
export const MEDIA_EMPTY = "The uploaded file is empty.";

export function checkImageUpload(bytes: Uint8Array): { format: TImageFormat } {
  if (bytes.byteLength === 0) throw new AppError("bad_request", MEDIA_EMPTY);
  if (bytes.byteLength > MEDIA_MAX_FILE_BYTES) throw new AppError("payload_too_large", MEDIA_TOO_LARGE);
  const format = detectImageFormat(bytes);
  if (!format) throw new AppError("bad_request", looksLikeSvg(bytes) ? MEDIA_SVG_REFUSED : MEDIA_WRONG_TYPE);
  return { format };
}
