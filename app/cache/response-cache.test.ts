import { randomBytes } from "node:crypto";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import {
  articlePaths,
  chooseEncoding,
  identityBody,
  isCacheableRequest,
  isArticlePath,
  isCacheableResponse,
  publicUrl,
  ResponseCache,
  type TCachedResponse,
} from "./response-cache.server";

const page = (body = "x".repeat(2000), headers: HeadersInit = { "Content-Type": "text/html" }) =>
  new Response(body, { status: 200, headers });

async function fill(cache: ResponseCache, key: string, body = "x".repeat(2000)): Promise<TCachedResponse> {
  const result = await cache.render(key, key.split("?")[0]!, async () => page(body));
  if (!result || !("entry" in result)) throw new Error("not stored");
  return result.entry;
}

describe("what is cached", () => {
  it("caches public GETs whatever cookies or credentials they carry", () => {
    expect(isCacheableRequest("GET", "/reviews")).toBe(true);
    expect(isCacheableRequest("HEAD", "/api/articles")).toBe(true);
    expect(isCacheableRequest("POST", "/reviews")).toBe(false);
    expect(isCacheableRequest("GET", "/admin")).toBe(false);
    expect(isCacheableRequest("GET", "/api/admin/articles")).toBe(false);
    expect(isCacheableRequest("GET", "/api/content/smart-generate")).toBe(false);
    expect(isCacheableRequest("GET", "/healthz")).toBe(false);
    // Uploaded images are read from the database and cached by browsers for a year; a copy here would double them.
    expect(isCacheableRequest("GET", `/media/${"a".repeat(64)}.png`)).toBe(false);
  });

  it("stores only 200 answers that allow it", () => {
    expect(isCacheableResponse(page())).toBe(true);
    expect(isCacheableResponse(new Response("", { status: 404 }))).toBe(false);
    expect(isCacheableResponse(page("x", { "Cache-Control": "no-store" }))).toBe(false);
    expect(isCacheableResponse(page("x", { "Set-Cookie": "a=b" }))).toBe(false);
  });

  it("keys a page on the query parameters public routes read, in one order, and nothing else", () => {
    const key = (path: string) => {
      const url = publicUrl(new URL(path, "http://localhost"));
      return `${url.pathname}${url.search}`;
    };
    expect(key("/reviews?utm_source=x&fbclid=1&cb=123")).toBe("/reviews");
    expect(key("/reviews?sort=rating&category=phones&limit=24")).toBe(
      key("/reviews?limit=24&category=phones&sort=rating"),
    );
    expect(key("/search?q=pixel&_=1")).toBe("/search?q=pixel");
    expect(key("/article/a.data?_routes=routes%2Farticle&x=1")).toBe("/article/a.data?_routes=routes%2Farticle");
    expect(key("/__manifest?paths=%2F%2Cabout&version=56e2d481&x=1")).toBe(
      "/__manifest?paths=%2F%2Cabout&version=56e2d481",
    );
  });

  it("names the paths that show one article", () => {
    expect(articlePaths("pixel-9-review")).toEqual([
      "/article/pixel-9-review",
      "/article/pixel-9-review.data",
      "/api/articles/pixel-9-review",
    ]);
    for (const path of articlePaths("pixel-9-review")) expect(isArticlePath(path)).toBe(true);
    for (const path of ["/", "/reviews", "/api/articles", "/search", "/api/articles/x/y"])
      expect(isArticlePath(path)).toBe(false);
  });
});

