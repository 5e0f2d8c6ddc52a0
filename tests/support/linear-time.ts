import { expect } from "vitest";

/** A routine's time on a smaller and on a larger input, in milliseconds. */
export type TTimePair = readonly [smaller: number, larger: number];

/**
 * Expects the larger input to take under `limit` times as long as the smaller (the smaller counted as at least
 * `floorMs`, so that a few milliseconds of noise make no ratio). Four times the input takes about four times as long
 * in a linear routine and sixteen in a quadratic one, so a limit of 9 or 10 tells them apart on a quiet machine.
 *
 * A busy machine (a garbage collection, a neighbour's test) only ever adds time, to either input. So when the first
 * pair is over the limit, both are timed again, up to `tries` pairs in all, and the fastest time of each size is
 * compared: a linear routine slowed once falls back under the limit, a quadratic one stays over it on every try.
 * Five pairs at most: under a neighbour's load a major garbage collection can land on the larger input three times
 * running (a linear reader measured 10 to 12 times its quarter's time on three tries, 4 to 7 times when quiet).
 */
export function expectLinearGrowth(
  first: TTimePair,
  again: () => TTimePair,
  { limit, floorMs, tries = 5 }: { limit: number; floorMs: number; tries?: number },
): void {
  let [smaller, larger] = first;
  const ratio = () => larger / Math.max(smaller, floorMs);
  for (let attempt = 1; attempt < tries && ratio() >= limit; attempt += 1) {
    const [smallerAgain, largerAgain] = again();
    smaller = Math.min(smaller, smallerAgain);
    larger = Math.min(larger, largerAgain);
  }
  expect(ratio(), `${larger.toFixed(0)} ms against ${smaller.toFixed(0)} ms`).toBeLessThan(limit);
}

/**
 * Runs `routine` and expects it to take under `boundMs` (a bound far above what a linear routine needs on its input,
 * far below what a quadratic one would). As with `expectLinearGrowth`, a busy machine only ever adds time: a run over
 * the bound is timed again, up to `tries` runs in all, and the fastest counts, so a routine slowed once by a
 * neighbour passes and one slow on every run fails. Answers the routine's result (of its last run).
 */
export function expectFastRun<T>(routine: () => T, boundMs: number, { tries = 3 }: { tries?: number } = {}): T {
  let fastest = Number.POSITIVE_INFINITY;
  let result: T;
  let attempt = 0;
  do {
    const started = performance.now();
    result = routine();
    fastest = Math.min(fastest, performance.now() - started);
    attempt += 1;
  } while (fastest >= boundMs && attempt < tries);
  expect(fastest, `fastest of ${attempt} run${attempt === 1 ? "" : "s"}: ${fastest.toFixed(0)} ms`).toBeLessThan(
    boundMs,
  );
  return result;
}

/** A megabyte, the size of hostile input the linear-time tests read. */
export const MB = 1024 * 1024;

/** Runs `run` once and answers its result with the time it took, in milliseconds. */
export function timed<T>(run: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
}
