// Media URLs are content-addressed, `/media/{sha256 of the stored bytes}.{extension}`: one image, one URL, forever,
// so browsers and proxies may keep it a year without asking again. Its sizes for public pages add the width:
// `/media/{sha256}-800w.avif` (decision 043), as lasting as the image they are made from.
import { IMAGE_FORMATS, type TImageFormat } from "./image-format";
import { parseVariantSuffix, variantSuffix, type TVariant, type TVariantFormat } from "./image-variants";

export const MEDIA_PATH_PREFIX = "/media/";

const EXTENSION_TO_FORMAT = new Map(
  Object.entries(IMAGE_FORMATS).map(([format, info]) => [info.extension as string, format as TImageFormat]),
);

export function buildMediaPath(sha256: string, format: TImageFormat): string {
  return `${MEDIA_PATH_PREFIX}${sha256}.${IMAGE_FORMATS[format].extension}`;
}

export function buildMediaVariantPath(sha256: string, width: number, format: TVariantFormat): string {
  return `${MEDIA_PATH_PREFIX}${sha256}-${variantSuffix(width, format)}`;
}

/** The hash and format a media file name names, or null for a name we never hand out. */
export function parseMediaName(name: string): { sha256: string; format: TImageFormat } | null {
  const match = /^([0-9a-f]{64})\.([a-z]+)$/.exec(name);
  const format = match ? EXTENSION_TO_FORMAT.get(match[2]!) : undefined;
  return match && format ? { sha256: match[1]!, format } : null;
}

/** The hash and variant a variant's file name names (`{sha256}-800w.avif`), or null. */
export function parseMediaVariantName(name: string): { sha256: string; variant: TVariant } | null {
  const match = /^([0-9a-f]{64})-(\d+w\.[a-z]+)$/.exec(name);
  const variant = match ? parseVariantSuffix(match[2]!) : null;
  return match && variant ? { sha256: match[1]!, variant } : null;
}

/** The hash and format of a site path of an uploaded image (`/media/{sha256}.png`), or null for any other address. */
export function parseMediaPath(path: string): { sha256: string; format: TImageFormat } | null {
  return path.startsWith(MEDIA_PATH_PREFIX) ? parseMediaName(path.slice(MEDIA_PATH_PREFIX.length)) : null;
}
