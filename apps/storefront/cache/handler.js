// The storefront's Next.js cache handler (next.config.ts `cacheHandler`): pages and api reads in one
// bounded store, in this process's memory or, with REDIS_URL, in Redis shared by every storefront
// process; never on disk. Next imports this file itself at run time, uncompiled: plain JavaScript.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCacheHandler } from './cache-handler.js';
import { startCatalogWatcher } from './catalog-watcher.js';
import { createMemoryStore } from './memory-store.js';
import { createRedisStore } from './redis-store.js';
import { ENTRY_TTL_MS, parseCacheSettings } from './settings.js';

/** @typedef {import('./cache-handler.js').CacheStore} CacheStore */
/** @typedef {import('./cache-handler.js').CacheHandlerContext} CacheHandlerContext */

const settings = parseCacheSettings(process.env);

/**
 * Entries of one build only: a page rendered by another build names script files this one does not
 * serve, so storefronts of two builds sharing a Redis (during a deploy) must not read each other's.
 * @param {CacheHandlerContext} ctx
 */
function buildIdOf(ctx) {
  try {
    return readFileSync(join(ctx.serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development'; // `next dev` writes none
  }
}

/** @type {CacheStore | undefined} */
let store;

/**
 * The process's one store, made when Next first asks (it knows the build's folder then), with the
 * catalog watcher that expires `catalog` in it. A build renders nothing from the live catalog, so it
 * does not watch.
 * @param {CacheHandlerContext} ctx
 * @returns {CacheStore}
 */
function sharedStore(ctx) {
  if (store) return store;
  const shared = settings.REDIS_URL
    ? createRedisStore({
        url: settings.REDIS_URL,
        prefix: `${settings.REDIS_KEY_PREFIX}${buildIdOf(ctx)}:`,
        ttlMs: ENTRY_TTL_MS,
      })
    : createMemoryStore({ maxBytes: settings.CACHE_MAX_MB * 1024 * 1024, ttlMs: ENTRY_TTL_MS });
  store = shared;
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    startCatalogWatcher({ apiUrl: settings.API_URL, expire: (tags) => shared.expireTags(tags, Date.now()) });
  }
  return shared;
}

export default createCacheHandler({ storeFor: sharedStore });
