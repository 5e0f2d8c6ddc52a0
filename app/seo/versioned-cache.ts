// A one-entry cache whose entry is valid for one version of the content: when the version string
// changes (an article was published, edited or removed) the next read builds the value again.
// The version is read from the database on every request, so several app servers sharing one
// PostgreSQL never serve each other's stale copies.

export interface TVersionedCache<T> {
  get(version: string, build: () => Promise<T>): Promise<T>;
}

export function createVersionedCache<T>(): TVersionedCache<T> {
  let entry: { version: string; value: Promise<T> } | null = null;
  return {
    get(version, build) {
      if (entry?.version === version) return entry.value;
      // Concurrent requests for the same new version share one build.
      const value = build();
      const current = { version, value };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = null;
      });
      return value;
    },
  };
}

/** One cache per key object (the database handle), dropped with it. */
export function createKeyedVersionedCache<K extends object, T>() {
  const caches = new WeakMap<K, TVersionedCache<T>>();
  return (key: K): TVersionedCache<T> => {
    let cache = caches.get(key);
    if (!cache) {
      cache = createVersionedCache<T>();
      caches.set(key, cache);
    }
    return cache;
  };
}
