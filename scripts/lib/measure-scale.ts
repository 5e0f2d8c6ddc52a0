// Reads at scale, measured on one running server: each public route's p50/p95 from the response cache and rendered
// afresh (one client, sequential, gzip accepted), the admin list, start-up to the first answer, the start-up
// warm-up's time, the server's memory and the database's size. Loopback only; every wait is bounded.
import fs from "node:fs";
import path from "node:path";
import { measureSequentialLatency } from "./measure-http";

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

/**
 * Each route: `cachedRequests` sequential requests from the response cache (after one that fills it), then
 * `renderedRequests` with the bypass header, each rendered afresh. Admin routes are rendered only.
 */
export async function measureRoutes(
  baseUrl: string,
  routes: TScaleRoute[],
  options: { cachedRequests: number; renderedRequests: number; bypass: Record<string, string>; adminToken: string },
): Promise<TRouteTiming[]> {
  const results: TRouteTiming[] = [];
  for (const route of routes) {
    const admin: Record<string, string> = route.admin ? { Authorization: `Bearer ${options.adminToken}` } : {};
    const first = await fetch(`${baseUrl}${route.path}`, { headers: admin });
    await first.text();
    if (first.status !== 200) throw new Error(`${route.label} (${route.path}) answered ${first.status}`);
    const cached = route.admin ? null : await measureSequentialLatency(baseUrl, [route.path], options.cachedRequests);
    const rendered = await measureSequentialLatency(baseUrl, [route.path], options.renderedRequests, {
      ...options.bypass,
      ...admin,
    });
    results.push({
      label: route.label,
      path: route.path,
      cached: cached && { p50Ms: cached.p50Ms, p95Ms: cached.p95Ms },
      rendered: { p50Ms: rendered.p50Ms, p95Ms: rendered.p95Ms },
      failures: (cached?.failures ?? 0) + rendered.failures,
    });
  }
  return results;
}
