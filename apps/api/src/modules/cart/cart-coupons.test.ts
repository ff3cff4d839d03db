import { ErrorResponseSchema } from '@stride/contract';
import { formatMoney } from '@stride/i18n';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type CartAnswer, cartOf, sendCart, tokenOf } from '../../test-support/cart-requests';
import { type TestApp, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The coupon field's message of a refusal, after checking its status and field. */
function refusalOf(answer: CartAnswer): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  const [message] = ErrorResponseSchema.parse(answer.body).messages;
  expect(message?.field).toBe('couponHash');
  return message?.message ?? '';
}

type SizeRow = { sizeId: number; productId: number; price: number };

/**
 * A size on sale in the Slovak shop with pieces that ship, at full price or on sale, in a price band:
 * the expected discounts below are arithmetic on its price, not the cart code's.
 */
async function aSize(
  { database }: TestApp,
  { onSale, from, to }: { onSale: boolean; from: number; to: number },
): Promise<SizeRow> {
  const [row] = await database.query<SizeRow>(
    `SELECT s.id AS "sizeId", s.product_id AS "productId", pr.final_price AS price
     FROM product_sizes s
     JOIN products p ON p.id = s.product_id AND p.status = 'on_sale'
     JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = 1
     WHERE pr.final_price BETWEEN $2 AND $3 AND (pr.final_price < pr.standard_price) = $1
       AND EXISTS (SELECT 1 FROM stock st JOIN operation_units u ON u.id = st.operation_unit_id
                   WHERE st.size_id = s.id AND u.ships_online AND st.quantity >= 3)
     ORDER BY s.id LIMIT 1`,
    [onSale, from, to],
  );
  if (!row) throw new Error(`no size ${onSale ? 'on sale' : 'at full price'} from ${from} to ${to}`);
  return row;
}

/** A new cart with one piece of each size; its token. */
async function cartWith(app: FastifyInstance, sizes: readonly SizeRow[]): Promise<string> {
  const answer = await sendCart(app, 'POST', '/api/lib/v1/cart', {
    body: { items: sizes.map((size) => ({ count: 1, sizeId: size.sizeId, productId: size.productId })) },
  });
  cartOf(answer);
  return tokenOf(answer);
}

describe(`coupons on the cart (${engine})`, () => {
  it('BEH10-SK takes 10 % off, typed in any case; DELETE takes it off again', async () => {
    const { app } = testApp();
    const size = await aSize(testApp(), { onSale: false, from: 2000, to: 20000 });
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
    // The coupon stays with the cart.
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token })).coupon?.code).toBe('BEH10-SK');

    const removed = cartOf(await sendCart(app, 'DELETE', '/api/lib/v1/cart/coupon', { cookie: token }));
    expect(removed.coupon).toBeNull();
    expect(removed.sums.couponDiscount.amount).toBe(0);
  });

  it('refuses an unknown code, another shop’s, an expired one and one used up, in Slovak, changing nothing', async () => {
    const { app, database } = testApp();
    const token = await cartWith(app, [await aSize(testApp(), { onSale: false, from: 2000, to: 20000 })]);
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
    const cheap = await aSize(testApp(), { onSale: false, from: 500, to: 4500 });
    const token = await cartWith(app, [cheap]);
    const missing = formatMoney(5000 - cheap.price, 'EUR', 'sk');
    expect(
      refusalOf(
        await sendCart(app, 'POST', '/api/lib/v1/cart/coupon', { cookie: token, body: { couponHash: 'VITAJ-SK' } }),
      ),
    ).toBe(`Kód platí pre nákup od ${formatMoney(5000, 'EUR', 'sk')}. Do nákupu pridajte ešte ${missing}.`);

    const dear = await aSize(testApp(), { onSale: false, from: 6000, to: 30000 });
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
    const full = await aSize(testApp(), { onSale: false, from: 2000, to: 20000 });
    const sale = await aSize(testApp(), { onSale: true, from: 2000, to: 20000 });
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
    const token = await cartWith(app, [await aSize(testApp(), { onSale: false, from: 2000, to: 20000 })]);
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
