// Reads at scale, measured on one running server: each public route's p50/p95 from the response cache and rendered
// afresh (one client, sequential, gzip accepted), the admin list, start-up to the first answer, the start-up
// warm-up's time, the server's memory and the database's size. Loopback only; every wait is bounded.
import fs from "node:fs";
import path from "node:path";
import { measureSequentialLatency, percentile } from "./measure-http";

export interface TScaleRoute {
  label: string;
  path: string;
  /** Admin reads carry the token and are never cached. */
  admin?: boolean;
}

export interface TRouteTiming {
  label: string;
  path: string;
  cached: { p50Ms: number; p95Ms: number } | null;
  rendered: { p50Ms: number; p95Ms: number };
  failures: number;
}

export interface TScaleResult {
  engine: "pglite" | "postgres";
  articles: number;
  published: number;
  seedSeconds: number;
  /** From spawning the server to its first 200 answer of the home page. */
  startToFirstAnswerSeconds: number;
  /** The start-up warm-up as the server reports it, or null if it had not finished within the bound. */
  warmup: { seconds: number; pages: number; megabytes: number } | null;
  /** How long the run waited for the warm-up before measuring. */
  warmupWaitSeconds?: number;
  rssMegabytes: { afterWarmup: number; peak: number };
  databaseMegabytes: number;
  routes: TRouteTiming[];
  measuredAt: string;
  loadAverage: { start: number; end: number };
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
export function readMemory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: field("VmRSS") / 1024, peak: field("VmHWM") / 1024 };
}

/** Bytes under a directory (a PGlite data directory). */
export function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? directoryBytes(full) : fs.statSync(full).size;
  }
  return total;
}

/** Polls until the first 200 of `url`, answering when it came (performance.now()). */
export async function waitForFirstAnswer(url: string, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url).catch(() => null);
    if (response?.status === 200) {
      await response.text();
      return performance.now();
    }
    await response?.text();
    if (performance.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const WARMED_LINE = /Warmed the response cache: (\d+) pages, (\d+) MB, in ([\d.]+) s\./;

/** Waits (bounded) for the server's warm-up report. */
export async function waitForWarmup(
  output: () => string,
  timeoutMs: number,
): Promise<{ seconds: number; pages: number; megabytes: number } | null> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const match = WARMED_LINE.exec(output());
    if (match) return { pages: Number(match[1]), megabytes: Number(match[2]), seconds: Number(match[3]) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

/** A server to time, with its admin token. */
export interface TScaleServer {
  url: string;
  adminToken: string;
}

// Each server's timings of one kind of request, taken in `rounds` turns (alternating which server goes first), so
// a change in the machine's load falls on every server alike.
async function timeInTurns(
  servers: TScaleServer[],
  path: string,
  count: number,
  rounds: number,
  headersFor: (server: TScaleServer) => Record<string, string>,
): Promise<{ p50Ms: number; p95Ms: number; failures: number }[]> {
  const timings = servers.map(() => [] as number[]);
  const failures = servers.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    const share = Math.floor(count / rounds) + (round < count % rounds ? 1 : 0);
    const order = servers.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const result = await measureSequentialLatency(servers[i]!.url, [path], share, headersFor(servers[i]!));
      timings[i]!.push(...result.timingsMs);
      failures[i]! += result.failures;
    }
  }
  return timings.map((t, i) => {
    t.sort((a, b) => a - b);
    return { p50Ms: percentile(t, 50), p95Ms: percentile(t, 95), failures: failures[i]! };
  });
}

/**
 * Each route on each server: `cachedRequests` sequential requests from the response cache (after one that fills
 * it), then `renderedRequests` with the bypass header, each rendered afresh. Admin routes are rendered only. With
 * more than one server (a build before and after a change), each kind of request is taken in four alternating
 * turns. Answers each server's timings, in the order of `servers`.
 */
export async function measureRoutes(
  servers: TScaleServer[],
  routes: TScaleRoute[],
  options: { cachedRequests: number; renderedRequests: number; bypass: Record<string, string> },
): Promise<TRouteTiming[][]> {
  const rounds = servers.length > 1 ? 4 : 1;
  const results = servers.map(() => [] as TRouteTiming[]);
  for (const route of routes) {
    const admin = (server: TScaleServer): Record<string, string> =>
      route.admin ? { Authorization: `Bearer ${server.adminToken}` } : {};
    for (const server of servers) {
      const first = await fetch(`${server.url}${route.path}`, { headers: admin(server) });
      await first.text();
      if (first.status !== 200) throw new Error(`${route.label} (${route.path}) answered ${first.status}`);
    }
    const cached = route.admin
      ? null
      : await timeInTurns(servers, route.path, options.cachedRequests, rounds, () => ({}));
    const rendered = await timeInTurns(servers, route.path, options.renderedRequests, rounds, (server) => ({
      ...options.bypass,
      ...admin(server),
    }));
    servers.forEach((_, i) => {
      const cachedHere = cached?.[i] ?? null;
      results[i]!.push({
        label: route.label,
        path: route.path,
        cached: cachedHere && { p50Ms: cachedHere.p50Ms, p95Ms: cachedHere.p95Ms },
        rendered: { p50Ms: rendered[i]!.p50Ms, p95Ms: rendered[i]!.p95Ms },
        failures: (cachedHere?.failures ?? 0) + rendered[i]!.failures,
      });
    });
  }
  return results;
}
