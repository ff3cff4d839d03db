import { STOREFRONTS } from '../support/storefronts';
import { expect, test } from '../support/test';

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: the home page shows top products, the app promo and the shop's claims`, async ({ page }) => {
    await page.goto(`${shop.origin}/`);

    const cards = page.getByTestId('top-products').getByTestId('product-card');
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) {
      await expect(card.getByTestId('product-price')).toContainText(shop.currency);
      // EU Omnibus: wherever a discount shows, so does the lowest price of the last 30 days.
      const discounted = (await card.getByTestId('discount-badge').count()) > 0;
      await expect(card.getByTestId('lowest-price-30-days')).toHaveCount(discounted ? 1 : 0);
    }
    // The seed has discounted top products, so the Omnibus line is really exercised.
    await expect(page.getByTestId('top-products').getByTestId('lowest-price-30-days').first()).toContainText(
      shop.currency,
    );

    const benefits = page.getByTestId('benefits-cards');
    await expect(benefits).toContainText(
      shop.messages.benefits.freeShippingTitle.replace('{amount}', shop.freeShipping),
      { ignoreCase: true },
    );
    await expect(benefits).toContainText(shop.messages.benefits.sinceTitle, { ignoreCase: true });

    const promo = page.getByTestId('app-promo');
    await expect(promo).toContainText(shop.messages.home.promoTitle, { ignoreCase: true });
    await promo.getByRole('link', { name: shop.messages.home.promoCta }).click();
    await expect(page).toHaveURL(/\/app$/);
  });
}
