import type { APIRequestContext } from '@playwright/test';
import { STOREFRONTS, type Storefront, viaNode } from '../support/storefronts';
import { expect, test } from '../support/test';

/** The catalog pages of a shop that must come from the cache, by their localized paths. */
function catalogPaths(shop: (typeof STOREFRONTS)[number]): string[] {
  return [
    '/',
    `/${shop.categorySegment}/${shop.shoesCategory}`,
    `/${shop.categorySegment}/${shop.shoesCategory}?sort=cheapest&page=2`,
    `/${shop.searchSegment}/nike`,
  ];
}

async function fetchPage(
  request: APIRequestContext,
  shop: Storefront,
  path: string,
  headers: Record<string, string> = {},
) {
  const { url, options } = viaNode(shop, path, headers);
  const response = await request.get(url, options);
  return { status: response.status(), headers: response.headers(), body: await response.body() };
}

for (const shop of STOREFRONTS) {
  test.describe(`${shop.locale} cached catalog pages`, () => {
    test('two visitors get byte-identical HTML, the second from the cache', async ({ playwright }) => {
      // Two unrelated visitors: their own cookies, languages and agents.
      const first = await playwright.request.newContext({
        extraHTTPHeaders: { cookie: 'session=aaa; cart=1', 'accept-language': 'de', 'user-agent': 'visitor-one' },
      });
      const second = await playwright.request.newContext({
        extraHTTPHeaders: { cookie: 'session=bbb', 'accept-language': 'en', 'user-agent': 'visitor-two' },
      });
      try {
        for (const path of catalogPaths(shop)) {
          // A page an earlier journey rendered more than its revalidate time (60 s) ago is served
          // stale while it renders again in the background: ask as the first visitor until the
          // cache holds it fresh, then as the second.
          let a: Awaited<ReturnType<typeof fetchPage>> | undefined;
          await expect
            .poll(
              async () => {
                a = await fetchPage(first, shop, path);
                return a.headers['x-nextjs-cache'];
              },
              { message: `${path}: fresh in the cache` },
            )
            .toBe('HIT');
          const b = await fetchPage(second, shop, path);
          if (!a) throw new Error(`${path}: never asked`);
          expect(a.status, path).toBe(200);
          expect(b.body.equals(a.body), `${path}: the same bytes for both visitors`).toBe(true);
          expect(b.headers['x-nextjs-cache'], path).toBe('HIT');
          expect(b.headers['cache-control'], path).toMatch(/s-maxage=\d+/);
          expect(b.headers['set-cookie'], path).toBeUndefined();
          // Whole in place: no part left as a fallback for a script to move in later (`<!--$?-->`,
          // `$RC`), which shifts the layout and leaves a browser without JavaScript a hole.
          expect(b.body.toString(), path).not.toContain('<!--$?-->');
        }
      } finally {
        await first.dispose();
        await second.dispose();
      }
    });

    test('a query a listing does not read adds no page of its own', async ({ request }) => {
      const path = `/${shop.categorySegment}/${shop.shoesCategory}`;
      const plain = await fetchPage(request, shop, path);
      const tagged = await fetchPage(request, shop, `${path}?utm_source=news&gclid=${Date.now()}`);
      expect(tagged.status).toBe(200);
      expect(tagged.headers['x-nextjs-cache']).toBe('HIT');
      expect(tagged.body.equals(plain.body)).toBe(true);
    });

    test('the header and the hearts fill in from the browser', async ({ page }) => {
      const visitorCalls = ['/api/lib/v1/auth/profile', '/api/lib/v1/cart', '/api/lib/v2/wishlist'].map((path) =>
        page.waitForResponse((response) => new URL(response.url()).pathname === path && response.status() === 200),
      );
      await page.goto(`${shop.origin}/${shop.categorySegment}/${shop.shoesCategory}`);
      const answers = await Promise.all(visitorCalls);
      for (const answer of answers) expect(answer.headers()['cache-control']).toContain('no-store');
      // Anonymous: the login link, empty counts, empty hearts, now known rather than assumed.
      await expect(page.getByTestId('login-link')).toHaveAttribute('data-state', 'anonymous');
      await expect(page.getByTestId('login-link')).toHaveAccessibleName(shop.messages.header.login);
      await expect(page.getByTestId('cart-count').first()).toHaveAttribute('data-loaded', 'true');
      await expect(page.getByTestId('wishlist-count').first()).toHaveAttribute('data-count', '0');
      const hearts = page.getByTestId('favourite-heart');
      await expect(hearts.first()).toHaveAttribute('data-loaded', 'true');
      await expect(hearts.first()).toHaveAttribute('aria-pressed', 'false');
    });

    test('a page runs under its CSP: no script refused, nothing loaded from elsewhere', async ({ page }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
      });
      const response = await page.goto(`${shop.origin}/${shop.categorySegment}/${shop.shoesCategory}`);
      const policy = response?.headers()['content-security-policy'] ?? '';
      // Our own scripts, the page's inline ones by hash, and Google's tag source: npm test's stack sets
      // an analytics id (ANALYTICS_GA4_ID), and only then does the policy name it (decision 0027).
      expect(policy).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy.split(';').find((part) => part.includes('script-src'))).not.toContain('unsafe-inline');
      expect(response?.headers()['x-frame-options']).toBe('DENY');
      expect(response?.headers()['x-content-type-options']).toBe('nosniff');
      // Hydrated: the visitor's parts came in, which needs the page's scripts to have run.
      await expect(page.getByTestId('cart-count').first()).toHaveAttribute('data-loaded', 'true');
      expect(refused).toEqual([]);
    });

    test('an unknown product, category and page are 404 pages, and stay so from the cache', async ({ request }) => {
      for (const path of [
        '/no-such-path-at-all',
        `/${shop.categorySegment}/no-such-category`,
        `/${shop.categorySegment}/${shop.shoesCategory}?page=99999`,
      ]) {
        for (const attempt of [1, 2]) {
          const answer = await fetchPage(request, shop, path);
          expect(answer.status, `${path} #${attempt}`).toBe(404);
        }
      }
    });
  });
}

test('the shop comes from the host and the token, never from a forwarded header a client sends', async ({
  request,
}) => {
  const [sk, cz] = STOREFRONTS;
  // The storefront reaches the api at 127.0.0.1, not on the shops' hosts: the token names the shop.
  const czech = await fetchPage(request, cz, '/');
  expect(czech.body.toString()).toContain(cz.currency);
  const spoofed = await fetchPage(request, sk, `/?spoof=${Date.now()}`, {
    'x-forwarded-host': `cz.localhost`,
    'x-forwarded-proto': 'https',
  });
  const html = spoofed.body.toString();
  expect(html).toContain('lang="sk"');
  expect(html).not.toContain('https://cz.localhost');
  // The same-origin api proxy names the shop to the api by its token as well.
  const api = viaNode(cz, '/api/lib/v1/webinstance', { 'x-forwarded-host': 'sk.localhost' });
  const webInstance = await request.get(api.url, api.options);
  expect((await webInstance.json()).currency).toBe('CZK');
  // The api's internal paths (the catalog version the storefront polls) are not for browsers.
  const internal = viaNode(sk, '/api/internal/catalog-version');
  expect((await request.get(internal.url, internal.options)).status()).toBe(404);
});
