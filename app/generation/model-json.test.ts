import { describe, expect, it } from "vitest";
import { completeParagraphs, extractJsonText } from "./model-json";
import { createRepeatDetector, normaliseHeading } from "./repeat-detector";
import { expectFastRun } from "../../tests/support/linear-time";

describe("extractJsonText", () => {
  it.each([
    ['{"a":1}', '{"a":1}'],
    ['```json\n{"a":1}\n```', '{"a":1}'],
    ['```\n{"a":1}\n```', '{"a":1}'],
    ['Sure! Here is the JSON you asked for:\n\n```json\n{"a":1}\n```\nAnything else?', '{"a":1}'],
    ['Here you go: {"a":{"b":"}"}} Hope it helps.', '{"a":{"b":"}"}}'],
    ['```json\n{"a":"cut off', '{"a":"cut off'],
    ['Sure: {"a":"cut off', '{"a":"cut off'],
    ["No JSON here.", "No JSON here."],
  ])("%j gives %j", (answer, json) => {
    expect(extractJsonText(answer)).toBe(json);
  });
});

describe("completeParagraphs", () => {
  it("keeps complete paragraphs, else complete sentences", () => {
    expect(completeParagraphs("One. Two.\n\nThree is cut of")).toBe("One. Two.");
    expect(completeParagraphs("One. Two is cut")).toBe("One.");
    expect(completeParagraphs("Nothing complete")).toBe("");
  });
});

describe("the repeat detector", () => {
  const earlier =
    "The battery lasts through a long day of maps and music, and the charger in the box fills it by lunch. Owners say the screen stays readable in sunlight.";

  it("finds a section that restates an earlier one, reordered or with a new first sentence", () => {
    const detector = createRepeatDetector();
    detector.add(earlier);
    expect(detector.restates(`Let us look again. ${earlier}`)).toBe(true);
    expect(
      detector.restates(
        "Owners say the screen stays readable in sunlight. The battery lasts through a long day of maps and music, and the charger in the box fills it by lunch.",
      ),
    ).toBe(true);
    expect(
      detector.restates(
        "The camera struggles indoors, where faces smear and colours drift toward green under kitchen lights.",
      ),
    ).toBe(false);
  });

  it("judges no text too short to judge, and names headings alike whatever their numbering", () => {
    expect(createRepeatDetector().restates("Too short")).toBe(false);
    expect(normaliseHeading("3. Battery Life!")).toBe(normaliseHeading("battery life"));
  });

  it("is linear on hostile input (1 MB)", () => {
    const hostile = `${"a ".repeat(250_000)}${"{".repeat(250_000)}\`\`\`${"}".repeat(100_000)}`;
    expectFastRun(() => {
      const detector = createRepeatDetector();
      detector.add(hostile);
      detector.restates(hostile);
      extractJsonText(hostile);
      completeParagraphs(hostile);
    }, 5_000);
  });
});
