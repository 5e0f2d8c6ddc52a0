// What the article page says about a downloaded featured image: the page it came from (a generated article's
// product image, decision 043), credited under the picture. Null for an editor's upload or any other address.
import { eq } from "drizzle-orm";
import type { TDatabase } from "~/db/client.server";
import { media } from "~/db/schema";
import { parseMediaPath } from "./media-path";

export interface TMediaSource {
  sourceUrl: string;
  /** The source's host as the credit names it ("amazon.com"). */
  host: string;
}

export async function findMediaSource(db: TDatabase, src: string | null): Promise<TMediaSource | null> {
  const uploaded = src ? parseMediaPath(src) : null;
  if (!uploaded) return null;
  const [row] = await db
    .select({ sourceUrl: media.sourceUrl })
    .from(media)
    .where(eq(media.sha256, uploaded.sha256))
    .limit(1);
  if (!row?.sourceUrl || !URL.canParse(row.sourceUrl)) return null;
  return { sourceUrl: row.sourceUrl, host: new URL(row.sourceUrl).hostname.replace(/^www\./, "") };
}
