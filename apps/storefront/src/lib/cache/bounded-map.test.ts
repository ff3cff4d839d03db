import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('keeps at most its bound, dropping the least recently used', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
  });

  it('replaces a value without growing, and forgets a deleted key', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('a', 5);
    expect(map.size).toBe(1);
    expect(map.get('a')).toBe(5);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
  });

  it('makes a value once per key while it is kept', () => {
    const map = new BoundedMap<string, number>(1);
    let made = 0;
    const make = () => {
      made += 1;
      return made;
    };
    expect(map.getOrSet('a', make)).toBe(1);
    expect(map.getOrSet('a', make)).toBe(1);
    expect(map.getOrSet('b', make)).toBe(2); // pushes a out
    expect(map.getOrSet('a', make)).toBe(3);
  });

  it('refuses a bound that is not a positive whole number', () => {
    expect(() => new BoundedMap(0)).toThrow();
    expect(() => new BoundedMap(1.5)).toThrow();
  });
});
