// Fetches a public web page for the generators: browser-like, bounded in time and size, and refusing
// private addresses after DNS resolution (on every redirect) so an editor's link cannot reach our network.
// A request on a kept-alive connection the server had just closed is retried once on a fresh connection.
// The parts live in ./page-fetch: settings, origin overrides, the address guard, failures and body reading.
import { Agent, EnvHttpProxyAgent, fetch as undiciFetch, type Dispatcher } from "undici";
import { FetchPageError } from "./errors";
import { buildAllowList, createGuardedLookup, createHostCheck } from "./page-fetch/address-guard.server";
import { formatBytes, isReusedConnectionReset, toFetchPageError } from "./page-fetch/fetch-failures.server";
import {
  DEFAULT_FETCH_MAX_BYTES,
  DEFAULT_FETCH_MAX_REDIRECTS,
  DEFAULT_FETCH_TIMEOUT_MS,
  BROWSER_USER_AGENT,
  type TPageFetcherOptions,
} from "./page-fetch/fetcher-options";
import { applyOriginOverride, undoOriginOverride } from "./page-fetch/origin-overrides";
import { decodeBody, readCappedBody } from "./page-fetch/read-body.server";

export { FetchPageError } from "./errors";
export {
  BROWSER_USER_AGENT,
  DEFAULT_FETCH_MAX_BYTES,
  DEFAULT_FETCH_MAX_REDIRECTS,
  DEFAULT_FETCH_TIMEOUT_MS,
  pageFetcherOptionsFromEnv,
  parseAllowPrivate,
  parseOriginOverrides,
  type TOriginOverride,
  type TPageFetcherOptions,
} from "./page-fetch/fetcher-options";

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

export type TPageFetcher = TFetchPage & { close(): Promise<void> };

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const PAGE_CONTENT_TYPES =
  /^(text\/html|application\/xhtml\+xml|text\/xml|application\/xml|application\/(ld\+)?json|text\/plain)\b/i;

type TResponse = Awaited<ReturnType<typeof undiciFetch>>;

export function createPageFetcher(options: TPageFetcherOptions = {}): TPageFetcher {
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_FETCH_MAX_REDIRECTS;
  const overrides = options.originOverrides ?? [];
  const allow = buildAllowList(options.allowPrivate ?? []);
  const proxy = options.proxy ?? {};
  const usesProxy = Boolean(proxy.httpProxy || proxy.httpsProxy);
  const connect = { lookup: createGuardedLookup(allow) };
  const createDispatcher = (): Dispatcher =>
    usesProxy
      ? new EnvHttpProxyAgent({
          connect,
          httpProxy: proxy.httpProxy,
          httpsProxy: proxy.httpsProxy,
          noProxy: proxy.noProxy,
        })
      : new Agent({ connect });
  const dispatcher = createDispatcher();
  const assertHostAllowed = createHostCheck(allow, usesProxy);

  /**
   * One request; a reset of a reused connection (the server closed it as we sent) is tried once more, on a
   * connection of its own: the pool's other idle connections may have been closed by the server as well.
   */
  async function request(target: URL, signal: AbortSignal, callOptions: TFetchPageCallOptions): Promise<TResponse> {
    const send = (through: Dispatcher) =>
      undiciFetch(target.href, {
        dispatcher: through,
        redirect: "manual",
        signal,
        headers: {
          "user-agent": options.userAgent ?? BROWSER_USER_AGENT,
          accept: callOptions.accept ?? BROWSER_ACCEPT,
          "accept-language": "en-US,en;q=0.9",
        },
      });
    try {
      return await send(dispatcher);
    } catch (error) {
      if (signal.aborted || !isReusedConnectionReset(error)) throw error;
      const fresh = createDispatcher();
      try {
        return await send(fresh);
      } finally {
        // Closing waits for the response body to be read, then frees the connection.
        void fresh.close();
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
    const timing = { timeoutSignal, timeoutMs, callerSignal: callOptions.signal };

    for (let hop = 0; ; hop++) {
      const publicUrl = current.href;
      if (current.protocol !== "http:" && current.protocol !== "https:") {
        throw new FetchPageError("invalid_url", `Only http and https links can be fetched, not ${publicUrl}.`, {
          url: publicUrl,
        });
      }
      const target = applyOriginOverride(current, overrides);
      let response: TResponse;
      try {
        await assertHostAllowed(target, publicUrl);
        response = await request(target, signal, callOptions);
      } catch (error) {
        throw toFetchPageError(error, publicUrl, timing);
      }

      if (REDIRECT_STATUSES.has(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get("location");
        if (!location) {
          throw new FetchPageError(
            "http_status",
            `The page at ${publicUrl} redirected (HTTP ${response.status}) without saying where to.`,
            { url: publicUrl, status: response.status },
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
          { url: publicUrl, status: response.status },
        );
      }
      let body: Uint8Array;
      try {
        body = await readCappedBody(response, maxBytes, publicUrl);
      } catch (error) {
        throw toFetchPageError(error, publicUrl, timing);
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

  return Object.assign(fetchPage, { close: () => dispatcher.close() });
}
