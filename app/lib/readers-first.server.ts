// Readers first: public requests in flight are counted, and background work (the response cache's warm-up and
// re-renders, generation jobs) waits before each step until none is, for at most a short bound so it still moves
// under constant reading. On PGlite the database runs on the same thread as the pages, so a batch's queries and
// renders would otherwise queue readers behind them (decision 034).
import { AsyncLocalStorage } from "node:async_hooks";

/** How long one step of background work waits for readers to finish before it goes anyway. */
export const BACKGROUND_STEP_MAX_WAIT_MS = 100;

export class ReadersFirst {
  private readers = 0;
  private waiting: (() => void)[] = [];
  private readonly background = new AsyncLocalStorage<true>();

  constructor(private readonly maxWaitMs = BACKGROUND_STEP_MAX_WAIT_MS) {}

  get readersInFlight(): number {
    return this.readers;
  }

  /** A public request began; call the answer when it has been answered (more calls do nothing). */
  readerStarted(): () => void {
    this.readers++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.readers--;
      if (this.readers === 0) this.releaseSoon();
    };
  }

  /** Runs `work` (and everything it starts) as background work: its database calls yield to readers. */
  runInBackground<T>(work: () => T): T {
    return this.background.run(true, work);
  }

  isBackgroundWork(): boolean {
    return this.background.getStore() === true;
  }

  /**
   * Resolves once no reader is in flight (checked again a turn of the event loop later, so a reader whose request
   * has just arrived goes first), or after the bound.
   */
  whenReadersIdle(): Promise<void> {
    if (this.readers === 0 && this.waiting.length === 0) {
      return new Promise((resolve) => setImmediate(() => (this.readers === 0 ? resolve() : this.wait(resolve))));
    }
    return new Promise((resolve) => this.wait(resolve));
  }

  /** In background work, waits for readers as whenReadersIdle does; elsewhere resolves at once. */
  yieldToReaders(): Promise<void> | undefined {
    return this.isBackgroundWork() ? this.whenReadersIdle() : undefined;
  }

  private wait(resolve: () => void): void {
    let settled = false;
    const go = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      this.waiting = this.waiting.filter((waiter) => waiter !== go);
      go();
    }, this.maxWaitMs);
    this.waiting.push(go);
  }

  private releaseSoon(): void {
    setImmediate(() => {
      if (this.readers > 0) return;
      // One waiter at a time: the next one waits for the check after this step's own work has started.
      const next = this.waiting.shift();
      next?.();
      if (this.waiting.length > 0) this.releaseSoon();
    });
  }
}
