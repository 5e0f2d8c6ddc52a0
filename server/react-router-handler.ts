// Serves the React Router app from Express: turns the Node request into a fetch Request, answers public GETs
// from the response cache when it can, and streams everything else. Modeled on @react-router/express, plus the cache.
import { writeReadableStreamToWritable, createReadableStreamFromReadable } from "@react-router/node";
import type express from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import {
  chooseEncoding,
  identityBody,
  isCacheableRequest,
  isCacheableResponse,
  publicUrl,
  type ResponseCache,
  type TCachedResponse,
} from "~/cache/response-cache.server";

// A page's own Content-Security-Policy (with the nonce its body holds) replaces the one every response gets.
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

// What a public page is rendered from: its URL without unknown parameters, and no cookie, credentials or
// conditional headers, so the stored answer is the one every reader gets. Not tied to the reader's connection:
// readers waiting for the same render must not lose it when the first one leaves.
function publicRequest(url: URL, req: express.Request): Request {
  const headers = new Headers({ accept: req.get("accept") ?? "*/*" });
  const host = req.get("host");
  if (host) headers.set("host", host);
  return new Request(url.href, { method: "GET", headers });
}

export function createReactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  cache: ResponseCache | null;
  getLoadContext(req: express.Request): RouterContextProvider;
  onBackgroundError?(error: unknown): void;
  // Requests carrying this value in X-Cache-Bypass render afresh (benchmarks measure renders with it); unset in
  // production unless an operator chooses one.
  bypassToken?: string;
}): express.RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const cache = options.cache;
      if (cache === null || !isCacheableRequest(req.method, req.path)) {
        const response = await handle(toFetchRequest(req, res), options.getLoadContext(req));
        return await sendResponse(res, response);
      }
      const url = publicUrl(new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`));
      const key = `${url.pathname}${url.search}`;
      const render = () => handle(publicRequest(url, req), options.getLoadContext(req));
      if (options.bypassToken !== undefined && req.get("x-cache-bypass") === options.bypassToken) {
        const response = await render();
        if (!isCacheableResponse(response)) return await sendResponse(res, response);
        return sendCached(req, res, await cache.prepare(response), "BYPASS");
      }
      const found = cache.get(key);
      if (found?.fresh) return sendCached(req, res, found.entry, "HIT");
      if (found) {
        // Stale after a content change or its fresh time: this reader gets it, one render replaces it.
        sendCached(req, res, found.entry, "STALE");
        cache.render(key, url.pathname, render).then(
          (result) => void (result && "response" in result ? result.response.body?.cancel() : undefined),
          (error: unknown) => options.onBackgroundError?.(error),
        );
        return;
      }
      const result = (await cache.render(key, url.pathname, render)) ?? { response: await render() };
      if ("entry" in result) return sendCached(req, res, result.entry, "MISS");
      await sendResponse(res, result.response);
    } catch (error) {
      next(error);
    }
  };
}
