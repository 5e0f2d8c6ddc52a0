import { describe, expect, test } from "vitest";
import { AWARD_FALLBACK_LABEL, AWARD_SECTION_HEADINGS, awardBand, buildAwardSectionsMarkdown } from "./award";
import { renderArticleContent } from "./render";

describe("awardBand", () => {
  test.each([
    [10, "Exceptional Award Winner"],
    [9.3, "Exceptional Award Winner"],
    [9, "Exceptional Award Winner"],
    [8.99, "Outstanding Recognition"],
    [8, "Outstanding Recognition"],
    [7.99, "Well-Deserved Award"],
    [7, "Well-Deserved Award"],
    [6.99, "Good Recognition"],
    [6, "Good Recognition"],
    [5.99, "Notable Mention"],
    [5, "Notable Mention"],
    [4.99, "Participation Award"],
    [0, "Participation Award"],
  ])("score %s -> %s", (score, label) => {
    expect(awardBand(score).label).toBe(label);
  });

  test.each([
    [null, 0, 0, 0],
    [undefined, 0, 0, 0],
    [Number.NaN, 0, 0, 0],
    [Number.POSITIVE_INFINITY, 0, 0, 0],
    [-3, 0, 0, 0],
    [12, 1, 100, 5],
    [9.3, 0.93, 93, 5],
    [9, 0.9, 90, 5],
    [7, 0.7, 70, 4],
    [5, 0.5, 50, 3],
    [2.9, 0.29, 29, 1],
    [0.9, 0.09, 9, 0],
  ])("score %s -> ratio %s, width %s%, %s stars", (score, ratio, widthPercent, stars) => {
    const band = awardBand(score);
    expect(band.ratio).toBeCloseTo(ratio, 10);
    expect(band.widthPercent).toBe(widthPercent);
    expect(band.stars).toBe(stars);
  });

  test("unknown and out-of-range scores fall back to the lowest or highest band", () => {
    expect(awardBand(null).label).toBe(AWARD_FALLBACK_LABEL);
    expect(awardBand(Number.NaN).label).toBe(AWARD_FALLBACK_LABEL);
    expect(awardBand(-1).label).toBe(AWARD_FALLBACK_LABEL);
    expect(awardBand(11).label).toBe("Exceptional Award Winner");
  });
});

const AWARD_BODY = `Intro.

## Why This Product Deserves Recognition
- Free plan
- Audited

## What Customers Are Saying
- "Actually free"
- Dated design

## Award Summary
It wins because it is honest.

## How We Tested

Steps.

## The Ugly Truth

Flaws.
`;

describe("award sections", () => {
  test("are parsed out and removed from the remaining body", () => {
    const { award, html, toc } = renderArticleContent(AWARD_BODY, { extractAward: true });
    expect(award).toEqual({
      whyItDeserves: ["Free plan", "Audited"],
      customersSaying: ['"Actually free"', "Dated design"],
      awardSummary: "It wins because it is honest.",
    });
    expect(html).toBe(
      '<p>Intro.</p><h2 id="toc-how-we-tested">How We Tested</h2><p>Steps.</p><h2>The Ugly Truth</h2><p>Flaws.</p>',
    );
    expect(toc).toEqual([]);
  });

  test("read the same from the editor's HTML", () => {
    const html =
      "<p>Intro.</p><h2>Why This Product Deserves Recognition</h2><ul><li>Free plan</li><li>Audited</li></ul>" +
      "<h2>What Customers Are Saying</h2><ul><li>&quot;Actually free&quot;</li><li>Dated design</li></ul>" +
      "<h2>Award Summary</h2><p>It wins because it is honest.</p><h2>How We Tested</h2><p>Steps.</p><h2>The Ugly Truth</h2><p>Flaws.</p>";
    const fromHtml = renderArticleContent(html, { extractAward: true });
    const fromMarkdown = renderArticleContent(AWARD_BODY, { extractAward: true });
    expect(fromHtml).toEqual(fromMarkdown);
  });

  test("stay in the body (with ids) unless extractAward is set", () => {
    const { award, html, toc } = renderArticleContent(AWARD_BODY);
    expect(award).toBeNull();
    expect(html).toContain('<h2 id="toc-award-summary">Award Summary</h2>');
    expect(toc.map((entry) => entry.text)).toContain("Why This Product Deserves Recognition");
  });

  test("are null when absent", () => {
    expect(renderArticleContent("## Other\n\ntext", { extractAward: true }).award).toBeNull();
  });

  test("round-trip through buildAwardSectionsMarkdown", () => {
    const sections = { whyItDeserves: ["A *star*", "B"], customersSaying: ["C_d_e"], awardSummary: "Summary & more." };
    const markdown = buildAwardSectionsMarkdown(sections);
    expect(markdown.startsWith(`## ${AWARD_SECTION_HEADINGS.whyItDeserves}\n- A \\*star\\*\n- B\n`)).toBe(true);
    expect(renderArticleContent(markdown, { extractAward: true }).award).toEqual(sections);
  });
});
