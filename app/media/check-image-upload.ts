// Decides whether uploaded bytes may be stored as an image: by their magic bytes only, within the size limit.
// Bytes that start like a PNG (or another accepted format) are accepted even if the rest is not a valid image:
// they are always served with that image type and `nosniff`, so a browser can only try to decode them as one.
import { AppError } from "~/lib/app-error";
import {
  ACCEPTED_IMAGE_LABELS,
  detectImageFormat,
  looksLikeSvg,
  readImageDimensions,
  type TImageDimensions,
  type TImageFormat,
} from "./image-format";
import { MEDIA_MAX_FILE_BYTES } from "./media-limits";

export const MEDIA_TOO_LARGE = `The image is too large: upload at most ${MEDIA_MAX_FILE_BYTES / (1024 * 1024)} MB.`;
export const MEDIA_WRONG_TYPE = `This file is not an accepted image: upload a ${ACCEPTED_IMAGE_LABELS} image.`;
export const MEDIA_SVG_REFUSED = `SVG images are refused because they can carry scripts: upload a ${ACCEPTED_IMAGE_LABELS} image.`;
export const MEDIA_EMPTY = "The uploaded file is empty.";

export interface TCheckedImage {
  format: TImageFormat;
  dimensions: TImageDimensions | null;
}

export function checkImageUpload(bytes: Uint8Array): TCheckedImage {
  if (bytes.byteLength === 0) throw new AppError("bad_request", MEDIA_EMPTY);
  if (bytes.byteLength > MEDIA_MAX_FILE_BYTES) throw new AppError("payload_too_large", MEDIA_TOO_LARGE);
  const format = detectImageFormat(bytes);
  if (!format) throw new AppError("bad_request", looksLikeSvg(bytes) ? MEDIA_SVG_REFUSED : MEDIA_WRONG_TYPE);
  return { format, dimensions: readImageDimensions(format, bytes) };
}
