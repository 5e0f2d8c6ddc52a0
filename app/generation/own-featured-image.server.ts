// A generated article's picture becomes the site's own (decision 043): the image the source page named is
// downloaded once, through the page fetcher's guards (private addresses refused on every redirect, image types
// only, 5 MB, the fetch time limit), into the media library with alt text and the page it came from. Readers'
// browsers then never ask the shop, and the picture outlives the shop's URLs. When it cannot be had the article
// keeps no picture (its branded card is shown) and the editor is told why.
import { AppError } from "~/lib/app-error";
import type { TDatabase } from "~/db/client.server";
import { MEDIA_MAX_FILE_BYTES } from "~/media/media-limits";
import { saveMedia } from "~/media/save-media.server";
import type { TGeneratedArticle } from "./article-schema";
import { FetchPageError } from "./errors";
import type { TFetchImage } from "./page-fetcher.server";
import type { TOnGenerationProgress } from "./run-generation.server";

export interface TOwnedImage {
  generated: TGeneratedArticle;
  /** Why the picture was left out, for the editor; null when it was downloaded or there was none. */
  note: string | null;
}

export function imageNotDownloadedNote(reason: string): string {
  return `The product image could not be downloaded, so the article shows its branded card: ${reason}`;
}

export async function ownFeaturedImage(
  db: TDatabase,
  fetchImage: TFetchImage,
  generated: TGeneratedArticle,
  options: { onProgress?: TOnGenerationProgress; signal?: AbortSignal } = {},
): Promise<TOwnedImage> {
  const address = generated.featuredImage;
  if (!address) return { generated, note: null };
  options.onProgress?.({ stage: "validating", message: "Downloading the product image into the media library" });
  try {
    const image = await fetchImage(address, { signal: options.signal, maxBytes: MEDIA_MAX_FILE_BYTES });
    const saved = await saveMedia(db, image.bytes, {
      altText: generated.title,
      sourceUrl: generated.sourceUrls[0] ?? image.finalUrl,
    });
    return { generated: { ...generated, featuredImage: saved.location }, note: null };
  } catch (error) {
    if (!(error instanceof FetchPageError || error instanceof AppError)) throw error;
    const note = imageNotDownloadedNote(error.message);
    options.onProgress?.({ stage: "validating", message: note });
    const { featuredImage: _dropped, ...withoutImage } = generated;
    return { generated: withoutImage, note };
  }
}
