// The background queue that renders pages into the response cache ahead of their readers (decision 027): one page at
// a time (never a stampede), each path once while it waits, a publish's pages ahead of the start-up backlog, each page
// waiting its turn behind readers, and nothing more once the server is shutting down. What warming one page means,
// when its turn comes and whether it still fits are the caller's (server/react-router-handler.ts).

export interface TWarmUpQueue {
  /**
   * Queues these paths behind what is waiting, or ahead of it with `first`; a path already waiting is not queued
   * twice. Resolves when the queue has run dry.
   */
  warm(paths: string[], options?: { first?: boolean }): Promise<void>;
  /** Drops what is waiting and takes nothing more (shutting down). */
  stop(): void;
}

export function createWarmUpQueue(options: {
  /** Resolves when the next page may be rendered (readers first). */
  waitForTurn(): Promise<void>;
  /** Renders one path into the cache. */
  warmOne(path: string): Promise<void>;
  /** Whether a path is passed over when its turn comes (the cache has no room for it). */
  skip(path: string): boolean;
  onError(error: unknown): void;
}): TWarmUpQueue {
  const queue: string[] = [];
  const queued = new Set<string>();
  let draining: Promise<void> | null = null;
  let stopped = false;

  const drain = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      queued.delete(path);
      if (stopped) return;
      if (options.skip(path)) continue;
      await options.waitForTurn();
      if (stopped) return;
      await options.warmOne(path).catch(options.onError);
    }
  };
  const pump = (): Promise<void> => {
    if (!draining && !stopped && queue.length > 0) {
      draining = drain().finally(() => {
        draining = null;
        void pump();
      });
    }
    return draining ?? Promise.resolve();
  };

  return {
    warm(paths, warmOptions = {}) {
      if (stopped) return Promise.resolve();
      const fresh: string[] = [];
      for (const path of paths) {
        if (queued.has(path)) continue;
        queued.add(path);
        fresh.push(path);
      }
      if (warmOptions.first) queue.unshift(...fresh);
      else queue.push(...fresh);
      return pump();
    },
    stop() {
      stopped = true;
      queue.length = 0;
      queued.clear();
    },
  };
}
