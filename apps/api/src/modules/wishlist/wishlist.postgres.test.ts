import { WISHLIST_MAX_ITEMS } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { Browser, newEmail, signUp } from '../../test-support/account-requests';
import { useTestApp } from '../../test-support/test-app';
import { productsOfShop, storedWishlistOfToken, wishlistOf } from '../../test-support/wishlist-requests';

/**
 * The wishlist under concurrent requests, on PostgreSQL, whose pool runs them on connections of
 * their own at once (the embedded PGlite runs one statement at a time, so nothing races there;
 * vitest.config.ts runs `*.postgres.test.ts` only when TEST_DATABASE_URL names a PostgreSQL server).
 * Each test names the protection it proves and how it was checked that the test fails without it.
 *
 * Not tested because it cannot be prevented: simultaneous first adds of an anonymous visitor who has
 * no cookie yet. Nothing in those requests tells the server they come from one browser, so each
 * starts a wishlist of its own and the browser keeps the last cookie it is sent. The storefront sends
 * a visitor's wishlist changes one after another (decision 16); a visitor with a cookie never gets a
 * second wishlist (the second test below).
 */
const testApp = useTestApp({ products: 450 });

let taken = 0;
/** Products of the Slovak shop no other test of this file uses. */
async function freshProducts(count: number): Promise<number[]> {
  const ids = await productsOfShop(testApp().database, { count, skip: taken });
  taken += count;
  return ids;
}

/** The products of a user's stored wishlist, and how many wishlists the user has. */
async function storedOfUser(email: string): Promise<{ wishlists: number; products: number[] }> {
  const [row] = await testApp().database.query<{ wishlists: number; products: number[] }>(
    `SELECT count(DISTINCT w.id)::int AS wishlists,
       coalesce(array_agg(i.product_id ORDER BY i.id) FILTER (WHERE i.id IS NOT NULL), '{}') AS products
     FROM users u JOIN wishlists w ON w.user_id = u.id LEFT JOIN wishlist_items i ON i.wishlist_id = w.id
     WHERE u.email = $1`,
    [email],
  );
  return row ?? { wishlists: 0, products: [] };
}

