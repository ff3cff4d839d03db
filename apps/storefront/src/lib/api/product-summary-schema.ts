import { ProductSchema } from '@stride/contract';
import type { z } from 'zod';
import { ProductCardSchema } from './product-card-schema';

/** What the product route shows until the product detail issue: a card's fields and the categories. */
export const ProductSummarySchema = ProductCardSchema.extend({ categories: ProductSchema.shape.categories });
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** The `fields` query that asks the api for exactly these. */
export const PRODUCT_SUMMARY_FIELDS = Object.keys(ProductSummarySchema.shape).join(',');
