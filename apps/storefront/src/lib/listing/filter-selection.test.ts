import type { FiltersResponse } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { catalogueOf, hasSelection, pathOf, removeFilter, selectionOf, toggleValue } from './filter-selection';
import { listingLinks } from './listing-links';
import {
  categoryHref,
  decodeSegments,
  listingHref,
  pageOf,
  priceBoundOf,
  searchHref,
  segmentText,
  sortOf,
} from './listing-url';

const value = (urlName: string, count: number, selected = false) => ({
  urlName,
  name: urlName.toUpperCase(),
  count,
  selected,
  disabled: count === 0 && !selected,
});

/** A /filters answer: brand nike selected, price 60–150, parameter 7 (drop) with 8 selected. */
const answer: Pick<FiltersResponse, 'available' | 'selected'> = {
  selected: {
    category: null,
    price: { min: 60, max: 150 },
    stores: [],
    brands: [{ urlName: 'nike', name: 'Nike' }],
    storeLocations: [],
    statuses: [],
    availability: [],
    sizes: [],
    tags: [],
    conditions: [],
    parameters: [],
  },
  available: [
    { key: 'price', parameterId: null, urlName: 'cena', name: 'Cena', kind: 'range', min: 40, max: 200 },
    {
      key: 'brand',
      parameterId: null,
      urlName: 'vyrobca',
      name: 'Výrobca',
      kind: 'values',
      values: [value('asics', 3), value('nike', 5, true)],
    },
    {
      key: 'size',
      parameterId: null,
      urlName: 'velkost',
      name: 'Veľkosť',
      kind: 'values',
      values: [value('42', 2), value('42.5', 0)],
    },
    {
      key: 'parameter',
      parameterId: 7,
      urlName: 'drop',
      name: 'Drop',
      kind: 'values',
      values: [value('8', 1, true), value('10', 4)],
    },
  ],
};

const catalogue = catalogueOf(answer.available);
const selection = selectionOf(answer);

describe('filter selection from a /filters answer', () => {
  it('knows the listing’s filters in the api’s order', () => {
    expect(catalogue).toEqual({ reserved: ['price', 'brand', 'size'], parameters: [{ id: 7, urlName: 'drop' }] });
  });

  it('reads the selected values and the price', () => {
    expect(selection).toEqual({
      price: { min: 60, max: 150 },
      reserved: { brand: ['nike'] },
      parameters: [{ id: 7, values: ['8'] }],
    });
    expect(pathOf(selection, 'sk', catalogue)).toEqual(['cena', '60-150', 'vyrobca', 'nike', 'drop', '8']);
  });

  it('toggles values on and off in canonical order', () => {
    const added = toggleValue(selection, { key: 'brand' }, 'asics');
    expect(pathOf(added, 'sk', catalogue)).toEqual(['cena', '60-150', 'vyrobca', 'asics,nike', 'drop', '8']);
    const sized = toggleValue(added, { key: 'size' }, '42');
    expect(pathOf(sized, 'sk', catalogue)).toEqual([
      'cena',
      '60-150',
      'vyrobca',
      'asics,nike',
      'velkost',
      '42',
      'drop',
      '8',
    ]);
    const removed = toggleValue(selection, { key: 'parameter', id: 7 }, '8');
    expect(pathOf(removed, 'sk', catalogue)).toEqual(['cena', '60-150', 'vyrobca', 'nike']);
  });

  it('removes whole filters and knows when nothing is left', () => {
    const noPrice = removeFilter(selection, { key: 'price' });
    const noBrand = removeFilter(noPrice, { key: 'brand' });
    expect(pathOf(noBrand, 'sk', catalogue)).toEqual(['drop', '8']);
    expect(hasSelection(noBrand)).toBe(true);
    expect(hasSelection(removeFilter(noBrand, { key: 'parameter', id: 7 }))).toBe(false);
  });
});

describe('listing links', () => {
  const links = listingLinks({
    target: { kind: 'category', urlName: 'bezecka-obuv' },
    locale: 'sk',
    catalogue,
    selection,
    sort: 'cheapest',
    page: 3,
  });

  it('keep the sort, reset the page when filters change, and clear everything', () => {
    expect(links.toggle({ key: 'brand' }, 'nike')).toEqual({
      pathname: '/category/[category]/[[...parameters]]',
      params: { category: 'bezecka-obuv', parameters: ['cena', '60-150', 'drop', '8'] },
      query: { sort: 'cheapest' },
    });
    expect(links.clearAll().params.parameters).toBeUndefined();
    expect(links.page(2).query).toEqual({ sort: 'cheapest', page: '2' });
    expect(links.sort('recommended').query).toBeUndefined();
    expect(links.price({ min: null, max: 100 }).params.parameters).toEqual([
      'cena',
      '-100',
      'vyrobca',
      'nike',
      'drop',
      '8',
    ]);
  });
});

describe('listing URL parts', () => {
  it('reads sort and page: an unknown sort is the default, a page no listing has is null (a 404)', () => {
    expect(sortOf('cheapest')).toBe('cheapest');
    expect(sortOf('price')).toBe('recommended');
    expect(sortOf(undefined)).toBe('recommended');
    expect(pageOf(undefined)).toBe(1);
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBeNull();
    expect(pageOf('2x')).toBeNull();
    expect(pageOf('99999')).toBeNull();
    expect(priceBoundOf(' 1 500 ')).toBe(1500);
    expect(priceBoundOf('abc')).toBeNull();
  });

  it('decodes the route’s segments, commas included', () => {
    expect(decodeSegments(['vyrobca', 'asics%2Cnike'])).toEqual(['vyrobca', 'asics,nike']);
    expect(decodeSegments(undefined)).toEqual([]);
    expect(decodeSegments(['%E0%A4%A'])).toBeNull();
  });

  it('prints no empty filter path and no default query', () => {
    expect(categoryHref('obuv', [], 'recommended', 1)).toEqual({
      pathname: '/category/[category]/[[...parameters]]',
      params: { category: 'obuv', parameters: undefined },
    });
  });

  it('puts a search term into one encoded segment and reads it back as typed', () => {
    const term = 'gel/kay 100% #1?';
    const href = searchHref(term, ['velkost', '42'], 'cheapest', 2);
    expect(href).toEqual({
      pathname: '/search/[term]/[[...parameters]]',
      params: { term: 'gel%2Fkay%20100%25%20%231%3F', parameters: ['velkost', '42'] },
      query: { sort: 'cheapest', page: '2' },
    });
    expect(segmentText(href.params.term)).toBe(term);
    expect(segmentText('100%')).toBe('100%');
    expect(listingHref({ kind: 'search', term: 'nike' }, [], 'recommended')).toEqual(searchHref('nike'));
  });
});
