// Fetches a public web page for the generators: browser-like, bounded in time and size, and refusing
// private addresses after DNS resolution (on every redirect) so an editor's link cannot reach our network.
// A request on a kept-alive connection the server had just closed is retried once on a fresh connection.
// The parts live in ./page-fetch: settings, origin overrides, the address guard, connections, what an answer must
// be, failures and body reading.
import { FetchPageError } from "./errors";
import { buildAllowList, createHostCheck } from "./page-fetch/address-guard.server";
import { assertReadableImage, assertReadablePage, redirectTarget } from "./page-fetch/check-response.server";
import { openConnection, type TResponse } from "./page-fetch/connection.server";
import { toFetchPageError } from "./page-fetch/fetch-failures.server";
import {
  DEFAULT_FETCH_MAX_BYTES,
  DEFAULT_FETCH_MAX_REDIRECTS,
  DEFAULT_FETCH_TIMEOUT_MS,
  BROWSER_USER_AGENT,
  type TPageFetcherOptions,
} from "./page-fetch/fetcher-options";
import { applyOriginOverride, undoOriginOverride } from "./page-fetch/origin-overrides";
import { decodeBody, readCappedBody } from "./page-fetch/read-body.server";

export {
  pageFetcherOptionsFromEnv,
  parseAllowPrivate,
  parseOriginOverrides,
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

export interface TFetchedImage {
  /** The address after redirects, in the public origin space. */
  finalUrl: string;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** Fetches an image with the same guards as pages (private addresses refused on every redirect, time limit). */
export type TFetchImage = (
  url: string,
  options?: { signal?: AbortSignal; maxBytes?: number },
) => Promise<TFetchedImage>;

export type TPageFetcher = TFetchPage & { fetchImage: TFetchImage; close(): Promise<void> };

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const IMAGE_ACCEPT = "image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9";

interface TAnswer {
  publicUrl: string;
  status: number;
  contentType: string;
  body: Uint8Array;
}

export function createPageFetcher(options: TPageFetcherOptions = {}): TPageFetcher {
  const timeoutMs = options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_FETCH_MAX_REDIRECTS;
  const overrides = options.originOverrides ?? [];
  const allow = buildAllowList(options.allowPrivate ?? []);
  const connection = openConnection(options.proxy ?? {}, allow);
  const assertHostAllowed = createHostCheck(allow, connection.usesProxy);

  // One answer, redirects followed and checked: a page (`what` "page") or an image, each with its own check.
  async function fetchAnswer(
    rawUrl: string,
    callOptions: { signal?: AbortSignal; accept: string; maxBytes: number },
    what: "page" | "image",
  ): Promise<TAnswer> {
    if (!URL.canParse(rawUrl)) {
      throw new FetchPageError("invalid_url", `"${rawUrl}" is not a valid web address.`, { url: rawUrl });
    }
    let current = new URL(rawUrl);
    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const signal = callOptions.signal ? AbortSignal.any([timeoutSignal, callOptions.signal]) : timeoutSignal;
    const timing = { timeoutSignal, timeoutMs, callerSignal: callOptions.signal };
    const headers = {
      "user-agent": options.userAgent ?? BROWSER_USER_AGENT,
      accept: callOptions.accept,
      "accept-language": "en-US,en;q=0.9",
    };

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
        response = await connection.request(target, signal, headers);
      } catch (error) {
        throw toFetchPageError(error, publicUrl, timing);
      }
      const next = await redirectTarget(response, target, { publicUrl, rawUrl, hop, maxRedirects });
      if (next) {
        current = undoOriginOverride(next, overrides);
        continue;
      }
      const contentType =
        what === "page"
          ? await assertReadablePage(response, publicUrl, callOptions.maxBytes)
          : await assertReadableImage(response, publicUrl, callOptions.maxBytes);
      let body: Uint8Array;
      try {
        body = await readCappedBody(response, callOptions.maxBytes, publicUrl, what);
      } catch (error) {
        throw toFetchPageError(error, publicUrl, timing);
      }
      return { publicUrl, status: response.status, contentType, body };
    }
  }

  async function fetchPage(rawUrl: string, callOptions: TFetchPageCallOptions = {}): Promise<TFetchedPage> {
    const answer = await fetchAnswer(
      rawUrl,
      { signal: callOptions.signal, accept: callOptions.accept ?? BROWSER_ACCEPT, maxBytes },
      "page",
    );
    return {
      url: rawUrl,
      finalUrl: answer.publicUrl,
      status: answer.status,
      contentType: answer.contentType,
      html: decodeBody(answer.body, answer.contentType),
    };
  }

  const fetchImage: TFetchImage = async (rawUrl, callOptions = {}) => {
    const answer = await fetchAnswer(
      rawUrl,
      { signal: callOptions.signal, accept: IMAGE_ACCEPT, maxBytes: callOptions.maxBytes ?? maxBytes },
      "image",
    );
    return { finalUrl: answer.publicUrl, contentType: answer.contentType, bytes: new Uint8Array(answer.body) };
  };

  return Object.assign(fetchPage, { fetchImage, close: () => connection.close() });
}
