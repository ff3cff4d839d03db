import type { Page } from '@playwright/test';
import { decode } from 'bysquare/pay';
import { CheckoutSchema, type OrderSummary, WithdrawalReceivedSchema } from '../../packages/contract/src';
import { localizedPath } from '../../packages/i18n/src/routes';
import { expect, type ReadApi, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import {
  addShoeToCart,
  BUYERS,
  chooseSizeWithKeyboard,
  fillBuyer,
  focusIsVisible,
  orderableShoe,
  orderOnThankYouPage,
  orderThroughApi,
  readQrCode,
  readQrPng,
  tabTo,
} from '../support/checkout';
import { mailWithSubject } from '../support/mail';
import { port, STOREFRONTS, type Storefront } from '../support/storefronts';

/**
 * Checkout (issue 12) through the three storefronts: delivery and payment, the summary, ordering,
 * the thank-you page with how to pay, and the withdrawal. Between them every delivery (pickup point,
 * courier, store) and every payment (bank transfer, card paid and cancelled, cash on delivery, in the
 * store) is ordered once, once with the keyboard alone; every checkout page passes axe.
 */

const shopOf = (locale: Storefront['locale']) => {
  const shop = STOREFRONTS.find((candidate) => candidate.locale === locale);
  if (!shop) throw new Error(`no storefront ${locale}`);
  return shop;
};
const SK = shopOf('sk');
const CZ = shopOf('cz');
const HU = shopOf('hu');

const pathOf = (shop: Storefront, route: Parameters<typeof localizedPath>[1]) =>
  `${shop.origin}${localizedPath(shop.locale, route)}`;

/** The thank-you page of any order: `/objednavka/dakujeme/{token}` and the like. */
const thankYouUrl = (shop: Storefront) =>
  new RegExp(
    `^${shop.origin}${localizedPath(shop.locale, '/order/thank-you/[token]', { token: 'TOKEN' }).replace('TOKEN', '[A-Za-z0-9_-]{43}$')}`,
  );

/**
 * The date and time of an instant as the spec (§9) writes them for a shop, DD.MM.YYYY and HH:mm in
 * the shop's time zone; worked out here, apart from the shop's own formatting.
 */
const SHOP_ZONE = { sk: 'Europe/Bratislava', cz: 'Europe/Prague', hu: 'Europe/Budapest' } as const;
function shopClock(at: Date, shop: Storefront) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_ZONE[shop.locale],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return { date: `${part('day')}.${part('month')}.${part('year')}`, time: `${part('hour')}:${part('minute')}` };
}

/** `{name}` placeholders of a message filled, as the shop fills them. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The fields of a QR Platba (SPAYD 1.0) text: `SPD*1.0*KEY:value*KEY:value…`. */
function spaydFields(payload: string): Map<string, string> {
  const [head, version, ...pairs] = payload.split('*');
  expect([head, version], payload).toEqual(['SPD', '1.0']);
  return new Map(
    pairs.map((pair) => {
      const colon = pair.indexOf(':');
      return [pair.slice(0, colon), pair.slice(colon + 1)] as const;
    }),
  );
}

async function expectHeaderCount(page: Page, count: number) {
  await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', String(count));
}

/** A shoe in the cart and the delivery page open, reached from the cart's "continue". */
async function toDeliveryPage(page: Page, readApi: ReadApi, shop: Storefront, options?: { inShopStore?: boolean }) {
  await page.goto(`${shop.origin}/`);
  const piece = await addShoeToCart(page, readApi, shop, options);
  await page.goto(pathOf(shop, '/cart'));
  await page.getByTestId('cart-continue').click();
  await expect(page).toHaveURL(pathOf(shop, '/shipping-and-payment'));
  await expect(page.getByTestId('delivery-form')).toBeVisible();
  return piece;
}

/** Chooses the first pickup point the picker finds for `town`. */
async function choosePickupPoint(page: Page, town: string) {
  await page.getByTestId('pickup-point-search').fill(town);
  const first = page.getByTestId('pickup-point-option').first();
  await expect(first).toContainText(town);
  const name = (await first.locator('span').first().textContent()) ?? '';
  await first.click();
  await expect(page.getByTestId('pickup-point-chosen')).toContainText(name);
  return name;
}

/** The summary, once "continue" saved everything, and its sums as the api priced them. */
async function continueToSummary(page: Page, readApi: ReadApi, shop: Storefront) {
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(pathOf(shop, '/summary'));
  await expect(page.getByTestId('summary-page')).toBeVisible();
  const checkout = await readApi('/api/lib/v1/checkout', CheckoutSchema);
  expect(checkout.complete).toBe(true);
  await expect(page.getByTestId('sum-total').locator('dd')).toHaveText(checkout.cart.sums.total.priceFormatted);
  return checkout;
}

