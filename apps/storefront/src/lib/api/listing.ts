import { CloseTermsResponseSchema, FiltersResponseSchema, ProductSchema, type ProductSort } from '@stride/contract';
import { cache } from 'react';
import type { z } from 'zod';
import { PRODUCT_CARD_FIELDS, ProductCardListSchema, ProductCardSchema } from './product-card-schema';
import { ApiError, apiGet, apiGetOrNull } from './server-fetch';

/** A listing's card also lists the sizes, so the grid can show which are in stock. */
const ListingCardSchema = ProductCardSchema.extend({ sizes: ProductSchema.shape.sizes });
export type ListingCardData = z.infer<typeof ListingCardSchema>;
const ListingCardListSchema = ProductCardListSchema.extend({ items: ListingCardSchema.array() });
const LISTING_CARD_FIELDS = `${PRODUCT_CARD_FIELDS},sizes`;

/**
 * A listing's filters (a category's by id, or a search's) for a filter path, or null when the path
 * names an unknown filter (404) or breaks the syntax (400): both are a page that does not exist.
 */
export const getListingFilters = cache(async (by: 'id' | 'search', value: string, param: string) => {
  // Plain arguments, not an object: `cache` matches arguments by identity.
  const query = new URLSearchParams({ [by]: value, param });
  try {
    return await apiGetOrNull(`/api/lib/v1/filters?${query}`, FiltersResponseSchema, {
      tags: ['products', 'filters'],
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return null;
    throw error;
  }
});

/** One page of a listing's products (a category's or a search's), filtered (canonical path) and sorted, as cards. */
export const getListingProducts = cache(
  async (by: 'category' | 'search', value: string, param: string, sort: ProductSort, page: number, perPage: number) => {
    const query = new URLSearchParams({
      [by]: value,
      sort,
      page: String(page),
      perPage: String(perPage),
      fields: LISTING_CARD_FIELDS,
    });
    if (param !== '') query.set('param', param);
    return apiGet(`/api/lib/v1/products?${query}`, ListingCardListSchema, {
      tags: ['products', by === 'category' ? `category:${value}` : 'search'],
    });
  },
);

/** The category's top product (the first of the recommended order), or null for an empty category. */
export const getCategoryTopProduct = cache(async (category: string) => {
  const query = new URLSearchParams({ category, perPage: '1', page: '1', fields: PRODUCT_CARD_FIELDS });
  const list = await apiGet(`/api/lib/v1/products?${query}`, ProductCardListSchema, {
    tags: ['products', `category:${category}`],
  });
  return list.items[0] ?? null;
});

/** Terms close to one that found nothing, each finding products (GET /search/close-terms). */
export const getCloseTerms = cache(async (term: string) => {
  const query = new URLSearchParams({ search: term });
  const answer = await apiGet(`/api/lib/v1/search/close-terms?${query}`, CloseTermsResponseSchema, {
    tags: ['products', 'search'],
  });
  return answer.terms;
});
