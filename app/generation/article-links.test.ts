import { describe, expect, test } from "vitest";
import { renderArticleContent } from "~/content";
import {
  applyLinkPolicy,
  buildMissingRetailerLinks,
  createLinkPolicy,
  findSitePageLinks,
  findUrls,
} from "./article-links";
import { expectFastRun } from "../../tests/support/linear-time";

const product = {
  title: "Aether X2",
  productUrl: "https://www.amazon.com/dp/B0AETHERX2",
  asin: "B0AETHERX2",
};
const policy = createLinkPolicy({
  products: [product],
  urls: ["https://www.theverge.com/2025/6/2/aether-x3-delay"],
  texts: ["Source text that mentions https://support.aether.example/battery. and nothing else"],
});

function sponsoredButtons(markdown: string): string[] {
  const { html } = renderArticleContent(markdown, { affiliateTag: "brutal-20" });
  return [...html.matchAll(/<a [^>]*class="affiliate-button"[^>]*>/g)].map((match) => match[0]);
}

describe("applyLinkPolicy", () => {
  test("an invented retailer link loses its address, keeping its text", () => {
    const body = "Grab it here: [Check the price](https://www.amazon.com/dp/B000TEST01) today.";
    expect(applyLinkPolicy(body, policy)).toBe("Grab it here: Check the price today.");
  });

  test.each([
    "https://amzn.to/3xYzAbC",
    "https://amzn.eu/d/abc123",
    "https://a.co/d/abc123",
    "https://www.amazon.co.za/dp/B000TEST01",
    "https://www.amazon.cn/dp/B000TEST01",
  ])("a retailer link that was not read (%s) never becomes a sponsored button", (url) => {
    const body = `[Buy](${url}) or <${url}> or ${url} or <a href="${url}">here</a>`;
    const result = applyLinkPolicy(body, policy);
    expect(result).not.toContain(url);
    expect(sponsoredButtons(result)).toEqual([]);
  });

  test("a retailer link to the product that was read points at exactly that page", () => {
    const body = "[See it](https://www.amazon.com/Aether-X2/dp/B0AETHERX2?th=1&tag=someone-21)";
    expect(applyLinkPolicy(body, policy)).toBe("[See it](https://www.amazon.com/dp/B0AETHERX2)");
    expect(sponsoredButtons(applyLinkPolicy(body, policy))).toHaveLength(1);
  });

  test("links to sources and to addresses written in them stay; invented ones lose their address", () => {
    const body = [
      "As [The Verge](https://www.theverge.com/2025/6/2/aether-x3-delay) reported,",
      "see [the support page](https://support.aether.example/battery/) and",
      "[a made-up study](https://research.example.org/aether-study).",
      "Also https://invented.example/page, and www.invented.example.",
    ].join(" ");
    expect(applyLinkPolicy(body, policy)).toBe(
      [
        "As [The Verge](https://www.theverge.com/2025/6/2/aether-x3-delay) reported,",
        "see [the support page](https://support.aether.example/battery/) and",
        "a made-up study.",
        "Also invented.example, and invented.example.",
      ].join(" "),
    );
  });

  test("reference-style definitions and link texts that are addresses are judged too", () => {
    const body = "[Buy][1]\n\n[1]: https://www.amazon.com/dp/B000TEST01\n\n[https://amzn.to/x](https://amzn.to/x)";
    const result = applyLinkPolicy(body, policy);
    expect(result).not.toMatch(/amazon\.com\/dp\/B000TEST01|amzn\.to\/x/);
    expect(sponsoredButtons(result)).toEqual([]);
  });

  test("a link to the site's own pages stays only when the page is linkable, written in its one form", () => {
    const site = {
      ...policy,
      site: {
        origin: "https://brutal.example",
        linkable: new Set(["/article/aether-x1-review", "/reviews", "/reviews?category=smartphones"]),
      },
    };
    const body = [
      "Compare [the Aether X1](/article/aether-x1-review/) and [its rival](/article/invented-rival-review),",
      "[the X1 again](https://www.brutal.example/article/aether-x1-review#battery),",
      "[more phones](/reviews?category=smartphones&utm_source=x), [made-up phones](/reviews?category=invented),",
      "[all reviews](https://brutal.example/reviews), [an admin page](/admin), [a relative one](aether-x1-review),",
      '[a draft](/article/draft-only), <a href="/article/invented-rival-review">here</a>, [mail](mailto:x@y.z).',
    ].join(" ");
    expect(applyLinkPolicy(body, site)).toBe(
      [
        "Compare [the Aether X1](/article/aether-x1-review) and its rival,",
        "[the X1 again](/article/aether-x1-review),",
        "[more phones](/reviews?category=smartphones), made-up phones,",
        "[all reviews](/reviews), an admin page, a relative one,",
        // The anchor's closing tag is left to the sanitiser, as for any dropped anchor.
        "a draft, here</a>, mail.",
      ].join(" "),
    );
    // Without the site's pages in the policy, no link to the site survives.
    expect(applyLinkPolicy("[the Aether X1](/article/aether-x1-review)", policy)).toBe("the Aether X1");
  });

  test("finds the site pages a body links to, however written, once each", () => {
    const body =
      "[a](/article/one) [b](https://brutal.example/article/one/) <https://brutal.example/reviews> [c](https://elsewhere.example/article/two) [d](/tech-news?category=chips) [e](/article/Bad%20Slug)";
    expect(findSitePageLinks(body, "https://brutal.example")).toEqual([
      { kind: "article", slug: "one" },
      { kind: "section", path: "/reviews" },
      { kind: "section", path: "/tech-news", category: "chips" },
    ]);
  });

  test("is linear on hostile input (1 MB)", () => {
    for (const unit of [
      "[a](http://x",
      "<a ",
      "[[[[",
      "http://",
      "[a](<https://amzn.to/",
      "www.",
      "[a](/",
      "[](/article/",
    ]) {
      const hostile = unit.repeat(Math.ceil(1_000_000 / unit.length));
      expectFastRun(() => {
        applyLinkPolicy(hostile, policy);
        findUrls(hostile);
        findSitePageLinks(hostile, "https://brutal.example");
      }, 2_000);
    }
  });
});

describe("buildMissingRetailerLinks", () => {
  test("names the shop whose page was read on the buy button", () => {
    expect(
      buildMissingRetailerLinks("A body without the link.", [
        { title: "DJUNGELSKOG Soft toy", productUrl: "https://www.ikea.com/gb/en/p/djungelskog-1/", shop: "IKEA" },
      ]),
    ).toBe("[Check the current price of DJUNGELSKOG Soft toy on IKEA](https://www.ikea.com/gb/en/p/djungelskog-1/)");
  });
});
