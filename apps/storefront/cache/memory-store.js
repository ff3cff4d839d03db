/** @typedef {import('./cache-handler.js').CacheStore} CacheStore */

/**
 * One process's store: entries kept as the bytes the handler encoded, least recently used out first
 * once they add up to more than `maxBytes`, so the bound is exact whatever a page weighs. Nothing is
 * written to disk.
 * @param {{ maxBytes: number, ttlMs: number, now?: () => number }} options
 * @returns {CacheStore}
 */
export function createMemoryStore({ maxBytes, ttlMs, now = Date.now }) {
  /** @type {Map<string, { bytes: Buffer, size: number, expiresAt: number }>} Map order is use order. */
  const entries = new Map();
  /** @type {Map<string, number>} tag → when it expired */
  const tagExpiries = new Map();
  let totalBytes = 0;

  /** @param {string} key */
  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.size;
  };

  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      totalBytes += entry.size;
      return entry.bytes;
    },

    async set(key, bytes) {
      drop(key);
      // The key is kept too; UTF-16 in memory, so two bytes a character.
      const size = bytes.byteLength + key.length * 2;
      if (size > maxBytes) return;
      entries.set(key, { bytes, size, expiresAt: now() + ttlMs });
      totalBytes += size;
      for (const oldest of entries.keys()) {
        if (totalBytes <= maxBytes) break;
        drop(oldest);
      }
    },

    async tagExpiries(tags) {
      /** @type {Map<string, number>} */
      const found = new Map();
      for (const tag of tags) {
        const at = tagExpiries.get(tag);
        if (at !== undefined) found.set(tag, at);
      }
      return found;
    },

    async expireTags(tags, at) {
      for (const tag of tags) tagExpiries.set(tag, Math.max(at, tagExpiries.get(tag) ?? 0));
      // An expiry older than the entry TTL can hide nothing: every entry stored before it is gone.
      for (const [tag, expiredAt] of tagExpiries) if (expiredAt < now() - ttlMs) tagExpiries.delete(tag);
    },

    async close() {
      entries.clear();
      tagExpiries.clear();
      totalBytes = 0;
    },
  };
}
