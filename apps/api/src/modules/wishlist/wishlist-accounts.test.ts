import { describe, expect, it } from 'vitest';
import { Browser, logIn, newEmail, signUp } from '../../test-support/account-requests';
import { useMailTestApp } from '../../test-support/mail-test-app';
import { HOST } from '../../test-support/test-app';
import {
  productsOfShop,
  refusalOf,
  storedWishlistOfToken,
  wishlistOf,
  wishlistTables,
} from '../../test-support/wishlist-requests';

/**
 * The wishlist of logged-in visitors: a user's own, which follows them to every session, and the
 * merge at login of the cookie wishlist they kept anonymously (POST /api/lib/v2/wishlist/items/bulk).
 * Behind the storefront's proxy on 127.0.0.1 (TRUST_PROXY), so that X-Forwarded-Proto can say https.
 */
const mailApp = useMailTestApp({ TRUST_PROXY: 'loopback' });

let clients = 0;
/** A browser of a shop behind the proxy, from an address of its own (the signup limits count per address). */
function browser(host: string = HOST.sk, headers: Record<string, string> = {}): Browser {
  clients += 1;
  return new Browser(mailApp().app, host, '127.0.0.1', {
    'x-forwarded-for': `10.7.${clients >> 8}.${clients & 255}`,
    ...headers,
  });
}

let taken = 0;
/** Products of the Slovak shop no other test of this file uses. */
async function freshProducts(count: number): Promise<number[]> {
  const ids = await productsOfShop(mailApp().database, { count, skip: taken });
  taken += count;
  return ids;
}

const BULK = '/api/lib/v2/wishlist/items/bulk';

/** The user's stored wishlist: its products in the order their lines were added; undefined for none. */
async function storedWishlistOfUser(email: string): Promise<number[] | undefined> {
  const [row] = await mailApp().database.query<{ products: number[] }>(
    `SELECT coalesce((SELECT array_agg(i.product_id ORDER BY i.id) FROM wishlist_items i WHERE i.wishlist_id = w.id), '{}') AS products
     FROM wishlists w JOIN users u ON u.id = w.user_id WHERE u.email = $1`,
    [email],
  );
  return row?.products;
}

describe('the cookie over https', () => {
  it('is marked Secure when the shop was reached over https', async () => {
    const [product] = await freshProducts(1);
    const shopper = browser(HOST.sk, { 'x-forwarded-proto': 'https' });
    wishlistOf(await shopper.send('POST', `/api/lib/v2/wishlist/items/${product}`));
    const header = shopper.setCookies.find((cookie) => cookie.startsWith('wishlist='));
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
  });
});

describe('a logged-in visitor', () => {
  it('has a wishlist of their own, which follows them to a new session and is not the anonymous one', async () => {
    const [a, b] = await freshProducts(2);
    const email = newEmail('srdce');
    const first = browser();
    await signUp(first, email);
    const added = wishlistOf(await first.send('POST', `/api/lib/v2/wishlist/items/${a}`));
    // A user's wishlist needs no cookie of its own: the session says whose it is.
    expect(first.cookies.has('wishlist')).toBe(false);
    expect(await storedWishlistOfUser(email)).toEqual([a]);

    const second = browser();
    expect((await logIn(second, email)).status).toBe(200);
    expect(wishlistOf(await second.send('GET', '/api/lib/v2/wishlist'))).toEqual(added);
    wishlistOf(await second.send('POST', `/api/lib/v1/wishlist/items/${b}`));
    expect(wishlistOf(await first.send('GET', '/api/lib/v1/wishlist')).productIds).toEqual([b, a]);

    expect((await second.send('GET', '/api/lib/v1/auth/signout')).status).toBeLessThan(400);
    expect(wishlistOf(await second.send('GET', '/api/lib/v2/wishlist'))).toEqual({
      count: 0,
      items: [],
      productIds: [],
    });
  });

  it('is anonymous in another shop: users belong to one shop', async () => {
    const [a] = await freshProducts(1);
    const sk = browser();
    await signUp(sk, newEmail('obchod'));
    wishlistOf(await sk.send('POST', `/api/lib/v2/wishlist/items/${a}`));
    const cz = browser(HOST.cz);
    for (const [name, value] of sk.cookies) cz.cookies.set(name, value);
    expect(wishlistOf(await cz.send('GET', '/api/lib/v2/wishlist')).count).toBe(0);
    expect(refusalOf(await cz.send('POST', BULK, {}), 401, null)).toBe('Neoprávněný přístup. Přihlaste se.');
  });

  it('adds to their own wishlist, not to the cookie’s they still carry', async () => {
    const [anonymous, later] = await freshProducts(2);
    const shopper = browser();
    wishlistOf(await shopper.send('POST', `/api/lib/v2/wishlist/items/${anonymous}`));
    const token = shopper.cookies.get('wishlist') ?? '';
    const email = newEmail('dva');
    await signUp(shopper, email);
    expect(wishlistOf(await shopper.send('POST', `/api/lib/v2/wishlist/items/${later}`)).productIds).toEqual([later]);
    expect(await storedWishlistOfUser(email)).toEqual([later]);
    expect((await storedWishlistOfToken(mailApp().database, token))?.products).toEqual([anonymous]);
  });
});

