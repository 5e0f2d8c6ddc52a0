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

/** The rendered document with its module scripts written inert (see above), in one pass over its bytes. */
export function inertModuleScripts(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const parts: Buffer<ArrayBuffer>[] = [];
  let position = 0;
  let link = html.indexOf(MODULEPRELOAD);
  let script = findModuleScript(html, 0);
  while (link >= 0 || script >= 0) {
    if (link >= 0 && (script < 0 || link < script)) {
      parts.push(html.subarray(position, link), INERT_MODULEPRELOAD);
      position = link + MODULEPRELOAD.length;
      link = html.indexOf(MODULEPRELOAD, position);
    } else {
      parts.push(html.subarray(position, script), INERT_MODULE_SCRIPT);
      position = script + MODULE_SCRIPT.length;
      script = -1;
      if (link >= 0 && link < position) link = html.indexOf(MODULEPRELOAD, position);
    }
  }
  if (position === 0) return html;
  parts.push(html.subarray(position));
  return Buffer.concat(parts);
}
