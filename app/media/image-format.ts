// Which image an upload is, from its first bytes (never from the client's claimed type or file name). Pure: no
// decoding, no I/O; the image pool (image-pool.server.ts) decodes it afterwards, within its pixel limit.

export const IMAGE_FORMATS = {
  png: { contentType: "image/png", extension: "png", label: "PNG" },
  jpeg: { contentType: "image/jpeg", extension: "jpg", label: "JPEG" },
  gif: { contentType: "image/gif", extension: "gif", label: "GIF" },
  webp: { contentType: "image/webp", extension: "webp", label: "WebP" },
  avif: { contentType: "image/avif", extension: "avif", label: "AVIF" },
} as const;

export type TImageFormat = keyof typeof IMAGE_FORMATS;

export const ACCEPTED_IMAGE_LABELS = "PNG, JPEG, GIF, WebP or AVIF";

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  start + length <= bytes.length ? String.fromCharCode(...bytes.subarray(start, start + length)) : "";

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const AVIF_BRANDS = new Set(["avif", "avis"]);

// An ISO-BMFF file opens with an `ftyp` box: major brand, minor version, then compatible brands.
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== "ftyp") return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = Math.min(view.getUint32(0), bytes.length);
  if (boxSize < 16) return false;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, 4))) return true;
  }
  return false;
}

/** The format the bytes start as, or null for anything else (SVG, text, other image types). */
export function detectImageFormat(bytes: Uint8Array): TImageFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  const head = ascii(bytes, 0, 6);
  if (head === "GIF87a" || head === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (bytes.length >= 12 && isAvif(bytes)) return "avif";
  return null;
}

/** True when the bytes look like an SVG document (so the refusal can say why). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart();
  return /^<(?:\?xml|!doctype svg|svg[\s>]|!--)/i.test(head) && /<svg[\s>]/i.test(head);
}
