import type { Href } from '@/i18n/navigation';

/** The highest list page a URL may name: more than any blog will have, few enough to bound the cache. */
const MAX_PAGE = 9_999;

/**
 * The page number of a list URL's page segment (`/blog/stranka/2`), or null for anything the list
 * cannot have: page 1 (its URL is the list's own, without the segment), a leading zero, letters.
 * Each list page has one URL, so one cache entry.
 */
export function listPageOf(segment: string): number | null {
  if (!/^[1-9]\d{0,3}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 && page <= MAX_PAGE ? page : null;
}

/** The href of a page of the blog list, of one category (its urlTitle) or all. */
export function blogListHref(category: string | null, page: number): Href {
  if (category === null) {
    return page === 1 ? '/blog' : { pathname: '/blog/page/[page]', params: { page: String(page) } };
  }
  return page === 1
    ? { pathname: '/blog/category/[category]', params: { category } }
    : { pathname: '/blog/category/[category]/page/[page]', params: { category, page: String(page) } };
}
