// `node server.js --restore FILE`: a new PGlite data directory from a backup taken with GET /api/admin/backup.
// The archive is unpacked as it is read (never whole in memory), then opened: a live backup (pglite-backup.server.ts)
// holds `backup_label`, so PGlite replays the write-ahead log to the end of the backup as it starts; an archive from
// PGlite's own `dumpDataDir` (entries named `/base/…`, backups made before) starts by ordinary crash recovery.
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { count } from "drizzle-orm";
import tar from "tar-stream";
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
  if (!startsWithGzipMagic(options.file)) {
    throw new RestoreRefusedError(
      `${options.file} is not a backup from this site (expected a .tar.gz from GET /api/admin/backup).`,
    );
  }
  const handle = await openDatabase({
    dataDir: options.dataDir,
    restoreFrom: (pgdata) => unpackBackup(options.file, pgdata),
  });
  try {
    // A backup from an older release gets this release's migrations.
    await handle.migrate();
    const [row] = await handle.db.select({ n: count() }).from(articles);
    return row?.n ?? 0;
  } finally {
    await handle.close();
  }
}

function startsWithGzipMagic(file: string): boolean {
  const head = Buffer.alloc(2);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, 2, 0);
  } finally {
    fs.closeSync(fd);
  }
  return head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
}

/** Unpacks the archive into pgdata (empty); on any failure pgdata is removed again, so the restore can be retried. */
async function unpackBackup(file: string, pgdata: string): Promise<void> {
  const root = path.resolve(pgdata);
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  const extract = tar.extract();
  const feeding = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  // Its failure also ends the loop below, which reports it.
  feeding.catch(() => {});
  try {
    for await (const entry of readingArchive(extract, feeding)) {
      const target = entryPath(root, entry.header.name);
      if (entry.header.type === "directory") {
        if (target) fs.mkdirSync(target, { recursive: true, mode: 0o700 });
        entry.resume();
      } else if (entry.header.type === "file" && target) {
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        // "wx": an archive naming one file twice is not one this site made.
        const out = await fs.promises.open(target, "wx", 0o600);
        try {
          for await (const chunk of readingArchive(entry, feeding)) await out.write(chunk as Buffer);
        } finally {
          await out.close();
        }
      } else {
        throw new Error(`it holds ${entry.header.name || "an entry"} of type ${entry.header.type}`);
      }
    }
    await feeding;
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    if (isStorageError(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new RestoreRefusedError(`${file} is not a complete backup from this site (${reason}).`, { cause: error });
  }
}

/**
 * What the extractor reads (its entries, an entry's bytes). When reading fails, the error is the pipeline's, which
 * names the cause (a cut archive's "unexpected end of file" from gunzip): the pipeline destroys the extractor and its
 * entry on that error, and the loop may see them destroyed before the pipeline has said why. An error of the loop's
 * own (an entry refused, a full disk) passes through as it is.
 */
async function* readingArchive<TItem>(stream: AsyncIterable<TItem>, feeding: Promise<void>): AsyncGenerator<TItem> {
  try {
    for await (const item of stream) yield item;
  } catch (error) {
    throw await feeding.then(
      () => error,
      (cause: unknown) => cause,
    );
  }
}

// Where an entry goes: inside the data directory, whatever its name says (`/base/1/…`, `./base/…`, `base/…`).
function entryPath(root: string, name: string): string | null {
  const relative = name.replace(/^(\.?\/)+/, "").replace(/\/+$/, "");
  if (relative === "" || relative === ".") return null;
  const target = path.resolve(root, relative);
  if (name.includes("\0") || !target.startsWith(root + path.sep)) {
    throw new Error(`it names a file outside the data directory: ${JSON.stringify(name)}`);
  }
  return target;
}

function isStorageError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOSPC" || code === "EACCES" || code === "EROFS" || code === "EDQUOT";
}
