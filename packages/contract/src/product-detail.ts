import { z } from 'zod';
import { CardParameterSchema, CategoryRefSchema, ProductCardSchema, ProductSchema } from './product';

/** A store (operation unit that does not ship) holding pieces of a size: the shopper can buy there. */
export const SizeStoreStockSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  town: z.string(),
  stock: z.number().int(),
});
export type SizeStoreStock = z.infer<typeof SizeStoreStockSchema>;

export const ProductDetailSizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Pieces in the operation units that ship: can be ordered online. */
  online: z.number().int(),
  /** Stores with pieces of the size, in store order. */
  stores: z.array(SizeStoreStockSchema),
  /** Neither online nor in any store. */
  soldOut: z.boolean(),
});
export type ProductDetailSize = z.infer<typeof ProductDetailSizeSchema>;

export const ProductDetailSchema = z.object({
  product: ProductSchema,
  /** HTML from the catalog, sanitized by the api (an allow-list of prose): rendered as it is. */
  description: z.string(),
  sizes: z.array(ProductDetailSizeSchema),
  /** The main category's path from the top category down to it. */
  breadcrumbs: z.array(CategoryRefSchema),
  cardParameters: z.array(CardParameterSchema),
  /** Up to 8 on-sale products of the same main category, those in stock online first, as cards. */
  related: z.array(ProductCardSchema),
  /** For a retired product: up to 8 on-sale products of its category and kind, closest price first, as cards; else empty. */
  alternatives: z.array(ProductCardSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductDetailParamsSchema = z.object({
  urlTitle: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'urlTitle must be a urlTitle'),
});
export type ProductDetailParams = z.infer<typeof ProductDetailParamsSchema>;
