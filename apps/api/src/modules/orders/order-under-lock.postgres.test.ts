import { describe, expect, it } from 'vitest';
import { aSizeForSale, type CartAnswer, cartWith, fieldMessageOf } from '../../test-support/cart-requests';
import { orderOf, readyToOrder, sendOrder } from '../../test-support/checkout-requests';
import { useTestApp } from '../../test-support/test-app';

/**
 * An order re-reads prices and product states under its stock locks (issue 12 §3), on PostgreSQL,
 * where another connection can hold those locks: a test transaction holds a size's stock rows, the
 * order waits for them, and what changes while it waits is what the order must see. On PGlite one
 * connection serves everything, so an order cannot be made to wait there: vitest.config.ts runs
 * `*.postgres.test.ts` only when TEST_DATABASE_URL names a PostgreSQL server.
 */
const testApp = useTestApp();

/** Backends of this database waiting for a lock whose statement touches the stock table. */
async function waitingForStock(): Promise<number> {
  const [row] = await testApp().database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%"stock"%for update%'`,
  );
  return row?.n ?? -1;
}

/**
 * Holds the stock rows of a size, sends the order, and once it waits for them makes `change`
 * (committed on a connection of its own); then lets the order go on. The order's answer.
 */
async function orderWhileLocked(sizeId: number, send: () => Promise<CartAnswer>, change: () => Promise<void>) {
  const { database } = testApp();
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder = database.rawTransaction(async (query) => {
    await query('SELECT 1 FROM stock WHERE size_id = $1 FOR UPDATE', [sizeId]);
    locked();
    await released;
  });
  await Promise.race([isLocked, holder]);
  const ordering = send();
  try {
    await expect.poll(waitingForStock, { timeout: 30_000 }).toBe(1);
    await change();
  } finally {
    release();
    await holder;
  }
  return ordering;
}

describe('an order reads under its locks (PostgreSQL)', () => {
  it('uses a price changed while it waited for the stock locks', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { from: 1000, to: 3000 });
    const token = await cartWith(app, [size]);
    await readyToOrder(app, token, { delivery: 'courier', payment: 'bank_transfer' });
    const raised = size.price + 77;
    const answer = await orderWhileLocked(
      size.sizeId,
      () => sendOrder(app, token),
      async () => {
        await database.query('UPDATE prices SET final_price = $2 WHERE product_id = $1 AND web_instance_id = 1', [
          size.productId,
          raised,
        ]);
      },
    );
    const created = orderOf(answer);
    const [order] = await database.query(
      `SELECT o.items_total, i.unit_price FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.order_number = $1`,
      [created.orderNumber],
    );
    expect(order).toEqual({ items_total: raised, unit_price: raised });
  });

  it('refuses a product taken off sale while it waited for the stock locks, and takes no stock', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { from: 1000, to: 3000 });
    const token = await cartWith(app, [size]);
    await readyToOrder(app, token, { delivery: 'courier', payment: 'bank_transfer' });
    const stockOf = () =>
      database.query('SELECT operation_unit_id, quantity FROM stock WHERE size_id = $1 ORDER BY 1', [size.sizeId]);
    const before = await stockOf();
    try {
      const answer = await orderWhileLocked(
        size.sizeId,
        () => sendOrder(app, token),
        async () => {
          await database.query(`UPDATE products SET status = 'not_on_sale' WHERE id = $1`, [size.productId]);
        },
      );
      expect(fieldMessageOf(answer, 409, 'items')).toBe('Požadovaný produkt nie je v predaji.');
      expect(await stockOf()).toEqual(before);
    } finally {
      await database.query(`UPDATE products SET status = 'on_sale' WHERE id = $1`, [size.productId]);
    }
  });
});
