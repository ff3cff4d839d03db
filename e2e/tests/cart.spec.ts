import type { Page } from '@playwright/test';
import { type Cart, CartSchema, ProductDetailSchema, ProductListResponseSchema } from '../../packages/contract/src';
import { localizedPath } from '../../packages/i18n/src/routes';
import { expect, type ReadApi, test } from '../support/api';
import { blockingViolations } from '../support/axe';
import { STOREFRONTS, type Storefront } from '../support/storefronts';

/** The seed's demo ISIC card of each shop (README "Seeded discounts") and its holder. */
const ISIC_CARDS = {
  sk: { code: 'S421000123456A', surname: 'Nováková' },
  cz: { code: 'S420000654321B', surname: 'Dvořák' },
  hu: { code: 'S348000111222C', surname: 'Kovács' },
} as const;

/** The seed's coupon and voucher codes of a shop (README "Seeded discounts"). */
const codes = (shop: Storefront) => {
  const suffix = shop.locale.toUpperCase();
  return { good: `BEH10-${suffix}`, expired: `LETO15-${suffix}`, voucher: `DARCEK25-${suffix}` };
};

type Target = { urlTitle: string; name: string; sizes: { id: number; name: string }[] };

/**
 * A full-price shoe (so ISIC gives something) with two sizes in stock online, at least two pieces of
 * the first (the journey orders two), read from the api as the page's browser would.
 */
async function fullPriceShoe(readApi: ReadApi, shop: Storefront): Promise<Target> {
  const list = await readApi(
    `/api/lib/v1/products?perPage=48&category=${shop.shoesCategory}`,
    ProductListResponseSchema,
  );
  for (const item of list.items) {
    if (!item.urlTitle || item.discount !== 0) continue;
    const detail = await readApi(`/api/lib/v1/products/detail/${item.urlTitle}`, ProductDetailSchema);
    const { product } = detail;
    if (product.status !== 'on_sale' || product.finalPriceData.price !== product.standardPriceData.price) continue;
    const sizes = detail.sizes.filter((size) => size.online >= 2);
    const [first, second] = sizes;
    if (first && second) return { urlTitle: item.urlTitle, name: product.name, sizes: [first, second] };
  }
  throw new Error(`${shop.locale}: no full-price shoe with two sizes in stock online`);
}

/** A product on sale with a size held only in stores (none online): it can be chosen, not ordered. */
async function storeOnlySize(readApi: ReadApi, shop: Storefront): Promise<{ urlTitle: string; sizeId: number }> {
  const list = await readApi(
    `/api/lib/v1/products?perPage=96&category=${shop.shoesCategory}`,
    ProductListResponseSchema,
  );
  for (const item of list.items) {
    if (!item.urlTitle) continue;
    const detail = await readApi(`/api/lib/v1/products/detail/${item.urlTitle}`, ProductDetailSchema);
    const size = detail.sizes.find((candidate) => candidate.online === 0 && candidate.stores.length > 0);
    if (detail.product.status === 'on_sale' && size) return { urlTitle: item.urlTitle, sizeId: size.id };
  }
  throw new Error(`${shop.locale}: no size held only in stores`);
}

const readCart = (readApi: ReadApi): Promise<Cart> => readApi('/api/lib/v1/cart', CartSchema);

/**
 * Chooses a size once React has hydrated its radio: the page paints before its scripts load, and a
 * radio checked before then is checked in the page without React hearing of it.
 */
async function chooseSize(page: Page, sizeId: number) {
  const radio = page.getByTestId('size-selector').locator(`input[type="radio"][value="${sizeId}"]`);
  await expect
    .poll(() => radio.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
  await radio.check();
}

async function expectHeaderCount(page: Page, count: number) {
  await expect(page.getByTestId('cart-count')).toHaveAttribute('data-count', String(count));
}

/** A full-price shoe's page with one piece of its first size added: the start of the shorter journeys. */
async function oneShoeAdded(page: Page, readApi: ReadApi, shop: Storefront, productSegment: string) {
  await page.goto(`${shop.origin}/`);
  const shoe = await fullPriceShoe(readApi, shop);
  const [first] = shoe.sizes as [Target['sizes'][0]];
  await page.goto(`${shop.origin}/${productSegment}/${shoe.urlTitle}`);
  await chooseSize(page, first.id);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('added-to-cart')).toBeVisible();
  await expectHeaderCount(page, 1);
}

