import {
  type AvailableFilter,
  type Category,
  CategoryTreeResponseSchema,
  FiltersResponseSchema,
  type FilterValue,
} from '../../packages/contract/src';
import { expect, type ReadApi, test, valuesOf } from '../support/api';
import { STOREFRONTS } from '../support/storefronts';

/** The localized name of the size filter (the segment table). */
const FILTER_NAMES = {
  sk: { size: 'velkost' },
  cz: { size: 'velikost' },
  hu: { size: 'meret' },
} as const;

async function categoryTree(readApi: ReadApi): Promise<Category[]> {
  return (await readApi('/api/custom/categories?depth=2', CategoryTreeResponseSchema)).items;
}

/** The listable categories that hold no product at all, as the api counts them. */
async function emptyCategories(readApi: ReadApi): Promise<{ category: Category; parent: Category | null }[]> {
  const candidates = (await categoryTree(readApi))
    .flatMap((top) => [
      { category: top, parent: null },
      ...top.children.map((child) => ({ category: child, parent: top })),
    ])
    .filter(({ category }) => !category.externalUrl);
  const empty: { category: Category; parent: Category | null }[] = [];
  for (const candidate of candidates) {
    const answer = await readApi(`/api/lib/v1/filters?id=${candidate.category.id}`, FiltersResponseSchema);
    if (answer.total === 0) empty.push(candidate);
  }
  return empty;
}

for (const shop of STOREFRONTS) {
  const names = FILTER_NAMES[shop.locale];
  const listing = shop.messages.listing;

  test.describe(`${shop.locale} listing states that help`, () => {
    test('a category with no products says so, shows no grid or filters to undo, and leads on', async ({
      page,
      readApi,
    }) => {
      await page.goto(`${shop.origin}/`);
      const empty = await emptyCategories(readApi);
      // The seed keeps exactly one such category (packages/db/src/seed/data/categories.ts).
      expect(empty).toHaveLength(1);
      const [{ category, parent }] = empty as [(typeof empty)[number]];
      expect(parent).not.toBeNull();

      const response = await page.goto(`${shop.origin}/${shop.categorySegment}/${category.urlName}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(category.name);
      const state = page.getByTestId('listing-empty');
      await expect(state).toBeVisible();
      await expect(state.getByRole('heading', { level: 2 })).toHaveText(listing.emptyTitle);
      await expect(state).toContainText(listing.emptyText);
      await expect(page.getByTestId('listing-total')).toHaveAttribute('data-total', '0');
      await expect(page.getByTestId('product-card')).toHaveCount(0);
      await expect(page.getByTestId('listing-no-match')).toHaveCount(0);
      await expect(page.getByTestId('remove-filter')).toHaveCount(0);

      // Leads on: the page names its parent category, which the menu links to, and which has products.
      await expect(page.getByTestId('screen-category')).toContainText(parent?.name ?? '');
      const toParent = page.locator(`[data-testid="menu-item"][data-category="${parent?.urlName}"] > a`);
      await expect(toParent).toBeVisible();
      await toParent.click();
      await expect(page).toHaveURL(`${shop.origin}/${shop.categorySegment}/${parent?.urlName}`);
      await expect(page.getByTestId('category-products').getByTestId('product-card').first()).toBeVisible();
    });

    test('filters nothing matches say so and offer to remove the size filter, which brings products back', async ({
      page,
      readApi,
    }) => {
      await page.goto(`${shop.origin}/`);
      const shoes = (await categoryTree(readApi)).find(
        (category) => !category.externalUrl && /obuv|boty|cipo/.test(category.urlName),
      );
      if (!shoes) throw new Error('no shoes category in the menu');

      // A filter value, then a size nothing with that value comes in (e.g. men's shoes in size 36): a
      // combination the panel disables, reached by URL. Parameters first: they split sizes the most.
      const all = await readApi(`/api/lib/v1/filters?id=${shoes.id}`, FiltersResponseSchema);
      const firsts = all.available
        .filter((filter) => filter.kind === 'values' && filter.urlName !== names.size)
        .sort((a, b) => Number(b.key === 'parameter') - Number(a.key === 'parameter'))
        .flatMap((filter) =>
          valuesOf(filter)
            .filter((value) => value.count > 0)
            .map((value) => ({ filter, value })),
        );
      let combination: { first: (typeof firsts)[number]; size: FilterValue; sizeFilter: AvailableFilter } | null = null;
      for (const first of firsts) {
        const answer = await readApi(
          `/api/lib/v1/filters?id=${shoes.id}&param=${first.filter.urlName}/${first.value.urlName}`,
          FiltersResponseSchema,
        );
        const sizeFilter = answer.available.find((filter) => filter.urlName === names.size);
        const size = valuesOf(sizeFilter).find((value) => value.count === 0);
        if (sizeFilter && size) {
          combination = { first, size, sizeFilter };
          break;
        }
      }
      if (!combination) throw new Error('no filter value misses a size in the shoes category');
      const { first, size, sizeFilter } = combination;

      const base = `${shop.origin}/${shop.categorySegment}/${shoes.urlName}`;
      const noMatch = await readApi(
        `/api/lib/v1/filters?id=${shoes.id}&param=${first.filter.urlName}/${first.value.urlName}/${names.size}/${size.urlName}`,
        FiltersResponseSchema,
      );
      expect(noMatch.total).toBe(0);
      const response = await page.goto(`${base}/${noMatch.canonicalParam}`);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(`${base}/${noMatch.canonicalParam}`);

      const state = page.getByTestId('listing-no-match');
      await expect(state).toBeVisible();
      await expect(state.getByRole('heading', { level: 2 })).toHaveText(listing.noMatchTitle);
      await expect(state).toContainText(listing.noMatchText);
      await expect(page.getByTestId('listing-total')).toHaveAttribute('data-total', '0');
      await expect(page.getByTestId('product-card')).toHaveCount(0);
      await expect(page.getByTestId('listing-empty')).toHaveCount(0);

      // One offer per selected filter, in the panel's order and named as the panel names it, plus "clear all".
      const selectedNames = noMatch.available
        .filter((filter) => filter.urlName === first.filter.urlName || filter.urlName === names.size)
        .map((filter) => filter.name);
      expect(selectedNames).toHaveLength(2);
      const removals = state.getByTestId('remove-filter');
      await expect(removals).toHaveText(selectedNames.map((name) => listing.removeFilter.replace('{filter}', name)));
      await expect(state.getByTestId('clear-filters')).toHaveText(listing.clearAll);

      // "Remove the size filter" keeps the other filter and brings its products back.
      await removals.filter({ hasText: listing.removeFilter.replace('{filter}', sizeFilter.name) }).click();
      await expect(page).toHaveURL(`${base}/${first.filter.urlName}/${first.value.urlName}`);
      await expect(page.getByTestId('listing-no-match')).toHaveCount(0);
      await expect(page.getByTestId('listing-total')).toHaveAttribute('data-total', String(first.value.count));
      await expect(page.getByTestId('category-products').getByTestId('product-card').first()).toBeVisible();
    });
  });
}