/** The order placed with the button whose words say it obliges to pay. */
async function placeOrder(page: Page, shop: Storefront) {
  const button = page.getByTestId('place-order');
  await expect(button).toHaveText(shop.messages.checkout.summary.order);
  await button.click();
}

/** The thank-you page's order as the api has it (the token is in the page's address). */
async function orderOnPage(page: Page, readApi: ReadApi, shop: Storefront) {
  // Placing is the heaviest request of a journey (stock, order, e-mails in one transaction, then a page
  // rendered for the new order); with two workers on two cores it has taken more than the usual 10 s.
  await expect(page).toHaveURL(thankYouUrl(shop), { timeout: 30_000 });
  return orderOnThankYouPage(page, readApi);
}

/** The shop's footer link to its withdrawal page, in the shop's words, followed. */
async function withdrawalFromFooter(page: Page, shop: Storefront) {
  const link = page.getByTestId('footer-withdrawal');
  await expect(link).toHaveAttribute('href', localizedPath(shop.locale, '/withdrawal'));
  await expect(link).toHaveText(shop.messages.withdrawal.link);
  await link.click();
  await expect(page).toHaveURL(pathOf(shop, '/withdrawal'));
}

/**
 * The withdrawal form walked through for a real order, from the numbers typed in to the
 * acknowledgement on the page (with the date and time the api received it); then the acknowledgement
 * e-mail, with that date and time too.
 */
async function withdrawOnPage(page: Page, shop: Storefront, order: { orderNumber: string; email: string }) {
  const texts = shop.messages.withdrawal;
  // The form's own fields: the footer's newsletter box has an e-mail field of the same name.
  const form = page.getByTestId('withdrawal-form');
  await form.getByRole('textbox', { name: texts.orderNumber, exact: true }).fill(order.orderNumber);
  await form.getByRole('textbox', { name: texts.email, exact: true }).fill(order.email);
  await page.getByTestId('withdrawal-continue').click();
  await expect(page.getByTestId('withdrawal-confirm')).toContainText(
    fill(texts.confirmText, { orderNumber: order.orderNumber, email: order.email }),
  );
  expect(await blockingViolations(page), 'withdrawal confirmation').toEqual([]);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/lib/v1/order/withdrawal') && response.status() === 200,
  );
  await page.getByTestId('withdrawal-confirm-button').click();
  const received = WithdrawalReceivedSchema.parse(await (await answer).json());
  expect(received.orderNumber).toBe(order.orderNumber);
  const { date, time } = shopClock(new Date(received.receivedAt), shop);
  await expect(page.getByTestId('withdrawal-received')).toHaveText(
    fill(texts.doneText, { orderNumber: order.orderNumber, date, time }),
  );
  await expect(page.getByTestId('withdrawal-done').getByRole('heading', { level: 1 })).toBeFocused();

  // The acknowledgement on a durable medium: the e-mail names the order and when it was received.
  const t = shop.messages.mail.withdrawalAcknowledgement;
  const mail = await mailWithSubject(order.email, fill(t.subject, { number: order.orderNumber }));
  expect(mail.text).toContain(fill(t.received, { date, time, number: order.orderNumber }));
  expect(mail.text).toContain(`${t.receivedAt}: ${date}, ${time}`);
  expect(mail.html).toContain(`${date}, ${time}`);
  return { date, time };
}

/**
 * The order confirmation e-mail of `order`, found by its subject, with what every one says: the
 * order number, each line as the order holds it, the total and what is left to pay, and how to
 * withdraw (with the link to the shop's withdrawal page).
 */
async function orderMail(shop: Storefront, order: OrderSummary, email: string) {
  const t = shop.messages.mail.orderConfirmation;
  const mail = await mailWithSubject(email, fill(t.subject, { number: order.orderNumber }));
  const text = mail.text ?? '';
  expect(text).toContain(`${t.orderNumber}: ${order.orderNumber}`);
  expect(order.items.length).toBeGreaterThan(0);
  for (const item of order.items) {
    const line = fill(t.line, {
      name: item.name,
      size: item.size,
      count: item.count,
      unitPrice: item.unitPrice.formatted,
      total: item.totalPrice.formatted,
    });
    expect(text).toContain(`- ${line}`);
  }
  expect(text).toContain(`${t.total}: ${order.sums.total.formatted}`);
  expect(text).toContain(`${t.toPay}: ${order.sums.toPay.formatted}`);
  expect(text).toContain(fill(t.withdrawalText, { days: 14, number: order.orderNumber }));
  expect(text).toContain(localizedPath(shop.locale, '/withdrawal'));
  return { mail, text };
}

