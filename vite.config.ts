import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// Public pages load their JavaScript in few files (decisions 015 and 028): on a phone network each extra file costs a
// round trip, and every file compresses on its own, so small chunks cost more than their bytes. The groups hold only
// what public pages use: React and the router; the parts every public page shows (layout, cards, page meta) with
// what they import; the article page's own parts; the section listings' own parts. Each page loads the shared file
// and its own kind's file, not the parts of other kinds of page. The admin panel and the editor keep their own
// chunks, loaded by admin screens only (one group places zod's, below).
const ARTICLE_PAGE_PARTS = /[\\/]app[\\/]components[\\/]article[\\/](?!ArticleSkeleton\.)/;
const LISTING_PAGE_PARTS = /[\\/]app[\\/](components[\\/]SectionListing|seo[\\/]section-meta)\./;
const SITE_PARTS = /[\\/]app[\\/](components[\\/]|document[\\/]server-html-islands\.|seo[\\/](page-meta|json-ld)\.)/;
const PUBLIC_CHUNK_GROUPS = [
  // Admin screens only (public pages load no zod): zod with the module that turns its `new Function` probe off, so
  // the switch runs as soon as zod is loaded, before any chunk builds a schema at its top level. Left to itself the
  // bundler put the switch in the admin layout's chunk, which ran after a chunk it imports had built a schema, and
  // the probe was reported as a policy violation on every admin page (decision 047).
  { name: "schemas", test: /[\\/](node_modules[\\/]zod[\\/]|app[\\/]lib[\\/]zod-without-eval\.)/, priority: 5 },
  {
    name: "framework",
    test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
    priority: 4,
  },
  // Before the page kinds' parts, so the modules they share with every page (cards, scores, article types) stay in
  // the shared file.
  {
    name: "site",
    test: (id: string) =>
      SITE_PARTS.test(id) && !ARTICLE_PAGE_PARTS.test(id) && !LISTING_PAGE_PARTS.test(id) && !/StaticPage\./.test(id),
    priority: 3,
  },
  { name: "article-parts", test: ARTICLE_PAGE_PARTS, priority: 2 },
  { name: "listing-parts", test: LISTING_PAGE_PARTS, priority: 1 },
];

/** Worker threads' entries, built beside the server (build/server/NAME.js; app/lib/worker-entry.server.ts). */
const SERVER_WORKER_ENTRIES: Record<string, string> = {
  // The page reader pool (app/generation/sources/page-reader-pool.server.ts).
  "read-page-worker": "./app/generation/sources/read-page.worker.ts",
  // The bulk sheet parser pool (app/bulk/sheet-parser-pool.server.ts).
  "parse-sheet-worker": "./app/bulk/parse-sheet.worker.ts",
  // The article body render pool (app/articles/body-render-pool.server.ts).
  "render-body-worker": "./app/articles/render-body.worker.ts",
  // The image pool (app/media/image-pool.server.ts).
  "process-image-worker": "./app/media/process-image.worker.ts",
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
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: PUBLIC_CHUNK_GROUPS } } } } },
    // The server build's entry is our server (which imports the React Router build), not the bare route build;
    // the worker pools' entries are built beside it (build/server/NAME.js for each entry above).
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
