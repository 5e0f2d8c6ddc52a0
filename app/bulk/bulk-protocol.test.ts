// The bulk stream's wire format: events and the final result line parse with the shared schema.
import { describe, expect, it } from "vitest";
import { parseBulkStreamLine } from "./bulk-protocol";

describe("the stream lines", () => {
  it("parse with the shared schema: events have a type, the result does not", () => {
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
    expect(parseBulkStreamLine(JSON.stringify(progress))).toEqual({ kind: "event", event: progress });
    const result = {
      success: true,
      articlesCreated: 1,
      errors: [],
      details: [{ title: "A", status: "success", message: "Published at /article/a" }],
    };
    expect(parseBulkStreamLine(JSON.stringify(result))).toEqual({ kind: "result", result });
    expect(parseBulkStreamLine("not json")).toEqual({ kind: "unknown", line: "not json" });
  });
});
