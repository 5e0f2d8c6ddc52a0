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

  it("keeps values within their bytes, the least recently used going first", async () => {
    const memo = new ContentMemo({ maxBytes: 100 });
    const runs: string[] = [];
    const read = (key: string, bytes: number) =>
      memo.get(
        key,
        async () => {
          runs.push(key);
          return "x".repeat(bytes);
        },
        (value) => value.length,
      );
    await read("a", 40);
    await read("b", 40);
    await read("a", 40);
    expect(memo.bytes).toBe(80);
    // "b" was used longest ago: it goes to make room for "c".
    await read("c", 40);
    expect(memo.bytes).toBe(80);
    await read("a", 40);
    await read("b", 40);
    expect(runs).toEqual(["a", "b", "c", "b"]);
    // A value larger than the whole memo is answered, not kept.
    expect((await read("d", 101)).length).toBe(101);
    expect(memo.size).toBe(0);
    expect(memo.bytes).toBe(0);
  });

  it("keeps no more than its entries, and never what found nothing", async () => {
    const memo = new ContentMemo({ maxEntries: 2 });
    let runs = 0;
    const read = (key: string, found: boolean) =>
      memo.get(key, async () => {
        runs++;
        return found ? key : null;
      });
    await read("a", true);
    await read("b", true);
    await read("c", true);
    expect(memo.size).toBe(2);
    await read("b", true);
    expect(runs).toBe(3);
    expect(await read("nowhere", false)).toBeNull();
    expect(await read("nowhere", false)).toBeNull();
    expect(runs).toBe(5);
    expect(memo.size).toBe(2);
  });

  it("forgets a value computed across a change: what was read before it is not kept", async () => {
    const memo = new ContentMemo({ maxBytes: 1000 });
    let version = 1;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = memo.get(
      "article-page:x",
      async () => {
        const read = version;
        await held;
        return read;
      },
      () => 10,
    );
    memo.clear();
    version = 2;
    release();
    expect(await first).toBe(1);
    expect(
      await memo.get(
        "article-page:x",
        async () => version,
        () => 10,
      ),
    ).toBe(2);
    expect(memo.bytes).toBe(10);
  });
});
