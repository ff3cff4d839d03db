import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { PATHNAMES } from '../../packages/i18n/src/routes';
import { STOREFRONTS, type Storefront } from '../support/storefronts';
import { expect, test } from '../support/test';

/**
 * The header search box (issue 4 §1, §6): a WAI-ARIA combobox over the autosuggest api, in every
 * storefront. Terms are typed without diacritics, as runners type them.
 */
const TERMS = {
  sk: { term: 'bezecke', category: /bežeck/i, submitted: 'nike pegasus' },
  cz: { term: 'bezecke', category: /běžeck/i, submitted: 'nike pegasus' },
  hu: { term: 'futo', category: /futó/i, submitted: 'nike pegasus' },
} as const satisfies Record<Storefront['locale'], { term: string; category: RegExp; submitted: string }>;

/** The first path segment of a localized route, e.g. `/vyhladavanie` of the search route. */
function segment(shop: Storefront, route: '/search/[term]/[[...parameters]]' | '/product/[urlTitle]'): string {
  return PATHNAMES[route][shop.locale].split('/')[1] ?? '';
}

function combobox(page: Page, shop: Storefront): Locator {
  return page.getByRole('combobox', { name: shop.messages.header.searchLabel });
}

/** The element the combobox points at with aria-activedescendant, or null. */
async function activeOption(page: Page, input: Locator): Promise<Locator | null> {
  const id = await input.getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`) : null;
}

for (const shop of STOREFRONTS) {
  const { term, category, submitted } = TERMS[shop.locale];

  test.describe(`${shop.locale} search box`, () => {
    test('suggests after the 1 s debounce, moves with the keyboard and opens a product with Enter', async ({
      page,
    }) => {
      await page.goto(`${shop.origin}/`);
      const input = combobox(page, shop);
      await input.click();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      // The empty-field answer arrives first; then typing must wait for the debounce.
      await expect(page.getByTestId('search-group-suggested-products')).toBeVisible();

      const asked = page.waitForRequest((request) =>
        request.url().includes(`/api/lib/v1/autosuggest?search=${encodeURIComponent(term)}`),
      );
      await input.pressSequentially(term, { delay: 40 });
      const typedAt = Date.now();
      await expect(page.getByTestId('search-notice-loading')).toBeVisible();
      await asked;
      expect(Date.now() - typedAt, 'the request waits for the debounce').toBeGreaterThanOrEqual(800);

      const panel = page.getByTestId('search-panel');
      await expect(panel.getByTestId('search-group-products')).toBeVisible();
      await expect(panel.getByTestId('search-group-categories').getByRole('option').first()).toHaveText(category);
      await expect(panel.getByTestId('search-group-show-all').getByRole('option')).toBeVisible();
      const products = panel.getByTestId('search-group-products').getByRole('option');
      expect(await products.count()).toBeGreaterThan(1);
      await expect(products.first().getByTestId('search-product-price')).toContainText(shop.currency);
      // The live region says how many suggestions there are.
      await expect(page.getByTestId('search-status')).toHaveText(/\d/);

      // ArrowDown walks the options (categories first) until the first product is active.
      await expect(input).not.toHaveAttribute('aria-activedescendant');
      const seen: string[] = [];
      for (let step = 0; step < 20; step += 1) {
        await input.press('ArrowDown');
        const id = (await input.getAttribute('aria-activedescendant')) ?? '';
        expect(id, 'each ArrowDown activates another option').not.toBe(seen.at(-1) ?? '');
        seen.push(id);
        const option = await activeOption(page, input);
        if (!option) throw new Error('ArrowDown left no option active');
        await expect(option).toHaveAttribute('aria-selected', 'true');
        if ((await option.getAttribute('data-testid')) === 'search-option-product') break;
      }
      expect(seen.length).toBeGreaterThan(1);
      await expect(input).toBeFocused();

      // ArrowUp goes back one, ArrowDown returns to the product.
      await input.press('ArrowUp');
      await expect(input).toHaveAttribute('aria-activedescendant', seen.at(-2) ?? '');
      await input.press('ArrowDown');
      const product = await activeOption(page, input);
      const href = (await product?.getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`^/${segment(shop, '/product/[urlTitle]')}/[a-z0-9-]+$`));

      await input.press('Enter');
      await expect(page).toHaveURL(`${shop.origin}${href}`);
      await expect(page.getByTestId('product-detail')).toBeVisible();
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    });

    test('submitting a term opens the localized search route with the encoded term, with results', async ({ page }) => {
      await page.goto(`${shop.origin}/`);
      const input = combobox(page, shop);
      await input.fill(submitted);
      await input.press('Enter');
      await expect(page).toHaveURL(
        `${shop.origin}/${segment(shop, '/search/[term]/[[...parameters]]')}/${encodeURIComponent(submitted)}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toContainText(submitted);
      const total = Number(await page.getByTestId('listing-total').getAttribute('data-total'));
      expect(total).toBeGreaterThan(0);
      await expect(page.getByTestId('category-products').getByTestId('product-card').first()).toContainText(/pegasus/i);
    });

    test('the empty field shows contacts, info pages and 8 suggested products', async ({ page }) => {
      await page.goto(`${shop.origin}/`);
      const input = combobox(page, shop);
      await input.focus();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      const panel = page.getByTestId('search-panel');

      const contacts = panel.getByTestId('search-group-contacts');
      await expect(contacts.getByTestId('search-option-phone')).toHaveAttribute('href', /^tel:\+?\d{6,}$/);
      await expect(contacts.getByTestId('search-option-email')).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
      const pages = panel.getByTestId('search-group-info-pages').getByRole('option');
      expect(await pages.count()).toBeGreaterThan(0);
      await expect(pages.first()).toHaveAttribute(
        'href',
        new RegExp(`^${PATHNAMES['/page/[urlTitle]'][shop.locale].replace('[urlTitle]', '[a-z0-9-]+')}$`),
      );
      await expect(panel.getByTestId('search-group-suggested-products').getByRole('option')).toHaveCount(8);
      await expect(page.getByTestId('search-status')).toHaveText(/\d/);
    });

    test('Escape, the close button and a click outside close the panel', async ({ page }) => {
      await page.goto(`${shop.origin}/`);
      const input = combobox(page, shop);
      const panel = page.getByTestId('search-panel');

      await input.click();
      await expect(panel).toBeVisible();
      await input.press('Escape');
      await expect(panel).toBeHidden();
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(input).toBeFocused();

      await input.press('ArrowDown');
      await expect(panel).toBeVisible();
      await page.getByTestId('search-close').click();
      await expect(panel).toBeHidden();
      await expect(input).toBeFocused();

      await input.fill(term);
      await expect(panel).toBeVisible();
      // The top-left corner is bare top bar, outside the field and the panel.
      await page.mouse.click(2, 2);
      await expect(panel).toBeHidden();
      await expect(input).toHaveValue(term);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test('the panel spans the screen below the field, with touch-sized targets', async ({ page }) => {
        await page.goto(`${shop.origin}/`);
        const input = combobox(page, shop);
        await input.tap();
        const panel = page.getByTestId('search-panel');
        await expect(panel.getByTestId('search-group-suggested-products').getByRole('option')).toHaveCount(8);
        const box = await panel.boundingBox();
        const field = await input.boundingBox();
        expect(box && field).toBeTruthy();
        if (!box || !field) return;
        expect(Math.round(box.x)).toBe(0);
        expect(Math.round(box.width)).toBe(390);
        expect(box.y).toBeGreaterThanOrEqual(field.y + field.height);

        for (const target of [page.getByTestId('search-close'), ...(await panel.getByRole('option').all())]) {
          const size = await target.boundingBox();
          expect(size?.height ?? 0).toBeGreaterThanOrEqual(44);
        }
        await panel.getByTestId('search-option-product').first().tap();
        await expect(page.getByTestId('product-detail')).toBeVisible();
      });
    });

    test('the open panel has no serious or critical WCAG 2 AA violations', async ({ page }) => {
      await page.goto(`${shop.origin}/`);
      const input = combobox(page, shop);
      await input.fill(term);
      await expect(page.getByTestId('search-group-products')).toBeVisible();
      await input.press('ArrowDown');
      const results = await new AxeBuilder({ page })
        .include('[data-testid="search-form"]')
        .include('[data-testid="search-panel"]')
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  });
}
