// The server half of starting a page's scripts after its first paint (app/document/scripts-after-first-paint.tsx,
// decision 032): the document React renders passes through `inertModuleScripts()`, which writes React Router's
// modulepreload links under a rel the browser ignores and its module script under a type the browser does not run;
// START_SCRIPTS_AFTER_FIRST_PAINT, inlined after them, starts both on the page's first contentful paint. The
// rewrite looks for the exact markup React writes for those elements, on bytes, chunk by chunk (a marker may
// straddle two chunks), in one pass: linear in the document's size.
import { Transform, type TransformCallback } from "node:stream";
import { startScriptsAfterFirstPaint } from "./start-scripts-after-first-paint";

const INERT_MODULEPRELOAD_REL = "modulepreload-after-paint";
const INERT_MODULE_SCRIPT_TYPE = "module-after-paint";

const MODULEPRELOAD = Buffer.from('<link rel="modulepreload"');
const INERT_MODULEPRELOAD = Buffer.from(`<link rel="${INERT_MODULEPRELOAD_REL}"`);
const MODULE_SCRIPT = Buffer.from(' type="module" async="">');
const INERT_MODULE_SCRIPT = Buffer.from(` type="${INERT_MODULE_SCRIPT_TYPE}">`);
const SCRIPT_START = Buffer.from("<script");
const TAG_START = "<".charCodeAt(0);
// What is kept back at a chunk's end, in case a marker starts there and ends in the next chunk: its last bytes, or
// from an unfinished start tag (the marker needs to see its `<script`), up to a bound no tag React writes comes near.
const CARRY_BYTES = Math.max(MODULEPRELOAD.length, MODULE_SCRIPT.length) - 1;
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

/** A transform of a rendered document that writes its module scripts inert (see above). */
export function inertModuleScripts(onFinal?: () => void): Transform {
  let carry = Buffer.alloc(0);
  let moduleScriptDone = false;
  // Each marker is looked for once from where the last one ended: every byte is searched a bounded number of times.
  const rewrite = (stream: Transform, buffer: Buffer, final: boolean) => {
    let position = 0;
    let link = buffer.indexOf(MODULEPRELOAD);
    let script = moduleScriptDone ? -1 : findModuleScript(buffer, 0);
    while (link >= 0 || script >= 0) {
      if (link >= 0 && (script < 0 || link < script)) {
        stream.push(buffer.subarray(position, link));
        stream.push(INERT_MODULEPRELOAD);
        position = link + MODULEPRELOAD.length;
        link = buffer.indexOf(MODULEPRELOAD, position);
      } else {
        stream.push(buffer.subarray(position, script));
        stream.push(INERT_MODULE_SCRIPT);
        position = script + MODULE_SCRIPT.length;
        moduleScriptDone = true;
        script = -1;
        if (link >= 0 && link < position) link = buffer.indexOf(MODULEPRELOAD, position);
      }
    }
    let keepFrom = final ? buffer.length : Math.max(position, buffer.length - CARRY_BYTES);
    if (!final) {
      const found = buffer.subarray(Math.max(position, buffer.length - MAX_TAG_BYTES)).lastIndexOf(TAG_START);
      const tagStart = found < 0 ? -1 : Math.max(position, buffer.length - MAX_TAG_BYTES) + found;
      if (tagStart >= 0 && buffer.indexOf(">", tagStart) < 0) keepFrom = Math.min(keepFrom, tagStart);
    }
    if (keepFrom > position) stream.push(buffer.subarray(position, keepFrom));
    carry = Buffer.from(buffer.subarray(keepFrom));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      rewrite(this, carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk, false);
      callback();
    },
    flush(callback: TransformCallback) {
      rewrite(this, carry, true);
      onFinal?.();
      callback();
    },
  });
}
