'use client';

import type { User } from '@stride/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { sendMarketingEvent } from '@/lib/marketing/send-marketing-event';
import { useVisitorRefresh } from './use-visitor';
import { mergeGuestWishlist } from './use-wishlist-actions';

/**
 * After a login (a password, a registration, a new password, a social login): the wishlist kept as a
 * guest goes into the account first, then the visitor is read again, so the header's count and the
 * hearts show the merged wishlist. `guestKnown`: the page read the guest's wishlist before the login
 * (a page with the full header), so an empty one needs no merge; a page that comes back from a login
 * elsewhere (the social login's callback) knows nothing of the guest and always asks. Then the
 * retention tool gets an Identify event (issue 16 §4), when the visitor agreed to marketing.
 */
export function useLoginRefresh(guestKnown = true) {
  const { cache } = useSWRConfig();
  const refresh = useVisitorRefresh();
  return useCallback(
    async (known?: { user: User | null }) => {
      await mergeGuestWishlist(cache, guestKnown);
      await refresh(known);
      // The retention tool learns who this browser is (with marketing consent only).
      sendMarketingEvent({ type: 'Identify' });
    },
    [cache, guestKnown, refresh],
  );
}
