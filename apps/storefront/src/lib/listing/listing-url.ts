import type { ProductSort } from '@stride/contract';
// The zod-free rules: the search box imports this module into the browser bundle.
import { PRODUCT_SORTS } from '@stride/rules/browser';

/**
 * The parts of a listing URL besides the filter path: `?sort=` (recommended is the default and is
 * never printed) and `?page=` (1 is never printed), so each listing state has exactly one URL.
 */

export const DEFAULT_SORT: ProductSort = 'recommended';
/** A page past this is no listing anyone reaches by links; the api refuses it too. */
const MAX_PAGE = 10_000;

export function sortOf(value: string | undefined): ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '') ? (value as ProductSort) : DEFAULT_SORT;
}

/** The page asked for (1 when not given), or null for one no listing has (0, letters, too far): a 404. */
export function pageOf(value: string | undefined): number | null {
  if (value === undefined) return 1;
  const page = /^\d{1,6}$/.test(value) ? Number(value) : 0;
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

/** A whole number of currency units typed into the price form, or null when blank or not a number. */
export function priceBoundOf(value: string | undefined): number | null {
  const text = (value ?? '').trim().replace(/\s/g, '');
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/**
 * The `[[...parameters]]` segments as the codec reads them. Next may hand them over still
 * percent-encoded (a comma as `%2C`); null when a segment is not valid percent-encoding.
 */
export function decodeSegments(parameters: readonly string[] | undefined): string[] | null {
  try {
    return (parameters ?? []).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** The query of a listing URL: only what differs from the defaults. */
export function listingQuery(sort: ProductSort, page: number): Record<string, string> {
  const query: Record<string, string> = {};
  if (sort !== DEFAULT_SORT) query.sort = sort;
  if (page > 1) query.page = String(page);
  return query;
}

/** What a listing lists: a category's products, or what a search term finds. */
export type ListingTarget = { kind: 'category'; urlName: string } | { kind: 'search'; term: string };

/** A next-intl href to a listing (a category or a search) with a filter path, sort and page. */
export function listingHref(target: ListingTarget, segments: readonly string[], sort: ProductSort, page = 1) {
  return target.kind === 'category'
    ? categoryHref(target.urlName, segments, sort, page)
    : searchHref(target.term, segments, sort, page);
}

/**
 * A next-intl href to the results of a search term. The term is one path segment: encoded here, so a
 * `/`, `?`, `#` or `%` in it stays part of the term (next-intl does not encode it again).
 */
export function searchHref(term: string, segments: readonly string[] = [], sort: ProductSort = DEFAULT_SORT, page = 1) {
  const query = listingQuery(sort, page);
  return {
    pathname: '/search/[term]/[[...parameters]]' as const,
    params: { term: encodeURIComponent(term), parameters: segments.length > 0 ? [...segments] : undefined },
    ...(Object.keys(query).length > 0 ? { query } : {}),
  };
}

/**
 * A path segment as text (a results URL's term as typed, say). Next may hand a segment over still
 * percent-encoded; one that is not valid percent-encoding (`%zz`, `50%`) is taken as it is.
 */
export function segmentText(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A next-intl href to a category listing with a filter path, sort and page. */
export function categoryHref(category: string, segments: readonly string[], sort: ProductSort, page = 1) {
  const query = listingQuery(sort, page);
  return {
    pathname: '/category/[category]/[[...parameters]]' as const,
    params: { category, parameters: segments.length > 0 ? [...segments] : undefined },
    // An empty query would leave a bare `?` on the URL.
    ...(Object.keys(query).length > 0 ? { query } : {}),
  };
}
