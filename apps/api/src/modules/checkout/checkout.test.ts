import { ErrorResponseSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { fieldMessageOf, sendCart, sizesForSale, tokenOf } from '../../test-support/cart-requests';
import { checkoutOf, SLOVAK_BUYER } from '../../test-support/checkout-requests';
import { setStoreStock } from '../../test-support/online-stock';
import { useTestApp } from '../../test-support/test-app';

/**
 * Checkout on the cart (issue 12 §1, §2): which of our stores are offered for pickup, and the contact
 * details kept, refused and forgotten. The seed's Slovak units (packages/db/src/seed/data/stores.ts):
 * 1 Košice (a shop, ships nothing), 4 Bratislava (a shop that also ships), 5 Senec (a warehouse).
 */
const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const KOSICE = 1;
const BRATISLAVA = 4;
const SENEC = 5;

describe(`checkout (${engine})`, () => {
  it('offers for pickup only the shops that hold every line in the count wanted', async () => {
    const { app, database } = testApp();
    const [a, b] = await sizesForSale(database, { from: 1000, to: 3000 });
    if (!a || !b) throw new Error('two sizes for sale needed');
    // The warehouse holds plenty of both, but sells nothing in store: never offered.
    for (const size of [a, b]) await setStoreStock(database, size.sizeId, SENEC, 9);
    await setStoreStock(database, a.sizeId, KOSICE, 1);
    await setStoreStock(database, b.sizeId, KOSICE, 2);
    await setStoreStock(database, a.sizeId, BRATISLAVA, 1);
    await setStoreStock(database, b.sizeId, BRATISLAVA, 0);
    const added = await sendCart(app, 'POST', '/api/lib/v1/cart', {
      body: {
        items: [
          { count: 1, sizeId: a.sizeId, productId: a.productId },
          { count: 2, sizeId: b.sizeId, productId: b.productId },
        ],
      },
    });
    const cookie = tokenOf(added);
    const offered = async () => {
      const checkout = checkoutOf(await sendCart(app, 'GET', '/api/lib/v1/checkout', { cookie }));
      return {
        stores: checkout.stores.map((store) => store.id).sort((x, y) => x - y),
        available: checkout.deliveries.find((delivery) => delivery.kind === 'store')?.available,
      };
    };

    // Bratislava lacks the second line altogether.
    expect(await offered()).toEqual({ stores: [KOSICE], available: true });
    expect(
      fieldMessageOf(
        await sendCart(app, 'PUT', '/api/lib/v1/cart/delivery', {
          cookie,
          body: { delivery: 'store', payment: 'in_store', storeId: BRATISLAVA },
        }),
        422,
        'storeId',
      ),
    ).toBe('Táto predajňa nemá na sklade všetok tovar z košíka. Vyberte inú predajňu alebo inú dopravu.');
    // One piece of the two wanted is not enough either.
    await setStoreStock(database, b.sizeId, BRATISLAVA, 1);
    expect(await offered()).toEqual({ stores: [KOSICE], available: true });
    // Both lines in full: both shops.
    await setStoreStock(database, b.sizeId, BRATISLAVA, 2);
    expect(await offered()).toEqual({ stores: [KOSICE, BRATISLAVA], available: true });
    // Košice runs out of the first line: only Bratislava; then neither, and store pickup is not available.
    await setStoreStock(database, a.sizeId, KOSICE, 0);
    expect(await offered()).toEqual({ stores: [BRATISLAVA], available: true });
    await setStoreStock(database, b.sizeId, BRATISLAVA, 0);
    expect(await offered()).toEqual({ stores: [], available: false });
  });

  it('keeps the contact, refuses bad input with field errors and keeps the one it had, and forgets it on DELETE', async () => {
    const { app, database } = testApp();
    const [size] = await sizesForSale(database, { from: 1000, to: 3000 });
    if (!size) throw new Error('no size for sale');
    const cookie = tokenOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart', {
        body: { items: [{ count: 1, sizeId: size.sizeId, productId: size.productId }] },
      }),
    );
    const saved = checkoutOf(
      await sendCart(app, 'POST', '/api/lib/v1/cart/contact', { cookie, body: { contact: SLOVAK_BUYER } }),
    );
    expect(saved.contact).toMatchObject({ email: SLOVAK_BUYER.email, surname: SLOVAK_BUYER.surname, zip: '811 01' });

    const refused = await sendCart(app, 'POST', '/api/lib/v1/cart/contact', {
      cookie,
      body: { contact: { ...SLOVAK_BUYER, email: 'anna@', firstname: 'A', surname: 'Kováčová' } },
    });
    expect(refused.status).toBe(400);
    expect(ErrorResponseSchema.parse(refused.body).messages.map((message) => message.field)).toEqual([
      'email',
      'firstname',
    ]);
    // The refused form changed nothing: the contact given before is still the cart's.
    const after = checkoutOf(await sendCart(app, 'GET', '/api/lib/v1/checkout', { cookie }));
    expect(after.contact).toEqual(saved.contact);

    const forgotten = checkoutOf(await sendCart(app, 'DELETE', '/api/lib/v1/cart/contact', { cookie }));
    expect(forgotten.contact).toBeNull();
    expect(forgotten.complete).toBe(false);
    expect(checkoutOf(await sendCart(app, 'GET', '/api/lib/v1/checkout', { cookie })).contact).toBeNull();
    const [row] = await database.query<{ contact: unknown }>(
      `SELECT contact FROM carts WHERE access_token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [cookie],
    );
    expect(row).toEqual({ contact: null });
  });
});
