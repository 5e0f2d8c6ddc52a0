// A page's scripts start after its first paint (decision 032). The server renders every page in full; its scripts
// only hydrate it. React Router writes a `<link rel="modulepreload">` per file and an inline module script whose
// static imports the browser fetches as soon as it parses them, so the files came in while the page was still being
// painted and competed with it. The server writes them inert (app/document/inert-module-scripts.server.ts) and this small
// inline script, after React Router's, starts them on the first contentful paint. Its code is a server island
// (app/document/server-html-islands.tsx), so the client's JavaScript does not carry it.
import { createContext, useContext } from "react";
import { useIslandContent } from "./server-html-islands";

export const SCRIPTS_AFTER_FIRST_PAINT_ISLAND = "scripts-after-first-paint";

/** The page's CSP nonce while the server renders it (app/entry.server.tsx); none in the browser, which hides it. */
export const ScriptNonce = createContext<string | undefined>(undefined);

export function StartScriptsAfterFirstPaint() {
  const nonce = useContext(ScriptNonce);
  const code = useIslandContent(SCRIPTS_AFTER_FIRST_PAINT_ISLAND, (element) => element.textContent ?? "");
  return (
    <script
      id={SCRIPTS_AFTER_FIRST_PAINT_ISLAND}
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
