import type { Category, FiltersResponse, ProductSort } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getCategoryTree } from '@/lib/api/catalog';
import { getCategoryFilters } from '@/lib/api/listing';
import { findCategory } from '@/lib/content/categories';
import { catalogueOf, selectionOf } from './filter-selection';
import { type ListingLinks, listingLinks } from './listing-links';
import { decodeSegments, pageOf, sortOf } from './listing-url';

export type SearchParams = Record<string, string | string[] | undefined>;

export type Listing = {
  category: Category;
  parent: Category | null;
  filters: FiltersResponse;
  /** The path's segments as requested (decoded). */
  segments: string[];
  sort: ProductSort;
  page: number;
  links: ListingLinks;
};

/**
 * A category listing's state from its URL: the category (404 when unknown; an external one leaves
 * the shop), the filters the path selects (404 for an unknown filter name or bad syntax — the api's
 * 404 and 400), the sort and the page. Shared by the page and its metadata within one request.
 */
export const loadListing = cache(
  async (
    locale: Locale,
    categoryName: string,
    /** The raw `[[...parameters]]` segments joined by `/` (a string, so `cache` can match it). */
    rawPath: string,
    sortParam: string | undefined,
    pageParam: string | undefined,
  ): Promise<Listing> => {
    const found = findCategory(await getCategoryTree(), categoryName);
    if (!found) notFound();
    const { category, parent } = found;
    if (category.externalUrl) redirect(category.externalUrl);

    const segments = decodeSegments(rawPath === '' ? [] : rawPath.split('/'));
    if (!segments) notFound();
    const filters = await getCategoryFilters(category.id, segments.join('/'));
    if (!filters) notFound();

    const sort = sortOf(sortParam);
    const page = pageOf(pageParam);
    const links = listingLinks({
      category: category.urlName,
      locale,
      catalogue: catalogueOf(filters.available),
      selection: selectionOf(filters),
      sort,
      page,
    });
    return { category, parent, filters, segments, sort, page, links };
  },
);
