import { ErrorResponseSchema, OrderSummarySchema } from '@stride/contract';
import { formatMoney } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import { aSizeForSale, cartOf, fieldMessageOf, sendCart, tokenOf } from '../../test-support/cart-requests';
import {
  aPickupPoint,
  checkoutOf,
  orderOf,
  readyToOrder,
  SLOVAK_BUYER,
  sendOrder,
} from '../../test-support/checkout-requests';
import { onlineStock } from '../../test-support/online-stock';
import { useTestApp } from '../../test-support/test-app';
import { cancelOverdueCardOrders } from './overdue-card-orders';

const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** A cart of `count` pieces of a size priced 10–30 € (two stay below the 70 € of free delivery); its token. */
async function cartOfPieces(count: number, minStock = count) {
  const { app, database } = testApp();
  const size = await aSizeForSale(database, { from: 1000, to: 3000, minStock });
  const answer = await sendCart(app, 'POST', '/api/lib/v1/cart', {
    body: { items: [{ count, sizeId: size.sizeId, productId: size.productId }] },
  });
  cartOf(answer);
  return { size, token: tokenOf(answer) };
}

describe(`ordering a cart (${engine})`, () => {
  it('orders two pieces to a pickup point by bank transfer: prices, stock, the closed cart, the e-mail, the thank-you page', async () => {
    const { app, database } = testApp();
    const { size, token } = await cartOfPieces(2, 3);
    const stockBefore = await onlineStock(database, size.sizeId);
    const pointId = await aPickupPoint(database, 900001);

    const offered = checkoutOf(await sendCart(app, 'GET', '/api/lib/v1/checkout', { cookie: token }));
    // The seed's Slovak offer (data/checkout.ts): pickup point 2,99 €, courier 4,90 €, store 0 €.
    expect(offered.deliveries.map((d) => [d.kind, d.price.amount])).toEqual([
      ['pickup_point', 299],
      ['courier', 490],
      ['store', 0],
    ]);
    expect(offered.payments.map((p) => [p.kind, p.fee.amount])).toEqual([
      ['card', 0],
      ['bank_transfer', 0],
      ['cash_on_delivery', 150],
      ['in_store', 0],
    ]);
    expect(offered.complete).toBe(false);

    const ready = await readyToOrder(app, token, {
      delivery: 'pickup_point',
      payment: 'bank_transfer',
      pickupPointId: pointId,
    });
    // 2 × price + 2,99 € delivery (below 70 €).
    const total = 2 * size.price + 299;
    expect(ready.cart.sums.total.price).toBe(total);
    expect(ready.choice.place?.id).toBe(pointId);
    expect(ready.contact?.zip).toBe('811 01');

    const created = orderOf(await sendOrder(app, token));
    expect(created.orderNumber).toMatch(/^1\d{7}$/);
    expect(created.paymentUrl).toBeNull();

    expect(await onlineStock(database, size.sizeId)).toBe(stockBefore - 2);
    const [order] = await database.query<Record<string, unknown>>(
      `SELECT total_sum, to_pay, shipping_price, items_total, status, email, zip, delivery_type, payment_type, pickup_point
       FROM orders WHERE order_number = $1`,
      [created.orderNumber],
    );
    expect(order).toEqual({
      total_sum: total,
      to_pay: total,
      shipping_price: 299,
      items_total: 2 * size.price,
      status: 'new',
      email: 'anna.novakova@example.sk',
      zip: '811 01',
      delivery_type: 'pickup_point',
      payment_type: 'bank_transfer',
      pickup_point: `Z-BOX Test ${pointId}, Testovacia 1, 811 01 Bratislava`,
    });
    const mails = await database.query<{ kind: string }>(
      `SELECT kind FROM mail_outbox WHERE order_id = (SELECT id FROM orders WHERE order_number = $1)`,
      [created.orderNumber],
    );
    expect(mails).toEqual([{ kind: 'order_confirmation' }]);

    // The cart is closed: the visitor's cart reads empty, and ordering it again answers the same order.
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token })).items).toEqual([]);
    expect(orderOf(await sendOrder(app, token))).toEqual(created);
    expect(await onlineStock(database, size.sizeId)).toBe(stockBefore - 2);

    const page = await app.inject({
      method: 'GET',
      url: `/api/lib/v1/order/thank-you/${created.token}`,
      headers: { host: 'sk.localhost' },
    });
    expect(page.statusCode).toBe(200);
    const summary = OrderSummarySchema.parse(page.json());
    expect(summary.orderNumber).toBe(created.orderNumber);
    expect(summary.items).toEqual([
      {
        name: expect.any(String),
        size: expect.any(String),
        count: 2,
        unitPrice: { amount: size.price, formatted: formatMoney(size.price, 'EUR', 'sk') },
        totalPrice: { amount: 2 * size.price, formatted: formatMoney(2 * size.price, 'EUR', 'sk') },
      },
    ]);
    expect(summary.payment).toMatchObject({
      kind: 'bank_transfer',
      amount: { amount: total },
      iban: 'SK3112000000198742637541',
      reference: created.orderNumber,
      qr: { format: 'paybysquare' },
    });
  });

  it('counts an order’s stock change at its commit and tells the catalog’s listeners once, soon after', async () => {
    const { app, database } = testApp();
    const { token } = await cartOfPieces(1);
    await readyToOrder(app, token, { delivery: 'courier', payment: 'bank_transfer' });
    let heard = 0;
    const stop = await database.listen('catalog_changed', () => {
      heard += 1;
    });
    try {
      // Another test's order may still be notified (100 ms after it): let that pass, then count.
      await new Promise((resolve) => setTimeout(resolve, 400));
      heard = 0;
      const versionOf = async () =>
        (await database.query<{ n: number }>('SELECT coalesce(sum(changes), 0)::int AS n FROM catalog_changes'))[0]?.n;
      const before = await versionOf();
      orderOf(await sendOrder(app, token));
      // Counted with the order's own commit: the catalog version has moved by the time it answers.
      expect(await versionOf()).toBe((before ?? 0) + 1);
      await expect.poll(() => heard, { timeout: 5000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toBe(1);
    } finally {
      await stop();
    }
  });

  it('finds a thank-you page only by its token: another token, or the order number, is a 404', async () => {
    const { app } = testApp();
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/lib/v1/order/thank-you/${'A'.repeat(43)}`,
      headers: { host: 'sk.localhost' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(wrong.json()).messages[0]?.message).toBe('Objednávka neexistuje.');
    const byNumber = await app.inject({
      method: 'GET',
      url: '/api/lib/v1/order/thank-you/10000001',
      headers: { host: 'sk.localhost' },
    });
    expect(byNumber.statusCode).toBe(400);
  });

  it('refuses an order without delivery, payment or contact, and a payment that does not go with the delivery; nothing changes', async () => {
    const { app, database } = testApp();
    const { size, token } = await cartOfPieces(1);
    const stockBefore = await onlineStock(database, size.sizeId);
    expect(fieldMessageOf(await sendOrder(app, token), 422, 'delivery')).toBe('Vyberte spôsob dopravy.');
    expect(
      fieldMessageOf(
        await sendCart(app, 'PUT', '/api/lib/v1/cart/delivery', {
          cookie: token,
          body: { delivery: 'store', payment: 'cash_on_delivery', storeId: 4 },
        }),
        422,
        'payment',
      ),
    ).toMatch(/^Táto platba sa s vybranou dopravou nedá použiť/);
    expect(
      fieldMessageOf(
        await sendCart(app, 'PUT', '/api/lib/v1/cart/delivery', {
          cookie: token,
          body: { delivery: 'pickup_point', payment: 'card' },
        }),
        422,
        'pickupPointId',
      ),
    ).toBe('Vyberte výdajné miesto.');
    checkoutOf(
      await sendCart(app, 'PUT', '/api/lib/v1/cart/delivery', {
        cookie: token,
        body: { delivery: 'courier', payment: 'card' },
      }),
    );
    expect(fieldMessageOf(await sendOrder(app, token), 422, 'contact')).toBe('Vyplňte kontaktné údaje.');
    expect(await onlineStock(database, size.sizeId)).toBe(stockBefore);
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token })).items).toHaveLength(1);
  });

  it('answers a contact form that breaks the rules with each field’s message in the shop’s language', async () => {
    const { app } = testApp();
    const { token } = await cartOfPieces(1);
    const answer = await sendCart(app, 'POST', '/api/lib/v1/cart/contact', {
      cookie: token,
      body: { contact: { ...SLOVAK_BUYER, zip: '1051', street: 'Hlavná', phone: 'x', termsAccepted: false } },
    });
    expect(answer.status).toBe(400);
    expect(ErrorResponseSchema.parse(answer.body).messages).toEqual([
      { field: 'phone', message: expect.stringMatching(/^Zadajte telefón/) },
      { field: 'street', message: 'Zadajte ulicu aj s číslom domu.' },
      { field: 'termsAccepted', message: 'Pre odoslanie objednávky je potrebný súhlas s obchodnými podmienkami.' },
      { field: 'zip', message: 'Nesprávny formát PSČ. Zadajte ho vo formáte XXX XX.' },
    ]);
    const hungarian = await sendCart(app, 'POST', '/api/lib/v1/cart/contact', {
      cookie: token,
      body: { contact: { ...SLOVAK_BUYER, country: 'hu', zip: '811 01' } },
    });
    expect(fieldMessageOf(hungarian, 400, 'zip')).toBe('Nesprávny formát PSČ. Zadajte ho vo formáte XXXX.');
  });

  it('refuses an order whose goods sold out meanwhile with a clear 409, changing nothing', async () => {
    const { app, database } = testApp();
    const { size, token } = await cartOfPieces(1);
    await readyToOrder(app, token, { delivery: 'courier', payment: 'bank_transfer' });
    const before = await database.query(
      `SELECT size_id, operation_unit_id, quantity FROM stock WHERE size_id = $1 ORDER BY 2`,
      [size.sizeId],
    );
    await database.query(
      `UPDATE stock SET quantity = 0 WHERE size_id = $1 AND operation_unit_id IN (SELECT id FROM operation_units WHERE ships_online)`,
      [size.sizeId],
    );
    expect(fieldMessageOf(await sendOrder(app, token), 409, 'items')).toBe(
      'Niektorý tovar z košíka už nie je na sklade v požadovanom počte. Skontrolujte košík a objednajte znova.',
    );
    expect(
      await database.query(
        `SELECT count(*)::int AS n FROM orders o JOIN carts c ON c.id = o.cart_id WHERE c.access_token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
        [token],
      ),
    ).toEqual([{ n: 0 }]);
    // Put the stock back for the other tests.
    for (const row of before as { size_id: number; operation_unit_id: number; quantity: number }[]) {
      await database.query(`UPDATE stock SET quantity = $3 WHERE size_id = $1 AND operation_unit_id = $2`, [
        row.size_id,
        row.operation_unit_id,
        row.quantity,
      ]);
    }
  });

  it('completes an Idempotency-Key once: a repeat answers the same order, another cart with it a 409', async () => {
    const { app } = testApp();
    const first = await cartOfPieces(1);
    await readyToOrder(app, first.token, { delivery: 'courier', payment: 'bank_transfer' });
    const key = `order-key-${engine}-1`;
    const created = orderOf(await sendOrder(app, first.token, { key }));
    expect(orderOf(await sendOrder(app, first.token, { key }))).toEqual(created);
    const second = await cartOfPieces(1);
    await readyToOrder(app, second.token, { delivery: 'courier', payment: 'bank_transfer' });
    expect(fieldMessageOf(await sendOrder(app, second.token, { key }), 409, null as unknown as string)).toBe(
      'Tento kľúč opakovania už patrí inej objednávke.',
    );
  });

  it('cancels a card order left unpaid past its 30 minutes and returns its stock', async () => {
    const { app, database } = testApp();
    const { size, token } = await cartOfPieces(2, 2);
    const stockBefore = await onlineStock(database, size.sizeId);
    await readyToOrder(app, token, { delivery: 'courier', payment: 'card' });
    const created = orderOf(await sendOrder(app, token));
    expect(await onlineStock(database, size.sizeId)).toBe(stockBefore - 2);
    const [waiting] = await database.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM payment_deadline - created_at) / 60)::int AS minutes FROM orders WHERE order_number = $1`,
      [created.orderNumber],
    );
    expect(waiting?.minutes).toBe(30);
    // Not yet due: nothing is cancelled.
    await cancelOverdueCardOrders(database);
    expect(await onlineStock(database, size.sizeId)).toBe(stockBefore - 2);
    await database.query(`UPDATE orders SET payment_deadline = now() - interval '1 second' WHERE order_number = $1`, [
      created.orderNumber,
    ]);
    expect(await cancelOverdueCardOrders(database)).toBeGreaterThanOrEqual(1);
    expect(await onlineStock(database, size.sizeId)).toBe(stockBefore);
    const [order] = await database.query<{ status: string }>(`SELECT status FROM orders WHERE order_number = $1`, [
      created.orderNumber,
    ]);
    expect(order?.status).toBe('cancelled');
    // A second sweep finds nothing more to give back.
    await cancelOverdueCardOrders(database);
    expect(await onlineStock(database, size.sizeId)).toBe(stockBefore);
  });

  it('withdraws from an order by its number and e-mail, once; a wrong pair is “order does not exist”', async () => {
    const { app, database } = testApp();
    const { token } = await cartOfPieces(1);
    await readyToOrder(app, token, { delivery: 'courier', payment: 'bank_transfer' });
    const created = orderOf(await sendOrder(app, token));
    const withdraw = (orderNumber: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/lib/v1/order/withdrawal',
        headers: { host: 'sk.localhost' },
        payload: { orderNumber, email },
      });
    const wrong = await withdraw(created.orderNumber, 'someone@example.sk');
    expect(wrong.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(wrong.json()).messages).toEqual([
      { field: 'orderNumber', message: 'Objednávka neexistuje.' },
    ]);
    const first = await withdraw(created.orderNumber, 'ANNA.novakova@example.sk');
    expect(first.statusCode).toBe(200);
    const again = await withdraw(created.orderNumber, 'anna.novakova@example.sk');
    expect(again.json()).toEqual(first.json());
    const mails = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox m JOIN withdrawals w ON w.id = m.withdrawal_id
       JOIN orders o ON o.id = w.order_id WHERE o.order_number = $1`,
      [created.orderNumber],
    );
    expect(mails).toEqual([{ n: 1 }]);
  });
});
