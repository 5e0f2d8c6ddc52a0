import { describe, expect, test } from "vitest";
import { renderArticleContent } from "./render";
import { generateLongArticle } from "./sample-article";
import { demoArticles } from "~/seed/demo-content";

const MARKDOWN = `Opening with **bold**, *italics* and a [link](https://example.com/a?b=1&c=2).

## Battery & Heat

It's "fine".

- one
- two

1. first
2. second

### Ports

> A quote.

## Price
`;

const EDITOR_HTML = `<p>Opening with <strong>bold</strong>, <em>italics</em> and a <a href="https://example.com/a?b=1&amp;c=2">link</a>.</p>
<h2>Battery &amp; Heat</h2>
<p>It&#39;s &quot;fine&quot;.</p>
<ul>
  <li>one</li>
  <li>two</li>
</ul>
<ol>
<li>first</li>
<li>second</li>
</ol>
<h3>Ports</h3>
<blockquote>
<p>A quote.</p>
</blockquote>
<h2>Price</h2>`;

describe("renderArticleContent", () => {
  test("markdown and the editor's HTML for the same article give the same output", () => {
    const fromMarkdown = renderArticleContent(MARKDOWN);
    const fromHtml = renderArticleContent(EDITOR_HTML);
    expect(fromHtml).toEqual(fromMarkdown);
    expect(fromMarkdown.html).toBe(
      '<p>Opening with <strong>bold</strong>, <em>italics</em> and a <a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">link</a>.</p>' +
        '<h2 id="toc-battery-heat">Battery &amp; Heat</h2><p>It\'s "fine".</p><ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol>' +
        '<h3 id="toc-ports">Ports</h3><blockquote><p>A quote.</p></blockquote><h2 id="toc-price">Price</h2>',
    );
    expect(fromMarkdown.toc.map((entry) => entry.number)).toEqual(["1.", "1.1.", "2."]);
  });

  test("keeps whitespace that matters: inline spaces and preformatted code", () => {
    const { html } = renderArticleContent("Some **a** *b* text\n\n```\nline 1\n\n  line 2\n```");
    expect(html).toBe("<p>Some <strong>a</strong> <em>b</em> text</p><pre><code>line 1\n\n  line 2\n</code></pre>");
  });

  test("renders every demo article, pulling out summaries and award sections", () => {
    for (const article of demoArticles) {
      const award = article.articleType === "award";
      const rendered = renderArticleContent(article.content, { extractAward: award, affiliateTag: "brutal-20" });
      expect(rendered.html.length).toBeGreaterThan(500);
      expect(rendered.html).not.toContain("What Actually Works");
      expect(rendered.html).not.toContain("<script");
      if (award) expect(rendered.award?.whyItDeserves.length).toBeGreaterThan(0);
      if (rendered.html.includes("amazon.")) expect(rendered.html).toContain("tag=brutal-20");
    }
  });

  test("returns empty output for empty content", () => {
    expect(renderArticleContent("")).toEqual({ html: "", toc: [], reviewSummary: null, award: null });
  });

  // Speed is measured by render.bench.ts (npm run bench), not asserted here: other test files share the CPU.
  test("renders a 10,000-word article with its full table of contents", () => {
    const article = generateLongArticle(10_000);
    expect(article.split(/\s+/).length).toBeGreaterThanOrEqual(10_000);
    for (let i = 0; i < 3; i++) renderArticleContent(article);
    const rendered = renderArticleContent(article, { affiliateTag: "brutal-20" });
    expect(rendered.toc.length).toBeGreaterThan(50);
  });
});
