// Server HTML islands (decisions 022 and 028): HTML a document shows but neither its hydration data nor its
// JavaScript carries, because the page's HTML already holds it. The whole mechanism is this module:
// - server/app.ts starts a request's islands when it asks for a document (`startServerHtmlIslands`); data requests
//   (client navigation, `.data` URLs) have none;
// - a loader hands its HTML over with `serverHtmlIsland`, which keeps it for the document and answers null, or
//   answers the HTML itself for a data request, which carries it in its data as usual;
// - app/entry.server.tsx renders the document inside `ServerHtmlIslandsProvider`, with the document's own islands
//   (the inlined stylesheet, the first-paint start script) beside the loaders';
// - components show an island with `ServerHtml` (trusted, already sanitised HTML) or read one with
//   `useIslandContent`: from the islands on the server, from the element the server wrote (by id) once in the
//   browser, so hydration keeps what the server sent.
import { createContext, useContext, useState, type ReactNode } from "react";
import { createContext as createRouterContext, type RouterContextProvider } from "react-router";

type TIslands = Map<string, string>;

// A document request's islands, in the router context its loaders get.
const serverHtmlIslandsContext = createRouterContext<TIslands | null>(null);

const ServerHtmlIslands = createContext<ReadonlyMap<string, string> | null>(null);

/** The inlined site stylesheet's island: app/entry.server.tsx puts the CSS there, app/root.tsx shows it. */
export const SITE_STYLESHEET_ISLAND = "site-stylesheet";

/** Gives a request's router context its islands when the request asks for a document rather than data. */
export function startServerHtmlIslands(context: RouterContextProvider, pathname: string): void {
  if (!pathname.endsWith(".data")) context.set(serverHtmlIslandsContext, new Map());
}

/**
 * A loader's HTML for the element `id`: kept for the document (the answer is then null, so the hydration data does
 * not carry it again), or answered as it is for a data request.
 */
export function serverHtmlIsland(context: Readonly<RouterContextProvider>, id: string, html: string): string | null {
  const islands = context.get(serverHtmlIslandsContext);
  if (!islands) return html;
  islands.set(id, html);
  return null;
}

/** The document's islands while the server renders it: its loaders' and the document's own (`documentIslands`). */
export function ServerHtmlIslandsProvider({
  context,
  documentIslands,
  children,
}: {
  context: Readonly<RouterContextProvider>;
  documentIslands: Record<string, string>;
  children: ReactNode;
}) {
  const islands = new Map([...(context.get(serverHtmlIslandsContext) ?? []), ...Object.entries(documentIslands)]);
  return <ServerHtmlIslands.Provider value={islands}>{children}</ServerHtmlIslands.Provider>;
}

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

/**
 * Trusted, already sanitised HTML in an element with `id`. `html` is what the loader's `serverHtmlIsland` answered:
 * null when the document was rendered with it as an island, so the server takes it from the islands and the browser
 * hydrates the element with the HTML the server sent, read from the DOM once.
 */
export function ServerHtml({ id, html, className }: { id: string; html: string | null; className?: string }) {
  const initial = useIslandContent(id, (element) => element.innerHTML);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html ?? initial }} />;
}
