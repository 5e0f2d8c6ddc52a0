// PGlite's WebAssembly compiled by the server before the database opens, its SQL parser by the optimising compiler at
// once (decision 053). Left to V8's dynamic tiering, the parser (`raw_parser`, 105 KB of WebAssembly, the generated
// grammar in one function) was optimised a second or two after the first statements, when the process already held
// 400-480 MB; that one compilation takes about 600 MB for a second and put the server's peak between 925 and 1,010
// MB at 100,000 articles. Compiled first, it costs the same 600 MB over a process of about 150 MB, all given back
// before the database allocates its own memory. Every other function is compiled and optimised as before.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import v8 from "node:v8";

export const PARSER_EXPORT = "raw_parser";
const EXPORT_SECTION = 7;
const FUNCTION_EXPORT = 0;

/** PGlite's WebAssembly file, beside its JavaScript. */
export function pgliteWasmFile(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "pglite.wasm");
}

// An unsigned LEB128 number at `at.offset` (WebAssembly's encoding of sizes, counts and indexes), advancing past it.
function readUnsigned(bytes: Uint8Array, at: { offset: number }): number {
  let value = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = bytes[at.offset++];
    if (byte === undefined) throw new Error("The WebAssembly binary ends inside a number.");
    value += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return value;
  }
}

/** The index of the function a WebAssembly binary exports under `name`, or null when it exports none so named. */
export function exportedFunctionIndex(bytes: Uint8Array, name: string): number | null {
  const at = { offset: 8 }; // past the magic number and version
  const decoder = new TextDecoder();
  while (at.offset < bytes.length) {
    const section = bytes[at.offset++]!;
    const size = readUnsigned(bytes, at);
    if (section !== EXPORT_SECTION) {
      at.offset += size;
      continue;
    }
    const count = readUnsigned(bytes, at);
    for (let i = 0; i < count; i++) {
      const length = readUnsigned(bytes, at);
      const exported = decoder.decode(bytes.subarray(at.offset, at.offset + length));
      at.offset += length;
      const kind = bytes[at.offset++];
      const index = readUnsigned(bytes, at);
      if (kind === FUNCTION_EXPORT && exported === name) return index;
    }
    return null;
  }
  return null;
}

/**
 * Compiles PGlite's WebAssembly for `PGlite.create({ pgliteWasmModule })`, its SQL parser optimised now. Synchronous:
 * V8's eager tier-up applies to a synchronous compilation (an asynchronous one with it never settles on Node 24).
 */
export function compilePgliteWasm(): WebAssembly.Module {
  const bytes = fs.readFileSync(pgliteWasmFile());
  const parser = exportedFunctionIndex(bytes, PARSER_EXPORT);
  if (parser === null)
    throw new Error(`PGlite's WebAssembly exports no ${PARSER_EXPORT}: see app/db/pglite-wasm.server.ts.`);
  v8.setFlagsFromString(`--wasm-eager-tier-up-function=${parser}`);
  try {
    return new WebAssembly.Module(bytes);
  } finally {
    v8.setFlagsFromString("--wasm-eager-tier-up-function=-1");
  }
}
