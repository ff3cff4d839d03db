import {
  AccountOrderDetailSchema,
  type Cart,
  CheckoutSchema,
  ErrorResponseSchema,
  GiftVoucherOfferSchema,
  OrderSummarySchema,
} from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CACHE_CONTROL } from '../../plugins/cache-control';
import {
  aSizeForSale,
  type CartAnswer,
  cartOf,
  cartWith,
  fieldMessageOf,
  sendCart,
  tokenOf,
} from '../../test-support/cart-requests';
import { aPickupPoint, orderOf, SLOVAK_BUYER, sendOrder } from '../../test-support/checkout-requests';
import { aMember, payCardOrder } from '../../test-support/credit-members';
import { useMailTestApp } from '../../test-support/mail-test-app';
import { HOST } from '../../test-support/test-app';
import { COMGATE_NOTIFY_PATH } from '../payments/service';

/**
 * Gift vouchers to buy (issue 14 §3, decision 18) on the real app: the offer, the cart's voucher
 * lines with every kind of bad input, checkout without delivery, the order, the card payment at the
 * app's own test gateway (the app listens: the gateway calls back), the vouchers issued on PAID and
 * e-mailed over SMTP to a real SMTP server with their PNG, the code redeemed in a second order, and
 * expiry. Expected amounts and texts are written out here or read from the database, never computed
 * with the code under test.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
// The shops at their test hosts (sk.localhost…), as the cart's test helpers address them.
const mailApp = useMailTestApp();
let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = mailApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
});

const VOUCHERS = '/api/lib/v1/cart/gift-vouchers';

/** A valid voucher request: 50 € to the buyer at once. */
const A_VOUCHER = { value: 5000, design: 'trail', dedication: 'Všetko najlepšie!', recipient: null, sendOn: null };

/** A day of the shops' calendar (Europe/Bratislava), `days` from today, as PostgreSQL counts it. */
async function shopDay(days: number): Promise<string> {
  const [row] = await database.query<{ day: string }>(
    `SELECT to_char((now() AT TIME ZONE 'Europe/Bratislava')::date + $1::int, 'YYYY-MM-DD') AS day`,
    [days],
  );
  return row?.day ?? '';
}

async function counts() {
  const [row] = await database.query<{ carts: number; lines: number; versions: number }>(
    `SELECT (SELECT count(*) FROM carts)::int AS carts, (SELECT count(*) FROM cart_gift_vouchers)::int AS lines,
            (SELECT coalesce(sum(version), 0) FROM carts)::int AS versions`,
  );
  return row;
}

function errorOf(answer: CartAnswer) {
  return ErrorResponseSchema.parse(answer.body).messages;
}

/** A cart holding one voucher of `body`'s (the first add creates it); its token and answer. */
async function voucherCart(body: Record<string, unknown> = A_VOUCHER, host: string = HOST.sk) {
  const answer = await sendCart(app, 'POST', VOUCHERS, { host, body });
  return { token: tokenOf(answer), cart: cartOf(answer) };
}

