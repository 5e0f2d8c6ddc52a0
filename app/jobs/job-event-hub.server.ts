// Wakes the requests that follow a job when it has a new event: one LISTEN per server on the channel every
// server NOTIFYs (app/jobs/job-records.server.ts), fanned out here by job id.
import { jobEventsAfter } from "./job-records.server";
import type { TDatabase } from "~/db/client.server";

/** A lost notification (a dropped LISTEN connection) costs at most this long. */
const BACKSTOP_MS = 5_000;

export interface TJobEventHub {
  /** Resolves at the job's next event (or after the backstop); `cancel` forgets the waiter. */
  next(jobId: number): { promise: Promise<void>; cancel(): void };
  /** Called with each notification's payload (a job id). */
  notify(payload: string): void;
}

export function createJobEventHub(): TJobEventHub {
  const waiters = new Map<number, Set<() => void>>();
  const wakeAll = () => {
    for (const set of waiters.values()) for (const wake of set) wake();
  };
  return {
    next(jobId) {
      let wake = () => {};
      let timer: ReturnType<typeof setTimeout> | undefined;
      const promise = new Promise<void>((resolve) => {
        wake = () => {
          clearTimeout(timer);
          waiters.get(jobId)?.delete(wake);
          resolve();
        };
        timer = setTimeout(wake, BACKSTOP_MS);
        const set = waiters.get(jobId) ?? new Set();
        set.add(wake);
        waiters.set(jobId, set);
      });
      return { promise, cancel: () => wake() };
    },
    notify(payload) {
      const jobId = Number(payload);
      // "reconnected" (or anything else): notifications may have been missed, so everyone looks again.
      if (!Number.isInteger(jobId)) return wakeAll();
      for (const wake of waiters.get(jobId) ?? []) wake();
    },
  };
}

/**
 * Replays a job's stored events from the first and follows new ones until `isFinal` says the last one came,
 * or `signal` aborts (the client went away: the job itself runs on).
 */
export async function followJobEvents(
  db: TDatabase,
  hub: TJobEventHub,
  jobId: number,
  onEvent: (event: unknown) => void,
  isFinal: (event: unknown) => boolean,
  signal?: AbortSignal,
): Promise<void> {
  let lastId = 0;
  while (!signal?.aborted) {
    // Waiting starts before reading, so an event stored between the read and the wait is not missed.
    const waiting = hub.next(jobId);
    const events = await jobEventsAfter(db, jobId, lastId);
    for (const { id, event } of events) {
      lastId = id;
      onEvent(event);
      if (isFinal(event)) {
        waiting.cancel();
        return;
      }
    }
    if (events.length > 0) {
      waiting.cancel();
      continue;
    }
    const aborted = new Promise<void>((resolve) => signal?.addEventListener("abort", () => resolve(), { once: true }));
    await Promise.race([waiting.promise, aborted]);
    waiting.cancel();
  }
}
