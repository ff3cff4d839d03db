import type { APIRequestContext } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { STOREFRONTS, type Storefront, viaNode } from '../support/storefronts';
import { expect, test } from '../support/test';

// A file with one entry reads like one with many; character references (&#39;) are decoded.
const parser = new XMLParser({ htmlEntities: true, isArray: (name) => name === 'url' || name === 'sitemap' });

/** Product pages checked per shop, spread over its product files (every other URL is checked). */
const PRODUCT_SAMPLE = 20;

/** A URL of the shop as Node reaches it: it must be on the shop's own origin. */
async function fetchOnShop(request: APIRequestContext, shop: Storefront, absolute: string) {
  const url = new URL(absolute);
  expect(url.origin, absolute).toBe(shop.origin);
  const { url: target, options } = viaNode(shop, `${url.pathname}${url.search}`);
  return request.get(target, options);
}

async function xmlOf(request: APIRequestContext, shop: Storefront, absolute: string) {
  const response = await fetchOnShop(request, shop, absolute);
  expect(response.status(), absolute).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  return parser.parse(await response.text()) as {
    sitemapindex?: { sitemap?: { loc: string }[] };
    urlset?: { url?: { loc: string; lastmod?: string }[] };
  };
}

/** Every `size`-th of a list, `count` in all, so a sample reaches from its start to its end. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)] as T);
}

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: robots.txt names the sitemap index, whose every file and URL answers a page in ${shop.lang}`, async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const robotsTxt = viaNode(shop, '/robots.txt');
    const robots = await request.get(robotsTxt.url, robotsTxt.options);
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const robotsLines = (await robots.text()).split('\n');
    const indexUrl = `${shop.origin}/sitemap.xml`;
    expect(robotsLines).toContain(`Sitemap: ${indexUrl}`);
    expect(robotsLines).toContain(`Disallow: /${shop.searchSegment}/`);

    const files = (await xmlOf(request, shop, indexUrl)).sitemapindex?.sitemap?.map((sitemap) => sitemap.loc) ?? [];
    expect(files.map((file) => new URL(file).pathname)).toEqual(
      expect.arrayContaining([
        '/sitemaps/pages.xml',
        '/sitemaps/stores.xml',
        '/sitemaps/categories.xml',
        '/sitemaps/articles.xml',
        '/sitemaps/products-1.xml',
      ]),
    );
    const others: string[] = [];
    const products: string[] = [];
    for (const file of files) {
      const urls = (await xmlOf(request, shop, file)).urlset?.url?.map((url) => url.loc) ?? [];
      expect(urls.length, file).toBeGreaterThan(0);
      (new URL(file).pathname.startsWith('/sitemaps/products-') ? products : others).push(...urls);
    }
    expect(products.length).toBeGreaterThan(PRODUCT_SAMPLE);

    const checked = [...others, ...spread(products, PRODUCT_SAMPLE)];
    // Four at a time: the pages are rendered on their first visit, on a machine shared with others.
    for (let start = 0; start < checked.length; start += 4) {
      await Promise.all(
        checked.slice(start, start + 4).map(async (url) => {
          const page = await fetchOnShop(request, shop, url);
          expect(page.status(), url).toBe(200);
          const html = await page.text();
          expect(/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1], url).toBe(shop.lang);
        }),
      );
    }
  });
}
