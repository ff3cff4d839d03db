import { createHash } from 'node:crypto';
import { ErrorResponseSchema } from '@stride/contract';
import { formatMoney } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import type { Browser } from '../../test-support/account-requests';
import { aSizeForSale, cartWith, sendCart } from '../../test-support/cart-requests';
import { addToCart, aMember, cartRequest, giveCredits } from '../../test-support/credit-members';
import { expectError, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const eur = (amount: number) => formatMoney(amount, 'EUR', 'sk');

/** What the database holds of a cart's credits request, by the cart's token in the browser. */
async function storedRequest(browser: Browser): Promise<number | undefined> {
  const [row] = await testApp().database.query<{ credits_used: number }>(
    'SELECT credits_used FROM carts WHERE access_token_hash = $1',
    [
      createHash('sha256')
        .update(browser.cookies.get('cart') ?? '')
        .digest('hex'),
    ],
  );
  return row?.credits_used;
}

describe(`credits on the cart (${engine})`, () => {
  it('are for members only: an anonymous visitor hears "unauthorised access" in the shop’s language', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { from: 2000, to: 6000 });
    const expected = {
      sk: 'Neoprávnený prístup. Prihláste sa.',
      cz: 'Neoprávněný přístup. Přihlaste se.',
      hu: 'Jogosulatlan hozzáférés. Jelentkezzen be.',
    };
    for (const [locale, host] of Object.entries(HOST) as [keyof typeof HOST, string][]) {
      // With a cart of their own, and without one.
      const token = locale === 'sk' ? await cartWith(app, [size]) : undefined;
      const answer = await sendCart(app, 'POST', '/api/lib/v1/cart/credits', {
        host,
        cookie: token,
        body: { credit: 100 },
      });
      const body = expectError(answer, 401);
      expect(body.messages[0]?.message).toBe(expected[locale]);
    }
  });

  it('apply up to the balance and the goods; the answer shows requested, applied and balance; 0 takes them off', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { from: 2000, to: 6000, pricing: 'full' });
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 1500);
    await addToCart(member.browser, [size]);

    // 10 € of 15 €: all of it.
    let cart = await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/credits', { credit: 1000 });
    expect(cart.credits).toEqual({
      requested: { amount: 1000, formatted: eur(1000) },
      applied: { amount: 1000, formatted: eur(1000) },
      balance: { amount: 1500, formatted: eur(1500) },
    });
    expect(cart.sums.creditsDiscount.amount).toBe(1000);
    // One piece below 70 €: the price less 10 € and the cheapest delivery (pickup point 2,99 €).
    expect(cart.sums.total.price).toBe(size.price - 1000 + 299);
    expect(cart.items[0]?.linePriceData.price).toBe(size.price - 1000);

    // 100 € asked: the balance (15 €) is all it takes.
    cart = await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/credits', { credit: 10000 });
    expect([cart.credits?.requested.amount, cart.credits?.applied.amount]).toEqual([10000, 1500]);
    expect(cart.sums.total.price).toBe(size.price - 1500 + 299);

    // More credits than goods: no more than the goods (the delivery is still paid).
    await giveCredits(database, member.userId, 10000);
    cart = await cartRequest(member.browser, 'GET', '/api/lib/v1/cart');
    expect(cart.credits?.applied.amount).toBe(size.price);
    expect(cart.credits?.balance.amount).toBe(11500);
    expect(cart.sums.total.price).toBe(299);

    cart = await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/credits', { credit: 0 });
    expect(cart.credits).toBeNull();
    expect(cart.sums.creditsDiscount.amount).toBe(0);
    expect(cart.sums.total.price).toBe(size.price + 299);
  });

  it('judge free delivery on the goods before credits: spending them never costs free delivery', async () => {
    const { app, database } = testApp();
    // A piece from 70 € ships free in the Slovak shop.
    const size = await aSizeForSale(database, { from: 7000, to: 12000, pricing: 'full' });
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 5000);
    await addToCart(member.browser, [size]);
    const cart = await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/credits', { credit: 5000 });
    expect(cart.sums.delivery.amount).toBe(0);
    expect(cart.sums.missingForFreeDelivery.amount).toBe(0);
    expect(cart.sums.total.price).toBe(size.price - 5000);
  });

  it('is never answered from a kept answer with a stale balance', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { from: 2000, to: 6000, pricing: 'full' });
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 300);
    await addToCart(member.browser, [size]);
    await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/credits', { credit: 1000 });
    expect((await cartRequest(member.browser, 'GET', '/api/lib/v1/cart')).credits?.applied.amount).toBe(300);
    // The balance moves without the cart changing (an order paid elsewhere): the next read shows it.
    await giveCredits(database, member.userId, 400);
    const cart = await cartRequest(member.browser, 'GET', '/api/lib/v1/cart');
    expect([cart.credits?.applied.amount, cart.credits?.balance.amount]).toEqual([700, 700]);
  });

  it('refuses bad input with a translated 400, and credits without a balance or a cart with a 422; nothing changes', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { from: 2000, to: 6000 });
    const member = await aMember(app, database);

    // No cart yet, and no credits.
    expectError(await member.browser.send('POST', '/api/lib/v1/cart/credits', { credit: 500 }), 422, 'credit');
    await addToCart(member.browser, [size]);
    const none = expectError(
      await member.browser.send('POST', '/api/lib/v1/cart/credits', { credit: 500 }),
      422,
      'credit',
    );
    expect(none.messages[0]?.message).toBe('Zatiaľ nemáte žiadne kredity na uplatnenie.');
    expect(await storedRequest(member.browser)).toBe(0);

    await giveCredits(database, member.userId, 800);
    await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/credits', { credit: 600 });
    for (const body of [
      { credit: -1 },
      { credit: 1.5 },
      { credit: '600' },
      { credit: 1_000_000_001 },
      {},
      { credits: 600 },
    ]) {
      const answer = await member.browser.send('POST', '/api/lib/v1/cart/credits', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const parsed = ErrorResponseSchema.parse(answer.body);
      expect(parsed.messages.length).toBeGreaterThan(0);
      for (const message of parsed.messages) expect(message.message.trim()).not.toBe('');
    }
    expect(await storedRequest(member.browser)).toBe(600);
    const cart = await cartRequest(member.browser, 'GET', '/api/lib/v1/cart');
    expect(cart.credits?.requested.amount).toBe(600);
  });

  it('empties with the cart', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { from: 2000, to: 6000 });
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 800);
    await addToCart(member.browser, [size]);
    await cartRequest(member.browser, 'POST', '/api/lib/v1/cart/credits', { credit: 600 });
    expect((await cartRequest(member.browser, 'DELETE', '/api/lib/v1/cart')).credits).toBeNull();
    expect(await storedRequest(member.browser)).toBe(0);
  });
});
