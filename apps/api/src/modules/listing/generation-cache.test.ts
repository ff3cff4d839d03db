import { describe, expect, it } from 'vitest';
import { GenerationCache } from './generation-cache';
import { buildListingIndex, type ListingIndex } from './listing-index';

const emptyIndex = (): ListingIndex => buildListingIndex({ products: [], categories: [], filters: new Map() });

describe('GenerationCache', () => {
  it('keeps answers per catalog generation: a new index starts empty', () => {
    const cache = new GenerationCache<string>(10);
    const generation = emptyIndex();
    cache.set(generation, 'card|1', 'one');
    expect(cache.get(generation, 'card|1')).toBe('one');
    expect(cache.get(generation, 'whole|1')).toBeUndefined();
    expect(cache.get(emptyIndex(), 'card|1')).toBeUndefined();
  });

  it('drops the oldest answers beyond its bound', () => {
    const cache = new GenerationCache<number>(3);
    const generation = emptyIndex();
    for (const id of [1, 2, 3, 4]) cache.set(generation, String(id), id);
    expect(cache.get(generation, '1')).toBeUndefined();
    expect([2, 3, 4].map((id) => cache.get(generation, String(id)))).toEqual([2, 3, 4]);
  });
});
