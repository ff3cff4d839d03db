import { describe, expect, it } from 'vitest';
import { Browser } from '../../test-support/account-requests';
import { itAnswersAnonymousVisitors } from '../../test-support/anonymous-read';
import { get, HOST, useTestApp } from '../../test-support/test-app';
import {
  productsOfShop,
  refusalOf,
  sha256Of,
  storedWishlistOfToken,
  wishlistOf,
  wishlistTables,
} from '../../test-support/wishlist-requests';

const testApp = useTestApp();
const EMPTY_WISHLIST = { count: 0, items: [], productIds: [] };

/** The expected answer of a wishlist holding these lines, given newest first as [line id, product id]. */
function expectedWishlist(lines: readonly (readonly [number, number])[]) {
  return {
    count: lines.length,
    items: lines.map(([id, product]) => ({ id, product: { id: product } })),
    productIds: lines.map(([, product]) => product),
  };
}

/** The token of the wishlist cookie among an answer's Set-Cookie headers. */
function wishlistCookieOf(setCookie: readonly string[]): string | undefined {
  return setCookie.find((header) => header.startsWith('wishlist='));
}

/** Products no other test of this file uses: each test takes its own slice of the shop's products. */
let taken = 0;
async function freshProducts(count: number, webInstanceId = 1): Promise<number[]> {
  const ids = await productsOfShop(testApp().database, { webInstanceId, count, skip: taken });
  taken += count;
  return ids;
}

describe.each(['/api/lib/v1/wishlist', '/api/lib/v2/wishlist'])('GET %s', (path) => {
  itAnswersAnonymousVisitors(testApp, path, {
    expected: EMPTY_WISHLIST,
    documentedFields: ['count', 'items', 'productIds', 'id', 'product'],
  });

  it('creates no wishlist: only the first heart does', async () => {
    const { app, database } = testApp();
    const before = await wishlistTables(database);
    for (const host of Object.values(HOST)) {
      expect((await get(app, path, { host, headers: { cookie: 'wishlist=made-up' } })).status).toBe(200);
    }
    expect(await wishlistTables(database)).toEqual(before);
  });
});

