import {
  CategoryTreeResponseSchema,
  FooterResponseSchema,
  OperationUnitSchema,
  ReviewsResponseSchema,
  WebInstanceSchema,
} from '@stride/contract';
import { HEADER_OPERATION_UNIT_ID } from '@stride/rules';
import { cache } from 'react';
import { PRODUCT_CARD_FIELDS, type ProductCardData, ProductCardListSchema } from './product-card-schema';
import { apiGet, apiGetOrNull } from './server-fetch';

// `cache` shares one answer between the header, the footer and the page of the same request.

export const getWebInstance = cache(() =>
  apiGet('/api/lib/v1/webinstance', WebInstanceSchema, { tags: ['webinstance'] }),
);

export const getCategoryTree = cache(async () => {
  const tree = await apiGet('/api/custom/categories?depth=2', CategoryTreeResponseSchema, {
    tags: ['categories'],
  });
  return tree.items;
});

export const getFooter = cache(() => apiGet('/api/pages/footer', FooterResponseSchema, { tags: ['footer', 'pages'] }));

export const getReviews = cache(async () => {
  const reviews = await apiGet('/api/pages/heureka', ReviewsResponseSchema, {
    tags: ['reviews'],
  });
  return reviews.items;
});

export const getOperationUnit = cache((id: number) =>
  apiGetOrNull(`/api/lib/v1/operation-units/${id}`, OperationUnitSchema, {
    tags: ['operation-units', `operation-unit:${id}`],
  }),
);

/** The store whose phone hours the header and footer show (spec §9: id 4). */
export const getHeaderStore = () => getOperationUnit(HEADER_OPERATION_UNIT_ID);

/** The home page's top products, each with every field a product card shows. */
export const getTopProducts = cache(async (perPage: number): Promise<ProductCardData[]> => {
  const query = new URLSearchParams({ perPage: String(perPage), fields: PRODUCT_CARD_FIELDS });
  const list = await apiGet(`/api/lib/v1/products?${query}`, ProductCardListSchema, {
    tags: ['products'],
  });
  return list.items;
});
