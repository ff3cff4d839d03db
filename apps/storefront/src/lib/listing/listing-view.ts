import { PRODUCT_SORTS } from '@stride/contract';
import { DEFAULT_SORT } from './listing-url';

/**
 * A listing's query (`?sort=`, `?page=`, the price form's `?priceMin=&priceMax=`) carried as one path
 * segment of the internal route, `/{locale}/category/{category}/{view}/{…filters}`.
 *
 * Why: a page that reads `searchParams` is rendered on every request, so Next could not cache a
 * listing. `proxy.ts` therefore folds the query into the path it rewrites to; the page reads it from
 * `params` and is cached per URL like any other. Only the keys a listing understands are kept, and
 * each value is reduced to the few forms it can take, so `?utm_source=…` or a thousand random sorts
 * add no cache entries: every spelling of one listing state is one entry.
 */

/** Query names of the price form; the page turns them into the path's price filter and redirects. */
export const PRICE_FORM_FIELDS = { min: 'priceMin', max: 'priceMax' } as const;

/** The view segment of a listing with no query. */
export const EMPTY_VIEW = '_';

/** A page number the listing cannot have (0, letters, too long): the page answers it with a 404. */
export const INVALID_PAGE = '0';

export type ListingView = { sort?: string; page?: string; priceMin?: string; priceMax?: string };

const VIEW_KEYS = ['sort', 'page', PRICE_FORM_FIELDS.min, PRICE_FORM_FIELDS.max] as const;

/** A known sort other than the default (which is never printed, so it adds no second entry). */
function sortValue(value: string): string | undefined {
  return value !== DEFAULT_SORT && (PRODUCT_SORTS as readonly string[]).includes(value) ? value : undefined;
}

function pageValue(value: string): string | undefined {
  if (!/^\d{1,6}$/.test(value)) return INVALID_PAGE;
  const page = Number(value);
  return page === 1 ? undefined : String(page);
}

/** A typed price bound: digits (spaces between thousands allowed), else blank. */
function priceValue(value: string): string {
  const digits = value.replace(/\s/g, '');
  return /^\d{1,9}$/.test(digits) ? digits : '';
}

/** The view of a request's query: the first value of each key the listing reads, normalized. */
export function viewOfQuery(query: URLSearchParams): ListingView {
  const view: ListingView = {};
  const sort = query.get('sort');
  if (sort !== null && sortValue(sort)) view.sort = sort;
  const page = query.get('page');
  if (page !== null) {
    const value = pageValue(page.trim());
    if (value !== undefined) view.page = value;
  }
  // The form always sends both fields; either present means "set the price range".
  const min = query.get(PRICE_FORM_FIELDS.min);
  const max = query.get(PRICE_FORM_FIELDS.max);
  if (min !== null || max !== null) {
    view.priceMin = priceValue(min ?? '');
    view.priceMax = priceValue(max ?? '');
  }
  return view;
}

/** The view as a path segment (`_` when empty). Its characters need no percent-encoding. */
export function encodeView(view: ListingView): string {
  const parts = VIEW_KEYS.flatMap((key) => (view[key] === undefined ? [] : [`${key}=${view[key]}`]));
  return parts.length === 0 ? EMPTY_VIEW : parts.join('&');
}

/** The view of a segment written by `encodeView`; anything else reads as it would from a query. */
export function decodeView(segment: string): ListingView {
  if (segment === EMPTY_VIEW) return {};
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return {};
  }
  return viewOfQuery(new URLSearchParams(text));
}
