import { describe, expect, it } from 'vitest';
import { aSizeForSale, cartOf, cartWith, fieldMessageOf, sendCart } from '../../test-support/cart-requests';
import { readyToOrder, sendOrder } from '../../test-support/checkout-requests';
import { onlineStock } from '../../test-support/online-stock';
import { useTestApp } from '../../test-support/test-app';

/**
 * The database's own refusals behind the order's checks (migration 0014's CHECKs): stock never below
 * 0, a coupon's uses never over its maximum, a gift voucher's balance never below 0. First as raw SQL,
 * whatever code runs; then what the order service answers when one of them fires inside an order.
 */
const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** The PostgreSQL error code and constraint of a failed query (the driver's error, or one it wraps). */
async function refusalOf(query: Promise<unknown>): Promise<{ code?: unknown; constraint?: unknown }> {
  const error = await query.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the statement was accepted').not.toBeNull();
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string') return { code, constraint };
  }
  return {};
}

describe(`the database refuses what the order service refuses first (${engine})`, () => {
  it('refuses negative stock, a single-use coupon used twice and a voucher balance below 0, and takes each limit itself', async () => {
    const { database } = testApp();
    const [unit] = await database.query<{ size_id: number; operation_unit_id: number; quantity: number }>(
      'SELECT size_id, operation_unit_id, quantity FROM stock ORDER BY size_id, operation_unit_id LIMIT 1',
    );
    if (!unit) throw new Error('no stock row');
    await database.query(
      `INSERT INTO coupons (web_instance_id, hash, percent, max_uses) VALUES (1, 'DB-CHECK-ONCE', 10, 1)`,
    );
    await database.query(
      `INSERT INTO gift_vouchers (web_instance_id, code, value, balance) VALUES (1, 'DB-CHECK-10', 1000, 1000)`,
    );
    // Each limit itself is allowed: no pieces left, the one use made, the voucher spent to 0.
    await database.query('UPDATE stock SET quantity = 0 WHERE size_id = $1 AND operation_unit_id = $2', [
      unit.size_id,
      unit.operation_unit_id,
    ]);
    await database.query(`UPDATE coupons SET uses = uses + 1 WHERE hash = 'DB-CHECK-ONCE'`);
    await database.query(`UPDATE gift_vouchers SET balance = balance - 1000 WHERE code = 'DB-CHECK-10'`);

    expect(
      await refusalOf(
        database.query('UPDATE stock SET quantity = quantity - 1 WHERE size_id = $1 AND operation_unit_id = $2', [
          unit.size_id,
          unit.operation_unit_id,
        ]),
      ),
    ).toEqual({ code: '23514', constraint: 'stock_quantity_not_negative_ck' });
    expect(await refusalOf(database.query(`UPDATE coupons SET uses = uses + 1 WHERE hash = 'DB-CHECK-ONCE'`))).toEqual({
      code: '23514',
      constraint: 'coupons_uses_within_max_ck',
    });
    expect(
      await refusalOf(database.query(`UPDATE gift_vouchers SET balance = balance - 1 WHERE code = 'DB-CHECK-10'`)),
    ).toEqual({ code: '23514', constraint: 'gift_vouchers_balance_ck' });

    const [state] = await database.query(
      `SELECT (SELECT quantity FROM stock WHERE size_id = $1 AND operation_unit_id = $2) AS quantity,
         (SELECT uses FROM coupons WHERE hash = 'DB-CHECK-ONCE') AS uses,
         (SELECT balance FROM gift_vouchers WHERE code = 'DB-CHECK-10') AS balance`,
      [unit.size_id, unit.operation_unit_id],
    );
    expect(state).toEqual({ quantity: 0, uses: 1, balance: 0 });
    // The stock row back as the seed had it, for the other tests.
    await database.query('UPDATE stock SET quantity = $3 WHERE size_id = $1 AND operation_unit_id = $2', [
      unit.size_id,
      unit.operation_unit_id,
      unit.quantity,
    ]);
  });

  /**
   * A CHECK fires inside an order only when another writer got past the service's own checks under
   * its locks, which the service's code never lets happen. A test trigger stands in for that writer:
   * it turns the order's own decrement of the row into one past the limit, so the order's statement
   * meets the CHECK; the answer must be the 409 with the shopper's words, and nothing may change.
   */
  it.each([
    {
      what: 'stock',
      table: 'stock',
      rule: 'NEW.quantity < OLD.quantity THEN NEW.quantity := -1',
      field: 'items',
      message:
        'Niektorý tovar z košíka už nie je na sklade v požadovanom počte. Skontrolujte košík a objednajte znova.',
    },
    {
      what: 'coupon',
      table: 'coupons',
      rule: 'NEW.uses > OLD.uses THEN NEW.uses := NEW.max_uses + 1',
      field: 'couponHash',
      message: 'Zľavový kód je už vyčerpaný.',
    },
    {
      what: 'voucher',
      table: 'gift_vouchers',
      rule: 'NEW.balance < OLD.balance THEN NEW.balance := -1',
      field: 'code',
      message: 'Darčekový poukaz už bol použitý.',
    },
  ])(
    'answers the $what CHECK firing inside an order with a 409 in the shopper’s words, changing nothing',
    async ({ what, table, rule, field, message }) => {
      const { app, database } = testApp();
      const size = await aSizeForSale(database, { from: 1000, to: 3000 });
      const coupon = `DB-CHECK-${what.toUpperCase()}-COUPON`;
      const voucher = `DB-CHECK-${what.toUpperCase()}-VOUCHER`;
      await database.query(`INSERT INTO coupons (web_instance_id, hash, percent, max_uses) VALUES (1, $1, 10, 5)`, [
        coupon,
      ]);
      await database.query(
        `INSERT INTO gift_vouchers (web_instance_id, code, value, balance) VALUES (1, $1, 1000, 1000)`,
        [voucher],
      );
      const token = await cartWith(app, [size]);
      cartOf(await sendCart(app, 'POST', '/api/lib/v1/cart/coupon', { cookie: token, body: { couponHash: coupon } }));
      cartOf(await sendCart(app, 'POST', '/api/lib/v1/cart/voucher', { cookie: token, body: { code: voucher } }));
      await readyToOrder(app, token, { delivery: 'courier', payment: 'bank_transfer' });
      const stateOf = async () => ({
        stock: await onlineStock(database, size.sizeId),
        rows: await database.query(
          `SELECT c.status, (SELECT count(*)::int FROM orders o WHERE o.cart_id = c.id) AS orders,
           (SELECT uses FROM coupons WHERE hash = $2) AS uses,
           (SELECT balance FROM gift_vouchers WHERE code = $3) AS balance
         FROM carts c WHERE c.access_token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
          [token, coupon, voucher],
        ),
      });
      const before = await stateOf();
      expect(before.rows).toEqual([{ status: 'open', orders: 0, uses: 0, balance: 1000 }]);

      // Only this test's rows: the size's stock, or this test's coupon or voucher.
      const mine =
        table === 'stock'
          ? `NEW.size_id = ${size.sizeId}`
          : table === 'coupons'
            ? `NEW.hash = '${coupon}'`
            : `NEW.code = '${voucher}'`;
      await database.query(`CREATE FUNCTION past_the_limit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF ${rule}; END IF; RETURN NEW; END $$`);
      await database.query(`CREATE TRIGGER past_the_limit BEFORE UPDATE ON ${table}
      FOR EACH ROW WHEN (${mine}) EXECUTE FUNCTION past_the_limit()`);
      try {
        expect(fieldMessageOf(await sendOrder(app, token), 409, field)).toBe(message);
      } finally {
        await database.query(`DROP TRIGGER past_the_limit ON ${table}`);
        await database.query('DROP FUNCTION past_the_limit()');
      }
      expect(await stateOf()).toEqual(before);
    },
  );
});
