import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../errors';
import { translate } from '../../messages';
import { type CardOrder, insertCardOrder, paymentState } from '../../test-support/card-orders';
import { useTestApp } from '../../test-support/test-app';
import { comgateClient } from './comgate-client';
import {
  COMGATE_NOTIFY_PATH,
  confirmPayment,
  gatewayReturnUrl,
  PAYMENT_RETURN_PATH,
  type PaymentDeps,
  paymentLabel,
  startCardPayment,
  statusMoves,
} from './service';

/**
 * Card payments end to end over real HTTP, on the local test gateway the app mounts without COMGATE_*
 * settings: the shop creates a transaction, the buyer pays or cancels on the gateway's page, the
 * gateway notifies the shop and sends the buyer back, and each step asks the gateway's status call.
 * The app listens on a port of its own, since the gateway calls back. Orders are written with SQL.
 */
const testApp = useTestApp();
let origin: string;

beforeAll(async () => {
  const { app } = testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

/** The payment functions' dependencies, with a log the tests read. */
function depsOf(): PaymentDeps & {
  log: { info: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
} {
  return {
    gateway: testApp().app.cardGateway,
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    nudgeMail: () => undefined,
  };
}

const thankYouPath = (order: CardOrder) => `/objednavka/dakujeme/${order.token}`;

async function start(order: CardOrder, deps: PaymentDeps = depsOf()) {
  return startCardPayment(testApp().database, deps, order.id, `${origin}${thankYouPath(order)}`);
}

/** The buyer on the gateway's page: loads it, then presses Pay or Cancel; the gateway's redirect. */
async function decideOnPage(paymentUrl: string, action: 'pay' | 'cancel'): Promise<string> {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = /<form method="post" action="([^"]+)">/.exec(html);
  expect(form, html).not.toBeNull();
  const fields = new URLSearchParams({ action });
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(name ?? '', (value ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"'));
  }
  const answer = await fetch(new URL(form?.[1] ?? '', paymentUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('location') ?? '';
}

/** The buyer's browser at the shop's return address: where it is sent on. */
async function comeBack(location: string): Promise<string> {
  const answer = await fetch(location, { redirect: 'manual' });
  expect(answer.status).toBe(303);
  return answer.headers.get('location') ?? '';
}

/** The gateway's notification as Comgate posts it: the transaction's fields, urlencoded. */
async function notify(transId: string, extra: Record<string, string> = {}) {
  const response = await fetch(`${origin}${COMGATE_NOTIFY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: new URLSearchParams({ merchant: '000000', test: 'true', status: 'PAID', transId, ...extra }).toString(),
  });
  return { status: response.status, text: await response.text() };
}

/** What the gateway says of a transaction changes behind the shop's back (a buyer, a late or stale answer). */
async function gatewaySays(transId: string, status: string, price?: number) {
  await testApp().database.query(
    'UPDATE test_gateway_transactions SET status = $2, price = coalesce($3, price) WHERE transaction_id = $1',
    [transId, status, price ?? null],
  );
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('a card payment through the test gateway', () => {
  it('creates a transaction for what the order has to pay, pays on the gateway’s page, and the notification marks the order paid', async () => {
    const order = await insertCardOrder(testApp().database, { toPay: 15_490 });
    const started = await start(order);
    expect(started.paymentUrl).toBe(
      `${origin}/api/test-gateway/pay/${started.transactionId}?lang=sk&url_paid=${encodeURIComponent(gatewayReturnUrl(`${origin}${thankYouPath(order)}`))}`,
    );
    expect(await paymentState(testApp().database, order.id)).toEqual({
      order: { status: 'new', paid_at: null },
      payments: [{ transaction_id: started.transactionId, status: 'PENDING', amount: 15_490 }],
    });

    const back = await decideOnPage(started.paymentUrl, 'pay');
    // The gateway notified the shop before sending the buyer back: paid already.
    const state = await paymentState(testApp().database, order.id);
    expect(state.order?.status).toBe('paid');
    expect(state.order?.paid_at).toBeInstanceOf(Date);
    expect(state.payments).toEqual([{ transaction_id: started.transactionId, status: 'PAID', amount: 15_490 }]);

    expect(back).toBe(
      `${origin}${PAYMENT_RETURN_PATH}?id=${started.transactionId}&refId=${order.orderNumber}&to=${encodeURIComponent(thankYouPath(order))}`,
    );
    expect(await comeBack(back)).toBe(thankYouPath(order));
  });

  it('leaves a cancelled payment’s order waiting; a retry makes a second payment, which can be paid', async () => {
    const order = await insertCardOrder(testApp().database, { locale: 'cz', toPay: 329_000 });
    const first = await start(order);
    expect(await comeBack(await decideOnPage(first.paymentUrl, 'cancel'))).toBe(thankYouPath(order));
    expect(await paymentState(testApp().database, order.id)).toEqual({
      order: { status: 'new', paid_at: null },
      payments: [{ transaction_id: first.transactionId, status: 'CANCELLED', amount: 329_000 }],
    });

    const second = await start(order);
    expect(second.transactionId).not.toBe(first.transactionId);
    expect(second.paymentUrl).toContain('lang=cs');
    await comeBack(await decideOnPage(second.paymentUrl, 'pay'));
    const state = await paymentState(testApp().database, order.id);
    expect(state.order?.status).toBe('paid');
    expect(state.payments).toEqual([
      { transaction_id: first.transactionId, status: 'CANCELLED', amount: 329_000 },
      { transaction_id: second.transactionId, status: 'PAID', amount: 329_000 },
    ]);
    // Paid now: no third try.
    expect((await apiError(start(order))).fieldErrors[0]?.key).toBe('payment_order_paid');
  });

  it('asks about an earlier try before a new one: paid in another tab, its notification not in yet, it is not paid twice', async () => {
    const order = await insertCardOrder(testApp().database);
    const first = await start(order);
    await gatewaySays(first.transactionId, 'PAID');
    const refused = await apiError(start(order));
    expect(refused.statusCode).toBe(409);
    expect(refused.fieldErrors[0]?.key).toBe('payment_order_paid');
    expect((await paymentState(testApp().database, order.id)).payments).toEqual([
      { transaction_id: first.transactionId, status: 'PAID', amount: order.toPay },
    ]);
  });

  it('takes the status call’s word when the buyer comes back, even if no notification came', async () => {
    const order = await insertCardOrder(testApp().database, { locale: 'hu', toPay: 2_599_000 });
    const started = await start(order);
    await gatewaySays(started.transactionId, 'PAID');
    const back = `${origin}${PAYMENT_RETURN_PATH}?id=${started.transactionId}&refId=${order.orderNumber}&to=${encodeURIComponent(thankYouPath(order))}`;
    expect(await comeBack(back)).toBe(thankYouPath(order));
    expect((await paymentState(testApp().database, order.id)).order?.status).toBe('paid');
  });
});

describe('notifications: repeated, late, for an unknown transaction', () => {
  it('changes the order once for the same notification five times at once and five times after', async () => {
    const order = await insertCardOrder(testApp().database);
    const started = await start(order);
    await gatewaySays(started.transactionId, 'PAID');
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(started.transactionId)));
    for (const answer of answers) expect(answer).toEqual({ status: 200, text: 'code=0&message=OK' });
    const once = await paymentState(testApp().database, order.id);
    expect(once.order?.status).toBe('paid');
    const [updated] = await testApp().database.query<{ updated_at: Date }>(
      'SELECT updated_at FROM payments WHERE transaction_id = $1',
      [started.transactionId],
    );
    for (let i = 0; i < 5; i++)
      expect(await notify(started.transactionId)).toEqual({ status: 200, text: 'code=0&message=OK' });
    expect(await paymentState(testApp().database, order.id)).toEqual(once);
    const [after] = await testApp().database.query<{ updated_at: Date }>(
      'SELECT updated_at FROM payments WHERE transaction_id = $1',
      [started.transactionId],
    );
    expect(after?.updated_at).toEqual(updated?.updated_at);
  });

  it('leaves the order unpaid when a notification claims PAID but the status call says PENDING; the confirmed one pays it', async () => {
    const order = await insertCardOrder(testApp().database, { toPay: 8_990 });
    const started = await start(order);
    // The buyer has not paid: the gateway's record is PENDING. A notification (unsigned: anyone can
    // post one) claims PAID with the order's very amount, currency and reference.
    const claim = { status: 'PAID', price: String(order.toPay), curr: order.currency, refId: order.orderNumber };
    expect(await notify(started.transactionId, claim)).toEqual({ status: 200, text: 'code=0&message=OK' });
    expect(await paymentState(testApp().database, order.id)).toEqual({
      order: { status: 'new', paid_at: null },
      payments: [{ transaction_id: started.transactionId, status: 'PENDING', amount: 8_990 }],
    });
    // Once the gateway says PAID, the same notification pays the order: it was the status call that decided.
    await gatewaySays(started.transactionId, 'PAID');
    expect(await notify(started.transactionId, claim)).toEqual({ status: 200, text: 'code=0&message=OK' });
    expect((await paymentState(testApp().database, order.id)).order?.status).toBe('paid');
  });

  it('keeps a PAID payment paid when a PENDING or CANCELLED status comes after it', async () => {
    const order = await insertCardOrder(testApp().database);
    const started = await start(order);
    await decideOnPage(started.paymentUrl, 'pay');
    const paid = await paymentState(testApp().database, order.id);
    expect(paid.order?.status).toBe('paid');
    for (const late of ['PENDING', 'CANCELLED']) {
      await gatewaySays(started.transactionId, late);
      expect(await notify(started.transactionId, { status: late })).toEqual({ status: 200, text: 'code=0&message=OK' });
      expect(await paymentState(testApp().database, order.id)).toEqual(paid);
    }
  });

  it('answers a notification of an unknown transaction as Comgate expects and changes nothing', async () => {
    const count = async () =>
      (
        await testApp().database.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM payments WHERE status <> 'PENDING'",
        )
      )[0]?.n;
    const before = await count();
    expect(await notify('ZZZZ-ZZZZ-ZZZZ')).toEqual({ status: 200, text: 'code=0&message=OK' });
    expect(await count()).toBe(before);
  });

  it('refuses a notification without a transaction id (400), and one the gateway cannot confirm with a 503, so it comes again', async () => {
    const response = await fetch(`${origin}${COMGATE_NOTIFY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=PAID&price=100',
    });
    expect(response.status).toBe(400);
    const order = await insertCardOrder(testApp().database);
    const started = await start(order);
    // The test gateway no longer knows the transaction: its status call refuses (1400).
    await testApp().database.query('DELETE FROM test_gateway_transactions WHERE transaction_id = $1', [
      started.transactionId,
    ]);
    expect((await notify(started.transactionId)).status).toBe(503);
    expect((await paymentState(testApp().database, order.id)).payments[0]?.status).toBe('PENDING');
    // Nor does it stand in the way of another try.
    const retry = await start(order);
    expect((await paymentState(testApp().database, order.id)).payments.map((p) => p.transaction_id)).toEqual([
      started.transactionId,
      retry.transactionId,
    ]);
  });

  it('records a payment PAID for an order cancelled meanwhile, leaves the order cancelled and logs it for a refund', async () => {
    const order = await insertCardOrder(testApp().database);
    const started = await start(order);
    // The 30 minutes ran out and the order was cancelled; then the buyer paid after all.
    await testApp().database.query("UPDATE orders SET status = 'cancelled', cancelled_at = now() WHERE id = $1", [
      order.id,
    ]);
    await gatewaySays(started.transactionId, 'PAID');
    const deps = depsOf();
    expect(await confirmPayment(testApp().database, deps, started.transactionId)).toEqual({
      kind: 'refund_needed',
      orderNumber: order.orderNumber,
      orderStatus: 'cancelled',
    });
    expect(deps.log.error).toHaveBeenCalledWith(
      expect.objectContaining({ transactionId: started.transactionId, orderNumber: order.orderNumber }),
      expect.stringContaining('refund'),
    );
    expect(await paymentState(testApp().database, order.id)).toEqual({
      order: { status: 'cancelled', paid_at: null },
      payments: [{ transaction_id: started.transactionId, status: 'PAID', amount: order.toPay }],
    });
    // Through the route, repeated: nothing more changes.
    expect(await notify(started.transactionId)).toEqual({ status: 200, text: 'code=0&message=OK' });
    expect((await paymentState(testApp().database, order.id)).order?.status).toBe('cancelled');
  });

  it('logs a second try paid after the first for a refund: the order is paid once', async () => {
    const order = await insertCardOrder(testApp().database);
    const first = await start(order);
    const second = await start(order);
    await decideOnPage(second.paymentUrl, 'pay');
    await gatewaySays(first.transactionId, 'PAID');
    const deps = depsOf();
    expect(await confirmPayment(testApp().database, deps, first.transactionId)).toEqual({
      kind: 'refund_needed',
      orderNumber: order.orderNumber,
      orderStatus: 'paid',
    });
    expect(deps.log.error).toHaveBeenCalledTimes(1);
    expect((await paymentState(testApp().database, order.id)).payments.map((p) => p.status)).toEqual(['PAID', 'PAID']);
  });

  it('does not mark an order paid when the gateway’s amount is not the order’s, and logs it', async () => {
    const order = await insertCardOrder(testApp().database, { toPay: 10_000 });
    const started = await start(order);
    await gatewaySays(started.transactionId, 'PAID', 100);
    const deps = depsOf();
    expect((await confirmPayment(testApp().database, deps, started.transactionId)).kind).toBe('mismatch');
    expect(deps.log.error).toHaveBeenCalled();
    expect(await paymentState(testApp().database, order.id)).toEqual({
      order: { status: 'new', paid_at: null },
      payments: [{ transaction_id: started.transactionId, status: 'PAID', amount: 10_000 }],
    });
  });
});

describe('startCardPayment refuses an order that cannot be paid by card now', () => {
  it.each([
    [{ paymentType: 'bank_transfer' as const }, 422, 'payment_not_card'],
    [{ status: 'paid' as const }, 409, 'payment_order_paid'],
    [{ status: 'cancelled' as const }, 409, 'payment_order_cancelled'],
    [{ deadlineInMinutes: -1 }, 409, 'payment_deadline_passed'],
    [{ toPay: 0 }, 422, 'payment_nothing_to_pay'],
  ])('%o: %i %s', async (options, status, key) => {
    const order = await insertCardOrder(testApp().database, options);
    const error = await apiError(start(order));
    expect(error.statusCode).toBe(status);
    expect(error.fieldErrors.map((e) => e.key)).toEqual([key]);
    expect((await paymentState(testApp().database, order.id)).payments).toEqual([]);
  });

  it('answers 404 for an order that does not exist', async () => {
    const error = await apiError(
      startCardPayment(testApp().database, depsOf(), 2_000_000_000, `${origin}/objednavka/dakujeme/x`),
    );
    expect(error.statusCode).toBe(404);
    expect(error.fieldErrors[0]?.key).toBe('payment_order_not_found');
  });

  it('answers 503, translated, when the gateway does not answer or refuses, and makes no payment', async () => {
    const order = await insertCardOrder(testApp().database);
    const deps = depsOf();
    const nobody = {
      ...deps,
      gateway: comgateClient({ url: 'http://127.0.0.1:1', merchant: 'm', secret: 's', test: true }),
    };
    const silent = await apiError(start(order, nobody));
    expect(silent.statusCode).toBe(503);
    expect(silent.fieldErrors[0]?.key).toBe('payment_gateway_unavailable');
    expect(nobody.log.warn).toHaveBeenCalled();
    const wrongSecret = {
      ...deps,
      gateway: comgateClient({ url: `${origin}/api/test-gateway`, merchant: '000000', secret: 'wrong', test: true }),
    };
    expect((await apiError(start(order, wrongSecret))).statusCode).toBe(503);
    expect(deps.log.error).toHaveBeenCalled();
    expect((await paymentState(testApp().database, order.id)).payments).toEqual([]);
    const texts = (['sk', 'cz', 'hu'] as const).map((locale) => translate(locale, 'payment_gateway_unavailable'));
    expect(new Set(texts).size).toBe(3);
  });
});

describe('the buyer’s way back', () => {
  it('redirects only to a path on the same site', async () => {
    for (const to of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'objednavka', '/a b']) {
      const response = await fetch(`${origin}${PAYMENT_RETURN_PATH}?id=AB12-CD34-EF56&to=${encodeURIComponent(to)}`, {
        redirect: 'manual',
      });
      expect(response.status, to).toBe(400);
    }
  });

  it('sends the buyer on even for a transaction it does not know, without asking the gateway', async () => {
    expect(await comeBack(`${origin}${PAYMENT_RETURN_PATH}?id=ZZZZ-ZZZZ-ZZZZ&to=%2Fobjednavka%2Fdakujeme%2Fabc`)).toBe(
      '/objednavka/dakujeme/abc',
    );
  });

  it('hands the gateway our return route on the thank-you page’s origin, the page’s path and token in `to`', () => {
    expect(gatewayReturnUrl('https://shop.example.sk/objednavka/dakujeme/TOKEN?x=1#top')).toBe(
      `https://shop.example.sk${PAYMENT_RETURN_PATH}?id=\${id}&refId=\${refId}&to=%2Fobjednavka%2Fdakujeme%2FTOKEN%3Fx%3D1`,
    );
    expect(() => gatewayReturnUrl('/objednavka/dakujeme/TOKEN')).toThrow();
  });
});

