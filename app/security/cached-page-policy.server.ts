// A page kept by the response cache is sent to every reader for minutes, so a nonce in it would be the same for all
// of them (decision 025 allowed "up to the cache's minute"; the attack run saw one served for 558 s). A page rendered
// for the cache (the router context says so: `sharedPageContext`) is therefore rendered without a nonce, and its
// policy allows its inline scripts by their SHA-256 hashes: there is no shared secret at all, and an injected script
// would need the exact text of one the page already runs. The hashes are of this render's scripts (the hydration
// data included), worked out from the rendered bytes in app/entry.server.tsx, so the policy and the body always
// travel together (decisions 047 and 056). Pages that are never cached (the admin panel, a preview link) keep a
// fresh nonce per response.
import { createHash } from "node:crypto";
import { createContext } from "react-router";

/** Set in the router context of a render the response cache keeps for every reader (server/react-router-handler.ts). */
export const sharedPageContext = createContext<boolean>(false);

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
