// The page fetcher's settings: limits, the private hosts an operator allows and the origin overrides, from the
// site's parsed environment (ZEnv's FETCH_ALLOW_PRIVATE, FETCH_ORIGIN_OVERRIDES and proxy variables).
import type { TEnv } from "~/config/env.server";

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
  /** Proxy settings (the site's HTTP_PROXY / HTTPS_PROXY / NO_PROXY through pageFetcherOptionsFromEnv); none when absent. */
  proxy?: { httpProxy?: string | undefined; httpsProxy?: string | undefined; noProxy?: string | undefined };
}

export const DEFAULT_FETCH_TIMEOUT_MS = 20_000;
export const DEFAULT_FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_FETCH_MAX_REDIRECTS = 5;
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

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

export type TPageFetcherEnv = Pick<
  TEnv,
  | "FETCH_ALLOW_PRIVATE"
  | "FETCH_ORIGIN_OVERRIDES"
  | "HTTP_PROXY"
  | "http_proxy"
  | "HTTPS_PROXY"
  | "https_proxy"
  | "NO_PROXY"
  | "no_proxy"
>;

/** The fetcher's options from the site's parsed environment, for the start-up code (the upper-case names win). */
export function pageFetcherOptionsFromEnv(env: TPageFetcherEnv): TPageFetcherOptions {
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
