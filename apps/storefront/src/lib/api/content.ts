import { PageDetailSchema } from '@stride/contract';
import { cache } from 'react';
import { apiGetOrNull } from './server-fetch';

/**
 * A static page of the storefront with its HTML content, or null when the shop has none by that
 * urlTitle. The caller checks the urlTitle's shape first: the api answers a malformed one with 400.
 */
export const getStaticPage = cache((urlTitle: string) =>
  apiGetOrNull(`/api/pages/page/${encodeURIComponent(urlTitle)}`, PageDetailSchema, {
    tags: ['pages', `page:${urlTitle}`],
  }),
);
