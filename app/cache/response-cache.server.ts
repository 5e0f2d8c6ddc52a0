// Rendered public pages and public API answers kept in memory, with a gzip copy, an ETag and a short life.
// The whole cache is dropped whenever the database announces a content change (see drizzle/0001), so every
// app server, however many share one PostgreSQL, stops serving an old version within milliseconds.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

export interface TCachedResponse {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer | null;
  etag: string;
  storedAt: number;
}

// Media files are immutable and already in the database: a cached copy would only double their memory.
const NEVER_CACHED_PREFIXES = ["/admin", "/api/admin", "/api/content", "/healthz", "/media"];
const GZIP_MIN_BYTES = 1024;

export function isCacheableRequest(method: string, pathname: string, headers: Headers): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (headers.has("authorization") || headers.has("cookie")) return false;
  return !NEVER_CACHED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/no-store|private/i.test(cacheControl);
}

export class ResponseCache {
  private readonly entries = new Map<string, TCachedResponse>();
  // Bumped on every invalidation: a response rendered before a change is not stored after it.
  private generationNumber = 0;

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number }) {}

  get generation(): number {
    return this.generationNumber;
  }

  get size(): number {
    return this.entries.size;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): TCachedResponse | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.storedAt > this.options.ttlMs) {
      this.entries.delete(key);
      return null;
    }
    // Least recently used goes first when the cache is full: re-insert to mark as used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  async store(key: string, response: Response, generationAtStart: number): Promise<TCachedResponse> {
    const body = Buffer.from(await response.arrayBuffer());
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "content-encoding") headers.push([name, value]);
    });
    const entry: TCachedResponse = {
      status: response.status,
      headers,
      body,
      gzip: body.length >= GZIP_MIN_BYTES ? gzipSync(body, { level: 6 }) : null,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      storedAt: this.now(),
    };
    if (generationAtStart === this.generationNumber) {
      if (this.entries.size >= this.options.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, entry);
    }
    return entry;
  }

  invalidate(): void {
    this.generationNumber++;
    this.entries.clear();
  }
}
