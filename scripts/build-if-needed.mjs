// Builds the app when there is no build yet or the sources are newer than it, so `npm start` works on a fresh clone.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const marker = "build/server/index.js";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const sources = ["app", "server", "public"].filter((d) => fs.existsSync(d));
const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
const changedAt = Math.max(
  ...sources.map(newestMtime),
  ...["vite.config.ts", "package.json"].map((f) => fs.statSync(f).mtimeMs),
);

if (builtAt < changedAt) {
  console.log(builtAt === 0 ? "No build found: building." : "Sources changed since the last build: rebuilding.");
  execSync("npm run build", { stdio: "inherit" });
}
