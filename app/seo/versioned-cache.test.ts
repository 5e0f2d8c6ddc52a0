import { describe, expect, it, vi } from "vitest";
import { createKeyedVersionedCache, createVersionedCache } from "./versioned-cache";

describe("createVersionedCache", () => {
  it("builds once per version and again when the version changes", async () => {
    const cache = createVersionedCache<string>();
    const build = vi.fn(async () => `built ${build.mock.calls.length}`);
    expect(await cache.get("v1", build)).toBe("built 1");
    expect(await cache.get("v1", build)).toBe("built 1");
    expect(build).toHaveBeenCalledTimes(1);
    expect(await cache.get("v2", build)).toBe("built 2");
    expect(build).toHaveBeenCalledTimes(2);
  });

  it("shares one build between concurrent readers", async () => {
    const cache = createVersionedCache<number>();
    const build = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(42), 10)));
    expect(await Promise.all([cache.get("v", build), cache.get("v", build), cache.get("v", build)])).toEqual([
      42, 42, 42,
    ]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed build, so the next read tries again", async () => {
    const cache = createVersionedCache<string>();
    await expect(cache.get("v", async () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(await cache.get("v", async () => "ok")).toBe("ok");
  });
});

describe("createKeyedVersionedCache", () => {
  it("keeps a separate cache per key object", async () => {
    const caches = createKeyedVersionedCache<object, string>();
    const a = {};
    const b = {};
    await caches(a).get("v", async () => "a");
    expect(await caches(b).get("v", async () => "b")).toBe("b");
    expect(await caches(a).get("v", async () => "not rebuilt")).toBe("a");
  });
});
