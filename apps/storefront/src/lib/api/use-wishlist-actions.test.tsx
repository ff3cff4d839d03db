import type { Wishlist } from '@stride/contract';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { type Cache, type ScopedMutator, SWRConfig } from 'swr';
import { initCache } from 'swr/_internal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderCounters } from '@/components/header/header-counters';
import { FavouriteHeart } from '@/components/product/favourite-heart';
import { VISITOR_PATHS } from './use-visitor';
import { mergeGuestWishlist, WISHLIST_MERGE_PATH, wishlistActions, withProduct } from './use-wishlist-actions';

/**
 * The hearts' optimistic changes (spec §4) over a real SWR cache, with the browser's fetch answered by
 * hand: what the heart and the header's count show at each step (the components rendered from that
 * cache), what goes to the api and in which order, and what is shown after a failure (spec §8).
 */

const KEY = VISITOR_PATHS.wishlist;

/** A wishlist as the api answers it: newest first, a line per product. */
const wishlistOf = (...productIds: number[]): Wishlist => ({
  count: productIds.length,
  items: productIds.map((productId) => ({ id: 1000 + productId, product: { id: productId } })),
  productIds,
});

/** A request the test answers when it wants to: the api's answer held back, to look in between. */
type Held = { method: string; path: string; answer: (status: number, body: unknown) => void };

function heldFetch() {
  const sent: Held[] = [];
  const waiting: ((held: Held) => void)[] = [];
  let taken = 0;
  const fetch = vi.fn(
    (path: string, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        const held: Held = {
          method: init?.method ?? 'GET',
          path,
          answer: (status, body) =>
            resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
        };
        sent.push(held);
        const taker = waiting.shift();
        if (taker) {
          taken += 1;
          taker(held);
        }
      }),
  );
  /** The next request not yet taken, in the order they were sent; waits for it to be sent. */
  const next = (): Promise<Held> =>
    new Promise((resolve) => {
      const ready = sent[taken];
      if (ready) {
        taken += 1;
        resolve(ready);
      } else waiting.push(resolve);
    });
  return { fetch, next };
}

let cache: Cache;
let mutate: ScopedMutator;
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  [cache, mutate] = initCache(new Map(), {}) as unknown as [Cache, ScopedMutator];
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  errors.mockRestore();
});

const shown = () => cache.get(KEY)?.data as Wishlist | undefined;

/** Lets the queued write and SWR's bookkeeping run up to the next request or answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The heart of product 7 and the header's counts as the page draws them from the wishlist this cache
 * shows now (handed to SWR as the rendered data: a server render does not read a client cache).
 */
async function drawn(): Promise<{ pressed: string | undefined; label: string | undefined; count: string | undefined }> {
  const page: ReactNode = (
    <SWRConfig value={{ provider: () => new Map(), fallback: { [KEY]: shown() } }}>
      <FavouriteHeart productId={7} name="Pegasus 41" texts={{ label: 'Obľúbené: {name}' }} />
      <HeaderCounters
        texts={{ wishlist: 'Obľúbené', wishlistCount: 'Obľúbené, počet: {count}', cart: 'Košík', cartCount: '{count}' }}
        hrefs={{ wishlist: '/wishlist', cart: '/kosik' }}
      />
    </SWRConfig>
  );
  const stream = await renderToReadableStream(page);
  await stream.allReady;
  const html = await new Response(stream).text();
  return {
    pressed:
      /data-testid="favourite-heart"[^>]*/.exec(html)?.[0].match(/aria-pressed="(\w+)"/)?.[1] ??
      /aria-pressed="(\w+)"[^>]*data-testid="favourite-heart"/.exec(html)?.[1],
    label: /aria-label="([^"]*)"[^>]*data-testid="favourite-heart"/.exec(html)?.[1],
    count:
      /data-testid="wishlist-count"[^>]*data-count="(\d+)"/.exec(html)?.[1] ??
      /data-count="(\d+)"[^>]*data-testid="wishlist-count"/.exec(html)?.[1],
  };
}

describe('withProduct (the optimistic wishlist)', () => {
  it('adds the product and one to the count, and leaves the given wishlist as it was', () => {
    const before = wishlistOf(3);
    expect(withProduct(before, 7, true)).toEqual({ count: 2, items: before.items, productIds: [3, 7] });
    expect(before).toEqual(wishlistOf(3));
  });

  it('removes the product, its line and one from the count', () => {
    expect(withProduct(wishlistOf(7, 3), 7, false)).toEqual(wishlistOf(3));
  });

  it('changes nothing when the product already is (or is not) there, and starts from empty when unknown', () => {
    const list = wishlistOf(7);
    expect(withProduct(list, 7, true)).toBe(list);
    expect(withProduct(list, 9, false)).toBe(list);
    expect(withProduct(undefined, 7, true)).toEqual({ count: 1, items: [], productIds: [7] });
  });
});

