import { formatMoney } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import { aSizeForSale, cartOf, cartWith, sendCart } from '../../test-support/cart-requests';
import { useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * GET /cart answers a cart whose stamp has not moved with the answer it kept (cart-answers.ts). These
 * tests change the database behind the api's back to see which changes move the stamp: a line's
 * count written directly (no version counted) shows that an answer is kept at all; everything a
 * shopper or the shop does must show at once.
 */
describe(`a kept cart answer (${engine})`, () => {
  const getCart = async (token: string) =>
    cartOf(await sendCart(testApp().app, 'GET', '/api/lib/v1/cart', { cookie: token }));

  it('is given again while the cart is unchanged, and no longer once a change through the api counts a version', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { minStock: 5 });
    const token = await cartWith(app, [size]);
    const first = await getCart(token);
    const lineId = first.items[0]?.id;
    // Written directly, the count moves no stamp: the kept answer still says 1.
    await database.query('UPDATE cart_items SET count = 3 WHERE id = $1', [lineId]);
    expect((await getCart(token)).items[0]?.count).toBe(1);

    const changed = cartOf(
      await sendCart(app, 'PUT', `/api/lib/v1/cart/items/${lineId}`, { cookie: token, body: { item: { count: 2 } } }),
    );
    expect(changed.items[0]?.count).toBe(2);
    expect((await getCart(token)).items[0]?.count).toBe(2);
  });

  it('is not given after a price change: the catalog version is in the stamp', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { minStock: 2, pricing: 'full', from: 2000, to: 20000 });
    const token = await cartWith(app, [size]);
    expect((await getCart(token)).items[0]?.unitPriceData.price).toBe(size.price);
    const newPrice = size.price + 100;
    await database.query(
      'UPDATE prices SET final_price = $1, standard_price = $1 WHERE product_id = $2 AND web_instance_id = 1',
      [newPrice, size.productId],
    );
    const cart = await getCart(token);
    expect(cart.items[0]?.unitPriceData).toMatchObject({
      price: newPrice,
      priceFormatted: formatMoney(newPrice, 'EUR', 'sk'),
    });
    expect(cart.sums.goods.price).toBe(newPrice);
  });

  it('is never kept for a cart with a coupon: other orders use it up, and the next read says so', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { minStock: 2, pricing: 'full', from: 2000, to: 20000 });
    const token = await cartWith(app, [size]);
    await database.query(
      `INSERT INTO coupons (web_instance_id, hash, percent, max_uses) VALUES (1, 'TEST-LAST-USE', 5, 1)`,
    );
    const applied = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart/coupon', { cookie: token, body: { couponHash: 'TEST-LAST-USE' } }),
    );
    expect(applied.coupon?.refusal).toBeNull();
    expect((await getCart(token)).coupon?.refusal).toBeNull();

    // Another shopper's order takes the last use.
    const otherCart = await cartWith(app, [size]);
    const [order] = await database.query<{ id: number }>(
      `INSERT INTO orders (web_instance_id, order_number, cart_id, email, firstname, surname, phone, street, city, zip,
         country, delivery_type, payment_type, currency, vat_rate, items_total, total_sum, to_pay, vat,
         access_token_hash, terms_accepted_at)
       SELECT 1, 'TEST-LAST-USE-1', id, 'other@example.com', 'Eva', 'Iná', '+421900000000', 'Hlavná 1', 'Bratislava',
         '81101', 'SK', 'courier', 'card', 'EUR', 23, $1, $1, $1, '[]', 'other-order', now()
       FROM carts WHERE access_token_hash = encode(sha256(convert_to($2, 'UTF8')), 'hex') RETURNING id`,
      [size.price, otherCart],
    );
    if (!order) throw new Error('no order made for the other cart');
    await database.query(
      `INSERT INTO coupon_redemptions (coupon_id, order_id, amount) SELECT id, $1, 100 FROM coupons WHERE hash = 'TEST-LAST-USE'`,
      [order.id],
    );
    await database.query(`UPDATE coupons SET uses = uses + 1 WHERE hash = 'TEST-LAST-USE'`);
    const cart = await getCart(token);
    expect(cart.coupon?.refusal).not.toBeNull();
    expect(cart.coupon?.discount.amount).toBe(0);
  });
});
