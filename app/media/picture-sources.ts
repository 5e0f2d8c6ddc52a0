// The <source> and <img> candidates a public page writes for one picture (decision 043): an uploaded image in
// AVIF, WebP and JPEG at every variant width, a branded card in WebP at the listing widths with its PNG as the
// fallback. Any other address (a demo SVG, an outside image) has no variants and is shown as it is.
import { CARD_VARIANT_WIDTHS, SOCIAL_IMAGE_WIDTH, VARIANT_FORMATS, VARIANT_WIDTHS } from "./image-variants";
import { buildMediaVariantPath, parseMediaPath } from "./media-path";

export interface TPictureSources {
  sources: { type: string; srcSet: string }[];
  src: string;
  srcSet: string | undefined;
}

const srcSet = (widths: readonly number[], url: (width: number) => string): string =>
  widths.map((width) => `${url(width)} ${width}w`).join(", ");

// The branded card's address (app/articles/article-image.ts): /card-image/{slug}.png.
const CARD_PNG = /^\/card-image\/([^/]+)\.png$/;

export function pictureSources(src: string): TPictureSources | null {
  const uploaded = parseMediaPath(src);
  // A GIF keeps its animation: it is shown as it was uploaded.
  if (uploaded && uploaded.format !== "gif") {
    const url = (format: "avif" | "webp" | "jpeg") => (width: number) =>
      buildMediaVariantPath(uploaded.sha256, width, format);
    return {
      sources: (["avif", "webp"] as const).map((format) => ({
        type: VARIANT_FORMATS[format].contentType,
        srcSet: srcSet(VARIANT_WIDTHS, url(format)),
      })),
      src: url("jpeg")(800),
      srcSet: srcSet(VARIANT_WIDTHS, url("jpeg")),
    };
  }
  const card = CARD_PNG.exec(src);
  if (card) {
    return {
      sources: [
        { type: "image/webp", srcSet: srcSet(CARD_VARIANT_WIDTHS, (width) => `/card-image/${card[1]}-${width}w.webp`) },
      ],
      src,
      srcSet: undefined,
    };
  }
  return null;
}

/** The 1200 x 630 JPEG a social network shows for an uploaded image; null for any other address. */
export function socialImageVariant(src: string): string | null {
  const uploaded = parseMediaPath(src);
  return uploaded && uploaded.format !== "gif"
    ? buildMediaVariantPath(uploaded.sha256, SOCIAL_IMAGE_WIDTH, "jpeg")
    : null;
}
