import { LOCALES } from '@stride/i18n';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy, routePage } from './proxy';

const HOSTS = { sk: 'sk.localhost:3000', cz: 'cz.localhost:3000', hu: 'hu.localhost:3000' } as const;

/** Page URLs of every kind: rewrites, redirects (an internal or another shop's path), odd encodings. */
const PATHS: Record<(typeof LOCALES)[number], string[]> = {
  sk: [
    '/',
    '/kategoria/bezecka-obuv',
    '/kategoria/bezecka-obuv?sort=cheapest&page=2',
    '/kategoria/bezecka-obuv/vyrobca/nike,asics/velkost/42.5',
    '/vyhladavanie/50%25',
    '/vyhladavanie/%C4%8Dierna?sort=newest',
    '/produkt/nike-pegasus-41',
    '/product/nike-pegasus-41',
    '/kosik',
    '/kosar',
    '/stranka/doprava-a-platba?utm_source=x',
    '/neznama/cesta',
    '/vyhladavanie/%zz',
    '/kategoria/bezecka-obuv/',
    '/app/food?activity=trail&duration=180&intensity=easy&heat=hot&vegan=yes',
  ],
  cz: ['/', '/kategorie/bezecka-obuv?sort=cheapest', '/kategoria/bezecka-obuv', '/vyhledavani/nike', '/kosik'],
  hu: ['/', '/kategoria/futocipo', '/kereses/nike', '/kosar', '/kosik', '/termek/x?y=1', '/wishlist'],
};

function request(host: string, path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(`http://${host}${path}`, { headers: { host, ...headers } });
}

/** Everything of a proxy answer that Next acts on. */
function outcome(response: Response) {
  return { status: response.status, headers: [...response.headers.entries()].sort(([a], [b]) => a.localeCompare(b)) };
}

describe('the proxy', () => {
  it.each(LOCALES)('%s: answers a page URL it has routed before exactly as routing it afresh', (locale) => {
    const host = HOSTS[locale];
    for (const path of PATHS[locale]) {
      proxy(request(host, path, { cookie: 'first=visitor' })); // routed and remembered
      // Another visitor with other headers: they must be this visitor's own, not the first one's.
      const headers = { cookie: 'second=visitor', 'user-agent': 'another browser' };
      const remembered = outcome(proxy(request(host, path, headers)));
      expect(remembered, `${locale} ${path}`).toEqual(outcome(routePage(request(host, path, headers), locale)));
      expect(remembered.headers, `${locale} ${path}`).not.toContainEqual([
        'x-middleware-request-cookie',
        'first=visitor',
      ]);
    }
  });

  it('routes the internal path of a localized route to the shop’s own path, and a shop’s path to its route', () => {
    for (let round = 0; round < 2; round += 1) {
      const redirected = proxy(request(HOSTS.sk, '/product/nike-pegasus-41?x=1'));
      expect(redirected.status).toBe(307);
      expect(redirected.headers.get('location')).toBe('http://sk.localhost:3000/produkt/nike-pegasus-41?x=1');
      const rewritten = proxy(request(HOSTS.hu, '/kategoria/futocipo?sort=cheapest'));
      expect(rewritten.headers.get('x-middleware-rewrite')).toBe(
        'http://hu.localhost:3000/hu/category/futocipo/sort=cheapest',
      );
      expect(rewritten.headers.get('x-middleware-request-x-next-intl-locale')).toBe('hu');
    }
  });

  it('folds the nutrition picker’s form into its internal path, and keeps nothing after it', () => {
    const rewriteOf = (host: string, path: string) => proxy(request(host, path)).headers.get('x-middleware-rewrite');
    expect(rewriteOf(HOSTS.sk, '/app/food')).toBe('http://sk.localhost:3000/sk/app/food/_');
    expect(rewriteOf(HOSTS.cz, '/app/food?duration=90&activity=race&intensity=hard&heat=cool&utm_source=x')).toBe(
      'http://cz.localhost:3000/cz/app/food/activity=race&duration=90&intensity=hard&heat=cool&caffeine=no&vegan=no&glutenFree=no',
    );
    // A path under the page is no page of it: the view goes first, so the route is unknown (a 404).
    expect(rewriteOf(HOSTS.hu, '/app/food/activity=run')).toBe('http://hu.localhost:3000/hu/app/food/_/activity=run');
  });

  it('turns the shoe quiz’s form sent without JavaScript into the next question’s path', () => {
    const answered = proxy(request(HOSTS.hu, '/app/2/neutral?answer=forefoot'));
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe('http://hu.localhost:3000/app/3/neutral/forefoot');
    const question = proxy(request(HOSTS.sk, '/app/3/neutral/forefoot'));
    expect(question.headers.get('x-middleware-rewrite')).toBe('http://sk.localhost:3000/sk/app/3/neutral/forefoot');
  });

  it('keeps the api paths to the api and the internal ones from browsers', () => {
    expect(proxy(request(HOSTS.sk, '/api/internal/catalog-version')).status).toBe(404);
    expect(proxy(request(HOSTS.sk, '/api/lib/v1/cart')).headers.get('x-middleware-rewrite')).toMatch(
      /^http:\/\/127\.0\.0\.1:4000\/api\/lib\/v1\/cart$/,
    );
  });

  it('sends robots.txt and the sitemaps to the api with the shop of the host', () => {
    const rewrites = (host: string, path: string) => {
      const response = proxy(request(host, path));
      return [
        response.headers.get('x-middleware-rewrite'),
        response.headers.get('x-middleware-request-webinstance-token'),
      ];
    };
    expect(rewrites(HOSTS.sk, '/robots.txt')[0]).toBe('http://127.0.0.1:4000/api/seo/robots.txt');
    expect(rewrites(HOSTS.cz, '/sitemap.xml')[0]).toBe('http://127.0.0.1:4000/api/seo/sitemap.xml');
    expect(rewrites(HOSTS.hu, '/sitemaps/products-2.xml')[0]).toBe(
      'http://127.0.0.1:4000/api/seo/sitemaps/products-2.xml',
    );
    // Each host names its own shop to the api.
    expect(new Set(LOCALES.map((locale) => rewrites(HOSTS[locale], '/sitemap.xml')[1])).size).toBe(3);
  });
});
