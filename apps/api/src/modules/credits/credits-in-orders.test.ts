import { AccountOrderDetailSchema, OrderSummarySchema } from '@stride/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSizeForSale, type SizeForSaleRow, sendCart, tokenOf } from '../../test-support/cart-requests';
import { aPickupPoint, orderOf, readyToOrder, sendOrder } from '../../test-support/checkout-requests';
import {
  addToCart,
  aMember,
  cartRequest,
  creditState,
  giveCredits,
  ledgerOfOrder,
  orderFromBrowser,
  payCardOrder,
} from '../../test-support/credit-members';
import { useTestApp } from '../../test-support/test-app';
import { cancelOverdueCardOrders } from '../orders/overdue-card-orders';
import { settleCreditsOfCancelled } from './service';

/**
 * Credits through orders on the real app: spent in the order's transaction, earned when a card
 * payment comes back PAID (through the app's own test gateway, hence the app listens), returned and
 * taken back when the order is cancelled. Expected amounts are worked out here from the prices the
 * database holds, never with the credit rules.
 */
const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

beforeAll(async () => {
  await testApp().app.listen({ port: 0, host: '127.0.0.1' });
});

/** A full-price size of 20–60 € that is no electronics: one piece stays below 70 € (delivery 2,99 €). */
const aShoe = () => aSizeForSale(testApp().database, { from: 2000, to: 6000, pricing: 'full', minStock: 3 });

/** A size of an electronics product on sale in the Slovak shop, with pieces that ship. */
async function anElectronicsSize(): Promise<SizeForSaleRow> {
  const [row] = await testApp().database.query<SizeForSaleRow>(
    `SELECT s.id AS "sizeId", s.product_id AS "productId", pr.final_price AS price, pr.standard_price AS standard,
            sum(st.quantity)::int AS stock
     FROM product_sizes s
     JOIN products p ON p.id = s.product_id AND p.status = 'on_sale' AND p.kind = 'electronics'
     JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = 1
     JOIN stock st ON st.size_id = s.id
     JOIN operation_units u ON u.id = st.operation_unit_id AND u.ships_online
     GROUP BY s.id, s.product_id, pr.final_price, pr.standard_price
     HAVING sum(st.quantity) >= 3 ORDER BY s.id LIMIT 1`,
  );
  if (!row) throw new Error('no electronics for sale');
  return row;
}

async function orderRow(orderNumber: string) {
  const [row] = await testApp().database.query<{ id: number; credits_used: number; total_sum: number; status: string }>(
    'SELECT id, credits_used, total_sum, status FROM orders WHERE order_number = $1',
    [orderNumber],
  );
  if (!row) throw new Error(`no order ${orderNumber}`);
  return row;
}

