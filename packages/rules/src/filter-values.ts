/**
 * The syntax of filter values in a filter path (spec §2 "Filters"): value slugs and the price range.
 * Whether a value exists (a brand, a size…) is the caller's business; this is syntax only.
 */

/** Bounds on a filter path, so a hostile URL costs no more than a long honest one. */
export const FILTER_PATH_LIMITS = {
  /** Name/value pairs in one path (duplicates counted before they are merged). */
  maxFilters: 20,
  /** Values in one path, over all filters, before de-duplication. */
  maxValues: 50,
  /** Characters in one path segment. */
  maxSegmentLength: 200,
} as const;

/** Whole currency units; nine digits keep every bound a safe integer and cover HUF prices. */
const PRICE_BOUND = /^\d{1,9}$/;
const SLUG = /^[a-z0-9.-]+$/;
const NUMERIC = /^\d+(\.\d+)?$/;

/**
 * A value slug: lower-case ASCII letters, digits, dots (sizes like 42.5) and hyphens. At least one
 * letter or digit, because a segment of only dots (`.`, `..`) would be folded away by URL resolution.
 */
export function isFilterValue(text: string): boolean {
  return SLUG.test(text) && /[a-z0-9]/.test(text);
}

/**
 * Numeric values (sizes 42, 42.5) sort by number, before any others, which sort by code unit, so the
 * order is the same everywhere (no locale collation). Equal numbers spelt differently ("42", "42.0")
 * fall back to the text, keeping the order total.
 */
export function compareFilterValues(a: string, b: string): number {
  const aNumeric = NUMERIC.test(a);
  const bNumeric = NUMERIC.test(b);
  if (aNumeric && bNumeric) {
    const difference = Number(a) - Number(b);
    if (difference !== 0) return difference;
  } else if (aNumeric !== bNumeric) {
    return aNumeric ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The canonical form of a value list: de-duplicated, sorted, no empty values. */
export function normalizeFilterValues(values: Iterable<string>): string[] {
  return [...new Set(values)].filter((value) => value !== '').sort(compareFilterValues);
}

/** A price range in whole currency units; either side may be open, never both. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** `60-150`, `60-`, `-150` → the range; anything else (including `-`, `150-60`, `1.5-2`) → null. */
export function parsePriceRange(text: string): PriceRange | null {
  const dash = text.indexOf('-');
  if (dash === -1 || dash !== text.lastIndexOf('-')) return null;
  const minText = text.slice(0, dash);
  const maxText = text.slice(dash + 1);
  if (minText === '' && maxText === '') return null;
  if ((minText !== '' && !PRICE_BOUND.test(minText)) || (maxText !== '' && !PRICE_BOUND.test(maxText))) return null;
  const range: PriceRange = {
    min: minText === '' ? null : Number(minText),
    max: maxText === '' ? null : Number(maxText),
  };
  return isPriceRange(range) ? range : null;
}

/** Whether a range is one a path can carry: non-negative whole bounds of at most nine digits, min ≤ max. */
export function isPriceRange(range: PriceRange): boolean {
  const { min, max } = range;
  if (min === null && max === null) return false;
  for (const bound of [min, max]) {
    if (bound !== null && !(Number.isInteger(bound) && bound >= 0 && bound <= 999_999_999)) return false;
  }
  return min === null || max === null || min <= max;
}

export function printPriceRange(range: PriceRange): string {
  if (!isPriceRange(range)) throw new Error(`printPriceRange: not a valid range ${JSON.stringify(range)}`);
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

/**
 * Two price segments for one path are merged into the range that covers both, as two value lists of
 * one filter are merged into their union: an open side stays open.
 */
export function mergePriceRanges(a: PriceRange, b: PriceRange): PriceRange {
  return {
    min: a.min === null || b.min === null ? null : Math.min(a.min, b.min),
    max: a.max === null || b.max === null ? null : Math.max(a.max, b.max),
  };
}
