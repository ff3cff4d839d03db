import type { DatabaseHandle } from '@stride/db';
import { describe, expect, it } from 'vitest';
import { clearReferenceData, perDatabase, referenceDataCache, TtlCache } from './ttl-cache';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('TtlCache', () => {
  it('loads once for callers that ask at the same time, and reuses the value until it expires', async () => {
    const time = clock();
    const cache = new TtlCache<string, number>(60_000, 100, time.now);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return loads;
    };
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    time.advance(59_999);
    expect(await cache.get('k', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('keeps keys apart', async () => {
    const cache = new TtlCache<string, string>(1_000);
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'changed')).toBe('A');
  });

  it('does not keep a failed load: the next caller tries again', async () => {
    const cache = new TtlCache<string, number>(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = new TtlCache<number, number>(60_000, 2);
    let loads = 0;
    const load = (value: number) => async () => {
      loads++;
      return value;
    };
    await cache.get(1, load(1));
    await cache.get(2, load(2));
    await cache.get(3, load(3));
    expect(loads).toBe(3);
    await cache.get(3, load(3));
    await cache.get(2, load(2));
    expect(loads).toBe(3);
    await cache.get(1, load(1));
    expect(loads).toBe(4);
  });
});

describe('referenceDataCache', () => {
  it('is emptied by clearReferenceData of its own database only, a load under way included', async () => {
    const namesOf = referenceDataCache<'all', string>();
    const brandsOf = referenceDataCache<'all', string>();
    const changed = {} as DatabaseHandle;
    const untouched = {} as DatabaseHandle;
    let loads = 0;
    const load = async () => `read ${++loads}`;
    expect(await namesOf(changed).get('all', load)).toBe('read 1');
    expect(await brandsOf(changed).get('all', load)).toBe('read 2');
    expect(await namesOf(untouched).get('all', load)).toBe('read 3');

    clearReferenceData(changed);
    expect(await namesOf(changed).get('all', load)).toBe('read 4');
    // A load that began before a change may have read the old rows: it is not kept either.
    const underWay = brandsOf(changed).get('all', async () => 'began before the change');
    clearReferenceData(changed);
    expect(await brandsOf(changed).get('all', load)).toBe('read 5');
    expect(await underWay).toBe('began before the change');
    expect(await namesOf(untouched).get('all', load)).toBe('read 3');
  });
});

describe('perDatabase', () => {
  it('gives each database its own instance, the same one every time', () => {
    const cacheOf = perDatabase(() => ({ created: Symbol('instance') }));
    const first = {} as DatabaseHandle;
    const second = {} as DatabaseHandle;
    expect(cacheOf(first)).toBe(cacheOf(first));
    expect(cacheOf(first)).not.toBe(cacheOf(second));
  });
});
