import { ErrorResponseSchema } from '@stride/contract';
import { SLOVAK_BUYER } from '@stride/rules/testing';
import { describe, expect, it } from 'vitest';
import { Browser } from '../../test-support/account-requests';
import { aPickupPoint } from '../../test-support/checkout-requests';
import {
  addToCart,
  aMember,
  aPaidOrderOf,
  cartRequest,
  creditState,
  giveCredits,
} from '../../test-support/credit-members';
import { HOST, useTestApp } from '../../test-support/test-app';

/**
 * Ten credit moves of one member at once, on PostgreSQL, where they run on connections of their own
 * and can interleave (on PGlite one connection serves everything in turn, so this file runs only
 * with TEST_DATABASE_URL; vitest.config.ts). Every move locks the member's credit_balances row and
 * reads the balance after the lock, so each decides on what the ones before it left.
 *
 * Checked without the protection: with `lockCreditBalances` taken out of convertCredits, conversions
 * read the balance side by side and went ahead together; the balance's CHECK stopped the debits past
 * 20 €, but as 500s (3 of the 10 in one run) instead of the refusal the member should read. With it
 * taken out of placeOrder, the orders read 30 € side by side and each asked for its 10 €; the CHECK
 * refused the ones past 30 € with a 409 instead of ordering them without credits. Both tests failed
 * that way in two runs each, and pass with the lock.
 */
const testApp = useTestApp();

describe('credits under contention (PostgreSQL)', () => {
  it('10 conversions at once on a balance that covers 4: 4 coupons, 6 refusals, the balance at 0 and equal to the ledger', async () => {
    const { app, database } = testApp();
    const member = await aMember(app, database);
    // A first purchase keeps conversion open below the threshold: only the balance limits them.
    await aPaidOrderOf(database, member.userId);
    await giveCredits(database, member.userId, 2000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => member.browser.send('POST', '/api/lib/v1/credits/coupon', { credit: 500 })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 422, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expect(ErrorResponseSchema.parse(answer.body).messages[0]?.field).toBe('credit');
    }
    expect(await creditState(database, member.userId)).toEqual({ balance: 0, ledger: 0, rows: 5 });
    const [coupons] = await database.query<{ n: number; total: number }>(
      'SELECT count(*)::int AS n, sum(value)::int AS total FROM coupons WHERE user_id = $1',
      [member.userId],
    );
    expect(coupons).toEqual({ n: 4, total: 2000 });
  });

  it('10 orders of one member from 10 carts at once, each asking for 10 € of 30 €: 30 € spent, never more', async () => {
    const { app, database } = testApp();
    // Ten different sizes, so the orders do not queue on one stock row before they reach the balance.
    const sizes = await database.query<{ sizeId: number; productId: number }>(
      `SELECT s.id AS "sizeId", s.product_id AS "productId"
       FROM product_sizes s
       JOIN products p ON p.id = s.product_id AND p.status = 'on_sale' AND p.kind <> 'electronics'
       JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = 1 AND pr.final_price BETWEEN 2000 AND 6000
       JOIN stock st ON st.size_id = s.id
       JOIN operation_units u ON u.id = st.operation_unit_id AND u.ships_online
       GROUP BY s.id, s.product_id HAVING sum(st.quantity) >= 2 ORDER BY s.id LIMIT 10`,
    );
    expect(sizes).toHaveLength(10);
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 3000);
    const pickupPointId = await aPickupPoint(database, 900778);

    // The member's session in ten browsers, each with a cart of its own (no login: a login would merge them).
    const session = [...member.browser.cookies].filter(([name]) => name !== 'cart');
    const browsers = sizes.map(() => {
      const browser = new Browser(app, HOST.sk);
      for (const [name, value] of session) browser.cookies.set(name, value);
      return browser;
    });
    for (const [index, browser] of browsers.entries()) {
      await addToCart(browser, [sizes[index] as { sizeId: number; productId: number }]);
      const cart = await cartRequest(browser, 'POST', '/api/lib/v1/cart/credits', { credit: 1000 });
      expect(cart.credits?.applied.amount).toBe(1000);
      await browser.send('PUT', '/api/lib/v1/cart/delivery', {
        delivery: 'pickup_point',
        payment: 'bank_transfer',
        pickupPointId,
      });
      await browser.send('POST', '/api/lib/v1/cart/contact', { contact: SLOVAK_BUYER });
    }

    const answers = await Promise.all(browsers.map((browser) => browser.send('POST', '/api/lib/v1/order/create')));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const spent = await database.query<{ credits_used: number }>(
      'SELECT credits_used FROM orders WHERE user_id = $1 ORDER BY credits_used DESC',
      [member.userId],
    );
    // Three orders took 10 € each; the seven after them found nothing left and ordered without credits.
    expect(spent.map((order) => order.credits_used)).toEqual([1000, 1000, 1000, 0, 0, 0, 0, 0, 0, 0]);
    expect(await creditState(database, member.userId)).toEqual({ balance: 0, ledger: 0, rows: 4 });
  });
});
