// Serves the React Router app from Express: turns the Node request into a fetch Request, answers public GETs
// from the response cache when it can, and streams everything else. Modeled on @react-router/express, plus the cache.
import { writeReadableStreamToWritable, createReadableStreamFromReadable } from "@react-router/node";
import type express from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import {
  isCacheableRequest,
  isCacheableResponse,
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

function sendCached(req: express.Request, res: express.Response, entry: TCachedResponse, hit: boolean): void {
  res.status(entry.status);
  for (const [name, value] of entry.headers) setOrAppend(res, name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("X-Cache", hit ? "HIT" : "MISS");
  if (req.headers["if-none-match"] === entry.etag) {
    res.status(304).end();
    return;
  }
  const gzip = entry.gzip && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip ? entry.gzip! : entry.body;
  // Already encoded: the compression middleware leaves responses with a Content-Encoding alone.
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}

export function createReactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  cache: ResponseCache | null;
  getLoadContext(req: express.Request): RouterContextProvider;
}): express.RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const request = toFetchRequest(req, res);
      const cache = options.cache;
      const key = `${req.method === "HEAD" ? "GET" : req.method} ${req.originalUrl}`;
      const cacheable = cache !== null && isCacheableRequest(req.method, req.path, request.headers);
      if (cacheable) {
        const entry = cache.get(key);
        if (entry) return sendCached(req, res, entry, true);
      }
      const generation = cache?.generation ?? 0;
      const response = await handle(request, options.getLoadContext(req));
      if (cacheable && isCacheableResponse(response)) {
        return sendCached(req, res, await cache.store(key, response, generation), false);
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
