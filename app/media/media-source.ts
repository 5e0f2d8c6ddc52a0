// What the article page says about a downloaded featured image: the page it came from (a generated article's
// product image, decision 043), credited under the picture. Null for an editor's upload or any other address.
// The media row's source URL is read with the article page's one query (app/articles/article-rows.server.ts).
import { parseMediaPath } from "./media-path";

export interface TMediaSource {
  sourceUrl: string;
  /** The source's host as the credit names it ("amazon.com"). */
  host: string;
}

/** The credit of a featured image at `src` whose media row names `sourceUrl` as the page it came from. */
export function mediaSourceOf(src: string | null, sourceUrl: string | null): TMediaSource | null {
  if (!src || !parseMediaPath(src) || !sourceUrl || !URL.canParse(sourceUrl)) return null;
  return { sourceUrl, host: new URL(sourceUrl).hostname.replace(/^www\./, "") };
}
