import { ProductDetailSchema } from '@stride/contract';
import { cache } from 'react';
import { apiGetOrNull } from './server-fetch';

/** Catalog reads are shared by every visitor of a storefront: reuse them for a minute. */
const CATALOG_SECONDS = 60;

/**
 * The product detail with this urlTitle in the storefront's language (retired ones too, so an old
 * link still shows the model and its alternatives), or null when there is none. The caller checks
 * the urlTitle's shape first: the api answers a malformed one with 400.
 */
export const getProductDetail = cache((urlTitle: string) =>
  apiGetOrNull(`/api/lib/v1/products/detail/${urlTitle}`, ProductDetailSchema, {
    revalidate: CATALOG_SECONDS,
    tags: ['products', `product:${urlTitle}`],
  }),
);
