// Runs before any routing and answers, with a clear 4xx, what the app cannot or must not serve. A method it does
// not serve gets one 405 (TRACE, PROPFIND, OPTIONS: there is no CORS; and anything but GET and HEAD outside the
// write APIs, so pages and read-only files never reach React Router with a method they have no action for); a
// Host header (or a trusted proxy's protocol) that makes no URL gets a 400; a state-changing request addressed to
// another host than the site's own (SITE_URL's, or a loopback address) or sent by a page of another origin gets a 403.
import type express from "express";
import { METHOD_NOT_ALLOWED_MESSAGE } from "~/lib/app-error";

export const KNOWN_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const READ_METHODS = ["GET", "HEAD"];
const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// The only paths with actions: the admin API and the generators (app/generation/generation-paths.ts). Everything
// else (pages, feeds, media, the public read API) is read-only.
const WRITE_API_PATH = /^\/api\/(admin|content)\//;

export const BAD_HOST_MESSAGE = "Invalid Host header";
export const BAD_PATH_MESSAGE = "Invalid URL: the path is not valid percent-encoding";
export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed";
export const FOREIGN_HOST_MESSAGE = "Changes are accepted only at the site's own address (SITE_URL)";

// Addresses a page on another site can never be served from: a DNS name an attacker controls may point at this
// server (DNS rebinding), but the browser then sends that name as the Host, never one of these.
const LOOPBACK_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a request's Host names this site: SITE_URL's host name, or a loopback address (a server reached on the
 * machine itself). Any other name reached this server through someone else's DNS.
 */
export function isOwnHost(protocol: string, host: string, siteUrl: string): boolean {
  const { hostname } = new URL(`${protocol}://${host}/`);
  return hostname === new URL(siteUrl).hostname || LOOPBACK_HOSTNAMES.has(hostname);
}

/** Whether `host` (a Host header) and `protocol` make a request URL with nothing else in it. */
export function isValidHost(protocol: string, host: string): boolean {
  if (protocol !== "http" && protocol !== "https") return false;
  if (host === "" || host.length > 255) return false;
  try {
    const url = new URL(`${protocol}://${host}/`);
    return url.pathname === "/" && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/**
 * Whether a browser says this request comes from a page of another site. Browsers send Sec-Fetch-Site (and Origin)
 * with every state-changing request; other clients (scripts, curl) send neither and are not affected. The page's
 * origin must be, whole (scheme, host and port), the configured SITE_URL's or the origin the request reached.
 */
export function isCrossSite(
  headers: express.Request["headers"],
  protocol: string,
  host: string,
  siteUrl: string,
): boolean {
  const fetchSite = headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (origin === new URL(siteUrl).origin) return false;
  try {
    return new URL(origin).origin !== new URL(`${protocol}://${host}`).origin;
  } catch {
    // "null" (a sandboxed frame, a data: page) or garbage.
    return true;
  }
}

/** Whether every percent escape of the path decodes (to UTF-8), as the router needs to match it. */
export function isDecodablePath(path: string): boolean {
  try {
    // The result is used, so the bundler cannot drop the call as free of effects.
    return typeof decodeURIComponent(path) === "string";
  } catch {
    return false;
  }
}

function refuse(res: express.Response, status: number, error: string, headers: Record<string, string> = {}): void {
  res.status(status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-store");
  res.json({ error });
}

export function createRequestGuard(options: { siteUrl: string }): express.RequestHandler {
  return (req, res, next) => {
    if (!(KNOWN_METHODS as readonly string[]).includes(req.method)) {
      return refuse(res, 405, METHOD_NOT_ALLOWED_MESSAGE, { Allow: KNOWN_METHODS.join(", ") });
    }
    if (!READ_METHODS.includes(req.method) && !WRITE_API_PATH.test(req.path)) {
      return refuse(res, 405, METHOD_NOT_ALLOWED_MESSAGE, { Allow: READ_METHODS.join(", ") });
    }
    const host = req.get("host") ?? "localhost";
    if (!isValidHost(req.protocol, host)) return refuse(res, 400, BAD_HOST_MESSAGE);
    if (!isDecodablePath(req.path)) return refuse(res, 400, BAD_PATH_MESSAGE);
    if (STATE_CHANGING_METHODS.has(req.method)) {
      if (!isOwnHost(req.protocol, host, options.siteUrl)) return refuse(res, 403, FOREIGN_HOST_MESSAGE);
      if (isCrossSite(req.headers, req.protocol, host, options.siteUrl)) return refuse(res, 403, CROSS_SITE_MESSAGE);
    }
    next();
  };
}