describe('the heart’s toggle', () => {
  it('shows the heart and the count first, then the server’s answer replaces them', async () => {
    const api = heldFetch();
    vi.stubGlobal('fetch', api.fetch);
    await mutate(KEY, wishlistOf(3), { revalidate: false });
    expect(await drawn()).toEqual({ pressed: 'false', label: 'Obľúbené: Pegasus 41', count: '1' });

    const done = wishlistActions(cache, mutate).toggle(7);
    // Before any answer: the heart is filled and the header counts it.
    expect(await drawn()).toMatchObject({ pressed: 'true', count: '2' });
    const add = await api.next();
    expect([add.method, add.path]).toEqual(['POST', '/api/lib/v2/wishlist/items/7']);
    // The server's wishlist (here: it also holds product 5 added in another tab) replaces the guess.
    add.answer(200, wishlistOf(7, 5, 3));
    await done;
    expect(shown()).toEqual(wishlistOf(7, 5, 3));
    expect(await drawn()).toMatchObject({ pressed: 'true', count: '3' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('a double click sends the add, and the remove only after its answer; the last answer is shown', async () => {
    const api = heldFetch();
    vi.stubGlobal('fetch', api.fetch);
    await mutate(KEY, wishlistOf(3), { revalidate: false });
    const actions = wishlistActions(cache, mutate);

    const first = actions.toggle(7);
    const second = actions.toggle(7);
    // Both clicks are shown at once: added, then taken off again.
    expect(shown()).toEqual(wishlistOf(3));
    const add = await api.next();
    expect([add.method, add.path]).toEqual(['POST', '/api/lib/v2/wishlist/items/7']);
    await settle();
    // The remove waits for the add's answer: sent together, the server could run them the other way round.
    expect(api.fetch).toHaveBeenCalledTimes(1);
    add.answer(200, wishlistOf(7, 3));
    await first;
    // The add's answer is not shown: a newer click is on its way.
    expect(shown()).toEqual(wishlistOf(3));
    const remove = await api.next();
    expect([remove.method, remove.path]).toEqual(['DELETE', '/api/lib/v2/wishlist/items/7']);
    remove.answer(200, wishlistOf(3));
    await second;
    expect(shown()).toEqual(wishlistOf(3));
    expect(await drawn()).toMatchObject({ pressed: 'false', count: '1' });
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it('a refused change goes back to the server’s wishlist, only logged', async () => {
    const api = heldFetch();
    vi.stubGlobal('fetch', api.fetch);
    await mutate(KEY, wishlistOf(3), { revalidate: false });

    const done = wishlistActions(cache, mutate).toggle(7);
    expect(shown()?.productIds).toEqual([3, 7]);
    const add = await api.next();
    add.answer(422, { messages: [{ field: 'id', message: 'Zoznam obľúbených je plný.' }] });
    // The server's wishlist is read again, and shown: not the guess.
    const reread = await api.next();
    expect([reread.method, reread.path]).toEqual(['GET', KEY]);
    reread.answer(200, wishlistOf(3));
    await done;
    expect(shown()).toEqual(wishlistOf(3));
    expect(await drawn()).toMatchObject({ pressed: 'false', count: '1' });
    expect(errors).toHaveBeenCalledWith('wishlist: the change failed', expect.anything());
  });

  it('when the second of two clicks fails, shows what the server holds after the first', async () => {
    const api = heldFetch();
    vi.stubGlobal('fetch', api.fetch);
    await mutate(KEY, wishlistOf(3), { revalidate: false });
    const actions = wishlistActions(cache, mutate);

    const first = actions.toggle(7);
    const second = actions.toggle(7);
    (await api.next()).answer(200, wishlistOf(7, 3));
    await first;
    const remove = await api.next();
    expect(remove.method).toBe('DELETE');
    remove.answer(503, {});
    // Neither the guess (removed) nor the wishlist before the clicks (without 7): the server's.
    (await api.next()).answer(200, wishlistOf(7, 3));
    await second;
    expect(shown()).toEqual(wishlistOf(7, 3));
    expect(await drawn()).toMatchObject({ pressed: 'true', count: '2' });
  });

  it('a network failure with the server unreachable puts the last answer back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await mutate(KEY, wishlistOf(3), { revalidate: false });
    await wishlistActions(cache, mutate).toggle(7);
    expect(shown()).toEqual(wishlistOf(3));
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('keeps one queue per page: a second heart’s add goes out after the first one’s answer', async () => {
    const api = heldFetch();
    vi.stubGlobal('fetch', api.fetch);
    const first = wishlistActions(cache, mutate).toggle(7);
    const second = wishlistActions(cache, mutate).toggle(9);
    expect(shown()).toEqual({ count: 2, items: [], productIds: [7, 9] });
    const add7 = await api.next();
    await settle();
    // A guest's first add sets the wishlist cookie; the second must carry it, not start a wishlist of its own.
    expect(api.fetch).toHaveBeenCalledTimes(1);
    add7.answer(200, wishlistOf(7));
    await first;
    const add9 = await api.next();
    expect(add9.path).toBe('/api/lib/v2/wishlist/items/9');
    add9.answer(200, wishlistOf(9, 7));
    await second;
    expect(shown()).toEqual(wishlistOf(9, 7));
  });
});

describe('mergeGuestWishlist (after a login)', () => {
  it('asks the api to merge when the guest’s wishlist had items', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(wishlistOf(7, 3)), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await mutate(KEY, wishlistOf(7), { revalidate: false });
    await mergeGuestWishlist(cache, true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, path]).toEqual(['POST', WISHLIST_MERGE_PATH]);
    expect(path).toBe('/api/lib/v2/wishlist/items/bulk');
  });

  it('asks nothing when the guest’s wishlist was read and empty', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await mutate(KEY, wishlistOf(), { revalidate: false });
    await mergeGuestWishlist(cache, true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks when the page never read the guest’s wishlist, or came back from a login elsewhere', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(wishlistOf()), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await mergeGuestWishlist(cache, true);
    await mutate(KEY, wishlistOf(), { revalidate: false });
    await mergeGuestWishlist(cache, false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('only logs a failed merge: the login goes on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await mutate(KEY, wishlistOf(7), { revalidate: false });
    await expect(mergeGuestWishlist(cache, true)).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith('wishlist: the guest’s wishlist was not merged', expect.anything());
  });
});
