'use client';

import type { Cart, Credits, Profile, User, Wishlist } from '@stride/contract';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
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
  credits: '/api/lib/v1/credits',
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

/**
 * A member's loyalty credits (balance, history, rules), shared by the header's message and the cart's
 * and the credits page's forms. Read only once the profile says a member is logged in: anyone else
 * would get a 401 (and the catalog page stays the same for everyone).
 */
export function useCredits() {
  const { data: profile } = useProfile();
  return useSWR(profile?.isLoggedIn ? VISITOR_PATHS.credits : null, getJson<Credits>);
}

/**
 * After a login, a logout or an account change: the visitor's profile (the answer's user when the call
 * returned one, so pages need not wait for a second read), cart, wishlist and credits are read again,
 * and every part of the page that shows them follows (the header's name and counts, a type-4 shop's prices).
 */
export function useVisitorRefresh() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (known?: { user: User | null }) => {
      const profile: Profile | undefined = known
        ? known.user
          ? { isLoggedIn: true, user: known.user }
          : { isLoggedIn: false, user: null }
        : undefined;
      await Promise.all([
        profile ? mutate(VISITOR_PATHS.profile, profile, { revalidate: false }) : mutate(VISITOR_PATHS.profile),
        mutate(VISITOR_PATHS.cart),
        mutate(VISITOR_PATHS.wishlist),
        // The previous visitor's credits are dropped, not shown to the next one while they load; a
        // visitor known to be logged out has none to read.
        mutate(VISITOR_PATHS.credits, undefined, { revalidate: profile?.isLoggedIn ?? true }),
      ]);
    },
    [mutate],
  );
}
