import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `catalog`: the same answer for every visitor of a web instance, so shared caches may keep it. */
    cache?: 'catalog' | 'immutable';
  }
}

export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Cache headers by route kind, only on successful answers: an error must not be cached for a minute.
 * Catalog answers depend on the web instance, so caches must key on what selects it.
 */
export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const kind = request.routeOptions.config.cache;
    if (!kind || reply.statusCode !== 200) return payload;
    if (kind === 'catalog') {
      reply.header('cache-control', CATALOG_CACHE_CONTROL);
      reply.header('vary', 'Host, X-Forwarded-Host, Webinstance-Token');
    } else {
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
    }
    return payload;
  });
}