/** The buyer's contact and the card payment, without delivery, as the storefront sends them for a voucher-only cart. */
async function checkoutVoucherOnly(token: string) {
  const chosen = await sendCart(app, 'PUT', '/api/lib/v1/cart/delivery', {
    cookie: token,
    body: { delivery: null, payment: 'card' },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const contact = await sendCart(app, 'POST', '/api/lib/v1/cart/contact', {
    cookie: token,
    body: { contact: SLOVAK_BUYER },
  });
  const checkout = CheckoutSchema.parse(contact.body);
  expect(checkout.complete).toBe(true);
  return checkout;
}

async function orderIdOf(orderNumber: string): Promise<number> {
  const [row] = await database.query<{ id: number }>('SELECT id FROM orders WHERE order_number = $1', [orderNumber]);
  if (!row) throw new Error(`no order ${orderNumber}`);
  return row.id;
}

async function issuedOf(orderId: number) {
  return database.query<{
    id: number;
    code: string;
    value: number;
    balance: number;
    dedication: string;
    a_year: boolean;
  }>(
    `SELECT v.id, v.code, v.value, v.balance, v.dedication,
            v.expires_at = o.paid_at + interval '12 months' OR abs(extract(epoch FROM v.expires_at - (o.paid_at + interval '12 months'))) < 5 AS a_year
     FROM gift_vouchers v JOIN orders o ON o.id = v.purchase_order_id WHERE o.id = $1 ORDER BY v.id`,
    [orderId],
  );
}

async function voucherMails(orderId: number) {
  return database.query<{ gift_voucher_id: number; sent: boolean; due_at_8: boolean; due_now: boolean }>(
    `SELECT m.gift_voucher_id, m.sent_at IS NOT NULL AS sent,
            m.next_attempt_at = ((l.send_on + time '08:00') AT TIME ZONE 'Europe/Bratislava') AS due_at_8,
            m.next_attempt_at <= now() AS due_now
     FROM mail_outbox m JOIN gift_vouchers v ON v.id = m.gift_voucher_id
     JOIN order_gift_vouchers l ON l.id = v.order_gift_voucher_id
     WHERE m.kind = 'gift_voucher' AND l.order_id = $1 ORDER BY m.gift_voucher_id`,
    [orderId],
  );
}

/** The gateway's PAID notification as Comgate posts it (the route asks the gateway's status call). */
async function notifyPaid(orderId: number) {
  const [payment] = await database.query<{ transaction_id: string }>(
    'SELECT transaction_id FROM payments WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
    [orderId],
  );
  const response = await app.inject({
    method: 'POST',
    url: COMGATE_NOTIFY_PATH,
    headers: { host: HOST.sk, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ transId: payment?.transaction_id ?? '', status: 'PAID' }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Sends what earlier tests left due (their order confirmations) and forgets it: a test counts its own e-mails. */
async function drainOutbox() {
  await app.mailOutbox.sendDue();
  const { sink } = mailApp();
  await new Promise((resolve) => setImmediate(resolve));
  sink.received.length = 0;
}

function attachedPng(mail: ParsedMail) {
  const [image] = mail.attachments;
  if (!image) throw new Error('no voucher image attached');
  expect(image.contentType).toBe('image/png');
  // Shown inline too: the HTML names the attachment's Content-ID.
  expect(mail.html).toContain(`src="cid:${image.cid}"`);
  return PNG.sync.read(image.content);
}

describe(`gift vouchers to buy (${engine})`, () => {
  it('offers each shop’s values, range, designs in its language and terms', async () => {
    const expected = {
      [HOST.sk]: { values: [2000, 3000, 5000, 10000], minimum: 1000, maximum: 50000, trail: 'Terén' },
      [HOST.cz]: { values: [50000, 75000, 125000, 250000], minimum: 25000, maximum: 1250000, trail: 'Terén' },
      [HOST.hu]: { values: [800000, 1200000, 2000000, 4000000], minimum: 400000, maximum: 20000000, trail: 'Terep' },
    };
    for (const [host, terms] of Object.entries(expected)) {
      const response = await app.inject({ method: 'GET', url: '/api/lib/v1/gift-vouchers/offer', headers: { host } });
      expect(response.statusCode).toBe(200);
      // The same for every visitor: cacheable, no cookie read or set.
      expect(response.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
      const offer = GiftVoucherOfferSchema.parse(response.json());
      expect(offer.values.map((value) => value.amount)).toEqual(terms.values);
      expect([offer.minimum.amount, offer.maximum.amount]).toEqual([terms.minimum, terms.maximum]);
      expect(offer.designs.map((design) => design.id)).toEqual(['road', 'trail', 'track']);
      expect(offer.designs[1]?.name).toBe(terms.trail);
      expect(offer).toMatchObject({ dedication: { min: 2, max: 60 }, validMonths: 12, maxSendDays: 90 });
    }
    const sk = GiftVoucherOfferSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/lib/v1/gift-vouchers/offer', headers: { host: HOST.sk } })).json(),
    );
    expect(sk.values.map((value) => value.formatted)).toEqual([
      '20,00\u00a0€',
      '30,00\u00a0€',
      '50,00\u00a0€',
      '100,00\u00a0€',
    ]);
  });

  it('refuses bad input with a translated message on its field, and changes nothing', async () => {
    const existing = await voucherCart();
    const tomorrowPlus90 = await shopDay(91);
    const yesterday = await shopDay(-1);
    const cases: { body: Record<string, unknown>; field: string; sk: string }[] = [
      { body: { dedication: 'A' }, field: 'dedication', sk: 'Venovanie musí mať 2 až 60 znakov.' },
      { body: { dedication: 'x'.repeat(61) }, field: 'dedication', sk: 'Venovanie musí mať 2 až 60 znakov.' },
      { body: { dedication: '   A   ' }, field: 'dedication', sk: 'Venovanie musí mať 2 až 60 znakov.' },
      { body: { value: 900 }, field: 'value', sk: 'Najnižšia hodnota poukazu je 10,00\u00a0€.' },
      { body: { value: 50100 }, field: 'value', sk: 'Najvyššia hodnota poukazu je 500,00\u00a0€.' },
      { body: { value: 2050 }, field: 'value', sk: 'Zadajte hodnotu v celých eurách.' },
      { body: { value: 20.5 }, field: 'value', sk: 'Zadajte celé číslo.' },
      { body: { design: 'beach' }, field: 'design', sk: '' },
      {
        body: { recipient: { email: 'jano@', name: 'Ján Kováč' } },
        field: 'recipient.email',
        sk: 'Zadajte email vo formáte meno@domena.sk',
      },
      {
        body: { recipient: { email: 'jano@example.sk', name: '1' } },
        field: 'recipient.name',
        sk: 'Zadajte aspoň 2 písmená, bez číslic a iných znakov.',
      },
      { body: { sendOn: yesterday }, field: 'sendOn', sk: 'Vyberte dátum odoslania od dnes do 90 dní.' },
      { body: { sendOn: tomorrowPlus90 }, field: 'sendOn', sk: 'Vyberte dátum odoslania od dnes do 90 dní.' },
      { body: { sendOn: '2026-02-30' }, field: 'sendOn', sk: 'Vyberte dátum odoslania od dnes do 90 dní.' },
    ];
    const before = await counts();
    for (const { body, field, sk } of cases) {
      for (const cookie of [undefined, existing.token]) {
        const answer = await sendCart(app, 'POST', VOUCHERS, { cookie, body: { ...A_VOUCHER, ...body } });
        const message = fieldMessageOf(answer, 400, field);
        if (sk) expect(message).toBe(sk);
        else expect(message).not.toBe('');
      }
    }
    // No cart made, no line written, no cart's version counted (the kept answer stays right).
    expect(await counts()).toEqual(before);

    // In the shop's language: Czech and Hungarian minimums in their currencies.
    const cz = await sendCart(app, 'POST', VOUCHERS, { host: HOST.cz, body: { ...A_VOUCHER, value: 24900 } });
    expect(fieldMessageOf(cz, 400, 'value')).toBe('Nejnižší hodnota poukazu je 250\u00a0Kč.');
    const hu = await sendCart(app, 'POST', VOUCHERS, {
      host: HOST.hu,
      body: { ...A_VOUCHER, value: 800000, dedication: 'x' },
    });
    expect(fieldMessageOf(hu, 400, 'dedication')).toBe('Az ajánlás 2–60 karakter hosszú lehet.');

    // Taking off a line the cart does not hold, or an id that is no id.
    const unknown = await sendCart(app, 'DELETE', `${VOUCHERS}/999999`, { cookie: existing.token });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)[0]?.message).toBe('Tento darčekový poukaz v košíku nie je.');
    expect((await sendCart(app, 'DELETE', `${VOUCHERS}/abc`, { cookie: existing.token })).status).toBe(400);
    expect((await sendCart(app, 'DELETE', `${VOUCHERS}/${existing.cart.giftVouchers[0]?.id}`)).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('takes 2 and 60 characters, a recipient and the 90th day; prices vouchers outside VAT, goods and free delivery', async () => {
    const shoe = await aSizeForSale(database, { from: 2000, to: 6000, pricing: 'full', minStock: 2 });
    const token = await cartWith(app, [shoe]);
    const withShoe = cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token }));
    const sendOn = await shopDay(90);
    const first = cartOf(
      await sendCart(app, 'POST', VOUCHERS, { cookie: token, body: { ...A_VOUCHER, dedication: ' Ab ' } }),
    );
    const added = cartOf(
      await sendCart(app, 'POST', VOUCHERS, {
        cookie: token,
        body: {
          value: 10000,
          design: 'track',
          dedication: 'y'.repeat(60),
          recipient: { email: 'jano@example.sk', name: 'Ján Kováč' },
          sendOn,
        },
      }),
    );
    expect(first.giftVouchers.map((voucher) => voucher.dedication)).toEqual(['Ab']);
    expect(added.giftVouchers.map(({ id: _, ...voucher }) => voucher)).toEqual([
      {
        value: { amount: 5000, formatted: '50,00\u00a0€' },
        design: 'trail',
        dedication: 'Ab',
        recipient: null,
        sendOn: null,
      },
      {
        value: { amount: 10000, formatted: '100,00\u00a0€' },
        design: 'track',
        dedication: 'y'.repeat(60),
        recipient: { email: 'jano@example.sk', name: 'Ján Kováč' },
        sendOn,
      },
    ]);
    // One piece each; 150 € in the total and to pay, nothing in the goods, the VAT or free delivery.
    expect(added.count).toBe(withShoe.count + 2);
    expect(added.sums.giftVouchers.amount).toBe(15000);
    expect(added.sums.goods).toEqual(withShoe.sums.goods);
    expect(added.sums.vat).toEqual(withShoe.sums.vat);
    expect(added.sums.delivery).toEqual(withShoe.sums.delivery);
    expect(added.sums.missingForFreeDelivery).toEqual(withShoe.sums.missingForFreeDelivery);
    expect(added.sums.total.price).toBe(withShoe.sums.total.price + 15000);
    expect(added.sums.total.priceWithoutVat).toBe(withShoe.sums.total.priceWithoutVat + 15000);
    expect(added.sums.toPay.amount).toBe(withShoe.sums.toPay.amount + 15000);

    // The kept answer of GET /cart follows every change (the change counts the cart's version up).
    const read = async () => cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token }));
    expect((await read()).giftVouchers).toHaveLength(2);
    const removed = cartOf(
      await sendCart(app, 'DELETE', `${VOUCHERS}/${added.giftVouchers[0]?.id}`, { cookie: token }),
    );
    expect(removed.giftVouchers.map((voucher) => voucher.value.amount)).toEqual([10000]);
    expect((await read()).giftVouchers.map((voucher) => voucher.value.amount)).toEqual([10000]);
    expect((await read()).sums.total.price).toBe(withShoe.sums.total.price + 10000);
    // Emptying the cart takes them off too.
    expect(cartOf(await sendCart(app, 'DELETE', '/api/lib/v1/cart', { cookie: token })).giftVouchers).toEqual([]);
  });

  it('checks a voucher-only cart out without delivery, by card or transfer only; a mixed one with delivery', async () => {
    const { token } = await voucherCart();
    const checkout = CheckoutSchema.parse((await sendCart(app, 'GET', '/api/lib/v1/checkout', { cookie: token })).body);
    expect(checkout.deliveryNeeded).toBe(false);
    expect(checkout.deliveries).toEqual([]);
    expect(checkout.payments.map((payment) => [payment.kind, payment.deliveries])).toEqual([
      ['card', []],
      ['bank_transfer', []],
    ]);
    const choose = (body: unknown, cookie = token) =>
      sendCart(app, 'PUT', '/api/lib/v1/cart/delivery', { cookie, body });
    expect(fieldMessageOf(await choose({ delivery: 'courier', payment: 'card' }), 422, 'delivery')).toBe(
      'Košík s darčekovými poukazmi sa nedoručuje: spôsob dopravy nevyberajte.',
    );
    expect(fieldMessageOf(await choose({ delivery: null, payment: 'cash_on_delivery' }), 422, 'payment')).toBe(
      'Darčekové poukazy zaplatíte kartou alebo bankovým prevodom.',
    );
    expect(CheckoutSchema.parse((await choose({ delivery: null, payment: 'bank_transfer' })).body).choice).toEqual({
      delivery: null,
      payment: 'bank_transfer',
      place: null,
    });

    const shoe = await aSizeForSale(database, { from: 2000, to: 6000, pricing: 'full', minStock: 2 });
    const mixed = await cartWith(app, [shoe]);
    await sendCart(app, 'POST', VOUCHERS, { cookie: mixed, body: A_VOUCHER });
    const mixedCheckout = CheckoutSchema.parse(
      (await sendCart(app, 'GET', '/api/lib/v1/checkout', { cookie: mixed })).body,
    );
    expect(mixedCheckout.deliveryNeeded).toBe(true);
    expect(mixedCheckout.deliveries.length).toBeGreaterThan(0);
    expect(mixedCheckout.payments.map((payment) => payment.kind)).toEqual(['card', 'bank_transfer']);
    expect(fieldMessageOf(await choose({ delivery: null, payment: 'card' }, mixed), 422, 'delivery')).not.toBe('');
    expect(
      fieldMessageOf(await choose({ delivery: 'courier', payment: 'cash_on_delivery' }, mixed), 422, 'payment'),
    ).toBe('Darčekové poukazy zaplatíte kartou alebo bankovým prevodom.');
    const pickupPointId = await aPickupPoint(database, 900871);
    const chosen = await choose({ delivery: 'pickup_point', payment: 'card', pickupPointId }, mixed);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  });

  it('issues one voucher per line when a voucher-only order is paid by card, e-mails each when due, and no more on a second PAID', async () => {
    const { sink } = mailApp();
    await drainOutbox();
    const sendOn = await shopDay(10);
    const { token } = await voucherCart({
      ...A_VOUCHER,
      value: 3000,
      recipient: { email: 'jano.kovac@example.sk', name: 'Ján Kováč' },
    });
    await sendCart(app, 'POST', VOUCHERS, {
      cookie: token,
      body: { value: 4200, design: 'road', dedication: 'Pre mňa, na jar', recipient: null, sendOn },
    });
    await checkoutVoucherOnly(token);
    const created = orderOf(await sendOrder(app, token));
    expect(created.paymentUrl).not.toBeNull();
    const orderId = await orderIdOf(created.orderNumber);
    const [order] = await database.query<{
      delivery_type: string | null;
      total_sum: number;
      to_pay: number;
      vat: unknown[];
    }>('SELECT delivery_type, total_sum, to_pay, vat FROM orders WHERE id = $1', [orderId]);
    expect(order).toEqual({ delivery_type: null, total_sum: 7200, to_pay: 7200, vat: [] });
    // Nothing is issued before the payment.
    expect(await issuedOf(orderId)).toEqual([]);
    expect(await app.mailOutbox.sendDue()).toBe(1);
    const [confirmation] = await sink.waitFor(1);
    expect(confirmation?.parsed.text).toContain(
      'Darčekový poukaz 30,00\u00a0€ – pre Ján Kováč <jano.kovac@example.sk>, odoslanie po zaplatení',
    );
    expect(confirmation?.parsed.text).toContain('Darčekové poukazy posielame e-mailom, nič sa nedoručuje.');
    sink.received.length = 0;

    await payCardOrder(app, database, created.orderNumber);
    const issued = await issuedOf(orderId);
    expect(issued.map(({ value, balance, dedication, a_year }) => ({ value, balance, dedication, a_year }))).toEqual([
      { value: 3000, balance: 3000, dedication: 'Všetko najlepšie!', a_year: true },
      { value: 4200, balance: 4200, dedication: 'Pre mňa, na jar', a_year: true },
    ]);
    for (const voucher of issued)
      expect(voucher.code).toMatch(/^GV-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    const mails = await voucherMails(orderId);
    // The recipient's at once; the buyer's at 8 o'clock of its send date, shop time.
    expect(mails.map(({ sent, due_now }) => ({ sent, due_now }))).toEqual([
      { sent: false, due_now: true },
      { sent: false, due_now: false },
    ]);
    expect(mails[1]?.due_at_8).toBe(true);

    expect(await app.mailOutbox.sendDue()).toBe(1);
    const [gift] = await sink.waitFor(1);
    expect(gift?.envelopeTo).toEqual(['jano.kovac@example.sk']);
    expect(gift?.parsed.subject).toBe('Darčekový poukaz Stride.sk v hodnote 30,00\u00a0€');
    expect(gift?.parsed.text).toContain(`Kód poukazu: ${issued[0]?.code}`);
    expect(gift?.parsed.text).toContain(
      'Anna Nováková vám posiela darčekový poukaz obchodu Stride.sk v hodnote 30,00\u00a0€.',
    );
    expect(gift?.parsed.text).toContain('„Všetko najlepšie!“');
    // How to redeem it names the shop's address.
    expect(gift?.parsed.text).toContain('na http://sk.localhost a v košíku');
    const image = attachedPng(gift?.parsed as ParsedMail);
    expect([image.width, image.height]).toEqual([1200, 600]);

    // The send date's e-mail is not sent before its time; with the row's clock moved to now, it goes.
    expect(await app.mailOutbox.sendDue()).toBe(0);
    await database.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE gift_voucher_id = $1', [issued[1]?.id]);
    expect(await app.mailOutbox.sendDue()).toBe(1);
    const [, own] = await sink.waitFor(2);
    expect(own?.envelopeTo).toEqual([SLOVAK_BUYER.email]);
    expect(own?.parsed.text).toContain(`Kód poukazu: ${issued[1]?.code}`);
    attachedPng(own?.parsed as ParsedMail);

    // A second PAID notification for the same order: nothing more issued or mailed.
    await notifyPaid(orderId);
    expect((await issuedOf(orderId)).map((voucher) => voucher.id)).toEqual(issued.map((voucher) => voucher.id));
    expect(await voucherMails(orderId)).toHaveLength(2);
    expect(await app.mailOutbox.sendDue()).toBe(0);

    // The thank-you page lists them, without delivery.
    const page = await app.inject({
      method: 'GET',
      url: `/api/lib/v1/order/thank-you/${created.token}`,
      headers: { host: HOST.sk },
    });
    const summary = OrderSummarySchema.parse(page.json());
    expect(summary.delivery).toBeNull();
    expect(
      summary.giftVouchers.map((voucher) => [voucher.value.amount, voucher.recipient?.email ?? null, voucher.sendOn]),
    ).toEqual([
      [3000, 'jano.kovac@example.sk', null],
      [4200, null, sendOn],
    ]);
    expect(summary.sums.giftVouchers.amount).toBe(7200);
    expect(summary.sums.total.amount).toBe(7200);
  });

  it('redeems an issued code in a second order, which keeps its remaining balance; refuses it once expired', async () => {
    const { token } = await voucherCart({ ...A_VOUCHER, value: 20000 });
    await checkoutVoucherOnly(token);
    const bought = orderOf(await sendOrder(app, token));
    const boughtId = await orderIdOf(bought.orderNumber);
    await payCardOrder(app, database, bought.orderNumber);
    const [voucher] = await issuedOf(boughtId);
    if (!voucher) throw new Error('no voucher issued');

    const shoe = await aSizeForSale(database, { from: 2000, to: 6000, pricing: 'full', minStock: 2 });
    const second = await cartWith(app, [shoe]);
    const applied = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart/voucher', {
        cookie: second,
        body: { code: voucher.code.toLowerCase() },
      }),
    );
    const total = applied.sums.total.price;
    expect(total).toBeLessThan(20000);
    expect(applied.voucher).toMatchObject({
      paid: { amount: total },
      remaining: { amount: 20000 - total },
      refusal: null,
    });
    expect(applied.sums.toPay.amount).toBe(0);
    const pickupPointId = await aPickupPoint(database, 900872);
    await sendCart(app, 'PUT', '/api/lib/v1/cart/delivery', {
      cookie: second,
      body: { delivery: 'pickup_point', payment: 'bank_transfer', pickupPointId },
    });
    await sendCart(app, 'POST', '/api/lib/v1/cart/contact', { cookie: second, body: { contact: SLOVAK_BUYER } });
    orderOf(await sendOrder(app, second));
    const [after] = await database.query<{ balance: number; debits: number }>(
      `SELECT balance, (SELECT sum(amount)::int FROM voucher_debits WHERE voucher_id = v.id) AS debits
       FROM gift_vouchers v WHERE id = $1`,
      [voucher.id],
    );
    expect(after).toEqual({ balance: 20000 - total, debits: total });

    // The rest pays in a third cart; a voucher past its date pays nothing.
    const third = await cartWith(app, [shoe]);
    const again = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart/voucher', { cookie: third, body: { code: voucher.code } }),
    );
    expect(again.voucher?.paid.amount).toBe(Math.min(20000 - total, again.sums.total.price));
    await database.query(`UPDATE gift_vouchers SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      voucher.id,
    ]);
    const fourth = await cartWith(app, [shoe]);
    const expired = await sendCart(app, 'POST', '/api/lib/v1/cart/voucher', {
      cookie: fourth,
      body: { code: voucher.code },
    });
    expect(errorOf(expired)[0]?.field).toBe('code');
    expect(expired.status).toBe(422);
    expect(errorOf(expired)[0]?.message).toBe('Platnosť darčekového poukazu vypršala.');
  });

  it('lists the vouchers bought in the order confirmation of a mixed order, which is delivered as usual', async () => {
    const { sink } = mailApp();
    await drainOutbox();
    const shoe = await aSizeForSale(database, { from: 2000, to: 6000, pricing: 'full', minStock: 2 });
    const token = await cartWith(app, [shoe]);
    const sendOn = await shopDay(3);
    await sendCart(app, 'POST', VOUCHERS, { cookie: token, body: { ...A_VOUCHER, sendOn } });
    const pickupPointId = await aPickupPoint(database, 900873);
    await sendCart(app, 'PUT', '/api/lib/v1/cart/delivery', {
      cookie: token,
      body: { delivery: 'pickup_point', payment: 'bank_transfer', pickupPointId },
    });
    const checkout = CheckoutSchema.parse(
      (await sendCart(app, 'POST', '/api/lib/v1/cart/contact', { cookie: token, body: { contact: SLOVAK_BUYER } }))
        .body,
    );
    expect(checkout.complete).toBe(true);
    const cart: Cart = checkout.cart;
    const created = orderOf(await sendOrder(app, token));
    const [order] = await database.query<{ delivery_type: string; total_sum: number; items_total: number }>(
      'SELECT delivery_type, total_sum, items_total FROM orders WHERE order_number = $1',
      [created.orderNumber],
    );
    expect(order).toEqual({ delivery_type: 'pickup_point', total_sum: cart.sums.total.price, items_total: shoe.price });
    expect(order?.total_sum).toBe(shoe.price + cart.sums.delivery.amount + 5000);
    expect(await app.mailOutbox.sendDue()).toBe(1);
    const [mail] = await sink.waitFor(1);
    const [year, month, day] = sendOn.split('-');
    expect(mail?.parsed.text).toContain(`Darčekový poukaz 50,00\u00a0€ – pre vás, odoslanie ${day}.${month}.${year}`);
    expect(mail?.parsed.text).toContain('Darčekové poukazy: 50,00\u00a0€');
  });

  it('lists the vouchers a member bought in their account’s order, which needs no delivery', async () => {
    const member = await aMember(app, database);
    const added = await member.browser.send('POST', VOUCHERS, {
      ...A_VOUCHER,
      recipient: { email: 'zuzana@example.sk', name: 'Zuzana Malá' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const chosen = await member.browser.send('PUT', '/api/lib/v1/cart/delivery', {
      delivery: null,
      payment: 'bank_transfer',
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    await member.browser.send('POST', '/api/lib/v1/cart/contact', { contact: SLOVAK_BUYER });
    const created = await member.browser.send('POST', '/api/lib/v1/order/create');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const orderId = await orderIdOf((created.body as { orderNumber: string }).orderNumber);
    const detail = AccountOrderDetailSchema.parse(
      (await member.browser.send('GET', `/api/lib/v1/account/orders/${orderId}`)).body,
    );
    expect(detail.delivery).toBeNull();
    expect(detail.items).toEqual([]);
    expect(detail.giftVouchers).toEqual([
      {
        value: { amount: 5000, formatted: '50,00\u00a0€' },
        design: 'trail',
        dedication: 'Všetko najlepšie!',
        recipient: { email: 'zuzana@example.sk', name: 'Zuzana Malá' },
        sendOn: null,
      },
    ]);
    // By transfer: the whole 50 € to pay, nothing issued until the order is paid.
    expect(detail.payment).toMatchObject({ kind: 'bank_transfer', amount: { amount: 5000 } });
    expect(await issuedOf(orderId)).toEqual([]);
  });
});
