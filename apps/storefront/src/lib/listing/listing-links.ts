import type { ProductSort } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import type { FilterCatalogue, FilterSelection, PriceRange } from '@stride/rules';
import { type FilterRef, pathOf, removeFilter, toggleValue, withPrice } from './filter-selection';
import { type ListingTarget, listingHref } from './listing-url';

export type ListingState = {
  target: ListingTarget;
  locale: Locale;
  catalogue: FilterCatalogue;
  selection: FilterSelection;
  sort: ProductSort;
  page: number;
};

export type ListingHref = ReturnType<typeof listingHref>;

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
      listingHref(state.target, path(toggleValue(state.selection, ref, value)), state.sort),
    remove: (ref: FilterRef): ListingHref =>
      listingHref(state.target, path(removeFilter(state.selection, ref)), state.sort),
    clearAll: (): ListingHref => listingHref(state.target, [], state.sort),
    price: (range: PriceRange | null): ListingHref =>
      listingHref(state.target, path(withPrice(state.selection, range)), state.sort),
    sort: (sort: ProductSort): ListingHref => listingHref(state.target, current, sort),
    page: (page: number): ListingHref => listingHref(state.target, current, state.sort, page),
  };
}

export type ListingLinks = ReturnType<typeof listingLinks>;
