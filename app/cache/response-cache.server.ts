// Rendered public pages and public API answers kept in memory, compressed once (gzip and brotli) with an ETag,
// bounded by bytes (decision 021). A page is the same for every reader: cookies and credentials are not passed to
// it, and query parameters no public route reads are dropped, so neither can split or skip the cache.
// A content change (drizzle/0001, 0005) drops the pages of the changed article at once and marks every page that
// lists articles stale (home, sections, search, the list API); the lists readers asked for most recently are rendered
// again in the background straight away and served stale only until then, the others are dropped, and all of them
// are dropped when the change takes an article out of readers' view (refresh-after-change.server.ts). A burst of
// readers after a publish costs one render per page, not one per reader. Other articles' pages stay fresh: their only tie to the change is the related lists beside the body, which
// follow within their own, longer fresh time (decision 027), so a publish every few seconds does not re-render the
// whole site.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gunzip, gunzipSync } from "node:zlib";
import { responseBytes } from "~/lib/whole-response.server";
import { PageGzip } from "./page-gzip.server";

const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

export type TEncoding = "br" | "gzip";

/**
 * The bytes in a buffer of their own size. zlib hands back its result as a view into its output chunk (64 KB in
 * Node 24, whatever the result's size): kept for minutes, a 17 KB page held 64 KB, and the start-up warm-up's 169 MB
 * of compressed pages held 607 MB of memory at 100,000 articles.
 */
function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.length === buffer.buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

export interface TCachedResponse {
  status: number;
  headers: [string, string][];
  // Bodies of COMPRESS_MIN_BYTES and more are kept compressed only (the identity form is unpacked from gzip for the
  // rare client that asks for none); smaller ones as they are.
  identity: Buffer | null;
  gzip: Buffer | null;
  // Made in the background after the gzip copy: until then brotli readers get gzip.
  br: Buffer | null;
  etag: string;
  storedAt: number;
  generation: number;
  // Whether a content change elsewhere makes it stale (every page but one article's own).
  listsArticles: boolean;
  bytes: number;
}

// Media files are immutable and already in the database: a cached copy would only double their memory.
const NEVER_CACHED_PREFIXES = ["/admin", "/api/admin", "/api/content", "/healthz", "/media"];
const COMPRESS_MIN_BYTES = 1024;
// The query parameters public pages and the public API read (section listings and their pages, search, the article
// list API) and React Router's own (`_routes` and `index` of data requests, `paths` and `version` of its route
// manifest). Any other parameter changes nothing in a public answer.
const PUBLIC_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  "q",
  "limit",
  "category",
  "search",
  "sort",
  "before",
  "after",
  "type",
  "exclude",
  "_routes",
  "index",
  "paths",
  "version",
]);

function isVariant(key: string): boolean {
  return key.includes("?");
}

export function isCacheableRequest(method: string, pathname: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return !NEVER_CACHED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/no-store|private/i.test(cacheControl);
}

/**
 * The URL a public page is rendered for: the path with only the query parameters public routes read, sorted by
 * name (values of one name keep their order). Tracking and cache-busting parameters are dropped.
 */