describe('the merge at login (POST /api/lib/v2/wishlist/items/bulk)', () => {
  it('moves the cookie wishlist into the account’s without duplicates, deletes it and clears the cookie', async () => {
    const { database } = mailApp();
    const [both, onlyAnonymous, onlyAccount, asked, askedToo] = await freshProducts(5);
    const email = newEmail('spojit');
    // The account's wishlist from an earlier visit.
    const earlier = browser();
    await signUp(earlier, email);
    wishlistOf(await earlier.send('POST', `/api/lib/v2/wishlist/items/${onlyAccount}`));
    wishlistOf(await earlier.send('POST', `/api/lib/v2/wishlist/items/${both}`));

    // Today, anonymously on another device, then logging in there.
    const shopper = browser();
    wishlistOf(await shopper.send('POST', `/api/lib/v2/wishlist/items/${onlyAnonymous}`));
    wishlistOf(await shopper.send('POST', `/api/lib/v2/wishlist/items/${both}`));
    const token = shopper.cookies.get('wishlist') ?? '';
    expect((await logIn(shopper, email)).status).toBe(200);
    const [missing] = await database.query<{ id: number }>('SELECT max(id) + 1000 AS id FROM products');
    const merged = await shopper.send('POST', BULK, { productIds: [asked, both, missing?.id, asked, askedToo] });
    const wishlist = wishlistOf(merged);

    // The account's lines first (as they were), then the cookie's oldest first, then the body's, each once.
    expect(await storedWishlistOfUser(email)).toEqual([onlyAccount, both, onlyAnonymous, asked, askedToo]);
    expect(wishlist.productIds).toEqual([askedToo, asked, onlyAnonymous, both, onlyAccount]);
    expect(wishlist.count).toBe(5);
    expect(new Set(wishlist.items.map((item) => item.id)).size).toBe(5);
    expect(await storedWishlistOfToken(database, token)).toBeUndefined();
    expect(merged.setCookie.find((cookie) => cookie.startsWith('wishlist='))).toMatch(
      /^wishlist=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(shopper.cookies.has('wishlist')).toBe(false);
    expect(wishlistOf(await earlier.send('GET', '/api/lib/v2/wishlist'))).toEqual(wishlist);

    // Sent again (a second tab): nothing left to move, the same wishlist.
    expect(wishlistOf(await shopper.send('POST', BULK))).toEqual(wishlist);
  });

  it('creates the account’s wishlist when the cookie brings the first lines, and creates none for nothing', async () => {
    const { database } = mailApp();
    const [product] = await freshProducts(1);
    const shopper = browser();
    const email = newEmail('prvy');
    await signUp(shopper, email);
    const before = await wishlistTables(database);
    expect(wishlistOf(await shopper.send('POST', BULK))).toEqual({ count: 0, items: [], productIds: [] });
    expect(wishlistOf(await shopper.send('POST', BULK, {}))).toEqual({ count: 0, items: [], productIds: [] });
    expect(await wishlistTables(database)).toEqual(before);
    expect(wishlistOf(await shopper.send('POST', BULK, { productIds: [product] })).productIds).toEqual([product]);
    expect(await storedWishlistOfUser(email)).toEqual([product]);
  });

  it('refuses an anonymous visitor with the translated “unauthorised access” 401, and keeps the cookie wishlist', async () => {
    const { database } = mailApp();
    const [product] = await freshProducts(1);
    const shopper = browser();
    wishlistOf(await shopper.send('POST', `/api/lib/v2/wishlist/items/${product}`));
    const before = await wishlistTables(database);
    const refused = await shopper.send('POST', BULK, { productIds: [product] });
    expect(refusalOf(refused, 401, null)).toBe('Neoprávnený prístup. Prihláste sa.');
    expect(refused.setCookie).toEqual([]);
    const hu = browser(HOST.hu);
    expect(refusalOf(await hu.send('POST', BULK), 401, null)).toBe('Jogosulatlan hozzáférés. Jelentkezzen be.');
    expect(await wishlistTables(database)).toEqual(before);
  });

  it.each([
    ['a word for an id', { productIds: ['abc'] }, 'productIds', 'Zadajte celé číslo.'],
    ['zero', { productIds: [0] }, 'productIds', 'Najmenšia povolená hodnota je 1.'],
    ['a fraction', { productIds: [2.5] }, 'productIds', 'Zadajte celé číslo.'],
    ['not a list', { productIds: 7 }, 'productIds', 'Nesprávny formát.'],
    [
      'more than the limit',
      { productIds: Array.from({ length: 201 }, (_, i) => i + 1) },
      'productIds',
      'Naraz je povolených najviac 200 hodnôt.',
    ],
    ['a list for a body', [1, 2], null, 'Nesprávny formát.'],
  ])('refuses %s with a translated 400; nothing moves and the cookie stays', async (_, body, field, message) => {
    const { database } = mailApp();
    const [product] = await freshProducts(1);
    const shopper = browser();
    wishlistOf(await shopper.send('POST', `/api/lib/v2/wishlist/items/${product}`));
    await signUp(shopper, newEmail('zle'));
    const before = await wishlistTables(database);
    const refused = await shopper.send('POST', BULK, body);
    expect(refusalOf(refused, 400, field)).toBe(message);
    expect(refused.setCookie).toEqual([]);
    expect(await wishlistTables(database)).toEqual(before);
  });
});
