import { Redis } from 'ioredis';

/** @typedef {import('./cache-handler.js').CacheStore} CacheStore */

/**
 * Sets each tag's expiry to the later of the stored one and ARGV[1], so two processes expiring a tag
 * at once never move it back, and keeps the whole hash for the entry TTL after the last expiry: an
 * expiry older than that can hide nothing, every entry stored before it is gone.
 */
const EXPIRE_TAGS_SCRIPT = `
local at = tonumber(ARGV[1])
for i = 3, #ARGV do
  local known = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  if known < at then redis.call('HSET', KEYS[1], ARGV[i], ARGV[1]) end
end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 0`;

/**
 * The store every storefront process shares: entries as Redis strings with a TTL (Redis holds what
 * was asked for within the TTL, not every path ever rendered), tag expiries in one hash.
 * @param {{ url: string, prefix: string, ttlMs: number }} options `prefix` starts every key (build id, test run)
 * @returns {CacheStore}
 */
export function createRedisStore({ url, prefix, ttlMs }) {
  const redis = new Redis(url, {
    // A page request must not wait for a Redis that is away: one retry, then the request is a miss
    // (rendered afresh) and the handler logs it once.
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
  });
  // Without a listener an 'error' event would end the process; the handler reports failed commands.
  redis.on('error', () => {});
  const tagsKey = `${prefix}tags`;
  /** @param {string} key */
  const entryKey = (key) => `${prefix}entry:${key}`;

  return {
    async get(key) {
      return (await redis.getBuffer(entryKey(key))) ?? undefined;
    },

    async set(key, bytes) {
      await redis.set(entryKey(key), bytes, 'PX', ttlMs);
    },

    async tagExpiries(tags) {
      /** @type {Map<string, number>} */
      const found = new Map();
      if (tags.length === 0) return found;
      const values = await redis.hmget(tagsKey, ...tags);
      tags.forEach((tag, i) => {
        const at = Number(values[i] ?? Number.NaN);
        if (Number.isFinite(at)) found.set(tag, at);
      });
      return found;
    },

    async expireTags(tags, at) {
      if (tags.length === 0) return;
      await redis.eval(EXPIRE_TAGS_SCRIPT, 1, tagsKey, String(at), String(ttlMs), ...tags);
    },

    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
