import {
  CategoryTreeResponseSchema,
  FooterResponseSchema,
  OperationUnitSchema,
  ProductListResponseSchema,
  ReviewsResponseSchema,
  WebInstanceSchema,
} from '@stride/contract';
import { HEADER_OPERATION_UNIT_ID } from '@stride/rules';
import { cache } from 'react';
import { PRODUCT_CARD_FIELDS, type ProductCardData, ProductCardListSchema } from './product-card-schema';
import { PRODUCT_SUMMARY_FIELDS, type ProductSummary, ProductSummarySchema } from './product-summary-schema';
import { apiGet, apiGetOrNull } from './server-fetch';

const ProductSummaryListSchema = ProductListResponseSchema.extend({ items: ProductSummarySchema.array() });

/** Catalog reads are shared by every visitor of a storefront: reuse them for a minute. */
const CATALOG_SECONDS = 60;

// `cache` shares one answer between the header, the footer and the page of the same request.

export const getWebInstance = cache(() =>
  apiGet('/api/lib/v1/webinstance', WebInstanceSchema, { revalidate: CATALOG_SECONDS, tags: ['webinstance'] }),
);

export const getCategoryTree = cache(async () => {
  const tree = await apiGet('/api/custom/categories?depth=2', CategoryTreeResponseSchema, {
    revalidate: CATALOG_SECONDS,
    tags: ['categories'],
  });
  return tree.items;
});

export const getFooter = cache(() =>
  apiGet('/api/pages/footer', FooterResponseSchema, { revalidate: CATALOG_SECONDS, tags: ['footer', 'pages'] }),
);

export const getReviews = cache(async () => {
  const reviews = await apiGet('/api/pages/heureka', ReviewsResponseSchema, {
    revalidate: CATALOG_SECONDS,
    tags: ['reviews'],
  });
  return reviews.items;
});

export const getOperationUnit = cache((id: number) =>
  apiGetOrNull(`/api/lib/v1/operation-units/${id}`, OperationUnitSchema, {
    revalidate: CATALOG_SECONDS,
    tags: ['operation-units', `operation-unit:${id}`],
  }),
);

/** The store whose phone hours the header and footer show (spec §9: id 4). */
export const getHeaderStore = () => getOperationUnit(HEADER_OPERATION_UNIT_ID);

/** The home page's top products, each with every field a product card shows. */
export const getTopProducts = cache(async (perPage: number): Promise<ProductCardData[]> => {
  const query = new URLSearchParams({ perPage: String(perPage), fields: PRODUCT_CARD_FIELDS });
  const list = await apiGet(`/api/lib/v1/products?${query}`, ProductCardListSchema, {
    revalidate: CATALOG_SECONDS,
    tags: ['products'],
  });
  return list.items;
});

/** One page of a category's products (its own and its children's), top product first. */
export const getCategoryProducts = cache(async (categoryUrlName: string, perPage: number) => {
  const query = new URLSearchParams({
    category: categoryUrlName,
    perPage: String(perPage),
    page: '1',
    fields: PRODUCT_CARD_FIELDS,
  });
  return apiGet(`/api/lib/v1/products?${query}`, ProductCardListSchema, {
    revalidate: CATALOG_SECONDS,
    tags: ['products', `category:${categoryUrlName}`],
  });
});

/**
 * The product with this urlTitle in the storefront's language (retired ones too, so an old link
 * still shows the model), or null when there is none. The caller checks the urlTitle's shape first:
 * the api answers a malformed one with 400.
 */
export const getProductByUrlTitle = cache(async (urlTitle: string): Promise<ProductSummary | null> => {
  const query = new URLSearchParams({ urlTitle, perPage: '1', fields: PRODUCT_SUMMARY_FIELDS });
  const list = await apiGet(`/api/lib/v1/products?${query}`, ProductSummaryListSchema, {
    revalidate: CATALOG_SECONDS,
    tags: ['products', `product:${urlTitle}`],
  });
  return list.items[0] ?? null;
});
