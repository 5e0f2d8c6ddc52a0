// Turns what can go wrong while fetching into FetchPageErrors with messages an editor understands, and
// recognises the one failure worth a second try: a reused keep-alive connection the server had just closed.
import { FetchPageError } from "../errors";
import { BlockedLookupError, blockedError } from "./address-guard.server";

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? "" : "s"}`;
}

export function findCause<T>(error: unknown, predicate: (value: unknown) => value is T): T | undefined {
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

/**
 * A request that failed because the server closed the kept-alive connection it was sent on (undici's
 * UND_ERR_SOCKET "other side closed", or a reset): the request never reached the server, so one retry on a
 * fresh connection is safe for these GETs.
 */
export function isReusedConnectionReset(error: unknown): boolean {
  const coded = findCause(error, (value): value is { code: string } => {
    return typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "string";
  });
  return coded?.code === "UND_ERR_SOCKET" || coded?.code === "ECONNRESET";
}

/** The FetchPageError for a failed request: a blocked address, a time-out, a cancellation or a network error. */
export function toFetchPageError(
  error: unknown,
  url: string,
  timing: { timeoutSignal: AbortSignal; timeoutMs: number; callerSignal?: AbortSignal | undefined },
): FetchPageError {
  const known = findCause(error, (value): value is FetchPageError => value instanceof FetchPageError);
  if (known) return known;
  const blocked = findCause(error, (value): value is BlockedLookupError => value instanceof BlockedLookupError);
  if (blocked) return blockedError(url, blocked.hostname, blocked.address, blocked.reason);
  if (timing.timeoutSignal.aborted) {
    return new FetchPageError(
      "timeout",
      `The page at ${url} did not answer within ${formatSeconds(timing.timeoutMs)}.`,
      {
        url,
        cause: error,
      },
    );
  }
  if (timing.callerSignal?.aborted) {
    return new FetchPageError("timeout", `Fetching ${url} was cancelled before it finished.`, { url, cause: error });
  }
  return new FetchPageError("network", `Could not reach ${url}: ${describeNetworkError(error)}.`, {
    url,
    cause: error,
  });
}
