// Fetches a public web page for the generators: browser-like, bounded in time and size, and refusing
// private addresses after DNS resolution (on every redirect) so an editor's link cannot reach our network.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import type { LookupFunction } from "node:net";
import { Agent, EnvHttpProxyAgent, fetch as undiciFetch, type Dispatcher } from "undici";
import { FetchPageError } from "./errors";
import { describeBlockedAddress, isAddressInCidr, parseCidr, parseIpAddress, type TCidr } from "./ip-ranges";

export { FetchPageError } from "./errors";

export interface TFetchedPage {
  /** The address asked for. */
  url: string;
  /** The address after redirects, in the public origin space (origin overrides undone). */
  finalUrl: string;
  status: number;
  contentType: string;
  html: string;
}

export interface TFetchPageCallOptions {
  signal?: AbortSignal;
  /** Replaces the browser-like Accept header, e.g. for a JSON or XML endpoint. */
  accept?: string;
}

export type TFetchPage = (url: string, options?: TFetchPageCallOptions) => Promise<TFetchedPage>;

export interface TOriginOverride {
  from: string;
  to: URL;
}

export interface TPageFetcherOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Host names or CIDR ranges that may be fetched although private (FETCH_ALLOW_PRIVATE). */
  allowPrivate?: readonly string[];
  /** Rewrites an origin before fetching, like a hosts file (FETCH_ORIGIN_OVERRIDES). */
  originOverrides?: readonly TOriginOverride[];
  userAgent?: string;
  /** Proxy settings; defaults to HTTP_PROXY / HTTPS_PROXY / NO_PROXY of the process. */
  proxy?: { httpProxy?: string | undefined; httpsProxy?: string | undefined; noProxy?: string | undefined };
}

export type TPageFetcher = TFetchPage & { close(): Promise<void> };

export const DEFAULT_FETCH_TIMEOUT_MS = 20_000;
export const DEFAULT_FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_FETCH_MAX_REDIRECTS = 5;
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const PAGE_CONTENT_TYPES =
  /^(text\/html|application\/xhtml\+xml|text\/xml|application\/xml|application\/(ld\+)?json|text\/plain)\b/i;

/** Parses FETCH_ORIGIN_OVERRIDES: `https://www.amazon.com=http://127.0.0.1:4567/amazon,https://...=...`. */
export function parseOriginOverrides(text: string | undefined): TOriginOverride[] {
  if (!text?.trim()) return [];
  return text
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const separator = pair.indexOf("=");
      const fromText = pair.slice(0, separator).trim();
      const toText = pair.slice(separator + 1).trim();
      if (separator < 0 || !URL.canParse(fromText) || !URL.canParse(toText)) {
        throw new Error(
          `FETCH_ORIGIN_OVERRIDES: "${pair}" is not of the form https://site.example=http://host:port/prefix`,
        );
      }
      return { from: new URL(fromText).origin, to: new URL(toText) };
    });
}

