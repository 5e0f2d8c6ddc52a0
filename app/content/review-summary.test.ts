import { describe, expect, test } from "vitest";
import { REVIEW_SUMMARY_HEADINGS, buildReviewSummaryMarkdown, splitVerdictFromBody } from "./review-summary";
import { buildBoxHtml, buildButtonHtml, buildVideoEmbedHtml } from "./editor-snippets";
import { renderArticleContent } from "./render";
import { expectFastRun } from "../../tests/support/linear-time";

const MARKDOWN_BODY = `Intro paragraph.

## Battery

Lasts two days.

## What Actually Works
- Battery life
- **Quiet** fans

## What's Complete Garbage
- The [price](https://example.com/)
- Webcam

## Brutal Summary
Buy it on sale.
`;

const HTML_BODY =
  "<p>Intro paragraph.</p><h2>Battery</h2><p>Lasts two days.</p>" +
  "<h2>What Actually Works</h2><ul><li>Battery life</li><li><strong>Quiet</strong> fans</li></ul>" +
  '<h2>What’s Complete Garbage</h2><ul><li>The <a href="https://example.com/">price</a></li><li>Webcam</li></ul>' +
  "<h2>Brutal Summary</h2><p>Buy it on sale.</p>";

const EXPECTED = {
  brutalSummary: "Buy it on sale.",
  positives: ["Battery life", "Quiet fans"],
  negatives: ["The price", "Webcam"],
};

