import type { Page } from '@playwright/test';
import { FiltersResponseSchema } from '../../packages/contract/src';
import { expect, test } from '../support/api';
import { STOREFRONTS } from '../support/storefronts';

/** Per shop: a term typed without diacritics that finds products, and the localized brand filter. */
const SEARCHES = {
  sk: { term: 'bezecke topanky', brand: 'vyrobca' },
  cz: { term: 'bezecke boty', brand: 'vyrobce' },
  hu: { term: 'futocipo', brand: 'gyarto' },
} as const;

const cards = (page: Page) => page.getByTestId('category-products').getByTestId('product-card');
const totalOf = async (page: Page) => Number(await page.getByTestId('listing-total').getAttribute('data-total'));

for (const shop of STOREFRONTS) {
  const { term, brand } = SEARCHES[shop.locale];
  const base = `${shop.origin}/${shop.searchSegment}/${encodeURIComponent(term)}`;

  test.describe(`${shop.locale} search results`, () => {
    test('a term without diacritics: results best match first, a brand filter with its count, a product', async ({
      page,
      readApi,
    }) => {
      await page.goto(base);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
      const total = await totalOf(page);
      expect(total).toBeGreaterThan(0);
      await expect(cards(page)).toHaveCount(Math.min(total, 24));
      // The search's own order (relevance) is the current one, and the api agrees on the total.
      await expect(page.getByTestId('listing-sort').locator('[aria-current="true"]')).toHaveAttribute(
        'data-sort',
        'recommended',
      );
      const api = await readApi(`/api/lib/v1/filters?search=${encodeURIComponent(term)}`, FiltersResponseSchema);
      expect(api.total).toBe(total);

      const value = page
        .locator(`[data-testid="filter"][data-filter="${brand}"] [data-testid="filter-value"] a`)
        .first();
      const item = value.locator('xpath=..');
      const brandValue = await item.getAttribute('data-value');
      const count = Number(await item.getByTestId('filter-count').textContent());
      await value.click();
      await expect(page).toHaveURL(`${base}/${brand}/${brandValue}`);
      await expect(page.getByTestId('filter-chip')).toHaveCount(1);
      expect(await totalOf(page)).toBe(count);
      await expect(cards(page)).toHaveCount(Math.min(count, 24));

      const card = cards(page).first();
      const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
      await card.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    });

    test('a typo finds nothing exactly: close terms that lead to results, and popular products', async ({ page }) => {
      await page.goto(`${shop.origin}/${shop.searchSegment}/pegazuus`);
      const noResults = page.getByTestId('search-no-results');
      await expect(noResults).toBeVisible();
      await expect(noResults.getByTestId('search-popular').getByTestId('product-card')).toHaveCount(8);
      await noResults.getByTestId('close-term').first().click();
      await expect(page).toHaveURL(`${shop.origin}/${shop.searchSegment}/pegasus`);
      expect(await totalOf(page)).toBeGreaterThan(0);

      await page.goto(`${shop.origin}/${shop.searchSegment}/xyzqwv`);
      await expect(page.getByTestId('search-no-results')).toBeVisible();
      await expect(page.getByTestId('close-term')).toHaveCount(0);
    });
  });
}
