// What the article page says about a downloaded featured image: the page it came from (a generated article's
// product image, decision 043), credited under the picture. Null for an editor's upload or any other address.
import { eq } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { media } from "~/db/schema";
import { parseMediaPath } from "./media-path";

export async function findMediaSource(db: TDatabase, src: string | null): Promise<{ sourceUrl: string } | null> {
  const uploaded = src ? parseMediaPath(src) : null;
  if (!uploaded) return null;
  const [row] = await db
    .select({ sourceUrl: media.sourceUrl })
    .from(media)
    .where(eq(media.sha256, uploaded.sha256))
    .limit(1);
  return row?.sourceUrl ? { sourceUrl: row.sourceUrl } : null;
}
