import { PageDetailSchema, ShopStoreListSchema } from '@stride/contract';
import { cache } from 'react';
import { apiGet, apiGetOrNull } from './server-fetch';

/**
 * A static page of the storefront with its HTML content, or null when the shop has none by that
 * urlTitle. The caller checks the urlTitle's shape first: the api answers a malformed one with 400.
 */
export const getStaticPage = cache((urlTitle: string) =>
  apiGetOrNull(`/api/pages/page/${encodeURIComponent(urlTitle)}`, PageDetailSchema, {
    tags: ['pages', `page:${urlTitle}`],
  }),
);

/** Every store as this shop presents it (contact page and its map), cached like the catalog. */
export const getShopStores = cache(async () => {
  const list = await apiGet('/api/lib/v1/operation-units', ShopStoreListSchema, { tags: ['operation-units'] });
  return list.items;
});
