import { formatMoney } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import {
  aSizeForSale,
  type CartAnswer,
  cartOf,
  cartWith,
  fieldMessageOf,
  sendCart,
} from '../../test-support/cart-requests';
import { useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const refusalOf = (answer: CartAnswer) => fieldMessageOf(answer, 422, 'couponHash');

describe(`coupons on the cart (${engine})`, () => {
  it('BEH10-SK takes 10 % off, typed in any case; DELETE takes it off again', async () => {
    const { app } = testApp();
    const size = await aSizeForSale(testApp().database, { pricing: 'full', minStock: 3, from: 2000, to: 20000 });
    const token = await cartWith(app, [size]);
    const cart = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart/coupon', { cookie: token, body: { couponHash: ' beh10-sk ' } }),
    );
    const discount = Math.round(size.price / 10);
    expect(cart.coupon).toEqual({
      code: 'BEH10-SK',
      discount: { amount: discount, formatted: formatMoney(discount, 'EUR', 'sk') },
      refusal: null,
    });
    expect(cart.sums.couponDiscount.amount).toBe(discount);
    expect(cart.items[0]?.linePriceData.price).toBe(size.price - discount);
    // The line's price before the cart's discounts is still the piece's price.
    expect(cart.items[0]?.lineFullPriceData.price).toBe(size.price);
    // The coupon stays with the cart.
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token })).coupon?.code).toBe('BEH10-SK');

    const removed = cartOf(await sendCart(app, 'DELETE', '/api/lib/v1/cart/coupon', { cookie: token }));
    expect(removed.coupon).toBeNull();
    expect(removed.sums.couponDiscount.amount).toBe(0);
  });

  it('refuses an unknown code, another shop’s, an expired one and one used up, in Slovak, changing nothing', async () => {
    const { app, database } = testApp();
    const token = await cartWith(app, [
      await aSizeForSale(testApp().database, { pricing: 'full', minStock: 3, from: 2000, to: 20000 }),
    ]);
    const apply = (couponHash: string) =>
      sendCart(app, 'POST', '/api/lib/v1/cart/coupon', { cookie: token, body: { couponHash } });
    expect(refusalOf(await apply('NOPE-123'))).toBe('Zľavový kód neexistuje.');
    expect(refusalOf(await apply('BEH10-CZ'))).toBe('Zľavový kód neexistuje.');
    expect(refusalOf(await apply('LETO15-SK'))).toBe('Platnosť zľavového kódu vypršala.');
    // A coupon whose uses are all gone.
    await database.query(
      `INSERT INTO coupons (web_instance_id, hash, percent, max_uses) VALUES (1, 'TEST-USED-UP', 5, 0)`,
    );
    expect(refusalOf(await apply('TEST-USED-UP'))).toBe('Zľavový kód je už vyčerpaný.');
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token })).coupon).toBeNull();
  });

  it('VITAJ-SK needs 50 € of goods: below, it says how much is missing; once on, it waits while the cart is below', async () => {
    const { app } = testApp();
    const cheap = await aSizeForSale(testApp().database, { pricing: 'full', minStock: 3, from: 500, to: 4500 });
    const token = await cartWith(app, [cheap]);
    const missing = formatMoney(5000 - cheap.price, 'EUR', 'sk');
    expect(
      refusalOf(
        await sendCart(app, 'POST', '/api/lib/v1/cart/coupon', { cookie: token, body: { couponHash: 'VITAJ-SK' } }),
      ),
    ).toBe(`Kód platí pre nákup od ${formatMoney(5000, 'EUR', 'sk')}. Do nákupu pridajte ešte ${missing}.`);

    const dear = await aSizeForSale(testApp().database, { pricing: 'full', minStock: 3, from: 6000, to: 30000 });
    const added = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart', {
        cookie: token,
        body: { items: [{ count: 1, sizeId: dear.sizeId, productId: dear.productId }] },
      }),
    );
    const withCoupon = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart/coupon', { cookie: token, body: { couponHash: 'VITAJ-SK' } }),
    );
    expect(withCoupon.coupon?.discount.amount).toBe(500);
    expect(withCoupon.sums.goods.price - withCoupon.sums.couponDiscount.amount).toBe(cheap.price + dear.price - 500);

    // The dear line goes: the coupon stays on the cart but gives nothing, and says why.
    const dearLine = added.items.find((item) => item.size.id === dear.sizeId);
    const below = cartOf(await sendCart(app, 'DELETE', `/api/lib/v1/cart/items/${dearLine?.id}`, { cookie: token }));
    expect(below.coupon).toMatchObject({
      code: 'VITAJ-SK',
      discount: { amount: 0 },
      refusal: { reason: 'minimum_not_reached' },
    });
    expect(below.coupon?.refusal?.message).toContain(missing);
    expect(below.sums.couponDiscount.amount).toBe(0);
  });

  it('PLNA20-SK leaves goods on sale out', async () => {
    const { app } = testApp();
    const full = await aSizeForSale(testApp().database, { pricing: 'full', minStock: 3, from: 2000, to: 20000 });
    const sale = await aSizeForSale(testApp().database, { pricing: 'sale', minStock: 3, from: 2000, to: 20000 });
    const token = await cartWith(app, [full, sale]);
    const cart = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart/coupon', { cookie: token, body: { couponHash: 'PLNA20-SK' } }),
    );
    const discount = Math.round(full.price / 5);
    expect(cart.sums.couponDiscount.amount).toBe(discount);
    expect(cart.items.find((item) => item.size.id === sale.sizeId)?.linePriceData.price).toBe(sale.price);
  });

  it('a visitor without a cart, or with an empty one, is told the cart is empty', async () => {
    const { app } = testApp();
    expect(
      refusalOf(await sendCart(app, 'POST', '/api/lib/v1/cart/coupon', { body: { couponHash: 'BEH10-SK' } })),
    ).toBe('Košík je prázdny: najprv doň vložte tovar.');
    const token = await cartWith(app, [
      await aSizeForSale(testApp().database, { pricing: 'full', minStock: 3, from: 2000, to: 20000 }),
    ]);
    await sendCart(app, 'DELETE', '/api/lib/v1/cart', { cookie: token });
    expect(
      refusalOf(
        await sendCart(app, 'POST', '/api/lib/v1/cart/coupon', { cookie: token, body: { couponHash: 'BEH10-SK' } }),
      ),
    ).toBe('Košík je prázdny: najprv doň vložte tovar.');
    expect(
      (await sendCart(app, 'POST', '/api/lib/v1/cart/coupon', { cookie: token, body: { couponHash: '' } })).status,
    ).toBe(400);
  });
});
