// Reads a response body up to a size limit (a page larger than the limit is refused, not cut) and decodes it
// as a browser would: its byte-order mark, the charset the response or the page declares, else UTF-8.
import { isUtf8 } from "node:buffer";
import sniffHtmlEncoding from "html-encoding-sniffer";
import type { fetch as undiciFetch } from "undici";
import { FetchPageError } from "../errors";
import { formatBytes } from "./fetch-failures.server";

export async function readCappedBody(
  response: Awaited<ReturnType<typeof undiciFetch>>,
  maxBytes: number,
  url: string,
  what: "page" | "image" = "page",
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
        `The ${what} at ${url} is larger than ${formatBytes(maxBytes)}, the most we read.`,
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

// A page's bytes become text as a browser reads them (the HTML standard's encoding sniffing): a byte-order mark,
// then the charset of the response's Content-Type, then a `<meta charset>` (the standard's prescan of the first
// 1,024 bytes, else the first one the parser would meet further down, where a page's scripts pushed it), else
// UTF-8. One departure: bytes that are valid UTF-8 are read as UTF-8 whatever the page declares (as Firefox reads a
// saved file): text in a legacy charset with letters beyond ASCII is almost never valid UTF-8, while pages saved or
// served as UTF-8 under their old `<meta charset="windows-1251">` are common.
export function decodeBody(body: Uint8Array, contentType: string): string {
  const bom = byteOrderMark(body);
  if (bom) return decodeAs(body, bom);
  if (isUtf8(body)) return decodeAs(body, "UTF-8");
  const transport = /charset=["']?([\w:.-]+)/i.exec(contentType)?.[1];
  const declared =
    sniffHtmlEncoding(body, { transportLayerEncodingLabel: transport, defaultEncoding: "" }) || laterMetaEncoding(body);
  return decodeAs(body, declared || "UTF-8");
}

function byteOrderMark(body: Uint8Array): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return "UTF-8";
  if (body[0] === 0xfe && body[1] === 0xff) return "UTF-16BE";
  if (body[0] === 0xff && body[1] === 0xfe) return "UTF-16LE";
  return undefined;
}

// A `<meta>` naming a charset past the first 1,024 bytes: the parser meets it in the page's head and reads the page
// again in that charset. One pass over the page's bytes read as Latin-1 (a byte a character, so an index is a byte
// offset); `[^<>]` keeps each try inside one tag, so the walk stays linear.
const META_CHARSET = /<meta\b[^<>]*?charset/gi;
function laterMetaEncoding(body: Uint8Array): string {
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("latin1");
  META_CHARSET.lastIndex = 0;
  const meta = META_CHARSET.exec(text);
  if (!meta) return "";
  return sniffHtmlEncoding(body.subarray(meta.index, meta.index + 1024), { defaultEncoding: "" });
}

function decodeAs(body: Uint8Array, encoding: string): string {
  try {
    return new TextDecoder(encoding).decode(body);
  } catch {
    // A name Node's decoder does not know ("x-user-defined", "replacement"): UTF-8, as before.
    return new TextDecoder("utf-8").decode(body);
  }
}
