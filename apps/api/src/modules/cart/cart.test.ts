import { ErrorResponseSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { itAnswersAnonymousVisitors } from '../../test-support/anonymous-read';
import { cartOf, sendCart, sizesForSale, tokenOf } from '../../test-support/cart-requests';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`the cart (${engine})`, () => {
  itAnswersAnonymousVisitors(testApp, '/api/lib/v1/cart', {
    expected: {
      accessToken: null,
      count: 0,
      items: [],
      coupon: null,
      voucher: null,
      isic: null,
      credits: null,
      giftVouchers: [],
      sums: expect.objectContaining({ total: expect.objectContaining({ price: 0 }) }),
    },
    documentedFields: ['accessToken', 'count', 'items', 'id', 'product', 'sums'],
  });

  it('looking at a cart creates none: only the first add does', async () => {
    const { app, database } = testApp();
    const countCarts = async () => (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]?.n;
    const before = await countCarts();
    for (const host of Object.values(HOST)) {
      expect((await get(app, '/api/lib/v1/cart', { host, headers: { cookie: 'cart=made-up' } })).status).toBe(200);
    }
    expect(await countCarts()).toBe(before);
  });

  it('the first add creates the cart and hands its token over as an HttpOnly, SameSite=Lax cookie', async () => {
    const { app } = testApp();
    const [size] = await sizesForSale(testApp().database);
    if (!size) throw new Error('no size on sale');
    const added = await sendCart(app, 'POST', '/api/lib/v1/cart', {
      body: { items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }] },
    });
    const cart = cartOf(added);
    expect(added.setCookie).toMatch(/^cart=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cart.accessToken).toBe(tokenOf(added));
    expect(cart.count).toBe(1);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      count: 1,
      product: { id: size.productId },
      size: { id: size.sizeId },
      charged: true,
      notice: null,
      unitPriceData: { price: size.price, currency: 'EUR' },
      lineFullPriceData: { price: size.price },
      linePriceData: { price: size.price },
    });
    expect((cart.items[0]?.product.name ?? '').length).toBeGreaterThan(0);

    // The same cookie finds the same cart; it is read, not set again.
    const again = await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: tokenOf(added) });
    expect(cartOf(again).items.map((item) => item.id)).toEqual(cart.items.map((item) => item.id));
    expect(again.setCookie).toBeUndefined();
  });

  it('adding a size already there adds to its count; the sums are today’s prices, delivery free from 70 €', async () => {
    const { app } = testApp();
    const [first, second] = await sizesForSale(testApp().database, { minStock: 5 });
    if (!first || !second) throw new Error('two sizes with 5 pieces needed');
    const created = await sendCart(app, 'POST', '/api/lib/v1/cart', {
      body: { items: [{ count: 2, sizeId: first.sizeId, productId: first.productId }] },
    });
    const token = tokenOf(created);
    const cart = cartOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart', {
        cookie: token,
        body: {
          cart: {
            items: [
              { count: 1, sizeId: first.sizeId, productId: first.productId },
              { count: 1, sizeId: second.sizeId, productId: second.productId },
            ],
          },
        },
      }),
    );
    expect(cart.items.map((item) => [item.size.id, item.count])).toEqual([
      [first.sizeId, 3],
      [second.sizeId, 1],
    ]);
    expect(cart.count).toBe(4);
    const goods = 3 * first.price + second.price;
    expect(cart.sums.goods.price).toBe(goods);
    const delivery = goods >= 7000 ? 0 : 299;
    expect(cart.sums.delivery.amount).toBe(delivery);
    expect(cart.sums.missingForFreeDelivery.amount).toBe(Math.max(0, 7000 - goods));
    expect(cart.sums.total.price).toBe(goods + delivery);
    expect(cart.sums.toPay.amount).toBe(goods + delivery);
    const vat = cart.sums.vat;
    expect(vat.map((row) => row.ratePercent)).toEqual([23]);
    expect((vat[0]?.net.amount ?? 0) + (vat[0]?.vat.amount ?? 0)).toBe(goods + delivery);
  });

  it('changes a count, cutting it to the stock; removes one line, then several; empties the cart', async () => {
    const { app } = testApp();
    const sizes = await sizesForSale(testApp().database, { minStock: 2 });
    const [a, b, c] = sizes;
    if (!a || !b || !c) throw new Error('three sizes needed');
    const token = tokenOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart', {
        body: { items: [a, b, c].map((size) => ({ count: 1, sizeId: size.sizeId, productId: size.productId })) },
      }),
    );
    const lines = cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token })).items;
    const [lineA, lineB, lineC] = lines;
    if (!lineA || !lineB || !lineC) throw new Error('three lines expected');

    const changed = cartOf(
      await sendCart(app, 'PUT', `/api/lib/v1/cart/items/${lineA.id}`, { cookie: token, body: { item: { count: 2 } } }),
    );
    expect(changed.items[0]).toMatchObject({ id: lineA.id, count: 2, notice: null });

    const overStock = Math.min(99, a.stock + 1);
    const cut = cartOf(
      await sendCart(app, 'PUT', `/api/lib/v1/cart/items/${lineA.id}`, {
        cookie: token,
        body: { item: { count: overStock } },
      }),
    );
    if (a.stock < 99) expect(cut.items[0]).toMatchObject({ count: a.stock, notice: 'count_reduced' });

    const withoutB = cartOf(await sendCart(app, 'DELETE', `/api/lib/v1/cart/items/${lineB.id}`, { cookie: token }));
    expect(withoutB.items.map((item) => item.id)).toEqual([lineA.id, lineC.id]);

    // A bulk removal naming a line the cart does not hold removes nothing.
    expectError(
      await sendCart(app, 'DELETE', '/api/lib/v1/cart/items/bulk', {
        cookie: token,
        body: { items: [lineA.id, lineB.id] },
      }),
      404,
    );
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token })).items).toHaveLength(2);
    const bulk = cartOf(
      await sendCart(app, 'DELETE', '/api/lib/v1/cart/items/bulk', {
        cookie: token,
        body: { items: [lineA.id, lineC.id] },
      }),
    );
    expect(bulk.items).toEqual([]);
    expect(bulk.count).toBe(0);

    await sendCart(app, 'POST', '/api/lib/v1/cart', {
      cookie: token,
      body: { items: [{ count: 1, sizeId: a.sizeId, productId: a.productId }] },
    });
    const emptied = cartOf(await sendCart(app, 'DELETE', '/api/lib/v1/cart', { cookie: token }));
    expect(emptied).toMatchObject({ accessToken: token, count: 0, items: [] });
  });

  it('another shop’s token, or another visitor’s line, finds nothing of the cart', async () => {
    const { app } = testApp();
    const [size] = await sizesForSale(testApp().database);
    if (!size) throw new Error('no size on sale');
    const added = await sendCart(app, 'POST', '/api/lib/v1/cart', {
      body: { items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }] },
    });
    const token = tokenOf(added);
    const line = cartOf(added).items[0];
    // The Czech shop does not know the Slovak cart's token: an empty cart, and its lines are not its own.
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token, host: HOST.cz }))).toMatchObject({
      accessToken: null,
      items: [],
    });
    expectError(
      await sendCart(app, 'DELETE', `/api/lib/v1/cart/items/${line?.id}`, { host: HOST.cz, cookie: token }),
      404,
    );
    // Another visitor's cart does not hold the line either.
    const other = tokenOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart', {
        body: { items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }] },
      }),
    );
    expectError(
      await sendCart(app, 'PUT', `/api/lib/v1/cart/items/${line?.id}`, { cookie: other, body: { item: { count: 2 } } }),
      404,
    );
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token })).items[0]?.count).toBe(1);
  });

  it('refuses a product not on sale here (422, the spec’s message) and a sold-out size (409), changing nothing', async () => {
    const { app, database } = testApp();
    const [size, otherSize] = await sizesForSale(testApp().database);
    if (!size || !otherSize) throw new Error('two sizes needed');
    const token = tokenOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart', {
        body: { items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }] },
      }),
    );
    const before = cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token }));

    const unknown = await sendCart(app, 'POST', '/api/lib/v1/cart', {
      cookie: token,
      body: { items: [{ count: 1, sizeId: 999_999, productId: size.productId }] },
    });
    expect(unknown.status).toBe(422);
    expect(ErrorResponseSchema.parse(unknown.body).messages[0]?.message).toBe('Požadovaný produkt nie je v predaji.');
    // A size of another product, and a retired product, are not on sale as asked either.
    const mismatched = await sendCart(app, 'POST', '/api/lib/v1/cart', {
      cookie: token,
      body: { items: [{ count: 1, sizeId: otherSize.sizeId, productId: size.productId }] },
    });
    expect(mismatched.status).toBe(422);

    const [soldOut] = await database.query<{ sizeId: number; productId: number }>(
      `SELECT s.id AS "sizeId", s.product_id AS "productId" FROM product_sizes s
       JOIN products p ON p.id = s.product_id AND p.status = 'on_sale'
       JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = 1
       WHERE NOT EXISTS (SELECT 1 FROM stock st JOIN operation_units u ON u.id = st.operation_unit_id
                         WHERE st.size_id = s.id AND u.ships_online AND st.quantity > 0)
       ORDER BY s.id LIMIT 1`,
    );
    if (soldOut) {
      const refused = await sendCart(app, 'POST', '/api/lib/v1/cart', {
        cookie: token,
        body: { items: [{ count: 1, ...soldOut }] },
      });
      expect(refused.status).toBe(409);
      expect(ErrorResponseSchema.parse(refused.body).messages[0]?.message).toBe('Táto veľkosť je vypredaná.');
    }
    expect(cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token }))).toEqual(before);
  });

  it('answers bad input with a translated 400, never a 500', async () => {
    const { app } = testApp();
    for (const body of [
      {},
      { items: [] },
      { items: [{ count: 0, sizeId: 1, productId: 1 }] },
      { items: [{ count: 100, sizeId: 1, productId: 1 }] },
      { items: [{ count: 1.5, sizeId: 1, productId: 1 }] },
      { items: [{ count: 1, sizeId: -1, productId: 1 }] },
      { items: [{ count: 1, sizeId: 1 }] },
      { items: 'constructor' },
    ]) {
      expectError(await sendCart(app, 'POST', '/api/lib/v1/cart', { body }), 400);
    }
    expectError(await sendCart(app, 'PUT', '/api/lib/v1/cart/items/abc', { body: { item: { count: 1 } } }), 400);
    expectError(await sendCart(app, 'DELETE', '/api/lib/v1/cart/items/bulk', { body: { items: ['x'] } }), 400);
  });

  it('a line whose product is retired stays, marked, and is left out of the total', async () => {
    const { app, database } = testApp();
    const [kept, retired] = await sizesForSale(testApp().database);
    if (!kept || !retired) throw new Error('two sizes needed');
    const token = tokenOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart', {
        body: { items: [kept, retired].map((size) => ({ count: 1, sizeId: size.sizeId, productId: size.productId })) },
      }),
    );
    await database.query(`UPDATE products SET status = 'retired' WHERE id = $1`, [retired.productId]);
    try {
      const cart = cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token }));
      const line = cart.items.find((item) => item.size.id === retired.sizeId);
      expect(line).toMatchObject({
        charged: false,
        notice: 'not_on_sale',
        lineFullPriceData: { price: 0 },
        linePriceData: { price: 0 },
      });
      expect(cart.sums.goods.price).toBe(kept.price);
    } finally {
      await database.query(`UPDATE products SET status = 'on_sale' WHERE id = $1`, [retired.productId]);
    }
  });
});

// On PostgreSQL the adds run on as many connections at once; each reads the line's count under the
// cart's row lock (lockOpenCart), without which they would read the same count and lose each other's.
describe(`the cart under concurrent changes (${engine})`, () => {
  it('20 simultaneous adds of one size to one cart give a count of 20', async () => {
    const { app } = testApp();
    const [size] = await sizesForSale(testApp().database, { minStock: 25 });
    if (!size) throw new Error('a size with 25 pieces needed');
    const [other] = (await sizesForSale(testApp().database)).filter((row) => row.sizeId !== size.sizeId);
    if (!other) throw new Error('a second size needed');
    const token = tokenOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart', {
        body: { items: [{ count: 1, sizeId: other.sizeId, productId: other.productId }] },
      }),
    );
    const adds = await Promise.all(
      Array.from({ length: 20 }, () =>
        sendCart(app, 'POST', '/api/lib/v1/cart', {
          cookie: token,
          body: { items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }] },
        }),
      ),
    );
    for (const answer of adds) expect(answer.status).toBe(200);
    const cart = cartOf(await sendCart(app, 'GET', '/api/lib/v1/cart', { cookie: token }));
    expect(cart.items.find((item) => item.size.id === size.sizeId)?.count).toBe(20);
  });
});
