'use client';

import useSWR from 'swr';
import { getJson } from './browser-fetch';
import type { ProductCardList } from './product-card-schema';
import { SWR_LONG_DEDUPE } from './swr-config';

/** The path of a category's top product (spec §7: the first of `perPage=1&page=1&category=…`). */
export function topProductPath(categoryUrlName: string): string {
  return `/api/lib/v1/products?perPage=1&page=1&category=${encodeURIComponent(categoryUrlName)}`;
}

/** The top product of a category, or null when it has none; no fetch while `categoryUrlName` is null. */
export function useTopProduct(categoryUrlName: string | null) {
  return useSWR(
    categoryUrlName ? topProductPath(categoryUrlName) : null,
    async (path: string) => (await getJson<ProductCardList>(path)).items[0] ?? null,
    SWR_LONG_DEDUPE,
  );
}
