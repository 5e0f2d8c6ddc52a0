// The one answer to "is this an http(s) URL", for every form, request, sheet row, model answer and page reader: an
// absolute URL as WHATWG parses it (so surrounding spaces and tabs inside are what the URL parser makes of them),
// with the scheme http or https and a host. Relative references are resolved first where a base is known.

export function isHttpUrl(value: string | null | undefined): boolean {
  return httpUrl(value) !== undefined;
}

/** The URL resolved against `base` (when given), as its href, if it is http(s) with a host; else undefined. */
export function httpUrl(value: string | null | undefined, base?: string): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" ? url.href : undefined;
}
