// The wishlist rows of the bench (issue 14 §5): reading a wishlist of 10 lines (GET
// /api/lib/v2/wishlist) and the heart's toggle (POST then DELETE of v2 items/{id}), anonymous by the
// wishlist cookie and logged in by a session, beside GET webinstance in the same api process.
// Wishlists and users are made here through the api, as a shopper makes them.

import { ProductListResponseSchema, WishlistSchema } from '@stride/contract';
import { registerBenchUsers } from './account-targets';
import type { RotatedRequest } from './load';

export const WISHLIST_PATH = '/api/lib/v2/wishlist';
/** Lines of every prepared wishlist: a shopper's handful of hearts. */
export const LINES_PER_WISHLIST = 10;

/** Ids of products of the shop, as its listing shows them (at most 100). */
export async function shopProductIds(origin: string, shop: Record<string, string>, wanted: number): Promise<number[]> {
  const path = `/api/lib/v1/products?${new URLSearchParams({ perPage: '100', fields: 'id' })}`;
  const res = await fetch(`${origin}${path}`, { headers: shop });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const ids = ProductListResponseSchema.parse(await res.json()).items.map((product) => product.id);
  if (ids.length < wanted) throw new Error(`the listing has ${ids.length} products, need ${wanted}`);
  return ids.slice(0, wanted);
}

/** Hearts these products for the visitor of `cookie` (none: a new anonymous one); the cookie header to send after. */
async function heart(
  origin: string,
  shop: Record<string, string>,
  productIds: readonly number[],
  cookie?: string,
): Promise<string> {
  let sent = cookie;
  for (const id of productIds) {
    const res = await fetch(`${origin}${WISHLIST_PATH}/items/${id}`, {
      method: 'POST',
      headers: { ...shop, ...(sent ? { cookie: sent } : {}) },
    });
    if (!res.ok) throw new Error(`POST ${WISHLIST_PATH}/items/${id} answered ${res.status}: ${await res.text()}`);
    WishlistSchema.parse(await res.json());
    const token = res.headers
      .getSetCookie()
      .map((header) => /^(wishlist=[^;]+)/.exec(header)?.[1])
      .find((value) => value !== undefined);
    if (token) sent = token;
  }
  if (!sent) throw new Error('no wishlist cookie and no session for the bench wishlist');
  return sent;
}

export type WishlistVisitors = { anonymous: string[]; loggedIn: string[] };

/**
 * `count` anonymous visitors with a cookie wishlist of 10 lines, and `count` registered users (their
 * session cookies) with 10 lines in their own: the cookie headers each sends.
 */
export async function wishlistVisitors(
  origin: string,
  shop: Record<string, string>,
  productIds: readonly number[],
  count: number,
): Promise<WishlistVisitors> {
  const lines = productIds.slice(0, LINES_PER_WISHLIST);
  const anonymous: string[] = [];
  for (let i = 0; i < count; i += 1) anonymous.push(await heart(origin, shop, lines));
  const users = await registerBenchUsers(origin, shop, count);
  const loggedIn: string[] = [];
  for (const user of users) loggedIn.push(await heart(origin, shop, lines, user.cookie));
  return { anonymous, loggedIn };
}

/** GET /api/lib/v2/wishlist with each visitor's cookie in turn. */
export function wishlistReads(shop: Record<string, string>, cookies: readonly string[]): RotatedRequest[] {
  return cookies.map((cookie) => ({ path: WISHLIST_PATH, headers: { ...shop, cookie } }));
}

/**
 * One visitor's toggles, in order on a connection of their own: POST then DELETE of v2 items/{id},
 * `toggles` times, over products not on their wishlist (each wishlist stays at 10 lines, 11 between
 * the two). Two connections never change one wishlist, so no request waits on another's row lock.
 */
export function wishlistToggles(
  shop: Record<string, string>,
  cookie: string,
  productIds: readonly number[],
  toggles: number,
): RotatedRequest[] {
  const others = productIds.slice(LINES_PER_WISHLIST);
  return Array.from({ length: toggles }, (_, turn) => {
    const path = `${WISHLIST_PATH}/items/${others[turn % others.length]}`;
    return [
      { path, method: 'POST' as const, headers: { ...shop, cookie } },
      { path, method: 'DELETE' as const, headers: { ...shop, cookie } },
    ];
  }).flat();
}
