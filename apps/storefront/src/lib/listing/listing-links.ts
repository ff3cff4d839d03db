import type { ProductSort } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import type { FilterCatalogue, FilterSelection, PriceRange } from '@stride/rules';
import { type FilterRef, pathOf, removeFilter, toggleValue, withPrice } from './filter-selection';
import { categoryHref } from './listing-url';

export type ListingState = {
  category: string;
  locale: Locale;
  catalogue: FilterCatalogue;
  selection: FilterSelection;
  sort: ProductSort;
  page: number;
};

export type ListingHref = ReturnType<typeof categoryHref>;

/**
 * Every link a listing prints, from its current state: changing a filter starts again at page 1 and
 * keeps the sort; changing the sort starts at page 1 and keeps the filters. One place, so a chip, a
 * filter value and a no-match suggestion can never disagree about a URL.
 */
export function listingLinks(state: ListingState) {
  const path = (selection: FilterSelection) => pathOf(selection, state.locale, state.catalogue);
  const current = path(state.selection);
  return {
    /** The current filter path (canonical segments). */
    segments: current,
    toggle: (ref: FilterRef, value: string): ListingHref =>
      categoryHref(state.category, path(toggleValue(state.selection, ref, value)), state.sort),
    remove: (ref: FilterRef): ListingHref =>
      categoryHref(state.category, path(removeFilter(state.selection, ref)), state.sort),
    clearAll: (): ListingHref => categoryHref(state.category, [], state.sort),
    price: (range: PriceRange | null): ListingHref =>
      categoryHref(state.category, path(withPrice(state.selection, range)), state.sort),
    sort: (sort: ProductSort): ListingHref => categoryHref(state.category, current, sort),
    page: (page: number): ListingHref => categoryHref(state.category, current, state.sort, page),
  };
}

export type ListingLinks = ReturnType<typeof listingLinks>;
