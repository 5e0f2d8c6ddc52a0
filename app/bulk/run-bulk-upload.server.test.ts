// The batch runner with stand-in generate/save functions: bounded concurrency, progress events, the final result.
import { describe, expect, it } from "vitest";
import { GenerationError, type TGeneratedArticle } from "~/generation/index.server";
import type { TBulkStreamEvent } from "./bulk-protocol";
import { parseBulkStreamLine, formatBulkLine } from "./bulk-protocol";
import type { TBulkJob, TBulkPlan } from "./plan-bulk-rows";
import { runBulkUpload, type TBulkRowRunner } from "./run-bulk-upload.server";

function job(row: number, title: string): TBulkJob {
  return {
    row,
    title,
    type: "review",
    call: { generator: "ai-content", input: { articlePurpose: title }, brief: { primaryKeyword: title } },
    unusedColumns: [],
    notes: [],
  };
}

function fakeArticle(title: string): TGeneratedArticle {
  return {
    title,
    excerpt: "",
    content: "Body",
    articleType: "review",
    metaTitle: title,
    metaDescription: "",
    tags: [],
    sourceUrls: [],
  };
}

describe("runBulkUpload", () => {
  it("generates at most three rows at a time and reports every row in sheet order", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const runner: TBulkRowRunner = async (call) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      const purpose = call.generator === "ai-content" ? call.input.articlePurpose : "";
      if (purpose === "Broken")
        throw new GenerationError("provider_error", "Failed to generate content: the AI provider answered HTTP 500.");
      const generated = fakeArticle(`${purpose} (written)`);
      const article = {
        id: 1,
        slug: generated.title.toLowerCase().replace(/\W+/g, "-"),
        title: generated.title,
        articleType: "review",
        brutalScore: null,
        publishingStatus: "published",
        draftReason: null,
        unsupportedFigures: [],
        editUrl: "/admin/articles/edit/1",
      };
      return { article, published: true, notes: [] };
    };
    const plan: TBulkPlan = {
      jobs: [job(2, "One"), job(3, "Two"), job(5, "Broken"), job(6, "Four"), job(7, "Five"), job(9, "Six")],
      errors: [{ row: 4, title: "Bad", error: "Versus rows need two retailer product links" }],
      skipped: [
        {
          row: 8,
          title: "one",
          duplicateOf: 2,
          message: "Skipped: duplicate of row 2 (same keyword and type), generated once.",
        },
      ],
    };
    const events: TBulkStreamEvent[] = [];
    const result = await runBulkUpload(
      { totalRows: 9, rowErrors: [{ row: 10, title: "Row 10", error: "Type is empty" }], plan },
      runner,
      (event) => events.push(event),
    );

    expect(maxInFlight).toBe(3);
    expect(result.success).toBe(false);
    expect(result.articlesCreated).toBe(5);
    expect(result.errors).toEqual([
      { row: 4, error: "Versus rows need two retailer product links" },
      { row: 5, error: "Failed to generate content: the AI provider answered HTTP 500." },
      { row: 10, error: "Type is empty" },
    ]);
    expect(result.details.map((detail) => detail.status)).toEqual([
      "success",
      "success",
      "error",
      "error",
      "success",
      "success",
      "skipped",
      "success",
      "error",
    ]);
    expect(result.details[0]).toEqual({
      title: "One (written)",
      status: "success",
      message: "Published at /article/one-written-",
    });

    expect(events[0]).toEqual({ type: "start", total: 9, toGenerate: 6, percent: 0 });
    const finished = events.filter((event) => event.type === "progress" && event.status !== "started");
    expect(finished).toHaveLength(9);
    expect(finished.map((event) => (event.type === "progress" ? event.done : 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Math.max(...events.map((event) => ("percent" in event ? event.percent : 0)))).toBe(90);
    expect(events.filter((event) => event.type === "progress" && event.status === "started")).toHaveLength(6);
  });

  it("answers success with nothing to do when every row is a duplicate or the plan is empty", async () => {
    const runner: TBulkRowRunner = () => Promise.reject(new Error("not called"));
    const result = await runBulkUpload(
      { totalRows: 0, rowErrors: [], plan: { jobs: [], errors: [], skipped: [] } },
      runner,
      () => undefined,
    );
    expect(result).toEqual({ success: true, articlesCreated: 0, errors: [], details: [] });
  });
});

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
  });
});
