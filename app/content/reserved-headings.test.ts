import { describe, expect, test } from "vitest";
import { tidyMarkdownBody } from "~/generation/assemble-article";
import { renderArticleContent } from "./render";
import { RESERVED_HEADINGS, isReservedHeading } from "./reserved-headings";
import { expectFastRun } from "../../tests/support/linear-time";

describe("reserved headings", () => {
  test("are the renderer's summary and award headings", () => {
    expect(RESERVED_HEADINGS).toEqual([
      "What Actually Works",
      "What's Complete Garbage",
      "Brutal Summary",
      "Why This Product Deserves Recognition",
      "What Customers Are Saying",
      "Award Summary",
    ]);
  });

  test.each([
    "Brutal Summary:",
    "**Brutal Summary**",
    "brutal  summary.",
    "What’s Complete Garbage",
    "Award Summary !",
  ])("%s is reserved", (text) => {
    expect(isReservedHeading(text)).toBe(true);
  });

  test.each(["Final Verdict", "Brutal Summary of the camera", "Summary", `${"Brutal Summary ".repeat(20)}`])(
    "%s is not",
    (text) => {
      expect(isReservedHeading(text)).toBe(false);
    },
  );

  test("a model's '## Brutal Summary:' never becomes the verdict: the generator drops it, the code-built one stands", () => {
    const model = "Intro.\n\n## Brutal Summary:\n\nInvented verdict.\n\n## Design\n\nText.";
    const body = tidyMarkdownBody(model);
    expect(body).toBe("Intro.\n\n## Design\n\nText.");
    const content = `${body}\n\n## What Actually Works\n\n- Battery\n\n## What's Complete Garbage\n\n- Camera\n\n## Brutal Summary\n\nThe real verdict.`;
    expect(renderArticleContent(content).reviewSummary?.brutalSummary).toBe("The real verdict.");
  });

  test("tidyMarkdownBody is linear on hostile input (1 MB)", () => {
    const inputs = [`#  ${" ".repeat(1_000_000)}x`, "## a\n".repeat(200_000), `## ${"#".repeat(1_000_000)}`];
    for (const input of inputs) {
      // marked's lexer reads 200,000 headings in about half a second alone; a quadratic reading would take minutes.
      expectFastRun(() => tidyMarkdownBody(input), 5_000);
    }
  });
});
