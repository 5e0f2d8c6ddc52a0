import { describe, expect, it } from "vitest";
import { describeUsage, estimateBatchUsage, estimateUsage, sumUsage } from "./model-usage";

describe("model usage", () => {
  it("sums what was recorded and skips what was not", () => {
    expect(
      sumUsage([
        { calls: 2, inputTokens: 100, outputTokens: 50 },
        null,
        { calls: 1, inputTokens: 10, outputTokens: 5 },
      ]),
    ).toEqual({ calls: 3, inputTokens: 110, outputTokens: 55 });
    expect(describeUsage({ calls: 12, inputTokens: 42_568, outputTokens: 9_711 })).toBe(
      "12 model calls, 42,568 tokens in, 9,711 out",
    );
    expect(describeUsage({ calls: 1, inputTokens: 5, outputTokens: 7 })).toBe("1 model call, 5 tokens in, 7 out");
  });

  it("estimates one call for a short article and an outline, the opening and a section per 600 words above 2,000", () => {
    expect(estimateUsage(700)).toEqual({ calls: 1, inputTokens: 3_500, outputTokens: 1_180 });
    // 6,000 words: outline, opening, 10 sections (what the cooperative simulator took in docs/benchmarks.md).
    expect(estimateUsage(6_000).calls).toBe(12);
    expect(estimateUsage(10_000).calls).toBe(19);
  });

  it("estimates a whole batch from its rows' requests: each row's asked words, 1,500 where a row names none", () => {
    expect(
      estimateBatchUsage([{ minWordCount: 6_000 }, { wordCount: 700 }, { productName: "No length asked" }]),
    ).toEqual(sumUsage([estimateUsage(6_000), estimateUsage(700), estimateUsage(1_500)]));
    expect(estimateBatchUsage([])).toEqual({ calls: 0, inputTokens: 0, outputTokens: 0 });
  });
});
