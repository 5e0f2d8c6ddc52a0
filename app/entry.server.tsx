// React Router's default Node entry, plus the server HTML islands of this request (app/document/server-html-islands.tsx) and
// the inlined stylesheet (an island too, so the client's JavaScript does not carry it), the page's scripts written
// inert and started after its first paint (app/document/scripts-after-first-paint.tsx, decision 032),
// plus the content security policy of the page: a fresh nonce per render, given to React Router (its inline
// hydration and scroll scripts) and to React (its streaming scripts), and a Content-Security-Policy header whose
// script-src allows only scripts with that nonce (no 'unsafe-inline'). A page the response cache keeps for every
// reader is rendered without a nonce, and its policy names its inline scripts' hashes instead (decisions 047 and
// 056, app/security/cached-page-policy.server.ts); pages never cached (the admin panel) keep the nonce.
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";

import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { wholeResponse } from "~/lib/whole-response.server";
import { inertModuleScripts, START_SCRIPTS_AFTER_FIRST_PAINT } from "~/document/inert-module-scripts.server";
import { ScriptNonce, SCRIPTS_AFTER_FIRST_PAINT_ISLAND } from "~/document/scripts-after-first-paint";
import { getAnalyticsConfig } from "~/analytics";
import { ServerHtmlIslandsProvider, SITE_STYLESHEET_ISLAND } from "~/document/server-html-islands";
import { buildContentSecurityPolicy } from "~/security/security-headers.server";
import { inlineScriptHashes, sharedPageContext } from "~/security/cached-page-policy.server";
import { servicesContext } from "~/services.server";
import { CardsHtmlContext } from "~/components/card-html";
import { PartHtmlContext } from "~/components/part-html";
import { PartHtmlMemo } from "~/components/part-html-memo.server";
import { pageRoutesContext } from "~/document/page-routes.server";
// The stylesheet app/root.tsx inlines; imported here so that it is in the server's code only, not the client's.
import siteStylesheet from "./app.css?inline";

export const streamTimeout = 5_000;

// The layout's parts (the header's section links, the footer) as React rendered them before (decision 060).
const layoutParts = new PartHtmlMemo();

// What every document shows without its JavaScript carrying it.
const DOCUMENT_ISLANDS = {
  [SITE_STYLESHEET_ISLAND]: siteStylesheet,
  [SCRIPTS_AFTER_FIRST_PAINT_ISLAND]: START_SCRIPTS_AFTER_FIRST_PAINT,
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  // Development keeps the policy of every response ('unsafe-inline'): Vite injects inline scripts without a nonce.
  const policy = import.meta.env.DEV ? null : loadContext.get(sharedPageContext) ? "hashes" : "nonce";
  const nonce = policy === "nonce" ? randomBytes(16).toString("base64") : undefined;
  const services = loadContext.get(servicesContext);
  const analytics = policy ? getAnalyticsConfig(services.env) : null;
  // Grids of cards take each card's HTML from the server's memo (decision 057), the layout its header links and footer
  // (decision 060); not in development, where an edited component would otherwise keep the HTML its previous version
  // rendered.
  const cardsHtml = import.meta.env.DEV ? null : services.cardHtml.gridHtml;
  const partHtml = import.meta.env.DEV ? null : layoutParts.partHtml;
  if (nonce) responseHeaders.set("Content-Security-Policy", buildContentSecurityPolicy({ analytics, nonce }));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let userAgent = request.headers.get("user-agent");

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    let readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerHtmlIslandsProvider context={loadContext} documentIslands={DOCUMENT_ISLANDS}>
        <ScriptNonce.Provider value={nonce}>
          <CardsHtmlContext.Provider value={cardsHtml}>
            <PartHtmlContext.Provider value={partHtml}>
              {/* The routes that render pages only: the same document, without building the API's routes (decision 062). */}
              <ServerRouter context={pageRoutesContext(routerContext)} url={request.url} nonce={nonce} />
            </PartHtmlContext.Provider>
          </CardsHtmlContext.Provider>
        </ScriptNonce.Provider>
      </ServerHtmlIslandsProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html");
          // The document is answered whole: no page defers data past its shell, and the response cache keeps whole
          // pages, so a stream would only cost a web-stream conversion per chunk. React's chunks are gathered as
          // written and the document is worked on once, whole. The status is the shell's, as when it was streamed.
          const status = responseStatusCode;
          const chunks: Uint8Array[] = [];
          const body = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // The page's scripts start after its first paint (app/document/scripts-after-first-paint.tsx).
              const html = inertModuleScripts(chunks);
              if (policy === "hashes") {
                const scriptHashes = inlineScriptHashes(html);
                responseHeaders.set("Content-Security-Policy", buildContentSecurityPolicy({ analytics, scriptHashes }));
              }
              resolve(wholeResponse(html, { headers: responseHeaders, status }));
              callback();
            },
          });
          body.on("error", reject);

          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
