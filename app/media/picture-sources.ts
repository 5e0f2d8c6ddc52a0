// The <source> and <img> candidates a public page writes for one picture (decision 043): an uploaded image in
// AVIF, WebP and JPEG at every variant width, a branded card in WebP at the listing widths with its PNG as the
// fallback. Any other address (a demo SVG, an outside image) has no variants and is shown as it is.
import { CARD_VARIANT_WIDTHS, SOCIAL_IMAGE_WIDTH, VARIANT_WIDTHS } from "./image-variants";

export interface TPictureSources {
  sources: { type: string; srcSet: string }[];
  /** The <img>'s own address: the 800-pixel JPEG (every browser that reads srcset takes a WebP source first). */
  src: string;
}

const srcSet = (widths: readonly number[], url: (width: number) => string): string =>
  widths.map((width) => `${url(width)} ${width}w`).join(", ");

// An uploaded still image's address (media-path.ts), GIFs left out: they keep their animation, shown as uploaded.
// Matched here rather than through media-path.ts, so public pages' scripts carry no table of image formats.
const UPLOADED_STILL = /^\/media\/([0-9a-f]{64})\.(?:png|jpg|webp|avif)$/;
// The branded card's address (app/articles/article-image.ts): /card-image/{slug}.png.
const CARD_PNG = /^\/card-image\/([^/]+)\.png$/;

export function pictureSources(src: string): TPictureSources | null {
  const uploaded = UPLOADED_STILL.exec(src);
  if (uploaded) {
    return {
      sources: ["avif", "webp"].map((format) => ({
        type: `image/${format}`,
        srcSet: srcSet(VARIANT_WIDTHS, (width) => `/media/${uploaded[1]}-${width}w.${format}`),
      })),
      src: `/media/${uploaded[1]}-800w.jpg`,
    };
  }
  const card = CARD_PNG.exec(src);
  return card
    ? {
        sources: [
          {
            type: "image/webp",
            srcSet: srcSet(CARD_VARIANT_WIDTHS, (width) => `/card-image/${card[1]}-${width}w.webp`),
          },
        ],
        src,
      }
    : null;
}

/** The 1200 x 630 JPEG a social network shows for an uploaded image; null for any other address. */
export function socialImageVariant(src: string): string | null {
  const uploaded = UPLOADED_STILL.exec(src);
  return uploaded ? `/media/${uploaded[1]}-${SOCIAL_IMAGE_WIDTH}w.jpg` : null;
}
