// CPU time a process has used (all its threads), read from Linux's /proc, and the process that listens on a local TCP
// port. CPU seconds per request answered is what a server costs whatever else the machine runs: a loaded machine
// lowers its requests per second, not the work each request takes.
import fs from "node:fs";

/** User plus system CPU seconds the process has used so far, or null where /proc cannot tell (not Linux, gone). */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces and parentheses): utime and stime are the 12th and
    // 13th of them, in clock ticks (USER_HZ, 100 on Linux).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function listeningSocketInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = fs.readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const columns = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is the 10th column.
      if (columns[1]?.endsWith(`:${hexPort}`) && columns[3] === "0A") inodes.add(columns[9]!);
    }
  }
  return inodes;
}

/** The id of a process that listens on this TCP port on this machine, or null (not found, or not Linux). */
export function pidListeningOn(port: number): number | null {
  const inodes = listeningSocketInodes(port);
  if (inodes.size === 0) return null;
  let pids: string[] = [];
  try {
    pids = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let descriptors: string[] = [];
    try {
      descriptors = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of descriptors) {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      } catch {
        // Closed while read.
      }
    }
  }
  return null;
}
