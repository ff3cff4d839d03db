import { z } from 'zod';
import { ProductRefSchema } from './product-ref';

/** A wishlist line (spec §3: id and product.id); its id is what DELETE …/wishlist/items/{id} takes. */
export const WishlistItemSchema = z.object({
  id: z.number().int().positive(),
  product: ProductRefSchema,
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** GET /api/lib/v1/wishlist and /api/lib/v2/wishlist: the visitor's wishlist. */
export const WishlistSchema = z.object({
  /** Lines on the wishlist: the header's heart badge. */
  count: z.number().int().nonnegative(),
  items: z.array(WishlistItemSchema),
  /** The items' product ids, so a product card can fill its heart without walking the items. */
  productIds: z.array(z.number().int().positive()),
});
export type Wishlist = z.infer<typeof WishlistSchema>;
