// Values computed from the published content and shared by many pages (the related lists of an article page read
// the newest articles of a type or a category): kept until the database announces a content change, so a page
// render does not ask the database again for lists that only change when content does. Concurrent readers of a
// missing value share one computation; a change forgets every value, including those still being computed.
export class ContentMemo {
  private readonly values = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = 1000) {}

  get size(): number {
    return this.values.size;
  }

  get<T>(key: string, compute: () => PromiseLike<T>): Promise<T> {
    const known = this.values.get(key);
    if (known) return known as Promise<T>;
    // Settled once into a promise of its own: a query builder is a thenable that runs its query again on every
    // `then`, so keeping the builder itself would keep nothing.
    const value = Promise.resolve(compute());
    if (this.values.size >= this.maxEntries) this.values.clear();
    this.values.set(key, value);
    // A failure is not kept: the next reader tries again.
    value.catch(() => {
      if (this.values.get(key) === value) this.values.delete(key);
    });
    return value;
  }

  clear(): void {
    this.values.clear();
  }
}
