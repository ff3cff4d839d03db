import type { Page } from '@playwright/test';
import {
  BlogArticlesResponseSchema,
  type Category,
  CategoryTreeResponseSchema,
  FiltersResponseSchema,
  ProductListResponseSchema,
  ShopStoreListSchema,
} from '../../packages/contract/src';
import { localizedPath } from '../../packages/i18n/src/routes';
import { SEGMENTS } from '../../packages/i18n/src/segments';
import { richResultProblems } from '../../packages/rules/src/rich-results.fixtures';
import { expect, test, valuesOf } from '../support/api';
import { STOREFRONTS } from '../support/storefronts';

/**
 * What search engines read in the head (issue 16 §1, decision 24), in all three shops: for a product,
 * a category, an article and a store's page, the canonical and every hreflang link lead to 200 pages
 * in the hreflang's language, each naming itself as canonical and the same set of counterparts; the
 * JSON-LD has what Google's rich results require (the hand-written list in rich-results.fixtures);
 * one brand is an indexable filter path linked to the same brand's listing in every shop (each under
 * its own word for "brand"), two brands or two filters are `noindex, follow` with no hreflang.
 */

/** The <html lang> each hreflang must lead to; x-default is the Hungarian shop. */
const LANG_OF_HREFLANG: Record<string, string> = { 'sk-SK': 'sk', 'cs-CZ': 'cs', 'hu-HU': 'hu', 'x-default': 'hu' };
/** Each shop's hreflang tag. */
const TAG_OF = { sk: 'sk-SK', cz: 'cs-CZ', hu: 'hu-HU' } as const;

type Head = {
  canonical: string | null;
  hreflang: Record<string, string>;
  robots: string | null;
  jsonLd: Record<string, unknown>[];
};

async function headOf(page: Page): Promise<Head> {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('hreflang') ?? '', element.getAttribute('href') ?? '']),
    );
  const robots =
    (await page.locator('meta[name="robots"]').count()) > 0
      ? await page.locator('meta[name="robots"]').getAttribute('content')
      : null;
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  return { canonical, hreflang: Object.fromEntries(links), robots, jsonLd };
}

/** Every JSON-LD document passes the rich-result check, and the expected types are there. */
function expectRichResults(head: Head, types: readonly string[], where: string) {
  for (const document of head.jsonLd)
    expect(richResultProblems(document), `${where} ${String(document['@type'])}`).toEqual([]);
  const present = head.jsonLd.map((document) => document['@type']);
  for (const type of types) expect(present, where).toContain(type);
}

async function shoesOf(
  readApi: <S extends import('zod').ZodType>(path: string, schema: S) => Promise<import('zod').infer<S>>,
): Promise<Category> {
  const { items } = await readApi('/api/custom/categories?depth=2', CategoryTreeResponseSchema);
  const shoes = items.find((category) => !category.externalUrl && /obuv|boty|cipo/.test(category.urlName));
  if (!shoes) throw new Error('no shoes category');
  return shoes;
}

/** Each hreflang link is a 200 page in its language that is its own canonical and names the same counterparts back. */
async function expectCounterparts(page: Page, head: Head, what: string) {
  for (const [tag, href] of Object.entries(head.hreflang)) {
    const answer = await page.goto(href);
    expect(answer?.status(), `${what} ${tag} ${href}`).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', LANG_OF_HREFLANG[tag] ?? '?');
    const there = await headOf(page);
    expect(there.canonical, `${what} ${tag}`).toBe(href);
    expect(there.robots, `${what} ${tag} robots`).toBeNull();
    expect(there.hreflang, `${what} ${tag} links back`).toEqual(head.hreflang);
  }
}

