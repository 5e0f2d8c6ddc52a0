// Pathological inputs for the whole render path (markdown, sanitiser, tree pass, reading time), as cmark's
// pathological_tests.py does: each hostile shape is rendered at a size and at eight times that size, and the time must
// grow about linearly. A quadratic routine (the email-autolink scan that held the site for minutes on "_a_a_a…")
// grows 64-fold over three doublings, a linear one eightfold; the bound of 24 leaves room for a loaded machine's noise.
import { describe, expect, test } from "vitest";
import { renderArticleBody, renderBodyAsText } from "./render-article-body";

const SETTINGS = { SITE_URL: "https://brutal.example", AMAZON_ASSOCIATE_TAG: undefined };

// Each shape is a unit repeated (or a function of the repeat count); the base size is 5 to 15 KB.
const SHAPES: Record<string, (n: number) => string> = {
  "underscore emphasis without spaces": (n) => "_a".repeat(n),
  "asterisk emphasis without spaces": (n) => "*a".repeat(n),
  "strong emphasis without spaces": (n) => "**a".repeat(n),
  "nested strong emphasis": (n) => "*a **a ".repeat(n),
  "emphasis closers without openers": (n) => "a_ ".repeat(n),
  "emphasis openers without closers": (n) => "_a ".repeat(n),
  "mismatched openers and closers": (n) => "*a_ ".repeat(n),
  "openers and closers multiple of 3": (n) => `a**b${"c* ".repeat(n)}`,
  "link closers without openers": (n) => "a]".repeat(n),
  "link openers without closers": (n) => "[a".repeat(n),
  "link openers and emphasis closers": (n) => "[ a_".repeat(n),
  "nested brackets": (n) => `${"[".repeat(n)}a${"]".repeat(n)}`,
  "image openers": (n) => "![".repeat(n),
  "unclosed links with angle brackets": (n) => "[a](<b".repeat(n),
  "unclosed links": (n) => "[a](b".repeat(n),
  "backtick runs": (n) => "e`a`".repeat(n),
  "unclosed backticks of growing length": (n) =>
    Array.from({ length: Math.sqrt(n) * 2 }, (_, i) => "`".repeat(i + 1)).join("a"),
  "nested block quotes": (n) => `${">".repeat(n)}a`,
  "unclosed comments": (n) => "<!--".repeat(n),
  "unclosed tags": (n) => "<a href=".repeat(n),
  "address characters before an at sign": (n) => `${"a.".repeat(n)}@`,
};

const BASE_UNITS = 2_500;

function renderTime(body: string): number {
  const started = performance.now();
  renderArticleBody(SETTINGS, { content: body, articleType: "review" });
  return performance.now() - started;
}

describe("the render path on pathological input", () => {
  test.each(Object.entries(SHAPES))("%s grows linearly", (_name, shape) => {
    const smallBody = shape(BASE_UNITS);
    const largeBody = shape(BASE_UNITS * 8);
    renderTime(shape(BASE_UNITS / 4)); // warm-up
    // Interleaved, fastest of three: a pause of the loaded machine lands on one run, not on one size.
    let small = Infinity;
    let large = Infinity;
    for (let run = 0; run < 3; run++) {
      small = Math.min(small, renderTime(smallBody));
      large = Math.min(large, renderTime(largeBody));
    }
    // The 25 ms floor keeps noise on small times (a garbage collection) from counting as growth.
    expect(large, `${small.toFixed(1)} ms, then ${large.toFixed(1)} ms at eight times the size`).toBeLessThan(
      24 * Math.max(small, 25),
    );
  });
});

describe("renderBodyAsText", () => {
  test("shows a body as escaped paragraphs of its own text", () => {
    const body = renderBodyAsText({ content: "_a_a <script>x</script>\n\nsecond & last", articleType: "review" });
    expect(body.html).toBe("<p>_a_a &lt;script&gt;x&lt;/script&gt;</p><p>second &amp; last</p>");
    expect(body.toc).toEqual([]);
    expect(body.readingMinutes).toBe(1);
  });
});
