// Reads a response body up to a size limit (a page larger than the limit is refused, not cut) and decodes it
// with the charset the response declares.
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

export function decodeBody(body: Uint8Array, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
