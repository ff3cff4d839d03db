import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `catalog`: the same answer for every visitor of a web instance, so shared caches may keep it.
     * `personal`: the visitor's own (cart, wishlist, profile), so no cache may keep it.
     */
    cache?: 'catalog' | 'immutable' | 'personal';
  }
}

export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Not even the browser keeps it: a back button after logout must not show the last user's cart. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * Cache headers by route kind. Public caching only on successful answers: an error must not be
 * cached for a minute.
 * Catalog answers depend on the web instance, so caches must key on what selects it.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const kind = request.routeOptions.config.cache;
    // On every status: a personal route's error may name the visitor too, and no-store never goes stale.
    if (kind === 'personal') {
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
      return payload;
    }
    // A 304 carries the headers its 200 would (RFC 9110 §15.4.5): a cache refreshes the entry with them.
    if (!kind || (reply.statusCode !== 200 && reply.statusCode !== 304)) return payload;
    if (kind === 'catalog') {
      reply.header('cache-control', CATALOG_CACHE_CONTROL);
      reply.header('vary', 'Host, X-Forwarded-Host, Webinstance-Token');
    } else {
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
    }
    return payload;
  });
}
