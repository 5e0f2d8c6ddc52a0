// The zip-bomb guard over archives built here: the true inflated size counts, whatever the directory declares.
import { describe, expect, test } from "vitest";
import { AppError } from "~/lib/app-error";
import { deflatedZeros, zipOf } from "../../tests/support/zip-archive";
import {
  assertWorkbookWithinLimits,
  WORKBOOK_DAMAGED_MESSAGE,
  WORKBOOK_MAX_ENTRIES,
  WORKBOOK_MAX_INFLATED_BYTES,
  WORKBOOK_TOO_LARGE_MESSAGE,
  WORKBOOK_TOO_MANY_PARTS_MESSAGE,
} from "./check-workbook-zip.server";

async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await assertWorkbookWithinLimits(bytes);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.message;
    throw error;
  }
  return "accepted";
}

describe("assertWorkbookWithinLimits", () => {
  test("accepts a small archive", async () => {
    expect(await refusal(zipOf([deflatedZeros("xl/worksheets/sheet1.xml", 100_000)]))).toBe("accepted");
  });

  test("refuses an entry that inflates past the budget although its directory says 1 KB, quickly", async () => {
    const bomb = deflatedZeros("xl/worksheets/sheet1.xml", WORKBOOK_MAX_INFLATED_BYTES + 1024);
    const started = performance.now();
    expect(await refusal(zipOf([{ ...bomb, declaredSize: 1024 }]))).toBe(WORKBOOK_TOO_LARGE_MESSAGE);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  test("refuses parts that add up past the budget", async () => {
    const part = deflatedZeros("a", WORKBOOK_MAX_INFLATED_BYTES / 4 + 1);
    expect(await refusal(zipOf([0, 1, 2, 3].map((n) => ({ ...part, name: `xl/part${n}.xml` }))))).toBe(
      WORKBOOK_TOO_LARGE_MESSAGE,
    );
  });

  test("refuses a declared size past the budget without inflating", async () => {
    const entry = { ...deflatedZeros("x", 10), declaredSize: WORKBOOK_MAX_INFLATED_BYTES + 1 };
    expect(await refusal(zipOf([entry]))).toBe(WORKBOOK_TOO_LARGE_MESSAGE);
  });

  test("refuses too many parts", async () => {
    const tiny = deflatedZeros("t", 1);
    const many = Array.from({ length: WORKBOOK_MAX_ENTRIES + 1 }, (_, n) => ({ ...tiny, name: `p${n}` }));
    expect(await refusal(zipOf(many))).toBe(WORKBOOK_TOO_MANY_PARTS_MESSAGE);
  });

  test.each([
    ["no directory", Buffer.from("PK\u0003\u0004 not really a zip")],
    ["an unknown compression method", zipOf([{ ...deflatedZeros("x", 10), method: 14 }])],
    ["data past the end", zipOf([deflatedZeros("x", 10)]).subarray(0, 40)],
    ["broken deflate data", zipOf([{ name: "x", inflated: 10, data: Buffer.from([0xff, 0xff, 0xff]) }])],
  ])("calls %s damaged", async (_name, bytes) => {
    expect(await refusal(bytes)).toBe(WORKBOOK_DAMAGED_MESSAGE);
  });
});
