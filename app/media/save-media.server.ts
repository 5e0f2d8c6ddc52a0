// Stores an image once per content: checked by its bytes, then oriented and stripped of its metadata in the image
// pool (decision 043); the stored bytes name it, so the same image uploaded again gets the same URL and no new row.
import { createHash } from "node:crypto";
import type { TDatabase } from "~/db/client.server";
import { media } from "~/db/schema";
import { checkImageUpload } from "./check-image-upload";
import { IMAGE_FORMATS } from "./image-format";
import { prepareImageForStorage } from "./image-pool.server";
import { buildMediaPath } from "./media-path";

/** What a downloaded image carries beyond its bytes: a description and the page it came from. */
export interface TMediaOrigin {
  altText: string;
  sourceUrl: string;
}

export interface TSavedMedia {
  location: string;
  /** False when the same image was already stored. */
  created: boolean;
  width: number;
  height: number;
}

export async function saveMedia(
  db: TDatabase,
  uploaded: Uint8Array<ArrayBuffer>,
  origin?: TMediaOrigin,
): Promise<TSavedMedia> {
  const { format } = checkImageUpload(uploaded);
  const { bytes, width, height } = await prepareImageForStorage(uploaded, format);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const inserted = await db
    .insert(media)
    .values({
      sha256,
      contentType: IMAGE_FORMATS[format].contentType,
      byteSize: bytes.byteLength,
      width,
      height,
      bytes,
      altText: origin?.altText ?? null,
      sourceUrl: origin?.sourceUrl ?? null,
    })
    .onConflictDoNothing({ target: media.sha256 })
    .returning({ id: media.id });
  return { location: buildMediaPath(sha256, format), created: inserted.length > 0, width, height };
}
