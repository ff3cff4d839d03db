import { beforeAll, describe, expect, it } from 'vitest';
import { sendCart, tokenOf } from '../../test-support/cart-requests';
import { orderOf, SLOVAK_BUYER, sendOrder } from '../../test-support/checkout-requests';
import { HOST, useTestApp } from '../../test-support/test-app';
import { COMGATE_NOTIFY_PATH } from '../payments/service';
import { issueGiftVouchersForPaidOrder } from './service';

/**
 * Gift vouchers are issued once per order line however PAID comes in (decision 18), on PostgreSQL,
 * where two transactions really run at once (on PGlite one connection serves everything, so
 * vitest.config.ts runs `*.postgres.test.ts` only against PostgreSQL). The app listens: the test
 * gateway's status call comes back to it.
 */
const testApp = useTestApp();

beforeAll(async () => {
  await testApp().app.listen({ port: 0, host: '127.0.0.1' });
});

/** A voucher-only card order of two vouchers (30 € and 42 €), its payment marked PAID at the test gateway; its id. */
async function paidAtGateway(): Promise<number> {
  const { app, database } = testApp();
  const first = await sendCart(app, 'POST', '/api/lib/v1/cart/gift-vouchers', {
    body: { value: 3000, design: 'road', dedication: 'Veľa kilometrov!', recipient: null, sendOn: null },
  });
  const token = tokenOf(first);
  await sendCart(app, 'POST', '/api/lib/v1/cart/gift-vouchers', {
    cookie: token,
    body: { value: 4200, design: 'track', dedication: 'Na nové tenisky', recipient: null, sendOn: null },
  });
  await sendCart(app, 'PUT', '/api/lib/v1/cart/delivery', { cookie: token, body: { delivery: null, payment: 'card' } });
  await sendCart(app, 'POST', '/api/lib/v1/cart/contact', { cookie: token, body: { contact: SLOVAK_BUYER } });
  const created = orderOf(await sendOrder(app, token));
  const [order] = await database.query<{ id: number; transaction_id: string }>(
    `SELECT o.id, p.transaction_id FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.order_number = $1`,
    [created.orderNumber],
  );
  if (!order) throw new Error(`order ${created.orderNumber} has no card payment`);
  await database.query(`UPDATE test_gateway_transactions SET status = 'PAID' WHERE transaction_id = $1`, [
    order.transaction_id,
  ]);
  return order.id;
}

async function issuedOf(orderId: number) {
  const [row] = await testApp().database.query<{ vouchers: number; lines: number; mails: number; status: string }>(
    `SELECT (SELECT count(*) FROM gift_vouchers WHERE purchase_order_id = o.id)::int AS vouchers,
            (SELECT count(DISTINCT order_gift_voucher_id) FROM gift_vouchers WHERE purchase_order_id = o.id)::int AS lines,
            (SELECT count(*) FROM mail_outbox WHERE kind = 'gift_voucher' AND order_id = o.id)::int AS mails,
            o.status::text AS status
     FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  return row;
}

/** Backends of this database waiting for a lock while inserting gift vouchers. */
async function waitingToIssue(): Promise<number> {
  const [row] = await testApp().database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%insert into "gift_vouchers"%'`,
  );
  return row?.n ?? -1;
}

describe('gift vouchers issued once (PostgreSQL)', () => {
  it('two PAID notifications of one order at once issue its vouchers once, with one e-mail each', async () => {
    // The guards, outermost first: the order's row lock (payments/queries.ts lockOrder), the payment's
    // status moving to PAID once (statusMoves), the order leaving 'new' once (markOrderPaid), and the
    // unique line of gift_vouchers (migration 0022). Tried: with the issuing's ON CONFLICT target and
    // the unique constraint taken out this still passes, since the lock and the status make the second
    // notification 'unchanged'; the next test shows the database guard on its own.
    const { app } = testApp();
    const orderId = await paidAtGateway();
    const [payment] = await testApp().database.query<{ transaction_id: string }>(
      'SELECT transaction_id FROM payments WHERE order_id = $1',
      [orderId],
    );
    const notify = () =>
      app.inject({
        method: 'POST',
        url: COMGATE_NOTIFY_PATH,
        headers: { host: HOST.sk, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ transId: payment?.transaction_id ?? '', status: 'PAID' }).toString(),
      });
    const answers = await Promise.all([notify(), notify(), notify()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await issuedOf(orderId)).toEqual({ vouchers: 2, lines: 2, mails: 2, status: 'paid' });
  });

  it('two transactions issuing one paid order at once: the second waits on the first’s lines and issues nothing', async () => {
    // The database's own guard, for any path that marks an order paid (a bank transfer's, later):
    // gift_vouchers.order_gift_voucher_id is unique and the insert skips a line already issued. The
    // first transaction holds its uncommitted lines until the second is seen waiting for them.
    // Tried: with the unique constraint dropped (and the insert's ON CONFLICT without a target) the
    // second transaction never waits and the order gets 4 vouchers and 4 e-mails: this test fails.
    const { database } = testApp();
    const orderId = await paidAtGateway();
    await database.query(`UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1`, [orderId]);
    let inserted = () => {};
    const firstInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = database.transaction(async (tx) => {
      const count = await issueGiftVouchersForPaidOrder(tx, orderId);
      inserted();
      await released;
      return count;
    });
    await Promise.race([firstInserted, first]);
    const second = database.transaction((tx) => issueGiftVouchersForPaidOrder(tx, orderId));
    try {
      await expect.poll(waitingToIssue, { timeout: 30_000 }).toBe(1);
    } finally {
      release();
    }
    expect([await first, await second]).toEqual([2, 0]);
    expect(await issuedOf(orderId)).toEqual({ vouchers: 2, lines: 2, mails: 2, status: 'paid' });
  });
});
