import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// Public pages load their JavaScript in few files (decision 015): on a phone network each extra file costs a round
// trip before the page is interactive, and the many 1-2 KB chunks of automatic splitting cost more than their bytes.
// The groups hold only what public pages use (React and the router; the site's components and what they import);
// the admin panel and the editor keep their own chunks, loaded by admin screens only.
const PUBLIC_CHUNK_GROUPS = [
  {
    name: "framework",
    test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
    priority: 2,
  },
  { name: "site", test: /[\\/]app[\\/]components[\\/]/, priority: 1 },
];

/** Worker threads' entries, built beside the server (build/server/NAME.js; app/lib/worker-entry.server.ts). */
const SERVER_WORKER_ENTRIES: Record<string, string> = {
  // The page reader pool (app/generation/sources/page-reader-pool.server.ts).
  "read-page-worker": "./app/generation/sources/read-page.worker.ts",
  // The bulk sheet parser pool (app/bulk/sheet-parser-pool.server.ts).
  "parse-sheet-worker": "./app/bulk/parse-sheet.worker.ts",
};

/**
 * Names the server build's entries after themselves: React Router names every server entry index.js, which would
 * number the workers' entries index2.js, index3.js; the pools load them by name.
 */
function namedServerEntries(): Plugin {
  return {
    name: "named-server-entries",
    enforce: "post",
    configEnvironment(name, config) {
      if (name !== "ssr") return;
      for (const options of [config.build?.rollupOptions, config.build?.rolldownOptions]) {
        const output = options?.output;
        if (!output || Array.isArray(output)) continue;
        output.entryFileNames = (chunk) => (chunk.name in SERVER_WORKER_ENTRIES ? `${chunk.name}.js` : "index.js");
      }
    },
  };
}

export default defineConfig({
  environments: {
    client: { build: { rolldownOptions: { output: { advancedChunks: { groups: PUBLIC_CHUNK_GROUPS } } } } },
    // The server build's entry is our server (which imports the React Router build), not the bare route build;
    // the worker pools' entries are built beside it (build/server/read-page-worker.js, parse-sheet-worker.js).
    ssr: {
      build: {
        rollupOptions: {
          input: { index: "./server/app.ts", ...SERVER_WORKER_ENTRIES },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), namedServerEntries()],
});
