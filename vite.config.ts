import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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

export default defineConfig({
  environments: {
    client: { build: { rolldownOptions: { output: { advancedChunks: { groups: PUBLIC_CHUNK_GROUPS } } } } },
    // The server build's entry is our server (which imports the React Router build), not the bare route build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
});
