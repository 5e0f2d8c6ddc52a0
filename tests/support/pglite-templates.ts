// PGlite data directories a test database starts from. A fresh PGlite directory costs about 7 s of initdb in
// WebAssembly on a busy 2-core machine, the demo content 15 s more; a copy of a directory made once per run costs
// 0.1 s and opens in 0.4 s. The first test file that needs a template builds it while the others that need it then
// wait for it (a lock directory beside it), and every later one copies it; the test projects of one run share them.
import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { parseEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { installJobQueue } from "~/jobs/generation-queue.server";
import { analyzeDatabase, loadDemoContent } from "~/seed/load-demo-content.server";

export type TTemplateKind = "empty" | "demo";

/**
 * Migrates a database as `--migrate-only` does and fills it as that kind of template holds it: nothing more, or the
 * demo articles as `npm start` seeds them into an empty database.
 */
export async function prepareDatabase(
  location: { dataDir: string; databaseUrl?: string },
  kind: TTemplateKind,
): Promise<void> {
  const handle = await openDatabase(location);
  try {
    await handle.migrate();
    // As `--migrate-only` leaves it: the job queue's tables too, which every test server would otherwise install.
    await installJobQueue(handle);
    if (kind === "demo") {
      await loadDemoContent(handle.db, parseEnv({}));
      await analyzeDatabase(handle.db);
    }
  } finally {
    await handle.close();
  }
}

function templateRoot(): string | null {
  try {
    return inject("pgliteTemplateRoot") ?? null;
  } catch {
    // Outside a Vitest run with the global setup (a script, the postgres project): no templates.
    return null;
  }
}

/** Copies a PGlite data directory, without the lock file of the process that last held it. */
export function copyDataDir(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, filter: (source) => path.basename(source) !== "server.lock" });
}

/** The migrated data directory of that kind to copy, built on first use; null when this run has no templates. */
export async function pgliteTemplate(kind: TTemplateKind): Promise<string | null> {
  const root = templateRoot();
  if (!root) return null;
  const target = path.join(root, kind);
  const lock = `${target}.building`;
  if (fs.existsSync(target)) return target;
  try {
    fs.mkdirSync(lock);
  } catch {
    // Another worker builds it: wait until it is in place, or until that worker gave up (then build it here).
    await untilGone(lock, target);
    return pgliteTemplate(kind);
  }
  try {
    const building = fs.mkdtempSync(path.join(root, `${kind}-copy-`));
    if (kind === "demo") copyDataDir((await pgliteTemplate("empty"))!, building);
    await prepareDatabase({ dataDir: building }, kind);
    fs.renameSync(building, target);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
  return target;
}

/** Resolves once `lock` is gone or `target` is there, from the directory's change events. */
function untilGone(lock: string, target: string): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => fs.existsSync(target) || !fs.existsSync(lock);
    const watcher = fs.watch(path.dirname(lock), () => {
      if (!settled()) return;
      watcher.close();
      resolve();
    });
    if (settled()) {
      watcher.close();
      resolve();
    }
  });
}
