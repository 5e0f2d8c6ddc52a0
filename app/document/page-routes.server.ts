// The route table a document is rendered with: the routes that show a page, without the resource routes (the API,
// feeds, sitemaps, media; decision 062). React Router's ServerRouter builds route objects for every route of the
// manifest it is given, and flattens, ranks and compiles them into a matcher, for every document it renders; two
// thirds of them answer data and never render. A document's matches and the paths above it (the "fog of war"
// manifest the page carries: "/" and "/article" for an article) are all pages, so the document is the same; the
// complete manifest stays the server's for routing, data requests and route discovery.
import type { EntryContext, UNSAFE_AssetsManifest as TAssetsManifest } from "react-router";

type TRouteModules = EntryContext["routeModules"];

const pagesOnly = new WeakMap<TAssetsManifest, TAssetsManifest>();

/** The manifest with only the routes that render (a default export) and the layouts above them. */
export function pageRoutesManifest(manifest: TAssetsManifest, routeModules: TRouteModules): TAssetsManifest {
  const known = pagesOnly.get(manifest);
  if (known) return known;
  const kept = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    if (!route || !routeModules[route.id]?.default) continue;
    for (let id: string | undefined = route.id; id !== undefined && !kept.has(id); id = manifest.routes[id]?.parentId)
      kept.add(id);
  }
  const pages = {
    ...manifest,
    routes: Object.fromEntries(Object.entries(manifest.routes).filter(([id]) => kept.has(id))),
  };
  pagesOnly.set(manifest, pages);
  return pages;
}

/**
 * The context to render a document with: its manifest without resource routes, unless one of the request's own
 * matches is not a page (then the complete one, as React Router gives it).
 */
export function pageRoutesContext(context: EntryContext): EntryContext {
  const manifest = pageRoutesManifest(context.manifest, context.routeModules);
  const allPages = context.staticHandlerContext.matches.every((match) => manifest.routes[match.route.id]);
  return allPages ? { ...context, manifest } : context;
}
