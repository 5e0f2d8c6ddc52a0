import { describe, expect, it } from "vitest";
import { expectLinearGrowth } from "./linear-time";

describe("expectLinearGrowth", () => {
  it("passes a linear pair at once, without timing again", () => {
    let again = 0;
    expectLinearGrowth([100, 400], () => [++again, 0], { limit: 10, floorMs: 20 });
    expect(again).toBe(0);
  });

  it("passes a linear routine slowed once, on the fastest times of its pairs", () => {
    const pairs: [number, number][] = [[100, 420]];
    expectLinearGrowth([100, 1_600], () => pairs.shift()!, { limit: 10, floorMs: 20 });
    expect(pairs).toEqual([]);
  });

  it("fails a quadratic routine however often it is timed again", () => {
    let again = 0;
    expect(() =>
      expectLinearGrowth(
        [100, 1_600],
        () => {
          again += 1;
          return [100, 1_600];
        },
        { limit: 10, floorMs: 20 },
      ),
    ).toThrow(/1600 ms against 100 ms/);
    expect(again).toBe(2);
  });

  it("counts a smaller time under the floor as the floor", () => {
    expectLinearGrowth([1, 150], () => [1, 150], { limit: 10, floorMs: 20 });
    expect(() => expectLinearGrowth([1, 250], () => [1, 250], { limit: 10, floorMs: 20 })).toThrow();
  });
});
