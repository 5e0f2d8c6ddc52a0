// Parts of the public layout taken as HTML React rendered before (decision 060): the header's section links and the
// footer are the same on every page for the same few values (the section a page is in, the site's name and links,
// the year), so the server renders each once and keeps it (app/components/part-html-memo.server.tsx) instead of
// rendering their links again for every page. The context is set only while the server renders a document; in the
// browser it is null and the part renders its elements, hydrating the same elements the server sent.
import { createContext, useContext, type ReactElement, type ReactNode } from "react";

/** The HTML of the part `key` names, rendered from `render` the first time; null: the part renders itself. */
export type TPartHtml = (key: string, render: () => ReactElement) => string | null;

export const PartHtmlContext = createContext<TPartHtml | null>(null);

/**
 * The props that fill an element with its part: the kept HTML on the server, its children in the browser. `key`
 * names everything the part's HTML depends on.
 */
export function usePartContent(
  key: string,
  render: () => ReactElement,
): { dangerouslySetInnerHTML: { __html: string } } | { children: ReactNode } {
  const html = useContext(PartHtmlContext)?.(key, render) ?? null;
  return html === null ? { children: render() } : { dangerouslySetInnerHTML: { __html: html } };
}
