// Where a worker pool finds its thread's entry file: beside the server bundle once built (build/server/NAME.js,
// named by vite.config.ts's SERVER_WORKER_ENTRIES), or the TypeScript source through tsx when the code runs from
// source (tests, development).
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface TWorkerEntry {
  filename: string;
  execArgv: string[];
}

/**
 * `callerUrl` is the pool module's `import.meta.url`; `sourceFile` is the worker's source beside that module, and
 * `builtName` its entry's name in the server build.
 */
export function workerEntry(callerUrl: string, sourceFile: string, builtName: string): TWorkerEntry {
  const here = fileURLToPath(callerUrl);
  if (here.endsWith(".ts")) {
    return { filename: path.join(path.dirname(here), sourceFile), execArgv: ["--import", "tsx"] };
  }
  let directory = path.dirname(here);
  // Chunks of the server bundle may sit one folder below it (build/server/assets).
  if (path.basename(directory) === "assets") directory = path.dirname(directory);
  return { filename: path.join(directory, `${builtName}.js`), execArgv: [] };
}
