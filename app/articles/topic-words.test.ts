import { expect, test } from "vitest";
import { topicWords } from "./topic-words";

test("a topic's words leave out what names a kind of article or a year, once each", () => {
  expect(
    topicWords([
      "Aether X2 Smartphone, 6.7-inch 120Hz OLED",
      "Best Aether phones 2026: our review",
      undefined,
      'OR -x2 "quoted"',
    ]),
  ).toEqual(["aether", "x2", "smartphone", "inch", "120hz", "oled", "phones", "quoted"]);
});
