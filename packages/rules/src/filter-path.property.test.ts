import { LOCALES, type Locale } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import { RESERVED_FILTERS, reservedFilterName, type ValueFilter } from './filter-catalogue';
import { type FilterSelection, parseFilterPath, printFilterPath } from './filter-path';
import { testCatalogue } from './filter-path.fixtures';
import type { PriceRange } from './filter-values';
import { seededRandom } from './seeded-random.fixtures';

const CASES_PER_LOCALE = 1500;
const SLUG_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

function generator(random: () => number) {
  const integer = (below: number) => Math.floor(random() * below);
  const pick = <T>(items: readonly T[]) => items[integer(items.length)] as T;

  const slug = (): string => {
    const kind = integer(4);
    if (kind === 0) return String(30 + integer(20)) + (random() < 0.3 ? '.5' : ''); // a size
    if (kind === 1) return String(integer(1000)); // a number that must sort numerically
    const length = 1 + integer(10);
    let text = pick([...SLUG_CHARACTERS]);
    for (let n = 1; n < length; n++) text += pick([...SLUG_CHARACTERS, '-', '.']);
    return text;
  };
  // Duplicates on purpose: the codec must de-duplicate them.
  const values = (): string[] => Array.from({ length: 1 + integer(3) }, () => (random() < 0.15 ? '42' : slug()));
  const price = (): PriceRange => {
    const a = integer(random() < 0.5 ? 300 : 999_999_999);
    const b = integer(random() < 0.5 ? 300 : 999_999_999);
    const [min, max] = a <= b ? [a, b] : [b, a];
    const shape = integer(3);
    return { min: shape === 2 ? null : min, max: shape === 1 ? null : max };
  };

  return { integer, values, price };
}

/**
 * Checks a printed path against the selection it came from, independently of the codec's own
 * normalization: names in priority order, every selected value present exactly once and nothing
 * else, numbers in numeric order, the price as given.
 */
function expectCanonicalShape(printed: string[], selection: FilterSelection, locale: Locale, label: string): void {
  const catalogue = testCatalogue(locale);
  const order = [
    ...RESERVED_FILTERS.map((filter) => reservedFilterName(locale, filter)),
    ...catalogue.parameters.map(({ urlName }) => urlName),
  ];
  const names = printed.filter((_, at) => at % 2 === 0);
  const ranks = names.map((name) => order.indexOf(name));
  expect(
    ranks.every((rank, at) => rank >= 0 && (at === 0 || rank > (ranks[at - 1] as number))),
    label,
  ).toBe(true);

  const expected = new Map<string, Set<string>>();
  for (const [filter, values] of Object.entries(selection.reserved)) {
    expected.set(reservedFilterName(locale, filter as ValueFilter), new Set(values));
  }
  for (const { id, values } of selection.parameters) {
    const name = catalogue.parameters.find((parameter) => parameter.id === id)?.urlName as string;
    expected.set(name, new Set([...(expected.get(name) ?? []), ...values]));
  }
  const priceName = reservedFilterName(locale, 'price');
  for (let at = 0; at < printed.length; at += 2) {
    const name = printed[at] as string;
    const list = (printed[at + 1] as string).split(',');
    if (name === priceName) {
      expect(list, label).toEqual([`${selection.price?.min ?? ''}-${selection.price?.max ?? ''}`]);
      continue;
    }
    expect(new Set(list).size, `${label}: duplicates in ${name}`).toBe(list.length);
    expect(new Set(list), label).toEqual(expected.get(name));
    const numbers = list.filter((value) => /^\d+(\.\d+)?$/.test(value)).map(Number);
    expect(numbers, `${label}: ${name} numeric order`).toEqual([...numbers].sort((a, b) => a - b));
  }
  expect(names.includes(priceName), label).toBe(selection.price !== null);
  expect(names.length, label).toBe(expected.size + (selection.price === null ? 0 : 1));
}

describe('filter path property: random filter sets', () => {
  for (const [localeIndex, locale] of LOCALES.entries()) {
    it(`round-trips and is idempotent in ${locale} (${CASES_PER_LOCALE} seeded cases)`, () => {
      const catalogue = testCatalogue(locale);
      const { integer, values, price } = generator(seededRandom(20_240_501 + localeIndex));
      const valueFilters = RESERVED_FILTERS.filter((filter): filter is ValueFilter => filter !== 'price');

      for (let n = 0; n < CASES_PER_LOCALE; n++) {
        const reserved: Partial<Record<ValueFilter, string[]>> = {};
        for (const filter of valueFilters) if (integer(3) === 0) reserved[filter] = values();
        const selection: FilterSelection = {
          price: integer(2) === 0 ? price() : null,
          reserved,
          // Parameters in random order and possibly repeated: printing must order and merge them.
          parameters: Array.from({ length: integer(5) }, () => ({
            id: (catalogue.parameters[integer(catalogue.parameters.length)] as { id: number }).id,
            values: values(),
          })),
        };
        const label = `${locale} case ${n}: ${JSON.stringify(selection)}`;

        const printed = printFilterPath(selection, locale, catalogue);
        expectCanonicalShape(printed, selection, locale, label);
        const result = parseFilterPath(printed, locale, catalogue);
        if (result.kind !== 'ok') throw new Error(`${label} → ${JSON.stringify(result)}`);
        // print → parse: canonical, and print again gives the same path.
        expect(result.canonical, label).toBe(true);
        expect(result.canonicalSegments, label).toEqual(printed);
        expect(printFilterPath(result.filters, locale, catalogue), label).toEqual(printed);
        // The parsed selection is a fixed point: parsing its print gives it back.
        const again = parseFilterPath(printFilterPath(result.filters, locale, catalogue), locale, catalogue);
        expect(again.kind === 'ok' && again.filters, label).toEqual(result.filters);

        // A shuffled path with split duplicates parses to the same filters and points back to canonical.
        // Within FILTER_PATH_LIMITS: at most 14 pairs and 40 values are drawn, splits stop at 20 pairs.
        const pairs: [string, string][] = [];
        let spareSplits = 20 - printed.length / 2;
        for (let at = 0; at < printed.length; at += 2) {
          const name = printed[at] as string;
          const list = (printed[at + 1] as string).split(',');
          if (list.length > 1 && spareSplits > 0 && integer(2) === 0) {
            spareSplits--;
            const cut = 1 + integer(list.length - 1);
            pairs.push([name, list.slice(cut).reverse().join(',')], [name, list.slice(0, cut).join(',')]);
          } else {
            pairs.push([name, list.join(',')]);
          }
        }
        for (let at = pairs.length - 1; at > 0; at--) {
          const other = integer(at + 1);
          [pairs[at], pairs[other]] = [pairs[other] as [string, string], pairs[at] as [string, string]];
        }
        const shuffled = parseFilterPath(pairs.flat(), locale, catalogue);
        if (shuffled.kind !== 'ok') throw new Error(`${label} shuffled → ${JSON.stringify(shuffled)}`);
        expect(shuffled.filters, label).toEqual(result.filters);
        expect(shuffled.canonicalSegments, label).toEqual(printed);
      }
    });
  }
});
