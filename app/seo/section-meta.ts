// Meta for a section listing page: the page tags plus a breadcrumb and an ItemList of its first articles.
import type { MetaDescriptor } from "react-router";
import type { TArticleCard } from "~/articles/article-card";
import { sectionPageLinks, sectionPageSearch, type TSectionPages } from "~/articles/section-pages";
import { buildBreadcrumbJsonLd, buildItemListJsonLd } from "./json-ld";
import { buildPageMeta, findSite } from "./page-meta";

export function buildSectionMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  input: {
    title: string;
    description: string;
    path: string;
    articles?: TArticleCard[];
    robots?: string;
    // The keyset pages of a newest-first list: a page is its own canonical address, linked to its neighbours.
    pages?: TSectionPages;
  },
): MetaDescriptor[] {
  const site = findSite(matches);
  const links = input.pages ? sectionPageLinks(input.pages) : { older: null, newer: null };
  const pageLinks: { rel: "prev" | "next"; path: string }[] = [];
  if (links.newer !== null) pageLinks.push({ rel: "prev", path: input.path + links.newer });
  if (links.older !== null) pageLinks.push({ rel: "next", path: input.path + links.older });
  return buildPageMeta({
    site,
    title: `${input.title} - ${site.siteName}`,
    description: input.description,
    path: input.path,
    robots: input.robots,
    canonicalSearch: input.pages?.start ? sectionPageSearch(input.pages.category, input.pages.start) : undefined,
    pageLinks,
    jsonLd: [
      buildBreadcrumbJsonLd(site, [
        { name: "Home", path: "/" },
        { name: input.title, path: input.path },
      ]),
      ...(input.articles?.length
        ? [
            buildItemListJsonLd(
              site,
              input.articles.map((a) => ({ name: a.title, path: `/article/${a.slug}` })),
            ),
          ]
        : []),
    ],
  });
}
