// What the fetcher accepts from one answer: where a redirect leads, and a 2xx page of a readable type within the
// size limit; anything else is a FetchPageError that says what the page answered.
import { FetchPageError } from "../errors";
import type { TResponse } from "./connection.server";
import { formatBytes } from "./fetch-failures.server";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const PAGE_CONTENT_TYPES =
  /^(text\/html|application\/xhtml\+xml|text\/xml|application\/xml|application\/(ld\+)?json|text\/plain)\b/i;

async function discard(response: TResponse): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/**
 * The next address of a redirect (resolved against `target`, the address actually asked), or null when the answer
 * is not a redirect. `hop` counts the redirects followed so far; `rawUrl` is the address the editor gave.
 */
export async function redirectTarget(
  response: TResponse,
  target: URL,
  at: { publicUrl: string; rawUrl: string; hop: number; maxRedirects: number },
): Promise<URL | null> {
  if (!REDIRECT_STATUSES.has(response.status)) return null;
  await discard(response);
  const location = response.headers.get("location");
  if (!location) {
    throw new FetchPageError(
      "http_status",
      `The page at ${at.publicUrl} redirected (HTTP ${response.status}) without saying where to.`,
      { url: at.publicUrl, status: response.status },
    );
  }
  if (at.hop >= at.maxRedirects) {
    throw new FetchPageError("http_status", `The page at ${at.rawUrl} redirected more than ${at.maxRedirects} times.`, {
      url: at.rawUrl,
      status: response.status,
    });
  }
  return new URL(location, target);
}

/** Refuses an answer that is not a 2xx web page, or says it is larger than `maxBytes`; returns its content type. */
export async function assertReadablePage(response: TResponse, publicUrl: string, maxBytes: number): Promise<string> {
  if (response.status < 200 || response.status > 299) {
    await discard(response);
    throw new FetchPageError(
      "http_status",
      `The page at ${publicUrl} answered HTTP ${response.status}${response.statusText ? ` (${response.statusText})` : ""}.`,
      { url: publicUrl, status: response.status },
    );
  }
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType && !PAGE_CONTENT_TYPES.test(contentType)) {
    await discard(response);
    throw new FetchPageError(
      "unsupported_content",
      `The link ${publicUrl} points to ${contentType.split(";")[0]} content, not a web page.`,
      { url: publicUrl, status: response.status },
    );
  }
  const declaredLength = Number(response.headers.get("content-length") ?? "0");
  if (declaredLength > maxBytes) {
    await discard(response);
    throw new FetchPageError(
      "too_large",
      `The page at ${publicUrl} is larger than ${formatBytes(maxBytes)}, the most we read.`,
      { url: publicUrl, status: response.status },
    );
  }
  return contentType;
}
