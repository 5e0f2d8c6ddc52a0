// Meta tags for one page, each piece a small pure function composed by buildPageMeta.
import type { MetaDescriptor } from "react-router";

export interface TSite {
  siteName: string;
  siteUrl: string;
}

export interface TPageMetaInput {
  site: TSite;
  title: string;
  description: string;
  path: string;
  image?: string | null;
  type?: "website" | "article";
  robots?: string;
  keywords?: string[];
  publishedTime?: string | null;
  modifiedTime?: string | null;
  jsonLd?: object[];
  /** The query a canonical address keeps (with its `?`): a keyset page of a list is its own page. */
  canonicalSearch?: string;
  /** The previous and next pages of a paged list (`rel="prev"`, `rel="next"`), as site paths. */
  pageLinks?: { rel: "prev" | "next"; path: string }[];
}

export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
export const DEFAULT_ROBOTS = "index, follow, max-image-preview:large, max-snippet:-1";

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function buildCanonical(site: TSite, path: string): string {
  const url = new URL(path, `${site.siteUrl}/`);
  // The canonical address drops tracking and paging parameters.
  return `${site.siteUrl}${url.pathname === "/" ? "/" : url.pathname.replace(/\/+$/, "")}`;
}

// Social networks (Facebook, X, LinkedIn) do not show SVG previews: an SVG image gives way to the default card.
export function buildOgImage(site: TSite, image: string | null | undefined): string {
  const raster = image && !/\.svg(?:[?#]|$)/i.test(image) ? image : "/og-default.png";
  return absoluteUrl(site.siteUrl, raster);
}

export function buildPageMeta(input: TPageMetaInput): MetaDescriptor[] {
  const canonical = buildCanonical(input.site, input.path) + (input.canonicalSearch ?? "");
  const image = buildOgImage(input.site, input.image);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...(input.pageLinks ?? []).map((link) => ({
      tagName: "link",
      rel: link.rel,
      href: absoluteUrl(input.site.siteUrl, link.path),
    })),
    { name: "robots", content: input.robots ?? DEFAULT_ROBOTS },
    { property: "og:site_name", content: input.site.siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.publishedTime) tags.push({ property: "article:published_time", content: input.publishedTime });
  if (input.modifiedTime) tags.push({ property: "article:modified_time", content: input.modifiedTime });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

// Route meta functions read the site from the public layout's loader data.
export function findSite(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): TSite {
  for (const match of matches) {
    const data = match?.loaderData as Partial<TSite> | undefined;
    if (data?.siteName && data.siteUrl) return { siteName: data.siteName, siteUrl: data.siteUrl };
  }
  return { siteName: "Brutal Tech Reviews", siteUrl: "http://localhost:3000" };
}
