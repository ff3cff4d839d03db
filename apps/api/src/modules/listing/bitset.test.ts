import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset';

function positions(set: Bitset): number[] {
  const found: number[] = [];
  set.forEach((position) => {
    found.push(position);
  });
  expect(Array.from(set.positions())).toEqual(found);
  return found;
}

function setOf(size: number, members: number[]): Bitset {
  const set = new Bitset(size);
  for (const member of members) set.add(member);
  return set;
}

describe('Bitset', () => {
  it('holds what was added, across word boundaries, and nothing else', () => {
    const set = setOf(100, [0, 31, 32, 63, 64, 99]);
    expect(positions(set)).toEqual([0, 31, 32, 63, 64, 99]);
    expect(set.has(31)).toBe(true);
    expect(set.has(30)).toBe(false);
    expect(set.count()).toBe(6);
  });

  it('a full set holds exactly its size, not the spare bits of the last word', () => {
    expect(Bitset.full(70).count()).toBe(70);
    expect(positions(Bitset.full(33))).toEqual(Array.from({ length: 33 }, (_, i) => i));
    expect(Bitset.full(64).count()).toBe(64);
  });

  it('intersects and unites like sets do, over random members', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 50; round++) {
      const size = 1 + Math.floor(random() * 300);
      const a = Array.from({ length: size }, (_, i) => i).filter(() => random() < 0.3);
      const b = Array.from({ length: size }, (_, i) => i).filter(() => random() < 0.5);
      const both = a.filter((member) => b.includes(member));
      const either = [...new Set([...a, ...b])].sort((x, y) => x - y);
      expect(positions(setOf(size, a).and(setOf(size, b)))).toEqual(both);
      expect(positions(setOf(size, a).orInPlace(setOf(size, b)))).toEqual(either);
      expect(setOf(size, a).and(setOf(size, b)).count()).toBe(both.length);
      expect(setOf(size, a).countAnd(setOf(size, b))).toBe(both.length);
    }
  });

  it('visits in order until told to stop', () => {
    const set = setOf(100, [3, 40, 64, 99]);
    const seen: number[] = [];
    expect(set.some((position) => seen.push(position) === 3)).toBe(true);
    expect(seen).toEqual([3, 40, 64]);
    expect(set.some(() => false)).toBe(false);
  });

  it('uses the sign bit of a word like any other', () => {
    const set = setOf(64, [31, 63]);
    expect(set.count()).toBe(2);
    expect(positions(set)).toEqual([31, 63]);
  });
});
