// The cart rows of the api bench: reading a cart and adding a piece to one. Each row rotates over
// many carts prepared up front, never one cart: a cart change locks its cart's row, so 32 connections
// on one cart would measure that lock's queue (one change at a time), not what the api does per
// request. A few hundred carts keep the connections in flight on different carts, as real shoppers are.

import { type Cart, CartSchema, ProductListResponseSchema } from '@stride/contract';
import type { RotatedRequest } from './load';

const CART_PATH = '/api/lib/v1/cart';
/** Lines of every prepared cart: a shopper's cart of a few different things. */
const LINES_PER_CART = 5;
const CARTS_READ = 64;
const CARTS_ADDED_TO = 256;

export type SizeForSale = { sizeId: number; productId: number; onlineStock: number };

/**
 * Sizes of different on-sale products with pieces online, the most pieces first, as the shop's
 * listing shows them: a line's count is cut at its size's online stock, so the adds of the bench
 * keep growing their lines for longest on these. Read over HTTP, as the storefront sees the catalog.
 */
export async function sizesForSale(
  origin: string,
  shop: Record<string, string>,
  wanted: number,
): Promise<SizeForSale[]> {
  const path = `/api/lib/v1/products?${new URLSearchParams({ perPage: '100', fields: 'id,status,sizes' })}`;
  const res = await fetch(`${origin}${path}`, { headers: shop });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const list = ProductListResponseSchema.parse(await res.json());
  const sizes = list.items.flatMap((product) => {
    if (product.status !== 'on_sale') return [];
    const [mostStocked] = (product.sizes ?? []).filter((size) => size.stock >= 1).sort((a, b) => b.stock - a.stock);
    return mostStocked ? [{ sizeId: mostStocked.id, productId: product.id, onlineStock: mostStocked.stock }] : [];
  });
  const chosen = sizes.sort((a, b) => b.onlineStock - a.onlineStock).slice(0, wanted);
  if (chosen.length < wanted) throw new Error(`the listing has ${chosen.length} sizes for sale online, need ${wanted}`);
  return chosen;
}

/** A new cart with one piece of each size, made as a shopper's first add makes it; its cookie header. */
async function newCart(
  origin: string,
  shop: Record<string, string>,
  sizes: readonly SizeForSale[],
): Promise<{ cookie: string }> {
  const res = await fetch(`${origin}${CART_PATH}`, {
    method: 'POST',
    headers: { ...shop, 'content-type': 'application/json' },
    body: JSON.stringify({ items: sizes.map(({ sizeId, productId }) => ({ count: 1, sizeId, productId })) }),
  });
  if (!res.ok) throw new Error(`POST ${CART_PATH} answered ${res.status}: ${await res.text()}`);
  const cart: Cart = CartSchema.parse(await res.json());
  // A refused or cut line would make the measured cart smaller than the row's name says.
  if (cart.items.length !== sizes.length || cart.items.some((line) => line.count !== 1 || !line.charged)) {
    throw new Error(`a new bench cart has not ${sizes.length} charged lines of 1 piece: ${JSON.stringify(cart.items)}`);
  }
  const token = res.headers
    .getSetCookie()
    .map((cookie) => /^cart=([^;]+)/.exec(cookie)?.[1])
    .find((value) => value !== undefined);
  if (!token) throw new Error(`POST ${CART_PATH} set no cart cookie`);
  return { cookie: `cart=${token}` };
}

async function newCarts(
  count: number,
  origin: string,
  shop: Record<string, string>,
  sizes: readonly SizeForSale[],
): Promise<{ cookie: string }[]> {
  const carts: { cookie: string }[] = [];
  for (let i = 0; i < count; i++) carts.push(await newCart(origin, shop, sizes));
  return carts;
}

/**
 * The two cart rows, on carts made here in `shop`: GET of a 5-line cart, rotating over 64 carts,
 * and POST adding 1 piece of one of its sizes, rotating over 256 carts and the 5 sizes (consecutive
 * requests go to different carts, so the connections in flight never wait on one another's lock).
 */
export async function cartTargets(
  origin: string,
  shop: Record<string, string>,
): Promise<{ name: string; path: string; paths: RotatedRequest[] }[]> {
  const sizes = await sizesForSale(origin, shop, LINES_PER_CART);
  const cartsRead = await newCarts(CARTS_READ, origin, shop, sizes);
  const cartsAddedTo = await newCarts(CARTS_ADDED_TO, origin, shop, sizes);
  const reads = cartsRead.map(({ cookie }) => ({ path: CART_PATH, headers: { ...shop, cookie } }));
  const adds = sizes.flatMap(({ sizeId, productId }) =>
    cartsAddedTo.map(({ cookie }) => ({
      path: CART_PATH,
      headers: { ...shop, cookie },
      method: 'POST' as const,
      json: { items: [{ count: 1, sizeId, productId }] },
    })),
  );
  return [
    { name: `GET cart, ${LINES_PER_CART} lines (${CARTS_READ} carts)`, path: CART_PATH, paths: reads },
    { name: `POST cart: add 1 piece (${CARTS_ADDED_TO} carts)`, path: CART_PATH, paths: adds },
  ];
}