/** Parses FETCH_ALLOW_PRIVATE: comma-separated host names or CIDR ranges. */
export function parseAllowPrivate(text: string | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The fetcher's options from the environment, for the start-up code. */
export function pageFetcherOptionsFromEnv(env: Record<string, string | undefined>): TPageFetcherOptions {
  return {
    allowPrivate: parseAllowPrivate(env.FETCH_ALLOW_PRIVATE),
    originOverrides: parseOriginOverrides(env.FETCH_ORIGIN_OVERRIDES),
    proxy: {
      httpProxy: env.HTTP_PROXY ?? env.http_proxy,
      httpsProxy: env.HTTPS_PROXY ?? env.https_proxy,
      noProxy: env.NO_PROXY ?? env.no_proxy,
    },
  };
}

function stripPrefix(pathname: string): string {
  return pathname.replace(/\/+$/, "");
}

function applyOriginOverride(url: URL, overrides: readonly TOriginOverride[]): URL {
  const override = overrides.find((entry) => entry.from === url.origin);
  if (!override) return url;
  return new URL(`${stripPrefix(override.to.pathname)}${url.pathname}${url.search}`, override.to.origin);
}

function undoOriginOverride(url: URL, overrides: readonly TOriginOverride[]): URL {
  const candidates = overrides
    .filter((entry) => entry.to.origin === url.origin)
    .filter((entry) => {
      const prefix = stripPrefix(entry.to.pathname);
      return prefix === "" || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
    })
    .sort((a, b) => b.to.pathname.length - a.to.pathname.length);
  const match = candidates[0];
  if (!match) return url;
  const rest = url.pathname.slice(stripPrefix(match.to.pathname).length) || "/";
  return new URL(`${rest}${url.search}`, match.from);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? "" : "s"}`;
}

interface TAllowList {
  hosts: Set<string>;
  cidrs: TCidr[];
}

function buildAllowList(entries: readonly string[]): TAllowList {
  const hosts = new Set<string>();
  const cidrs: TCidr[] = [];
  for (const entry of entries) {
    const cidr = parseCidr(entry);
    if (cidr) cidrs.push(cidr);
    else hosts.add(entry.toLowerCase().replace(/^\[|\]$/g, ""));
  }
  return { hosts, cidrs };
}

function isAllowed(allow: TAllowList, hostname: string, address: string): boolean {
  return allow.hosts.has(hostname.toLowerCase()) || allow.cidrs.some((cidr) => isAddressInCidr(address, cidr));
}

function blockedError(url: string, hostname: string, address: string, reason: string): FetchPageError {
  const where = hostname === address ? address : `${hostname} (${address})`;
  return new FetchPageError(
    "blocked_address",
    `Refused to fetch ${url}: ${where} is ${reason}. Only public web pages can be used as sources.`,
    { url },
  );
}

/** Raised inside the connection's DNS lookup; turned into a FetchPageError naming the page. */
class BlockedLookupError extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly reason: string,
  ) {
    super(`${hostname} resolved to ${address}, ${reason}`);
  }
}

/** A DNS lookup that fails the connection when any resolved address is private, closing the rebinding gap. */
function createGuardedLookup(allow: TAllowList): LookupFunction {
  return ((
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      for (const { address } of addresses) {
        const reason = describeBlockedAddress(address);
        if (reason && !isAllowed(allow, hostname, address)) {
          return callback(new BlockedLookupError(hostname, address, reason), "", 0);
        }
      }
      const first = addresses[0];
      if (options.all) return callback(null, addresses);
      if (!first) return callback(new Error(`No address found for ${hostname}`), "", 0);
      return callback(null, first.address, first.family);
    });
  }) as LookupFunction;
}

function resolveAll(hostname: string): Promise<LookupAddress[] | null> {
  return new Promise((resolve) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => resolve(error ? null : addresses));
  });
}

function findCause<T>(error: unknown, predicate: (value: unknown) => value is T): T | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (predicate(current)) return current;
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}

function describeNetworkError(error: unknown): string {
  const coded = findCause(error, (value): value is { code: string } => {
    return typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "string";
  });
  switch (coded?.code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "the site's name could not be found (DNS)";
    case "ECONNREFUSED":
      return "the connection was refused";
    case "ECONNRESET":
      return "the connection was reset";
    case "ETIMEDOUT":
    case "UND_ERR_CONNECT_TIMEOUT":
      return "the connection timed out";
    default:
      if (coded?.code?.startsWith("ERR_TLS") || coded?.code?.includes("CERT"))
        return "its TLS certificate was not accepted";
      return coded?.code ? `a network error occurred (${coded.code})` : "a network error occurred";
  }
}

async function readCappedBody(
  response: Awaited<ReturnType<typeof undiciFetch>>,
  maxBytes: number,
  url: string,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FetchPageError(
        "too_large",
        `The page at ${url} is larger than ${formatBytes(maxBytes)}, the most we read.`,
        { url },
      );
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function decodeBody(body: Uint8Array, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

export function createPageFetcher(options: TPageFetcherOptions = {}): TPageFetcher {
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_FETCH_MAX_REDIRECTS;
  const overrides = options.originOverrides ?? [];
  const allow = buildAllowList(options.allowPrivate ?? []);
  const proxy = options.proxy ?? {
    httpProxy: process.env.HTTP_PROXY ?? process.env.http_proxy,
    httpsProxy: process.env.HTTPS_PROXY ?? process.env.https_proxy,
    noProxy: process.env.NO_PROXY ?? process.env.no_proxy,
  };
  const usesProxy = Boolean(proxy.httpProxy || proxy.httpsProxy);
  const connect = { lookup: createGuardedLookup(allow) };
  const dispatcher: Dispatcher = usesProxy
    ? new EnvHttpProxyAgent({
        connect,
        httpProxy: proxy.httpProxy,
        httpsProxy: proxy.httpsProxy,
        noProxy: proxy.noProxy,
      })
    : new Agent({ connect });

  async function assertHostAllowed(target: URL, publicUrl: string): Promise<void> {
    const hostname = target.hostname.replace(/^\[|\]$/g, "");
    if (parseIpAddress(hostname)) {
      // Literal addresses never reach the DNS lookup, so they are checked here.
      const reason = describeBlockedAddress(hostname);
      if (reason && !isAllowed(allow, hostname, hostname)) throw blockedError(publicUrl, hostname, hostname, reason);
      return;
    }
    if (usesProxy) {
      // Through a proxy the proxy resolves the name; check what we can see (unresolvable names go to the proxy).
      for (const { address } of (await resolveAll(hostname)) ?? []) {
        const reason = describeBlockedAddress(address);
        if (reason && !isAllowed(allow, hostname, address)) throw blockedError(publicUrl, hostname, address, reason);
      }
    }
  }

  async function fetchPage(rawUrl: string, callOptions: TFetchPageCallOptions = {}): Promise<TFetchedPage> {
    if (!URL.canParse(rawUrl)) {
      throw new FetchPageError("invalid_url", `"${rawUrl}" is not a valid web address.`, { url: rawUrl });
    }
    let current = new URL(rawUrl);
    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const signal = callOptions.signal ? AbortSignal.any([timeoutSignal, callOptions.signal]) : timeoutSignal;

    for (let hop = 0; ; hop++) {
      const publicUrl = current.href;
      if (current.protocol !== "http:" && current.protocol !== "https:") {
        throw new FetchPageError("invalid_url", `Only http and https links can be fetched, not ${publicUrl}.`, {
          url: publicUrl,
        });
      }
      const target = applyOriginOverride(current, overrides);
      let response: Awaited<ReturnType<typeof undiciFetch>>;
      try {
        await assertHostAllowed(target, publicUrl);
        response = await undiciFetch(target.href, {
          dispatcher,
          redirect: "manual",
          signal,
          headers: {
            "user-agent": options.userAgent ?? BROWSER_USER_AGENT,
            accept: callOptions.accept ?? BROWSER_ACCEPT,
            "accept-language": "en-US,en;q=0.9",
          },
        });
      } catch (error) {
        throw toFetchPageError(error, publicUrl, timeoutSignal, callOptions.signal);
      }

      if (REDIRECT_STATUSES.has(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get("location");
        if (!location) {
          throw new FetchPageError(
            "http_status",
            `The page at ${publicUrl} redirected (HTTP ${response.status}) without saying where to.`,
            {
              url: publicUrl,
              status: response.status,
            },
          );
        }
        if (hop >= maxRedirects) {
          throw new FetchPageError("http_status", `The page at ${rawUrl} redirected more than ${maxRedirects} times.`, {
            url: rawUrl,
            status: response.status,
          });
        }
        current = undoOriginOverride(new URL(location, target), overrides);
        continue;
      }

      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel().catch(() => undefined);
        throw new FetchPageError(
          "http_status",
          `The page at ${publicUrl} answered HTTP ${response.status}${response.statusText ? ` (${response.statusText})` : ""}.`,
          { url: publicUrl, status: response.status },
        );
      }

      const contentType = response.headers.get("content-type") ?? "";
      if (contentType && !PAGE_CONTENT_TYPES.test(contentType)) {
        await response.body?.cancel().catch(() => undefined);
        throw new FetchPageError(
          "unsupported_content",
          `The link ${publicUrl} points to ${contentType.split(";")[0]} content, not a web page.`,
          { url: publicUrl, status: response.status },
        );
      }
      const declaredLength = Number(response.headers.get("content-length") ?? "0");
      if (declaredLength > maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw new FetchPageError(
          "too_large",
          `The page at ${publicUrl} is larger than ${formatBytes(maxBytes)}, the most we read.`,
          {
            url: publicUrl,
            status: response.status,
          },
        );
      }
      let body: Uint8Array;
      try {
        body = await readCappedBody(response, maxBytes, publicUrl);
      } catch (error) {
        throw toFetchPageError(error, publicUrl, timeoutSignal, callOptions.signal);
      }
      return {
        url: rawUrl,
        finalUrl: publicUrl,
        status: response.status,
        contentType,
        html: decodeBody(body, contentType),
      };
    }
  }

  function toFetchPageError(
    error: unknown,
    url: string,
    timeoutSignal: AbortSignal,
    callerSignal?: AbortSignal,
  ): FetchPageError {
    const known = findCause(error, (value): value is FetchPageError => value instanceof FetchPageError);
    if (known) return known;
    const blocked = findCause(error, (value): value is BlockedLookupError => value instanceof BlockedLookupError);
    if (blocked) return blockedError(url, blocked.hostname, blocked.address, blocked.reason);
    if (timeoutSignal.aborted) {
      return new FetchPageError("timeout", `The page at ${url} did not answer within ${formatSeconds(timeoutMs)}.`, {
        url,
        cause: error,
      });
    }
    if (callerSignal?.aborted) {
      return new FetchPageError("timeout", `Fetching ${url} was cancelled before it finished.`, { url, cause: error });
    }
    return new FetchPageError("network", `Could not reach ${url}: ${describeNetworkError(error)}.`, {
      url,
      cause: error,
    });
  }

  return Object.assign(fetchPage, { close: () => dispatcher.close() });
}
