import { ProductSchema } from '@stride/contract';
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
});
export type ProductCardData = z.infer<typeof ProductCardSchema>;
