import { LOCALES, type Locale } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import { enabledReservedFilters, RESERVED_FILTERS, reservedFilterName } from './filter-catalogue';
import {
  canonicalFilterPath,
  emptyFilterSelection,
  type FilterSelection,
  parseFilterPath,
  printFilterPath,
} from './filter-path';
import { testCatalogue } from './filter-path.fixtures';

const sk = testCatalogue('sk');
const parseSk = (path: string) => parseFilterPath(path === '' ? [] : path.split('/'), 'sk', sk);

function parsed(path: string, locale: Locale = 'sk') {
  const result = parseFilterPath(path.split('/'), locale, testCatalogue(locale));
  if (result.kind !== 'ok') throw new Error(`${path} did not parse: ${JSON.stringify(result)}`);
  return result;
}

/** One selection of every filter kind: the price range, each reserved value filter, each parameter. */
const everyKind: FilterSelection = {
  price: { min: 60, max: 150 },
  reserved: {
    'store-location': ['bratislava-aupark'],
    availability: ['skladom'],
    condition: ['a'],
    brand: ['nike', 'asics'],
    status: ['novinka'],
    size: ['43', '42.5', '42'],
    tags: ['trail'],
    town: ['kosice'],
    district: ['kosice-i'],
  },
  parameters: [
    { id: 2, values: ['zeny'] },
    { id: 7, values: ['8', '10', '4'] },
    { id: 3, values: ['cesta'] },
    { id: 1, values: ['neutralna'] },
  ],
};

describe('parseFilterPath', () => {
  it('reads the spec’s example', () => {
    const result = parsed('vyrobca/nike,asics/velkost/42,43/cena/60-150');
    expect(result.filters).toEqual({
      price: { min: 60, max: 150 },
      reserved: { brand: ['asics', 'nike'], size: ['42', '43'] },
      parameters: [],
    });
    // Price has priority 1 and values are sorted, so the spec's example is not the canonical form.
    expect(result.canonical).toBe(false);
    expect(result.canonicalSegments).toEqual(['cena', '60-150', 'vyrobca', 'asics,nike', 'velkost', '42,43']);
  });

  it('reads an empty path as no filters, canonical', () => {
    expect(parseSk('')).toEqual({
      kind: 'ok',
      filters: emptyFilterSelection(),
      canonical: true,
      canonicalSegments: [],
    });
  });

  it('reads open price ranges and parameters', () => {
    expect(parsed('cena/60-').filters.price).toEqual({ min: 60, max: null });
    expect(parsed('cena/-150').filters.price).toEqual({ min: null, max: 150 });
    expect(parsed('cena/0-0').filters.price).toEqual({ min: 0, max: 0 });
    expect(parsed('povrch/trail,cesta/drop/8').filters.parameters).toEqual([
      { id: 3, values: ['cesta', 'trail'] },
      { id: 7, values: ['8'] },
    ]);
  });

  it('reads each locale’s own filter names only', () => {
    expect(parsed('vyrobce/nike/velikost/42', 'cz').filters.reserved).toEqual({ brand: ['nike'], size: ['42'] });
    expect(parsed('gyarto/nike/meret/42/ar/20000-', 'hu').filters).toEqual({
      price: { min: 20000, max: null },
      reserved: { brand: ['nike'], size: ['42'] },
      parameters: [],
    });
    expect(parseFilterPath(['vyrobca', 'nike'], 'hu', testCatalogue('hu'))).toEqual({
      kind: 'unknown-filter',
      name: 'vyrobca',
    });
    expect(parseFilterPath(['povrch', 'cesta'], 'hu', testCatalogue('hu'))).toEqual({
      kind: 'unknown-filter',
      name: 'povrch',
    });
  });

  it('sorts sizes by number, numbers before words', () => {
    expect(parsed('velkost/43,42.5,9,42,xl,10').filters.reserved.size).toEqual(['9', '10', '42', '42.5', '43', 'xl']);
  });

  it('merges duplicate names and drops duplicate and empty values, as a non-canonical path', () => {
    const result = parsed('vyrobca/nike/velkost/42/vyrobca/asics,nike,,/drop/8/drop/4');
    expect(result.filters).toEqual({
      price: null,
      reserved: { brand: ['asics', 'nike'], size: ['42'] },
      parameters: [{ id: 7, values: ['4', '8'] }],
    });
    expect(result.canonical).toBe(false);
    expect(result.canonicalSegments).toEqual(['vyrobca', 'asics,nike', 'velkost', '42', 'drop', '4,8']);
  });

  it('merges two prices into the range covering both', () => {
    expect(parsed('cena/60-100/cena/80-150').filters.price).toEqual({ min: 60, max: 150 });
    expect(parsed('cena/60-100/cena/-80').filters.price).toEqual({ min: null, max: 100 });
    expect(parsed('cena/60-100/cena/90-').filters.price).toEqual({ min: 60, max: null });
  });

  it('calls leading zeros in a price non-canonical', () => {
    const result = parsed('cena/060-150');
    expect(result.filters.price).toEqual({ min: 60, max: 150 });
    expect(result.canonicalSegments).toEqual(['cena', '60-150']);
    expect(result.canonical).toBe(false);
  });

  it('puts filters in canonical order: reserved by priority, then parameters in catalogue order', () => {
    const shuffled =
      'pohlavie/zeny/okres/kosice-i/drop/4/vyrobca/nike/opora/neutralna/cena/1-2/povrch/cesta/predajna/x';
    expect(parsed(shuffled).canonicalSegments.filter((_, at) => at % 2 === 0)).toEqual([
      'cena',
      'predajna',
      'vyrobca',
      'okres',
      'povrch',
      'opora',
      'drop',
      'pohlavie',
    ]);
  });

  it('knows a canonical path when it sees one', () => {
    const result = parsed('cena/60-150/vyrobca/asics,nike/velkost/42,42.5,43/povrch/cesta');
    expect(result.canonical).toBe(true);
  });
});