for (const shop of STOREFRONTS) {
  test.describe(`${shop.locale} search-engine head`, () => {
    test('product, category, article and store page: canonical and hreflang lead to 200 pages in their language, JSON-LD complete', async ({
      page,
      readApi,
    }) => {
      test.slow();
      await page.goto(`${shop.origin}/`);
      const home = await headOf(page);
      expect(home.canonical).toBe(`${shop.origin}/`);
      expectRichResults(home, ['Organization'], 'home');
      expect(Object.keys(home.hreflang).sort()).toEqual(['cs-CZ', 'hu-HU', 'sk-SK', 'x-default']);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${shop.origin}/`);

      const shoes = await shoesOf(readApi);
      const products = await readApi(
        `/api/lib/v1/products?perPage=24&category=${shoes.urlName}`,
        ProductListResponseSchema,
      );
      const product = products.items.find((item) => item.urlTitle);
      const [article] = (await readApi('/api/lib/v1/blog/articles', BlogArticlesResponseSchema)).items;
      const store = (await readApi('/api/lib/v1/operation-units', ShopStoreListSchema)).items.find((item) => item.page);
      if (!product?.urlTitle || !article || !store?.page)
        throw new Error(`${shop.locale}: seed lacks a product, article or store page`);

      const pages = [
        {
          what: 'product',
          path: localizedPath(shop.locale, '/product/[urlTitle]', { urlTitle: product.urlTitle }),
          types: ['Product', 'BreadcrumbList'],
        },
        {
          what: 'category',
          path: localizedPath(shop.locale, '/category/[category]/[[...parameters]]', { category: shoes.urlName }),
          types: ['BreadcrumbList'],
        },
        {
          what: 'article',
          path: localizedPath(shop.locale, '/blog/[urlTitle]', { urlTitle: article.urlTitle }),
          types: ['BlogPosting', 'BreadcrumbList'],
        },
        {
          what: 'store page',
          path: localizedPath(shop.locale, '/page/[urlTitle]', { urlTitle: store.page.urlTitle }),
          types: ['LocalBusiness'],
        },
      ];

      for (const { what, path, types } of pages) {
        const url = `${shop.origin}${path}`;
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        const head = await headOf(page);
        expect(head.canonical, `${what} canonical`).toBe(url);
        expect(head.robots, `${what} robots`).toBeNull();
        expectRichResults(head, types, `${shop.locale} ${what}`);
        if (what === 'product') {
          await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
            'content',
            /^https?:\/\/.+\.jpg\?v=\d+$/,
          );
          await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
        }

        // The seed has each of these in every shop (the product: where the shop prices it).
        const tags = Object.keys(head.hreflang).sort();
        const ownTag = TAG_OF[shop.locale];
        expect(head.hreflang[ownTag], `${what} names itself`).toBe(url);
        if (what !== 'product') expect(tags).toEqual(['cs-CZ', 'hu-HU', 'sk-SK', 'x-default']);
        if (head.hreflang['hu-HU']) expect(head.hreflang['x-default']).toBe(head.hreflang['hu-HU']);

        await expectCounterparts(page, head, what);
      }
    });

    test('one brand is an indexable filter path linked to each shop’s same listing; two brands, two filters and search results are noindex, follow without hreflang', async ({
      page,
      readApi,
    }) => {
      test.slow();
      await page.goto(`${shop.origin}/`);
      const shoes = await shoesOf(readApi);
      const filters = await readApi(`/api/lib/v1/filters?id=${shoes.id}`, FiltersResponseSchema);
      const brands = valuesOf(filters.available.find((filter) => filter.key === 'brand'))
        .filter((value) => value.count > 0)
        .map((value) => value.urlName)
        .sort();
      const [first, second] = brands;
      if (!first || !second) throw new Error(`${shop.locale}: fewer than two brands with shoes`);
      const base = `${shop.origin}/${shop.categorySegment}/${shoes.urlName}/${SEGMENTS.brand[shop.locale]}`;

      expect((await page.goto(`${base}/${first}`))?.status()).toBe(200);
      const one = await headOf(page);
      expect(one.robots).toBeNull();
      expect(one.canonical).toBe(`${base}/${first}`);
      // The seed sells every brand in every shop: the same brand's running shoes in each shop's words.
      const brandListings: Record<string, string> = Object.fromEntries(
        STOREFRONTS.map((other) => [
          TAG_OF[other.locale],
          `${other.origin}/${other.categorySegment}/${other.shoesCategory}/${SEGMENTS.brand[other.locale]}/${first}`,
        ]),
      );
      expect(one.hreflang).toEqual({ ...brandListings, 'x-default': brandListings['hu-HU'] });
      await expectCounterparts(page, one, `brand ${first}`);

      expect((await page.goto(`${base}/${first},${second}`))?.status()).toBe(200);
      const twoBrands = await headOf(page);
      expect(twoBrands.robots).toBe('noindex, follow');
      expect(twoBrands.hreflang).toEqual({});

      // The brand and a product parameter: a combination nobody searches for as a page.
      const withBrand = await readApi(
        `/api/lib/v1/filters?id=${shoes.id}&param=${SEGMENTS.brand[shop.locale]}/${first}`,
        FiltersResponseSchema,
      );
      const parameter = withBrand.available.find(
        (filter) => filter.key === 'parameter' && valuesOf(filter).some((value) => value.count > 0),
      );
      const value = valuesOf(parameter).find((candidate) => candidate.count > 0);
      if (!parameter || !value) throw new Error(`${shop.locale}: no parameter value among ${first}'s shoes`);
      const twoFilters = `${base}/${first}/${parameter.urlName}/${value.urlName}`;
      expect((await page.goto(twoFilters))?.status()).toBe(200);
      const both = await headOf(page);
      expect(both.canonical).toBe(twoFilters);
      expect(both.robots).toBe('noindex, follow');
      expect(both.hreflang).toEqual({});

      await page.goto(`${shop.origin}/${shop.searchSegment}/${first}`);
      expect((await headOf(page)).robots).toBe('noindex, follow');
    });
  });
}
