import { ProductListResponseSchema, ProductSchema } from '@stride/contract';
import type { z } from 'zod';

/** The fields a product card shows; a listing answer without them breaks the contract. */
export const ProductCardSchema = ProductSchema.pick({
  id: true,
  name: true,
  urlTitle: true,
  photo: true,
  brand: true,
  finalPriceData: true,
  standardPriceData: true,
  lowestPrice30DaysData: true,
  discount: true,
  new: true,
  storeStatus: true,
  labels: true,
  favourite: true,
});
export type ProductCardData = z.infer<typeof ProductCardSchema>;

/** A listing answer whose every item is a full card. */
export const ProductCardListSchema = ProductListResponseSchema.extend({ items: ProductCardSchema.array() });
export type ProductCardList = z.infer<typeof ProductCardListSchema>;

/** The `fields` query that asks the api for a card's fields only, so it skips the lists a card never shows. */
export const PRODUCT_CARD_FIELDS = Object.keys(ProductCardSchema.shape).join(',');
