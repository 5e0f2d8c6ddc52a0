// Looks up a stored image by its media file name (`{sha256}.{extension}`).
import { eq } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { media } from "~/db/schema";
import { IMAGE_FORMATS } from "./image-format";
import { parseMediaName } from "./media-path";

export interface TStoredMedia {
  sha256: string;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The image, or null when the name is not one we handed out (unknown hash, or an extension of another type). */
export async function findMedia(db: TDatabase, name: string): Promise<TStoredMedia | null> {
  const parsed = parseMediaName(name);
  if (!parsed) return null;
  const [row] = await db
    .select({ sha256: media.sha256, contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.sha256, parsed.sha256))
    .limit(1);
  if (!row || row.contentType !== IMAGE_FORMATS[parsed.format].contentType) return null;
  return row;
}
