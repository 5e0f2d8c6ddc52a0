import { describe, expect, it } from "vitest";
import { isCacheableRequest, isCacheableResponse, ResponseCache } from "./response-cache.server";

const page = (body = "x".repeat(2000), headers: HeadersInit = { "Content-Type": "text/html" }) =>
  new Response(body, { status: 200, headers });

describe("what is cached", () => {
  it("caches public GETs only", () => {
    expect(isCacheableRequest("GET", "/reviews", new Headers())).toBe(true);
    expect(isCacheableRequest("HEAD", "/api/articles", new Headers())).toBe(true);
    expect(isCacheableRequest("POST", "/reviews", new Headers())).toBe(false);
    expect(isCacheableRequest("GET", "/admin", new Headers())).toBe(false);
    expect(isCacheableRequest("GET", "/api/admin/articles", new Headers())).toBe(false);
    expect(isCacheableRequest("GET", "/api/content/smart-generate", new Headers())).toBe(false);
    expect(isCacheableRequest("GET", "/healthz", new Headers())).toBe(false);
    // Uploaded images are read from the database and cached by browsers for a year; a copy here would double them.
    expect(isCacheableRequest("GET", `/media/${"a".repeat(64)}.png`, new Headers())).toBe(false);
    expect(isCacheableRequest("GET", "/reviews", new Headers({ authorization: "Bearer x" }))).toBe(false);
  });

  it("stores only 200 answers that allow it", () => {
    expect(isCacheableResponse(page())).toBe(true);
    expect(isCacheableResponse(new Response("", { status: 404 }))).toBe(false);
    expect(isCacheableResponse(page("x", { "Cache-Control": "no-store" }))).toBe(false);
    expect(isCacheableResponse(page("x", { "Set-Cookie": "a=b" }))).toBe(false);
  });
});

describe("ResponseCache", () => {
  it("returns a stored response with a gzip copy and an ETag until it expires", async () => {
    let now = 0;
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 1000, now: () => now });
    const stored = await cache.store("/a", page(), cache.generation);
    expect(stored.gzip!.length).toBeLessThan(stored.body.length);
    expect(stored.etag).toMatch(/^".+"$/);
    expect(cache.get("/a")?.body.toString()).toBe("x".repeat(2000));
    now = 1001;
    expect(cache.get("/a")).toBeNull();
  });

  it("drops everything on invalidation and never stores a response rendered before it", async () => {
    const cache = new ResponseCache({ maxEntries: 10, ttlMs: 60_000 });
    await cache.store("/a", page(), cache.generation);
    const before = cache.generation;
    cache.invalidate();
    expect(cache.get("/a")).toBeNull();
    await cache.store("/b", page(), before);
    expect(cache.get("/b")).toBeNull();
  });

  it("evicts the least recently used entry when full", async () => {
    const cache = new ResponseCache({ maxEntries: 2, ttlMs: 60_000 });
    await cache.store("/a", page(), 0);
    await cache.store("/b", page(), 0);
    cache.get("/a");
    await cache.store("/c", page(), 0);
    expect(cache.get("/b")).toBeNull();
    expect(cache.get("/a")).not.toBeNull();
    expect(cache.get("/c")).not.toBeNull();
  });
});
