import { describe, expect, it } from 'vitest';
import { RESERVED_FILTERS, type ValueFilter } from './filter-catalogue';
import type { FilterSelection } from './filter-path';
import { isIndexableListing } from './listing-robots';
import { seededRandom } from './seeded-random.fixtures';

const CASES = 3000;
const VALUE_FILTERS = RESERVED_FILTERS.filter((filter): filter is ValueFilter => filter !== 'price');
const PARAMETER_IDS = [1, 2, 3, 7];

function generator(random: () => number) {
  const integer = (below: number) => Math.floor(random() * below);
  const values = (): string[] => Array.from({ length: 1 + integer(3) }, () => `v${integer(5)}`);
  const selection = (): FilterSelection => {
    const reserved: Partial<Record<ValueFilter, string[]>> = {};
    for (const filter of VALUE_FILTERS) if (random() < 0.12) reserved[filter] = [...new Set(values())];
    const parameters = PARAMETER_IDS.filter(() => random() < 0.15).map((id) => ({
      id,
      values: [...new Set(values())],
    }));
    const price = random() < 0.15 ? { min: integer(100), max: random() < 0.5 ? null : 100 + integer(100) } : null;
    return { price, reserved, parameters };
  };
  return { integer, selection, values };
}

/** How many values the path carries in all (the count a shopper sees as chips). */
function valueCount(selection: FilterSelection): number {
  return (
    Object.values(selection.reserved).reduce((sum, values) => sum + (values?.length ?? 0), 0) +
    selection.parameters.reduce((sum, { values }) => sum + values.length, 0)
  );
}

describe('isIndexableListing, properties', () => {
  const random = seededRandom(24);
  const { selection, integer } = generator(random);

  it('an indexable listing is unsorted, has no price range and carries at most one value, never a stock filter', () => {
    let indexed = 0;
    for (let n = 0; n < CASES; n++) {
      const chosen = selection();
      const sorted = random() < 0.2;
      if (!isIndexableListing({ selection: chosen, sorted })) continue;
      indexed++;
      expect(sorted).toBe(false);
      expect(chosen.price).toBeNull();
      expect(valueCount(chosen)).toBeLessThanOrEqual(1);
      const reservedNames = Object.keys(chosen.reserved);
      expect(reservedNames.every((name) => name === 'brand')).toBe(true);
    }
    // The generator must reach the indexable side too, or the checks above prove nothing.
    expect(indexed).toBeGreaterThan(50);
  });

  it('adding a filter value or a price to a listing that is not indexable never makes it indexable', () => {
    for (let n = 0; n < CASES; n++) {
      const chosen = selection();
      if (isIndexableListing({ selection: chosen, sorted: false })) continue;
      const filter = VALUE_FILTERS[integer(VALUE_FILTERS.length)] as ValueFilter;
      const widened: FilterSelection = {
        ...chosen,
        reserved: { ...chosen.reserved, [filter]: [...new Set([...(chosen.reserved[filter] ?? []), 'extra'])] },
      };
      const priced: FilterSelection = { ...chosen, price: { min: 1, max: null } };
      expect(isIndexableListing({ selection: widened, sorted: false })).toBe(false);
      expect(isIndexableListing({ selection: priced, sorted: false })).toBe(false);
    }
  });

  it('exactly one brand or one parameter value, and nothing else, is always indexable', () => {
    for (let n = 0; n < CASES / 10; n++) {
      const value = `v${integer(50)}`;
      const byBrand: FilterSelection = { price: null, reserved: { brand: [value] }, parameters: [] };
      const byParameter: FilterSelection = {
        price: null,
        reserved: {},
        parameters: [{ id: PARAMETER_IDS[integer(PARAMETER_IDS.length)] as number, values: [value] }],
      };
      expect(isIndexableListing({ selection: byBrand, sorted: false })).toBe(true);
      expect(isIndexableListing({ selection: byParameter, sorted: false })).toBe(true);
    }
  });
});
