import { z } from 'zod';

/**
 * A product as a cart or wishlist line names it (spec §3 `product.id`). The cart and wishlist issues
 * extend it with the card fields their pages show; the header and the hearts need only the id.
 */
export const ProductRefSchema = z.object({ id: z.number().int().positive() });
export type ProductRef = z.infer<typeof ProductRefSchema>;
