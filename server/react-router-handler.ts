// Serves the React Router app from Express: turns the Node request into a fetch Request, answers public GETs
// from the response cache when it can, and streams everything else. Modeled on @react-router/express, plus the cache.
import { writeReadableStreamToWritable, createReadableStreamFromReadable } from "@react-router/node";
import type express from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { ReadersFirst } from "~/lib/readers-first.server";
import {
  chooseEncoding,
  identityBody,
  isCacheableRequest,
  isCacheableResponse,
  type ResponseCache,
  type TCachedResponse,
} from "~/cache/response-cache.server";
import { isWellFormedPreviewToken, PREVIEW_PARAMETER } from "~/scheduling/preview-link.server";
import { createWarmUpQueue } from "~/cache/warm-up-queue.server";
import { publicCacheUrl, type TPublicKeyLookups } from "~/cache/public-cache-key.server";

// A page's own Content-Security-Policy (with the nonce or the script hashes its body needs) replaces the one every
// response gets.
function setOrAppend(res: express.Response, name: string, value: string): void {
  if (name.toLowerCase() === "content-security-policy") res.setHeader(name, value);
  else res.append(name, value);
}

function toFetchRequest(req: express.Request, res: express.Response): Request {
  const host = req.get("host") ?? "localhost";
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

async function sendResponse(res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) setOrAppend(res, name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

function sendCached(
  req: express.Request,
  res: express.Response,
  entry: TCachedResponse,
  state: "HIT" | "MISS" | "STALE" | "BYPASS",
): void {
  res.status(entry.status);
  for (const [name, value] of entry.headers) setOrAppend(res, name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("X-Cache", state);
  if (req.headers["if-none-match"] === entry.etag) {
    res.status(304).end();
    return;
  }
  const encoding = chooseEncoding(entry, req.headers["accept-encoding"] ?? "");
  const body = encoding ? entry[encoding]! : identityBody(entry);
  // Already encoded: the compression middleware leaves responses with a Content-Encoding alone.
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}

// What a public page is rendered from: its URL with its parameters as the cache keys them, and no cookie, credentials or
// conditional headers, so the stored answer is the one every reader gets. Not tied to the reader's connection:
// readers waiting for the same render must not lose it when the first one leaves. It accepts gzip, the copy the cache
// keeps of every answer, so a route that keeps its answer compressed hands it over as it is.
function publicRequest(url: URL, accept: string, host: string | undefined): Request {
  const headers = new Headers({ accept, "accept-encoding": "gzip" });
  if (host) headers.set("host", host);
  return new Request(url.href, { method: "GET", headers });
}

// An editor's preview link (app/scheduling/preview-link.server.ts) is rendered for its holder and never cached; only
// a well-formed token skips the cache, so made-up parameters cannot make readers' pages render afresh.
function isPreviewRequest(req: express.Request): boolean {
  const token = new URL(req.originalUrl, "http://localhost").searchParams.get(PREVIEW_PARAMETER);
  return token !== null && isWellFormedPreviewToken(token);
}

/** A request of the admin API that may change content (every method but the reading ones). */
function isAdminWrite(method: string, path: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && path.startsWith("/api/admin/");
}

/** A router handler that can also fill the response cache ahead of readers. */
export type TReactRouterHandler = express.RequestHandler & {
  /**
   * Renders these public paths into the cache in the background, one at a time (never a stampede), skipping those
   * already fresh. `first` puts them ahead of what is waiting (a publish's pages before a start-up backlog).
   * Stops taking new pages once the cache is full; resolves when the queue has run dry.
   */
  warm(paths: string[], options?: { first?: boolean }): Promise<void>;
  /** Drops what is waiting to be warmed and takes nothing more (shutting down). */
  stopWarming(): void;
};

// Room a page needs in the cache (gzip and brotli of a long review) before warming one more.
const WARM_PAGE_BYTES = 64 * 1024;

export function createReactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  cache: ResponseCache | null;
  // `shared`: the render is kept by the response cache for every reader (rendered without a nonce, decision 056).
  getLoadContext(request: { path: string; clientAddress: string; shared: boolean }): RouterContextProvider;
  // Where warmed pages are rendered for (the site's own address).
  siteUrl: string;
  onBackgroundError?(error: unknown): void;
  // Requests carrying this value in X-Cache-Bypass render afresh (benchmarks measure renders with it); unset in
  // production unless an operator chooses one.
  bypassToken?: string;
  // Counts public requests in flight; warming waits for them (decision 034).
  readersFirst?: ReadersFirst;
  // What the cache key of a list API answer needs to know from the database (decision 047).
  keyLookups: TPublicKeyLookups;
  // Awaited before answering an admin API write that succeeded: the cache shows the change by then.
  afterWrite?: () => Promise<void>;
}): TReactRouterHandler {
  const handle = createRequestHandler(options.build, options.mode);
  const contextOf = (req: express.Request, shared: boolean) =>
    options.getLoadContext({
      path: req.path,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
      shared,
    });
  const handler: express.RequestHandler = async (req, res, next) => {
    try {
      const cache = options.cache;
      if (cache === null || !isCacheableRequest(req.method, req.path) || isPreviewRequest(req)) {
        const response = await handle(toFetchRequest(req, res), contextOf(req, false));
        if (options.afterWrite && response.status < 400 && isAdminWrite(req.method, req.path))
          await options.afterWrite();
        return await sendResponse(res, response);
      }
      const answered = options.readersFirst?.readerStarted();
      if (answered) res.once("close", answered);
      const requested = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
      const url = await publicCacheUrl(requested, options.keyLookups);
      const key = `${url.pathname}${url.search}`;
      // Every reader of a stored page gets the same bytes: its scripts are allowed by hash, not by a shared nonce.
      const render = () =>
        handle(publicRequest(url, req.get("accept") ?? "*/*", req.get("host")), contextOf(req, true));
      if (options.bypassToken !== undefined && req.get("x-cache-bypass") === options.bypassToken) {
        const response = await render();
        if (!isCacheableResponse(response)) return await sendResponse(res, response);
        return sendCached(req, res, await cache.prepare(response), "BYPASS");
      }
      const found = cache.get(key);
      if (found?.fresh) return sendCached(req, res, found.entry, "HIT");
      if (found) {
        // Stale after a content change or its fresh time: this reader gets it, and it is rendered again in the
        // background, ahead of the start-up backlog but one render at a time, so stale pages never pile up renders.
        sendCached(req, res, found.entry, "STALE");
        void warm([key], { first: true });
        return;
      }
      const result = (await cache.render(key, url.pathname, render)) ?? { response: await render() };
      if ("entry" in result) return sendCached(req, res, result.entry, "MISS");
      await sendResponse(res, result.response);
    } catch (error) {
      next(error);
    }
  };

  const site = new URL(options.siteUrl);
  const warmOne = async (path: string) => {
    const cache = options.cache;
    if (!cache) return;
    const url = await publicCacheUrl(new URL(path, site), options.keyLookups);
    const key = `${url.pathname}${url.search}`;
    if (cache.get(key)?.fresh) return;
    const render = () =>
      handle(
        publicRequest(url, "text/html,application/xhtml+xml", site.host),
        options.getLoadContext({ path: url.pathname, clientAddress: "127.0.0.1", shared: true }),
      );
    const result = await cache.render(key, url.pathname, render);
    if (result && "response" in result) await result.response.body?.cancel();
    // Its brotli copy too: the next page waits, so warming never leaves the compression threads a backlog that
    // readers' own compressions would queue behind.
    await cache.compressed();
  };
  const readersFirst = options.readersFirst;
  const warmUp = createWarmUpQueue({
    // Readers go first: each page waits until no public request is in flight (for a bounded time).
    waitForTurn: readersFirst
      ? () => readersFirst.whenReadersIdle()
      : () => new Promise<void>((resolve) => setImmediate(resolve)),
    warmOne: (path) => (readersFirst ? readersFirst.runInBackground(() => warmOne(path)) : warmOne(path)),
    // A page not yet cached is warmed only while it fits without evicting another; a stale one is replaced.
    skip: (path) => !options.cache || (!options.cache.has(path) && !options.cache.hasRoomFor(WARM_PAGE_BYTES)),
    onError: (error) => options.onBackgroundError?.(error),
  });
  const warm: TReactRouterHandler["warm"] = (paths, warmOptions) =>
    options.cache ? warmUp.warm(paths, warmOptions) : Promise.resolve();
  const stopWarming = () => warmUp.stop();
  return Object.assign(handler, { warm, stopWarming });
}
