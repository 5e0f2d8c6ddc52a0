import { describe, expect, it } from "vitest";
import { BRANDED_CARD_SIZE, buildBrandedCardSvg, wrapTitle } from "./branded-card-svg";
import { renderBrandedCardPng } from "./branded-card.server";
import { expectFastRun } from "../../tests/support/linear-time";

describe("branded card", () => {
  it("wraps a title by words and ends a cut title with an ellipsis", () => {
    expect(wrapTitle("Apple MacBook Air M4 Review: the quiet laptop", 20)).toEqual([
      "Apple MacBook Air M4",
      "Review: the quiet",
      "laptop",
    ]);
    expect(wrapTitle("one two three four five six seven eight", 9, 2)).toEqual(["one two", "three…"]);
    expect(wrapTitle("Supercalifragilistic", 8)).toEqual(["Supercal", "ifragili", "stic"]);
  });

  it("escapes the title, so markup in it is text", () => {
    const svg = buildBrandedCardSvg({
      title: `<script>"x" & y</script>`,
      sectionLabel: "Reviews",
      score: 8.25,
      siteName: "S",
    });
    expect(svg).toContain("&lt;script&gt;&quot;x&quot; &amp; y&lt;/script&gt;");
    expect(svg).not.toContain("<script>");
    expect(svg).toContain(">8.3/10<");
  });

  it("renders a 1200 x 630 PNG with the text drawn", async () => {
    const png = await renderBrandedCardPng({
      title: "Pixel 9a Review",
      sectionLabel: "Reviews",
      score: 7.5,
      siteName: "Brutal Tech Reviews",
    });
    const view = new DataView(png.buffer);
    expect(Buffer.from(png.subarray(1, 4)).toString("latin1")).toBe("PNG");
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([BRANDED_CARD_SIZE.width, BRANDED_CARD_SIZE.height]);
    const withoutText = await renderBrandedCardPng({ title: "", sectionLabel: "", score: null, siteName: "" });
    // Text adds detail the flat background does not have: the compressed image grows.
    expect(png.byteLength).toBeGreaterThan(withoutText.byteLength + 2000);
  });

  it("wraps 1 MB of hostile title in linear time", () => {
    expect(expectFastRun(() => wrapTitle(`${"a ".repeat(250_000)}${"b".repeat(500_000)}`), 2000).length).toBe(4);
  });
});
