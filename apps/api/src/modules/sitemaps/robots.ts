import { type Locale, PATHNAMES, type Route } from '@stride/i18n';

/**
 * The visitor's own pages and the ones that only do something (cart, checkout, account, login, the
 * withdrawal form) and search results (endless, thin, and a term's page is no landing page): a
 * crawler is kept out of them. Catalog, content, blog and store pages stay open, and so do the
 * filter paths of a listing: which of them may be indexed is said by each page's robots meta tag,
 * which a crawler can only read on a page it may fetch.
 */
const KEPT_OUT: readonly Route[] = [
  '/cart',
  '/shipping-and-payment',
  '/summary',
  '/order/thank-you/[token]',
  '/withdrawal',
  '/wishlist',
  '/login',
  '/registration',
  '/logout',
  '/forgotten-password',
  '/new-password',
  '/verify-email',
  '/auth/callback',
  '/account/profile',
  '/account/settings',
  '/account/orders',
  '/account/credits',
  '/search/[term]/[[...parameters]]',
];

/**
 * The part of a route's localized path a crawler matches by prefix: up to its first parameter
 * (`/objednavka/dakujeme/`), the whole path when it has none (`/kosik`).
 */
function pathPrefix(locale: Locale, route: Route): string {
  const pattern = PATHNAMES[route][locale];
  const parameter = pattern.indexOf('/[');
  return parameter === -1 ? pattern : pattern.slice(0, parameter + 1);
}

/**
 * A storefront's robots.txt. The api's paths are closed but its images (product photos, which image
 * search and the product pages' previews need) and the product feeds (Google Merchant Center's fetch
 * obeys robots.txt, decision 0026); Next's assets stay open, since a crawler renders pages
 * with them. The Sitemap line names this host's own index, as the protocol wants an absolute URL.
 */
export function robotsTxt(locale: Locale, sitemapIndexUrl: string): string {
  const keptOut = [...new Set(KEPT_OUT.map((route) => pathPrefix(locale, route)))];
  return [
    'User-agent: *',
    'Allow: /api/images/',
    'Allow: /api/lib/v1/feeds/',
    'Disallow: /api/',
    ...keptOut.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapIndexUrl}`,
    '',
  ].join('\n');
}
