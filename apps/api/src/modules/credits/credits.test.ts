import { type CreditConversion, CreditConversionSchema, CreditsSchema, ErrorResponseSchema } from '@stride/contract';
import { formatMoney } from '@stride/i18n';
import { describe, expect, it } from 'vitest';
import { aSizeForSale, sendCart } from '../../test-support/cart-requests';
import {
  addToCart,
  aMember,
  aPaidOrderOf,
  cartRequest,
  creditState,
  giveCredits,
  type Member,
} from '../../test-support/credit-members';
import { expectError, HOST, post, useTestApp } from '../../test-support/test-app';

/**
 * The credits page (GET /credits) and conversions into coupons (POST /credits/coupon) on the real
 * app: members only, the shop's rules, refusals that change nothing, and the coupon a conversion
 * makes working in its owner's cart only.
 */
const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const eur = (amount: number) => formatMoney(amount, 'EUR', 'sk');

async function page(member: Member) {
  const answer = await member.browser.send('GET', '/api/lib/v1/credits');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return CreditsSchema.parse(answer.body);
}

async function convert(member: Member, credit: number): Promise<CreditConversion> {
  const answer = await member.browser.send('POST', '/api/lib/v1/credits/coupon', { credit });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return CreditConversionSchema.parse(answer.body);
}

/** The member's coupons in the database. */
async function couponsOf(userId: number) {
  return testApp().database.query<{ hash: string; value: number; max_uses: number; web_instance_id: number }>(
    'SELECT hash, value, max_uses, web_instance_id FROM coupons WHERE user_id = $1 ORDER BY id',
    [userId],
  );
}