describe(`credits in orders (${engine})`, () => {
  it('are spent in the order: a spent row, the order’s credits, the thank-you page and the account’s order', async () => {
    const { app, database } = testApp();
    const shoe = await aShoe();
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 2000);
    await addToCart(member.browser, [shoe]);
    await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/credits', { credit: 1500 });

    const created = await orderFromBrowser(member.browser, database);
    const order = await orderRow(created.orderNumber);
    expect(order.credits_used).toBe(1500);
    // The price less 15 € of credits, and the pickup point's 2,99 €.
    expect(order.total_sum).toBe(shoe.price - 1500 + 299);
    expect(await ledgerOfOrder(database, created.orderNumber)).toEqual([{ reason: 'spent', delta: -1500 }]);
    expect(await creditState(database, member.userId)).toEqual({ balance: 500, ledger: 500, rows: 2 });

    const page = await app.inject({
      method: 'GET',
      url: `/api/lib/v1/order/thank-you/${created.token}`,
      headers: { host: 'sk.localhost' },
    });
    const summary = OrderSummarySchema.parse(page.json());
    expect(summary.sums.credits.amount).toBe(1500);
    expect(summary.sums.discounts.amount).toBe(0);
    expect(summary.sums.total.amount).toBe(shoe.price - 1500 + 299);

    const detail = await member.browser.send('GET', `/api/lib/v1/account/orders/${order.id}`);
    expect(AccountOrderDetailSchema.parse(detail.body).sums.credits.amount).toBe(1500);
  });

  it('spend only what the balance holds when the order is placed (re-read under the lock)', async () => {
    const { app, database } = testApp();
    const shoe = await aShoe();
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 1000);
    await addToCart(member.browser, [shoe]);
    await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/credits', { credit: 1000 });
    // Meanwhile 700 of them went into a coupon (another tab): 300 are left.
    await database.query(`INSERT INTO credit_ledger (user_id, delta, reason) VALUES ($1, -700, 'converted')`, [
      member.userId,
    ]);
    const created = await orderFromBrowser(member.browser, database);
    expect((await orderRow(created.orderNumber)).credits_used).toBe(300);
    expect(await creditState(database, member.userId)).toEqual({ balance: 0, ledger: 0, rows: 3 });
  });

  it('are earned when a card order is paid: 3 % of the lines after their discounts, electronics left out, once', async () => {
    const { app, database } = testApp();
    const shoe = await aShoe();
    const gadget = await anElectronicsSize();
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 1000);
    await addToCart(member.browser, [shoe, gadget]);
    await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/credits', { credit: 1000 });
    const created = await orderFromBrowser(member.browser, database, 'card');
    expect(created.paymentUrl).not.toBeNull();
    // Nothing is earned before the payment.
    expect(await ledgerOfOrder(database, created.orderNumber)).toEqual([{ reason: 'spent', delta: -1000 }]);

    expect((await payCardOrder(app, database, created.orderNumber)).kind).toBe('paid');
    // The shoe's line after its share of the credits, as the order stored it; 3 % of it in whole cents.
    const [shoeLine] = await database.query<{ total_price: number; earns_credits: boolean }>(
      `SELECT total_price, earns_credits FROM order_items
       WHERE order_id = (SELECT id FROM orders WHERE order_number = $1) AND size_id = $2`,
      [created.orderNumber, shoe.sizeId],
    );
    const [gadgetLine] = await database.query<{ earns_credits: boolean }>(
      `SELECT earns_credits FROM order_items
       WHERE order_id = (SELECT id FROM orders WHERE order_number = $1) AND size_id = $2`,
      [created.orderNumber, gadget.sizeId],
    );
    expect(shoeLine?.earns_credits).toBe(true);
    expect(gadgetLine?.earns_credits).toBe(false);
    const earned = Math.floor(((shoeLine?.total_price ?? 0) * 3) / 100);
    expect(earned).toBeGreaterThan(0);
    expect(await ledgerOfOrder(database, created.orderNumber)).toEqual([
      { reason: 'spent', delta: -1000 },
      { reason: 'earned', delta: earned },
    ]);

    // The gateway's status asked again (a second notification) earns nothing more.
    expect((await payCardOrder(app, database, created.orderNumber)).kind).toBe('unchanged');
    expect(await creditState(database, member.userId)).toEqual({ balance: earned, ledger: earned, rows: 3 });
  });

  it('are earned by no guest: a paid card order without an account writes no ledger row', async () => {
    const { app, database } = testApp();
    const shoe = await aShoe();
    const answer = await sendCart(app, 'POST', '/api/lib/v1/cart', {
      body: { items: [{ count: 1, sizeId: shoe.sizeId, productId: shoe.productId }] },
    });
    const token = tokenOf(answer);
    const pickupPointId = await aPickupPoint(database, 900777);
    await readyToOrder(app, token, { delivery: 'pickup_point', payment: 'card', pickupPointId });
    const created = orderOf(await sendOrder(app, token));
    expect((await payCardOrder(app, database, created.orderNumber)).kind).toBe('paid');
    expect(await ledgerOfOrder(database, created.orderNumber)).toEqual([]);
  });

  it('come back when an unpaid card order is cancelled', async () => {
    const { app, database } = testApp();
    const shoe = await aShoe();
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 1200);
    await addToCart(member.browser, [shoe]);
    await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/credits', { credit: 1200 });
    const created = await orderFromBrowser(member.browser, database, 'card');
    expect(await creditState(database, member.userId)).toEqual({ balance: 0, ledger: 0, rows: 2 });

    await database.query(`UPDATE orders SET payment_deadline = now() - interval '1 minute' WHERE order_number = $1`, [
      created.orderNumber,
    ]);
    expect(await cancelOverdueCardOrders(database)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(created.orderNumber)).status).toBe('cancelled');
    expect(await ledgerOfOrder(database, created.orderNumber)).toEqual([
      { reason: 'spent', delta: -1200 },
      { reason: 'spent_returned', delta: 1200 },
    ]);
    expect(await creditState(database, member.userId)).toEqual({ balance: 1200, ledger: 1200, rows: 3 });
  });

  it('earned by a cancelled order go back, but only as far as the balance holds them', async () => {
    const { app, database } = testApp();
    const shoe = await aShoe();
    const member = await aMember(app, database);
    const paidOrder = async () => {
      await addToCart(member.browser, [shoe]);
      const created = await orderFromBrowser(member.browser, database, 'card');
      expect((await payCardOrder(app, database, created.orderNumber)).kind).toBe('paid');
      return { ...created, ...(await orderRow(created.orderNumber)) };
    };
    // One piece, no discount: 3 % of its price in whole cents.
    const earned = Math.floor((shoe.price * 3) / 100);

    const kept = await paidOrder();
    const spentMeanwhile = await paidOrder();
    expect(await creditState(database, member.userId)).toEqual({ balance: 2 * earned, ledger: 2 * earned, rows: 2 });

    // Cancelled with the credits still there: all of them go back.
    await database.transaction((tx) => settleCreditsOfCancelled(tx, [kept.id]));
    expect(await ledgerOfOrder(database, kept.orderNumber)).toEqual([
      { reason: 'earned', delta: earned },
      { reason: 'earned_reversed', delta: -earned },
    ]);

    // The member spent all but 1 cent of the rest first: only that cent is taken back, never below zero.
    await database.query(`INSERT INTO credit_ledger (user_id, delta, reason) VALUES ($1, $2, 'converted')`, [
      member.userId,
      -(earned - 1),
    ]);
    await database.transaction((tx) => settleCreditsOfCancelled(tx, [spentMeanwhile.id]));
    expect(await ledgerOfOrder(database, spentMeanwhile.orderNumber)).toEqual([
      { reason: 'earned', delta: earned },
      { reason: 'earned_reversed', delta: -1 },
    ]);
    // Settling again changes nothing.
    await database.transaction((tx) => settleCreditsOfCancelled(tx, [kept.id, spentMeanwhile.id]));
    expect(await creditState(database, member.userId)).toEqual({ balance: 0, ledger: 0, rows: 5 });
  });

  it('never go below zero in the database: a debit past the balance fails its CHECK and writes nothing', async () => {
    const { app, database } = testApp();
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 500);
    const failed = await database
      .query(`INSERT INTO credit_ledger (user_id, delta, reason) VALUES ($1, -501, 'converted')`, [member.userId])
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(String(failed)).toContain('credit_balances_balance_ck');
    expect(await creditState(database, member.userId)).toEqual({ balance: 500, ledger: 500, rows: 1 });
  });
  it('are earned at once by an order a gift voucher paid in full: it is paid as it is made, and no card payment is waited for', async () => {
    const { app, database } = testApp();
    // 40–60 €: DARCEK100-SK (100 €, for an order from 40 €) pays the shoe and its 2,99 € delivery.
    const shoe = await aSizeForSale(database, { from: 4000, to: 6000, pricing: 'full', minStock: 3 });
    const member = await aMember(app, database);
    await addToCart(member.browser, [shoe]);
    await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/voucher', { code: 'DARCEK100-SK' });
    const created = await orderFromBrowser(member.browser, database, 'card');
    expect(created.paymentUrl).toBeNull();
    const order = await orderRow(created.orderNumber);
    expect(order.status).toBe('paid');
    expect(order.total_sum).toBe(shoe.price + 299);
    expect(await ledgerOfOrder(database, created.orderNumber)).toEqual([
      { reason: 'earned', delta: Math.floor((shoe.price * 3) / 100) },
    ]);
    // The thank-you page asks for no payment.
    const page = await app.inject({
      method: 'GET',
      url: `/api/lib/v1/order/thank-you/${created.token}`,
      headers: { host: 'sk.localhost' },
    });
    expect(OrderSummarySchema.parse(page.json()).payment).toEqual({
      kind: 'nothing_to_pay',
      amount: { amount: 0, formatted: expect.stringMatching(/^0,00\s€$/) },
    });
    // No card payment is waited for: no deadline, and the unpaid sweep leaves it alone.
    const [deadline] = await database.query<{ payment_deadline: Date | null }>(
      'SELECT payment_deadline FROM orders WHERE id = $1',
      [order.id],
    );
    expect(deadline?.payment_deadline).toBeNull();
    await cancelOverdueCardOrders(database);
    expect((await orderRow(created.orderNumber)).status).toBe('paid');
  });
});
