import type { Alternate, ProductSort } from '@stride/contract';
import { PAGE_SIZE } from '@stride/rules';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import type { AlternatePaths } from '@/lib/seo/page-metadata';
import { DEFAULT_SORT, type ListingTarget, listingHref, priceBoundOf } from './listing-url';
import type { Listing } from './load-listing';

type Locale = Parameters<typeof getPathname>[0]['locale'];

/** The URL path of a listing: its target + a canonical filter path ('' for none), page ≥ 2, sort unless default. */
function listingPath(locale: Locale, target: ListingTarget, canonicalParam: string, sort: ProductSort, page: number) {
  const segments = canonicalParam === '' ? [] : canonicalParam.split('/');
  return getPathname({ locale, href: listingHref(target, segments, sort, page) });
}

/** The canonical URL path of a listing: its target + canonical filter path, page ≥ 2, sort unless default. */
export function canonicalPath(locale: Locale, listing: Listing): string {
  const { filters, target, sort, page } = listing;
  return listingPath(locale, target, filters.canonicalParam, sort, page);
}

/**
 * The api's alternates of a category listing (plain, or filtered with each shop's filter path) as each
 * shop's path: built like the canonical path, so each counterpart's hreflang URL is the URL that page
 * names as its canonical. Page 1 in the default order: only that listing carries hreflang.
 */
export function categoryAlternatePaths(alternates: readonly Alternate[]): AlternatePaths {
  return Object.fromEntries(
    alternates.map(({ locale, urlTitle, filters }) => [
      locale,
      listingPath(locale, { kind: 'category', urlName: urlTitle }, filters, DEFAULT_SORT, 1),
    ]),
  );
}

/** The listing's path without the query: where its price form submits. */
export function listingAction(locale: Locale, listing: Listing): string {
  return getPathname({ locale, href: listing.links.page(1) }).split('?')[0] ?? '';
}

/**
 * Settles a listing request's URL before anything is drawn, the same for a category and a search:
 * the price form's `?priceMin=&priceMax=` goes into the path (303, not permanent); a valid but
 * non-canonical path (order, duplicates, unknown values dropped) moves to the canonical one; a page
 * past the last is not found. Returns the number of pages.
 */
export function settleListingUrl(locale: Locale, listing: Listing): number {
  const { filters, links, view } = listing;
  if (view.priceMin !== undefined || view.priceMax !== undefined) {
    const min = priceBoundOf(view.priceMin);
    const max = priceBoundOf(view.priceMax);
    const range =
      min === null && max === null ? null : { min, max: max !== null && min !== null && max < min ? min : max };
    redirect(getPathname({ locale, href: links.price(range) }));
  }
  if (filters.canonicalParam !== listing.segments.join('/')) permanentRedirect(canonicalPath(locale, listing));
  const pages = Math.max(1, Math.ceil(filters.total / PAGE_SIZE));
  if (listing.page > pages) notFound();
  return pages;
}
