import { describe, expect, it } from 'vitest';
import {
  enabledReservedFilters,
  indexCatalogue,
  isReservedFilterName,
  RESERVED_FILTERS,
  reservedFilterName,
} from './filter-catalogue';
import { disabledFiltersFromEnv } from './filter-env';

describe('reserved filters', () => {
  it('are the spec’s ten, in priority order, with the Slovak names', () => {
    expect(RESERVED_FILTERS.map((filter) => reservedFilterName('sk', filter))).toEqual([
      'cena',
      'predajna',
      'dostupnost',
      'trieda',
      'vyrobca',
      'stav',
      'velkost',
      'tag',
      'mesto',
      'okres',
    ]);
  });

  it('switch off by the environment list of Slovak names', () => {
    expect(disabledFiltersFromEnv({})).toEqual([]);
    expect(disabledFiltersFromEnv({ DISABLED_FILTERS: '' })).toEqual([]);
    expect(disabledFiltersFromEnv({ DISABLED_FILTERS: 'predajna,okres' })).toEqual(['store-location', 'district']);
    expect(disabledFiltersFromEnv({ DISABLED_FILTERS: ' okres , ,okres' })).toEqual(['district']);
    expect(() => disabledFiltersFromEnv({ DISABLED_FILTERS: 'predajna,brand' })).toThrow(/brand/);
    expect(() => disabledFiltersFromEnv({ DISABLED_FILTERS: 'kosik' })).toThrow(/kosik/);
    expect(() => disabledFiltersFromEnv({ DISABLED_FILTERS: 'ar' })).toThrow();
  });

  it('leave the enabled ones in priority order', () => {
    expect(enabledReservedFilters(['district', 'store-location'])).toEqual([
      'price',
      'availability',
      'condition',
      'brand',
      'status',
      'size',
      'tags',
      'town',
    ]);
    expect(enabledReservedFilters()).toEqual([...RESERVED_FILTERS]);
  });

  it('are recognised by name in their own locale only', () => {
    expect(isReservedFilterName('hu', 'gyarto')).toBe(true);
    expect(isReservedFilterName('hu', 'vyrobca')).toBe(false);
    expect(isReservedFilterName('sk', 'kategoria')).toBe(false);
  });
});

describe('the catalogue index', () => {
  const parameters = [{ id: 1, urlName: 'povrch' }];

  it('refuses parameter names that could not round-trip', () => {
    const reserved = RESERVED_FILTERS;
    expect(() => indexCatalogue('sk', { reserved, parameters: [{ id: 1, urlName: 'Povrch' }] })).toThrow(/slug/);
    expect(() => indexCatalogue('sk', { reserved, parameters: [{ id: 1, urlName: 'cena' }] })).toThrow(/reserved/);
    // Even a disabled reserved name stays reserved: the name must stay unknown (404), not change meaning.
    expect(() => indexCatalogue('sk', { reserved: [], parameters: [{ id: 1, urlName: 'okres' }] })).toThrow(/reserved/);
    expect(() => indexCatalogue('sk', { reserved, parameters: [...parameters, { id: 2, urlName: 'povrch' }] })).toThrow(
      /twice/,
    );
    expect(() => indexCatalogue('sk', { reserved, parameters: [...parameters, { id: 1, urlName: 'opora' }] })).toThrow(
      /twice/,
    );
    // `ar` is Hungarian for price but a free name in Slovak.
    expect(indexCatalogue('sk', { reserved, parameters: [{ id: 1, urlName: 'ar' }] }).byName.get('ar')).toEqual({
      kind: 'parameter',
      id: 1,
    });
  });

  it('is prepared once per catalogue and locale', () => {
    const catalogue = { reserved: RESERVED_FILTERS, parameters };
    expect(indexCatalogue('sk', catalogue)).toBe(indexCatalogue('sk', catalogue));
    expect(indexCatalogue('hu', catalogue)).not.toBe(indexCatalogue('sk', catalogue));
  });
});
