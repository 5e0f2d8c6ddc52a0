// Wakes the requests that follow a job when it has a new event: one LISTEN per server on the channel every
// server NOTIFYs (app/jobs/job-records.server.ts), fanned out here by job id.
import { isJobFinished, jobEventsAfter } from "./job-records.server";
import { isFinalJobLine } from "./job-stream";
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
 * Replays a job's stored events from the first and follows new ones until its stream's final line came
 * (`isFinalJobLine`, app/jobs/job-stream.ts), the job
 * finished without one (its outcome could not be stored), or `signal` aborts (the client went away: the job itself
 * runs on). A quiet job is waited on many times; the follow holds one abort listener for all of them.
 */
export async function followJobEvents(
  db: TDatabase,
  hub: TJobEventHub,
  jobId: number,
  onEvent: (event: unknown) => void,
  signal?: AbortSignal,
): Promise<void> {
  let stopWaiting = () => {};
  const aborted = new Promise<void>((resolve) => {
    stopWaiting = resolve;
  });
  signal?.addEventListener("abort", stopWaiting, { once: true });
  let lastId = 0;
  /** Hands on the events stored after the last one; true once the final one came. */
  const deliver = async (): Promise<{ delivered: number; final: boolean }> => {
    const events = await jobEventsAfter(db, jobId, lastId);
    for (const { id, event } of events) {
      lastId = id;
      onEvent(event);
      if (isFinalJobLine(event)) return { delivered: events.length, final: true };
    }
    return { delivered: events.length, final: false };
  };
  try {
    while (!signal?.aborted) {
      // Waiting starts before reading, so an event stored between the read and the wait is not missed.
      const waiting = hub.next(jobId);
      try {
        const { delivered, final } = await deliver();
        if (final) return;
        if (delivered > 0) continue;
        // A job's state and its final event are stored together: a finished job has nothing more to come.
        if (await isJobFinished(db, jobId)) {
          while ((await deliver()).delivered > 0);
          return;
        }
        await Promise.race([waiting.promise, aborted]);
      } finally {
        waiting.cancel();
      }
    }
  } finally {
    signal?.removeEventListener("abort", stopWaiting);
  }
}
