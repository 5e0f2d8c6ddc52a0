import { describe, expect, test } from "vitest";
import {
  contentToHtml,
  convertMarkdown,
  isMarkdown,
  limitMarkdownNesting,
  markdownToHtml,
  MAX_MARKDOWN_INDENT,
} from "./markdown";

describe("isMarkdown", () => {
  test.each([
    ["heading", "Intro\n\n## Battery"],
    ["deeper heading", "#### Small print"],
    ["bullet with -", "Pros:\n- quiet"],
    ["bullet with *", "* quiet"],
    ["bullet with +", "+ quiet"],
    ["numbered list", "Steps:\n1. unbox"],
    ["numbered list with )", "2) charge"],
    ["bold", "It is **loud** at night"],
    ["bold with underscores", "It is __loud__ at night"],
    ["italics", "It is *loud* at night"],
    ["italics with underscores", "It is _loud_ at night"],
    ["link", "See [the maker](https://example.com/x)"],
  ])("detects %s", (_name, text) => {
    expect(isMarkdown(text)).toBe(true);
  });

  test.each([
    ["editor HTML", "<h2>Battery</h2>\n<p>It is <strong>loud</strong>.</p>\n<ul>\n<li>quiet</li>\n</ul>"],
    ["plain prose", "Just a sentence about a laptop."],
    ["arithmetic with spaced asterisks", "2 * 3 * 4 = 24"],
    ["a hashtag", "#notaheading and #another"],
    ["snake_case words", "set max_width_px in the config"],
    ["a price with a dash", "It costs $5 - a bargain"],
  ])("does not mistake %s for markdown", (_name, text) => {
    expect(isMarkdown(text)).toBe(false);
  });

  test("stays fast on long hostile lines", () => {
    const hostile = `${"**a ".repeat(50_000)}\n${"[".repeat(50_000)}\n${"_x ".repeat(50_000)}`;
    // Linear: about 130 ms alone on a 2-core machine, and it doubles with the input. A pattern that backtracks
    // quadratically would take minutes on these 150,000 characters; the bound leaves room for a loaded CI
    // machine (668 ms was seen beside the other suites) without letting that through.
    const started = performance.now();
    isMarkdown(hostile);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("markdownToHtml", () => {
  test("renders headings, lists, emphasis, links and GFM tables with marked", () => {
    const html = markdownToHtml(
      "## Title\n\n- **a**\n- *b*\n\n1. one\n\n[l](https://example.com/)\n\n| A | B |\n|---|---|\n| 1 | 2 |",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<li><strong>a</strong></li>");
    expect(html).toContain("<li><em>b</em></li>");
    expect(html).toContain("<ol>");
    expect(html).toContain('<a href="https://example.com/">l</a>');
    expect(html).toContain("<table>");
    expect(html).toContain("<td>1</td>");
  });

  test("sanitises what marked lets through", () => {
    const html = markdownToHtml(
      "[x](javascript:alert(1))\n\n<script>alert(1)</script>\n\n![i](data:image/png;base64,AAAA)",
    );
    expect(html).not.toMatch(/javascript:|<script|data:/i);
  });
});

describe("contentToHtml", () => {
  test("takes editor HTML as it is", () => {
    const html = "<h2>T</h2><p>x</p>";
    expect(contentToHtml(html)).toBe(html);
  });

  test("wraps plain text in paragraphs", () => {
    expect(contentToHtml("First.\n\nSecond.")).toBe("<p>First.</p>\n<p>Second.</p>\n");
  });

  test("sends markdown mixed with HTML blocks through marked", () => {
    expect(contentToHtml('## T\n\n<div style="color:red">box</div>')).toContain("<h2>T</h2>");
  });
});

describe("nesting guard", () => {
  test("leaves ordinary markdown alone", () => {
    const markdown = "## T\n\n- a\n  - b\n    - c\n\n> quote\n> > nested\n\n**bold** _it_";
    expect(limitMarkdownNesting(markdown)).toBe(markdown);
  });

  test("clamps indentation and container-marker runs", () => {
    const guarded = limitMarkdownNesting(`${" ".repeat(500)}- x\n${"> ".repeat(100)}y\n${"*".repeat(100)}`);
    const [indented, quoted, stars] = guarded.split("\n");
    expect(indented).toBe(`${" ".repeat(MAX_MARKDOWN_INDENT)}- x`);
    expect((quoted ?? "").match(/>/g)?.length).toBe(16);
    expect(quoted?.endsWith("y")).toBe(true);
    expect(stars).toBe("*".repeat(32));
  });

  test.each([
    ["blockquotes", `${"> ".repeat(5000)}x`],
    ["list markers", `${"- ".repeat(5000)}x`],
    ["mixed markers", `${"> 1. - ".repeat(2000)}x`],
    ["emphasis", `${"*".repeat(5000)}x${"*".repeat(5000)}`],
    ["alternating emphasis", `${"*_".repeat(2500)}x${"_*".repeat(2500)}`],
  ])("5,000 levels of %s neither overflow the stack nor take long", (_name, markdown) => {
    const started = performance.now();
    const html = convertMarkdown(markdown);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(html).toContain("x");
  });
});