test.describe('checkout', () => {
  test('sk: pickup point and bank transfer; the form’s messages at their fields; the QR code pays the order', async ({
    page,
    readApi,
  }) => {
    // Four pages through axe, and the first journey after the servers start: on a machine shared by
    // several runs it needs more than a minute.
    test.slow();
    const texts = SK.messages.checkout;
    const validation = SK.messages.validation;
    // The summary of a checkout that lacks everything sends the buyer back to delivery and payment.
    await page.goto(`${SK.origin}/`);
    const piece = await addShoeToCart(page, readApi, SK);
    await page.goto(pathOf(SK, '/summary'));
    await expect(page).toHaveURL(pathOf(SK, '/shipping-and-payment'));
    await page.goto(pathOf(SK, '/cart'));
    await page.getByTestId('cart-continue').click();
    await expect(page).toHaveURL(pathOf(SK, '/shipping-and-payment'));
    await expect(page.getByTestId('checkout-aside')).toContainText(piece.name);
    expect(await blockingViolations(page), 'delivery page').toEqual([]);

    // "Continue" with nothing filled: every message at its field, the focus on the first.
    await page.getByTestId('checkout-continue').click();
    await expect(page.getByTestId('delivery-form-error')).toHaveText(texts.invalid);
    await expect(page.locator('#checkout-delivery')).toBeFocused();
    await expect(page.getByTestId('checkout-delivery-error')).toHaveText(texts.delivery.required);
    const form = page.getByTestId('contact-form');
    const email = form.getByRole('textbox', { name: texts.contact.email, exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(`${texts.contact.emailHint} ${validation.required}`);
    await expect(page.getByTestId('checkout-termsAccepted-error')).toHaveText(validation.terms);
    expect(await blockingViolations(page), 'delivery page with messages').toEqual([]);

    // A postal code of the wrong form is told with the country's format; the rest as the rules say.
    await fillBuyer(page, SK, { ...BUYERS.sk, zip: '8110', email: 'jana@' });
    await page.getByTestId('delivery-pickup_point').check();
    await page.getByTestId('checkout-continue').click();
    await expect(page.getByTestId('pickup-point-error')).toHaveText(SK.messages.pickupPoints.required);
    await expect(page.getByTestId('pickup-point-search')).toBeFocused();
    await expect(page.getByTestId('checkout-zip-error')).toHaveText(validation.zip.replace('{format}', 'XXX XX'));
    await expect(page.getByTestId('checkout-email-error')).toHaveText(validation.email);

    // Pickup point: the payments offered are those that go with it (not paying in the store).
    const point = await choosePickupPoint(page, 'Bratislava');
    const payments = page.getByTestId('payment-choice').getByRole('radio');
    await expect(payments).toHaveCount(3);
    await expect(page.getByTestId('payment-in_store')).toHaveCount(0);
    await page.getByTestId('payment-bank_transfer').check();
    await fillBuyer(page, SK, BUYERS.sk);
    await page.getByTestId('terms-accepted').check();
    await expect(page.getByTestId('marketing-consent')).not.toBeChecked();

    const checkout = await continueToSummary(page, readApi, SK);
    await expect(page.getByTestId('summary-place')).toContainText(point);
    await expect(page.getByTestId('summary-billing')).toContainText(BUYERS.sk.email);
    await expect(page.getByTestId('summary-lines')).toContainText(piece.name);
    await expect(page.getByTestId('withdrawal-link')).toHaveAttribute('href', localizedPath('sk', '/withdrawal'));
    expect(await blockingViolations(page), 'summary').toEqual([]);

    // Back to change the delivery: the page comes back as it was left, the pickup point with it.
    await page.getByTestId('summary-delivery-edit').click();
    await expect(page).toHaveURL(pathOf(SK, '/shipping-and-payment'));
    await expect(page.getByTestId('pickup-point-chosen')).toContainText(point);
    await expect(page.getByTestId('payment-bank_transfer')).toBeChecked();
    await expect(
      page.getByTestId('contact-form').getByRole('textbox', { name: texts.contact.zip, exact: true }),
    ).toHaveValue(BUYERS.sk.zip);
    await expect(page.getByTestId('terms-accepted')).toBeChecked();
    await continueToSummary(page, readApi, SK);

    await placeOrder(page, SK);
    const order = await orderOnPage(page, readApi, SK);
    await expectHeaderCount(page, 0);
    expect(order.sums.toPay.amount).toBe(checkout.cart.sums.toPay.amount);
    await expect(page.getByTestId('bank-reference')).toHaveText(order.orderNumber);
    await expect(page.getByTestId('bank-amount')).toHaveText(order.sums.toPay.formatted);
    await expect(page.getByTestId('bank-iban')).toHaveText('SK3112000000198742637541');

    // The QR code, read off the page: PAY by square with the amount and the order number as variable symbol.
    const qr = page.getByTestId('payment-qr');
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    await expect(qr).toHaveAttribute(
      'alt',
      texts.thankYou.bank.qrAlt
        .replace('{amount}', order.sums.toPay.formatted)
        .replace('{reference}', order.orderNumber),
    );
    const [transfer] = decode(await readQrCode(qr)).payments;
    expect(transfer?.amount).toBe(order.sums.toPay.amount / 100);
    expect(transfer?.currencyCode).toBe('EUR');
    expect(transfer?.variableSymbol).toBe(order.orderNumber);
    expect(await blockingViolations(page), 'thank-you page').toEqual([]);
  });

  test('cz: pickup point and bank transfer; the QR Platba on the thank-you page and in the e-mail pays the order', async ({
    page,
    readApi,
  }) => {
    const iban = 'CZ6508000000192000145399'; // the seed's account of the Czech shop
    await toDeliveryPage(page, readApi, CZ);
    await page.getByTestId('delivery-pickup_point').check();
    const point = await choosePickupPoint(page, 'Praha');
    await page.getByTestId('payment-bank_transfer').check();
    await fillBuyer(page, CZ, BUYERS.cz);
    await page.getByTestId('terms-accepted').check();
    const checkout = await continueToSummary(page, readApi, CZ);
    await expect(page.getByTestId('summary-place')).toContainText(point);

    // What to pay, worked out by hand from the cart's line: the seed's pickup point costs 79 Kč,
    // nothing from 2 000 Kč of goods; a bank transfer has no fee.
    const [line] = checkout.cart.items;
    if (!line || checkout.cart.items.length !== 1) throw new Error('the cart holds not exactly one line');
    const goods = line.unitPriceData.price * line.count;
    const toPay = goods + (goods >= 2000_00 ? 0 : 79_00);
    expect(checkout.cart.sums.toPay.amount).toBe(toPay);

    await placeOrder(page, CZ);
    const order = await orderOnPage(page, readApi, CZ);
    expect(order.delivery?.kind).toBe('pickup_point');
    expect(order.sums.toPay.amount).toBe(toPay);
    await expect(page.getByTestId('bank-reference')).toHaveText(order.orderNumber);
    await expect(page.getByTestId('bank-amount')).toHaveText(order.sums.toPay.formatted);
    await expect(page.getByTestId('bank-iban')).toHaveText(iban);

    // The QR code, read off the page: QR Platba (SPAYD) to the shop's account, the amount in CZK,
    // the order number as variable symbol.
    const qr = page.getByTestId('payment-qr');
    await expect(qr).toHaveAttribute(
      'alt',
      fill(CZ.messages.checkout.thankYou.bank.qrAlt, {
        amount: order.sums.toPay.formatted,
        reference: order.orderNumber,
      }),
    );
    const payload = await readQrCode(qr);
    const fields = spaydFields(payload);
    expect(fields.get('ACC')?.split('+')[0]).toBe(iban);
    expect(fields.get('AM')).toBe((toPay / 100).toFixed(2));
    expect(fields.get('CC')).toBe('CZK');
    expect(fields.get('X-VS')).toBe(order.orderNumber);
    expect(await blockingViolations(page), 'thank-you page').toEqual([]);

    // The confirmation e-mail: the order, and how to pay it, with the same QR code inline.
    const t = CZ.messages.mail.orderConfirmation;
    const { mail, text } = await orderMail(CZ, order, BUYERS.cz.email);
    expect(order.delivery?.place).toContain(point);
    expect(text).toContain(t.deliveryPickupPoint);
    expect(text).toContain(order.delivery?.place ?? point);
    expect(text).toContain(fill(t.transferIntro, { amount: order.sums.toPay.formatted }));
    expect(text).toContain(`${t.iban}: CZ65 0800 0000 1920 0014 5399`);
    expect(text).toContain(`${t.amount}: ${order.sums.toPay.formatted}`);
    expect(text).toContain(`${t.reference}: ${order.orderNumber}`);
    const image = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    if (!image?.cid) throw new Error('the e-mail has no inline QR image');
    expect(mail.html).toContain(`src="cid:${image.cid}"`);
    expect(readQrPng(image.content)).toBe(payload);
  });

  test('cz: courier to another address and card through the test gateway, paid', async ({ page, readApi }) => {
    const texts = CZ.messages.checkout;
    await toDeliveryPage(page, readApi, CZ);
    await page.getByTestId('delivery-courier').check();
    // Paying in the store does not go with a courier; cash on delivery does.
    await expect(page.getByTestId('payment-in_store')).toHaveCount(0);
    await expect(page.getByTestId('payment-cash_on_delivery')).toBeVisible();
    await page.getByTestId('payment-card').check();
    await fillBuyer(page, CZ, BUYERS.cz);
    await page.getByTestId('different-delivery').check();
    const other = page.locator('#checkout-delivery-address');
    await other.getByRole('textbox', { name: texts.contact.firstname, exact: true }).fill('Eva');
    await other.getByRole('textbox', { name: texts.contact.surname, exact: true }).fill('Dvořáková');
    await other.getByRole('textbox', { name: texts.contact.street, exact: true }).fill('Na Příkopě 3');
    await other.getByRole('textbox', { name: texts.contact.city, exact: true }).fill('Brno');
    await other.getByRole('textbox', { name: texts.contact.zip, exact: true }).fill('60200');
    await page.getByTestId('terms-accepted').check();
    await continueToSummary(page, readApi, CZ);
    await expect(page.getByTestId('summary-delivery-address')).toContainText('Eva Dvořáková');
    await expect(page.getByTestId('summary-delivery-address')).toContainText('Na Příkopě 3, 602 00 Brno');

    await placeOrder(page, CZ);
    // The gateway's page, marked as a test, on the shop's own address.
    await expect(page).toHaveURL(new RegExp(`^${CZ.origin}/api/test-gateway/pay/`));
    await expect(page.getByText(CZ.messages.testGateway.banner)).toBeVisible();
    expect(await blockingViolations(page), 'test gateway’s payment page').toEqual([]);
    await page.locator('button[value="pay"]').click();

    const order = await orderOnPage(page, readApi, CZ);
    expect(order.payment).toMatchObject({ kind: 'card', state: 'paid' });
    await expect(page.getByTestId('card-state')).toHaveText(texts.thankYou.card.paid);
    await expect(page.getByTestId('pay-again')).toHaveCount(0);
    await expectHeaderCount(page, 0);
  });

  test('cz: a card payment cancelled at the gateway leaves the order waiting, and it can be paid again', async ({
    page,
    readApi,
  }) => {
    const texts = CZ.messages.checkout.thankYou.card;
    await toDeliveryPage(page, readApi, CZ);
    await page.getByTestId('delivery-courier').check();
    await page.getByTestId('payment-card').check();
    await fillBuyer(page, CZ, BUYERS.cz);
    await page.getByTestId('terms-accepted').check();
    await continueToSummary(page, readApi, CZ);
    await placeOrder(page, CZ);
    await expect(page).toHaveURL(new RegExp(`^${CZ.origin}/api/test-gateway/pay/`));
    await page.locator('button[value="cancel"]').click();

    const order = await orderOnPage(page, readApi, CZ);
    expect(order.payment).toMatchObject({ kind: 'card', state: 'waiting' });
    await expect(page.getByTestId('card-state')).toContainText(texts.waiting.split('{date}')[0] ?? '');
    const payAgain = page.getByTestId('pay-again');
    await expect(payAgain).toHaveText(texts.payAgain);
    expect(await blockingViolations(page), 'thank-you page, card waiting').toEqual([]);

    await payAgain.click();
    await expect(page).toHaveURL(new RegExp(`^${CZ.origin}/api/test-gateway/pay/`));
    await page.locator('button[value="pay"]').click();
    await orderOnPage(page, readApi, CZ);
    await expect(page.getByTestId('card-state')).toHaveText(texts.paid);
  });

  test('hu: collected in a store that holds the goods, paid there', async ({ page, readApi }) => {
    const texts = HU.messages.checkout;
    await toDeliveryPage(page, readApi, HU, { inShopStore: true });
    const offered = await readApi('/api/lib/v1/checkout', CheckoutSchema);
    await page.getByTestId('delivery-store').check();
    // Only the stores that hold every line, each with its opening hours.
    const stores = page.getByTestId('store-option');
    await expect(stores).toHaveCount(offered.stores.length);
    const store = offered.stores[0];
    if (!store) throw new Error('the checkout offers no store');
    await expect(stores.first()).toContainText(store.name);
    await expect(stores.first().getByTestId('store-hours')).toContainText(texts.delivery.storeHours);
    // No cash on delivery at the store; paying in the store only here.
    await expect(page.getByTestId('payment-cash_on_delivery')).toHaveCount(0);
    await page.getByTestId('payment-in_store').check();
    await fillBuyer(page, HU, BUYERS.hu);
    await page.getByTestId('terms-accepted').check();

    // A store is required: "continue" says so at the stores.
    await page.getByTestId('checkout-continue').click();
    await expect(page.getByTestId('checkout-storeId-error')).toHaveText(texts.delivery.storeRequired);
    await expect(page.locator('#checkout-storeId')).toBeFocused();
    await stores.first().getByRole('radio').check();

    await continueToSummary(page, readApi, HU);
    await expect(page.getByTestId('summary-place')).toContainText(store.name);
    await placeOrder(page, HU);
    const order = await orderOnPage(page, readApi, HU);
    expect(order.delivery?.kind).toBe('store');
    await expect(page.getByTestId('thank-you-payment')).toContainText(
      texts.thankYou.inStore.replace('{amount}', order.sums.toPay.formatted),
    );
  });

  test('sk: a company buyer with an EU VAT ID, courier and cash on delivery with its fee', async ({
    page,
    readApi,
  }) => {
    const texts = SK.messages.checkout;
    await toDeliveryPage(page, readApi, SK);
    await page.getByTestId('delivery-courier').check();
    await page.getByTestId('payment-cash_on_delivery').check();
    // The choice is saved as it is made: the order beside the form adds the fee at once.
    await expect(page.getByTestId('checkout-aside').getByTestId('sum-payment-fee')).toBeVisible();
    await page.getByTestId('buyer-company').check();
    const company = page.getByTestId('company-fields');
    await company.getByRole('textbox', { name: texts.contact.companyName, exact: true }).fill('Bežec s.r.o.');
    await company.getByRole('textbox', { name: texts.contact.businessId, exact: true }).fill('50 123 456');
    await company.getByRole('textbox', { name: texts.contact.taxId, exact: true }).fill('2120123456');
    const vatId = company.getByRole('textbox', { name: texts.contact.vatNumber, exact: true });
    await vatId.fill('SK123');
    await fillBuyer(page, SK, BUYERS.sk);
    await page.getByTestId('terms-accepted').check();
    await page.getByTestId('checkout-continue').click();
    await expect(page.getByTestId('checkout-company-vatNumber-error')).toHaveText(SK.messages.validation.vatId);
    await expect(vatId).toBeFocused();
    await vatId.fill('sk 2120123456');

    const checkout = await continueToSummary(page, readApi, SK);
    expect(checkout.contact?.company).toEqual({
      name: 'Bežec s.r.o.',
      businessId: '50123456',
      taxId: '2120123456',
      vatNumber: 'SK2120123456',
    });
    await expect(page.getByTestId('summary-billing')).toContainText(
      texts.summary.vatNumber.replace('{value}', 'SK2120123456'),
    );
    const fee = checkout.payments.find((offer) => offer.kind === 'cash_on_delivery')?.fee;
    expect(fee?.amount).toBeGreaterThan(0);
    expect(checkout.cart.sums.paymentFee.amount).toBe(fee?.amount);
    await expect(page.getByTestId('sum-payment-fee').locator('dd')).toHaveText(fee?.formatted ?? '');

    await placeOrder(page, SK);
    const order = await orderOnPage(page, readApi, SK);
    expect(order.sums.paymentFee.amount).toBe(fee?.amount);
    await expect(page.getByTestId('thank-you-payment')).toContainText(
      texts.thankYou.cashOnDelivery.replace('{amount}', order.sums.toPay.formatted),
    );
  });

  test('hu: the whole purchase with the keyboard alone, from the product page, pickup point and bank transfer', async ({
    page,
    readApi,
  }) => {
    const texts = HU.messages.checkout;
    await page.goto(`${HU.origin}/`);
    const shoe = await orderableShoe(readApi, HU);
    await page.goto(`${HU.origin}${localizedPath('hu', '/product/[urlTitle]', { urlTitle: shoe.urlTitle })}`);

    // A size with the arrow keys, then "add to cart" with Enter; the confirmation takes the focus,
    // and its way to the cart is one Tab away.
    await chooseSizeWithKeyboard(page, shoe.size.id);
    const add = page.getByTestId('add-to-cart');
    await tabTo(page, add);
    expect(await focusIsVisible(add)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('added-to-cart')).toBeFocused();
    await expect(page.getByTestId('added-line')).toContainText(shoe.name);
    await expectHeaderCount(page, 1);
    await tabTo(page, page.getByTestId('go-to-cart'), { max: 1 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(pathOf(HU, '/cart'));
    await expect(page.getByTestId('cart-line-name')).toHaveText(shoe.name);
    await expect(page.getByTestId('cart-line-size')).toContainText(shoe.size.name);

    await tabTo(page, page.getByTestId('cart-continue'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('delivery-form')).toBeVisible();

    const pickup = page.getByTestId('delivery-pickup_point');
    await tabTo(page, pickup);
    expect(await focusIsVisible(pickup)).toBe(true);
    await page.keyboard.press('Space');
    await expect(pickup).toBeChecked();

    // The picker: type a town, down into the list, Enter chooses.
    await tabTo(page, page.getByTestId('pickup-point-search'));
    await page.keyboard.type('Budapest');
    await expect(page.getByTestId('pickup-point-option').first()).toContainText('Budapest');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pickup-point-chosen')).toBeVisible();

    // The payments are one radio group: the arrow keys move the choice.
    await tabTo(page, page.getByTestId('payment-card'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('payment-bank_transfer')).toBeChecked();

    const form = page.getByTestId('contact-form');
    const buyer = BUYERS.hu;
    for (const [label, value] of [
      [texts.contact.email, buyer.email],
      [texts.contact.firstname, buyer.firstname],
      [texts.contact.surname, buyer.surname],
      [texts.contact.phone, buyer.phone],
      [texts.contact.street, buyer.street],
      [texts.contact.city, buyer.city],
      [texts.contact.zip, buyer.zip],
    ] as const) {
      await tabTo(page, form.getByRole('textbox', { name: label, exact: true }));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByTestId('terms-accepted'));
    await page.keyboard.press('Space');
    const proceed = page.getByTestId('checkout-continue');
    await tabTo(page, proceed);
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('summary-page')).toBeVisible();
    const order = page.getByTestId('place-order');
    await tabTo(page, order);
    expect(await focusIsVisible(order)).toBe(true);
    await page.keyboard.press('Enter');
    const made = await orderOnPage(page, readApi, HU);
    expect(made.delivery?.kind).toBe('pickup_point');
    expect(made.paymentKind).toBe('bank_transfer');
    // The Hungarian code holds the MNB's HCT text, the order number as its reference.
    const hct = await readQrCode(page.getByTestId('payment-qr'));
    expect(hct.split('\n')).toContain(`HUF${made.sums.toPay.amount / 100}`);
    expect(hct).toContain(made.orderNumber);
  });

  test('an order is made once: a double click sends one request, a retry after a lost answer gets that order', async ({
    page,
    readApi,
  }) => {
    await toDeliveryPage(page, readApi, SK);
    await page.getByTestId('delivery-courier').check();
    await page.getByTestId('payment-bank_transfer').check();
    await fillBuyer(page, SK, BUYERS.sk);
    await page.getByTestId('terms-accepted').check();
    await continueToSummary(page, readApi, SK);

    // The first answer is lost on the way back: the order is made, the page hears a network failure.
    const keys: string[] = [];
    let lost: unknown = null;
    await page.route('**/api/lib/v1/order/create', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      // Node does not resolve *.localhost as Chromium does: the same request to the storefront's address.
      const request = route.request();
      const sent = await route.fetch({
        url: `http://127.0.0.1:${port}${new URL(request.url()).pathname}`,
        headers: { ...request.headers(), host: `${SK.locale}.localhost:${port}` },
      });
      lost = await sent.json();
      return route.abort('failed');
    });
    await page.getByTestId('place-order').dblclick();
    await expect(page.getByTestId('order-error')).toHaveText(SK.messages.checkout.summary.orderFailed);
    expect(keys).toHaveLength(1);
    await expect(page.getByTestId('place-order')).toBeEnabled();

    await page.getByTestId('place-order').click();
    const order = await orderOnPage(page, readApi, SK);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[\w-]{8,128}$/);
    expect(lost).toMatchObject({ orderNumber: order.orderNumber });
  });

  test('a thank-you link that is no order’s says the order does not exist', async ({ page }) => {
    for (const shop of STOREFRONTS) {
      const token = 'A'.repeat(43);
      await page.goto(`${shop.origin}${localizedPath(shop.locale, '/order/thank-you/[token]', { token })}`);
      await expect(page.getByTestId('order-not-found').getByRole('heading', { level: 1 })).toHaveText(
        shop.messages.checkout.thankYou.notFoundTitle,
      );
    }
  });

  test('withdrawal from the footer: a wrong order is refused at its field, a real one confirmed and acknowledged', async ({
    page,
    readApi,
  }) => {
    const texts = CZ.messages.withdrawal;
    await page.goto(`${CZ.origin}/`);
    const order = await orderThroughApi(page, readApi, CZ);
    await withdrawalFromFooter(page, CZ);
    expect(await blockingViolations(page), 'withdrawal form').toEqual([]);

    const form = page.getByTestId('withdrawal-form');
    const number = form.getByRole('textbox', { name: texts.orderNumber, exact: true });
    const email = form.getByRole('textbox', { name: texts.email, exact: true });
    await page.getByTestId('withdrawal-continue').click();
    await expect(number).toBeFocused();
    await expect(page.getByTestId('withdrawal-order-number-error')).toHaveText(CZ.messages.validation.required);

    // An order number that is not this e-mail's: "order does not exist", back at the number.
    await number.fill('99999999');
    await email.fill(order.email);
    await page.getByTestId('withdrawal-continue').click();
    await expect(page.getByTestId('withdrawal-confirm')).toContainText(texts.confirmTitle);
    await page.getByTestId('withdrawal-confirm-button').click();
    await expect(page.getByTestId('withdrawal-order-number-error')).toHaveText(CZ.messages.api.errors.order_not_found);
    await expect(number).toBeFocused();

    await withdrawOnPage(page, CZ, order);
    await expect(page.getByTestId('withdrawal-received')).toContainText(/\d{2}\.\d{2}\.\d{4} v \d{2}:\d{2}/);
    expect(await blockingViolations(page), 'withdrawal acknowledged').toEqual([]);
  });

  for (const shop of [SK, HU]) {
    test(`${shop.locale}: withdrawal from the footer, confirmed, acknowledged on the page and by e-mail`, async ({
      page,
      readApi,
    }) => {
      await page.goto(`${shop.origin}/`);
      const order = await orderThroughApi(page, readApi, shop);
      await withdrawalFromFooter(page, shop);
      await withdrawOnPage(page, shop, order);
      await expect(page.getByTestId('withdrawal-received')).toContainText(/\d{2}\.\d{2}\.\d{4}\D+\d{2}:\d{2}/);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    /** Whether the page needs no sideways scrolling at the phone's width. */
    const fitsWidth = (page: Page) =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    test('every checkout page fits 390 px and passes axe', async ({ page, readApi }) => {
      // Four pages through axe on top of an order: on a machine shared by several runs it needs more than a minute.
      test.slow();
      await toDeliveryPage(page, readApi, HU);
      await page.getByTestId('delivery-pickup_point').check();
      await choosePickupPoint(page, 'Budapest');
      await page.getByTestId('payment-bank_transfer').check();
      await page.getByTestId('buyer-company').check();
      expect(await fitsWidth(page), 'delivery page').toBe(true);
      expect(await blockingViolations(page), 'delivery page').toEqual([]);

      await fillBuyer(page, HU, BUYERS.hu);
      const company = page.getByTestId('company-fields');
      await company
        .getByRole('textbox', { name: HU.messages.checkout.contact.companyName, exact: true })
        .fill('Futó Kft.');
      await company
        .getByRole('textbox', { name: HU.messages.checkout.contact.businessId, exact: true })
        .fill('01-09-123456');
      await company
        .getByRole('textbox', { name: HU.messages.checkout.contact.vatNumber, exact: true })
        .fill('HU12345678');
      await page.getByTestId('terms-accepted').check();
      await continueToSummary(page, readApi, HU);
      expect(await fitsWidth(page), 'summary').toBe(true);
      expect(await blockingViolations(page), 'summary').toEqual([]);

      await placeOrder(page, HU);
      await orderOnPage(page, readApi, HU);
      await expect(page.getByTestId('payment-qr')).toBeVisible();
      expect(await fitsWidth(page), 'thank-you page').toBe(true);
      expect(await blockingViolations(page), 'thank-you page').toEqual([]);

      await page.goto(pathOf(HU, '/withdrawal'));
      await expect(page.getByTestId('withdrawal-form')).toBeVisible();
      expect(await fitsWidth(page), 'withdrawal').toBe(true);
      expect(await blockingViolations(page), 'withdrawal').toEqual([]);
    });
  });
});
