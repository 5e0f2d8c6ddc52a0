import { describe, expect, it } from "vitest";
import { expectFastRun, expectLinearGrowth } from "./linear-time";

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
    // Five pairs in all: the first and four timed again.
    expect(again).toBe(4);
  });

  it("counts a smaller time under the floor as the floor", () => {
    expectLinearGrowth([1, 150], () => [1, 150], { limit: 10, floorMs: 20 });
    expect(() => expectLinearGrowth([1, 250], () => [1, 250], { limit: 10, floorMs: 20 })).toThrow();
  });
});

/** A routine that takes at least each of `durations` in turn (milliseconds, spent on the CPU as a slow routine would). */
function takingInTurn(durations: number[]) {
  let runs = 0;
  return {
    routine: () => {
      const ms = durations[Math.min(runs, durations.length - 1)]!;
      runs += 1;
      const until = performance.now() + ms;
      while (performance.now() < until);
      return runs;
    },
    runs: () => runs,
  };
}

describe("expectFastRun", () => {
  it("runs a fast routine once and answers its result", () => {
    const slow = takingInTurn([1]);
    expect(expectFastRun(slow.routine, 200)).toBe(1);
    expect(slow.runs()).toBe(1);
  });

  it("passes a routine slowed once, on its fastest run", () => {
    const slowedOnce = takingInTurn([250, 1]);
    expect(expectFastRun(slowedOnce.routine, 200)).toBe(2);
    expect(slowedOnce.runs()).toBe(2);
  });

  it("fails a routine slow on every run, after three runs", () => {
    const slow = takingInTurn([250]);
    expect(() => expectFastRun(slow.routine, 200)).toThrow(/fastest of 3 runs: \d+ ms/);
    expect(slow.runs()).toBe(3);
  });
});
