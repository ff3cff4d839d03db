import type { ListingIndex } from './listing-index';

/**
 * Answers derived from one catalog generation (one listing index), kept while it answers: every
 * visitor of a web instance gets the same card or the same facet counts, so each is computed once
 * per generation. A catalog change builds a new index, and with it an empty cache, so nothing here
 * is staler than the listing itself. Bounded: the oldest entries go first beyond `maxEntries`.
 */
export class GenerationCache<V> {
  private readonly generations = new WeakMap<ListingIndex, Map<string, V>>();

  constructor(readonly maxEntries: number) {}

  get(index: ListingIndex, key: string): V | undefined {
    return this.generations.get(index)?.get(key);
  }

  set(index: ListingIndex, key: string, value: V): void {
    let entries = this.generations.get(index);
    if (!entries) {
      entries = new Map();
      this.generations.set(index, entries);
    }
    entries.set(key, value);
    if (entries.size > this.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  }
}
