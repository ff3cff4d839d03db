/**
 * A map that keeps at most `maxEntries`, dropping the least recently used first: for what a process
 * remembers per request key (a page's compressed bytes, a path's routing) where the keys come from
 * clients and must not grow without end.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new Error(`maxEntries must be a positive integer`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used; undefined when not kept. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map order is insertion order: moving the key to the end keeps the oldest first.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** The kept value, or `make()`'s, kept. */
  getOrSet(key: K, make: () => V): V {
    const known = this.get(key);
    if (known !== undefined) return known;
    const made = make();
    this.set(key, made);
    return made;
  }
}
