// HTML a document shows but its hydration data does not carry (the article body, already in the page's HTML): the
// loader of a document request puts it here instead of in its data, app/entry.server.tsx hands it to the render,
// and the browser keeps the server's DOM for it (app/components/ServerHtml.tsx). Data requests (client
// navigation, `.data` URLs) have no islands and carry the HTML in their data as usual.
import { createContext, useContext, useState } from "react";
import { createContext as createRouterContext } from "react-router";

// Set by the server for document requests only.
export const serverHtmlIslandsContext = createRouterContext<Map<string, string> | null>(null);

export const ServerHtmlIslands = createContext<ReadonlyMap<string, string> | null>(null);

export function isDocumentRequestPath(pathname: string): boolean {
  return !pathname.endsWith(".data");
}

/** The inlined site stylesheet's island: the server puts the CSS there (app/entry.server.tsx), app/root.tsx shows it. */
export const SITE_STYLESHEET_ISLAND = "site-stylesheet";

/**
 * An island's content: from the server's islands while rendering there, read from its element (by id) once in the
 * browser, so hydration keeps what the server sent and the client's JavaScript never carries it.
 */
export function useIslandContent(id: string, read: (element: HTMLElement) => string): string {
  const islands = useContext(ServerHtmlIslands);
  const [content] = useState(() => {
    const fromServer = islands?.get(id);
    if (fromServer !== undefined) return fromServer;
    const element = typeof document === "undefined" ? null : document.getElementById(id);
    return element ? read(element) : "";
  });
  return content;
}
