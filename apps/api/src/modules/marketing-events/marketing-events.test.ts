import { OrderCreatedSchema } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { openTestDatabase } from '@stride/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { Browser, newEmail, signUp } from '../../test-support/account-requests';
import { aSizeForSale, cartWith } from '../../test-support/cart-requests';
import { readyToOrder, SLOVAK_BUYER, sendOrder } from '../../test-support/checkout-requests';
import { type EcomailStandIn, startEcomailStandIn } from '../../test-support/ecomail-stand-in';
import { expectError, HOST, newClientAddress, post } from '../../test-support/test-app';
import { MARKETING_EVENT_RATE_LIMIT } from './routes';

const API_KEY = 'ecomail-test-key-0123456789';
const LIST_ID = '7';

let ecomail: EcomailStandIn;
let database: DatabaseHandle;
/** The api with Ecomail configured (the stand-in); its forwarder is driven by `sendDue()` here. */
let app: FastifyInstance;
/** The same database's api without ECOMAIL_*: events are kept only. */
let keepOnly: FastifyInstance;

beforeAll(async () => {
  ecomail = await startEcomailStandIn({ apiKey: API_KEY });
  database = await openTestDatabase();
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', ECOMAIL_API_KEY: API_KEY, ECOMAIL_LIST_ID: LIST_ID, ECOMAIL_API_URL: ecomail.url }),
    { database },
  );
  keepOnly = await buildApp(loadConfig({ NODE_ENV: 'test' }), { database });
  await Promise.all([app.ready(), keepOnly.ready()]);
});

afterAll(async () => {
  await app?.close();
  await keepOnly?.close();
  await database?.close();
  await ecomail?.close();
});

type EventRow = { type: string; email: string | null; payload: unknown; forwarded: boolean; attempts: number };

async function eventsOf(email: string | null, type?: string): Promise<EventRow[]> {
  return database.query<EventRow>(
    `SELECT type::text, email, payload, forwarded_at IS NOT NULL AS forwarded, attempts FROM marketing_events
      WHERE email IS NOT DISTINCT FROM $1 AND ($2::text IS NULL OR type::text = $2) ORDER BY id`,
    [email, type ?? null],
  );
}

/** A member of the Slovak shop, logged in in their own browser. */
async function aMember(): Promise<{ browser: Browser; email: string }> {
  const browser = new Browser(app, HOST.sk);
  const email = newEmail('marketing');
  await signUp(browser, email);
  return { browser, email };
}

const callsTo = (email: string) =>
  ecomail.accepted.filter((call) => JSON.stringify(call.body).includes(JSON.stringify(email)));

