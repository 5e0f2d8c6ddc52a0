// The server half of starting a page's scripts after its first paint (app/lib/scripts-after-first-paint.tsx,
// decision 032): the document React renders passes through `inertModuleScripts()`, which writes React Router's
// modulepreload links under a rel the browser ignores and its module script under a type the browser does not run;
// START_SCRIPTS_AFTER_FIRST_PAINT, inlined after them, starts both once the first frame is painted. The rewrite
// looks for the exact markup React writes for those elements, on bytes, chunk by chunk (a marker may straddle two
// chunks), in one pass: linear in the document's size.
import { Transform, type TransformCallback } from "node:stream";

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

/**
 * Waits for the page's first contentful paint (the browser reports it once the frame is on screen), then adds a real
 * modulepreload per inert one (every file at once, instead of one import revealing the next) and runs the module
 * script's text as a module, both with this script's nonce (read while it runs: the browser hides the attribute
 * afterwards). Without paint timing, after the second frame; in any case within two seconds.
 */
export const START_SCRIPTS_AFTER_FIRST_PAINT = `(function(){var n=document.currentScript&&document.currentScript.nonce,started=false;function start(){if(started)return;started=true;document.querySelectorAll('link[rel="${INERT_MODULEPRELOAD_REL}"]').forEach(function(l){var p=document.createElement("link");p.rel="modulepreload";p.href=l.getAttribute("href");if(n)p.nonce=n;document.head.appendChild(p)});var i=document.querySelector('script[type="${INERT_MODULE_SCRIPT_TYPE}"]');if(!i)return;var s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=i.textContent;document.head.appendChild(s)}setTimeout(start,2000);var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){requestAnimationFrame(start)})}})()`;

// The module script's marker counts only inside a <script> start tag: the last "<" before it opens "<script" and
// no ">" comes between.
function isInScriptTag(buffer: Buffer, at: number): boolean {
  const tagStart = buffer.lastIndexOf(TAG_START, at);
  if (tagStart < 0 || at - tagStart > MAX_TAG_BYTES) return false;
  const tagEnd = buffer.indexOf(">", tagStart);
  if (tagEnd >= 0 && tagEnd < at) return false;
  return buffer.subarray(tagStart, tagStart + SCRIPT_START.length).equals(SCRIPT_START);
}

/** A transform of a rendered document that writes its module scripts inert (see above). */
export function inertModuleScripts(onFinal?: () => void): Transform {
  let carry = Buffer.alloc(0);
  let moduleScriptDone = false;
  const rewrite = (stream: Transform, input: Buffer, final: boolean) => {
    let buffer = input;
    for (;;) {
      const link = buffer.indexOf(MODULEPRELOAD);
      let script = moduleScriptDone ? -1 : buffer.indexOf(MODULE_SCRIPT);
      while (script >= 0 && !isInScriptTag(buffer, script)) script = buffer.indexOf(MODULE_SCRIPT, script + 1);
      if (link < 0 && script < 0) break;
      if (link >= 0 && (script < 0 || link < script)) {
        stream.push(buffer.subarray(0, link));
        stream.push(INERT_MODULEPRELOAD);
        buffer = buffer.subarray(link + MODULEPRELOAD.length);
      } else {
        stream.push(buffer.subarray(0, script));
        stream.push(INERT_MODULE_SCRIPT);
        buffer = buffer.subarray(script + MODULE_SCRIPT.length);
        moduleScriptDone = true;
      }
    }
    let keepFrom = final ? buffer.length : buffer.length - Math.min(CARRY_BYTES, buffer.length);
    if (!final) {
      const tagStart = buffer.lastIndexOf(TAG_START);
      if (tagStart >= 0 && buffer.indexOf(">", tagStart) < 0 && buffer.length - tagStart <= MAX_TAG_BYTES) {
        keepFrom = Math.min(keepFrom, tagStart);
      }
    }
    if (keepFrom > 0) stream.push(buffer.subarray(0, keepFrom));
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
