// The bulk stream's wire format: events and the final result line parse with the shared schema.
import { describe, expect, it } from "vitest";
import { formatBulkLine, isBulkResultLine, parseBulkStreamLine } from "./bulk-protocol";

describe("the stream lines", () => {
  it("round-trip through the shared schema: events have a type, the result does not", () => {
    const progress = {
      type: "progress",
      done: 1,
      total: 2,
      percent: 45,
      row: 2,
      title: "A",
      status: "success",
      slug: "a",
    } as const;
    expect(parseBulkStreamLine(formatBulkLine(progress).trim())).toEqual({ kind: "event", event: progress });
    const result = {
      success: true,
      articlesCreated: 1,
      errors: [],
      details: [{ title: "A", status: "success", message: "Published at /article/a" }],
    };
    expect(parseBulkStreamLine(formatBulkLine(result).trim())).toEqual({ kind: "result", result });
    expect(parseBulkStreamLine("not json")).toEqual({ kind: "unknown", line: "not json" });
    expect(isBulkResultLine(result)).toBe(true);
    expect(isBulkResultLine(progress)).toBe(false);
  });
});