describe("ResponseCache", () => {
  it("keeps gzip and brotli copies and an ETag, and unpacks the body for clients that ask for neither", async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, freshMs: 1000 });
    const stored = await fill(cache, "/a");
    expect(stored.etag).toMatch(/^".+"$/);
    expect(gunzipSync(stored.gzip!).toString()).toBe("x".repeat(2000));
    await vi.waitFor(() => expect(stored.br).not.toBeNull());
    expect(brotliDecompressSync(stored.br!).toString()).toBe("x".repeat(2000));
    expect(chooseEncoding(stored, "gzip, deflate, br")).toBe("br");
    expect(chooseEncoding(stored, "gzip")).toBe("gzip");
    expect(chooseEncoding(stored, "")).toBeNull();
    // q-values: 0 refuses an encoding, a higher one is preferred, a wildcard covers the unnamed.
    expect(chooseEncoding(stored, "br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding(stored, "br;q=0, gzip;q=0")).toBeNull();
    expect(chooseEncoding(stored, "br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding(stored, "BR;Q=1, gzip;q=1")).toBe("br");
    expect(chooseEncoding(stored, "*")).toBe("br");
    expect(chooseEncoding(stored, "*;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding(stored, "identity")).toBeNull();
    expect(identityBody(stored).toString()).toBe("x".repeat(2000));
    expect(cache.bytes).toBe("/a".length + stored.gzip!.length + stored.br!.length);
  });

  it("answers with parameters share a bounded room: thousands of distinct ones leave the site's pages in place", async () => {
    const cache = new ResponseCache({ maxBytes: 4_000_000, freshMs: 60_000, maxVariantBytes: 400_000 });
    const pages = ["/", "/reviews", "/article/a", "/article/b"];
    for (const path of pages) await fill(cache, path, randomBytes(3000).toString("hex"));
    await cache.compressed();
    const pageBytes = cache.bytes;
    const sizes: number[] = [];
    for (let i = 1; i <= 2000; i++) {
      // Incompressible answers of about 6 KB each: 12 MB in all, thirty times the room they share.
      await fill(cache, `/api/articles?exclude=${i}`, randomBytes(3000).toString("hex"));
      if (i % 500 === 0) {
        await cache.compressed();
        sizes.push(cache.bytesWithParameters);
      }
    }
    // Growth stops at the room: as much after 2,000 as after 500, never past it.
    for (const size of sizes) expect(size).toBeLessThanOrEqual(400_000);
    expect(sizes.at(-1)!).toBeLessThanOrEqual(sizes[0]! * 1.1);
    expect(cache.bytes - cache.bytesWithParameters).toBe(pageBytes);
    for (const path of pages) expect(cache.has(path)).toBe(true);
    // The most recently used answers are the ones kept.
    expect(cache.has("/api/articles?exclude=2000")).toBe(true);
    expect(cache.has("/api/articles?exclude=1")).toBe(false);
  });

  it("serves an entry as fresh for its fresh time, then as stale", async () => {
    let now = 0;
    const cache = new ResponseCache({ maxBytes: 1_000_000, freshMs: 1000, now: () => now });
    await fill(cache, "/a");
    expect(cache.get("/a")?.fresh).toBe(true);
    now = 1001;
    expect(cache.get("/a")?.fresh).toBe(false);
    expect(cache.get("/missing")).toBeNull();
  });

  it("renders a page once for any number of readers asking at the same time", async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, freshMs: 60_000 });
    let renders = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const render = async () => {
      renders++;
      await gate;
      return page();
    };
    const readers = Array.from({ length: 20 }, () => cache.render("/a", "/a", render));
    finish();
    const results = await Promise.all(readers);
    expect(renders).toBe(1);
    expect(results.every((result) => result && "entry" in result)).toBe(true);
  });

  it("hands an answer it may not keep to the reader that rendered it, and none to the others", async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, freshMs: 60_000 });
    const render = async () => new Response("gone", { status: 404 });
    const [first, second] = await Promise.all([cache.render("/a", "/a", render), cache.render("/a", "/a", render)]);
    expect(first && "response" in first ? first.response.status : null).toBe(404);
    expect(second).toBeNull();
    expect(cache.get("/a")).toBeNull();
  });

  it("drops the changed article's pages, turns the lists stale, and keeps no render started before the change", async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, freshMs: 60_000 });
    await fill(cache, "/article/a");
    await fill(cache, "/article/a.data?_routes=x");
    await fill(cache, "/");
    await fill(cache, "/article/b");
    await fill(cache, "/api/articles/b");
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const slow = async () => {
      await gate;
      return page();
    };
    const early = [
      cache.render("/reviews", "/reviews", slow),
      cache.render("/article/a", "/article/a", slow),
      cache.render("/article/c", "/article/c", slow),
    ];
    cache.invalidate(articlePaths("a"));
    finish();
    await Promise.all(early);
    expect(cache.get("/article/a")).toBeNull();
    expect(cache.get("/article/a.data?_routes=x")).toBeNull();
    // Until the change is looked at, a stale list is not served at all.
    expect(cache.get("/")).toBeNull();
    expect(cache.takeStaleLists(10, false)).toEqual(["/"]);
    expect(cache.get("/")?.fresh).toBe(false);
    expect(cache.get("/reviews")).toBeNull();
    // Another article's page (and its API answer) depends on the change only through its related lists, which
    // follow within the fresh time: still fresh, and a render of one under way is kept.
    expect(cache.get("/article/b")?.fresh).toBe(true);
    expect(cache.get("/api/articles/b")?.fresh).toBe(true);
    expect(cache.get("/article/c")?.fresh).toBe(true);
  });

  it("hands a render the change voided to the reader that started it only: readers who joined it render afresh", async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, freshMs: 60_000 });
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const before = async () => {
      await gate;
      return page("before the rename");
    };
    const started = cache.render("/article/a", "/article/a", before);
    const listStarted = cache.render("/reviews", "/reviews", before);
    cache.invalidate(articlePaths("a"));
    // Readers asking after the change, while the older render is still under way.
    const joined = cache.render("/article/a", "/article/a", before);
    const listJoined = cache.render("/reviews", "/reviews", before);
    finish();
    const [first, list] = await Promise.all([started, listStarted]);
    expect(first && "entry" in first ? identityBody(first.entry).toString() : null).toBe("before the rename");
    expect(list && "entry" in list).toBe(true);
    expect(await joined).toBeNull();
    expect(await listJoined).toBeNull();
    expect(cache.get("/article/a")).toBeNull();
  });

  it("after a change keeps the most recently read lists to render again and drops the others, or all of them", async () => {
    const cache = new ResponseCache({ maxBytes: 1_000_000, freshMs: 60_000 });
    for (const key of ["/search?q=old", "/reviews", "/", "/article/b"]) await fill(cache, key);
    cache.get("/reviews");
    cache.invalidate(articlePaths("a"));
    expect(cache.takeStaleLists(2, false)).toEqual(["/reviews", "/"]);
    expect(cache.has("/search?q=old")).toBe(false);
    expect(cache.get("/reviews")?.fresh).toBe(false);
    expect(cache.get("/article/b")?.fresh).toBe(true);

    cache.invalidate(articlePaths("a"));
    expect(cache.takeStaleLists(2, true)).toEqual(["/reviews", "/"]);
    expect([cache.has("/reviews"), cache.has("/"), cache.has("/article/b")]).toEqual([false, false, true]);
  });

  it("keeps an article's pages fresh for their own fresh time, lists for theirs", async () => {
    let now = 0;
    const cache = new ResponseCache({ maxBytes: 1_000_000, freshMs: 60_000, articleFreshMs: 600_000, now: () => now });
    await fill(cache, "/article/b");
    await fill(cache, "/reviews");
    cache.invalidate(articlePaths("a"));
    cache.takeStaleLists(10, false);
    expect(cache.get("/article/b")?.fresh).toBe(true);
    now = 60_001;
    expect(cache.get("/article/b")?.fresh).toBe(true);
    await fill(cache, "/reviews");
    now = 120_002;
    expect(cache.get("/reviews")?.fresh).toBe(false);
    now = 600_001;
    expect(cache.get("/article/b")?.fresh).toBe(false);
  });

  it("holds each compressed copy in memory of its own size, so its byte budget counts what it holds", async () => {
    // An article page's size: zlib's results are views into larger output chunks, which a kept view would keep whole.
    const words = Array.from({ length: 12_000 }, (_, i) => `<span>w${(i * 7919) % 5003}</span>`).join(" ");
    const cache = new ResponseCache({ maxBytes: 10_000_000, freshMs: 60_000 });
    const stored = await fill(cache, "/article/long", words);
    await vi.waitFor(() => expect(stored.br).not.toBeNull());
    for (const copy of [stored.gzip!, stored.br!]) expect(copy.buffer.byteLength).toBe(copy.length);
    expect(gunzipSync(stored.gzip!).toString()).toBe(words);
    expect(brotliDecompressSync(stored.br!).toString()).toBe(words);
  });

  it("holds at most its byte budget, dropping the least recently used first", async () => {
    // Random text barely compresses: each entry holds about 4.5 KB (gzip and brotli copies).
    const noise = () => randomBytes(2200).toString("base64");
    const cache = new ResponseCache({ maxBytes: 10_000, freshMs: 60_000 });
    const a = await fill(cache, "/a", noise());
    await vi.waitFor(() => expect(a.br).not.toBeNull());
    const b = await fill(cache, "/b", noise());
    await vi.waitFor(() => expect(b.br).not.toBeNull());
    expect(cache.size).toBe(2);
    cache.get("/a");
    const c = await fill(cache, "/c", noise());
    await vi.waitFor(() => expect(c.br).not.toBeNull());
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get("/a")).not.toBeNull();
    expect(cache.get("/b")).toBeNull();
    expect(cache.get("/c")).not.toBeNull();
  });
});
