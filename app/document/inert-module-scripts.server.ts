// The server half of starting a page's scripts after its first paint (app/document/scripts-after-first-paint.tsx,
// decision 032): the document React renders passes through `inertModuleScripts()`, which writes React Router's
// modulepreload links under a rel the browser ignores and its module script under a type the browser does not run;
// START_SCRIPTS_AFTER_FIRST_PAINT, inlined after them, starts both on the page's first contentful paint. The
// rewrite looks for the exact markup React writes for those elements, on the whole document's bytes (it is answered
// whole, app/entry.server.tsx), in one pass: linear in the document's size.
import { startScriptsAfterFirstPaint } from "./start-scripts-after-first-paint";

const INERT_MODULEPRELOAD_REL = "modulepreload-after-paint";
const INERT_MODULE_SCRIPT_TYPE = "module-after-paint";

const MODULEPRELOAD = Buffer.from('<link rel="modulepreload"');
const INERT_MODULEPRELOAD = Buffer.from(`<link rel="${INERT_MODULEPRELOAD_REL}"`);
const MODULE_SCRIPT = Buffer.from(' type="module" async="">');
const INERT_MODULE_SCRIPT = Buffer.from(` type="${INERT_MODULE_SCRIPT_TYPE}">`);
const SCRIPT_START = Buffer.from("<script");
const TAG_START = "<".charCodeAt(0);
const MAX_TAG_BYTES = 512;

/** The inline script that starts the inert elements (app/document/start-scripts-after-first-paint.ts), as page text. */
export const START_SCRIPTS_AFTER_FIRST_PAINT = `(${startScriptsAfterFirstPaint.toString()})(${JSON.stringify(INERT_MODULEPRELOAD_REL)},${JSON.stringify(INERT_MODULE_SCRIPT_TYPE)})`;

// The module script's marker counts only inside a <script> start tag: the last "<" before it (looked for no further
// back than a tag can be long) opens "<script" and no ">" comes between.
function isInScriptTag(buffer: Buffer, at: number): boolean {
  const from = Math.max(0, at - MAX_TAG_BYTES);
  const found = buffer.subarray(from, at).lastIndexOf(TAG_START);
  if (found < 0) return false;
  const tagStart = from + found;
  if (buffer.subarray(tagStart, at).includes(">")) return false;
  return buffer.subarray(tagStart, tagStart + SCRIPT_START.length).equals(SCRIPT_START);
}

function findModuleScript(buffer: Buffer, from: number): number {
  let at = buffer.indexOf(MODULE_SCRIPT, from);
  while (at >= 0 && !isInScriptTag(buffer, at)) at = buffer.indexOf(MODULE_SCRIPT, at + 1);
  return at;
}

// Room left after the joined document for the rewrites to grow into (12 bytes a modulepreload link, 3 for the module
// script): a page has a handful of links. A document that needs more is copied once more instead.
const REWRITE_ROOM_BYTES = 256;

interface TRewrite {
  at: number;
  length: number;
  with: Buffer<ArrayBuffer>;
}

// Where the document's modulepreload links and module script are, in order, in one pass over its bytes.
function rewritesOf(html: Buffer<ArrayBuffer>): TRewrite[] {
  const rewrites: TRewrite[] = [];
  let position = 0;
  let link = html.indexOf(MODULEPRELOAD);
  let script = findModuleScript(html, 0);
  while (link >= 0 || script >= 0) {
    if (link >= 0 && (script < 0 || link < script)) {
      rewrites.push({ at: link, length: MODULEPRELOAD.length, with: INERT_MODULEPRELOAD });
      position = link + MODULEPRELOAD.length;
      link = html.indexOf(MODULEPRELOAD, position);
    } else {
      rewrites.push({ at: script, length: MODULE_SCRIPT.length, with: INERT_MODULE_SCRIPT });
      position = script + MODULE_SCRIPT.length;
      script = -1;
      if (link >= 0 && link < position) link = html.indexOf(MODULEPRELOAD, position);
    }
  }
  return rewrites;
}

/**
 * The rendered document, given as the chunks React wrote, joined with its module scripts written inert (see above).
 * The chunks are joined once, into a buffer with room for the rewrites, which are then made in place from the end
 * backwards: a rendered page is not copied a second time (each copy is memory outside the JavaScript heap that only a
 * full collection gives back).
 */
export function inertModuleScripts(chunks: readonly Uint8Array[]): Buffer<ArrayBuffer> {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const joined = Buffer.allocUnsafeSlow(length + REWRITE_ROOM_BYTES);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  const html = joined.subarray(0, length);
  const rewrites = rewritesOf(html);
  const growth = rewrites.reduce((sum, rewrite) => sum + rewrite.with.length - rewrite.length, 0);
  if (growth > REWRITE_ROOM_BYTES) {
    const parts: Buffer<ArrayBuffer>[] = [];
    let position = 0;
    for (const rewrite of rewrites) {
      parts.push(html.subarray(position, rewrite.at), rewrite.with);
      position = rewrite.at + rewrite.length;
    }
    parts.push(html.subarray(position));
    return Buffer.concat(parts);
  }
  // Each stretch between rewrites moves right by the growth of the rewrites before its end.
  let end = length;
  let shift = growth;
  for (let index = rewrites.length - 1; index >= 0; index--) {
    const rewrite = rewrites[index]!;
    joined.copyWithin(rewrite.at + rewrite.length + shift, rewrite.at + rewrite.length, end);
    shift -= rewrite.with.length - rewrite.length;
    rewrite.with.copy(joined, rewrite.at + shift);
    end = rewrite.at;
  }
  return joined.subarray(0, length + growth);
}
