import { z } from 'zod';
import { CategorySchema } from './category';
import { PageLinkSchema } from './common';
import { ShopStoreSchema } from './stores';
import { WebInstanceSchema } from './webinstance';

export const ReviewSchema = z.object({
  data: z.object({
    summary: z.string(),
    recommends: z.number().int(),
    total_rating: z.number(),
    source: z.string(),
    pros: z.string(),
  }),
  foreignKey: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** GET /api/pages/heureka: every review of the web instance; the storefront applies the display rule. */
export const ReviewsResponseSchema = z.object({ items: z.array(ReviewSchema) });
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;

export const FooterResponseSchema = z.object({
  webinstance: WebInstanceSchema,
  categories: z.array(CategorySchema),
  statics01: z.array(PageLinkSchema),
  statics02: z.array(PageLinkSchema),
});
export type FooterResponse = z.infer<typeof FooterResponseSchema>;

export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * GET /api/pages/page/{urlTitle}: a static page of the web instance with its HTML content, sanitized by the api; a store's
 * page (kind `store`) carries its store, every other page `store: null`.
 */
export const PageDetailSchema = PageLinkSchema.extend({ content: z.string(), store: ShopStoreSchema.nullable() });
export type PageDetail = z.infer<typeof PageDetailSchema>;

export const UrlTitleParamSchema = z.object({
  urlTitle: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'urlTitle must be a urlTitle'),
});
