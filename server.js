// Launches the server: the built bundle in production, Vite's dev server in development.
// Flags: --migrate-only applies migrations and exits; --seed-only loads the demo content into an empty database;
// --restore FILE fills an empty PGlite DATA_DIR from a backup (GET /api/admin/backup) and exits;
// --clear-lockouts [ADDRESS] forgets failed logins (of one client address, or all) and exits.
const restoreAt = process.argv.indexOf("--restore");
const clearAt = process.argv.indexOf("--clear-lockouts");
const task = process.argv.includes("--migrate-only")
  ? "migrate"
  : process.argv.includes("--seed-only")
    ? "seed"
    : restoreAt > 0
      ? "restore"
      : clearAt > 0
        ? "clear-lockouts"
        : "serve";
const restoreFrom = restoreAt > 0 ? process.argv[restoreAt + 1] : undefined;
const lockoutClient = clearAt > 0 ? process.argv[clearAt + 1] : undefined;
const development = process.env.NODE_ENV === "development";

try {
  if (development && task === "serve") {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const { startServer } = await viteDevServer.ssrLoadModule("./server/app.ts");
    await startServer({ mode: "development", task, viteDevServer });
  } else {
    const { startServer } = await import("./build/server/index.js");
    await startServer({ mode: "production", task, restoreFrom, lockoutClient });
  }
} catch (error) {
  // Configuration, lock and full-disk errors speak for themselves; anything else keeps its stack.
  const known =
    error instanceof Error &&
    ["EnvError", "DataDirLockedError", "AiConfigError", "RestoreRefusedError", "StorageFullError"].includes(error.name);
  console.error(known ? error.message : error);
  process.exit(1);
}
