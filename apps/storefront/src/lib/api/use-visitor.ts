'use client';

import type { Cart, Profile, Wishlist } from '@stride/contract';
import useSWR from 'swr';
import { getJson } from './browser-fetch';

/**
 * The visitor's own data, read in the browser so that catalog pages stay the same for everyone and
 * can be cached (decision 0008). Each is one SWR key: the header, the hearts and later the cart and
 * wishlist pages share one request per page view, and a write elsewhere updates them all through
 * `mutate(key)`. Failures follow spec §8: nothing is shown, the anonymous state stays.
 */
export const VISITOR_PATHS = {
  profile: '/api/lib/v1/auth/profile',
  cart: '/api/lib/v1/cart',
  wishlist: '/api/lib/v2/wishlist',
} as const;

export function useProfile() {
  return useSWR(VISITOR_PATHS.profile, getJson<Profile>);
}

export function useCart() {
  return useSWR(VISITOR_PATHS.cart, getJson<Cart>);
}

export function useWishlist() {
  return useSWR(VISITOR_PATHS.wishlist, getJson<Wishlist>);
}
