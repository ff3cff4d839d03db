import { LOCALES } from '@stride/i18n';
import { createNavigation } from 'next-intl/navigation';
import { describe, expect, it } from 'vitest';
import { categoryHref, searchHref } from '@/lib/listing/listing-url';
import { getPathname, type Href } from './navigation';
import { routing } from './routing';

// next-intl's own, which the proxy's middleware mirrors: links must keep matching it exactly.
const nextIntl = createNavigation(routing);
/** next-intl's href type: the same routes and params, with mutable arrays. */
type NextIntlHref = Parameters<typeof nextIntl.getPathname>[0]['href'];

const HREFS: Href[] = [
  '/',
  '/blog',
  '/app/food',
  '/account/profile',
  { pathname: '/product/[urlTitle]', params: { urlTitle: 'nike-pegasus-41-damska' } },
  { pathname: '/page/[urlTitle]', params: { urlTitle: 'doprava-a-platba' } },
  { pathname: '/blog/[urlTitle]', params: { urlTitle: 'test-nike-pegasus-41' } },
  categoryHref('bezecka-obuv', [], 'recommended'),
  categoryHref('bezecka-obuv', ['vyrobca', 'nike,asics', 'velkost', '42.5'], 'cheapest', 3),
  categoryHref('bezecka-obuv', [], 'recommended', 2),
  searchHref('pegasus'),
  searchHref('361°'),
  searchHref('nike, asics 50% / "ultra"?#'),
  searchHref('čierna', ['farba', 'cierna'], 'newest'),
];

describe('getPathname', () => {
  it.each(LOCALES)('%s: the same paths as next-intl', (locale) => {
    for (const href of HREFS) {
      expect(getPathname({ locale, href }), JSON.stringify(href)).toBe(
        nextIntl.getPathname({ locale, href: href as NextIntlHref }),
      );
    }
  });

  it('localizes the route and its parameters', () => {
    expect(getPathname({ locale: 'sk', href: categoryHref('bezecka-obuv', ['vyrobca', 'nike'], 'cheapest') })).toBe(
      '/kategoria/bezecka-obuv/vyrobca/nike?sort=cheapest',
    );
    expect(getPathname({ locale: 'hu', href: searchHref('361°') })).toBe('/kereses/361%C2%B0');
  });
});
