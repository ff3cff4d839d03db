import type { Page } from '@playwright/test';
import { CartSchema, GiftVoucherOfferSchema } from '../../packages/contract/src';
import { localizedPath, type Route } from '../../packages/i18n/src/routes';
import { expect, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import { addShoeToCart, BUYERS, fillBuyer, orderOnThankYouPage } from '../support/checkout';
import { mailMatching } from '../support/mail';
import { STOREFRONTS, type Storefront } from '../support/storefronts';

/**
 * Gift vouchers to buy (issue 14 §3, §4) in every shop: the purchase page passes axe and refuses a
 * value under the minimum and a one-letter dedication at their fields, sending nothing; a voucher of
 * the shop's largest custom value for oneself with a dedication goes into the cart (the header's
 * count follows), through a checkout that offers no delivery and card or transfer only, paid by card
 * at the test gateway; its e-mail brings the code, the dedication and the printable PNG; and in a
 * second order the code pays for a shoe in the cart, keeping the rest of its balance, which is shown.
 */

const pathOf = (shop: Storefront, route: Route) => `${shop.origin}${localizedPath(shop.locale, route)}`;

/** `{name}` placeholders of a message filled, as the shop fills them. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The PNG signature every PNG file starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function expectHeaderCount(page: Page, count: number) {
  await expect(page.getByTestId('cart-count')).toHaveText(String(count));
}

for (const shop of STOREFRONTS) {
  test(`${shop.locale}: a gift voucher bought for oneself, paid by card, e-mailed with its code, and spent in part in a second order`, async ({
    page,
    readApi,
  }) => {
    // Two orders, one paid at the gateway, and an e-mail rendered with its picture.
    test.slow();
    const texts = shop.messages.giftVoucher;
    const lines = shop.messages.giftVoucherLines;
    const validation = shop.messages.validation;
    // One buyer a run, so the voucher's e-mail is this run's.
    const email = `e2e.gift.${shop.locale}.${Date.now()}@example.sk`;
    const dedication = `Veľa šťastia na trati, ${shop.locale.toUpperCase()}!`;

    // --- The page: from the footer, cached like a catalog page, and accessible -------------------
    await page.goto(`${shop.origin}/`);
    // The api's offer, read as the page's scripts read (the page must be on the shop).
    const offer = await readApi('/api/lib/v1/gift-vouchers/offer', GiftVoucherOfferSchema);
    const footerLink = page.getByTestId('footer-gift-voucher');
    await expect(footerLink).toHaveText(texts.link);
    await expect(footerLink).toHaveAttribute('href', localizedPath(shop.locale, '/gift-voucher'));
    await footerLink.click();
    await expect(page).toHaveURL(pathOf(shop, '/gift-voucher'));
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const form = page.getByTestId('gift-voucher-form');
    for (const value of offer.values)
      await expect(form.getByRole('radio', { name: value.formatted, exact: true })).toBeVisible();
    for (const design of offer.designs)
      await expect(form.getByRole('radio', { name: design.name, exact: true })).toBeVisible();
    expect(await blockingViolations(page), 'gift-voucher page').toEqual([]);

    // --- Refusals at their fields; nothing reaches the cart --------------------------------------
    await form.getByRole('radio', { name: texts.customValue, exact: true }).check();
    const custom = form.getByRole('textbox', { name: fill(texts.customValueLabel, { currency: shop.currency }) });
    await custom.fill(String(offer.minimum.amount / 100 - 1));
    const dedicationField = form.getByRole('textbox', { name: texts.dedication, exact: true });
    await dedicationField.fill('A');
    await expect(page.getByTestId('gift-voucher-counter')).toHaveText(
      fill(texts.dedicationCounter, { count: 1, max: offer.dedication.max }),
    );
    await page.getByTestId('gift-voucher-submit').click();
    await expect(page.getByTestId('gift-voucher-value-error')).toHaveText(
      fill(validation.giftVoucherValueTooSmall, { minimum: offer.minimum.formatted }),
    );
    await expect(page.getByTestId('gift-voucher-dedication-error')).toHaveText(validation.giftVoucherDedication);
    await expect(page.getByTestId('gift-voucher-error')).toHaveText(texts.invalid);
    await expect(custom).toBeFocused();
    expect((await readApi('/api/lib/v1/cart', CartSchema)).giftVouchers).toEqual([]);

    // --- The largest custom value, for oneself, with a dedication, into the cart ------------------
    await custom.fill(String(offer.maximum.amount / 100));
    await form.getByRole('radio', { name: offer.designs[1]?.name ?? '', exact: true }).check();
    await dedicationField.fill(dedication);
    await expect(page.getByTestId('gift-voucher-counter')).toHaveText(
      fill(texts.dedicationCounter, { count: [...dedication].length, max: offer.dedication.max }),
    );
    await page.getByTestId('gift-voucher-submit').click();
    await expect(page.getByTestId('gift-voucher-added')).toContainText(texts.toCart);
    await expectHeaderCount(page, 1);
    const cart = await readApi('/api/lib/v1/cart', CartSchema);
    expect(cart.giftVouchers).toMatchObject([
      { value: offer.maximum, design: offer.designs[1]?.id, dedication, recipient: null, sendOn: null },
    ]);

    // --- The cart lists it, with its sum; the checkout offers no delivery, card or transfer only --
    await page.getByTestId('cart-link').click();
    const line = page.getByTestId('cart-gift-voucher');
    await expect(line.getByTestId('cart-gift-voucher-title')).toHaveText(
      fill(lines.title, { value: offer.maximum.formatted }),
    );
    await expect(line.getByTestId('gift-voucher-line-dedication')).toHaveText(
      fill(lines.dedication, { text: dedication }),
    );
    await expect(line.getByTestId('gift-voucher-line-recipient')).toHaveText(lines.recipientMe);
    await expect(page.getByTestId('sum-gift-vouchers').locator('dd')).toHaveText(offer.maximum.formatted);
    await page.getByTestId('cart-continue').click();
    await expect(page).toHaveURL(pathOf(shop, '/shipping-and-payment'));
    await expect(page.getByTestId('no-delivery-note')).toHaveText(lines.noDelivery);
    await expect(page.getByTestId('delivery-courier')).toHaveCount(0);
    await expect(page.getByTestId('payment-cash_on_delivery')).toHaveCount(0);
    await expect(page.getByTestId('payment-bank_transfer')).toBeVisible();
    await page.getByTestId('payment-card').check();
    await fillBuyer(page, shop, { ...BUYERS[shop.locale], email });
    await page.getByTestId('terms-accepted').check();
    await page.getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(pathOf(shop, '/summary'));
    await expect(page.getByTestId('summary-gift-voucher')).toContainText(dedication);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(new RegExp(`^${shop.origin}/api/test-gateway/pay/`));
    await page.locator('button[value="pay"]').click();
    const bought = await orderOnThankYouPage(page, readApi);
    expect(bought.payment).toMatchObject({ kind: 'card', state: 'paid' });
    expect(bought.delivery).toBeNull();
    await expect(page.getByTestId('thank-you-gift-voucher')).toContainText(dedication);
    await expectHeaderCount(page, 0);

    // --- The voucher's e-mail: the code, the dedication and the printable picture ---------------
    const mail = await mailMatching(email, (candidate) => (candidate.text ?? '').includes(dedication));
    const code = /GV-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(mail.text ?? '')?.[0];
    expect(code, 'the code in the e-mail').toBeDefined();
    expect(mail.html || '').toContain(code ?? '(no code)');
    const picture = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(picture, 'the printable PNG').toBeDefined();
    expect(picture?.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(picture?.content.length ?? 0).toBeGreaterThan(1000);

    // --- A second order: the code pays for a shoe, and the rest of its balance is shown ----------
    await page.goto(`${shop.origin}/`);
    await addShoeToCart(page, readApi, shop);
    await page.goto(pathOf(shop, '/cart'));
    const cartTexts = shop.messages.cart;
    const voucherForm = page.getByTestId('voucher-form');
    await voucherForm.getByLabel(cartTexts.voucher).fill(code ?? '');
    await voucherForm.getByRole('button', { name: cartTexts.voucherApply }).click();
    await expect(page.getByTestId('cart-voucher')).toContainText(code ?? '(no code)');
    const redeemed = await readApi('/api/lib/v1/cart', CartSchema);
    const paid = redeemed.voucher?.paid.amount ?? 0;
    // The shoe costs less than the voucher's largest value: the voucher pays all of it, in part.
    expect(paid).toBe(redeemed.sums.total.price);
    expect(paid).toBeLessThan(offer.maximum.amount);
    expect(redeemed.voucher?.remaining.amount).toBe(offer.maximum.amount - paid);
    await expect(page.getByTestId('sum-voucher').locator('dd')).toHaveText(`−${redeemed.voucher?.paid.formatted}`);
    await expect(page.getByTestId('cart-voucher')).toContainText(
      fill(cartTexts.voucherRemaining, { amount: redeemed.voucher?.remaining.formatted ?? '' }),
    );
  });
}
