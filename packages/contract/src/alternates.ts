import { z } from 'zod';
import { LocaleSchema } from './common';

/**
 * What has a page of its own in every shop, each with its own localized urlTitle: a product, a
 * category (its urlName), a blog article and a static page (a store's page too).
 */
export const ALTERNATE_KINDS = ['product', 'category', 'article', 'page'] as const;
export const AlternateKindSchema = z.enum(ALTERNATE_KINDS);
export type AlternateKind = z.infer<typeof AlternateKindSchema>;

/** GET /api/lib/v1/alternates/{kind}/{urlTitle}: the urlTitle is the one of the asking shop. */
export const AlternatesParamsSchema = z.object({
  kind: AlternateKindSchema,
  urlTitle: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'urlTitle must be a urlTitle'),
});
export type AlternatesParams = z.infer<typeof AlternatesParamsSchema>;

/** One shop's urlTitle of the same thing. */
export const AlternateSchema = z.object({ locale: LocaleSchema, urlTitle: z.string() });
export type Alternate = z.infer<typeof AlternateSchema>;

/**
 * The same product, category, article or page in every shop that shows it, the asking shop
 * included, in the shops' order (sk, cz, hu). A shop that does not sell the product, or has no copy
 * of the article, is left out: its page would be a 404.
 */
export const AlternatesSchema = z.object({ items: z.array(AlternateSchema) });
export type Alternates = z.infer<typeof AlternatesSchema>;
