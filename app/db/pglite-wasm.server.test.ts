// PGlite's WebAssembly as the server compiles it: the parser found by its export and optimised by the compilation
// itself, nothing else (decision 053).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { exportedFunctionIndex, PARSER_EXPORT, pgliteWasmFile } from "./pglite-wasm.server";

// A module importing one function and defining two, exported as "a" (index 1) and "b" (index 2).
const SMALL_MODULE = Uint8Array.from(
  [
    [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // magic number, version 1
    [0x01, 0x04, 0x01, 0x60, 0x00, 0x00], // types: () -> ()
    [0x02, 0x07, 0x01, 0x01, 0x6d, 0x01, 0x66, 0x00, 0x00], // imports: function m.f
    [0x03, 0x03, 0x02, 0x00, 0x00], // functions: two
    [0x07, 0x09, 0x02, 0x01, 0x61, 0x00, 0x01, 0x01, 0x62, 0x00, 0x02], // exports: a = 1, b = 2
    [0x0a, 0x07, 0x02, 0x02, 0x00, 0x0b, 0x02, 0x00, 0x0b], // code: two empty bodies
  ].flat(),
);

it("finds an exported function's index, counting imported functions first", () => {
  expect(WebAssembly.Module.exports(new WebAssembly.Module(SMALL_MODULE)).map((e) => e.name)).toEqual(["a", "b"]);
  expect(exportedFunctionIndex(SMALL_MODULE, "a")).toBe(1);
  expect(exportedFunctionIndex(SMALL_MODULE, "b")).toBe(2);
  expect(exportedFunctionIndex(SMALL_MODULE, "c")).toBeNull();
});

it("compiles PGlite's parser, and only it, with the optimising compiler before anything runs", () => {
  const parser = exportedFunctionIndex(fs.readFileSync(pgliteWasmFile()), PARSER_EXPORT);
  expect(parser).toBeGreaterThan(0);
  // V8 reports every function it compiles, and with which compiler, to the process's standard output.
  const output = execFileSync(
    process.execPath,
    [
      "--trace-wasm-compilation-times",
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `import { compilePgliteWasm } from ${JSON.stringify(path.resolve("app/db/pglite-wasm.server.ts"))};
       compilePgliteWasm();`,
    ],
    { encoding: "utf8" },
  );
  const optimised = [...output.matchAll(/#(\d+) using TurboFan/g)].map((match) => Number(match[1]));
  expect(optimised).toEqual([parser]);
});
