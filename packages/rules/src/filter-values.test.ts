import { describe, expect, it } from 'vitest';
import {
  compareFilterValues,
  isFilterValue,
  mergePriceRanges,
  normalizeFilterValues,
  parsePriceRange,
  printPriceRange,
} from './filter-values';

describe('filter values', () => {
  it('accepts lower-case ASCII slugs with dots and hyphens, nothing else', () => {
    for (const value of ['nike', '42', '42.5', 'new-balance', 'a', '0', 'kosice-i', 'eu.42']) {
      expect(isFilterValue(value), value).toBe(true);
    }
    for (const value of ['', 'Nike', 'ník', 'a b', 'a,b', 'a/b', 'a%20b', '.', '..', '-', '-.-', 'a_b']) {
      expect(isFilterValue(value), value).toBe(false);
    }
  });

  it('sorts numbers numerically before words, words by code unit', () => {
    expect(['xl', '43', '10', '42.5', '9', 'm', '42'].sort(compareFilterValues)).toEqual([
      '9',
      '10',
      '42',
      '42.5',
      '43',
      'm',
      'xl',
    ]);
    expect(compareFilterValues('42', '42.0')).toBeLessThan(0);
    expect(compareFilterValues('42.0', '42')).toBeGreaterThan(0);
    expect(compareFilterValues('nike', 'nike')).toBe(0);
  });

  it('normalizes a list: unique, sorted, no empty values', () => {
    expect(normalizeFilterValues(['nike', '', 'asics', 'nike'])).toEqual(['asics', 'nike']);
    expect(normalizeFilterValues([])).toEqual([]);
  });

  it('parses and prints price ranges', () => {
    expect(parsePriceRange('60-150')).toEqual({ min: 60, max: 150 });
    expect(parsePriceRange('60-')).toEqual({ min: 60, max: null });
    expect(parsePriceRange('-150')).toEqual({ min: null, max: 150 });
    expect(parsePriceRange('999999999-')).toEqual({ min: 999_999_999, max: null });
    for (const text of ['', '-', '60', '150-60', '1-2-3', '-1-2', '1.5-2', 'a-1', '1000000000-', ' 1-2', '1 -2']) {
      expect(parsePriceRange(text), text).toBeNull();
    }
    expect(printPriceRange({ min: 60, max: 150 })).toBe('60-150');
    expect(printPriceRange({ min: null, max: 150 })).toBe('-150');
    expect(printPriceRange({ min: 0, max: null })).toBe('0-');
    expect(() => printPriceRange({ min: null, max: null })).toThrow();
    expect(() => printPriceRange({ min: -1, max: 5 })).toThrow();
  });

  it('merges two ranges into the one covering both', () => {
    expect(mergePriceRanges({ min: 60, max: 100 }, { min: 80, max: 150 })).toEqual({ min: 60, max: 150 });
    expect(mergePriceRanges({ min: 60, max: 100 }, { min: null, max: 50 })).toEqual({ min: null, max: 100 });
  });
});
