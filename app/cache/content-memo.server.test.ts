import { describe, expect, it } from "vitest";
import { ContentMemo } from "./content-memo.server";

// A thenable that does its work on every `then`, as a query builder runs its query each time it is awaited.
function queryLike<T>(result: T, runs: { count: number }): PromiseLike<T> {
  return {
    // oxlint-disable-next-line unicorn/no-thenable -- a thenable is the shape under test
    then(onFulfilled, onRejected) {
      runs.count++;
      return Promise.resolve(result).then(onFulfilled, onRejected);
    },
  };
}

describe("ContentMemo", () => {
  it("runs a query-like thenable once for every reader until content changes", async () => {
    const memo = new ContentMemo();
    const runs = { count: 0 };
    const read = () => memo.get("section-categories:review", () => queryLike(["Laptops"], runs));
    expect(await Promise.all([read(), read()])).toEqual([["Laptops"], ["Laptops"]]);
    expect(await read()).toEqual(["Laptops"]);
    expect(runs.count).toBe(1);
    memo.clear();
    expect(await read()).toEqual(["Laptops"]);
    expect(runs.count).toBe(2);
  });

  it("does not keep a failure: the next reader computes again", async () => {
    const memo = new ContentMemo();
    let attempts = 0;
    const read = () =>
      memo.get("home:8", async () => {
        attempts++;
        if (attempts === 1) throw new Error("database gone");
        return [1, 2, 3];
      });
    await expect(read()).rejects.toThrow("database gone");
    expect(await read()).toEqual([1, 2, 3]);
    expect(attempts).toBe(2);
  });
});
