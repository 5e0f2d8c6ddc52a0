import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { acquireDataDirLock, DataDirLockedError, describeHost, STALE_MS } from "./data-dir-lock.server";

let dataDir: string;
const lockFile = () => path.join(dataDir, "server.lock");

function startTimeOf(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("acquireDataDirLock", () => {
  test("writes this process's pid and start time, and removes the file on release", () => {
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile(), "utf8")).toBe(`${process.pid} ${startTimeOf(process.pid)} ${describeHost()}`);
    expect(fs.readdirSync(dataDir)).toEqual(["server.lock"]);
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  test("leaves no exit listener behind once released, however many times a process takes and releases it", () => {
    const listeners = process.listenerCount("exit");
    for (let round = 0; round < 20; round++) acquireDataDirLock(dataDir).release();
    expect(process.listenerCount("exit")).toBe(listeners);
  });

  test("refuses while another live process holds the directory, naming it", () => {
    const owner = process.ppid;
    fs.writeFileSync(lockFile(), `${owner} ${startTimeOf(owner)}`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `The data directory ${dataDir} is already in use by another server process (pid ${owner}).`,
    );
    expect(fs.readFileSync(lockFile(), "utf8")).toBe(`${owner} ${startTimeOf(owner)}`);
  });

  test("refuses for a lock in the older pid-only form whose process lives", () => {
    fs.writeFileSync(lockFile(), String(process.ppid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
  });

  test("takes over the lock of a process that died", () => {
    fs.writeFileSync(lockFile(), `${deadPid()} 12345`);
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile(), "utf8")).toBe(`${process.pid} ${startTimeOf(process.pid)} ${describeHost()}`);
    lock.release();
  });

  test("takes over a lock whose pid now belongs to an unrelated, later process", () => {
    const recycled = process.ppid;
    fs.writeFileSync(lockFile(), `${recycled} 1`);
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile(), "utf8").startsWith(`${process.pid} `)).toBe(true);
    lock.release();
  });

  test("takes over an empty or unreadable lock file, and a takeover left by a dead process", () => {
    fs.writeFileSync(lockFile(), "");
    fs.writeFileSync(`${lockFile()}.takeover`, `${deadPid()} 1`);
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readdirSync(dataDir)).toEqual(["server.lock"]);
    lock.release();
  });

  test("release leaves a lock that another process took in the meantime", () => {
    const lock = acquireDataDirLock(dataDir);
    fs.writeFileSync(lockFile(), `${process.ppid} ${startTimeOf(process.ppid)}`);
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(true);
  });

  test("refuses a lock from another PID namespace while its heartbeat is fresh, whatever its pid", () => {
    // Pid 1 of a container, and a pid that is dead here: neither can be judged from this namespace.
    for (const pid of [1, deadPid()]) {
      fs.writeFileSync(lockFile(), `${pid} 99 other-boot/pid:[4026532999]`);
      expect(() => acquireDataDirLock(dataDir)).toThrow(
        `already in use by another server process (pid ${pid} in another container or PID namespace`,
      );
    }
  });

  test("takes over a lock from another PID namespace whose heartbeat stopped", () => {
    fs.writeFileSync(lockFile(), `1 99 other-boot/pid:[4026532999]`);
    const past = new Date(Date.now() - STALE_MS - 1000);
    fs.utimesSync(lockFile(), past, past);
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile(), "utf8").startsWith(`${process.pid} `)).toBe(true);
    lock.release();
  });
});

describe("the lock's heartbeat", () => {
  test("keeps beating while the main thread is held", async () => {
    const lock = acquireDataDirLock(dataDir, { heartbeatMs: 50 });
    try {
      const acquired = fs.statSync(lockFile()).mtimeMs;
      // Hold this thread for a second, as a long synchronous task on the server's main thread would.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_000);
      const beat = fs.statSync(lockFile()).mtimeMs;
      expect(beat - acquired).toBeGreaterThan(500);
    } finally {
      lock.release();
    }
    expect(fs.existsSync(lockFile())).toBe(false);
  });
});
