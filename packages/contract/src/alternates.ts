import { z } from 'zod';
import { LocaleSchema } from './common';
import { FilterParamSchema } from './filter-param';

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

/**
 * `?param=`: a category listing's filter path in the asking shop's language, as `/filters` and
 * `/products` take it (`vyrobca/nike`, `povrch/teren`). Only kind `category` takes it, and only an
 * indexable listing with one filter and one value has counterparts (decision 24); empty or absent is
 * the plain listing. Here only the characters of a filter path (slugs, `,` between values, `/`
 * between segments) and its length are checked; its names and values are the api's (400, 404).
 */
export const AlternatesQuerySchema = z.object({
  param: FilterParamSchema.regex(/^[a-z0-9.,/-]*$/, 'param must be a filter path').optional(),
});
export type AlternatesQuery = z.infer<typeof AlternatesQuerySchema>;

/**
 * One shop's urlTitle of the same thing. `filters` is the canonical filter path of a filtered
 * category listing in that shop's language (names and values are localized: `vyrobca/nike` is
 * `gyarto/nike` in Hungary, `povrch/teren` is `felulet/terep`); always present, '' for every other
 * answer (a product, an article, a page, a plain category listing).
 */
export const AlternateSchema = z.object({ locale: LocaleSchema, urlTitle: z.string(), filters: z.string() });
export type Alternate = z.infer<typeof AlternateSchema>;

/**
 * The same product, category, article or page in every shop that shows it, the asking shop
 * included, in the shops' order (sk, cz, hu). A shop that does not sell the product, or has no copy
 * of the article, is left out: its page would be a 404. For a filtered category listing, a shop
 * whose listable products lack the value is left out too: its page would redirect to the plain
 * listing.
 */
export const AlternatesSchema = z.object({ items: z.array(AlternateSchema) });
export type Alternates = z.infer<typeof AlternatesSchema>;