describe('bad filter paths', () => {
  const bad = (path: string) => parseSk(path);

  it('reports an unknown filter name (a 404), case-sensitively', () => {
    expect(bad('farba/modra')).toEqual({ kind: 'unknown-filter', name: 'farba' });
    expect(bad('Vyrobca/nike')).toEqual({ kind: 'unknown-filter', name: 'Vyrobca' });
    expect(bad('vyrobca/nike/nike/asics')).toEqual({ kind: 'unknown-filter', name: 'nike' });
    // Internal names are not URL names.
    expect(bad('brand/nike')).toEqual({ kind: 'unknown-filter', name: 'brand' });
  });

  it('treats a disabled reserved filter as unknown', () => {
    const catalogue = testCatalogue('sk', enabledReservedFilters(['store-location', 'district']));
    expect(parseFilterPath(['predajna', 'x'], 'sk', catalogue)).toEqual({ kind: 'unknown-filter', name: 'predajna' });
    expect(parseFilterPath(['okres', 'x'], 'sk', catalogue)).toEqual({ kind: 'unknown-filter', name: 'okres' });
    expect(parseFilterPath(['mesto', 'x'], 'sk', catalogue).kind).toBe('ok');
  });

  it('reports an odd number of segments', () => {
    expect(bad('vyrobca')).toEqual({ kind: 'bad-syntax', reason: 'missing-value', segment: 0 });
    expect(bad('vyrobca/nike/velkost')).toEqual({ kind: 'bad-syntax', reason: 'missing-value', segment: 2 });
  });

  it('reports empty names and values', () => {
    expect(parseFilterPath(['', 'nike'], 'sk', sk)).toEqual({ kind: 'bad-syntax', reason: 'empty-name', segment: 0 });
    expect(bad('vyrobca/')).toEqual({ kind: 'bad-syntax', reason: 'empty-value', segment: 1 });
    expect(bad('vyrobca/,,')).toEqual({ kind: 'bad-syntax', reason: 'empty-value', segment: 1 });
  });

  it('reports values that are not slugs', () => {
    for (const value of ['Nike', 'nike asics', 'n%C3%ADke', 'nike;', '..', '.', '-', 'nike,Asics', 'ník']) {
      expect(bad(`vyrobca/${value}`), value).toEqual({ kind: 'bad-syntax', reason: 'bad-value', segment: 1 });
    }
  });

  it('reports bad prices', () => {
    for (const value of ['150-60', '-', '60', '60-150-200', 'a-b', '1.5-2', '60-150,200-300', '1234567890-', '+1-2']) {
      expect(bad(`cena/${value}`), value).toEqual({ kind: 'bad-syntax', reason: 'bad-price', segment: 1 });
    }
  });

  it('refuses over-long input before reading it', () => {
    const pairs = (count: number) => Array.from({ length: count }, () => ['vyrobca', 'nike']).flat();
    expect(parseFilterPath(pairs(20), 'sk', sk).kind).toBe('ok');
    expect(parseFilterPath(pairs(21), 'sk', sk)).toEqual({ kind: 'bad-syntax', reason: 'too-long', segment: 40 });
    const values = (count: number) => Array.from({ length: count }, (_, n) => `v${n}`).join(',');
    expect(parseFilterPath(['vyrobca', values(50)], 'sk', sk).kind).toBe('ok');
    expect(parseFilterPath(['vyrobca', values(30), 'velkost', values(21)], 'sk', sk)).toEqual({
      kind: 'bad-syntax',
      reason: 'too-long',
      segment: 3,
    });
    expect(parseFilterPath(['vyrobca', 'a'.repeat(200)], 'sk', sk).kind).toBe('ok');
    expect(parseFilterPath(['vyrobca', 'a'.repeat(201)], 'sk', sk)).toEqual({
      kind: 'bad-syntax',
      reason: 'too-long',
      segment: 1,
    });
  });

  it('has no canonical form for an invalid path', () => {
    expect(canonicalFilterPath(['farba', 'modra'], 'sk', sk)).toBeNull();
    expect(canonicalFilterPath(['cena', '2-1'], 'sk', sk)).toBeNull();
    expect(canonicalFilterPath(['velkost', '43,42'], 'sk', sk)).toEqual(['velkost', '42,43']);
  });
});