describe('the rules', () => {
  it('moves a payment only forward: never from PAID, never back to PENDING, CANCELLED only to PAID', () => {
    expect(statusMoves('PENDING', 'PAID')).toBe(true);
    expect(statusMoves('PENDING', 'CANCELLED')).toBe(true);
    expect(statusMoves('PENDING', 'AUTHORIZED')).toBe(true);
    expect(statusMoves('AUTHORIZED', 'PAID')).toBe(true);
    expect(statusMoves('CANCELLED', 'PAID')).toBe(true);
    for (const to of ['PENDING', 'CANCELLED', 'AUTHORIZED', 'PAID'] as const)
      expect(statusMoves('PAID', to)).toBe(false);
    expect(statusMoves('CANCELLED', 'PENDING')).toBe(false);
    expect(statusMoves('AUTHORIZED', 'PENDING')).toBe(false);
    expect(statusMoves('PENDING', 'PENDING')).toBe(false);
  });

  it('labels a payment with the shop and the order number within Comgate’s 16 characters', () => {
    expect(paymentLabel('Stride.sk', '250001')).toBe('Stride.sk 250001');
    expect(paymentLabel('Stride.sk', '25000001')).toBe('Stride 25000001');
    expect(paymentLabel('Stride.sk', 'SK-2025-000000001')).toBe('SK-2025-00000000');
  });
});
