// The table of contents' structured data: an ItemList of the first 10 entries (spec section 9).
import { describe, expect, it } from "vitest";
import type { TTocEntry } from "~/content";
import { buildTocJsonLd } from "./article-json-ld";

const site = { siteName: "Brutal Tech Reviews", siteUrl: "https://example.com" };

function entries(count: number): TTocEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `toc-part-${i + 1}`,
    text: `Part ${i + 1}`,
    level: 2,
    number: `${i + 1}.`,
  }));
}

describe("buildTocJsonLd", () => {
  it("lists at most the first 10 entries, numbered and linked to their headings", () => {
    const jsonLd = buildTocJsonLd(site, "/article/long-read", entries(14));
    expect(jsonLd.itemListElement).toHaveLength(10);
    expect(jsonLd.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "1. Part 1",
      url: "https://example.com/article/long-read#toc-part-1",
    });
    expect(jsonLd.itemListElement.at(-1)).toMatchObject({ position: 10, name: "10. Part 10" });
  });

  it("lists every entry of a shorter table", () => {
    expect(buildTocJsonLd(site, "/article/short", entries(3)).itemListElement.map((item) => item.position)).toEqual([
      1, 2, 3,
    ]);
  });
});