describe("review summary extraction", () => {
  test("reads the block from markdown and removes it from the body", () => {
    const { reviewSummary, html } = renderArticleContent(MARKDOWN_BODY);
    expect(reviewSummary).toEqual(EXPECTED);
    expect(html).toBe('<p>Intro paragraph.</p><h2 id="toc-battery">Battery</h2><p>Lasts two days.</p>');
  });

  test("reads the same block from the editor's HTML (curly apostrophe included)", () => {
    const fromHtml = renderArticleContent(HTML_BODY);
    expect(fromHtml.reviewSummary).toEqual(EXPECTED);
    expect(fromHtml.html).toBe(renderArticleContent(MARKDOWN_BODY).html);
  });

  test("accepts h3 headings in any order, anywhere in the body", () => {
    const body =
      "### Brutal Summary\nShort.\n\n## Middle\n\ntext\n\n### What's Complete Garbage\n- bad\n\n### What Actually Works\n- good\n\n## End";
    const { reviewSummary, html } = renderArticleContent(body);
    expect(reviewSummary).toEqual({ brutalSummary: "Short.", positives: ["good"], negatives: ["bad"] });
    expect(html).toBe('<h2 id="toc-middle">Middle</h2><p>text</p><h2 id="toc-end">End</h2>');
  });

  test("is null when the block is absent", () => {
    expect(renderArticleContent("## Battery\n\nFine.").reviewSummary).toBeNull();
  });

  test("reads a partial block, missing parts empty", () => {
    expect(renderArticleContent("## Brutal Summary\nOnly this.").reviewSummary).toEqual({
      brutalSummary: "Only this.",
      positives: [],
      negatives: [],
    });
  });

  test("joins several summary paragraphs and keeps line-per-item text when there is no list", () => {
    const html = "<h2>Brutal Summary</h2><p>One.</p><p>Two.</p><h2>What Actually Works</h2><p>- fast<br>- light</p>";
    expect(renderArticleContent(html).reviewSummary).toEqual({
      brutalSummary: "One.\n\nTwo.",
      positives: ["fast", "light"],
      negatives: [],
    });
  });

  test("does not treat an h4 or a longer title as the block", () => {
    const { reviewSummary } = renderArticleContent("#### Brutal Summary\nx\n\n## Brutal Summary of Rivals\ny");
    expect(reviewSummary).toBeNull();
  });

  test("keeps a button, a box and a video placed after the verdict in the body (walk 3, P1)", () => {
    const button = buildButtonHtml({ text: "Check the price", url: "https://www.amazon.com/dp/B0TEST" })!;
    const box = buildBoxHtml({ content: "Tip: turn off the bass boost." })!;
    const video = buildVideoEmbedHtml("https://www.youtube.com/watch?v=dQw4w9WgXcQ")!;
    const body =
      "<p>Intro.</p><h2>What Actually Works</h2><ul><li>Fit</li></ul><h2>Brutal Summary</h2>" +
      `<p>Fine for the gym, bad for calls.</p><p>${button}</p>${box}${video}<p>Closing words.</p>`;
    const { reviewSummary, html } = renderArticleContent(body);
    expect(reviewSummary).toEqual({
      brutalSummary: "Fine for the gym, bad for calls.",
      positives: ["Fit"],
      negatives: [],
    });
    expect(html).toContain(">Check the price</a>");
    expect(html).toContain("Tip: turn off the bass boost.");
    expect(html).toContain("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(html).toContain("<p>Closing words.</p>");
  });

  test("a link inside a verdict line stays part of the line", () => {
    const { reviewSummary } = renderArticleContent(
      '<h2>Brutal Summary</h2><p>Buy it at <a href="https://example.com/">the shop</a> on sale.</p>',
    );
    expect(reviewSummary?.brutalSummary).toBe("Buy it at the shop on sale.");
  });

  test("leaves the block in the body when extraction is turned off", () => {
    const { reviewSummary, html } = renderArticleContent(MARKDOWN_BODY, { extractReviewSummary: false });
    expect(reviewSummary).toBeNull();
    expect(html).toContain("<h2>What Actually Works</h2>");
  });
});

describe("buildReviewSummaryMarkdown", () => {
  test("writes the convention", () => {
    expect(buildReviewSummaryMarkdown({ positives: ["a", "b"], negatives: ["c"], brutalSummary: "Fine." })).toBe(
      `## ${REVIEW_SUMMARY_HEADINGS.positives}\n- a\n- b\n\n## ${REVIEW_SUMMARY_HEADINGS.negatives}\n- c\n\n## ${REVIEW_SUMMARY_HEADINGS.brutalSummary}\nFine.\n`,
    );
  });

  test("round-trips through the renderer, markdown characters and markup included", () => {
    const summary = {
      positives: [
        "**Not bold**",
        "5 * 3 = 15",
        "<script>alert(1)</script>",
        "[not](a link)",
        "- leading dash",
        "A & B",
      ],
      negatives: ["# not a heading", "1. not a list", "under_score_words", "pipes | and ~tildes~"],
      brutalSummary: "Multi\nline   text with `code` and \\ backslash.",
    };
    const { reviewSummary, html } = renderArticleContent(`Body.\n\n${buildReviewSummaryMarkdown(summary)}`);
    expect(reviewSummary).toEqual({
      ...summary,
      brutalSummary: "Multi line text with `code` and \\ backslash.",
    });
    expect(html).toBe("<p>Body.</p>");
  });

  test("skips empty items", () => {
    expect(buildReviewSummaryMarkdown({ positives: ["", "  "], negatives: [], brutalSummary: "" })).not.toContain("- ");
  });
});

describe("splitVerdictFromBody", () => {
  test("takes the verdict out of an editor body and keeps everything else", () => {
    const { html, verdict } = splitVerdictFromBody(`${HTML_BODY}<div style="padding:16px">Tip</div>`);
    expect(verdict).toEqual(EXPECTED);
    expect(html).toBe(
      '<p>Intro paragraph.</p><h2>Battery</h2><p>Lasts two days.</p><div style="padding:16px">Tip</div>',
    );
  });

  test("leaves a body without a verdict untouched", () => {
    expect(splitVerdictFromBody("<p>A &amp; B</p>")).toEqual({ html: "<p>A &amp; B</p>", verdict: null });
  });

  test("is linear on a megabyte of hostile nesting", () => {
    const hostile = `<h2>Brutal Summary</h2>${"<p><a>".repeat(50_000)}x`;
    expectFastRun(() => splitVerdictFromBody(hostile), 10_000);
  });
});
