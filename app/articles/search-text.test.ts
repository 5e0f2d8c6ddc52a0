import { describe, expect, it } from "vitest";
import {
  HEADLINE_START as S,
  HEADLINE_STOP as E,
  MAX_SEARCH_QUERY_LENGTH,
  normalizeSearchQuery,
  parseHeadline,
} from "./search-text";

describe("normalizeSearchQuery", () => {
  it("trims, collapses spaces and removes control characters such as NUL", () => {
    expect(normalizeSearchQuery("  noise \u0000 cancelling\t\nheadphones  ")).toBe("noise cancelling headphones");
    expect(normalizeSearchQuery(undefined)).toBe("");
    expect(normalizeSearchQuery("\u0001\u0002")).toBe("");
  });

  it("keeps at most 200 characters without splitting a character", () => {
    expect(normalizeSearchQuery("x".repeat(500))).toHaveLength(MAX_SEARCH_QUERY_LENGTH);
    expect(Array.from(normalizeSearchQuery("😀".repeat(300)))).toHaveLength(MAX_SEARCH_QUERY_LENGTH);
  });
});

describe("parseHeadline", () => {
  it("marks the words between the markers", () => {
    expect(parseHeadline(`The ${S}fast${E} router is really ${S}fast${E}`)).toEqual([
      { text: "The ", match: false },
      { text: "fast", match: true },
      { text: " router is really ", match: false },
      { text: "fast", match: true },
    ]);
  });

  it("joins neighbouring matches into one mark", () => {
    expect(parseHeadline(`all-day ${S}battery${E} ${S}life${E} and ${S}battery${E}, ${S}life${E}`)).toEqual([
      { text: "all-day ", match: false },
      { text: "battery life", match: true },
      { text: " and ", match: false },
      { text: "battery", match: true },
      { text: ", ", match: false },
      { text: "life", match: true },
    ]);
  });

  it("keeps markup as plain text: nothing in the headline becomes HTML", () => {
    const segments = parseHeadline(`<img src=x onerror=alert(1)> ${S}<b>router</b>${E} <script>alert(1)</script>`);
    expect(segments).toEqual([
      { text: "<img src=x onerror=alert(1)> ", match: false },
      { text: "<b>router</b>", match: true },
      { text: " <script>alert(1)</script>", match: false },
    ]);
  });

  it("decodes entities of stored HTML, but never into markers or control characters", () => {
    expect(parseHeadline(`Tom &amp; Jerry &lt;3 &#169; &#x263A; &bogus; &#1;x&#2;`)).toEqual([
      { text: "Tom & Jerry <3 © ☺ &bogus; x", match: false },
    ]);
    expect(parseHeadline("&#1;fake&#2;").every((s) => !s.match)).toBe(true);
  });

  it("copes with an unclosed marker and empty input", () => {
    expect(parseHeadline(`a ${S}b`)).toEqual([
      { text: "a ", match: false },
      { text: "b", match: true },
    ]);
    expect(parseHeadline("")).toEqual([]);
  });
});
