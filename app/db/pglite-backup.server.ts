// A live backup of the PGlite data directory, made the way PostgreSQL makes its own online base backups:
// `pg_backup_start` (a checkpoint: recovery starts there), the files read from disk while the site goes on reading and
// writing, `pg_backup_stop`, then the write-ahead log written meanwhile, which replays every change made during the
// copy when the backup is restored (full-page writes cover a page read half-way through a write). No transaction
// waits for the copy: only the two statements run on the database's thread. The files are read by libuv's threads,
// packed as a tar (tar-stream) and compressed by zlib's threads, and streamed to whoever asked, so neither the
// server's thread nor its memory grows with the site.
// Restored by restore-backup.server.ts.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";

/** The statements a backup runs: PGlite's own client (the server's, so they take their turn like any other). */
export interface TBackupStatements {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const READ_CHUNK_BYTES = 256 * 1024;
// What PostgreSQL's own base backup leaves out (src/backend/backup/basebackup.c): the server's run-time state, which a
// restored server makes anew. Their directories are kept, empty. pg_wal's segments are added after the stop.
const EMPTIED_DIRECTORIES = new Set([
  "pg_wal",
  "pg_stat_tmp",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_subtrans",
]);
const LEFT_OUT_FILES = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "backup_label",
  "tablespace_map",
  "backup_manifest",
  "postgresql.auto.conf.tmp",
  "current_logfiles.tmp",
]);
const CONTROL_FILE = "global/pg_control";
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

// One backup at a time (PostgreSQL runs one per session, and PGlite is one session): the next waits for it to end.
let lastBackup: Promise<void> = Promise.resolve();

/**
 * Starts a backup and answers its .tar.gz as a stream, which ends once the archive is complete (or errors, and the
 * reader sees a cut-off download). If the reader goes away, the backup is stopped and nothing is left behind.
 */
export async function startPgliteBackup(db: TBackupStatements, pgdata: string): Promise<Readable> {
  const previous = lastBackup;
  let finished!: () => void;
  lastBackup = new Promise((resolve) => (finished = resolve));
  try {
    await previous;
    await startBackupMode(db);
  } catch (error) {
    finished();
    throw error;
  }
  const pack = tar.pack();
  const gzip = zlib.createGzip();
  // The pack's errors end the download; a reader that leaves ends the pack.
  void pipeline(pack, gzip).catch(() => {});
  void writeArchive(db, pgdata, pack)
    .then(() => pack.finalize())
    .catch((error: unknown) => {
      // A reader that went away is not worth a log line; anything else is the operator's to know.
      if (!pack.destroying) console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
      pack.destroy(error instanceof Error ? error : new Error(String(error)));
    })
    .finally(finished);
  return gzip;
}

// A backup whose stop failed (a full disk can refuse the log record it writes) is still under way in the session, and
// pg_backup_start refuses every later one: that one is stopped first, once.
async function startBackupMode(db: TBackupStatements): Promise<void> {
  const start = () => db.query("SELECT pg_backup_start($1, true)", [`site backup ${new Date().toISOString()}`]);
  try {
    await start();
  } catch (error) {
    if (!/backup is already in progress/.test((error as Error).message)) throw error;
    await db.query("SELECT pg_backup_stop(false)");
    await start();
  }
}

type TPack = ReturnType<typeof tar.pack>;
type TEntry = ReturnType<TPack["entry"]>;
type THeader = Parameters<TPack["entry"]>[0];

async function writeArchive(db: TBackupStatements, pgdata: string, pack: TPack): Promise<void> {
  let stopped = false;
  try {
    await addDirectory(pack, pgdata, "");
    const [stop] = (
      await db.query<{ labelfile: string; spcmapfile: string; stop_wal: string }>(
        "SELECT labelfile, spcmapfile, pg_walfile_name(lsn) AS stop_wal FROM pg_backup_stop(false)",
      )
    ).rows;
    stopped = true;
    if (!stop) throw new Error("pg_backup_stop answered nothing.");
    const startWal = /^START WAL LOCATION: .* \(file ([0-9A-F]{24})\)$/m.exec(stop.labelfile)?.[1];
    if (!startWal) throw new Error("The backup label names no start of the write-ahead log.");
    await addBytes(pack, "backup_label", Buffer.from(stop.labelfile));
    if (stop.spcmapfile) await addBytes(pack, "tablespace_map", Buffer.from(stop.spcmapfile));
    await addWal(pack, pgdata, startWal, stop.stop_wal);
    // Last, and read at once on this thread, where PGlite writes it: never half-way through a write.
    await addBytes(pack, CONTROL_FILE, fs.readFileSync(path.join(pgdata, CONTROL_FILE)));
  } finally {
    if (!stopped) await db.query("SELECT pg_backup_stop(false)").catch(() => {});
  }
}

