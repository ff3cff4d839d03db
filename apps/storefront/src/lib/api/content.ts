import { PageDetailSchema } from '@stride/contract';
import { cache } from 'react';
import { apiGetOrNull } from './server-fetch';

/** Static pages change rarely and are the same for every visitor of a storefront. */
const PAGE_SECONDS = 300;

/**
 * A static page of the storefront with its HTML content, or null when the shop has none by that
 * urlTitle. The caller checks the urlTitle's shape first: the api answers a malformed one with 400.
 */
export const getStaticPage = cache((urlTitle: string) =>
  apiGetOrNull(`/api/pages/page/${encodeURIComponent(urlTitle)}`, PageDetailSchema, {
    revalidate: PAGE_SECONDS,
    tags: ['pages', `page:${urlTitle}`],
  }),
);
