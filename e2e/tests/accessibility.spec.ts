import type { Page } from '@playwright/test';
import { localizedPath } from '../../packages/i18n/src/routes';
import { pageTitle } from '../../packages/i18n/src/title';
import { blockingViolations } from '../support/axe';
import { STOREFRONTS, type Storefront } from '../support/storefronts';
import { expect, test } from '../support/test';

/** Waits until the document title is the page's own: its h1 and the shop's name. */
async function expectTitleOf(page: Page, shop: Storefront) {
  const heading = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await expect(page).toHaveTitle(pageTitle(heading, shop.locale));
}

for (const shop of STOREFRONTS) {
  test.describe(`${shop.locale} accessibility`, () => {
    test('the home page has no serious or critical WCAG 2 AA violations', async ({ page }) => {
      await page.goto(`${shop.origin}/`);
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('the registration page has no serious or critical WCAG 2 AA violations', async ({ page }) => {
      await page.goto(`${shop.origin}${localizedPath(shop.locale, '/registration')}`);
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('the 404 page has no serious or critical WCAG 2 AA violations', async ({ page }) => {
      const response = await page.goto(`${shop.origin}/no-such-page-a11y`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.messages.notFound.title);
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('a product and a static page have no serious or critical WCAG 2 AA violations', async ({ page }) => {
      await page.goto(`${shop.origin}/`);
      await page.getByTestId('product-card').first().getByRole('link').click();
      await expect(page.getByTestId('product-detail')).toBeVisible();
      // After a client-side navigation the new title arrives with the streamed metadata.
      await expectTitleOf(page, shop);
      expect(await blockingViolations(page), 'product').toEqual([]);

      await page.getByTestId('footer-statics01').getByRole('link').first().click();
      await expect(page.getByTestId('static-page')).toBeVisible();
      await expectTitleOf(page, shop);
      expect(await blockingViolations(page), 'static page').toEqual([]);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test('the home page with the menu drawer open has no serious or critical violations', async ({ page }) => {
        await page.goto(`${shop.origin}/`);
        await page.getByTestId('menu-trigger').click();
        await expect(page.getByTestId('drawer')).toBeVisible();
        expect(await blockingViolations(page)).toEqual([]);
      });
    });
  });
}
