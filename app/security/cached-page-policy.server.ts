// A page kept by the response cache is sent to every reader for minutes, so a nonce in it would be the same for all
// of them (decision 025 allowed "up to the cache's minute"; the attack run saw one served for 558 s). Before such a
// page is stored, its policy allows its inline scripts by their SHA-256 hashes instead, and the nonce is taken out
// of the page: there is then no shared secret at all, and an injected script would need the exact text of one the
// page already runs. The hashes are of this render's scripts (the hydration data included), worked out once when
// the page is rendered, so the policy and the body always travel together (decision 047). Pages that are never
// cached (the admin panel) keep a fresh nonce per response.
import { createHash } from "node:crypto";

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const TAG_END = ">".charCodeAt(0);
// Inline blocks the browser never runs (JSON-LD, JSON data): no policy applies to them, so no hash is needed.
const DATA_BLOCK_TYPE = /\btype=["']?application\/(?:ld\+)?json/i;

/**
 * The SHA-256 hash sources of a document's inline scripts, in order, each once: the text between `<script ...>` and
 * `</script>` exactly as sent (scripts with a `src` are the file's, allowed by 'self'). One forward pass over the
 * bytes: the page is never decoded into a string.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const bytes = typeof html === "string" ? Buffer.from(html) : html;
  const hashes = new Set<string>();
  let position = 0;
  for (;;) {
    const open = bytes.indexOf(SCRIPT_OPEN, position);
    if (open < 0) break;
    const tagEnd = bytes.indexOf(TAG_END, open + SCRIPT_OPEN.length);
    if (tagEnd < 0) break;
    const close = bytes.indexOf(SCRIPT_CLOSE, tagEnd + 1);
    if (close < 0) break;
    const attributes = bytes.toString("latin1", open + SCRIPT_OPEN.length, tagEnd);
    const isScriptTag = /^[\s/>]|^$/.test(attributes);
    if (isScriptTag && !/\ssrc=/i.test(attributes) && !DATA_BLOCK_TYPE.test(attributes)) {
      const text = bytes.subarray(tagEnd + 1, close);
      hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    }
    position = close + SCRIPT_CLOSE.length;
  }
  return [...hashes];
}

// The page without every occurrence of `attribute` (a nonce), as bytes.
function without(bytes: Buffer<ArrayBuffer>, attribute: Buffer): Buffer<ArrayBuffer> {
  const kept: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (let at = bytes.indexOf(attribute); at >= 0; at = bytes.indexOf(attribute, from)) {
    kept.push(bytes.subarray(from, at));
    from = at + attribute.length;
  }
  if (from === 0) return bytes;
  kept.push(bytes.subarray(from));
  return Buffer.concat(kept);
}

/**
 * The page as every reader may get it: an HTML response whose policy allows scripts by a nonce is answered with the
 * nonce taken out of the body and the policy's nonce source replaced by the hashes of the page's inline scripts.
 * Anything else is answered as it is.
 */
export async function withHashPolicy(response: Response): Promise<Response> {
  const policy = response.headers.get("content-security-policy");
  const nonce = policy ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
  if (!policy || !nonce || !(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
  const html = without(Buffer.from(await response.arrayBuffer()), Buffer.from(` nonce="${nonce}"`));
  const sources = inlineScriptHashes(html);
  const headers = new Headers(response.headers);
  headers.set(
    "Content-Security-Policy",
    policy.replace(sources.length > 0 ? `'nonce-${nonce}'` : ` 'nonce-${nonce}'`, sources.join(" ")),
  );
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
