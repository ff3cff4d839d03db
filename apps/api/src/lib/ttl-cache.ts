import type { DatabaseHandle } from '@stride/db';

type Entry<V> = { value: Promise<V>; expiresAt: number };

/**
 * Values loaded on first use and kept for `ttlMs`. Callers that ask while a load is running share
 * it, so a burst of requests after expiry costs one query, not one per request. A failed load is
 * dropped at once, so the next caller retries. At most `maxEntries` keys are kept (oldest out
 * first), so keys taken from requests cannot grow the map without bound.
 *
 * It is a per-process read-through copy, never the source of truth: several api processes against
 * one database each keep their own and each sees a change within `ttlMs`, or at once when cleared.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const time = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > time) return entry.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: time + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return value;
  }

  /** Forgets every value, loads under way included: the next caller reads afresh. */
  clear(): void {
    this.entries.clear();
  }
}

/**
 * One instance of something per database handle (a cache, typically), created on first use. Tests
 * run several apps on several databases in one process; each must see only its own data.
 */
export function perDatabase<T>(create: (database: DatabaseHandle) => T): (database: DatabaseHandle) => T {
  const instances = new WeakMap<DatabaseHandle, T>();
  return (database) => {
    let instance = instances.get(database);
    if (!instance) {
      instance = create(database);
      instances.set(database, instance);
    }
    return instance;
  };
}

/**
 * How long reference data is reused at most: the category tree, labels, card parameters, stores, brands
 * and page lists. A catalog change clears it sooner (clearReferenceData, on the database's
 * `catalog_changed` notification); the TTL bounds what a lost notification could leave behind.
 */
export const REFERENCE_DATA_TTL_MS = 60_000;

const referenceCaches = perDatabase(() => new Set<{ clear(): void }>());

/**
 * A TtlCache of reference data per database (REFERENCE_DATA_TTL_MS), emptied with every other one
 * of that database by clearReferenceData.
 */
export function referenceDataCache<K, V>(maxEntries?: number): (database: DatabaseHandle) => TtlCache<K, V> {
  return perDatabase((database) => {
    const cache = new TtlCache<K, V>(REFERENCE_DATA_TTL_MS, maxEntries);
    referenceCaches(database).add(cache);
    return cache;
  });
}

type Reader = () => Promise<void>;

const readers = perDatabase(() => new Set<Reader>());

/**
 * Reference data that is not a TtlCache (the web instances, which every request resolves without
 * waiting): `read` reads it again whenever the database's reference data is cleared. Returns what
 * stops that (an app closing).
 */
export function followReferenceData(database: DatabaseHandle, read: Reader): () => void {
  const set = readers(database);
  set.add(read);
  return () => set.delete(read);
}

/** Empties the database's reference-data caches: the catalog changed, so they are read again. */
export function clearReferenceData(database: DatabaseHandle): void {
  for (const cache of referenceCaches(database)) cache.clear();
  // Read again in the background; one that fails keeps the old data until the next change or the
  // next catalog version that moves (reloadReferenceData, which does not swallow the failure).
  for (const read of readers(database)) read().catch(() => {});
}

/**
 * clearReferenceData, resolved once what followReferenceData registered has been read again: what
 * answers after it holds every change committed before it began.
 */
export async function reloadReferenceData(database: DatabaseHandle): Promise<void> {
  for (const cache of referenceCaches(database)) cache.clear();
  await Promise.all([...readers(database)].map((read) => read()));
}