describe('printFilterPath', () => {
  it('prints every filter kind in canonical order, in every locale', () => {
    const expected: Record<Locale, string> = {
      sk: 'cena/60-150/predajna/bratislava-aupark/dostupnost/skladom/trieda/a/vyrobca/asics,nike/stav/novinka/velkost/42,42.5,43/tag/trail/mesto/kosice/okres/kosice-i/povrch/cesta/opora/neutralna/drop/4,8,10/pohlavie/zeny',
      cz: 'cena/60-150/prodejna/bratislava-aupark/dostupnost/skladom/trida/a/vyrobce/asics,nike/stav/novinka/velikost/42,42.5,43/stitek/trail/mesto/kosice/okres/kosice-i/povrch/cesta/opora/neutralna/drop/4,8,10/pohlavi/zeny',
      hu: 'ar/60-150/uzlet/bratislava-aupark/elerhetoseg/skladom/allapot/a/gyarto/asics,nike/statusz/novinka/meret/42,42.5,43/cimke/trail/varos/kosice/jaras/kosice-i/felulet/cesta/tamasz/neutralna/drop/4,8,10/nem/zeny',
    };
    for (const locale of LOCALES) {
      expect(printFilterPath(everyKind, locale, testCatalogue(locale)).join('/'), locale).toBe(expected[locale]);
    }
  });

  it('round-trips every filter kind on its own in every locale', () => {
    for (const locale of LOCALES) {
      const catalogue = testCatalogue(locale);
      const singles: FilterSelection[] = [
        { ...emptyFilterSelection(), price: { min: 60, max: null } },
        { ...emptyFilterSelection(), price: { min: null, max: 150 } },
        ...RESERVED_FILTERS.filter((filter) => filter !== 'price').map((filter) => ({
          ...emptyFilterSelection(),
          reserved: { [filter]: ['b', 'a', '2'] },
        })),
        ...catalogue.parameters.map(({ id }) => ({ ...emptyFilterSelection(), parameters: [{ id, values: ['x'] }] })),
      ];
      for (const selection of singles) {
        const printed = printFilterPath(selection, locale, catalogue);
        const result = parseFilterPath(printed, locale, catalogue);
        expect(result.kind === 'ok' && result.canonical, `${locale} ${printed.join('/')}`).toBe(true);
        if (result.kind === 'ok') expect(printFilterPath(result.filters, locale, catalogue)).toEqual(printed);
      }
      // The spec's full example, every kind at once.
      const printed = printFilterPath(everyKind, locale, catalogue);
      expect(canonicalFilterPath(printed, locale, catalogue)).toEqual(printed);
    }
  });

  it('leaves out unselected filters and empty values', () => {
    const selection: FilterSelection = {
      price: { min: null, max: null },
      reserved: { brand: [], size: ['', '42'] },
      parameters: [{ id: 3, values: [] }],
    };
    expect(printFilterPath(selection, 'sk', sk)).toEqual(['velkost', '42']);
    expect(printFilterPath(emptyFilterSelection(), 'hu', testCatalogue('hu'))).toEqual([]);
  });

  it('uses the localized reserved names of the i18n table', () => {
    for (const locale of LOCALES) {
      const printed = printFilterPath({ ...emptyFilterSelection(), reserved: { brand: ['nike'] } }, locale, sk);
      expect(printed[0]).toBe(reservedFilterName(locale, 'brand'));
    }
  });

  it('refuses selections no valid path could carry', () => {
    const disabled = testCatalogue('sk', enabledReservedFilters(['brand']));
    expect(() => printFilterPath({ ...emptyFilterSelection(), reserved: { brand: ['nike'] } }, 'sk', disabled)).toThrow(
      /not enabled/,
    );
    expect(() =>
      printFilterPath({ ...emptyFilterSelection(), parameters: [{ id: 99, values: ['x'] }] }, 'sk', sk),
    ).toThrow(/not in the catalogue/);
    expect(() => printFilterPath({ ...emptyFilterSelection(), reserved: { brand: ['Nike'] } }, 'sk', sk)).toThrow(
      /slug/,
    );
    expect(() => printFilterPath({ ...emptyFilterSelection(), price: { min: 2, max: 1 } }, 'sk', sk)).toThrow();
    expect(() => printFilterPath({ ...emptyFilterSelection(), price: { min: 1.5, max: null } }, 'sk', sk)).toThrow();
  });
});