async function addDirectory(pack: TPack, pgdata: string, relative: string): Promise<void> {
  let names: fs.Dirent[];
  try {
    names = await fs.promises.readdir(path.join(pgdata, relative), { withFileTypes: true });
  } catch (error) {
    if (isGone(error)) return;
    throw error;
  }
  if (relative) await addEntry(pack, { name: `${relative}/`, type: "directory", mode: 0o700 });
  if (EMPTIED_DIRECTORIES.has(relative) || path.basename(relative) === "pgsql_tmp") return;
  for (const entry of names.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await addDirectory(pack, pgdata, name);
    else if (entry.isFile() && !leftOut(name)) await addFile(pack, path.join(pgdata, name), name);
  }
}

function leftOut(name: string): boolean {
  const base = path.basename(name);
  return (
    name === CONTROL_FILE ||
    LEFT_OUT_FILES.has(name) ||
    base.startsWith("pg_internal.init") ||
    // A temporary table's files: nothing a restored server could use.
    /^t\d+_\d+/.test(base)
  );
}

// The segments from the one holding the backup's start to the one holding its end, and the timelines' histories.
async function addWal(pack: TPack, pgdata: string, startWal: string, stopWal: string): Promise<void> {
  const names = (await fs.promises.readdir(path.join(pgdata, "pg_wal"))).sort();
  const segments = names.filter((name) => WAL_SEGMENT.test(name) && name >= startWal && name <= stopWal);
  if (!segments.includes(startWal) || !segments.includes(stopWal)) {
    throw new Error(`The write-ahead log from ${startWal} to ${stopWal} is no longer all in pg_wal.`);
  }
  for (const name of [...segments, ...names.filter((name) => name.endsWith(".history"))]) {
    await addFile(pack, path.join(pgdata, "pg_wal", name), `pg_wal/${name}`);
  }
}

// A file as long as it was when opened: one that shrank meanwhile is padded with zeros and one that grew is cut there
// (the log replays what changed), and one removed before it was opened is left out (as PostgreSQL's own backup does).
async function addFile(pack: TPack, file: string, name: string): Promise<void> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, "r");
  } catch (error) {
    if (isGone(error)) return;
    throw error;
  }
  try {
    const { size, mtime } = await handle.stat();
    const { entry, done } = openEntry(pack, { name, size, mtime, mode: 0o600 });
    let position = 0;
    while (position < size) {
      const chunk = Buffer.alloc(Math.min(READ_CHUNK_BYTES, size - position));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      position += bytesRead === 0 ? chunk.length : bytesRead;
      if (!entry.write(bytesRead === 0 ? chunk : chunk.subarray(0, bytesRead))) await drained(entry);
    }
    entry.end(null);
    await done;
  } finally {
    await handle.close();
  }
}

async function addBytes(pack: TPack, name: string, bytes: Buffer): Promise<void> {
  await openEntry(pack, { name, size: bytes.length, mode: 0o600 }, bytes).done;
}

async function addEntry(pack: TPack, header: THeader): Promise<void> {
  await openEntry(pack, header).done;
}

// An entry of the pack, and when it is written whole (or why not: its own error events say the same, so they are
// taken here rather than left unheard).
function openEntry(pack: TPack, header: THeader, bytes?: Buffer): { entry: TEntry; done: Promise<void> } {
  if (pack.destroying) throw new Error("The backup's reader went away.");
  let entry!: TEntry;
  const done = new Promise<void>((resolve, reject) => {
    const settle = (error?: Error | null) => (error ? reject(error) : resolve());
    entry = bytes ? pack.entry(header, bytes, settle) : pack.entry(header, settle);
  });
  entry.on("error", () => {});
  // Awaited by the caller, unless a write failed first (and that error is the one reported).
  done.catch(() => {});
  return { entry, done };
}

// Waits until the pack has taken what was written (the reader keeps up), or rejects if it is gone.
function drained(entry: TEntry): Promise<void> {
  return new Promise((resolve, reject) => {
    const gone = () => reject(new Error("The backup's reader went away."));
    if (entry.destroying) return gone();
    const onDrain = () => settle(resolve);
    const onClose = () => settle(gone);
    const settle = (then: () => void) => {
      entry.off("drain", onDrain);
      entry.off("close", onClose);
      then();
    };
    entry.on("drain", onDrain);
    entry.on("close", onClose);
  });
}

function isGone(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}
