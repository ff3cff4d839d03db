import { z } from 'zod';
import { ProductRefSchema } from './product-ref';

const IdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * Lines a wishlist holds at most: more than anyone browses on one page, few enough that reading it
 * stays one small query. An add beyond it is refused (422); a merge at login keeps what fits.
 */
export const WISHLIST_MAX_ITEMS = 200;

/** A wishlist line (spec §3: id and product.id); its id is what DELETE /api/lib/v1/wishlist/items/{itemId} takes. */
export const WishlistItemSchema = z.object({
  id: z.number().int().positive(),
  product: ProductRefSchema,
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/**
 * GET /api/lib/v1/wishlist and /api/lib/v2/wishlist, and the answer of every wishlist change: the
 * visitor's wishlist, newest line first. Lines whose product this shop no longer has are left out
 * (spec §4), of the count too.
 */
export const WishlistSchema = z.object({
  /** Lines on the wishlist: the header's heart badge. */
  count: z.number().int().nonnegative(),
  items: z.array(WishlistItemSchema),
  /** The items' product ids, so a product card can fill its heart without walking the items. */
  productIds: z.array(z.number().int().positive()),
});
export type Wishlist = z.infer<typeof WishlistSchema>;

/** POST /api/lib/v1/wishlist/items/{productId}: the product to add. */
export const WishlistProductParamsSchema = z.object({ productId: z.coerce.number().pipe(IdSchema) });

/** DELETE /api/lib/v1/wishlist/items/{itemId}: the wishlist line to remove (its `items[].id`). */
export const WishlistItemParamsSchema = z.object({ itemId: z.coerce.number().pipe(IdSchema) });

/** POST and DELETE /api/lib/v2/wishlist/items/{id}: in v2 the id is the product's, as the hearts know it. */
export const WishlistV2ItemParamsSchema = z.object({ id: z.coerce.number().pipe(IdSchema) });

/**
 * POST /api/lib/v2/wishlist/items/bulk (spec §7, "assigns cookie items"), sent once logged in: the
 * cookie wishlist's lines move to the account's, and these products (e.g. hearts the browser still
 * holds) are added too; products this shop does not have are skipped. The body may be left out
 * (Fastify validates a missing body as null).
 */
export const WishlistBulkRequestSchema = z
  .object({ productIds: z.array(IdSchema).max(WISHLIST_MAX_ITEMS).optional() })
  .nullish();
export type WishlistBulkRequest = z.infer<typeof WishlistBulkRequestSchema>;
