import { ProductDetailSchema } from '@stride/contract';
import { cache } from 'react';
import { apiGetOrNull } from './server-fetch';

/**
 * The product detail with this urlTitle in the storefront's language (retired ones too, so an old
 * link still shows the model and its alternatives), or null when there is none. The caller checks
 * the urlTitle's shape first: the api answers a malformed one with 400.
 */
export const getProductDetail = cache((urlTitle: string) =>
  apiGetOrNull(`/api/lib/v1/products/detail/${urlTitle}`, ProductDetailSchema, {
    tags: ['products', `product:${urlTitle}`],
  }),
);