describe('the wishlist under concurrent requests (PostgreSQL)', () => {
  // Protection: wishlists.user_id is unique and the first add inserts the user's wishlist with
  // ON CONFLICT DO NOTHING, then locks the one that won. Checked: without the ON CONFLICT clause
  // (queries.ts, createForUserStatement) 19 of the adds answer 500 (unique violation).
  it('20 simultaneous first adds of one product by one user: one wishlist, one line, every answer holds it', async () => {
    const [product] = await freshProducts(1);
    const email = newEmail('naraz');
    const browser = new Browser(testApp().app);
    await signUp(browser, email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => browser.send('POST', `/api/lib/v2/wishlist/items/${product}`)),
    );
    for (const answer of answers) expect(wishlistOf(answer).productIds).toEqual([product]);
    expect(await storedOfUser(email)).toEqual({ wishlists: 1, products: [product] });
  });

  // Protection: a change locks the wishlist's row first and reads its lines in a later statement.
  // Checked: with lockWishlist answering the id without `for update`, the adds run side by side, each
  // reads no line, one inserts, and the others' inserts do nothing: their answers lack the product.
  it('20 simultaneous adds of one product by a visitor with a cookie: one wishlist, one line, every answer holds it', async () => {
    const { database } = testApp();
    const [first, product] = await freshProducts(2);
    const browser = new Browser(testApp().app);
    wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${first}`));
    const token = browser.cookies.get('wishlist') ?? '';
    const [before] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlists');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => browser.send('POST', `/api/lib/v1/wishlist/items/${product}`)),
    );
    for (const answer of answers) expect(wishlistOf(answer).productIds).toEqual([product, first]);
    expect(answers.flatMap((answer) => answer.setCookie)).toEqual([]);
    expect((await storedWishlistOfToken(database, token))?.products).toEqual([first, product]);
    const [after] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlists');
    expect(after?.n).toBe(before?.n);
  });

  // Protection: the same lock: the count an add checks against the limit is read after the lock.
  // Checked: without `for update` in lockWishlist, 6 of the adds got in (each counted 195 lines
  // before the others' inserts were committed) and the wishlist held more than 200 lines.
  it(`20 simultaneous adds of different products to a wishlist 5 below its limit: exactly 5 get in`, async () => {
    const { database } = testApp();
    const products = await freshProducts(WISHLIST_MAX_ITEMS + 15);
    const filled = products.slice(0, WISHLIST_MAX_ITEMS - 5);
    const racing = products.slice(WISHLIST_MAX_ITEMS - 5);
    const browser = new Browser(testApp().app);
    wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${filled[0]}`));
    const token = browser.cookies.get('wishlist') ?? '';
    const wishlistId = (await storedWishlistOfToken(database, token))?.id;
    // The rest of the 195 straight into the table: the race is what is measured, not filling it.
    await database.query('INSERT INTO wishlist_items (wishlist_id, product_id) SELECT $1, unnest($2::int[])', [
      wishlistId,
      filled.slice(1),
    ]);
    const answers = await Promise.all(
      racing.map((product) => browser.send('POST', `/api/lib/v2/wishlist/items/${product}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(15);
    const stored = await storedWishlistOfToken(database, token);
    expect(stored?.products).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(wishlistOf(await browser.send('GET', '/api/lib/v2/wishlist')).count).toBe(WISHLIST_MAX_ITEMS);
  });

  // Protection: the merge locks the cookie wishlist's row before it reads its lines, and an add to it
  // locks the same row first. Checked: with the merge not locking the cookie wishlist (its sourceId
  // read by readWishlist instead of lockWishlist), adds that held the row when the merge deleted it
  // were deleted with it: products answered 200 were in no wishlist afterwards.
  it('a merge at login racing adds, anonymous and logged-in, loses none of them', async () => {
    const { app, database } = testApp();
    for (let round = 0; round < 5; round += 1) {
      const products = await freshProducts(25);
      const kept = products.slice(0, 5);
      const anonymousAdds = products.slice(5, 15);
      const accountAdds = products.slice(15, 25);
      const shopper = new Browser(app);
      for (const product of kept) wishlistOf(await shopper.send('POST', `/api/lib/v2/wishlist/items/${product}`));
      const token = shopper.cookies.get('wishlist') ?? '';
      const email = newEmail('preteky');
      await signUp(shopper, email);
      // The same browser's requests still on their way without the session (sent before the login
      // answered), carrying only the wishlist cookie.
      const beforeLogin = new Browser(app);
      beforeLogin.cookies.set('wishlist', token);

      const [merged, ...answers] = await Promise.all([
        shopper.send('POST', '/api/lib/v2/wishlist/items/bulk'),
        ...anonymousAdds.map((product) => beforeLogin.send('POST', `/api/lib/v2/wishlist/items/${product}`)),
        ...accountAdds.map((product) => shopper.send('POST', `/api/lib/v2/wishlist/items/${product}`)),
      ]);
      wishlistOf(merged ?? { status: 0, body: null });
      for (const answer of answers) wishlistOf(answer);

      // Every product added is in the account's wishlist, or in the anonymous wishlist an add started
      // after the merge had taken the cookie's (its new cookie answered with it); none is twice in one.
      const account = await storedOfUser(email);
      const newCookies = answers
        .flatMap((answer) => answer.setCookie)
        .flatMap((header) => /^wishlist=([^;]+)/.exec(header)?.[1] ?? []);
      const elsewhere: number[] = [];
      for (const cookie of newCookies)
        elsewhere.push(...((await storedWishlistOfToken(database, cookie))?.products ?? []));
      expect(account.wishlists).toBe(1);
      expect(new Set(account.products).size).toBe(account.products.length);
      expect([...account.products, ...elsewhere].sort((a, b) => a - b)).toEqual(
        [...kept, ...anonymousAdds, ...accountAdds].sort((a, b) => a - b),
      );
      expect(await storedWishlistOfToken(database, token)).toBeUndefined();
    }
  });

  // A heart's change commits without waiting for the WAL flush (queries.ts, ASYNC_COMMIT) through a
  // setting local to its transaction: the pool's connections, which every other module's writes
  // use, keep the synchronous commit. Checked: with set_config's third argument false, this fails.
  it('leaves the pool’s connections committing synchronously after hearts', async () => {
    const { app, database } = testApp();
    const [product] = await freshProducts(1);
    const browser = new Browser(app);
    for (let i = 0; i < 10; i += 1) {
      wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${product}`));
      wishlistOf(await browser.send('DELETE', `/api/lib/v2/wishlist/items/${product}`));
    }
    // More reads at once than the pool has connections: every connection answers.
    const settings = await Promise.all(
      Array.from({ length: 12 }, () =>
        database.query<{ setting: string }>("SELECT current_setting('synchronous_commit') AS setting, pg_sleep(0.05)"),
      ),
    );
    expect(settings.map(([row]) => row?.setting)).toEqual(Array(12).fill('on'));
  });
});
