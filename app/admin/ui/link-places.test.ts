import { describe, expect, test } from "vitest";
import { findLinkPlace, linkPhrases, phrasePattern } from "./link-places";
import { expectFastRun } from "../../../tests/support/linear-time";

describe("linkPhrases", () => {
  test("the title and its parts without the words that name a kind of article", () => {
    expect(linkPhrases("Aether X1 Review: The Phone Before the Battery Beast")).toEqual([
      "Aether X1 Review: The Phone Before the Battery Beast",
      "Phone Before the Battery Beast",
      "Aether X1",
    ]);
    expect(linkPhrases("Pixel 9 vs Aether X1")).toEqual(["Pixel 9 vs Aether X1", "Aether X1", "Pixel 9"]);
    expect(linkPhrases("Kettle Review: It Boils")).toEqual(["Kettle Review: It Boils", "Kettle"]);
  });
});

describe("findLinkPlace", () => {
  const pattern = phrasePattern(linkPhrases("Aether X1 Review: The Phone Before the Battery Beast"))!;

  test("finds the phrase as whole words in any case, with the sentence around it", () => {
    const text = "The screen is bright. Unlike the aether  x1, this one lasts two days! Buy it.";
    expect(findLinkPlace(text, pattern)).toEqual({
      anchor: "aether  x1",
      start: 33,
      sentence: "Unlike the aether  x1, this one lasts two days!",
      anchorStart: 11,
    });
    expect(findLinkPlace("The Aether X10 is another phone.", pattern)).toBeNull();
    expect(findLinkPlace("TheAether X1 is glued.", pattern)).toBeNull();
  });

  test("cuts a long sentence around the phrase", () => {
    const text = `${"word ".repeat(200)}Aether X1 ${"more ".repeat(200)}`;
    const place = findLinkPlace(text, pattern)!;
    expect(place.sentence.length).toBeLessThan(500);
    expect(place.sentence.slice(place.anchorStart, place.anchorStart + place.anchor.length)).toBe("Aether X1");
  });

  test("is linear on hostile input (1 MB)", () => {
    for (const unit of ["Aether ", "Aether X", "a", ". ", "Aether\u00a0"]) {
      const hostile = unit.repeat(Math.ceil(1_000_000 / unit.length));
      expectFastRun(() => {
        findLinkPlace(hostile, pattern);
        linkPhrases(hostile.slice(0, 10_000));
      }, 2_000);
    }
  });
});
