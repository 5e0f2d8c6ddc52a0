// The layout's header and footer taken from the part memo are the HTML React renders for them, on every kind of page.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PartHtmlContext } from "./part-html";
import { PartHtmlMemo } from "./part-html-memo.server";
import { SiteFooter, type TSocialLink } from "./SiteFooter";
import { NAV_ITEMS, SiteHeader } from "./SiteHeader";

const SOCIAL: TSocialLink[] = [{ label: "YouTube", url: "https://www.youtube.com/@brutal?a=1&b=<2>", icon: "M3 7h18" }];

function renderLayout(path: string, memo: PartHtmlMemo | null, socialLinks: TSocialLink[], year = 2026): string {
  const Layout = () => (
    <>
      <SiteHeader siteName={`Brutal & "Tech" <Reviews>`} />
      <SiteFooter siteName={`Brutal & "Tech" <Reviews>`} socialLinks={socialLinks} year={year} />
    </>
  );
  const Stub = createRoutesStub([{ path: "*", Component: Layout }]);
  return renderToString(
    <PartHtmlContext.Provider value={memo?.partHtml ?? null}>
      <Stub initialEntries={[path]} />
    </PartHtmlContext.Provider>,
  );
}

describe("layout part memo", () => {
  const paths = ["/", "/article/some-review", "/search", ...NAV_ITEMS.map((item) => item.to), "/reviews/older"];

  it("renders the header and footer as React does, the current section highlighted, twice over", () => {
    const memo = new PartHtmlMemo();
    for (const round of [1, 2]) {
      for (const path of paths) {
        for (const social of [[], SOCIAL]) {
          const html = renderLayout(path, memo, social, 2025 + round);
          expect(html).toBe(renderLayout(path, null, social, 2025 + round));
          expect(html).toContain("<footer");
        }
      }
    }
    // One header's links per section and one for pages of none; one footer per year and set of links.
    expect(memo.size).toBe(NAV_ITEMS.length + 1 + 2 * 2);
    const reviews = renderLayout("/reviews/older", memo, []);
    expect(reviews).toMatch(/aria-current="page"[^>]*href="\/reviews"/);
    expect(reviews.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it("lets a part whose render React would hoist into the head render itself, and stays within its count", () => {
    const memo = new PartHtmlMemo(3);
    expect(memo.partHtml("logo", () => <img src="/favicon.svg" alt="" />)).toBeNull();
    expect(memo.partHtml("text", () => <p>kept</p>)).toBe("<p>kept</p>");
    for (let i = 0; i < 10; i++) memo.partHtml(`part ${i}`, () => <p>{i}</p>);
    expect(memo.size).toBe(3);
  });
});
