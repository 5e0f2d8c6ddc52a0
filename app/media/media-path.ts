// Media URLs are content-addressed, `/media/{sha256 of the bytes}.{extension}`: one image, one URL, forever,
// so browsers and proxies may keep it a year without asking again.
import { IMAGE_FORMATS, type TImageFormat } from "./image-format";

const EXTENSION_TO_FORMAT = new Map(
  Object.entries(IMAGE_FORMATS).map(([format, info]) => [info.extension as string, format as TImageFormat]),
);

export function buildMediaPath(sha256: string, format: TImageFormat): string {
  return `/media/${sha256}.${IMAGE_FORMATS[format].extension}`;
}

/** The hash and format a media file name names, or null for a name we never hand out. */
export function parseMediaName(name: string): { sha256: string; format: TImageFormat } | null {
  const match = /^([0-9a-f]{64})\.([a-z]+)$/.exec(name);
  const format = match ? EXTENSION_TO_FORMAT.get(match[2]!) : undefined;
  return match && format ? { sha256: match[1]!, format } : null;
}
