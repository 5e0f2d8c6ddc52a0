// `node server.js --restore FILE`: a new PGlite data directory from a backup taken with GET /api/admin/backup.
import fs from "node:fs";
import { count } from "drizzle-orm";
import { openDatabase, RestoreRefusedError } from "./client.server";
import { articles } from "./schema";

const GZIP_MAGIC = [0x1f, 0x8b];

export async function restoreBackup(options: { file: string; dataDir: string; databaseUrl?: string }): Promise<number> {
  if (options.databaseUrl) {
    throw new RestoreRefusedError(
      "--restore fills a PGlite DATA_DIR; DATABASE_URL is set, so restore PostgreSQL with pg_restore instead.",
    );
  }
  if (!fs.existsSync(options.file)) throw new RestoreRefusedError(`No backup file at ${options.file}.`);
  const bytes = fs.readFileSync(options.file);
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) {
    throw new RestoreRefusedError(
      `${options.file} is not a backup from this site (expected a .tar.gz from GET /api/admin/backup).`,
    );
  }
  const handle = await openDatabase({ dataDir: options.dataDir, restoreFrom: new Blob([bytes]) });
  try {
    // A backup from an older release gets this release's migrations.
    await handle.migrate();
    const [row] = await handle.db.select({ n: count() }).from(articles);
    return row?.n ?? 0;
  } finally {
    await handle.close();
  }
}
