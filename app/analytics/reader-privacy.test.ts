import { describe, expect, it } from "vitest";
import { describeReaderPrivacy } from "./reader-privacy";

describe("describeReaderPrivacy", () => {
  it("promises no cookies only when the analytics sets none", () => {
    expect(describeReaderPrivacy(null).cookies).toBe("Reading the site sets no cookies.");
    expect(describeReaderPrivacy("plausible").cookies).toMatch(/^Reading the site sets no cookies/);
    expect(describeReaderPrivacy("ga4").cookies).toMatch(/^Reading the site sets Google Analytics cookies \(_ga/);
  });

  it("names the statistics actually collected", () => {
    expect(describeReaderPrivacy(null).statistics).toContain("runs no analytics");
    expect(describeReaderPrivacy("plausible").statistics).toContain("Plausible Analytics");
    expect(describeReaderPrivacy("ga4").statistics).toContain("Google Analytics");
  });
});
