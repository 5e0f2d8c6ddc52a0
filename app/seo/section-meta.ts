// Meta for a section listing page: the page tags plus a breadcrumb and an ItemList of its first articles.
import type { MetaDescriptor } from "react-router";
import type { TArticleCard } from "~/articles/article-card";
import { buildBreadcrumbJsonLd, buildItemListJsonLd } from "./json-ld";
import { buildPageMeta, findSite } from "./page-meta";

export function buildSectionMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  input: { title: string; description: string; path: string; articles?: TArticleCard[]; robots?: string },
): MetaDescriptor[] {
  const site = findSite(matches);
  return buildPageMeta({
    site,
    title: `${input.title} - ${site.siteName}`,
    description: input.description,
    path: input.path,
    robots: input.robots,
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
