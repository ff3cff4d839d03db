import { z } from 'zod';
import { PhotoSchema } from './common';
import { BrandSchema, ProductCardSchema } from './product';
import { ListingSearchSchema, SuggestTermSchema } from './search-term';

/** GET /autosuggest?search=: any text, trimmed and cut; missing is empty. */
export const AutosuggestQuerySchema = z.object({ search: SuggestTermSchema });
export type AutosuggestQuery = z.infer<typeof AutosuggestQuerySchema>;

/** A category as a suggestion links to its listing, or out when it has an externalUrl. */
export const SuggestedCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  urlName: z.string(),
  externalUrl: z.string().nullable(),
});

export const SuggestedBlogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  urlTitle: z.string(),
  photo: PhotoSchema.nullable(),
});

/**
 * A product suggestion: what the box shows in its two columns (photo, name, price with the VAT
 * rule): a card without its labels, badges, Omnibus line and heart.
 */
export const SuggestedProductSchema = ProductCardSchema.omit({
  lowestPrice30DaysData: true,
  discount: true,
  new: true,
  labels: true,
  favourite: true,
});

/**
 * The autosuggest answer (spec §7): blogs, products, brands, matchedBrands, categories,
 * matchedCategories. `brands` and `categories` are every one of the shop (the box shows the matched
 * ones first, or all when none matched); the matched lists are in relevance order.
 */
export const AutosuggestResponseSchema = z.object({
  blogs: z.array(SuggestedBlogSchema),
  products: z.array(SuggestedProductSchema),
  brands: z.array(BrandSchema),
  matchedBrands: z.array(BrandSchema),
  categories: z.array(SuggestedCategorySchema),
  matchedCategories: z.array(SuggestedCategorySchema),
});
export type AutosuggestResponse = z.infer<typeof AutosuggestResponseSchema>;

/** GET /search/close-terms?search=: what a results page without results offers instead. */
export const CloseTermsQuerySchema = z.object({ search: ListingSearchSchema });
export type CloseTermsQuery = z.infer<typeof CloseTermsQuerySchema>;

/** Terms like the one searched (a typo corrected word by word), each finding products; best first. */
export const CloseTermsResponseSchema = z.object({ terms: z.array(z.string()) });
export type CloseTermsResponse = z.infer<typeof CloseTermsResponseSchema>;
