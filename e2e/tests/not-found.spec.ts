import { STOREFRONTS } from '../support/storefronts';
import { expect, test } from '../support/test';

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: an unknown path gets the localized 404 page`, async ({ page }) => {
    const response = await page.goto(`${shop.origin}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.messages.notFound.title);
  });
}
