import { describe, expect, it } from 'vitest';
import { parseFilterPath } from './filter-path';
import { testCatalogue } from './filter-path.fixtures';
import { isIndexableListing } from './listing-robots';

/** The rule read off a Slovak filter path, as a shopper's URL carries it. */
function indexable(path: string, sorted = false): boolean {
  const result = parseFilterPath(path === '' ? [] : path.split('/'), 'sk', testCatalogue('sk'));
  if (result.kind !== 'ok') throw new Error(`${path} did not parse`);
  return isIndexableListing({ selection: result.filters, sorted });
}

describe('isIndexableListing (decision 24)', () => {
  it.each([
    ['', 'the category itself'],
    ['vyrobca/nike', 'one brand'],
    ['povrch/trail', 'one surface (a product parameter)'],
    ['pohlavie/damske', 'one gender'],
    ['drop/8', 'one drop'],
  ])('indexes /%s (%s)', (path) => {
    expect(indexable(path)).toBe(true);
  });

  it.each([
    ['vyrobca/asics,nike', 'two brands'],
    ['vyrobca/nike/povrch/trail', 'a brand and a parameter'],
    ['povrch/cesta/opora/neutralna', 'two parameters'],
    ['velkost/42', 'a size'],
    ['cena/60-150', 'a price range'],
    ['cena/60-', 'an open price range'],
    ['dostupnost/skladom', 'availability'],
    ['predajna/bratislava', 'a store'],
    ['trieda/a', 'a condition'],
    ['stav/novinka', 'a status'],
    ['tag/akcia', 'a tag'],
    ['mesto/nitra', 'a town'],
    ['okres/senec', 'a district'],
  ])('does not index /%s (%s)', (path) => {
    expect(indexable(path)).toBe(false);
  });

  it('does not index a sorted copy, even of the category itself or one brand', () => {
    expect(indexable('', true)).toBe(false);
    expect(indexable('vyrobca/nike', true)).toBe(false);
  });

  it('treats a range open on both sides as no price filter', () => {
    expect(
      isIndexableListing({
        selection: { price: { min: null, max: null }, reserved: {}, parameters: [] },
        sorted: false,
      }),
    ).toBe(true);
  });
});
