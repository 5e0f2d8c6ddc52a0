import { describe, expect, test } from "vitest";
import { EXCLUDED_TOC_HEADINGS, headingId, isExcludedTocHeading, numberHeadings } from "./headings";
import { renderArticleContent } from "./render";

describe("headingId", () => {
  test.each([
    ["Battery Life", "toc-battery-life"],
    ["Design and Build: Boring in the Best Way", "toc-design-and-build-boring-in-the-best-way"],
    ["What's New?", "toc-whats-new"],
    ["M4 vs. M3 -- Which?", "toc-m4-vs-m3-which"],
    ["  - Edge hyphens -  ", "toc-edge-hyphens"],
    ["1,140 logins in 2 minutes", "toc-1140-logins-in-2-minutes"],
    ["Café Mode", "toc-café-mode"],
    ["!!!", "toc-section"],
  ])("%s -> %s", (text, id) => {
    expect(headingId(text)).toBe(id);
  });
});

describe("isExcludedTocHeading", () => {
  test.each([
    ...EXCLUDED_TOC_HEADINGS,
    "what actually works",
    "What’s Complete Garbage",
    "Final Verdict:",
    "  The Ugly   Truth ",
  ])("excludes %s", (text) => {
    expect(isExcludedTocHeading(text)).toBe(true);
  });

  test("keeps headings that only contain an excluded title", () => {
    expect(isExcludedTocHeading("Final Verdict on Battery")).toBe(false);
  });
});

describe("numberHeadings", () => {
  test("numbers hierarchically", () => {
    expect(numberHeadings([2, 3, 4, 4, 3, 2, 3])).toEqual(["1.", "1.1.", "1.1.1.", "1.1.2.", "1.2.", "2.", "2.1."]);
  });

  test("numbers a level-3 heading before any level-2 at the top level, then continues", () => {
    expect(numberHeadings([3, 3, 2, 3])).toEqual(["1.", "2.", "3.", "3.1."]);
  });

  test("collapses a skipped level (h4 straight under h2)", () => {
    expect(numberHeadings([2, 4, 3, 4])).toEqual(["1.", "1.1.", "1.2.", "1.2.1."]);
  });

  test("starts a leading h4 at the top level", () => {
    expect(numberHeadings([4, 2])).toEqual(["1.", "2."]);
  });
});

describe("table of contents through renderArticleContent", () => {
  test("builds entries with ids, text, level and number", () => {
    const { toc, html } = renderArticleContent("## One\n\ntext\n\n### Two\n\n#### Three\n\n## Four");
    expect(toc).toEqual([
      { id: "toc-one", text: "One", level: 2, number: "1." },
      { id: "toc-two", text: "Two", level: 3, number: "1.1." },
      { id: "toc-three", text: "Three", level: 4, number: "1.1.1." },
      { id: "toc-four", text: "Four", level: 2, number: "2." },
    ]);
    expect(html).toContain('<h2 id="toc-one">One</h2>');
    expect(html).toContain('<h4 id="toc-three">Three</h4>');
  });

  test("is empty with fewer than 3 headings, but the headings still get ids", () => {
    const { toc, html } = renderArticleContent("## One\n\n## Two\n\ntext");
    expect(toc).toEqual([]);
    expect(html).toContain('<h2 id="toc-one">One</h2>');
  });

  test("counts exactly 3 headings as enough", () => {
    expect(renderArticleContent("## A\n\n## B\n\n## C").toc).toHaveLength(3);
  });

  test("ignores h1, h5 and h6", () => {
    const { toc, html } = renderArticleContent("# Top\n\n## A\n\n##### Five\n\n###### Six\n\n## B");
    expect(toc).toEqual([]);
    expect(html).toContain("<h1>Top</h1>");
    expect(html).toContain("<h5>Five</h5>");
  });

  test("makes duplicate ids unique with -2, -3", () => {
    const { toc } = renderArticleContent("## Price\n\n## Price\n\n## Price!\n\n## Price 2");
    expect(toc.map((entry) => entry.id)).toEqual(["toc-price", "toc-price-2", "toc-price-3", "toc-price-2-2"]);
  });

  test("gives excluded headings no id, keeps them in the body, and leaves them out of the count", () => {
    const { toc, html } = renderArticleContent(
      "## Design\n\n## Final Verdict\n\nBuy it.\n\n## The Ugly Truth\n\nNo.\n\n## Battery",
    );
    expect(toc).toEqual([]);
    expect(html).toContain("<h2>Final Verdict</h2>");
    expect(html).toContain("<h2>The Ugly Truth</h2>");
  });

  test("numbers around excluded headings as if they were absent", () => {
    const { toc } = renderArticleContent("## A\n\n## Final Verdict\n\n### B\n\n## C");
    expect(toc.map((entry) => `${entry.number} ${entry.text}`)).toEqual(["1. A", "1.1. B", "2. C"]);
  });

  test("takes heading text without markup from editor HTML", () => {
    const { toc } = renderArticleContent("<h2>Battery <em>Life</em></h2><h3>Heat &amp; Noise</h3><h2>Price</h2>");
    expect(toc.map((entry) => [entry.id, entry.text])).toEqual([
      ["toc-battery-life", "Battery Life"],
      ["toc-heat-noise", "Heat & Noise"],
      ["toc-price", "Price"],
    ]);
  });

  test("replaces an id already present in the input", () => {
    const { html } = renderArticleContent('<h2 id="evil">A</h2>');
    expect(html).toBe('<h2 id="toc-a">A</h2>');
  });
});
