import type { Currency } from '@stride/contract';
import { type FilterSelection, minorUnitsPerMajor, type ValueFilter } from '@stride/rules';
import { Bitset } from './bitset';
import type { FilterId } from './filter-source-queries';
import type { ListingIndex } from './listing-index';
import { pricedWithin } from './listing-query';

/**
 * The one builder of the "filtered product set": what a filter selection leaves of a listing, over
 * the web instance's listing index. The product page, the total and every facet count use it, so
 * they cannot disagree. Within a filter the values are alternatives (any of them); filters combine
 * (all of them).
 */
export interface SelectionSets {
  price?: Bitset;
  values: [FilterId, Bitset][];
}

/** Each selected value filter with its values, in canonical order. */
export function selectedValueFilters(selection: FilterSelection): [FilterId, readonly string[]][] {
  const reserved = Object.entries(selection.reserved) as [ValueFilter, readonly string[]][];
  return [...reserved, ...selection.parameters.map(({ id, values }): [FilterId, readonly string[]] => [id, values])];
}

/** The products each selected filter admits. The URL's whole price units are major units of the currency. */
export function selectionSets(index: ListingIndex, selection: FilterSelection, currency: Currency): SelectionSets {
  const sets: SelectionSets = { values: [] };
  if (selection.price) {
    const unit = minorUnitsPerMajor(currency);
    const { min, max } = selection.price;
    sets.price = pricedWithin(index, min === null ? null : min * unit, max === null ? null : max * unit);
  }
  for (const [id, values] of selectedValueFilters(selection)) {
    if (values.length === 0) continue;
    const filter = index.filters.get(id);
    const admitted = new Bitset(index.size);
    for (const value of values) {
      const members = filter?.byValue.get(value)?.members;
      if (members) admitted.orInPlace(members);
    }
    sets.values.push([id, admitted]);
  }
  return sets;
}

/**
 * What the selection leaves of `base`, leaving out one filter when `except` is given: a facet counts
 * its values among the products the OTHER filters leave. `base` itself when nothing narrows it.
 */
export function narrowed(base: Bitset, sets: SelectionSets, except?: FilterId | 'price'): Bitset {
  let set = base;
  if (sets.price && except !== 'price') set = set.and(sets.price);
  for (const [id, admitted] of sets.values) {
    if (id !== except) set = set.and(admitted);
  }
  return set;
}
