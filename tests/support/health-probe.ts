// The site's answer time while a long operation runs: the operation is started, and /healthz asked again as soon as it
// answers, each answer timed, until the operation settles. A held event loop shows as one answer as long as the hold.

export interface THealthDuringWork<T> {
  result: T;
  /** How long the operation took, in milliseconds. */
  workMs: number;
  /** Each /healthz answer's time, in milliseconds, in order. */
  healthMs: number[];
  /** The longest answer allowed (healthBoundMs). */
  boundMs: number;
}

export async function healthDuring<T>(baseUrl: string, start: () => Promise<T>): Promise<THealthDuringWork<T>> {
  const boundBefore = await healthBoundMs(baseUrl);
  const started = performance.now();
  let settled = false;
  const done = start().finally(() => (settled = true));
  const healthMs: number[] = [];
  while (!settled) {
    const before = performance.now();
    const response = await fetch(`${baseUrl}/healthz`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/healthz answered ${response.status} during the operation`);
    healthMs.push(performance.now() - before);
  }
  const result = await done;
  const workMs = performance.now() - started;
  return { result, workMs, healthMs, boundMs: Math.max(boundBefore, await healthBoundMs(baseUrl)) };
}

/** The number of answers, the slowest ten and the bound, for a test's message. */
export function describeHealth({ workMs, healthMs, boundMs }: Omit<THealthDuringWork<unknown>, "result">): string {
  const slowest = [...healthMs].sort((a, b) => b - a).slice(0, 10);
  return `${healthMs.length} /healthz answers in ${workMs.toFixed(0)} ms, slowest ${slowest.map((ms) => ms.toFixed(0)).join(", ")} ms; bound ${boundMs.toFixed(0)} ms`;
}

/** The slowest answer (0 when the operation ended before the first one). */
export function slowestHealthMs({ healthMs }: { healthMs: number[] }): number {
  return healthMs.length === 0 ? 0 : Math.max(...healthMs);
}

/** The token a test server is started with (RESPONSE_CACHE_BYPASS_TOKEN) so the probe can time a fresh render. */
export const RENDER_PROBE_TOKEN = "health-probe-render";

/** The bound a quiet machine is held to: the site answers within a second all through a long operation. */
export const QUIET_HEALTH_BOUND_MS = 1_000;

/**
 * The longest /healthz answer allowed during an operation: a second, or on a machine so loaded that rendering one
 * page takes longer than a fifth of that, five such renders (timed on the same server just before the operation and
 * again just after it; the larger counts, as other work on the machine comes and goes). One render
 * of the home page takes 20 to 60 ms on a quiet machine, so the bound is a second there; what it refuses at any load
 * is a site held for the length of the operation.
 */
export async function healthBoundMs(baseUrl: string): Promise<number> {
  const renders: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/`, { headers: { "X-Cache-Bypass": RENDER_PROBE_TOKEN } });
    await response.arrayBuffer();
    renders.push(performance.now() - started);
  }
  const median = renders.sort((a, b) => a - b)[1]!;
  return Math.max(QUIET_HEALTH_BOUND_MS, 5 * median);
}
