// The sizes public pages ask for (decision 043): every variant of an image is cut to the 1200:630 frame every
// picture slot of the site shows (cards, featured images, social previews), at a few widths, in AVIF, WebP and
// JPEG. Pure: names, sizes and the srcset a page writes.

/** Widths a photo is offered at: a phone's card (400 CSS px at 2x is 800), a desktop's featured image, 2x of it. */
export const VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;
/** The branded card's widths: a phone's card and a desktop card at 1x and 2x; the 1200 PNG is its full size. */
export const CARD_VARIANT_WIDTHS = [400, 800, 1200] as const;
export const VARIANT_FRAME = { width: 1200, height: 630 } as const;
/** The 1200 x 630 JPEG that social networks show (og:image, twitter:image). */
export const SOCIAL_IMAGE_WIDTH = 1200;

export const VARIANT_FORMATS = {
  avif: { contentType: "image/avif", extension: "avif" },
  webp: { contentType: "image/webp", extension: "webp" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
} as const;

export type TVariantFormat = keyof typeof VARIANT_FORMATS;

export interface TVariant {
  width: number;
  height: number;
  format: TVariantFormat;
}

export function variantHeight(width: number): number {
  return Math.round((width * VARIANT_FRAME.height) / VARIANT_FRAME.width);
}

/** The variant's part of a URL: `800w.avif`. */
export function variantSuffix(width: number, format: TVariantFormat): string {
  return `${width}w.${VARIANT_FORMATS[format].extension}`;
}

function variantFormatOf(extension: string): TVariantFormat | undefined {
  return (Object.keys(VARIANT_FORMATS) as TVariantFormat[]).find(
    (format) => VARIANT_FORMATS[format].extension === extension,
  );
}

/** Reads `800w.avif` back; null unless the width is one of `widths` and the extension a variant format's. */
export function parseVariantSuffix(suffix: string, widths: readonly number[] = VARIANT_WIDTHS): TVariant | null {
  const match = /^([1-9]\d{2,3})w\.([a-z]{3,4})$/.exec(suffix);
  if (!match) return null;
  const width = Number(match[1]);
  const format = variantFormatOf(match[2]!);
  return format && widths.includes(width) ? { width, height: variantHeight(width), format } : null;
}
