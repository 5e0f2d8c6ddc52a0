// PGlite allows one process per data directory (a second one silently loses its writes),
// so the directory is held by a lock file naming the owning process.
//
// The lock file appears whole or not at all (written aside, then hard-linked into place, which fails if it
// exists), names its owner by pid and, on Linux, the process start time (so a recycled pid is not mistaken for
// the owner), and a stale lock is only taken over under a second, short-lived lock, so two servers starting
// together after a crash cannot both remove it and both run.
//
// A pid means something only in its own PID namespace: two containers sharing the volume see each other's pid as
// dead (or as an unrelated process). So the lock also names its owner's host (the kernel's boot id and the PID
// namespace), and the owner refreshes the file's modification time every HEARTBEAT_MS. A lock written from another
// host or namespace is held while that heartbeat is younger than STALE_MS; only then may it be taken over. The
// heartbeat beats in a thread of its own, so no work on the server's main thread (a long request, a stall) can
// let it lapse and another container take the directory over while this server still writes to it.
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

type TLockOwner = { pid: number; startTime: string | null; host: string | null };

export const HEARTBEAT_MS = 2_000;
/** A lock from another host or PID namespace whose heartbeat is older than this is stale. */
export const STALE_MS = 30_000;

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return null;
  }
}

/** This process's machine and PID namespace: pids can be compared only between owners with the same one. */
export function describeHost(): string {
  const boot = readOrNull("/proc/sys/kernel/random/boot_id") ?? "unknown-boot";
  let namespace = "unknown-ns";
  try {
    namespace = fs.readlinkSync("/proc/self/ns/pid");
  } catch {
    // Not Linux: the boot id alone.
  }
  return `${boot}/${namespace}`.replace(/\s+/g, "");
}

/** The process's start time in clock ticks since boot (Linux), which tells a recycled pid from its first owner. */
function readProcessStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 2 (the command name) may hold spaces and parentheses: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function describeSelf(): string {
  return `${process.pid} ${readProcessStartTime(process.pid) ?? "-"} ${describeHost()}`;
}

function parseOwner(text: string): TLockOwner | null {
  const [pidText, startTime, host] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, startTime: startTime && startTime !== "-" ? startTime : null, host: host ?? null };
}

/** Milliseconds since the lock file's last heartbeat, or null when it is gone. */
function heartbeatAge(lockPath: string): number | null {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs;
  } catch {
    return null;
  }
}

function isForeign(owner: TLockOwner): boolean {
  return owner.host !== null && owner.host !== describeHost();
}

function isOwnerAlive(owner: TLockOwner, lockPath?: string): boolean {
  if (isForeign(owner)) {
    // Its pid means nothing here: only its heartbeat says whether it still runs.
    const age = lockPath ? heartbeatAge(lockPath) : null;
    return age !== null && age < STALE_MS;
  }
  if (owner.pid === process.pid) return false;
  if (!isProcessAlive(owner.pid)) return false;
  // Same pid, other start time: the owner died and the pid went to an unrelated process.
  if (owner.startTime) {
    const current = readProcessStartTime(owner.pid);
    if (current !== null && current !== owner.startTime) return false;
  }
  return true;
}

/** Creates `target` holding `content`, atomically: false when it already exists. */
function createWhole(target: string, content: string): boolean {
  const aside = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    // Inside the try: a write cut short (a full disk) leaves no file aside behind.
    fs.writeFileSync(aside, content);
    fs.linkSync(aside, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

function readOwner(file: string): TLockOwner | null | "missing" {
  try {
    return parseOwner(fs.readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw error;
  }
}

function lockedError(dataDir: string, owner: TLockOwner): DataDirLockedError {
  const where = isForeign(owner)
    ? ` in another container or PID namespace, alive within the last ${STALE_MS / 1000} s`
    : "";
  return new DataDirLockedError(
    `The data directory ${dataDir} is already in use by another server process (pid ${owner.pid}${where}). ` +
      `PGlite allows only one process per data directory: stop the other server, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.`,
  );
}

/** Removes a stale lock while holding the takeover lock, after checking it is still the same stale one. */
function removeStaleLock(lockPath: string, staleText: string): void {
  const takeoverPath = `${lockPath}.takeover`;
  if (!createWhole(takeoverPath, describeSelf())) {
    const holder = readOwner(takeoverPath);
    // Another server is taking over right now; if it died doing so, clear its takeover lock for the next try.
    if (holder !== "missing" && (holder === null || !isOwnerAlive(holder))) fs.rmSync(takeoverPath, { force: true });
    return;
  }
  try {
    let current: string | null = null;
    try {
      current = fs.readFileSync(lockPath, "utf8");
    } catch {
      // Already removed.
    }
    if (current === staleText) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.rmSync(takeoverPath, { force: true });
  }
}

/** A short synchronous pause between attempts, leaving another starting server time to finish its takeover. */
function pauseBriefly(): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
}

// The heartbeat's thread: refreshes the lock file's time while the file still names this server. Plain CommonJS,
// evaluated as it is, so it needs no entry of its own in the build.
const HEARTBEAT_THREAD = `
const { workerData } = require("node:worker_threads");
const fs = require("node:fs");
const { lockPath, owner, intervalMs } = workerData;
setInterval(() => {
  try {
    if (fs.readFileSync(lockPath, "utf8") === owner) {
      const now = new Date();
      fs.utimesSync(lockPath, now, now);
    }
  } catch {
    // Gone or unreadable: the next start will judge it.
  }
}, intervalMs);
`;

/** The heartbeat other hosts and namespaces judge the lock by, in its own thread (never keeping the process alive). */
function startHeartbeat(lockPath: string, owner: string, intervalMs: number): Worker {
  const worker = new Worker(HEARTBEAT_THREAD, {
    eval: true,
    workerData: { lockPath, owner, intervalMs },
    resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 },
  });
  worker.unref();
  return worker;
}

export function acquireDataDirLock(dataDir: string, options: { heartbeatMs?: number } = {}): { release(): void } {
  const lockPath = path.join(dataDir, "server.lock");
  const self = describeSelf();
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createWhole(lockPath, self)) {
      let released = false;
      const heartbeat = startHeartbeat(lockPath, self, options.heartbeatMs ?? HEARTBEAT_MS);
      const release = () => {
        if (released) return;
        released = true;
        // (a process that opens and closes databases, as a test worker does, keeps no listener per lock it held)
        process.off("exit", release);
        void heartbeat.terminate();
        try {
          if (fs.readFileSync(lockPath, "utf8") === self) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return { release };
    }
    let staleText: string;
    try {
      staleText = fs.readFileSync(lockPath, "utf8");
    } catch {
      continue; // Released between our two steps: try again.
    }
    const owner = parseOwner(staleText);
    if (owner && isOwnerAlive(owner, lockPath)) throw lockedError(dataDir, owner);
    // The owner died without cleaning up (crash, SIGKILL): the lock is stale.
    removeStaleLock(lockPath, staleText);
    pauseBriefly();
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}: another server is starting on it.`);
}
