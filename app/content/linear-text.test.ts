// Every routine that reads an untrusted body in full runs in time linear in its length: 1 MB of each hostile shape
// finishes well inside a bound that a quadratic scan (minutes on these inputs) could never meet.
import { describe, expect, test } from "vitest";
import { hasReadableContent } from "~/articles/article-input";
import { isValidSlug, normaliseSlug } from "~/lib/slug";
import { countWords, excerptFallback, readingTimeMinutes } from "./display";
import { stripTags } from "./strip-markup";

const MB = 1_000_000;
const BOUND_MS = 2000;

const HOSTILE_BODIES: Record<string, string> = {
  "punctuation run": "*".repeat(MB),
  "unclosed tags": "<".repeat(MB),
  "unclosed comments": "<!--".repeat(MB / 4),
  "tag openers with text": "<a".repeat(MB / 2),
  brackets: "[".repeat(MB),
  hashes: "#".repeat(MB),
  backticks: "`".repeat(MB),
  "hex entity without end": `&#x${"0".repeat(MB)}`,
  "decimal entity without end": `&#${"9".repeat(MB)}`,
  "entity openers": "&#x".repeat(MB / 3),
  "hyphen runs": "-".repeat(MB),
  "word runs": "a ".repeat(MB / 2),
};

function timed(run: () => unknown): { value: unknown; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

describe("text routines over 1 MB of hostile input", () => {
  test.each(Object.entries(HOSTILE_BODIES))("%s", (_name, body) => {
    for (const routine of [
      () => countWords(body),
      () => readingTimeMinutes(body),
      () => hasReadableContent(body),
      () => stripTags(body, " "),
      () => isValidSlug(normaliseSlug(body)),
      () => excerptFallback(body),
    ]) {
      expect(timed(routine).ms).toBeLessThan(BOUND_MS);
    }
  });
});

describe("countWords", () => {
  test("counts runs of non-space characters that hold a letter or digit, ignoring tags", () => {
    expect(countWords("<p>One <b>two</b> three,</p> ** -- 4th ünïcode 中文")).toBe(6);
    expect(countWords("*".repeat(MB))).toBe(0);
    expect(countWords("a ".repeat(MB / 2))).toBe(MB / 2);
    expect(countWords("")).toBe(0);
  });
});

describe("stripTags", () => {
  test("removes what the usual pattern removes, and leaves unclosed markup as text", () => {
    const samples = ["<p>a</p>b<br>c", "x < y and y > z", "<<a>>", "a <b", "<!-- c -->d<!-- e", "<!---->x<!-->y-->"];
    for (const sample of samples) {
      expect(stripTags(sample, " ")).toBe(sample.replace(/<[^>]*>/g, " "));
    }
  });
});

describe("hasReadableContent", () => {
  test("finds text past markup and entities", () => {
    expect(hasReadableContent("<p>&nbsp;</p><!-- hidden -->")).toBe(false);
    expect(hasReadableContent("<p><br></p>&#x41;")).toBe(true);
    expect(hasReadableContent("<".repeat(MB))).toBe(true);
  });
});

describe("slugs", () => {
  test.each([
    ["pixel-10-review", true],
    ["über-gadget", true],
    ["reviews/pixel-10", false],
    ["is it worth it?", false],
    ["c# vs java", false],
    ["100% honest", false],
    ['"><script>', false],
    ["javascript:alert(1)", false],
    ["../../admin/x", false],
    ["a\r\nb", false],
    ["-edge", false],
    ["double--hyphen", false],
    ["x".repeat(256), false],
  ])("%j valid: %s", (slug, valid) => {
    expect(isValidSlug(normaliseSlug(slug))).toBe(valid);
  });

  test("normalising trims and lowercases", () => {
    expect(normaliseSlug("  Pixel-10 ")).toBe("pixel-10");
  });
});
