import { z } from 'zod';
import { ProductRefSchema } from './product-ref';

/**
 * A cart line (spec §3: id, count, product.id). The cart issue adds the size, the product's card
 * fields and the unit and line prices; what is here keeps its meaning.
 */
export const CartItemSchema = z.object({
  id: z.number().int().positive(),
  /** Pieces of this line. */
  count: z.number().int().positive(),
  product: ProductRefSchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** GET /api/lib/v1/cart: the visitor's whole cart. */
export const CartSchema = z.object({
  /**
   * Finds the cart again (spec §6); null until the visitor's first add creates a cart, so looking at
   * an empty cart never writes anything.
   */
  accessToken: z.string().nullable(),
  /** Pieces in the cart, the sum of the lines' counts: the header's cart badge. */
  count: z.number().int().nonnegative(),
  items: z.array(CartItemSchema),
});
export type Cart = z.infer<typeof CartSchema>;
