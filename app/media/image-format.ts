// Which image an upload is, from its first bytes (never from the client's claimed type or file name), and its
// size in pixels when the header says so. Pure: no decoding, no I/O.
import { MAX_ROW_ID } from "~/db/row-id";

export const IMAGE_FORMATS = {
  png: { contentType: "image/png", extension: "png", label: "PNG" },
  jpeg: { contentType: "image/jpeg", extension: "jpg", label: "JPEG" },
  gif: { contentType: "image/gif", extension: "gif", label: "GIF" },
  webp: { contentType: "image/webp", extension: "webp", label: "WebP" },
  avif: { contentType: "image/avif", extension: "avif", label: "AVIF" },
} as const;

export type TImageFormat = keyof typeof IMAGE_FORMATS;

export const ACCEPTED_IMAGE_LABELS = "PNG, JPEG, GIF, WebP or AVIF";

export interface TImageDimensions {
  width: number;
  height: number;
}

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

function dimensions(width: number, height: number): TImageDimensions | null {
  const valid = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID; // stored in integer columns
  return valid(width) && valid(height) ? { width, height } : null;
}

function readJpegDimensions(bytes: Uint8Array, view: DataView): TImageDimensions | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: start of image, restart markers, TEM.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) hold the height, then the width.
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame)
      return offset + 9 <= bytes.length ? dimensions(view.getUint16(offset + 7), view.getUint16(offset + 5)) : null;
    if (marker === 0xda || length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function readWebpDimensions(bytes: Uint8Array, view: DataView): TImageDimensions | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 " && bytes.length >= 30)
    return dimensions(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  if (chunk === "VP8L" && bytes.length >= 25) {
    const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!];
    return dimensions(1 + (((b1 & 0x3f) << 8) | b0), 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)));
  }
  if (chunk === "VP8X" && bytes.length >= 30) {
    const uint24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return dimensions(1 + uint24(24), 1 + uint24(27));
  }
  return null;
}

// AVIF keeps each image item's size in `ispe` boxes under meta > iprp > ipco. The largest is taken: a grid image
// lists its tiles and thumbnails beside the whole picture, which is the biggest of them.
function readAvifDimensions(bytes: Uint8Array, view: DataView): TImageDimensions | null {
  const findBox = (
    start: number,
    end: number,
    type: string,
    headerExtra = 0,
  ): { start: number; end: number } | null => {
    let offset = start;
    while (offset + 8 <= end) {
      const size = view.getUint32(offset);
      const boxEnd = size === 0 ? end : offset + size;
      if (size !== 0 && size < 8) return null;
      if (ascii(bytes, offset + 4, 4) === type) return { start: offset + 8 + headerExtra, end: Math.min(boxEnd, end) };
      offset = boxEnd;
    }
    return null;
  };
  const meta = findBox(0, bytes.length, "meta", 4);
  const iprp = meta && findBox(meta.start, meta.end, "iprp");
  const ipco = iprp && findBox(iprp.start, iprp.end, "ipco");
  if (!ipco) return null;
  let best: TImageDimensions | null = null;
  let offset = ipco.start;
  while (offset + 8 <= ipco.end) {
    const size = view.getUint32(offset);
    if (size < 8) break;
    if (ascii(bytes, offset + 4, 4) === "ispe" && offset + 20 <= ipco.end) {
      const found = dimensions(view.getUint32(offset + 12), view.getUint32(offset + 16));
      if (found && (!best || found.width * found.height > best.width * best.height)) best = found;
    }
    offset += size;
  }
  return best;
}

/** Width and height from the header, or null when the header is cut short or does not say. */
export function readImageDimensions(format: TImageFormat, bytes: Uint8Array): TImageDimensions | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (format) {
    case "png":
      return bytes.length >= 24 && ascii(bytes, 12, 4) === "IHDR"
        ? dimensions(view.getUint32(16), view.getUint32(20))
        : null;
    case "gif":
      return bytes.length >= 10 ? dimensions(view.getUint16(6, true), view.getUint16(8, true)) : null;
    case "jpeg":
      return readJpegDimensions(bytes, view);
    case "webp":
      return readWebpDimensions(bytes, view);
    case "avif":
      return readAvifDimensions(bytes, view);
  }
}
