import { z } from 'zod';
import { PhotoSchema, PriceDataSchema } from './common';
import { FilterParamSchema, ProductSortSchema } from './filter-param';
import { ListingSearchSchema } from './search-term';

export const BrandSchema = z.object({ id: z.number().int(), name: z.string(), urlName: z.string() });
export type Brand = z.infer<typeof BrandSchema>;

export const CategoryRefSchema = z.object({ id: z.number().int(), name: z.string(), urlName: z.string() });

/** on_sale: can be bought; not_on_sale: shown but not sold now; retired: model discontinued. */
export const ProductStatusSchema = z.enum(['on_sale', 'not_on_sale', 'retired']);
/** in_stock: some size online; in_store_only: only in operation units; sold_out: nowhere. */
export const StoreStatusSchema = z.enum(['in_stock', 'in_store_only', 'sold_out']);
/** piece: sold by sizes (shoes, apparel); no_piece: one variant (nutrition, electronics). */
export const ProductKindSchema = z.enum(['shoes', 'apparel', 'nutrition', 'electronics']);

export const ProductLabelSchema = z.object({ code: z.string(), name: z.string(), color: z.string() });
export const CardParameterSchema = z.object({ name: z.string(), value: z.string() });
export const ProductSizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Pieces available online (sum over operation units that ship). */
  stock: z.number().int(),
});

export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  urlTitle: z.string(),
  storeStatus: StoreStatusSchema,
  finalPriceData: PriceDataSchema,
  standardPriceData: PriceDataSchema,
  /** Lowest final price of the last 30 days (EU Omnibus), null without a price history. */
  lowestPrice30DaysData: PriceDataSchema.nullable(),
  photo: PhotoSchema,
  status: ProductStatusSchema,
  /** Discount percent, 0 when the final price is not lower than the standard price. */
  discount: z.number().int(),
  new: z.boolean(),
  favourite: z.boolean(),
  kind: ProductKindSchema,
  labels: z.array(ProductLabelSchema),
  productHooks: z.array(z.string()),
  brand: BrandSchema,
  categories: z.array(CategoryRefSchema),
  gallery: z.array(PhotoSchema),
  cardParameters: z.array(CardParameterSchema),
  sizes: z.array(ProductSizeSchema),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * What a product card shows (listings, a product's related products and alternatives, popular
 * products): the product reduced to these fields. Answers made of cards are typed by it, so they
 * promise no gallery, categories or parameters they do not carry.
 */
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
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** The fields of a card, as a listing's `fields` asks for them. */
export const PRODUCT_CARD_FIELDS = Object.keys(ProductCardSchema.shape) as (keyof ProductCard)[];

export const PRODUCT_FIELDS = Object.keys(ProductSchema.shape) as (keyof Product)[];
export const ProductFieldSchema = z.enum(PRODUCT_FIELDS as [keyof Product, ...(keyof Product)[]]);

/** A product reduced to the `fields` asked for; id is always there. */
export const ProductProjectionSchema = ProductSchema.partial().required({ id: true });
export type ProductProjection = z.infer<typeof ProductProjectionSchema>;

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'productIds must be a comma-separated list of numbers')
  .transform((s) => s.split(',').map(Number))
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(100));

const fieldList = z
  .string()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(ProductFieldSchema).min(1));

export const ProductListQuerySchema = z.object({
  productIds: idList.optional(),
  fields: fieldList.optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(24),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** A category urlName; its products and those of its children, top product first. */
  category: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'category must be a urlName')
    .optional(),
  /** A product urlTitle in the web instance's locale: the product detail's lookup (retired ones included). */
  urlTitle: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'urlTitle must be a urlTitle')
    .optional(),
  /** A search term: the products it matches (the results page); with the default sort, best match first. */
  search: ListingSearchSchema.optional(),
  /** The order of a listing; recommended (top product first) by default. */
  sort: ProductSortSchema.default('recommended'),
  /** A filter path (spec §2 "Filters"), e.g. `vyrobca/nike,asics/velkost/42`; see FiltersQuerySchema. */
  param: FilterParamSchema.optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListResponseSchema = z.object({
  items: z.array(ProductProjectionSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;
