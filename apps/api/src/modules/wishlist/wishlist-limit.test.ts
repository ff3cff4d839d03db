import { WISHLIST_MAX_ITEMS } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { Browser, newEmail, signUp } from '../../test-support/account-requests';
import { HOST, useTestApp } from '../../test-support/test-app';
import {
  productsOfShop,
  refusalOf,
  storedWishlistOfToken,
  wishlistOf,
  wishlistTables,
} from '../../test-support/wishlist-requests';

/** A catalog large enough to fill a wishlist to its limit and beyond. */
const testApp = useTestApp({ products: 450 });

/** A new anonymous browser whose wishlist holds these products, added one by one through the api. */
async function wishlistWith(products: readonly number[], host: string = HOST.sk): Promise<Browser> {
  const browser = new Browser(testApp().app, host);
  for (const product of products)
    expect((await browser.send('POST', `/api/lib/v2/wishlist/items/${product}`)).status).toBe(200);
  return browser;
}

describe(`the limit of ${WISHLIST_MAX_ITEMS} lines`, () => {
  it('refuses one more product with a translated 422 and changes nothing; a product already there is still fine', async () => {
    const { database } = testApp();
    expect(WISHLIST_MAX_ITEMS).toBe(200);
    const products = await productsOfShop(database, { count: 201 });
    const full = products.slice(0, 200);
    const browser = await wishlistWith(full);
    const before = await wishlistTables(database);
    const refused = await browser.send('POST', `/api/lib/v2/wishlist/items/${products[200]}`);
    expect(refusalOf(refused, 422, 'id')).toBe(
      'Medzi obľúbenými môžete mať najviac 200 produktov. Najprv niektorý odoberte.',
    );
    const v1 = await browser.send('POST', `/api/lib/v1/wishlist/items/${products[200]}`);
    expect(refusalOf(v1, 422, 'productId')).toBe(
      'Medzi obľúbenými môžete mať najviac 200 produktov. Najprv niektorý odoberte.',
    );
    expect(await wishlistTables(database)).toEqual(before);
    expect(wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${full[0]}`)).count).toBe(200);
    // One removed makes room for one.
    wishlistOf(await browser.send('DELETE', `/api/lib/v2/wishlist/items/${full[0]}`));
    expect(wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${products[200]}`)).count).toBe(200);
  });

  it('counts only the lines shown: a line whose product the shop withdrew leaves room', async () => {
    const { database } = testApp();
    const products = await productsOfShop(database, { count: 201, skip: 201 });
    const browser = await wishlistWith(products.slice(0, 200));
    await database.query('DELETE FROM prices WHERE product_id = $1 AND web_instance_id = 1', [products[0]]);
    const added = wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${products[200]}`));
    expect(added.count).toBe(200);
    expect(added.productIds).not.toContain(products[0]);
    expect(added.productIds[0]).toBe(products[200]);
  });

  it('merges at login up to the limit: the account’s lines stay, the cookie’s oldest come first, the rest are left out', async () => {
    const { app, database } = testApp();
    const products = await productsOfShop(database, { count: 250 });
    const accountLines = products.slice(0, 150);
    const cookieLines = products.slice(140, 250); // 10 shared with the account's, 100 new
    const anonymous = await wishlistWith(cookieLines);
    const token = anonymous.cookies.get('wishlist') ?? '';
    const email = newEmail('plny');
    await signUp(anonymous, email);
    // The account's lines, added while logged in (the cookie's wishlist is not touched by them).
    const merging = new Browser(app);
    for (const [name, value] of anonymous.cookies) merging.cookies.set(name, value);
    for (const product of accountLines) {
      expect((await merging.send('POST', `/api/lib/v2/wishlist/items/${product}`)).status).toBe(200);
    }
    const merged = wishlistOf(
      await merging.send('POST', '/api/lib/v2/wishlist/items/bulk', { productIds: products.slice(0, 5) }),
    );
    expect(merged.count).toBe(200);
    const expectedOrder = [...accountLines, ...cookieLines.filter((id) => !accountLines.includes(id))].slice(0, 200);
    expect([...merged.productIds].reverse()).toEqual(expectedOrder);
    expect(await storedWishlistOfToken(database, token)).toBeUndefined();
  });
});
