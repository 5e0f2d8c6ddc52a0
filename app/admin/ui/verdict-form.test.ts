import { describe, expect, it } from "vitest";
import { fieldsToVerdict, parseCriteria, verdictToFields } from "./verdict-form";

describe("verdict fields", () => {
  it("round-trips a verdict with criteria", () => {
    const verdict = {
      brutalSummary: "Buy it on sale.",
      positives: ["Battery", "Fit"],
      negatives: ["Calls"],
      criteria: [
        { name: "Sound", score: 8.55 },
        { name: "Build: hinge", score: 6 },
      ],
    };
    expect(fieldsToVerdict(verdictToFields(verdict))).toEqual(verdict);
  });

  it("reads empty fields as no verdict", () => {
    expect(fieldsToVerdict(verdictToFields(null))).toBeNull();
    expect(
      fieldsToVerdict({ verdictSummary: "  ", verdictPositives: "\n\n", verdictNegatives: "", verdictCriteria: "" }),
    ).toBeNull();
  });

  it("reads criteria as Name: score lines and names the first it cannot read", () => {
    expect(parseCriteria("Battery: 8,5\nDesign: 7/10\n")).toEqual({
      ok: true,
      criteria: [
        { name: "Battery", score: 8.5 },
        { name: "Design", score: 7 },
      ],
    });
    expect(parseCriteria("Battery 8")).toEqual({ ok: false, line: "Battery 8" });
    expect(parseCriteria("Battery: 11")).toEqual({ ok: false, line: "Battery: 11" });
    expect(parseCriteria(": 5")).toEqual({ ok: false, line: ": 5" });
  });
});
