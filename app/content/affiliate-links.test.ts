import { describe, expect, test } from "vitest";
import { isRetailerUrl, withAssociateTag } from "./affiliate-links";
import { renderArticleContent } from "./render";

describe("isRetailerUrl", () => {
  test.each([
    "https://www.amazon.com/dp/B0TEST",
    "https://amazon.co.uk/dp/B0TEST",
    "http://www.amazon.de/gp/product/B0TEST",
    "https://smile.amazon.com/dp/B0TEST",
    "https://www.amazon.co.jp/dp/B0TEST",
    "https://amzn.to/3abcDEF",
    "HTTPS://WWW.AMAZON.COM/dp/B0TEST",
  ])("%s is the retailer", (url) => {
    expect(isRetailerUrl(url)).toBe(true);
  });

  test.each([
    "https://amazon.evil.example/dp/B0TEST",
    "https://www.amazon.com.evil.example/dp/B0TEST",
    "https://notamazon.com/dp/B0TEST",
    "https://evil.example/?u=https://www.amazon.com/",
    "/amazon.com/dp/x",
    "mailto:amazon.com",
  ])("%s is not", (url) => {
    expect(isRetailerUrl(url)).toBe(false);
  });
});

describe("withAssociateTag", () => {
  test("adds the tag", () => {
    expect(withAssociateTag("https://www.amazon.com/dp/B0TEST", "brutal-20")).toBe(
      "https://www.amazon.com/dp/B0TEST?tag=brutal-20",
    );
  });

  test("replaces an existing tag and keeps other parameters", () => {
    expect(withAssociateTag("https://www.amazon.com/dp/B0TEST?th=1&tag=someone-21", "brutal-20")).toBe(
      "https://www.amazon.com/dp/B0TEST?th=1&tag=brutal-20",
    );
  });

  test("leaves the link alone without a tag, and leaves amzn.to short links alone", () => {
    expect(withAssociateTag("https://www.amazon.com/dp/B0TEST?tag=x-20", undefined)).toBe(
      "https://www.amazon.com/dp/B0TEST?tag=x-20",
    );
    expect(withAssociateTag("https://www.amazon.com/dp/B0TEST", "  ")).toBe("https://www.amazon.com/dp/B0TEST");
    expect(withAssociateTag("https://amzn.to/3abc", "brutal-20")).toBe("https://amzn.to/3abc");
  });
});

describe("links in rendered articles", () => {
  test("retailer links become sponsored buttons with the tag", () => {
    const { html } = renderArticleContent("[Check the price](https://www.amazon.com/dp/B0TEST?tag=old-20)", {
      affiliateTag: "brutal-20",
    });
    expect(html).toBe(
      '<p><a href="https://www.amazon.com/dp/B0TEST?tag=brutal-20" class="affiliate-button" rel="sponsored nofollow noopener" target="_blank">Check the price</a></p>',
    );
  });

  test("short links become sponsored buttons too", () => {
    const { html } = renderArticleContent('<p><a href="https://amzn.to/3abc">Buy</a></p>', {
      affiliateTag: "brutal-20",
    });
    expect(html).toBe(
      '<p><a href="https://amzn.to/3abc" class="affiliate-button" rel="sponsored nofollow noopener" target="_blank">Buy</a></p>',
    );
  });

  test("other external links open in a new tab with noopener noreferrer", () => {
    const { html } = renderArticleContent("See [the maker](https://example.com/spec).");
    expect(html).toBe(
      '<p>See <a href="https://example.com/spec" rel="noopener noreferrer" target="_blank">the maker</a>.</p>',
    );
  });

  test("internal, fragment and mailto links are untouched", () => {
    const { html } = renderArticleContent(
      '<p><a href="/reviews">r</a><a href="#toc-a">f</a><a href="mailto:a@b.example">m</a><a href="https://site.example/about">s</a></p>',
      { siteOrigin: "https://site.example" },
    );
    expect(html).toBe(
      '<p><a href="/reviews">r</a><a href="#toc-a">f</a><a href="mailto:a@b.example">m</a><a href="https://site.example/about">s</a></p>',
    );
  });

  test("a coloured editor button to the retailer keeps its style and becomes sponsored", () => {
    const { html } = renderArticleContent(
      '<p><a href="https://www.amazon.com/dp/X" style="background-color:#8b5cf6">Buy</a></p>',
    );
    expect(html).toContain(
      'style="background-color:#8b5cf6" class="affiliate-button" rel="sponsored nofollow noopener" target="_blank"',
    );
  });
});

describe("one retailer list for renderer and generators", () => {
  test.each([
    "https://amzn.eu/d/abc123",
    "https://a.co/d/abc123",
    "https://www.amazon.co.za/dp/B0TEST",
    "https://www.amazon.cn/dp/B0TEST",
    "https://amzn.asia/d/abc",
    "https://m.amazon.de/dp/B0TEST",
    "https://www.amazon.com./dp/B0TEST",
  ])("%s is the retailer", (url) => {
    expect(isRetailerUrl(url)).toBe(true);
  });
});
