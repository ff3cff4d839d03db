import { WishlistSchema } from '@stride/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import { getWishlist } from './service';

/** Spec §7 names both versions of the read; they give the same answer. */
const WISHLIST_PATHS = ['/api/lib/v1/wishlist', '/api/lib/v2/wishlist'] as const;

export const wishlistRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  for (const path of WISHLIST_PATHS) {
    app.get(
      path,
      {
        config: { cache: 'personal' },
        schema: {
          tags: ['wishlist'],
          summary: 'The visitor’s wishlist: its count, lines and product ids',
          headers: WebInstanceHeadersSchema,
          response: { 200: WishlistSchema, ...errorResponses },
        },
      },
      async (request) => getWishlist(contextOf(request)),
    );
  }
};
