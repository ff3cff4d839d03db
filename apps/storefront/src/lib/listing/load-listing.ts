import type { Category, FiltersResponse, ProductSort } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getCategoryTree } from '@/lib/api/catalog';
import { getListingFilters } from '@/lib/api/listing';
import { findCategory } from '@/lib/content/categories';
import { catalogueOf, selectionOf } from './filter-selection';
import { type ListingLinks, listingLinks } from './listing-links';
import { decodeSegments, type ListingTarget, pageOf, sortOf } from './listing-url';
import { decodeView, type ListingView } from './listing-view';

/** A listing's state from its URL: what it lists, the filters its path selects, the sort and the page. */
export type Listing = {
  target: ListingTarget;
  filters: FiltersResponse;
  /** The path's segments as requested (decoded). */
  segments: string[];
  sort: ProductSort;
  page: number;
  /** The query the request carried (folded into the path by the proxy), for the price form's redirect. */
  view: ListingView;
  links: ListingLinks;
};

export type CategoryListingState = Listing & { category: Category; parent: Category | null };

/**
 * The filters of the target under the path (404 for an unknown filter name or bad syntax — the
 * api's 404 and 400), with the sort, the page and every link the listing prints.
 */
async function listingOf(
  locale: Locale,
  target: ListingTarget,
  filtersOf: (param: string) => Promise<FiltersResponse | null>,
  rawPath: string,
  viewSegment: string,
): Promise<Listing> {
  const segments = decodeSegments(rawPath === '' ? [] : rawPath.split('/'));
  if (!segments) notFound();
  const view = decodeView(viewSegment);
  const page = pageOf(view.page);
  if (page === null) notFound();
  const filters = await filtersOf(segments.join('/'));
  if (!filters) notFound();
  const sort = sortOf(view.sort);
  const links = listingLinks({
    target,
    locale,
    catalogue: catalogueOf(filters.available),
    selection: selectionOf(filters),
    sort,
    page,
  });
  return { target, filters, segments, sort, page, view, links };
}

/**
 * A category listing (404 when the category is unknown; an external one leaves the shop). Shared by
 * the page and its metadata within one request.
 */
export const loadListing = cache(
  async (
    locale: Locale,
    categoryName: string,
    /** The raw `[[...parameters]]` segments joined by `/` (a string, so `cache` can match it). */
    rawPath: string,
    /** The `[view]` segment: the listing's query, folded into the path by the proxy. */
    viewSegment: string,
  ): Promise<CategoryListingState> => {
    const found = findCategory(await getCategoryTree(), categoryName);
    if (!found) notFound();
    const { category, parent } = found;
    if (category.externalUrl) redirect(category.externalUrl);
    const target: ListingTarget = { kind: 'category', urlName: category.urlName };
    const filtersOf = (param: string) => getListingFilters('id', String(category.id), param);
    return { ...(await listingOf(locale, target, filtersOf, rawPath, viewSegment)), category, parent };
  },
);

/** The results of a search term (already decoded and trimmed), as a listing. */
export const loadSearchListing = cache(
  async (locale: Locale, term: string, rawPath: string, viewSegment: string): Promise<Listing> => {
    const filtersOf = (param: string) => getListingFilters('search', term, param);
    return listingOf(locale, { kind: 'search', term }, filtersOf, rawPath, viewSegment);
  },
);
