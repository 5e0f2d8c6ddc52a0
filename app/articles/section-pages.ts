// The addresses of a section's keyset pages (?before= / ?after= an article id, decision 034): the older and newer
// pages' links, and what a page's canonical address keeps. The category filter travels with them; the limit,
// search and sort do not (pages exist only for the newest-first list without a search).

/** A page of a newest-first list next to one article: those published `before` it (older) or `after` it (newer). */
export type TListPageStart = { before: number } | { after: number };

export interface TSectionPages {
  category: string;
  start: TListPageStart | null;
  olderBefore: number | null;
  newerAfter: number | null;
}

/** The query string (with its `?`, or "" for none) of the page starting next to `start`, in this category. */
export function sectionPageSearch(category: string, start: TListPageStart | null): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (start) {
    if ("before" in start) params.set("before", String(start.before));
    else params.set("after", String(start.after));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The older (rel="next") and newer (rel="prev") pages' query strings, null where there is none. */
export function sectionPageLinks(pages: TSectionPages): { older: string | null; newer: string | null } {
  return {
    older: pages.olderBefore === null ? null : sectionPageSearch(pages.category, { before: pages.olderBefore }),
    newer: pages.newerAfter === null ? null : sectionPageSearch(pages.category, { after: pages.newerAfter }),
  };
}
