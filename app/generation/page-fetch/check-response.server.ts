// What the fetcher accepts from one answer: where a redirect leads, and a 2xx page of a readable type within the
// size limit; anything else is a FetchPageError that says what the page answered.
import { FetchPageError } from "../errors";
import type { TResponse } from "./connection.server";
import { formatBytes } from "./fetch-failures.server";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const PAGE_CONTENT_TYPES =
  /^(text\/html|application\/xhtml\+xml|text\/xml|application\/xml|application\/(ld\+)?json|text\/plain)\b/i;
// The raster types the media library stores (app/media/image-format.ts); never SVG, which can carry scripts.
const IMAGE_CONTENT_TYPES = /^image\/(png|jpeg|gif|webp|avif)\b/i;

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
export function assertReadablePage(response: TResponse, publicUrl: string, maxBytes: number): Promise<string> {
  return assertReadableAnswer(response, publicUrl, maxBytes, "page");
}

/** Refuses an answer that is not a 2xx PNG, JPEG, GIF, WebP or AVIF image within `maxBytes`; returns its type. */
export function assertReadableImage(response: TResponse, publicUrl: string, maxBytes: number): Promise<string> {
  return assertReadableAnswer(response, publicUrl, maxBytes, "image");
}

async function assertReadableAnswer(
  response: TResponse,
  publicUrl: string,
  maxBytes: number,
  what: "page" | "image",
): Promise<string> {
  if (response.status < 200 || response.status > 299) {
    await discard(response);
    throw new FetchPageError(
      "http_status",
      `The ${what} at ${publicUrl} answered HTTP ${response.status}${response.statusText ? ` (${response.statusText})` : ""}.`,
      { url: publicUrl, status: response.status },
    );
  }
  const contentType = response.headers.get("content-type") ?? "";
  const accepted = what === "page" ? PAGE_CONTENT_TYPES : IMAGE_CONTENT_TYPES;
  if ((contentType || what === "image") && !accepted.test(contentType)) {
    await discard(response);
    throw new FetchPageError(
      "unsupported_content",
      what === "page"
        ? `The link ${publicUrl} points to ${contentType.split(";")[0]} content, not a web page.`
        : `The image at ${publicUrl} is ${contentType.split(";")[0] || "of no stated type"}, not a PNG, JPEG, GIF, WebP or AVIF image.`,
      { url: publicUrl, status: response.status },
    );
  }
  const declaredLength = Number(response.headers.get("content-length") ?? "0");
  if (declaredLength > maxBytes) {
    await discard(response);
    throw new FetchPageError(
      "too_large",
      `The ${what} at ${publicUrl} is larger than ${formatBytes(maxBytes)}, the most we read.`,
      { url: publicUrl, status: response.status },
    );
  }
  return contentType;
}
