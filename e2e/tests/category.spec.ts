import type { Page } from '@playwright/test';
import { type Category, CategoryTreeResponseSchema, FiltersResponseSchema } from '../../packages/contract/src';
import { expect, type ReadApi, test, valuesOf } from '../support/api';
import { STOREFRONTS } from '../support/storefronts';

/** The localized names of the two filters the journey picks (spec §2, the segment table). */
const FILTER_NAMES = {
  sk: { brand: 'vyrobca', size: 'velkost' },
  cz: { brand: 'vyrobce', size: 'velikost' },
  hu: { brand: 'gyarto', size: 'meret' },
} as const;

/** The running-shoes category: the top category whose urlName names shoes. */
async function shoesCategory(readApi: ReadApi): Promise<Category> {
  const { items } = await readApi('/api/custom/categories?depth=2', CategoryTreeResponseSchema);
  const shoes = items.find((category) => !category.externalUrl && /obuv|boty|cipo/.test(category.urlName));
  if (!shoes) throw new Error('no shoes category in the menu');
  return shoes;
}

/** The first value of a filter that can still be picked, as a link. */
function firstEnabledValue(page: Page, filterName: string) {
  return page.locator(`[data-testid="filter"][data-filter="${filterName}"] [data-testid="filter-value"] a`).first();
}

for (const shop of STOREFRONTS) {
  const names = FILTER_NAMES[shop.locale];
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** The shoes category and its listing's URL in this shop, read once the shop's home page is open. */
  const openShoes = async (page: Page, readApi: ReadApi) => {
    await page.goto(`${shop.origin}/`);
    const shoes = await shoesCategory(readApi);
    return { shoes, base: `${shop.origin}/${shop.categorySegment}/${shoes.urlName}` };
  };

  test.describe(`${shop.locale} category listing`, () => {
    test('menu → brand and size → cheapest first: the spec’s URL, ascending prices, matching counts, a product', async ({
      page,
      readApi,
    }) => {
      await page.goto(`${shop.origin}/`);
      const shoes = await shoesCategory(readApi);
      await page.locator(`[data-testid="menu-item"][data-category="${shoes.urlName}"] > a`).click();
      const base = `${shop.origin}/${shop.categorySegment}/${shoes.urlName}`;
      await expect(page).toHaveURL(base);
      await expect(page.getByTestId('category-top-product')).toBeVisible();
      await expect(page.getByTestId('category-products').getByTestId('product-card')).toHaveCount(24);
      await expect(page.getByTestId('card-sizes').first()).toBeVisible();

      const brand = firstEnabledValue(page, names.brand);
      const brandValue = await brand.locator('xpath=..').getAttribute('data-value');
      await brand.click();
      await expect(page).toHaveURL(`${base}/${names.brand}/${brandValue}`);
      await expect(page.getByTestId('filter-chip')).toHaveCount(1);

      const size = firstEnabledValue(page, names.size);
      const sizeItem = size.locator('xpath=..');
      const sizeValue = await sizeItem.getAttribute('data-value');
      const sizeCount = Number(await sizeItem.getByTestId('filter-count').textContent());
      await size.click();
      await expect(page).toHaveURL(`${base}/${names.brand}/${brandValue}/${names.size}/${sizeValue}`);

      await page.getByTestId('listing-sort').locator('[data-sort="cheapest"]').click();
      await expect(page).toHaveURL(
        new RegExp(
          `^${escapeRegExp(base)}/${names.brand}/[a-z0-9-]+/${names.size}/[0-9.]+(,[0-9.]+)*\\?sort=cheapest$`,
        ),
      );
      expect(page.url()).toBe(`${base}/${names.brand}/${brandValue}/${names.size}/${sizeValue}?sort=cheapest`);
      await expect(page.getByTestId('listing-sort').locator('[aria-current="true"]')).toHaveAttribute(
        'data-sort',
        'cheapest',
      );

      const prices = (await page
        .locator('[data-testid="category-products"] > li')
        .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-price'))))) as number[];
      expect(prices.length).toBeGreaterThan(0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      // The size's faceted count (given the brand) is what the listing then shows, and so does the api.
      const total = Number(await page.getByTestId('listing-total').getAttribute('data-total'));
      expect(total).toBe(sizeCount);
      expect(prices.length).toBe(Math.min(total, 24));
      const param = `${names.brand}/${brandValue}/${names.size}/${sizeValue}`;
      const api = await readApi(`/api/lib/v1/filters?id=${shoes.id}&param=${param}`, FiltersResponseSchema);
      expect(api.total).toBe(total);

      const card = page.getByTestId('category-products').getByTestId('product-card').first();
      const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
      await card.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    });

    test('only the photos at the top of a phone’s screen load first: the top product’s, else the first row’s two', async ({
      page,
      readApi,
    }) => {
      const { base } = await openShoes(page, readApi);
      // React writes a preload into the head for each high-priority image, ahead of the stylesheets.
      const preloads = page.locator('head link[rel="preload"][as="image"]');
      const firstImages = page.locator('img[fetchpriority="high"]');

      await page.goto(base);
      await expect(firstImages).toHaveCount(1);
      await expect(page.getByTestId('category-top-product').locator('img')).toHaveAttribute('fetchpriority', 'high');
      await expect(preloads).toHaveCount(1);

      // Page 2 has no top product: the grid starts the page.
      await page.goto(`${base}?page=2`);
      await expect(firstImages).toHaveCount(2);
      const cards = page.getByTestId('category-products').getByTestId('product-card');
      for (const index of [0, 1]) {
        await expect(cards.nth(index).locator('img')).toHaveAttribute('fetchpriority', 'high');
      }
      await expect(cards.nth(2).locator('img')).toHaveAttribute('loading', 'lazy');
      await expect(preloads).toHaveCount(2);
    });

    test('a non-canonical path redirects to the canonical one; an unknown value is dropped', async ({
      page,
      readApi,
    }) => {
      const { shoes, base } = await openShoes(page, readApi);
      const filters = await readApi(`/api/lib/v1/filters?id=${shoes.id}`, FiltersResponseSchema);
      const slugsOf = (name: string) =>
        valuesOf(filters.available.find((candidate) => candidate.urlName === name)).map((value) => value.urlName);
      const [brandA, brandB] = slugsOf(names.brand).sort();
      const [sizeValue] = slugsOf(names.size);

      // Size before brand, brands out of order and one repeated: one permanent redirect to the canonical form.
      const response = await page.goto(
        `${base}/${names.size}/${sizeValue}/${names.brand}/${brandB},${brandA}/${names.brand}/${brandA}`,
      );
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).not.toBeNull();
      expect(page.url()).toBe(`${base}/${names.brand}/${brandA},${brandB}/${names.size}/${sizeValue}`);
      await expect(page.getByTestId('filter-chip')).toHaveCount(3);

      await page.goto(`${base}/${names.brand}/${brandA},no-such-brand?sort=newest`);
      expect(page.url()).toBe(`${base}/${names.brand}/${brandA}?sort=newest`);

      // "Clear all" leads back to the category itself.
      await page.getByTestId('clear-filters').first().click();
      await expect(page).toHaveURL(`${base}?sort=newest`);
    });

    test('an unknown filter name or a broken path is the localized 404', async ({ page, readApi }) => {
      const { base } = await openShoes(page, readApi);
      for (const path of [`${base}/no-such-filter/abc`, `${base}/${names.brand}`]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.messages.notFound.title);
      }
    });
  });
}
