import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { StartScriptsAfterFirstPaint } from "~/document/scripts-after-first-paint";
import { SITE_STYLESHEET_ISLAND, useIslandContent } from "~/document/server-html-islands";
import type { Route } from "./+types/root";

/**
 * The site's stylesheet, inlined so the first paint waits for no extra request. The server renders it from the
 * islands (app/entry.server.tsx puts app/app.css there); the browser keeps the text it received, so the CSS is not
 * in the client's JavaScript too.
 */
function SiteStylesheet() {
  const css = useIslandContent(SITE_STYLESHEET_ISLAND, (element) => element.textContent ?? "");
  return <style id={SITE_STYLESHEET_ISLAND} dangerouslySetInnerHTML={{ __html: css }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0f" />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <SiteStylesheet />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
        <StartScriptsAfterFirstPaint />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{notFound ? "404 Page Not Found" : "Something went wrong"}</title>
      <h1 className="text-3xl font-bold">{notFound ? "404 Page Not Found" : "Something went wrong"}</h1>
      <p className="mt-4 text-zinc-400">
        {notFound
          ? "That page does not exist. Unlike most product claims, we checked."
          : "The page failed to load. Try again in a moment."}
      </p>
      <a href="/" className="mt-8 inline-block rounded-md bg-accent-strong px-5 py-2.5 font-semibold text-white">
        Back to Home
      </a>
    </main>
  );
}