describe('adding (POST v1 …/items/{productId}, v2 …/items/{id})', () => {
  it('creates the wishlist and its cookie on the first add: HttpOnly, SameSite=Lax, a year, only its SHA-256 stored', async () => {
    const { app, database } = testApp();
    const [product] = await freshProducts(1);
    const browser = new Browser(app);
    const added = await browser.send('POST', `/api/lib/v1/wishlist/items/${product}`);
    const wishlist = wishlistOf(added);
    expect(wishlist.productIds).toEqual([product]);
    const header = wishlistCookieOf(added.setCookie) ?? '';
    expect(header).toMatch(/^wishlist=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    // Served over http here: no Secure (a browser would drop a Secure cookie from an http answer).
    expect(header).not.toContain('Secure');
    const token = browser.cookies.get('wishlist') ?? '';
    const stored = await database.query<{ token_hash: string; user_id: number | null }>(
      'SELECT token_hash, user_id FROM wishlists WHERE token_hash = $1 OR token_hash = $2',
      [sha256Of(token), token],
    );
    expect(stored).toEqual([{ token_hash: sha256Of(token), user_id: null }]);
    expect(wishlist).toEqual(expectedWishlist([[wishlist.items[0]?.id ?? -1, product ?? -1]]));
  });

  it('answers the whole wishlist, newest first, the same in v1 and v2, GET v1 and v2 too', async () => {
    const { app, database } = testApp();
    const [a, b, c] = await freshProducts(3);
    const browser = new Browser(app);
    wishlistOf(await browser.send('POST', `/api/lib/v1/wishlist/items/${a}`));
    wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${b}`));
    const last = wishlistOf(await browser.send('POST', `/api/lib/v1/wishlist/items/${c}`));
    const stored = await storedWishlistOfToken(database, browser.cookies.get('wishlist') ?? '');
    expect(stored?.products).toEqual([a, b, c]);
    const lines = await database.query<{ id: number; product_id: number }>(
      'SELECT id, product_id FROM wishlist_items WHERE wishlist_id = $1 ORDER BY id DESC',
      [stored?.id],
    );
    const expected = expectedWishlist(lines.map((line) => [line.id, line.product_id] as const));
    expect(last).toEqual(expected);
    expect(wishlistOf(await browser.send('GET', '/api/lib/v1/wishlist'))).toEqual(expected);
    expect(wishlistOf(await browser.send('GET', '/api/lib/v2/wishlist'))).toEqual(expected);
  });

  it('adds a product once: adding it again (v1 or v2) keeps one line and sets no new cookie', async () => {
    const { app, database } = testApp();
    const [product] = await freshProducts(1);
    const browser = new Browser(app);
    const first = wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${product}`));
    const again = await browser.send('POST', `/api/lib/v2/wishlist/items/${product}`);
    const v1 = await browser.send('POST', `/api/lib/v1/wishlist/items/${product}`);
    expect(wishlistOf(again)).toEqual(first);
    expect(wishlistOf(v1)).toEqual(first);
    expect(wishlistCookieOf([...again.setCookie, ...v1.setCookie])).toBeUndefined();
    expect((await storedWishlistOfToken(database, browser.cookies.get('wishlist') ?? ''))?.products).toEqual([product]);
  });

  it.each([
    ['v1', '/api/lib/v1/wishlist/items', 'productId'],
    ['v2', '/api/lib/v2/wishlist/items', 'id'],
  ])(
    '%s: a product that does not exist, or is not sold in this shop, is a translated 404; nothing is created',
    async (_, base, field) => {
      const { app, database } = testApp();
      const [missing] = await database.query<{ id: number }>('SELECT max(id) + 1000 AS id FROM products');
      const [notHere] = await database.query<{ id: number }>(
        `SELECT p.id FROM products p WHERE NOT EXISTS (SELECT 1 FROM prices pr WHERE pr.product_id = p.id AND pr.web_instance_id = 1)
       UNION ALL SELECT NULL LIMIT 1`,
      );
      const before = await wishlistTables(database);
      const ids = [missing?.id, notHere?.id].filter((id): id is number => typeof id === 'number');
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        const browser = new Browser(app);
        const sk = await browser.send('POST', `${base}/${id}`);
        expect(refusalOf(sk, 404, field)).toBe('Tento produkt v obchode nie je, medzi obľúbené ho nemožno pridať.');
        expect(sk.setCookie).toEqual([]);
        const hu = await new Browser(app, HOST.hu).send('POST', `${base}/${id}`);
        expect(refusalOf(hu, 404, field)).toBe('Ez a termék nem található az üzletben, nem adható a kedvencekhez.');
      }
      expect(await wishlistTables(database)).toEqual(before);
    },
  );

  it('refuses a product of another shop only, in that shop’s words, and keeps the wishlist as it was', async () => {
    const { app, database } = testApp();
    const [product] = await freshProducts(1);
    const browser = new Browser(app);
    wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${product}`));
    // The same product withdrawn from the Czech shop: a Czech wishlist cannot take it.
    await database.query('DELETE FROM prices WHERE product_id = $1 AND web_instance_id = 2', [product]);
    const before = await wishlistTables(database);
    const cz = await new Browser(app, HOST.cz).send('POST', `/api/lib/v2/wishlist/items/${product}`);
    expect(refusalOf(cz, 404, 'id')).toBe('Tento produkt v obchodě není, mezi oblíbené ho nelze přidat.');
    expect(await wishlistTables(database)).toEqual(before);
  });
});

describe('removing (DELETE v1 …/items/{itemId}, v2 …/items/{id})', () => {
  it('v1 removes a line by the line’s id and answers what is left', async () => {
    const { app, database } = testApp();
    const [a, b] = await freshProducts(2);
    const browser = new Browser(app);
    wishlistOf(await browser.send('POST', `/api/lib/v1/wishlist/items/${a}`));
    const full = wishlistOf(await browser.send('POST', `/api/lib/v1/wishlist/items/${b}`));
    const lineOfA = full.items.find((item) => item.product.id === a);
    const lineOfB = full.items.find((item) => item.product.id === b);
    const left = wishlistOf(await browser.send('DELETE', `/api/lib/v1/wishlist/items/${lineOfA?.id}`));
    expect(left).toEqual(expectedWishlist([[lineOfB?.id ?? -1, b ?? -1]]));
    expect((await storedWishlistOfToken(database, browser.cookies.get('wishlist') ?? ''))?.products).toEqual([b]);
  });

  it('v2 removes a line by its product’s id (a toggle: POST then DELETE leaves the wishlist as it was)', async () => {
    const { app } = testApp();
    const [a, b] = await freshProducts(2);
    const browser = new Browser(app);
    const before = wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${a}`));
    wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${b}`));
    expect(wishlistOf(await browser.send('DELETE', `/api/lib/v2/wishlist/items/${b}`))).toEqual(before);
    expect(wishlistOf(await browser.send('GET', '/api/lib/v2/wishlist'))).toEqual(before);
  });

  it('refuses, translated (404), what is not on the visitor’s wishlist: another visitor’s line, an absent product, no wishlist', async () => {
    const { app, database } = testApp();
    const [mine, theirs, absent] = await freshProducts(3);
    const me = new Browser(app);
    const other = new Browser(app);
    wishlistOf(await me.send('POST', `/api/lib/v2/wishlist/items/${mine}`));
    const theirWishlist = wishlistOf(await other.send('POST', `/api/lib/v2/wishlist/items/${theirs}`));
    const before = await wishlistTables(database);
    const gone = 'Tento produkt už medzi obľúbenými nie je. Načítajte stránku znova.';
    expect(
      refusalOf(await me.send('DELETE', `/api/lib/v1/wishlist/items/${theirWishlist.items[0]?.id}`), 404, 'itemId'),
    ).toBe(gone);
    expect(refusalOf(await me.send('DELETE', `/api/lib/v2/wishlist/items/${theirs}`), 404, 'id')).toBe(gone);
    expect(refusalOf(await me.send('DELETE', `/api/lib/v2/wishlist/items/${absent}`), 404, 'id')).toBe(gone);
    const nobody = new Browser(app, HOST.cz);
    expect(refusalOf(await nobody.send('DELETE', `/api/lib/v2/wishlist/items/${mine}`), 404, 'id')).toBe(
      'Tento produkt už mezi oblíbenými není. Načtěte stránku znovu.',
    );
    expect(nobody.setCookies).toEqual([]);
    expect(await wishlistTables(database)).toEqual(before);
  });
});

describe('bad input', () => {
  const BAD_IDS: [label: string, id: string, message: string][] = [
    ['a word', 'abc', 'Zadajte celé číslo.'],
    ['zero', '0', 'Najmenšia povolená hodnota je 1.'],
    ['a negative id', '-3', 'Najmenšia povolená hodnota je 1.'],
    ['a fraction', '1.5', 'Zadajte celé číslo.'],
    ['beyond an int', '2147483648', 'Najväčšia povolená hodnota je 2147483647.'],
  ];
  const ENDPOINTS: [method: 'POST' | 'DELETE', base: string, field: string][] = [
    ['POST', '/api/lib/v1/wishlist/items', 'productId'],
    ['DELETE', '/api/lib/v1/wishlist/items', 'itemId'],
    ['POST', '/api/lib/v2/wishlist/items', 'id'],
    ['DELETE', '/api/lib/v2/wishlist/items', 'id'],
  ];

  it.each(ENDPOINTS)('%s %s/{bad}: a translated 400 at the id, and nothing changes', async (method, base, field) => {
    const { app, database } = testApp();
    const [product] = await freshProducts(1);
    const browser = new Browser(app);
    wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${product}`));
    const before = await wishlistTables(database);
    for (const [label, id, message] of BAD_IDS) {
      const answer = await browser.send(method, `${base}/${id}`);
      expect(refusalOf(answer, 400, field), label).toBe(message);
      expect(answer.setCookie).toEqual([]);
    }
    const cz = await new Browser(app, HOST.cz).send(method, `${base}/abc`);
    expect(refusalOf(cz, 400, field)).toBe('Zadejte celé číslo.');
    expect(await wishlistTables(database)).toEqual(before);
  });

  it('refuses a change from another site’s page (Origin) with a translated 403, and changes nothing', async () => {
    const { app, config, database } = testApp();
    const [a, b] = await freshProducts(2);
    const browser = new Browser(app);
    wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${a}`));
    const before = await wishlistTables(database);
    const evil = { origin: 'https://evil.example' };
    for (const [method, path] of [
      ['POST', `/api/lib/v2/wishlist/items/${b}`],
      ['DELETE', `/api/lib/v2/wishlist/items/${a}`],
      ['POST', `/api/lib/v1/wishlist/items/${b}`],
      ['POST', '/api/lib/v2/wishlist/items/bulk'],
    ] as const) {
      const answer = await browser.send(method, path, undefined, evil);
      expect(refusalOf(answer, 403, null)).toBe('Požiadavka neprišla zo stránok obchodu.');
    }
    expect(await wishlistTables(database)).toEqual(before);
    // The shop's own pages pass.
    const own = await browser.send('POST', `/api/lib/v2/wishlist/items/${b}`, undefined, {
      origin: config.publicOrigins.sk,
    });
    expect(wishlistOf(own).productIds).toEqual([b, a]);
  });
});

describe('a cookie of another shop', () => {
  it('reads as the empty wishlist there; an add there starts that shop’s own, and the first shop’s stays', async () => {
    const { app, database } = testApp();
    const [product] = await freshProducts(1);
    const sk = new Browser(app, HOST.sk);
    const skWishlist = wishlistOf(await sk.send('POST', `/api/lib/v2/wishlist/items/${product}`));
    const token = sk.cookies.get('wishlist') ?? '';
    // The same browser cookie sent to the Czech shop (a shared host in development, a copied cookie).
    const cz = new Browser(app, HOST.cz);
    cz.cookies.set('wishlist', token);
    expect(wishlistOf(await cz.send('GET', '/api/lib/v2/wishlist'))).toEqual(EMPTY_WISHLIST);
    expect(refusalOf(await cz.send('DELETE', `/api/lib/v2/wishlist/items/${product}`), 404, 'id')).toBeTruthy();
    const [czProduct] = await freshProducts(1, 2);
    const czAdded = await cz.send('POST', `/api/lib/v2/wishlist/items/${czProduct}`);
    expect(wishlistOf(czAdded).productIds).toEqual([czProduct]);
    expect(cz.cookies.get('wishlist')).not.toBe(token);
    expect(await storedWishlistOfToken(database, token)).toMatchObject({ web_instance_id: 1, products: [product] });
    expect(wishlistOf(await sk.send('GET', '/api/lib/v1/wishlist'))).toEqual(skWishlist);
  });
});

describe('pruning (spec §4)', () => {
  it('leaves out a line whose product the shop no longer has, of the count too; a product brought back returns', async () => {
    const { app, database } = testApp();
    const [kept, withdrawn] = await freshProducts(2);
    const browser = new Browser(app);
    wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${kept}`));
    const both = wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${withdrawn}`));
    expect(both.count).toBe(2);
    const [price] = await database.query<{ final_price: number; standard_price: number }>(
      'DELETE FROM prices WHERE product_id = $1 AND web_instance_id = 1 RETURNING final_price, standard_price',
      [withdrawn],
    );
    const keptLine = both.items.find((item) => item.product.id === kept);
    const pruned = expectedWishlist([[keptLine?.id ?? -1, kept ?? -1]]);
    expect(wishlistOf(await browser.send('GET', '/api/lib/v2/wishlist'))).toEqual(pruned);
    // Every change answers the pruned wishlist, and cannot add the withdrawn product again.
    expect(refusalOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${withdrawn}`), 404, 'id')).toBeTruthy();
    expect(wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${kept}`))).toEqual(pruned);
    await database.query(
      'INSERT INTO prices (product_id, web_instance_id, final_price, standard_price) VALUES ($1, 1, $2, $3)',
      [withdrawn, price?.final_price, price?.standard_price],
    );
    expect(wishlistOf(await browser.send('GET', '/api/lib/v2/wishlist'))).toEqual(both);
  });

  it('keeps a retired product, as the catalog still shows it (its page offers alternatives)', async () => {
    const { app, database } = testApp();
    const [retired] = await productsOfShop(database, { status: 'retired', count: 1 });
    const browser = new Browser(app);
    expect(wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${retired}`)).productIds).toEqual([
      retired,
    ]);
    const cards = await get<{ items: { id: number }[] }>(app, `/api/lib/v1/products?productIds=${retired}`);
    expect(cards.body.items.map((card) => card.id)).toEqual([retired]);
  });

  it('forgets the lines of a product deleted from the catalog', async () => {
    const { app, database } = testApp();
    const [product, other] = await freshProducts(2);
    const browser = new Browser(app);
    wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${other}`));
    wishlistOf(await browser.send('POST', `/api/lib/v2/wishlist/items/${product}`));
    // Whatever else refers to it goes first; the wishlist's lines go with the product (cascade).
    await database.query('DELETE FROM order_items WHERE product_id = $1', [product]);
    await database.query('DELETE FROM cart_items WHERE product_id = $1', [product]);
    await database.query('DELETE FROM products WHERE id = $1', [product]);
    const left = wishlistOf(await browser.send('GET', '/api/lib/v1/wishlist'));
    expect(left.productIds).toEqual([other]);
    expect(left.count).toBe(1);
  });
});
