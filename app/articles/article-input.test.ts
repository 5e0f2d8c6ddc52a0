// Whether a body has anything a reader would see: what an empty editor leaves is no content.
import { describe, expect, it } from "vitest";
import { hasReadableContent } from "./article-input";
import { expectFastRun } from "../../tests/support/linear-time";

describe("hasReadableContent", () => {
  it.each([
    "",
    "<p>&nbsp;</p>",
    "<p><br></p>",
    "<p>&ZeroWidthSpace;&#8203;&#x200B;&zwj;&zwnj;</p>",
    "&NewLine;&Tab;&ensp;&emsp;&thinsp;&NonBreakingSpace;",
    "<!-- a note --><p> </p>",
    "<p></p><!-- never closed <p>Hidden</p>",
  ])("finds nothing to read in %j", (content) => {
    expect(hasReadableContent(content)).toBe(false);
  });

  it.each([
    "Plain words",
    "<p>&amp;</p>",
    "<p>&#169;</p>",
    '<p><img src="/media/x.png" alt=""></p>',
    "## Heading",
    "a < b",
    "<p>Shown</p><!-- hidden -->",
  ])("finds something to read in %j", (content) => {
    expect(hasReadableContent(content)).toBe(true);
  });

  it.each([
    ["unclosed tags", "<".repeat(1_000_000)],
    ["unclosed comments", "<!--".repeat(250_000)],
    ["tags and entities", "<b>&nbsp;</b>&#8203;".repeat(50_000)],
  ])("reads 1 MB of %s in linear time", (_, content) => {
    expectFastRun(() => hasReadableContent(content), 2_000);
  });
});
