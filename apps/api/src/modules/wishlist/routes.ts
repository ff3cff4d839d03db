import {
  ErrorResponseSchema,
  WishlistBulkRequestSchema,
  WishlistItemParamsSchema,
  WishlistProductParamsSchema,
  WishlistSchema,
  WishlistV2ItemParamsSchema,
} from '@stride/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../context';
import { errorResponses, writeErrorResponses } from '../../errors';
import { WebInstanceHeadersSchema } from '../../lib/schemas';
import type { ModuleOptions } from '../../module-options';
import {
  addProduct,
  getWishlist,
  mergeCookieWishlist,
  removeFromWishlist,
  type WishlistChange,
  type WishlistVisitor,
} from './service';
import { clearWishlistCookie, setWishlistCookie, WISHLIST_COOKIE, wishlistTokenHashOf } from './wishlist-cookie';

/** Spec §7 names both versions of the read; they give the same answer. */
const WISHLIST_PATHS = ['/api/lib/v1/wishlist', '/api/lib/v2/wishlist'] as const;

const TAGS = ['wishlist'];
const personal = { cache: 'personal' } as const;

/** The visitor as the wishlist sees them: the shop, the logged-in user (personal routes load them) and the cookie. */
function visitorOf(request: FastifyRequest): WishlistVisitor {
  return {
    ctx: contextOf(request),
    userId: request.personalContext?.user?.id ?? null,
    tokenHash: wishlistTokenHashOf(request),
  };
}

/** The changed wishlist; the new anonymous wishlist's token goes to the browser as its cookie. */
function answered(request: FastifyRequest, reply: FastifyReply, change: WishlistChange) {
  if (change.newToken) setWishlistCookie(request, reply, change.newToken);
  return change.wishlist;
}

export const wishlistRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  for (const path of WISHLIST_PATHS) {
    app.get(
      path,
      {
        config: personal,
        schema: {
          tags: TAGS,
          summary: 'The visitor’s wishlist, newest first: its count, lines and product ids',
          headers: WebInstanceHeadersSchema,
          response: { 200: WishlistSchema, ...errorResponses },
        },
      },
      async (request) => getWishlist(database, visitorOf(request)),
    );
  }

  app.post(
    '/api/lib/v1/wishlist/items/:productId',
    {
      config: personal,
      schema: {
        tags: TAGS,
        summary: 'Adds a product (by its id) to the wishlist; the first add creates it (and its cookie)',
        headers: WebInstanceHeadersSchema,
        params: WishlistProductParamsSchema,
        response: { 200: WishlistSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) =>
      answered(request, reply, await addProduct(database, visitorOf(request), request.params.productId, 'productId')),
  );

  app.delete(
    '/api/lib/v1/wishlist/items/:itemId',
    {
      config: personal,
      schema: {
        tags: TAGS,
        summary: 'Removes a wishlist line by the line’s id (items[].id)',
        headers: WebInstanceHeadersSchema,
        params: WishlistItemParamsSchema,
        response: { 200: WishlistSchema, ...writeErrorResponses },
      },
    },
    async (request) => removeFromWishlist(database, visitorOf(request), { itemId: request.params.itemId }, 'itemId'),
  );

  // Static beside /:id: the router prefers it whatever the order; registered first to read so.
  app.post(
    '/api/lib/v2/wishlist/items/bulk',
    {
      config: personal,
      schema: {
        tags: TAGS,
        summary:
          'Assigns the cookie wishlist to the logged-in account: merges its lines (and productIds) without duplicates, deletes it and clears the cookie',
        headers: WebInstanceHeadersSchema,
        body: WishlistBulkRequestSchema,
        response: { 200: WishlistSchema, ...writeErrorResponses, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const wishlist = await mergeCookieWishlist(database, visitorOf(request), request.body?.productIds ?? []);
      if (request.cookies[WISHLIST_COOKIE] !== undefined) clearWishlistCookie(request, reply);
      return wishlist;
    },
  );

  app.post(
    '/api/lib/v2/wishlist/items/:id',
    {
      config: personal,
      schema: {
        tags: TAGS,
        summary: 'Adds a product to the wishlist; in v2 {id} is the product’s id. The first add creates it',
        headers: WebInstanceHeadersSchema,
        params: WishlistV2ItemParamsSchema,
        response: { 200: WishlistSchema, ...writeErrorResponses },
      },
    },
    async (request, reply) =>
      answered(request, reply, await addProduct(database, visitorOf(request), request.params.id, 'id')),
  );

  app.delete(
    '/api/lib/v2/wishlist/items/:id',
    {
      config: personal,
      schema: {
        tags: TAGS,
        summary: 'Removes a product from the wishlist; in v2 {id} is the product’s id, not the line’s',
        headers: WebInstanceHeadersSchema,
        params: WishlistV2ItemParamsSchema,
        response: { 200: WishlistSchema, ...writeErrorResponses },
      },
    },
    async (request) => removeFromWishlist(database, visitorOf(request), { productId: request.params.id }, 'id'),
  );
};
