// A database as a site had it before a migration: the migrations folder is copied with a journal that ends before
// `tag`, and drizzle's own migrator applies it, on PGlite or PostgreSQL. The server's migrate() then upgrades it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { TDatabaseHandle } from "~/db/client.server";

/**
 * Applies the migrations before `tag` to the handle's database; resolves to the number of migrations from `tag` on,
 * which an upgrade then applies.
 */
export async function migrateBefore(handle: TDatabaseHandle, tag: string): Promise<number> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  try {
    fs.cpSync("drizzle", folder, { recursive: true });
    const journalPath = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    const end = journal.entries.findIndex((entry) => entry.tag === tag);
    if (end < 1) throw new Error(`No migration ${tag} after the first`);
    const pending = journal.entries.length - end;
    journal.entries = journal.entries.slice(0, end);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    if (handle.kind === "pglite") {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
    return pending;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
