// The site's answer time while a long operation runs: /healthz asked again as soon as it answers, each answer timed,
// until the operation settles. A held event loop shows as one answer as long as the hold.

export interface THealthDuringWork<T> {
  result: T;
  /** How long the operation took, in milliseconds. */
  workMs: number;
  /** Each /healthz answer's time, in milliseconds, in order. */
  healthMs: number[];
}

export async function healthDuring<T>(baseUrl: string, work: Promise<T>): Promise<THealthDuringWork<T>> {
  const started = performance.now();
  let settled = false;
  const done = work.finally(() => (settled = true));
  const healthMs: number[] = [];
  while (!settled) {
    const before = performance.now();
    const response = await fetch(`${baseUrl}/healthz`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/healthz answered ${response.status} during the operation`);
    healthMs.push(performance.now() - before);
  }
  return { result: await done, workMs: performance.now() - started, healthMs };
}

/** The slowest answer, the number of answers and the slowest ten in order, for a test's message. */
export function describeHealth({ workMs, healthMs }: { workMs: number; healthMs: number[] }): string {
  const slowest = [...healthMs].sort((a, b) => b - a).slice(0, 10);
  return `${healthMs.length} /healthz answers in ${workMs.toFixed(0)} ms, slowest ${slowest.map((ms) => ms.toFixed(0)).join(", ")} ms`;
}
