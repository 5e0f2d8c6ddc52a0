// A small disk of its own for a server under test, to see what a full disk does (ENOSPC from the kernel, not an
// imitation of it): a tmpfs of a few megabytes mounted in a private mount namespace of an unprivileged user
// namespace (`unshare --user --map-root-user --mount`), so neither root nor the machine's mounts are touched. The
// data directory is copied onto it before the server starts; the test fills and frees it through
// /proc/<pid>/root, the server's own view of its mounts. The disk goes away with the server's process.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Whether this machine lets an unprivileged process mount a tmpfs of its own (Linux user namespaces). */
export function canMountSmallDisk(): boolean {
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "btr-disk-probe-"));
  try {
    const probe = spawnSync("unshare", [
      "--user",
      "--map-root-user",
      "--mount",
      "sh",
      "-c",
      `mount -t tmpfs -o size=1m tmpfs "$0"`,
      mountPoint,
    ]);
    return probe.status === 0;
  } finally {
    fs.rmSync(mountPoint, { recursive: true, force: true });
  }
}

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

export interface TSmallDisk {
  /** Where the data directory is, inside the server's mount namespace (DATA_DIR). */
  dataDir: string;
  /** The command to start the server through (startServerProcess's and runServerTask's `launcher`). */
  launcher: string[];
  /** Fills the server's disk to the last byte (the server's pid: its process holds the mount). */
  fill(pid: number): void;
  /** Frees what fill() took. */
  free(pid: number): void;
  remove(): void;
}

/**
 * A disk `spareMb` larger than the data directory `from`, which is copied onto it. With `full`, the launcher fills
 * it before the server starts, and after the server has exited it lists what the data directory holds
 * (`left on the disk: ...`), since the disk is gone once the command ends.
 */
export function smallDisk(from: string, options: { spareMb: number; full?: boolean }): TSmallDisk {
  const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "btr-small-disk-"));
  const sizeMb = Math.ceil(directoryBytes(from) / (1024 * 1024)) + options.spareMb;
  const dataDir = path.join(mountPoint, "data");
  const filler = path.join(mountPoint, "filler");
  // $0 the mount point, $1 the directory to copy, $2 the data directory, $3 the filler, then the server's command.
  const prepare = `disk="$0" data="$2" filler="$3" && mount -t tmpfs -o size=${sizeMb}m tmpfs "$disk" && cp -a "$1" "$data" && shift 3`;
  const script = options.full
    ? `${prepare} && { cat /dev/zero > "$filler" 2>/dev/null; "$@"; code=$?; echo "left on the disk: $(ls -A "$data" | tr '\\n' ' ')"; exit $code; }`
    : `${prepare} && exec "$@"`;
  const inServer = (pid: number, file: string) => `/proc/${pid}/root${file}`;
  return {
    dataDir,
    launcher: [
      "unshare",
      "--user",
      "--map-root-user",
      "--mount",
      "sh",
      "-c",
      script,
      mountPoint,
      from,
      dataDir,
      filler,
    ],
    fill(pid) {
      const fd = fs.openSync(inServer(pid, filler), "w");
      const block = Buffer.alloc(1024 * 1024);
      try {
        for (;;) fs.writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      } finally {
        fs.closeSync(fd);
      }
      // The last partial megabyte: byte by byte would be slow, so halve the block until even one byte is refused.
      const last = fs.openSync(inServer(pid, filler), "a");
      try {
        for (let size = 512 * 1024; size >= 1; size = Math.floor(size / 2)) {
          try {
            for (;;) fs.writeSync(last, block, 0, size);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
          }
        }
      } finally {
        fs.closeSync(last);
      }
    },
    free(pid) {
      fs.rmSync(inServer(pid, filler), { force: true });
    },
    remove() {
      fs.rmSync(mountPoint, { recursive: true, force: true });
    },
  };
}
