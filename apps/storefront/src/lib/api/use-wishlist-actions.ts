'use client';

import type { Wishlist } from '@stride/contract';
import { useMemo } from 'react';
import { type Cache, type ScopedMutator, useSWRConfig } from 'swr';
import { getJson, sendJson } from './browser-fetch';
import { VISITOR_PATHS } from './use-visitor';

const WISHLIST = VISITOR_PATHS.wishlist;
const itemPath = (productId: number) => `${WISHLIST}/items/${productId}`;
/** Moves the guest's (cookie) wishlist into the account that has just logged in; answers the merged one. */
export const WISHLIST_MERGE_PATH = `${WISHLIST}/items/bulk`;

const EMPTY: Wishlist = { count: 0, items: [], productIds: [] };

/**
 * The wishlist as it is shown while the server adds or removes the product (spec §4: the count and the
 * heart change first). An added product has no line id yet: only its id and the count change; the
 * server's answer brings the line.
 */
export function withProduct(wishlist: Wishlist | undefined, productId: number, wanted: boolean): Wishlist {
  const current = wishlist ?? EMPTY;
  const has = current.productIds.includes(productId);
  if (has === wanted) return current;
  if (wanted) return { ...current, count: current.count + 1, productIds: [...current.productIds, productId] };
  const items = current.items.filter((item) => item.product.id !== productId);
  return {
    count: Math.max(0, current.count - 1),
    items,
    productIds: current.productIds.filter((id) => id !== productId),
  };
}

/**
 * One queue of wishlist writes per SWR cache (one per page in the browser). Each write is sent only
 * after the one before it has been answered, so the server sees the clicks in the order they were
 * made: a double click is an add then a remove, never the other way round, and the last answer,
 * which SWR keeps (it drops the answers of writes a newer one has overtaken), is the server's state.
 * It also keeps a guest's first two adds from each starting an anonymous wishlist of its own: the
 * second goes out with the cookie the first one's answer set.
 */
type WriteQueue = { tail: Promise<unknown>; latest: number };
const queues = new WeakMap<Cache, WriteQueue>();

function queueOf(cache: Cache): WriteQueue {
  let queue = queues.get(cache);
  if (!queue) {
    queue = { tail: Promise.resolve(), latest: 0 };
    queues.set(cache, queue);
  }
  return queue;
}

/**
 * The wishlist's changes over one SWR cache (`useWishlistActions` gives the page's). Every answer is
 * the whole wishlist and replaces the shared SWR data, which the header's count and every heart read.
 * Failures follow spec §8: logged only, no message; the shown wishlist goes back to the server's.
 */
export function wishlistActions(cache: Cache, mutate: ScopedMutator) {
  const queue = queueOf(cache);

  const change = async (productId: number, wanted: boolean): Promise<void> => {
    const write = queue.tail.then(() => sendJson<Wishlist>(wanted ? 'POST' : 'DELETE', itemPath(productId)));
    // The next write waits for this one, answered or failed.
    queue.tail = write.catch(() => undefined);
    queue.latest += 1;
    const mine = queue.latest;
    try {
      await mutate<Wishlist | undefined>(WISHLIST, write, {
        // The shown wishlist (the second argument: with the earlier clicks' guesses), not the last answer.
        optimisticData: (_committed, shown) => withProduct(shown, productId, wanted),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
    } catch (error) {
      console.error('wishlist: the change failed', error);
      // The last click failed: what the server holds now may be neither the guess nor the wishlist
      // before it (an earlier click may have gone through), so it is read again. A newer click's
      // answer will say it instead.
      if (queue.latest === mine) await reread(mutate);
    }
  };

  return {
    /** Adds the product when it is not on the shown wishlist, else removes it. */
    toggle: (productId: number): Promise<void> => {
      const shown = cache.get(WISHLIST)?.data as Wishlist | undefined;
      return change(productId, !(shown?.productIds.includes(productId) ?? false));
    },
    remove: (productId: number): Promise<void> => change(productId, false),
  };
}

/** The server's wishlist into the shared data; a failure is only logged (spec §8). */
async function reread(mutate: ScopedMutator): Promise<void> {
  try {
    await mutate(WISHLIST, getJson<Wishlist>(WISHLIST), { revalidate: false });
  } catch (error) {
    console.error('wishlist: could not be read again', error);
  }
}

/**
 * After a login: the hearts chosen as a guest (the api's `wishlist` cookie) go into the account's
 * wishlist, merged without duplicates. Skipped when the guest's wishlist was read and empty; when it
 * was not read (the registration page does not show it, a social login comes back on a new page), the
 * api is asked anyway and merges whatever the cookie holds. A failure is only logged (spec §8).
 */
export async function mergeGuestWishlist(cache: Cache, guestKnown: boolean): Promise<void> {
  const guest = guestKnown ? (cache.get(WISHLIST)?.data as Wishlist | undefined) : undefined;
  if (guest && guest.count === 0) return;
  try {
    await sendJson<Wishlist>('POST', WISHLIST_MERGE_PATH);
  } catch (error) {
    console.error('wishlist: the guest’s wishlist was not merged', error);
  }
}

export function useWishlistActions() {
  const { cache, mutate } = useSWRConfig();
  return useMemo(() => wishlistActions(cache, mutate), [cache, mutate]);
}
