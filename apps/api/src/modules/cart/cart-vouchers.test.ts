import { ErrorResponseSchema } from '@stride/contract';
import { formatMoney } from '@stride/i18n';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type CartAnswer, cartOf, sendCart, tokenOf } from '../../test-support/cart-requests';
import { type TestApp, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The voucher field's message of a refusal, after checking its status and field. */
function refusalOf(answer: CartAnswer): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  const [message] = ErrorResponseSchema.parse(answer.body).messages;
  expect(message?.field).toBe('code');
  return message?.message ?? '';
}

type SizeRow = { sizeId: number; productId: number; price: number };

/** A size on sale in the Slovak shop, with pieces that ship, priced in a band (read from the database). */
async function aSize({ database }: TestApp, from: number, to: number): Promise<SizeRow> {
  const [row] = await database.query<SizeRow>(
    `SELECT s.id AS "sizeId", s.product_id AS "productId", pr.final_price AS price
     FROM product_sizes s
     JOIN products p ON p.id = s.product_id AND p.status = 'on_sale'
     JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = 1
     WHERE pr.final_price BETWEEN $1 AND $2
       AND EXISTS (SELECT 1 FROM stock st JOIN operation_units u ON u.id = st.operation_unit_id
                   WHERE st.size_id = s.id AND u.ships_online AND st.quantity >= 1)
     ORDER BY s.id LIMIT 1`,
    [from, to],
  );
  if (!row) throw new Error(`no size from ${from} to ${to}`);
  return row;
}

async function cartWith(app: FastifyInstance, size: SizeRow): Promise<string> {
  const answer = await sendCart(app, 'POST', '/api/lib/v1/cart', {
    body: { items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }] },
  });
  cartOf(answer);
  return tokenOf(answer);
}

describe(`gift vouchers on the cart (${engine})`, () => {
  it('DARCEK25-SK pays 25 € of a larger total and is a payment, not a discount: goods, VAT and total stay', async () => {
    const { app } = testApp();
    const size = await aSize(testApp(), 8000, 30000);
    const token = await cartWith(app, size);
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
    const size = await aSize(testApp(), 500, 3900);
    const token = await cartWith(app, size);
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
    const dear = await aSize(testApp(), 4000, 6000);
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

  it('refuses an unknown code, another shop’s and an expired voucher, changing nothing (a redeemed one: the rules’ test)', async () => {
    const { app, database } = testApp();
    const token = await cartWith(app, await aSize(testApp(), 2000, 20000));
    const apply = (code: string) =>
      sendCart(app, 'POST', '/api/lib/v1/cart/voucher', { cookie: token, body: { code } });
    expect(refusalOf(await apply('NIC-TAKE'))).toBe('Darčekový poukaz s týmto kódom neexistuje.');
    expect(refusalOf(await apply('DARCEK25-CZ'))).toBe('Darčekový poukaz s týmto kódom neexistuje.');
    await database.query(
      `INSERT INTO gift_vouchers (web_instance_id, code, value, expires_at) VALUES (1, 'TEST-OLD', 1000, now() - interval '1 day')`,
    );
    expect(refusalOf(await apply('TEST-OLD'))).toBe('Platnosť darčekového poukazu vypršala.');
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token })).voucher).toBeNull();
    expect(refusalOf(await sendCart(app, 'POST', '/api/lib/v1/cart/voucher', { body: { code: 'DARCEK25-SK' } }))).toBe(
      'Košík je prázdny: najprv doň vložte tovar.',
    );
    expect((await apply(' ')).status).toBe(400);
  });
});
