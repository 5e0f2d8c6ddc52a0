import { describe, expect, test } from "vitest";
import {
  countWords,
  EXCERPT_PREFIX_CHARS,
  excerptFallback,
  formatRelativeAge,
  formatScore,
  formatScoreOutOfTen,
  JS_TRIM_CHARACTERS,
  readingTimeForWordCount,
  readingTimeMinutes,
  scoreBarWidth,
  toPlainText,
} from "./display";

const words = (n: number): string => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("readingTimeMinutes", () => {
  test.each([
    [0, 1],
    [1, 1],
    [250, 1],
    [251, 2],
    [500, 2],
    [1000, 4],
    [10_000, 40],
  ])("%s words -> %s min", (count, minutes) => {
    expect(readingTimeMinutes(words(count))).toBe(minutes);
  });

  test("ignores tags and markdown markers", () => {
    const markup = `<p>${"<strong>a</strong> ".repeat(250)}</p>\n\n## \n\n- - - * ** #`;
    expect(readingTimeMinutes(markup)).toBe(1);
  });
});

describe("countWords and readingTimeForWordCount", () => {
  test.each([
    "",
    words(251),
    `<p>${"<strong>a</strong> ".repeat(600)}</p>\n\n## \n\n- - - * ** #`,
    "Café naïve 東京 ½ — ２０２６ \u00a0word\u2003word",
  ])("give the same reading time as the body itself (%#)", (body) => {
    expect(readingTimeForWordCount(countWords(body))).toBe(readingTimeMinutes(body));
  });

  test("count words, not markup", () => {
    expect(countWords("<p>One <em>two</em></p>\n\n## Three\n\n- four")).toBe(4);
  });
});

describe("excerptFallback", () => {
  test("is the first 150 characters of the text without markup", () => {
    const markdown = `## Title\n\nSome **bold** and [a link](https://example.com/) text. ${"x".repeat(300)}`;
    const excerpt = excerptFallback(markdown);
    expect(excerpt.startsWith("Title Some bold and a link text. xxx")).toBe(true);
    expect(excerpt).toHaveLength(150);
  });

  test("strips editor HTML and decodes entities", () => {
    expect(excerptFallback("<h2>Heat &amp; Noise</h2><p>Quiet <em>fans</em>.</p><script>x()</script>")).toBe(
      "Heat & Noise Quiet fans.",
    );
  });

  test("returns short content whole and does not split emoji", () => {
    expect(excerptFallback("Short.")).toBe("Short.");
    expect(Array.from(excerptFallback("😀".repeat(200)))).toHaveLength(150);
  });

  test("handles a long body cheaply", () => {
    const long = `Start here. ${"More text.\n".repeat(20_000)}`;
    expect(excerptFallback(long).startsWith("Start here. More text.")).toBe(true);
  });
});

describe("EXCERPT_PREFIX_CHARS", () => {
  // Cards select left(content, EXCERPT_PREFIX_CHARS) instead of the whole body when the excerpt is blank.
  test.each([
    ["lines ending just before the cut", `Intro.\n${"x".repeat(3998)}\n${"tail ".repeat(2000)}`],
    ["a line end exactly at the cut", `${"a".repeat(4000)}\n${"b".repeat(500)}`],
    ["no line end in the second half", `${"word ".repeat(300)}\n${"y".repeat(6000)}`],
    ["many short lines", `## Heading\n\n${"A sentence of text.\n".repeat(1000)}`],
    ["emoji across the cut", `${"😀".repeat(2100)}\nrest`],
  ])("the prefix gives the same excerpt as the whole body: %s", (_label, body) => {
    expect(excerptFallback(body.slice(0, EXCERPT_PREFIX_CHARS))).toBe(excerptFallback(body));
  });
});

describe("JS_TRIM_CHARACTERS", () => {
  test("is exactly what String.prototype.trim removes", () => {
    const trimmed: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const character = String.fromCharCode(code);
      if (character.trim() === "") trimmed.push(character);
    }
    expect([...JS_TRIM_CHARACTERS].sort()).toEqual(trimmed.sort());
  });
});

describe("toPlainText", () => {
  test("separates blocks with spaces", () => {
    expect(toPlainText("<p>a</p><p>b</p><ul><li>c</li></ul>")).toBe("a b c");
  });
});

describe("formatRelativeAge", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  test.each([
    ["2026-03-10T12:00:00Z", "Just now"],
    ["2026-03-10T11:00:01Z", "Just now"],
    ["2026-03-10T11:00:00Z", "1h ago"],
    ["2026-03-09T12:00:01Z", "23h ago"],
    ["2026-03-09T12:00:00Z", "1d ago"],
    ["2026-03-01T12:00:00Z", "9d ago"],
    ["2026-03-11T12:00:00Z", "Just now"],
  ])("%s -> %s", (date, text) => {
    expect(formatRelativeAge(date, now)).toBe(text);
    expect(formatRelativeAge(new Date(date), now)).toBe(text);
  });

  test("an invalid date gives an empty string", () => {
    expect(formatRelativeAge("not a date", now)).toBe("");
  });
});

describe("scores", () => {
  test.each([
    [8, "8.0"],
    [8.7, "8.7"],
    [8.66, "8.7"],
    [8.65, "8.7"],
    [10, "10.0"],
    [12, "10.0"],
    [-1, "0.0"],
    [null, "0.0"],
    [undefined, "0.0"],
    [Number.NaN, "0.0"],
  ])("formatScore(%s) = %s", (score, text) => {
    expect(formatScore(score)).toBe(text);
  });

  test("formatScoreOutOfTen adds the suffix", () => {
    expect(formatScoreOutOfTen(8)).toBe("8.0/10");
    expect(formatScoreOutOfTen(null)).toBe("0.0/10");
  });

  test.each([
    [8.7, 87],
    [10, 100],
    [15, 100],
    [0, 0],
    [-2, 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])("scoreBarWidth(%s) = %s", (score, width) => {
    expect(scoreBarWidth(score)).toBeCloseTo(width, 10);
  });
});
