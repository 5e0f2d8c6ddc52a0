// What browsers and CDNs may do with a public page: keep it, but ask again before each reuse (If-None-Match, which
// the server answers 304 from its cache), so an editor sees a save at once and a deleted article is gone at once.
export const PUBLIC_PAGE_CACHE_CONTROL = "public, no-cache";
