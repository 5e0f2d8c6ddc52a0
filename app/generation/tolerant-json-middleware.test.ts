// The streamed JSON reader: an answer as models really stream it, split at every possible point.
import { describe, expect, it } from "vitest";
import { JsonTextStream } from "./tolerant-json-middleware";
import { expectFastRun } from "../../tests/support/linear-time";

/** The text passed on for `answer` streamed in pieces of `size` characters. */
function streamed(answer: string, size: number, cutOff = false): string {
  const reader = new JsonTextStream();
  let out = "";
  for (let index = 0; index < answer.length; index += size) out += reader.push(answer.slice(index, index + size));
  return out + reader.end(cutOff);
}

describe("JsonTextStream", () => {
  const json = '{"content":"Two days of battery. {Braces} in prose stay."}';
  it.each([
    ["bare JSON", json],
    ["a ```json fence", `\`\`\`json\n${json}\n\`\`\``],
    [
      "a sentence, then a fence",
      `Sure! Here is the JSON you asked for:\n\n\`\`\`json\n${json}\n\`\`\`\nHope it helps.`,
    ],
  ])("passes on only the object of %s, however it is split", (_, answer) => {
    for (const size of [1, 2, 3, 7, 40, answer.length]) expect(streamed(answer, size)).toBe(json);
  });

  it("keeps the tail of an answer cut off at its output limit, and gives back prose with no object whole", () => {
    expect(streamed('Here: {"content":"Cut mid-sen', 3, true)).toBe('{"content":"Cut mid-sen');
    expect(streamed("Just **markdown**, no JSON at all.", 4)).toBe("Just **markdown**, no JSON at all.");
  });

  it("passes text on as it comes while no closing brace is pending", () => {
    const reader = new JsonTextStream();
    expect(reader.push('```json\n{"content":"First')).toBe('{"content":"First');
    expect(reader.push(" words")).toBe(" words");
    expect(reader.push('"}\n```')).toBe('"}');
    expect(reader.end(false)).toBe("");
  });

  it("is linear: a megabyte streamed in small pieces is read well within a second", () => {
    const answer = `Sure:\n${JSON.stringify({ content: "word }".repeat(170_000) })}`;
    expect(expectFastRun(() => streamed(answer, 64), 1_000).length).toBe(answer.length - "Sure:\n".length);
  });
});
