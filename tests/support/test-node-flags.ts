// The Node flag tests add to what production runs: V8 compiles PGlite's WebAssembly with its baseline compiler only.
// The optimizing compiler spent about 2 s of CPU on four threads in every start, work a test server or test worker,
// living seconds, never earns back; what the code does is the same (decision 068).
export const WASM_BASELINE_ONLY = "--liftoff-only";
