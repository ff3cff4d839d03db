import { LOCALES, type Locale } from './locales';
import { SEGMENTS, type Segment } from './segments';

/**
 * The storefront's internal routes (spec §2 "Routes"), with English segment names. Bracketed parts
 * are parameters in Next.js notation; every other part is a Segment and is localized by the table.
 */
export const ROUTES = [
  '/',
  '/product/[urlTitle]',
  '/category/[category]/[[...parameters]]',
  '/search/[term]/[[...parameters]]',
  '/page/[urlTitle]',
  '/blog',
  // The blog list's further pages and a category's list (issue 15): path segments, not a query, so
  // each is one cached page (decision 8) without the proxy folding anything.
  '/blog/page/[page]',
  '/blog/category/[category]',
  '/blog/category/[category]/page/[page]',
  '/blog/[urlTitle]',
  '/app',
  '/app/food',
  '/wishlist',
  '/gift-voucher',
  '/cart',
  '/shipping-and-payment',
  '/summary',
  '/order/thank-you/[token]',
  '/withdrawal',
  '/login',
  '/registration',
  '/logout',
  '/account/profile',
  '/account/settings',
  '/account/orders',
  '/account/orders/[id]',
  '/account/credits',
  '/forgotten-password',
  '/new-password',
  '/verify-email',
  '/auth/callback',
] as const;
export type Route = (typeof ROUTES)[number];

function localizePattern(pattern: string, locale: Locale): string {
  if (pattern === '/') return '/';
  return pattern
    .split('/')
    .map((part) => (part === '' || part.startsWith('[') ? part : SEGMENTS[part as Segment][locale]))
    .join('/');
}

/** next-intl `pathnames`: each internal route mapped to its localized form in every locale. */
export const PATHNAMES = Object.fromEntries(
  ROUTES.map((route) => [
    route,
    Object.fromEntries(LOCALES.map((locale) => [locale, localizePattern(route, locale)])) as Record<Locale, string>,
  ]),
) as Record<Route, Record<Locale, string>>;

/**
 * A parameter as one path segment: everything that could change the path's structure or meaning is
 * percent-encoded, but commas stay readable because filter values are comma-separated
 * (`/kategoria/bezecka-obuv/vyrobca/nike,asics`, DESIGN §4); a comma is legal in a path segment.
 */
function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/** The localized path of an internal route with its parameters filled in and encoded. */
export function localizedPath(
  locale: Locale,
  route: Route,
  params: Record<string, string | readonly string[] | undefined> = {},
): string {
  const path = PATHNAMES[route][locale]
    .split('/')
    .flatMap((part) => {
      const optionalCatchAll = part.match(/^\[\[\.\.\.(\w+)\]\]$/);
      if (optionalCatchAll) {
        const value = params[optionalCatchAll[1] as string];
        return value === undefined ? [] : [value].flat().map(encodeSegment);
      }
      const param = part.match(/^\[(\w+)\]$/);
      if (param) {
        const value = params[param[1] as string];
        // An empty value would leave an empty segment ("/produkt/"), a link to nowhere.
        if (typeof value !== 'string' || value === '') {
          throw new Error(`localizedPath: missing parameter ${param[1]} for ${route}`);
        }
        return [encodeSegment(value)];
      }
      return [part];
    })
    .join('/');
  return path === '' ? '/' : path;
}
