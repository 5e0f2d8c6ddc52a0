// A loader's HTML travels once: in a document's HTML (not its data), or in a data request's data.
import { renderToStaticMarkup } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ServerHtml, ServerHtmlIslandsProvider, serverHtmlIsland, startServerHtmlIslands } from "./server-html-islands";

function requestContext(pathname: string): RouterContextProvider {
  const context = new RouterContextProvider();
  startServerHtmlIslands(context, pathname);
  return context;
}

function renderDocument(context: RouterContextProvider, html: string | null): string {
  return renderToStaticMarkup(
    <ServerHtmlIslandsProvider context={context} documentIslands={{ footer: "<p>Document's own</p>" }}>
      <ServerHtml id="body" html={html} />
      <ServerHtml id="footer" html={null} />
    </ServerHtmlIslandsProvider>,
  );
}

describe("server HTML islands", () => {
  it("keep a document's HTML out of its loader data and write it into the page", () => {
    const context = requestContext("/article/a-review");
    const data = serverHtmlIsland(context, "body", "<p>The body</p>");
    expect(data).toBeNull();
    expect(renderDocument(context, data)).toBe(
      `<div id="body"><p>The body</p></div><div id="footer"><p>Document's own</p></div>`,
    );
  });

  it("hand a data request its HTML in its data", () => {
    const context = requestContext("/article/a-review.data");
    expect(serverHtmlIsland(context, "body", "<p>The body</p>")).toBe("<p>The body</p>");
  });
});
