// Launches the server: the built bundle in production, Vite's dev server in development.
// Flags: --migrate-only applies migrations and exits; --seed-only loads the demo content into an empty database.
const task = process.argv.includes("--migrate-only")
  ? "migrate"
  : process.argv.includes("--seed-only")
    ? "seed"
    : "serve";
const development = process.env.NODE_ENV === "development";

try {
  if (development && task === "serve") {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const { startServer } = await viteDevServer.ssrLoadModule("./server/app.ts");
    await startServer({ mode: "development", task, viteDevServer });
  } else {
    const { startServer } = await import("./build/server/index.js");
    await startServer({ mode: "production", task });
  }
} catch (error) {
  // Configuration and lock errors speak for themselves; anything else keeps its stack.
  const known = error instanceof Error && ["EnvError", "DataDirLockedError", "AiConfigError"].includes(error.name);
  console.error(known ? error.message : error);
  process.exit(1);
}
