// Where a job's stream ends, for the server that stops following the job and the client that stops reading.
import { describe, expect, it } from "vitest";
import { isFinalJobLine } from "./job-stream";

const bulkResult = {
  success: false,
  articlesCreated: 0,
  errors: [{ row: 2, error: "The model did not answer" }],
  details: [{ title: "Pixel 10", status: "error", message: "The model did not answer" }],
};

describe("isFinalJobLine", () => {
  it("ends a single generation's stream at its complete or error event, stored or as sent", () => {
    expect(isFinalJobLine({ type: "complete", outcome: { kind: "article" } })).toBe(true);
    expect(isFinalJobLine({ type: "error", error: { code: "internal", message: "Failed" } })).toBe(true);
    expect(isFinalJobLine({ type: "complete", status: 201, body: { slug: "a" } })).toBe(true);
    expect(isFinalJobLine({ type: "error", status: 400, body: { error: "Please enter a product name" } })).toBe(true);
    expect(isFinalJobLine({ type: "progress", stage: "writing", message: "Writing" })).toBe(false);
    expect(isFinalJobLine({ type: "keepalive" })).toBe(false);
  });

  it("ends a batch's stream at the spec's result object, its only line without a type", () => {
    expect(isFinalJobLine(bulkResult)).toBe(true);
    expect(isFinalJobLine({ type: "start", total: 1, toGenerate: 1, percent: 0 })).toBe(false);
    expect(isFinalJobLine({ ...bulkResult, type: "progress" })).toBe(false);
  });

  it("ends nothing at a line that is neither", () => {
    for (const line of [null, "complete", 7, [], {}, { success: true }]) expect(isFinalJobLine(line)).toBe(false);
  });
});
