// The page's scripts preloaded at low priority. The page is fully rendered by the server: its scripts only make it
// interactive (hydration), so they must not take the network from what the first paint needs (the document, the
// first image). React Router's <Scripts> preloads every module of the page at the browser's default (high) priority;
// React puts these low-priority preloads of the same files at the top of the <head>, so the browser starts each
// file at low priority and the later preload of the same file joins that request (decision 028).
import { preloadModule, type PreloadModuleOptions } from "react-dom";
import type { EntryContext } from "react-router";

/** The modules React Router preloads for this page: the client entry and each matched route, with their imports. */
export function pageModuleHrefs(context: EntryContext): string[] {
  const { manifest, staticHandlerContext } = context;
  const hrefs = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (!route) continue;
    hrefs.add(route.module);
    for (const href of route.imports ?? []) hrefs.add(href);
  }
  return [...hrefs];
}

// React 19.3 passes fetchPriority on to the link; its type definitions do not list it yet.
type TLowPriorityPreload = PreloadModuleOptions & { fetchPriority: "low" };

/** Renders nothing: asks React for a low-priority modulepreload link per file. */
export function LowPriorityModulePreloads({ hrefs, nonce }: { hrefs: string[]; nonce: string | undefined }) {
  for (const href of hrefs) {
    const options: TLowPriorityPreload = { as: "script", nonce, fetchPriority: "low" };
    preloadModule(href, options);
  }
  return null;
}
