import { z } from 'zod';
import { CategorySchema } from './category';
import { PageLinkSchema } from './common';
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

export const OpeningHoursSchema = z.object({
  /** ISO weekday 1 (Monday) … 7 (Sunday). */
  day: z.number().int().min(1).max(7),
  /** HH:mm, null when closed that day. */
  from: z.string().nullable(),
  to: z.string().nullable(),
});

export const OperationUnitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** HTML, sanitized by the api: rendered as it is. */
  description: z.string(),
  street: z.string(),
  zip: z.string(),
  town: z.object({ name: z.string() }),
  district: z.object({ name: z.string() }),
  phone: z.string(),
  email: z.string(),
  /** Seven entries Monday … Sunday: the first is the weekday hours, the sixth Saturday (spec §3). */
  openingHours: z.array(OpeningHoursSchema),
  parameters: z.array(z.object({ hash: z.string(), value: z.string() })),
});
export type OperationUnit = z.infer<typeof OperationUnitSchema>;

export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/pages/page/{urlTitle}: a static page of the web instance with its HTML content, sanitized by the api. */
export const PageDetailSchema = PageLinkSchema.extend({ content: z.string() });
export type PageDetail = z.infer<typeof PageDetailSchema>;

export const UrlTitleParamSchema = z.object({
  urlTitle: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'urlTitle must be a urlTitle'),
});
