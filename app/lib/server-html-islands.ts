// HTML a document shows but its hydration data does not carry (the article body, already in the page's HTML): the
// loader of a document request puts it here instead of in its data, app/entry.server.tsx hands it to the render,
// and the browser keeps the server's DOM for it (app/components/ServerHtml.tsx). Data requests (client
// navigation, `.data` URLs) have no islands and carry the HTML in their data as usual.
import { createContext } from "react";
import { createContext as createRouterContext } from "react-router";

// Set by the server for document requests only.
export const serverHtmlIslandsContext = createRouterContext<Map<string, string> | null>(null);

export const ServerHtmlIslands = createContext<ReadonlyMap<string, string> | null>(null);

export function isDocumentRequestPath(pathname: string): boolean {
  return !pathname.endsWith(".data");
}