describe('POST /api/lib/v1/marketing-events', () => {
  it("stores a member's events with their address and forwards each to Ecomail in its protocol", async () => {
    const { browser, email } = await aMember();
    const sent = [
      { type: 'Identify' },
      { type: 'ViewContent', productId: 101 },
      { type: 'ViewCategory', categoryId: 12 },
      {
        type: 'SetCart',
        lines: [
          { productId: 101, storeId: 5001, count: 2, totalPrice: 25_998, currency: 'EUR' },
          { productId: 202, storeId: 7002, count: 1, totalPrice: 1_250, currency: 'EUR' },
        ],
      },
    ];
    for (const event of sent) {
      const answer = await browser.send('POST', '/api/lib/v1/marketing-events', event);
      expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200, body: { success: true } });
    }
    expect((await eventsOf(email)).map((row) => [row.type, row.forwarded])).toEqual([
      ['Identify', false],
      ['ViewContent', false],
      ['ViewCategory', false],
      ['SetCart', false],
    ]);

    expect(await app.marketingOutbox.sendDue()).toBeGreaterThanOrEqual(4);
    expect(callsTo(email)).toEqual([
      {
        path: '/tracker/events',
        body: { event: { email, category: 'ue', action: 'Identify', label: 'Identify', value: '{}' } },
      },
      {
        path: '/tracker/events',
        body: {
          event: { email, category: 'ue', action: 'ViewContent', label: 'ViewContent', value: '{"productId":101}' },
        },
      },
      {
        path: '/tracker/events',
        body: {
          event: { email, category: 'ue', action: 'ViewCategory', label: 'ViewCategory', value: '{"categoryId":12}' },
        },
      },
      {
        path: '/tracker/events',
        body: {
          event: {
            email,
            category: 'ue',
            action: 'Basket',
            label: 'Basket',
            value:
              '{"data":{"data":{"action":"Basket","products":[{"productId":"101","storeId":"5001","amount":2,"price":259.98},{"productId":"202","storeId":"7002","amount":1,"price":12.5}]}}}',
          },
        },
      },
    ]);
    expect((await eventsOf(email)).every((row) => row.forwarded && row.attempts === 1)).toBe(true);
    // Forwarded once: nothing is due any more.
    const before = ecomail.attempts();
    await app.marketingOutbox.sendDue();
    expect(callsTo(email)).toHaveLength(4);
    expect(ecomail.attempts()).toBe(before);
  });

  it("keeps a guest's events without an address, never forwarded; Identify needs a member", async () => {
    const guest = new Browser(app, HOST.cz);
    const before = (await eventsOf(null, 'ViewCategory')).length;
    expect(
      (await guest.send('POST', '/api/lib/v1/marketing-events', { type: 'ViewCategory', categoryId: 4 })).status,
    ).toBe(200);
    expect((await eventsOf(null, 'ViewCategory')).length).toBe(before + 1);
    const attempts = ecomail.attempts();
    await app.marketingOutbox.sendDue();
    expect(ecomail.attempts()).toBe(attempts);
    expectError(await guest.send('POST', '/api/lib/v1/marketing-events', { type: 'Identify' }), 401, null);
  });

  it('tries again after Ecomail answers 5xx, and the event arrives once', async () => {
    const { browser, email } = await aMember();
    await browser.send('POST', '/api/lib/v1/marketing-events', { type: 'ViewContent', productId: 7 });
    ecomail.failNext(1, 503);
    expect(await app.marketingOutbox.sendDue()).toBe(0);
    const [failed] = await database.query<{ attempts: number; last_error: string; later: boolean }>(
      `SELECT attempts, last_error, next_attempt_at > now() + interval '20 seconds' AS later
         FROM marketing_events WHERE email = $1`,
      [email],
    );
    expect(failed).toMatchObject({ attempts: 1, later: true });
    expect(failed?.last_error).toContain('503');
    expect(callsTo(email)).toEqual([]);
    // Not before its time: a run now leaves it; once due, it goes.
    await app.marketingOutbox.sendDue();
    expect(callsTo(email)).toEqual([]);
    await database.query(`UPDATE marketing_events SET next_attempt_at = now() WHERE email = $1`, [email]);
    expect(await app.marketingOutbox.sendDue()).toBe(1);
    expect(callsTo(email)).toHaveLength(1);
    expect(await eventsOf(email)).toMatchObject([{ type: 'ViewContent', forwarded: true, attempts: 2 }]);
  });

  it('forwards nothing without ECOMAIL_API_KEY: the events are kept', async () => {
    const browser = new Browser(keepOnly, HOST.hu);
    const email = newEmail('keep');
    await signUp(browser, email);
    expect(
      (await browser.send('POST', '/api/lib/v1/marketing-events', { type: 'ViewContent', productId: 9 })).status,
    ).toBe(200);
    const attempts = ecomail.attempts();
    expect(await keepOnly.marketingOutbox.sendDue()).toBe(0);
    expect(ecomail.attempts()).toBe(attempts);
    expect(await eventsOf(email)).toMatchObject([{ type: 'ViewContent', forwarded: false, attempts: 0 }]);
  });

  it('puts a newsletter signup into the Ecomail list as a subscriber from the footer', async () => {
    const email = newEmail('footer');
    const answer = await post(
      app,
      '/api/lib/v1/newsletter',
      { email },
      { host: HOST.cz, remoteAddress: newClientAddress() },
    );
    expect(answer.status).toBe(200);
    await app.marketingOutbox.sendDue();
    expect(callsTo(email)).toEqual([
      {
        path: `/lists/${LIST_ID}/subscribe`,
        body: {
          subscriber_data: { email, source: 'footer', tags: ['footer', 'shop-cz'] },
          trigger_autoresponders: true,
          update_existing: true,
          resubscribe: false,
        },
      },
    ]);
    // Signing up again adds no second subscriber.
    await post(app, '/api/lib/v1/newsletter', { email }, { host: HOST.cz, remoteAddress: newClientAddress() });
    await app.marketingOutbox.sendDue();
    expect(callsTo(email)).toHaveLength(1);
  });

  it('records a purchase from its order once, as an Ecomail transaction, and subscribes the buyer with "order"', async () => {
    const size = await aSizeForSale(database, { from: 1000, to: 3000 });
    const cart = await cartWith(app, [size]);
    const email = newEmail('buyer');
    await readyToOrder(app, cart, { delivery: 'courier', payment: 'bank_transfer' }, { ...SLOVAK_BUYER, email });
    const created = await sendOrder(app, cart);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const order = OrderCreatedSchema.parse(created.body);
    const [row] = await database.query<{ order_number: string; total_sum: number; unit_price: number; name: string }>(
      `SELECT o.order_number, o.total_sum, i.unit_price, i.name FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.email = $1`,
      [email],
    );
    if (!row) throw new Error('the order was not written');

    const guest = new Browser(app, HOST.sk);
    for (const attempt of [1, 2]) {
      const answer = await guest.send('POST', '/api/lib/v1/marketing-events', {
        type: 'Purchase',
        orderToken: order.token,
      });
      expect(answer.status, `send ${attempt}`).toBe(200);
    }
    expect((await eventsOf(email)).map((event) => event.type)).toEqual(['Purchase', 'Subscribe']);
    const [subscriber] = await database.query<{ channel: string }>(
      'SELECT channel FROM newsletter_subscribers WHERE email = $1',
      [email],
    );
    expect(subscriber?.channel).toBe('order');

    await app.marketingOutbox.sendDue();
    const calls = callsTo(email);
    expect(calls.map((call) => call.path)).toEqual(['/tracker/transaction', `/lists/${LIST_ID}/subscribe`]);
    expect(calls[0]?.body).toEqual({
      transaction: {
        order_id: row.order_number,
        email,
        shop: 'sk',
        amount: row.total_sum / 100,
        timestamp: expect.any(Number),
      },
      transaction_items: [{ code: String(size.productId), title: row.name, price: row.unit_price / 100, amount: 1 }],
    });
    expect(calls[1]?.body).toMatchObject({ subscriber_data: { email, source: 'order', tags: ['order', 'shop-sk'] } });
  });

  it.each([
    ['an unknown type', { type: 'AddToWishlist' }],
    ['a product id that is no number', { type: 'ViewContent', productId: '1 OR 1=1' }],
    [
      'a cart line without its store id',
      { type: 'SetCart', lines: [{ productId: 1, count: 1, totalPrice: 100, currency: 'EUR' }] },
    ],
    [
      'a cart line in an unknown currency',
      { type: 'SetCart', lines: [{ productId: 1, storeId: 2, count: 1, totalPrice: 100, currency: 'USD' }] },
    ],
    [
      'a negative total',
      { type: 'SetCart', lines: [{ productId: 1, storeId: 2, count: 1, totalPrice: -5, currency: 'EUR' }] },
    ],
    ['a purchase token of the wrong form', { type: 'Purchase', orderToken: "x' OR '1'='1" }],
    ['an extra field', { type: 'ViewCategory', categoryId: 3, email: 'someone@example.sk' }],
  ])('refuses %s with 400 and stores nothing', async (_case, payload) => {
    const [before] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM marketing_events');
    const answer = await post(app, '/api/lib/v1/marketing-events', payload, { remoteAddress: newClientAddress() });
    expectError(answer, 400);
    const [after] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM marketing_events');
    expect(after?.n).toBe(before?.n);
  });

  it('answers a purchase token that opens no order with 404 on the token', async () => {
    const answer = await post(
      app,
      '/api/lib/v1/marketing-events',
      { type: 'Purchase', orderToken: 'A'.repeat(43) },
      { remoteAddress: newClientAddress() },
    );
    expectError(answer, 404, 'orderToken');
  });

  it('takes 120 events a minute from one address, then answers 429', async () => {
    expect(MARKETING_EVENT_RATE_LIMIT).toEqual({ max: 120, timeWindow: 60_000 });
    const client = { host: HOST.hu, remoteAddress: newClientAddress() };
    for (let i = 1; i <= 120; i++) {
      const answer = await post(app, '/api/lib/v1/marketing-events', { type: 'ViewCategory', categoryId: 1 }, client);
      expect(answer.status, `event ${i}`).toBe(200);
    }
    const refused = expectError(
      await post(app, '/api/lib/v1/marketing-events', { type: 'ViewCategory', categoryId: 1 }, client),
      429,
      null,
    );
    expect(refused.code).toBe('too_many_requests');
  });
});