for (const shop of STOREFRONTS) {
  const texts = shop.messages.cart;
  const errors = shop.messages.api.errors;
  const productSegment = { sk: 'produkt', cz: 'produkt', hu: 'termek' }[shop.locale];

  test.describe(`${shop.locale} cart`, () => {
    test('product → size → add → header count → cart → count → remove → coupon → ISIC → voucher → empty', async ({
      page,
      readApi,
    }) => {
      await page.goto(`${shop.origin}/`);
      const shoe = await fullPriceShoe(readApi, shop);
      const [first, second] = shoe.sizes as [Target['sizes'][0], Target['sizes'][0]];
      await page.goto(`${shop.origin}/${productSegment}/${shoe.urlTitle}`);
      await expectHeaderCount(page, 0);

      // The size selector enables "add"; the add confirms with the line, the header count follows.
      await expect(page.getByTestId('add-to-cart')).toBeDisabled();
      await chooseSize(page, first.id);
      await page.getByTestId('add-to-cart').click();
      const added = page.getByTestId('added-to-cart');
      await expect(added).toBeVisible();
      await expect(added).toContainText(shop.messages.productDetail.addedToCart);
      await expect(page.getByTestId('added-line')).toHaveText(
        shop.messages.productDetail.addedLine.replace('{name}', shoe.name).replace('{size}', first.name),
      );
      await expectHeaderCount(page, 1);
      await expect(added).toBeFocused();

      // A second size is a second line.
      await chooseSize(page, second.id);
      await page.getByTestId('add-to-cart').click();
      await expectHeaderCount(page, 2);

      await page.getByTestId('go-to-cart').click();
      await expect(page).toHaveURL(`${shop.origin}${localizedPath(shop.locale, '/cart')}`);
      const lines = page.getByTestId('cart-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.first().getByTestId('cart-line-name')).toHaveText(shoe.name);
      await expect(lines.first().getByTestId('cart-line-size')).toHaveText(texts.size.replace('{size}', first.name));

      // The page shows the api's sums (the sums themselves are tested against hand-computed carts).
      let cart = await readCart(readApi);
      await expect(page.getByTestId('sum-goods').locator('dd')).toHaveText(cart.sums.goods.priceFormatted);
      await expect(page.getByTestId('sum-total').locator('dd')).toHaveText(cart.sums.total.priceFormatted);

      // Count up by keyboard: the stepper keeps focus and the header count follows.
      const firstLine = lines.first();
      const increase = firstLine.getByTestId('cart-line-increase');
      await increase.focus();
      await page.keyboard.press('Enter');
      await expect(firstLine.getByTestId('cart-line-count')).toHaveText('2');
      await expect(increase).toBeFocused();
      await expectHeaderCount(page, 3);
      cart = await readCart(readApi);
      expect(cart.items.map((item) => item.count)).toEqual([2, 1]);
      const firstItem = cart.items[0];
      expect(firstItem?.lineFullPriceData.price).toBe((firstItem?.unitPriceData.price ?? 0) * 2);
      await expect(firstLine.getByTestId('cart-line-price')).toHaveText(
        firstItem?.lineFullPriceData.priceFormatted ?? '',
      );

      // Remove the second line: it goes at once, and the server confirms.
      await lines.nth(1).getByTestId('cart-line-remove').click();
      await expect(lines).toHaveCount(1);
      await expectHeaderCount(page, 2);
      await expect(page.getByTestId('cart-announcement')).toHaveText(texts.removed.replace('{name}', shoe.name));
      await expect.poll(async () => (await readCart(readApi)).items.length).toBe(1);

      // Coupons: an unknown and an expired one are refused at the field, a valid one gives its discount.
      const couponForm = page.getByTestId('coupon-form');
      const couponField = couponForm.getByLabel(texts.coupon);
      await couponField.fill('NO-SUCH-CODE');
      await couponForm.getByRole('button', { name: texts.couponApply }).click();
      await expect(page.getByTestId('coupon-form-error')).toHaveText(errors.coupon_unknown);
      await expect(couponField).toHaveAttribute('aria-invalid', 'true');
      await couponField.fill(codes(shop).expired);
      await couponForm.getByRole('button', { name: texts.couponApply }).click();
      await expect(page.getByTestId('coupon-form-error')).toHaveText(errors.coupon_expired);
      expect((await readCart(readApi)).coupon).toBeNull();

      await couponField.fill(codes(shop).good.toLowerCase());
      await couponField.press('Enter');
      await expect(page.getByTestId('cart-coupon')).toContainText(codes(shop).good);
      cart = await readCart(readApi);
      expect(cart.sums.couponDiscount.amount).toBeGreaterThan(0);
      await expect(page.getByTestId('sum-coupon').locator('dd')).toHaveText(`−${cart.sums.couponDiscount.formatted}`);
      await expect(page.getByTestId('sum-total').locator('dd')).toHaveText(cart.sums.total.priceFormatted);

      // ISIC: a card that is not the holder's is refused at the number; the right holder gets the discount.
      const card = ISIC_CARDS[shop.locale];
      const isicForm = page.getByTestId('isic-form');
      // Empty fields: each gets the api's message at itself.
      await isicForm.getByRole('button', { name: texts.isicApply }).click();
      await expect(page.getByTestId('isic-form-error-surname')).not.toBeEmpty();
      await expect(page.getByTestId('isic-form-error-code')).toHaveText(errors.required);
      await expect(isicForm.getByLabel(texts.isicSurname)).toHaveAttribute('aria-invalid', 'true');
      await isicForm.getByLabel(texts.isicSurname).fill('Nobody');
      await isicForm.getByLabel(texts.isicCode).fill(card.code);
      await isicForm.getByRole('button', { name: texts.isicApply }).click();
      await expect(page.getByTestId('isic-form-error-code')).toHaveText(errors.isic_not_verified);
      await isicForm.getByLabel(texts.isicSurname).fill(card.surname);
      await isicForm.getByRole('button', { name: texts.isicApply }).click();
      await expect(page.getByTestId('cart-isic')).toBeVisible();
      cart = await readCart(readApi);
      expect(cart.sums.isicDiscount.amount).toBeGreaterThan(0);
      await expect(page.getByTestId('sum-isic').locator('dd')).toHaveText(`−${cart.sums.isicDiscount.formatted}`);

      // A gift voucher pays part of the total; what is left to pay is shown.
      const voucherForm = page.getByTestId('voucher-form');
      await voucherForm.getByLabel(texts.voucher).fill(codes(shop).voucher);
      await voucherForm.getByRole('button', { name: texts.voucherApply }).click();
      await expect(page.getByTestId('cart-voucher')).toContainText(codes(shop).voucher);
      cart = await readCart(readApi);
      expect(cart.voucher?.paid.amount).toBeGreaterThan(0);
      await expect(page.getByTestId('sum-voucher').locator('dd')).toHaveText(`−${cart.voucher?.paid.formatted}`);
      await expect(page.getByTestId('sum-to-pay').locator('dd')).toHaveText(cart.sums.toPay.formatted);

      // The coupon comes off again.
      await page.getByRole('button', { name: texts.couponRemove.replace('{code}', codes(shop).good) }).click();
      await expect(page.getByTestId('coupon-form')).toBeVisible();
      await expect(page.getByTestId('sum-coupon')).toHaveCount(0);

      // Removing the last line empties the cart: the empty screen, the header at 0.
      await lines.first().getByTestId('cart-line-remove').click();
      await expect(page.getByTestId('screen-cart')).toBeVisible();
      await expect(page.getByTestId('screen-cart').getByRole('heading', { level: 1 })).toHaveText(
        shop.messages.screens.cart.title,
      );
      await expectHeaderCount(page, 0);
      await page.reload();
      await expect(page.getByTestId('screen-cart')).toBeVisible();
    });

    test('a size held only in stores can be chosen but not added', async ({ page, readApi }) => {
      await page.goto(`${shop.origin}/`);
      const target = await storeOnlySize(readApi, shop);
      await page.goto(`${shop.origin}/${productSegment}/${target.urlTitle}`);
      await chooseSize(page, target.sizeId);
      await expect(page.getByTestId('add-to-cart')).toBeDisabled();
      await expect(page.getByTestId('add-to-cart-hint')).toHaveText(shop.messages.productDetail.storeOnly);
    });

    test('a removal shows at once, and a removal that fails puts the line back', async ({ page, readApi }) => {
      await oneShoeAdded(page, readApi, shop, productSegment);
      await page.goto(`${shop.origin}${localizedPath(shop.locale, '/cart')}`);
      const lines = page.getByTestId('cart-line');
      await expect(lines).toHaveCount(1);

      // The server's answer is held back: the line is gone before it comes (spec §4 optimistic removal).
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/lib/v1/cart/items/*', async (route) => {
        if (route.request().method() !== 'DELETE') return route.continue();
        await held;
        return route.abort('failed');
      });
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      await lines.first().getByTestId('cart-line-remove').click();
      await expect(page.getByTestId('screen-cart')).toBeVisible();
      await expectHeaderCount(page, 0);

      // The network fails: the line comes back, nothing is said to the shopper, the failure is logged.
      release();
      await expect(lines).toHaveCount(1);
      await expectHeaderCount(page, 1);
      await expect.poll(() => logged.some((text) => text.includes('cart'))).toBe(true);
      expect((await readCart(readApi)).items).toHaveLength(1);
    });

    test('the cart page with lines and a refused code has no serious or critical WCAG 2 AA violations', async ({
      page,
      readApi,
    }) => {
      await oneShoeAdded(page, readApi, shop, productSegment);
      expect(await blockingViolations(page), 'product with confirmation').toEqual([]);

      await page.goto(`${shop.origin}${localizedPath(shop.locale, '/cart')}`);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      const couponForm = page.getByTestId('coupon-form');
      await couponForm.getByLabel(texts.coupon).fill('NO-SUCH-CODE');
      await couponForm.getByRole('button', { name: texts.couponApply }).click();
      await expect(page.getByTestId('coupon-form-error')).toHaveText(errors.coupon_unknown);
      expect(await blockingViolations(page), 'cart').toEqual([]);
    });
  });
}
