import { describe, expect, it } from "vitest";
import { splitLeadParagraph } from "./lead-paragraph";
import { expectFastRun } from "../../tests/support/linear-time";

describe("splitLeadParagraph", () => {
  it("takes the opening paragraph and leaves the rest in order", () => {
    expect(splitLeadParagraph('\n<p class="x">First <em>one</em>.</p>\n<h2 id="toc-a">A</h2><p>Second.</p>')).toEqual({
      lead: '<p class="x">First <em>one</em>.</p>',
      rest: '\n<h2 id="toc-a">A</h2><p>Second.</p>',
    });
  });

  it("has no lead when the body opens with something else or never closes its paragraph", () => {
    expect(splitLeadParagraph("<h2>A</h2><p>B</p>")).toEqual({ lead: "", rest: "<h2>A</h2><p>B</p>" });
    expect(splitLeadParagraph("<pre>code</pre><p>B</p>")).toEqual({ lead: "", rest: "<pre>code</pre><p>B</p>" });
    expect(splitLeadParagraph("<p>never closed")).toEqual({ lead: "", rest: "<p>never closed" });
    expect(splitLeadParagraph("")).toEqual({ lead: "", rest: "" });
  });

  it("stays linear on 1 MB of hostile input", () => {
    const hostile = ` ${"<p ".repeat(350_000)}`;
    expectFastRun(() => {
      expect(splitLeadParagraph(hostile).lead).toBe("");
      expect(splitLeadParagraph(`<p>${"<p>".repeat(350_000)}</p>`).lead.length).toBe(3 + 1_050_000 + 4);
    }, 2000);
  });
});
