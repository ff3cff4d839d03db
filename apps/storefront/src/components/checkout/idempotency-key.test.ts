import { describe, expect, it } from 'vitest';
import { currentIdempotencyKey, forgetIdempotencyKey, type KeyStore } from './idempotency-key';

/** A tab's sessionStorage, in memory. */
function memoryStore(): KeyStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** Hands out the given keys in turn. */
const keysFrom =
  (...keys: string[]) =>
  () =>
    keys.shift() ?? 'out-of-keys';

describe('the order’s Idempotency-Key', () => {
  it('is the same for every try at a cart until it is forgotten, then a new one', () => {
    const store = memoryStore();
    const next = keysFrom('11111111-aaaa-4bbb-8ccc-000000000001', '11111111-aaaa-4bbb-8ccc-000000000002');
    expect(currentIdempotencyKey('cart-a', store, next)).toBe('11111111-aaaa-4bbb-8ccc-000000000001');
    // A double click, a retry after a network failure, a reload of the tab: the key it kept.
    expect(currentIdempotencyKey('cart-a', store, next)).toBe('11111111-aaaa-4bbb-8ccc-000000000001');
    forgetIdempotencyKey(store);
    expect(store.entries.size).toBe(0);
    expect(currentIdempotencyKey('cart-a', store, next)).toBe('11111111-aaaa-4bbb-8ccc-000000000002');
  });

  it('is a new one for another cart: a kept key belongs to the cart it was made for', () => {
    const store = memoryStore();
    const next = keysFrom('key-for-cart-a', 'key-for-cart-b');
    expect(currentIdempotencyKey('cart-a', store, next)).toBe('key-for-cart-a');
    expect(currentIdempotencyKey('cart-b', store, next)).toBe('key-for-cart-b');
    expect(currentIdempotencyKey('cart-b', store, next)).toBe('key-for-cart-b');
  });

  it('replaces a kept value the api would refuse, or one that is no key at all', () => {
    const store = memoryStore();
    store.setItem('stride:order-idempotency-key', JSON.stringify({ key: 'short', cart: 'cart-a' }));
    expect(currentIdempotencyKey('cart-a', store, keysFrom('a-new-key-of-ours'))).toBe('a-new-key-of-ours');
    store.setItem('stride:order-idempotency-key', '{not json');
    expect(currentIdempotencyKey('cart-a', store, keysFrom('another-new-key'))).toBe('another-new-key');
    expect([...store.entries.values()]).toEqual([JSON.stringify({ key: 'another-new-key', cart: 'cart-a' })]);
  });

  it('still gives a key where the browser refuses storage', () => {
    expect(currentIdempotencyKey('cart-a', null, keysFrom('no-storage-key'))).toBe('no-storage-key');
    expect(() => forgetIdempotencyKey(null)).not.toThrow();
  });
});
