import { describe, expect, it } from "vitest";
import { renderArticleContent } from "~/content";
import { assembleArticle, clampScore, tidyMarkdownBody, truncateAtWord } from "./assemble-article";
import { buildGeneratedAwardSummary, buildGeneratedReviewSummary } from "./summary-markdown";
import { countWrittenWords } from "./word-count";
import { expectFastRun } from "../../tests/support/linear-time";

describe("summary markdown", () => {
  it("writes the review block the renderer extracts", () => {
    const markdown = buildGeneratedReviewSummary({
      brutalSummary: " Buy it. ",
      positives: ["- Fast", "Quiet"],
      negatives: ["Pricey", " "],
    });
    expect(markdown).toBe(
      "## What Actually Works\n- Fast\n- Quiet\n\n## What's Complete Garbage\n- Pricey\n\n## Brutal Summary\nBuy it.",
    );
    expect(renderArticleContent(markdown).reviewSummary).toEqual({
      brutalSummary: "Buy it.",
      positives: ["Fast", "Quiet"],
      negatives: ["Pricey"],
    });
  });

  it("writes the award block", () => {
    const markdown = buildGeneratedAwardSummary({
      reasons: ["Lasts"],
      customerSays: ["Loved"],
      awardSummary: "Deserved.",
    });
    expect(renderArticleContent(markdown, { extractAward: true }).award).toEqual({
      whyItDeserves: ["Lasts"],
      customersSaying: ["Loved"],
      awardSummary: "Deserved.",
    });
  });
});

describe("tidyMarkdownBody", () => {
  it("drops the title line and model-written summary sections, demotes level-1 headings", () => {
    const body =
      "# My Title\n\nIntro.\n\n# Design\n\nText.\n\n## What Actually Works\n\n- x\n\n### Sub\n\nskip\n\n## Verdict\n\nKeep.";
    expect(tidyMarkdownBody(body, "My Title")).toBe("Intro.\n\n## Design\n\nText.\n\n## Verdict\n\nKeep.");
  });
});

describe("assembleArticle", () => {
  it("enforces the limits of the article fields", () => {
    const article = assembleArticle({
      output: {
        title: "T".repeat(300),
        excerpt: "word ".repeat(200),
        metaTitle: "",
        metaDescription: "description ".repeat(30),
        tags: ["#phones", "Phones", "", "battery"],
        categoryName: " ",
      },
      articleType: "review",
      body: "Body.",
      brutalScore: 12,
      featuredImage: "javascript:alert(1)",
      sourceUrls: ["https://a", "https://a"],
    });
    expect(article.title.length).toBeLessThanOrEqual(255);
    expect(article.excerpt.length).toBeLessThanOrEqual(500);
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);
    expect(article.metaTitle).toBe(article.title);
    expect(article.tags).toEqual(["phones", "battery"]);
    expect(article.brutalScore).toBe(10);
    expect(article).not.toHaveProperty("featuredImage");
    expect(article).not.toHaveProperty("categoryName");
    expect(article.sourceUrls).toEqual(["https://a"]);
  });

  it("clamps and rounds scores", () => {
    expect(clampScore(0)).toBe(1);
    expect(clampScore(7.46)).toBe(7.5);
    expect(clampScore(Number.NaN)).toBeUndefined();
  });

  it("truncates at a word boundary", () => {
    expect(truncateAtWord("The quick brown fox jumps", 12)).toBe("The quick…");
  });
});

describe("countWrittenWords", () => {
  it("counts what a reader sees", () => {
    expect(
      countWrittenWords(
        "## Big Heading\n\n- **Bold** item with a [link text](https://example.com/very/long/path)\n\nIt's 2-in-1.",
      ),
    ).toBe(10);
  });
});

describe("tidyMarkdownBody reads blocks as markdown does", () => {
  it("keeps a '#' line inside a code block as code", () => {
    const body = "Install it:\n\n```sh\n# Brutal Summary\nnpm install\n```\n\n## Verdict\n\nKeep.";
    expect(tidyMarkdownBody(body)).toBe(body);
  });

  it("drops a setext title and reserved setext headings too", () => {
    const body = "My Title\n========\n\nIntro.\n\nBrutal Summary\n--------------\n\nInvented.\n\n## Design\n\nText.";
    expect(tidyMarkdownBody(body, "My Title")).toBe("Intro.\n\n## Design\n\nText.");
  });

  it.each([
    ["headings", "# a\n".repeat(250_000)],
    ["nested quotes and lists", "> - ".repeat(250_000)],
    ["unclosed fences", "```\n# x\n".repeat(125_000)],
  ])("reads 1 MB of %s in linear time", (_, body) => {
    // marked's lexer reads 250,000 headings in about half a second alone; a quadratic reading would take minutes.
    expectFastRun(() => tidyMarkdownBody(body), 5_000);
  });
});
