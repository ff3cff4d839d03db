/**
 * The Idempotency-Key of the order being placed (POST /order/create): one key for the buyer's try at
 * ordering a cart, kept in the tab's sessionStorage until the order succeeds, so a double click, a
 * retry after a network failure or a reload in between all send the same key and the order is made
 * once. A key belongs to its cart: a later cart (a new one after an order whose answer was lost)
 * gets a new key, which the api would otherwise refuse as another order's.
 */

const STORAGE_KEY = 'stride:order-idempotency-key';

/** Where the key lives: the tab's sessionStorage, or nothing where storage is refused (private modes). */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStore(): KeyStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The api's rule for a key: 8–128 of [A-Za-z0-9_-]. A UUID is 36 of them. */
const KEY_PATTERN = /^[\w-]{8,128}$/;

function keptKey(store: KeyStore | null, cart: string): string | null {
  try {
    const kept: unknown = JSON.parse(store?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null || !('key' in kept) || !('cart' in kept)) return null;
    return kept.cart === cart && typeof kept.key === 'string' && KEY_PATTERN.test(kept.key) ? kept.key : null;
  } catch {
    return null;
  }
}

/**
 * The key of this try at ordering `cart` (its access token): the one kept from an earlier click that
 * got no answer, or a new one. Where storage is refused each click has its own key; the api still
 * orders a cart once.
 */
export function currentIdempotencyKey(
  cart: string,
  store: KeyStore | null = browserStore(),
  newKey: () => string = () => crypto.randomUUID(),
): string {
  const kept = keptKey(store, cart);
  if (kept) return kept;
  const key = newKey();
  store?.setItem(STORAGE_KEY, JSON.stringify({ key, cart }));
  return key;
}

/**
 * Forgets the key: the order it made succeeded, or the api answered that it made none (a refusal), so
 * the next try is a new one.
 */
export function forgetIdempotencyKey(store: KeyStore | null = browserStore()): void {
  store?.removeItem(STORAGE_KEY);
}
