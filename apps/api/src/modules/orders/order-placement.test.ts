import { describe, expect, it } from 'vitest';
import { aSizeForSale, cartWith, fieldMessageOf, sizesForSale } from '../../test-support/cart-requests';
import { orderOf, readyToOrder, SLOVAK_BUYER, sendOrder } from '../../test-support/checkout-requests';
import { onlineStock, setStoreStock, storeStock } from '../../test-support/online-stock';
import { HOST, useTestApp } from '../../test-support/test-app';
import { cancelOverdueCardOrders } from './overdue-card-orders';

/**
 * What an order reads at the moment it is made (issue 12 §3), not what the cart saw: the chosen
 * store's stock, the product still on sale, today's price; and its number, per shop, never reused.
 * Expected values come from the rows the tests write, not from the pricing code.
 */
const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The seed's shop in Košice: it sells in store and ships nothing (packages/db/src/seed/data/stores.ts). */
const KOSICE = 1;

/** The orders of a cart, by its token. */
async function ordersOfCart(token: string) {
  return testApp().database.query<{ order_number: string; status: string }>(
    `SELECT o.order_number, o.status FROM orders o JOIN carts c ON c.id = o.cart_id
     WHERE c.access_token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [token],
  );
}

/** The cart's status and its pieces, by its token. */
async function cartRow(token: string) {
  const [row] = await testApp().database.query<{ status: string; pieces: number }>(
    `SELECT c.status, (SELECT coalesce(sum(i.count), 0)::int FROM cart_items i WHERE i.cart_id = c.id) AS pieces
     FROM carts c WHERE c.access_token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [token],
  );
  return row;
}

