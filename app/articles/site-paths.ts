// The site's own pages a link in an article may point at, in one written form each: an article
// (`/article/{slug}`), a section (`/reviews`) and a section filtered by a category (`/reviews?category={slug}`).
// Links written relative to the site or with its origin are read into that form; the link policy of generators and
// the editor's link suggestions compare and write links by it.
import { isValidSlug } from "~/lib/slug";
import { SECTIONS } from "./article-types";

export type TSitePage =
  | { kind: "article"; slug: string }
  | { kind: "section"; path: string; category?: string | undefined };

export function articlePath(slug: string): string {
  return `/article/${slug}`;
}

/** The one written form of a site page: what links are rewritten to and sets of linkable pages hold. */
export function sitePagePath(page: TSitePage): string {
  if (page.kind === "article") return articlePath(page.slug);
  return page.category ? `${page.path}?category=${page.category}` : page.path;
}

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment).normalize("NFC");
  } catch {
    return null;
  }
}

/** The address a link target names, when it is on this site (a path, `//host/...` or the site's own origin). */
function siteUrl(target: string, origin: URL): URL | null {
  const text = target.trim();
  if (text.startsWith("/")) {
    const base = text.startsWith("//") ? `${origin.protocol}${text}` : new URL(text, origin).href;
    if (!URL.canParse(base)) return null;
    const url = new URL(base);
    return sameHost(url, origin) ? url : null;
  }
  if (!/^https?:\/\//i.test(text) || !URL.canParse(text)) return null;
  const url = new URL(text);
  return sameHost(url, origin) ? url : null;
}

function sameHost(url: URL, origin: URL): boolean {
  return url.host.replace(/^www\./, "") === origin.host.replace(/^www\./, "");
}

/**
 * The site page a link target names, or null when it names another site or none of the pages a link may point
 * at. A trailing slash, a fragment and any query other than a section's `category` are left out.
 */
export function readSitePage(target: string, siteOrigin: string): TSitePage | null {
  if (!URL.canParse(siteOrigin)) return null;
  const url = siteUrl(target, new URL(siteOrigin));
  if (!url) return null;
  const path = url.pathname.replace(/\/+$/, "");
  const article = /^\/article\/([^/]+)$/.exec(path);
  if (article) {
    const slug = decodedSegment(article[1]!);
    return slug && isValidSlug(slug) ? { kind: "article", slug } : null;
  }
  const section = SECTIONS.find((candidate) => candidate.path === path);
  if (!section) return null;
  const category = url.searchParams.get("category")?.trim().toLowerCase();
  if (category && !isValidSlug(category)) return null;
  return { kind: "section", path: section.path, ...(category ? { category } : {}) };
}
