import { type AlternateKind, AlternatesSchema } from '@stride/contract';
import { cache } from 'react';
import { ApiError, apiGetOrNull } from './server-fetch';

/**
 * Each shop's urlTitle of the product, category, article or page this shop shows under `urlTitle`
 * (hreflang); for a category with `param` (an indexable filter path), each shop's same filtered
 * listing with its filter path. An empty list when the api knows none (404) or cannot answer: hreflang
 * links are a hint to search engines, and the page is whole without them. Cached like the catalog:
 * the answer is the same for every visitor.
 */
export const getAlternates = cache(async (kind: AlternateKind, urlTitle: string, param = '') => {
  const query = param === '' ? '' : `?${new URLSearchParams({ param })}`;
  try {
    const answer = await apiGetOrNull(`/api/lib/v1/alternates/${kind}/${urlTitle}${query}`, AlternatesSchema, {
      tags: [`alternates:${kind}:${urlTitle}`],
    });
    return answer?.items ?? [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`hreflang left out: ${error.message}`);
    return [];
  }
});