describe(`what an order reads when it is made (${engine})`, () => {
  it('takes a store-pickup order’s pieces from the chosen store’s stock, not the stock that ships', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { from: 1000, to: 3000 });
    await setStoreStock(database, size.sizeId, KOSICE, 2);
    const online = await onlineStock(database, size.sizeId);
    const token = await cartWith(app, [size]);
    await readyToOrder(app, token, { delivery: 'store', payment: 'in_store', storeId: KOSICE });
    const created = orderOf(await sendOrder(app, token));

    expect(await storeStock(database, size.sizeId, KOSICE)).toBe(1);
    expect(await onlineStock(database, size.sizeId)).toBe(online);
    const moves = await database.query(
      `SELECT m.size_id, m.operation_unit_id, m.quantity, o.delivery_type, o.pickup_store_id
       FROM order_stock_moves m JOIN orders o ON o.id = m.order_id WHERE o.order_number = $1`,
      [created.orderNumber],
    );
    expect(moves).toEqual([
      { size_id: size.sizeId, operation_unit_id: KOSICE, quantity: 1, delivery_type: 'store', pickup_store_id: KOSICE },
    ]);
  });

  it('refuses an order whose product went off sale after it was put in the cart: “not on sale”, nothing changes', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { from: 1000, to: 3000 });
    const token = await cartWith(app, [size]);
    await readyToOrder(app, token, { delivery: 'courier', payment: 'bank_transfer' });
    const stockBefore = await onlineStock(database, size.sizeId);
    await database.query(`UPDATE products SET status = 'not_on_sale' WHERE id = $1`, [size.productId]);
    try {
      expect(fieldMessageOf(await sendOrder(app, token), 409, 'items')).toBe('Požadovaný produkt nie je v predaji.');
      expect(await ordersOfCart(token)).toEqual([]);
      expect(await cartRow(token)).toEqual({ status: 'open', pieces: 1 });
      expect(await onlineStock(database, size.sizeId)).toBe(stockBefore);
    } finally {
      await database.query(`UPDATE products SET status = 'on_sale' WHERE id = $1`, [size.productId]);
    }
    // Back on sale, the same cart orders.
    orderOf(await sendOrder(app, token));
  });

  it('prices an order with the price of the moment it is made, not the one the cart was filled at', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { from: 1000, to: 3000 });
    const token = await cartWith(app, [size]);
    const ready = await readyToOrder(app, token, { delivery: 'courier', payment: 'bank_transfer' });
    expect(ready.cart.sums.total.price).toBe(size.price + 490);
    const raised = size.price + 123;
    await database.query(`UPDATE prices SET final_price = $2 WHERE product_id = $1 AND web_instance_id = 1`, [
      size.productId,
      raised,
    ]);
    try {
      const created = orderOf(await sendOrder(app, token));
      const [order] = await database.query(
        `SELECT o.items_total, o.total_sum, i.unit_price, i.total_price
         FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.order_number = $1`,
        [created.orderNumber],
      );
      // Courier 4,90 € below the 70 € of free delivery (the seed's Slovak offer).
      expect(order).toEqual({ items_total: raised, total_sum: raised + 490, unit_price: raised, total_price: raised });
    } finally {
      await database.query(`UPDATE prices SET final_price = $2 WHERE product_id = $1 AND web_instance_id = 1`, [
        size.productId,
        size.price,
      ]);
    }
  });

  it('numbers orders per shop and never hands a cancelled order’s number out again', async () => {
    const { app, database } = testApp();
    const instances = await database.query<{ locale: string; id: number }>(
      `SELECT locale, id FROM web_instances WHERE locale IN ('sk', 'cz')`,
    );
    const skId = instances.find((row) => row.locale === 'sk')?.id;
    const czId = instances.find((row) => row.locale === 'cz')?.id;
    if (skId === undefined || czId === undefined) throw new Error('no Slovak or Czech shop');
    const skSize = await aSizeForSale(database, { from: 1000, to: 3000 });
    const [czSize] = await sizesForSale(database, { webInstanceId: czId });
    if (!czSize) throw new Error('no size for sale in the Czech shop');
    const czechBuyer = {
      ...SLOVAK_BUYER,
      email: 'jana.novakova@example.cz',
      phone: '+420 603 123 456',
      street: 'Dlouhá 5',
      city: 'Praha',
      zip: '110 00',
      country: 'cz',
    };
    const order = async (locale: 'sk' | 'cz', payment: string) => {
      const token = await cartWith(app, [locale === 'sk' ? skSize : czSize], HOST[locale]);
      await readyToOrder(
        app,
        token,
        { delivery: 'courier', payment },
        locale === 'sk' ? SLOVAK_BUYER : czechBuyer,
        HOST[locale],
      );
      return orderOf(await sendOrder(app, token, { host: HOST[locale] })).orderNumber;
    };

    const sk1 = await order('sk', 'bank_transfer');
    const cz1 = await order('cz', 'bank_transfer');
    const sk2 = await order('sk', 'card');
    expect(sk1).toMatch(new RegExp(`^${skId}\\d{7}$`));
    expect(cz1).toMatch(new RegExp(`^${czId}\\d{7}$`));
    // The Czech order in between took none of the Slovak shop's numbers.
    expect(Number(sk2)).toBe(Number(sk1) + 1);

    // The card order is left unpaid past its deadline and cancelled; the next order gets a new number.
    await database.query(`UPDATE orders SET payment_deadline = now() - interval '1 second' WHERE order_number = $1`, [
      sk2,
    ]);
    expect(await cancelOverdueCardOrders(database)).toBeGreaterThanOrEqual(1);
    const sk3 = await order('sk', 'bank_transfer');
    expect(Number(sk3)).toBe(Number(sk2) + 1);
    const numbered = await database.query<{ order_number: string; status: string }>(
      `SELECT order_number, status FROM orders WHERE order_number = ANY($1::text[]) ORDER BY order_number`,
      [[sk1, sk2, sk3]],
    );
    expect(numbered).toEqual([
      { order_number: sk1, status: 'new' },
      { order_number: sk2, status: 'cancelled' },
      { order_number: sk3, status: 'new' },
    ]);
  });
});
