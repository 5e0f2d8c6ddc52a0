// Entities in page text decode as a browser reads them, and an impossible code point cannot stop a page read.
import { expect, it } from "vitest";
import { decodeEntities } from "./html-document.server";

it("decodes named, decimal and hex entities, no-break spaces as spaces", () => {
  expect(decodeEntities("Caf&eacute; &amp; bar&nbsp;&#8212;&#x263A; &copy")).toBe("Café & bar —☺ ©");
});

it("turns a code point beyond Unicode into the replacement character instead of throwing", () => {
  expect(decodeEntities("a&#xFFFFFFFF;b&#99999999999;c")).toBe("a\uFFFDb\uFFFDc");
});

it("decodes twice-encoded text one level at a time", () => {
  expect(decodeEntities("&amp;#39;")).toBe("&#39;");
  expect(decodeEntities(decodeEntities("&amp;#39;"))).toBe("'");
});
