// Stores an uploaded image once per content: the same bytes uploaded again get the same URL and no new row.
import { createHash } from "node:crypto";
import type { TDatabase } from "~/db/client.server";
import { media } from "~/db/schema";
import { checkImageUpload } from "./check-image-upload";
import { IMAGE_FORMATS } from "./image-format";
import { buildMediaPath } from "./media-path";

export interface TSavedMedia {
  location: string;
  /** False when the same image was already stored. */
  created: boolean;
}

export async function saveMedia(db: TDatabase, bytes: Uint8Array<ArrayBuffer>): Promise<TSavedMedia> {
  const { format, dimensions } = checkImageUpload(bytes);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const inserted = await db
    .insert(media)
    .values({
      sha256,
      contentType: IMAGE_FORMATS[format].contentType,
      byteSize: bytes.byteLength,
      width: dimensions?.width ?? null,
      height: dimensions?.height ?? null,
      bytes,
    })
    .onConflictDoNothing({ target: media.sha256 })
    .returning({ id: media.id });
  return { location: buildMediaPath(sha256, format), created: inserted.length > 0 };
}