export function publicUrl(url: URL): URL {
  const kept = [...url.searchParams].filter(([name]) => PUBLIC_QUERY_PARAMETERS.has(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const normal = new URL(url.pathname, url.origin);
  for (const [name, value] of kept) normal.searchParams.append(name, value);
  return normal;
}

/** The paths whose answers show one article: its page (and the page's data request) and its API answer. */
export function articlePaths(slug: string): string[] {
  const encoded = encodeURIComponent(slug);
  return [`/article/${encoded}`, `/article/${encoded}.data`, `/api/articles/${encoded}`];
}

/** Whether a path answers one article (its page, data request or API answer) rather than a list of them. */
export function isArticlePath(path: string): boolean {
  return /^\/(?:article|api\/articles)\/[^/]+$/.test(path);
}

/** How much a client wants an encoding, by its Accept-Encoding q-values (RFC 9110): 0 is "not acceptable". */
function encodingWeight(acceptEncoding: string, encoding: TEncoding): number {
  let wildcard = 0;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const value = Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0;
    if (name === encoding) return value;
    if (name === "*") wildcard = value;
  }
  return wildcard;
}

/** Whether a client's Accept-Encoding accepts an encoding. */
export function acceptsEncoding(acceptEncoding: string, encoding: TEncoding): boolean {
  return encodingWeight(acceptEncoding, encoding) > 0;
}

/** The encoding the client wants most (brotli on a tie) among those the entry has and the client accepts. */
export function chooseEncoding(entry: TCachedResponse, acceptEncoding: string): TEncoding | null {
  const br = entry.br ? encodingWeight(acceptEncoding, "br") : 0;
  const gzip = entry.gzip ? encodingWeight(acceptEncoding, "gzip") : 0;
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return null;
}

export function identityBody(entry: TCachedResponse): Buffer {
  return entry.identity ?? gunzipSync(entry.gzip!);
}

export interface TResponseCacheOptions {
  maxBytes: number;
  // How long an entry is fresh; after that it is served stale while one request renders it again.
  freshMs: number;
  // The same for one article's pages (dropped at once when the article changes): only their related lists age.
  articleFreshMs?: number;
  // Room for answers whose key has a query string (filters, searches, pages of a long list): values a client may
  // make up without end share it, least recently used first out, so they cannot push out the site's pages.
  // Default: a quarter of maxBytes.
  maxVariantBytes?: number;
  now?: () => number;
  // Texts pages carry verbatim (the inlined site stylesheet): compressed once, not in every page's gzip.
  staticParts?: string[];
}

export class ResponseCache {
  // In use order, least recently used first.
  private readonly entries = new Map<string, TCachedResponse>();
  // The keys with a query string among them, in use order too, and their bytes.
  private readonly variants = new Set<string>();
  private variantBytes = 0;
  private readonly pathOfKey = new Map<string, string>();
  private readonly refreshing = new Map<string, Promise<TCachedResponse | null>>();
  private readonly refreshingPath = new Map<string, string>();
  // Renders of one article's pages under way when that article changed: their answers are not kept.
  private readonly voided = new Set<string>();
  // Bumped on every content change: older entries are stale, and a render started before is not stored.
  private generationNumber = 0;
  // False from a content change until takeStaleLists has decided which lists may still be served stale.
  private staleListsServable = true;
  private readonly brotliUnderWay = new Set<Promise<void>>();
  private totalBytes = 0;

  private readonly pageGzip: PageGzip;

  constructor(private readonly options: TResponseCacheOptions) {
    this.pageGzip = new PageGzip(options.staticParts ?? []);
  }

  get generation(): number {
    return this.generationNumber;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Whether the key has an entry, fresh or stale (without counting as a use). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The entry for a key and whether it is fresh; null when there is none. */
  get(key: string): { entry: TCachedResponse; fresh: boolean } | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const staleByChange = entry.listsArticles && entry.generation !== this.generationNumber;
    if (staleByChange && !this.staleListsServable) return null;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.variants.delete(key)) this.variants.add(key);
    const fresh =
      (!entry.listsArticles || entry.generation === this.generationNumber) &&
      this.now() - entry.storedAt <=
        (entry.listsArticles ? this.options.freshMs : (this.options.articleFreshMs ?? this.options.freshMs));
    return { entry, fresh };
  }

  /**
   * Renders the answer for a key once however many ask at the same time. The caller that started the render gets
   * the entry, or the response itself when it may not be cached; callers arriving meanwhile get the entry, or null
   * when there is none (they then render for themselves).
   */
  async render(
    key: string,
    path: string,
    render: () => Promise<Response>,
  ): Promise<{ entry: TCachedResponse } | { response: Response } | null> {
    const running = this.refreshing.get(key);
    if (running) {
      const entry = await running.catch(() => null);
      return entry ? { entry } : null;
    }
    const generationAtStart = this.generationNumber;
    let settle!: (entry: TCachedResponse | null) => void;
    this.refreshing.set(key, new Promise((resolve) => (settle = resolve)));
    this.refreshingPath.set(key, path);
    try {
      const response = await render();
      if (!isCacheableResponse(response)) {
        settle(null);
        return { response };
      }
      const { entry, outdated } = await this.store(key, path, response, generationAtStart);
      // A render a change voided is the answer of the reader that started it, asked before the change; readers
      // who joined it may have asked after the change was answered (an editor's write, decision 059), so they
      // render for themselves.
      settle(outdated ? null : entry);
      return { entry };
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      this.refreshing.delete(key);
      this.refreshingPath.delete(key);
      this.voided.delete(key);
    }
  }

  /** An entry for a response without keeping it: the answer compressed once, as a stored one is. */
  async prepare(response: Response): Promise<TCachedResponse> {
    return (await this.entryOf(response, this.generationNumber, "")).entry;
  }

  /** Whether an entry of this many bytes more would still fit without evicting another. */
  hasRoomFor(bytes: number): boolean {
    return this.totalBytes + bytes <= this.options.maxBytes;
  }

  // A route that keeps its answer compressed (the sitemap's files) answers gzip, since the request it renders for
  // accepts it: that is kept as the gzip copy as it is, and unpacked only for the brotli copy.
  private async entryOf(response: Response, generation: number, path: string) {
    const received = await responseBytes(response);
    const gzipped = response.headers.get("content-encoding") === "gzip";
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "content-encoding" && name !== "etag") headers.push([name, value]);
    });
    // The static parts pages carry compressed once, the rest at level 1 (page-gzip.server.ts, decision 060).
    const compressed = gzipped
      ? received
      : received.length >= COMPRESS_MIN_BYTES
        ? await this.pageGzip.gzip(received)
        : null;
    const entry: TCachedResponse = {
      status: response.status,
      headers,
      identity: compressed ? null : received,
      gzip: compressed,
      br: null,
      // Of the bytes as answered: a gzip answer changes whenever its text does.
      etag: `"${createHash("sha1").update(received).digest("base64url")}"`,
      storedAt: this.now(),
      generation,
      listsArticles: !isArticlePath(path),
      bytes: compressed?.length ?? received.length,
    };
    return { entry, body: gzipped ? null : received, compressed };
  }

  private async store(key: string, path: string, response: Response, generationAtStart: number) {
    const { entry, body, compressed } = await this.entryOf(response, generationAtStart, path);
    entry.bytes += key.length;
    // A render started before a change it depends on is not kept: any change for a list, its own for an article.
    const outdated = entry.listsArticles ? generationAtStart !== this.generationNumber : this.voided.has(key);
    if (outdated || entry.bytes > this.options.maxBytes) return { entry, outdated };
    this.remove(key);
    this.entries.set(key, entry);
    this.pathOfKey.set(key, path);
    this.totalBytes += entry.bytes;
    if (isVariant(key)) {
      this.variants.add(key);
      this.variantBytes += entry.bytes;
    }
    this.evictToSize();
    if (compressed) {
      const brotli = this.addBrotli(key, entry, body).finally(() => this.brotliUnderWay.delete(brotli));
      this.brotliUnderWay.add(brotli);
    }
    return { entry, outdated };
  }

  /** Resolves once the brotli copies under way are made (a warm-up waits for them: no backlog of compressions). */
  async compressed(): Promise<void> {
    await Promise.all(this.brotliUnderWay);
  }

  private async addBrotli(key: string, entry: TCachedResponse, answered: Buffer | null): Promise<void> {
    const body = answered ?? (await gunzipAsync(entry.gzip!));
    const br = await brotliAsync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).catch(() => null);
    if (!br || this.entries.get(key) !== entry) return;
    entry.br = ownBytes(br);
    entry.bytes += br.length;
    this.totalBytes += br.length;
    if (this.variants.has(key)) this.variantBytes += br.length;
    this.evictToSize();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.pathOfKey.delete(key);
    this.totalBytes -= entry.bytes;
    if (this.variants.delete(key)) this.variantBytes -= entry.bytes;
  }

  /** Bytes held by answers whose key has a query string. */
  get bytesWithParameters(): number {
    return this.variantBytes;
  }

  private evictToSize(): void {
    const maxVariantBytes = this.options.maxVariantBytes ?? this.options.maxBytes / 4;
    for (const key of this.variants) {
      if (this.variantBytes <= maxVariantBytes) break;
      this.remove(key);
    }
    for (const key of this.entries.keys()) {
      if (this.totalBytes <= this.options.maxBytes) return;
      this.remove(key);
    }
  }

  /**
   * After a content change: the keys of the stale lists readers asked for most recently (at most `limit`, most
   * recent first), for the caller to render again at once; they are served stale until then. Every other stale list
   * is dropped, and with `dropAll` these too, so no reader is served a list older than the change once the lists are
   * rendered again (a list that links an article no longer public is never served).
   */
  takeStaleLists(limit: number, dropAll: boolean): string[] {
    const stale: string[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.listsArticles && entry.generation !== this.generationNumber) stale.push(key);
    }
    stale.reverse();
    const kept = dropAll ? 0 : limit;
    for (const key of stale.slice(kept)) this.remove(key);
    this.staleListsServable = true;
    return stale.slice(0, limit);
  }

  /**
   * A content change: the answers at `droppedPaths` (the changed article's pages) go at once, and so does any render
   * of them under way; pages that list articles turn stale, and are not served until takeStaleLists says which may
   * be; other articles' pages stay as they are.
   */
  invalidate(droppedPaths: string[]): void {
    this.generationNumber++;
    this.staleListsServable = false;
    if (droppedPaths.length === 0) return;
    const dropped = new Set(droppedPaths);
    for (const [key, path] of this.pathOfKey) if (dropped.has(path)) this.remove(key);
    for (const [key, path] of this.refreshingPath) if (dropped.has(path)) this.voided.add(key);
  }
}
