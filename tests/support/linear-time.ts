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
 */
export function expectLinearGrowth(
  first: TTimePair,
  again: () => TTimePair,
  { limit, floorMs, tries = 3 }: { limit: number; floorMs: number; tries?: number },
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
