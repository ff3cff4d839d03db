import { ErrorResponseSchema, OrderCreatedSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { type ApiProcess, callApi, type HttpAnswer, useTwoApiProcesses } from '../../test-support/api-processes';
import { sizesForSale } from '../../test-support/cart-requests';
import { SLOVAK_BUYER } from '../../test-support/checkout-requests';
import { onlineStock as onlineStockOf, setOnlineStock as setOnlineStockOf } from '../../test-support/online-stock';

/**
 * Orders under contention (issue 12 §5), on PostgreSQL with two api processes on one database: what a
 * shopper did is never lost or doubled. This suite needs two processes sharing one database, which
 * the embedded PGlite (one process owns it) cannot be: vitest.config.ts runs `*.postgres.test.ts`
 * only when TEST_DATABASE_URL names a PostgreSQL server, as CI's does.
 */

const twoApis = useTwoApiProcesses();
const database = () => twoApis().database;

/** The i-th request goes to one process, the next to the other. */
const apiOf = (index: number): ApiProcess => {
  const api = twoApis().apis[index % 2];
  if (!api) throw new Error('the api processes are not running');
  return api;
};

/** A new cart of one piece of a size, with courier delivery, bank transfer and the buyer's contact: its token. */
async function cartReadyToOrder(size: { sizeId: number; productId: number }, setUp?: (token: string) => Promise<void>) {
  const api = apiOf(0);
  const added = await callApi(api, 'POST', '/api/lib/v1/cart', {
    body: { items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }] },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const token = added.cartToken;
  if (!token) throw new Error('no cart cookie');
  const chosen = await callApi(api, 'PUT', '/api/lib/v1/cart/delivery', {
    cookie: token,
    body: { delivery: 'courier', payment: 'bank_transfer' },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  const contact = await callApi(api, 'POST', '/api/lib/v1/cart/contact', {
    cookie: token,
    body: { contact: SLOVAK_BUYER },
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(200);
  await setUp?.(token);
  return token;
}

function order(index: number, token: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return callApi(apiOf(index), 'POST', '/api/lib/v1/order/create', { cookie: token, headers });
}

const messageOf = (answer: HttpAnswer) => ErrorResponseSchema.parse(answer.body).messages[0]?.message;

const onlineStock = (sizeId: number) => onlineStockOf(database(), sizeId);
const setOnlineStock = (sizeId: number, pieces: number) => setOnlineStockOf(database(), sizeId, pieces);

/** A size on sale priced within the bounds, given 100 pieces that ship (the test catalog holds few). */
async function plentifulSize(price: { from: number; to: number }) {
  const [size] = await sizesForSale(database(), price);
  if (!size) throw new Error(`no size for sale priced ${price.from}–${price.to}`);
  await setOnlineStock(size.sizeId, 100);
  return size;
}

/** A size of each of `count` products on sale in the Slovak shop, now priced `price` (full price) with 100 pieces that ship. */
async function distinctSizes(price: number, count: number) {
  const sizes = await database().query<{ sizeId: number; productId: number }>(
    `SELECT DISTINCT ON (s.product_id) s.id AS "sizeId", s.product_id AS "productId"
     FROM product_sizes s JOIN products p ON p.id = s.product_id AND p.status = 'on_sale'
     JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = 1
     WHERE EXISTS (SELECT 1 FROM stock st JOIN operation_units u ON u.id = st.operation_unit_id AND u.ships_online
                   WHERE st.size_id = s.id)
     ORDER BY s.product_id, s.id LIMIT $1`,
    [count],
  );
  if (sizes.length < count) throw new Error(`only ${sizes.length} products on sale`);
  await database().query(
    'UPDATE prices SET final_price = $1, standard_price = $1 WHERE web_instance_id = 1 AND product_id = ANY($2::int[])',
    [price, sizes.map((size) => size.productId)],
  );
  for (const size of sizes) await setOnlineStock(size.sizeId, 100);
  return sizes;
}

async function ordersOfCarts(tokens: readonly string[]): Promise<{ order_number: string; voucher_paid: number }[]> {
  return database().query(
    `SELECT o.order_number, o.voucher_paid FROM orders o JOIN carts c ON c.id = o.cart_id
     WHERE c.access_token_hash = ANY(SELECT encode(sha256(convert_to(t, 'UTF8')), 'hex') FROM unnest($1::text[]) t)`,
    [tokens],
  );
}

describe('orders under contention (PostgreSQL, two api processes)', () => {
  it('50 buyers for the last pair: exactly one order, stock 0, 49 clear refusals', async () => {
    const [size] = await sizesForSale(database(), { minStock: 1, from: 1000, to: 3000 });
    if (!size) throw new Error('no size for sale');
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) tokens.push(await cartReadyToOrder(size));
    await setOnlineStock(size.sizeId, 1);

    const answers = await Promise.all(tokens.map((token, index) => order(index, token)));
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const answer of refused) {
      expect(messageOf(answer)).toBe(
        'Niektorý tovar z košíka už nie je na sklade v požadovanom počte. Skontrolujte košík a objednajte znova.',
      );
    }
    expect(await onlineStock(size.sizeId)).toBe(0);
    expect(await ordersOfCarts(tokens)).toHaveLength(1);
  });

  it('one cart submitted 10× at once: one order, the same answer ten times', async () => {
    const size = await plentifulSize({ from: 1000, to: 3000 });
    const token = await cartReadyToOrder(size);
    const before = await onlineStock(size.sizeId);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => order(index, token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const numbers = new Set(answers.map((answer) => OrderCreatedSchema.parse(answer.body).orderNumber));
    expect(numbers.size).toBe(1);
    expect(await ordersOfCarts([token])).toHaveLength(1);
    expect(await onlineStock(size.sizeId)).toBe(before - 1);
  });

  it('a single-use coupon in 20 carts at once: one use, 19 refusals', async () => {
    const size = await plentifulSize({ from: 1000, to: 3000 });
    await database().query(
      `INSERT INTO coupons (web_instance_id, hash, percent, max_uses) VALUES (1, 'TEST-ONCE-ONLY', 10, 1)`,
    );
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      tokens.push(
        await cartReadyToOrder(size, async (token) => {
          const applied = await callApi(apiOf(i), 'POST', '/api/lib/v1/cart/coupon', {
            cookie: token,
            body: { couponHash: 'TEST-ONCE-ONLY' },
          });
          expect(applied.status, JSON.stringify(applied.body)).toBe(200);
        }),
      );
    }
    const answers = await Promise.all(tokens.map((token, index) => order(index, token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(messageOf(answer)).toBe('Zľavový kód je už vyčerpaný.');
    const [coupon] = await database().query<{ uses: number; redemptions: number }>(
      `SELECT uses, (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS redemptions
       FROM coupons c WHERE hash = 'TEST-ONCE-ONLY'`,
    );
    expect(coupon).toEqual({ uses: 1, redemptions: 1 });
  });

  it('a gift voucher spent from 10 carts at once never goes below 0: it pays two orders whole, then no more', async () => {
    // Goods at 25 € + courier 4,90 €: each order costs 29,90 €, so 50 € pay one whole and the rest of a second.
    // Each cart holds another product, so no stock row makes the orders take turns: only the voucher's lock does.
    const sizes = await distinctSizes(2500, 10);
    // A voucher as a paid order issues it (decision 18): 80 € bought, 30 € of it spent already, valid a year.
    // Two guards: the order's lock of the voucher (lockVoucher), under which it re-reads the balance, and
    // the CHECK balance >= 0 (migration 0014). Tried: with both taken out, five orders spent the voucher
    // (this test fails); with the CHECK dropped and the lock kept, it passes (the lock alone suffices);
    // with the lock taken out and the CHECK kept, the late orders are refused by the CHECK.
    await database().query(
      `INSERT INTO gift_vouchers (web_instance_id, code, value, balance, dedication, expires_at)
       VALUES (1, 'TEST-SHARED-50', 8000, 5000, 'Na dlhé behy', now() + interval '12 months')`,
    );
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      tokens.push(
        await cartReadyToOrder(sizes[i] as { sizeId: number; productId: number }, async (token) => {
          const applied = await callApi(apiOf(i), 'POST', '/api/lib/v1/cart/voucher', {
            cookie: token,
            body: { code: 'TEST-SHARED-50' },
          });
          expect(applied.status, JSON.stringify(applied.body)).toBe(200);
        }),
      );
    }
    const answers = await Promise.all(tokens.map((token, index) => order(index, token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(8);
    for (const answer of refused) expect(messageOf(answer)).toBe('Darčekový poukaz už bol použitý.');
    const [voucher] = await database().query<{ balance: number; debits: number }>(
      `SELECT balance, (SELECT sum(amount)::int FROM voucher_debits d WHERE d.voucher_id = v.id) AS debits
       FROM gift_vouchers v WHERE code = 'TEST-SHARED-50'`,
    );
    expect(voucher).toEqual({ balance: 0, debits: 5000 });
    const [kept] = await database().query<{ value: number }>(
      `SELECT value FROM gift_vouchers WHERE code = 'TEST-SHARED-50'`,
    );
    expect(kept?.value).toBe(8000);
    const paid = (await ordersOfCarts(tokens)).map((row) => row.voucher_paid);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(5000);
  });

  it('an api process killed with SIGKILL during 200 orders: every order answered exists whole, none is partial, stock adds up', async () => {
    const sizes = (await sizesForSale(database(), { from: 1000, to: 5000 })).slice(0, 5);
    expect(sizes).toHaveLength(5);
    for (const size of sizes) await setOnlineStock(size.sizeId, 100);
    const tokens: { token: string; sizeId: number }[] = [];
    for (let i = 0; i < 200; i++) {
      const size = sizes[i % sizes.length];
      if (!size) throw new Error('no size');
      tokens.push({ token: await cartReadyToOrder(size), sizeId: size.sizeId });
    }
    const stockBefore = new Map(
      await Promise.all(sizes.map(async (size) => [size.sizeId, await onlineStock(size.sizeId)] as const)),
    );
    const [, victim] = twoApis().apis;

    let answered = 0;
    // What became of each request: its answer, or the error of a connection that got none.
    const answers = tokens.map(({ token }, index) =>
      order(index, token).then(
        (answer) => {
          answered += 1;
          // Once some orders are through, the second process dies mid-flight, without a word.
          if (answered === 30) victim.child.kill('SIGKILL');
          return answer;
        },
        (error: unknown) => ({ error }),
      ),
    );
    const settled = await Promise.all(answers);
    // The process really died of the SIGKILL (not of its own accord, and not still running).
    if (victim.child.exitCode === null && victim.child.signalCode === null) {
      await new Promise((resolve) => victim.child.once('exit', resolve));
    }
    expect(victim.child.signalCode).toBe('SIGKILL');
    expect(victim.child.exitCode).toBeNull();
    // The kill cut requests off: some sent to it got no answer at all, only fetch's network error
    // (a TypeError: "fetch failed", or "terminated" for a body cut short), never an HTTP status.
    const toVictim = settled.filter((_, index) => index % 2 === 1);
    const cutOff = toVictim.flatMap((result) => ('error' in result ? [result.error] : []));
    expect(cutOff.length).toBeGreaterThan(0);
    for (const error of cutOff) expect((error as Error).name, String(error)).toBe('TypeError');
    // The other process answered every one of its requests, each an order (stock is plenty).
    expect(settled.filter((_, index) => index % 2 === 0).map((result) => 'status' in result && result.status)).toEqual(
      Array(100).fill(200),
    );
    const placed = settled.filter((answer): answer is HttpAnswer => 'status' in answer && answer.status === 200);
    expect(placed.length).toBeGreaterThan(30);

    const stored = await database().query<{
      order_number: string;
      items: number;
      moved: number;
      total_sum: number;
      cart_status: string;
    }>(
      `SELECT o.order_number, o.total_sum, c.status AS cart_status,
         (SELECT coalesce(sum(i.count), 0)::int FROM order_items i WHERE i.order_id = o.id) AS items,
         (SELECT coalesce(sum(m.quantity), 0)::int FROM order_stock_moves m WHERE m.order_id = o.id) AS moved
       FROM orders o JOIN carts c ON c.id = o.cart_id
       WHERE c.access_token_hash = ANY(SELECT encode(sha256(convert_to(t, 'UTF8')), 'hex') FROM unnest($1::text[]) t)`,
      [tokens.map((entry) => entry.token)],
    );
    const storedNumbers = new Set(stored.map((row) => row.order_number));
    for (const answer of placed)
      expect(storedNumbers.has(OrderCreatedSchema.parse(answer.body).orderNumber)).toBe(true);
    // Whole: every stored order has its line, the stock it took, a closed cart and a total.
    for (const row of stored) {
      expect(row).toMatchObject({ items: 1, moved: 1, cart_status: 'ordered' });
      expect(row.total_sum).toBeGreaterThan(0);
    }
    // Stock is the start less what the stored orders took, size by size.
    const orderedBySize = await database().query<{ size_id: number; pieces: number }>(
      `SELECT m.size_id, sum(m.quantity)::int AS pieces FROM order_stock_moves m JOIN orders o ON o.id = m.order_id
       JOIN carts c ON c.id = o.cart_id
       WHERE c.access_token_hash = ANY(SELECT encode(sha256(convert_to(t, 'UTF8')), 'hex') FROM unnest($1::text[]) t)
       GROUP BY m.size_id`,
      [tokens.map((entry) => entry.token)],
    );
    for (const size of sizes) {
      const sold = orderedBySize.find((row) => row.size_id === size.sizeId)?.pieces ?? 0;
      expect(await onlineStock(size.sizeId)).toBe((stockBefore.get(size.sizeId) ?? 0) - sold);
    }
  }, 240_000);
});
