// The results CSV read by a spreadsheet whatever its list separator (attack round 3, finding N6): no piece of a
// line, split on ",", ";" or a tab, begins a formula.
import { describe, expect, test } from "vitest";
import { csvCell } from "./job-views.server";

const HOSTILE_TITLES = [
  "Gizmo;=HYPERLINK(CHAR(104)&CHAR(116));",
  "=1+1",
  "+SUM(A1)",
  "-2+3",
  "@cmd",
  "\t=tab first",
  "\r=cr first",
  "a\t=after a tab",
  "a;+after a semicolon;@and again",
  'quote " and, comma',
];

describe("csvCell", () => {
  test("quotes every field and doubles its quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell(4)).toBe('"4"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
  });

  test.each([",", ";", "\t"])("no piece split on %j begins a formula", (separator) => {
    const line = [2, ...HOSTILE_TITLES, "failed"].map(csvCell).join(",");
    for (const piece of line.split(separator)) {
      expect(piece.replace(/^"+/, ""), JSON.stringify(piece)).not.toMatch(/^[=+\-@]/);
    }
  });

  test("keeps the text a person reads", () => {
    expect(csvCell("Gizmo;=HYPERLINK(1)")).toBe(`"Gizmo;'=HYPERLINK(1)"`);
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("Pixel 10 - brutal review")).toBe('"Pixel 10 - brutal review"');
  });
});
