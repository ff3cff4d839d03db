import {
  PRODUCT_CARD_FIELDS as CARD_FIELDS,
  type ProductCard,
  ProductCardSchema,
  ProductListResponseSchema,
} from '@stride/contract';
import type { z } from 'zod';

/** The contract's card: the fields a product card shows; a listing answer without them breaks the contract. */
export { ProductCardSchema };
export type ProductCardData = ProductCard;

/** A listing answer whose every item is a full card. */
export const ProductCardListSchema = ProductListResponseSchema.extend({ items: ProductCardSchema.array() });
export type ProductCardList = z.infer<typeof ProductCardListSchema>;

/** The `fields` query that asks the api for a card's fields only, so it skips the lists a card never shows. */
export const PRODUCT_CARD_FIELDS = CARD_FIELDS.join(',');