describe(`the credits page and conversions (${engine})`, () => {
  it('are for members only: anyone else hears "unauthorised access" in the shop’s language', async () => {
    const { app } = testApp();
    const expected = {
      sk: 'Neoprávnený prístup. Prihláste sa.',
      cz: 'Neoprávněný přístup. Přihlaste se.',
      hu: 'Jogosulatlan hozzáférés. Jelentkezzen be.',
    };
    for (const [locale, host] of Object.entries(HOST) as [keyof typeof HOST, string][]) {
      const read = await app.inject({ method: 'GET', url: '/api/lib/v1/credits', headers: { host } });
      expect(expectError({ status: read.statusCode, body: read.json() }, 401).messages[0]?.message).toBe(
        expected[locale],
      );
      const conversion = await post(app, '/api/lib/v1/credits/coupon', { credit: 500 }, { host });
      expect(expectError(conversion, 401).messages[0]?.message).toBe(expected[locale]);
    }
  });

  it('shows the balance, the shop’s rules, the history newest first, and whether converting is open', async () => {
    const { app, database } = testApp();
    const member = await aMember(app, database);
    let credits = await page(member);
    expect(credits).toEqual({
      balance: { amount: 0, formatted: eur(0) },
      canConvert: false,
      rules: {
        earnPercent: 3,
        conversionThreshold: { amount: 1000, formatted: eur(1000) },
        minimumConversion: { amount: 500, formatted: eur(500) },
        couponValidDays: 365,
      },
      history: [],
      coupons: [],
    });
    await giveCredits(database, member.userId, 600);
    await giveCredits(database, member.userId, 400);
    credits = await page(member);
    expect(credits.balance.amount).toBe(1000);
    expect(credits.canConvert).toBe(true);
    expect(credits.history.map((entry) => [entry.reason, entry.delta.amount, entry.orderNumber])).toEqual([
      ['earned', 400, null],
      ['earned', 600, null],
    ]);

    // The Czech shop's rules in crowns.
    const czech = await aMember(app, database, HOST.cz);
    const czk = (amount: number) => formatMoney(amount, 'CZK', 'cz');
    expect((await page(czech)).rules).toEqual({
      earnPercent: 3,
      conversionThreshold: { amount: 25000, formatted: czk(25000) },
      minimumConversion: { amount: 12500, formatted: czk(12500) },
      couponValidDays: 365,
    });
  });

  it('turns credits into a single-use coupon of the member, debited in the same transaction', async () => {
    const { app, database } = testApp();
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 1800);
    const before = Date.now();
    const made = await convert(member, 700);
    expect(made.coupon.code).toMatch(/^KR-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(made.coupon.value).toEqual({ amount: 700, formatted: eur(700) });
    const validFor = new Date(made.coupon.validTo).getTime() - before;
    expect(validFor).toBeGreaterThan(364.9 * 86_400_000);
    expect(validFor).toBeLessThan(365.1 * 86_400_000);
    expect(made.credits.balance.amount).toBe(1100);
    expect(made.credits.history[0]).toMatchObject({
      reason: 'converted',
      delta: { amount: -700 },
      couponCode: made.coupon.code,
    });
    expect(made.credits.coupons).toEqual([made.coupon]);
    expect(await couponsOf(member.userId)).toEqual([
      { hash: made.coupon.code, value: 700, max_uses: 1, web_instance_id: 1 },
    ]);
    expect(await creditState(database, member.userId)).toEqual({ balance: 1100, ledger: 1100, rows: 2 });
  });

  it('is open after a first paid order below the threshold; refusals are translated 422s that change nothing', async () => {
    const { app, database } = testApp();
    const member = await aMember(app, database);
    await giveCredits(database, member.userId, 800);
    const refused = async (credit: number, message: string) => {
      const answer = await member.browser.send('POST', '/api/lib/v1/credits/coupon', { credit });
      expect(expectError(answer, 422, 'credit').messages[0]?.message).toBe(message);
      expect(await creditState(database, member.userId)).toEqual({ balance: 800, ledger: 800, rows: 1 });
      expect(await couponsOf(member.userId)).toEqual([]);
    };
    // 8 € and no paid order: closed until 10 €.
    await refused(
      600,
      `Kredity môžete premeniť na kupón po prvom zaplatenom nákupe alebo keď nazbierate aspoň ${eur(1000)}.`,
    );
    expect((await page(member)).canConvert).toBe(false);

    await aPaidOrderOf(database, member.userId);
    expect((await page(member)).canConvert).toBe(true);
    await refused(400, `Najmenší kupón z kreditov je za ${eur(500)}.`);
    await refused(900, `Na kupón môžete použiť najviac ${eur(800)}, toľko máte kreditov.`);
    for (const body of [{ credit: 0 }, { credit: -500 }, { credit: 5.5 }, { credit: '500' }, {}]) {
      const answer = await member.browser.send('POST', '/api/lib/v1/credits/coupon', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      for (const message of ErrorResponseSchema.parse(answer.body).messages) expect(message.message).not.toBe('');
    }
    expect(await creditState(database, member.userId)).toEqual({ balance: 800, ledger: 800, rows: 1 });
    expect((await convert(member, 800)).credits.balance.amount).toBe(0);
  });

  it('takes whole forints only in the Hungarian shop', async () => {
    const { app, database } = testApp();
    const member = await aMember(app, database, HOST.hu);
    await giveCredits(database, member.userId, 500000);
    const answer = await member.browser.send('POST', '/api/lib/v1/credits/coupon', { credit: 200050 });
    expect(expectError(answer, 422, 'credit').messages[0]?.message).toBe(
      `Adjon meg ${formatMoney(100, 'HUF', 'hu')} többszörösét.`,
    );
    expect((await convert(member, 200000)).credits.balance.amount).toBe(300000);
  });

  it('makes a coupon that works in its owner’s cart and is unknown to another member and to a guest', async () => {
    const { app, database } = testApp();
    const size = await aSizeForSale(database, { from: 2000, to: 6000, pricing: 'full' });
    const owner = await aMember(app, database);
    await giveCredits(database, owner.userId, 1000);
    const { coupon } = await convert(owner, 1000);

    await addToCart(owner.browser, [size]);
    const cart = await cartRequest(owner.browser, 'POST', '/api/lib/v1/cart/coupon', { couponHash: coupon.code });
    expect(cart.coupon).toMatchObject({ code: coupon.code, discount: { amount: 1000 }, refusal: null });
    expect(cart.sums.couponDiscount.amount).toBe(1000);

    const other = await aMember(app, database);
    await addToCart(other.browser, [size]);
    const refusedToOther = await other.browser.send('POST', '/api/lib/v1/cart/coupon', { couponHash: coupon.code });
    expect(expectError(refusedToOther, 422, 'couponHash').messages[0]?.message).toBe('Zľavový kód neexistuje.');
    expect((await cartRequest(other.browser, 'GET', '/api/lib/v1/cart')).coupon).toBeNull();

    const guestCart = await sendCart(app, 'POST', '/api/lib/v1/cart', {
      body: { items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }] },
    });
    const cookie = /^cart=([^;]+)/.exec(guestCart.setCookie ?? '')?.[1];
    const refusedToGuest = await sendCart(app, 'POST', '/api/lib/v1/cart/coupon', {
      cookie,
      body: { couponHash: coupon.code },
    });
    expect(expectError(refusedToGuest, 422, 'couponHash').messages[0]?.message).toBe('Zľavový kód neexistuje.');
  });
});
