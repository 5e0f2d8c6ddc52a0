// Values computed from the published content and shared by many pages (the related lists of an article page read
// the newest articles of a type or a category; an article page's own data, decision 062): kept until the database
// announces a content change, so a page render does not ask the database again for what only changes when content
// does. Concurrent readers of a missing value share one computation; a change forgets every value, including those
// still being computed, so nothing read before a change is kept after it. Bounded by entries and, when the values say
// their size, by bytes: the least recently used go first. Nothing found (null) is not kept, so made-up keys (an
// address that leads nowhere) cost their own computation and push out no value.
export interface TContentMemoLimits {
  maxEntries?: number;
  // With `sizeOf` given to `get`: the bytes the kept values may take in all.
  maxBytes?: number;
}

interface TKept {
  value: Promise<unknown>;
  bytes: number;
}

export class ContentMemo {
  // In use order, least recently used first.
  private readonly values = new Map<string, TKept>();
  private keptBytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(limits: TContentMemoLimits = {}) {
    this.maxEntries = limits.maxEntries ?? 1000;
    this.maxBytes = limits.maxBytes ?? Number.POSITIVE_INFINITY;
  }

  get size(): number {
    return this.values.size;
  }

  /** The bytes the kept values take, as their `sizeOf` said. */
  get bytes(): number {
    return this.keptBytes;
  }

  /** `sizeOf`: a value's size in bytes, counted against `maxBytes` once it is computed. */
  get<T>(key: string, compute: () => PromiseLike<T>, sizeOf?: (value: NonNullable<T>) => number): Promise<T> {
    const known = this.values.get(key);
    if (known) {
      this.values.delete(key);
      this.values.set(key, known);
      return known.value as Promise<T>;
    }
    // Settled once into a promise of its own: a query builder is a thenable that runs its query again on every
    // `then`, so keeping the builder itself would keep nothing.
    const value = Promise.resolve(compute());
    const kept: TKept = { value, bytes: 0 };
    // Counted against the limits once found: readers of made-up keys push out no value while theirs is computed.
    this.values.set(key, kept);
    const isKept = () => this.values.get(key) === kept;
    value.then(
      (result) => {
        if (!isKept()) return;
        // Nothing found is not kept; neither is a value larger than the whole memo.
        if (result === null || result === undefined) return this.forget(key);
        kept.bytes = sizeOf ? sizeOf(result) : 0;
        this.keptBytes += kept.bytes;
        this.evict();
      },
      // A failure is not kept: the next reader tries again.
      () => {
        if (isKept()) this.forget(key);
      },
    );
    return value;
  }

  clear(): void {
    this.values.clear();
    this.keptBytes = 0;
  }

  private forget(key: string): void {
    const kept = this.values.get(key);
    if (!kept) return;
    this.values.delete(key);
    this.keptBytes -= kept.bytes;
  }

  private evict(): void {
    for (const key of this.values.keys()) {
      if (this.values.size <= this.maxEntries && this.keptBytes <= this.maxBytes) return;
      this.forget(key);
    }
  }
}
