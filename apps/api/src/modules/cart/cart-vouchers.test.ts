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

const refusalOf = (answer: CartAnswer) => fieldMessageOf(answer, 422, 'code');

describe(`gift vouchers on the cart (${engine})`, () => {
  it('DARCEK25-SK pays 25 € of a larger total and is a payment, not a discount: goods, VAT and total stay', async () => {
    const { app } = testApp();
    const size = await aSizeForSale(testApp().database, { from: 8000, to: 30000 });
    const token = await cartWith(app, [size]);
    const before = cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token }));
    const cart = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart/voucher', { cookie: token, body: { code: 'darcek25-sk' } }),
    );
    expect(cart.voucher).toEqual({
      code: 'DARCEK25-SK',
      paid: { amount: 2500, formatted: formatMoney(2500, 'EUR', 'sk') },
      remaining: { amount: 0, formatted: formatMoney(0, 'EUR', 'sk') },
      refusal: null,
    });
    expect(cart.sums.total).toEqual(before.sums.total);
    expect(cart.sums.vat).toEqual(before.sums.vat);
    expect(cart.sums.toPay.amount).toBe(before.sums.total.price - 2500);

    const removed = cartOf(await sendCart(app, 'DELETE', '/api/lib/v1/cart/voucher', { cookie: token }));
    expect(removed.voucher).toBeNull();
    expect(removed.sums.toPay.amount).toBe(before.sums.total.price);
  });

  it('a voucher worth more than the total pays it all and keeps the rest; below its minimum it waits', async () => {
    const { app } = testApp();
    const size = await aSizeForSale(testApp().database, { from: 500, to: 3900 });
    const token = await cartWith(app, [size]);
    // 100 € from 40 €: the cart is below the minimum, so the voucher stays on and pays nothing yet.
    const waiting = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart/voucher', { cookie: token, body: { code: 'DARCEK100-SK' } }),
    );
    expect(waiting.voucher).toMatchObject({
      code: 'DARCEK100-SK',
      paid: { amount: 0 },
      refusal: { reason: 'minimum_not_reached' },
    });
    expect(waiting.voucher?.refusal?.message).toBe(
      `Poukaz platí pre nákup od ${formatMoney(4000, 'EUR', 'sk')}. Do nákupu pridajte ešte ${formatMoney(4000 - size.price, 'EUR', 'sk')}.`,
    );
    expect(waiting.sums.toPay.amount).toBe(waiting.sums.total.price);

    // A piece of a dearer size: above 40 €, and the whole total (delivery too) is paid.
    const dear = await aSizeForSale(testApp().database, { from: 4000, to: 6000 });
    const paid = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart', {
        cookie: token,
        body: { items: [{ count: 1, sizeId: dear.sizeId, productId: dear.productId }] },
      }),
    );
    const total = paid.sums.total.price;
    expect(total).toBeLessThanOrEqual(10000);
    expect(paid.voucher).toMatchObject({
      paid: { amount: total },
      remaining: { amount: 10000 - total },
      refusal: null,
    });
    expect(paid.sums.toPay.amount).toBe(0);
  });

  it('refuses an unknown code, another shop’s and an expired voucher, changing nothing (a spent one: the rules’ test)', async () => {
    const { app, database } = testApp();
    const token = await cartWith(app, [await aSizeForSale(testApp().database, { from: 2000, to: 20000 })]);
    const apply = (code: string) =>
      sendCart(app, 'POST', '/api/lib/v1/cart/voucher', { cookie: token, body: { code } });
    expect(refusalOf(await apply('NIC-TAKE'))).toBe('Darčekový poukaz s týmto kódom neexistuje.');
    expect(refusalOf(await apply('DARCEK25-CZ'))).toBe('Darčekový poukaz s týmto kódom neexistuje.');
    await database.query(
      `INSERT INTO gift_vouchers (web_instance_id, code, value, balance, expires_at) VALUES (1, 'TEST-OLD', 1000, 1000, now() - interval '1 day')`,
    );
    expect(refusalOf(await apply('TEST-OLD'))).toBe('Platnosť darčekového poukazu vypršala.');
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token })).voucher).toBeNull();
    expect(refusalOf(await sendCart(app, 'POST', '/api/lib/v1/cart/voucher', { body: { code: 'DARCEK25-SK' } }))).toBe(
      'Košík je prázdny: najprv doň vložte tovar.',
    );
    expect((await apply(' ')).status).toBe(400);
  });
});
