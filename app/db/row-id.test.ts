// One reading of a row id from a path.
import { expect, it } from "vitest";
import { parseRowId, rowIdOrNull } from "./row-id";

it.each([
  ["1", 1],
  ["42", 42],
  ["2147483647", 2_147_483_647],
  ["2147483648", null],
  ["0", null],
  ["07", null],
  ["-1", null],
  ["1e3", null],
  ["0x10", null],
  [" 7", null],
  ["7.0", null],
  ["", null],
  [undefined, null],
  ["99999999999999999999", null],
])("rowIdOrNull(%j) is %s", (raw, id) => {
  expect(rowIdOrNull(raw)).toBe(id);
});

it("answers a bad id with a 400 naming it", () => {
  expect(() => parseRowId("abc", "Article id must be a number")).toThrow(
    expect.objectContaining({ code: "bad_request", message: "Article id must be a number" }),
  );
});
