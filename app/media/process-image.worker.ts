// Entry of the image pool's worker thread (image-pool.server.ts): sharp (libvips) decodes and encodes here, off the
// server's main thread. Two tasks: `store` makes the bytes an upload is kept as (orientation applied, every piece of
// metadata dropped: EXIF with its GPS position, XMP, IPTC, comments, ICC profile converted to sRGB); `variant` cuts
// a stored image to the site's 1200:630 frame at one width and format.
import sharp from "sharp";
import type { TImageFormat } from "./image-format";
import type { TVariant } from "./image-variants";
import { MEDIA_MAX_PIXELS } from "./media-limits";

// One libvips thread per task and no operation cache: the pool runs one task at a time at a low priority, and
// the server's memory stays its own.
sharp.concurrency(1);
sharp.cache(false);

export type TImageTask =
  | { kind: "store"; bytes: Uint8Array; format: TImageFormat }
  | { kind: "variant"; bytes: Uint8Array; variant: TVariant; background?: string };

export type TImageTaskResult =
  | { ok: true; bytes: Uint8Array; width: number; height: number }
  | { ok: false; reason: "too_many_pixels"; width: number; height: number }
  | { ok: false; reason: "unreadable"; message: string };

/** The site's page colour, under transparent parts of an image made into a JPEG. */
const PAGE_BACKGROUND = "#0b0b0f";

async function store(bytes: Uint8Array, format: TImageFormat): Promise<TImageTaskResult> {
  // The header first: a decompression bomb is refused by its stated size, before a pixel is decoded.
  const header = await sharp(bytes, { animated: true }).metadata();
  const width = header.width ?? 0;
  const frameHeight = header.pageHeight ?? header.height ?? 0;
  const frames = header.pages ?? 1;
  if (width * frameHeight * frames > MEDIA_MAX_PIXELS)
    return { ok: false, reason: "too_many_pixels", width, height: frameHeight };
  const animated = frames > 1 && (format === "gif" || format === "webp");
  // Without withMetadata/keepMetadata, sharp writes no EXIF, XMP, IPTC or ICC data (colours converted to sRGB).
  let image = sharp(bytes, { animated, limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error" });
  if (!animated) image = image.autoOrient();
  switch (format) {
    case "jpeg":
      image = image.jpeg({ quality: 90, mozjpeg: true });
      break;
    case "png":
      image = image.png();
      break;
    case "gif":
      image = image.gif();
      break;
    case "webp":
      image = image.webp({ quality: 90 });
      break;
    case "avif":
      image = image.avif({ quality: 70, effort: 3 });
      break;
  }
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { ok: true, bytes: new Uint8Array(data), width: info.width, height: info.pageHeight ?? info.height };
}

async function variant(bytes: Uint8Array, target: TVariant, background: string): Promise<TImageTaskResult> {
  // Stored images were oriented when they were stored; the branded card is drawn upright.
  let image = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).resize(target.width, target.height, {
    fit: "cover",
    position: "centre",
  });
  switch (target.format) {
    case "avif":
      image = image.avif({ quality: 50, effort: 3 });
      break;
    case "webp":
      image = image.webp({ quality: 72 });
      break;
    case "jpeg":
      image = image.flatten({ background }).jpeg({ quality: 75, mozjpeg: true, progressive: true });
      break;
  }
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { ok: true, bytes: new Uint8Array(data), width: info.width, height: info.height };
}

export default async function processImage(task: TImageTask): Promise<TImageTaskResult> {
  try {
    return task.kind === "store"
      ? await store(task.bytes, task.format)
      : await variant(task.bytes, task.variant, task.background ?? PAGE_BACKGROUND);
  } catch (error) {
    // libvips says what it could not read ("VipsJpeg: Premature end of input file"); the pool words it for people.
    return { ok: false, reason: "unreadable", message: error instanceof Error ? error.message : String(error) };
  }
}
