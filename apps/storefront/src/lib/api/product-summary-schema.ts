import { ProductSchema } from '@stride/contract';
import type { z } from 'zod';

/** What the product route shows until the product detail issue: identity, photo, price, availability. */
export const ProductSummarySchema = ProductSchema.pick({
  id: true,
  name: true,
  urlTitle: true,
  photo: true,
  brand: true,
  finalPriceData: true,
  standardPriceData: true,
  discount: true,
  new: true,
  storeStatus: true,
  status: true,
  categories: true,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** The `fields` query that asks the api for exactly these. */
export const PRODUCT_SUMMARY_FIELDS = Object.keys(ProductSummarySchema.shape).join(',');
