'use client';

import type { Product, ProductCard } from '@stride/contract';
import useSWR from 'swr';
import { getJson } from './browser-fetch';

/** A wishlisted product as the wishlist page draws it: its card, whether it is sold, its sizes' stock. */
export type WishlistProduct = ProductCard & Pick<Product, 'status' | 'sizes'>;

/**
 * The fields the page asks for, written out rather than taken from the contract's schema, which
 * would bring zod into the page's JavaScript (browser-fetch.ts); a test keeps them the card's fields.
 */
export const WISHLIST_PRODUCT_FIELDS = [
  'id',
  'name',
  'urlTitle',
  'photo',
  'brand',
  'finalPriceData',
  'standardPriceData',
  'lowestPrice30DaysData',
  'discount',
  'new',
  'storeStatus',
  'labels',
  'favourite',
  'status',
  'sizes',
] as const satisfies readonly (keyof WishlistProduct)[];

/** The products call takes at most this many ids (the contract's ProductListQuerySchema). */
const IDS_PER_CALL = 100;

/** The products' calls, a hundred ids each: `GET /api/lib/v1/products?productIds=…&fields=…`. */
export function wishlistProductPaths(productIds: readonly number[]): string[] {
  const paths: string[] = [];
  for (let from = 0; from < productIds.length; from += IDS_PER_CALL) {
    const ids = productIds.slice(from, from + IDS_PER_CALL);
    const query = new URLSearchParams({
      productIds: ids.join(','),
      fields: WISHLIST_PRODUCT_FIELDS.join(','),
      perPage: String(ids.length),
    });
    paths.push(`/api/lib/v1/products?${query}`);
  }
  return paths;
}

async function fetchProducts([, ids]: readonly [string, string]): Promise<WishlistProduct[]> {
  const paths = wishlistProductPaths(ids.split(',').map(Number));
  const lists = await Promise.all(paths.map((path) => getJson<{ items: WishlistProduct[] }>(path)));
  return lists.flatMap((list) => list.items);
}

/**
 * The catalog data of the wishlisted products, read in the browser (the page renders no catalog part
 * on the server from the visitor's cookie). Keyed by the set of ids, so a new order of the same
 * products asks nothing; while a changed set is read, the products already known stay on the page.
 */
export function useWishlistProducts(productIds: readonly number[] | undefined) {
  const ids = productIds ? [...productIds].sort((a, b) => a - b).join(',') : '';
  return useSWR(ids === '' ? null : (['wishlist-products', ids] as const), fetchProducts, { keepPreviousData: true });
}
