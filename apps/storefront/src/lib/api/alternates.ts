import { type AlternateKind, AlternatesSchema } from '@stride/contract';
import { cache } from 'react';
import { apiGetOrNull } from './server-fetch';

/**
 * Each shop's urlTitle of the product, category, article or page this shop shows under `urlTitle`
 * (hreflang), or an empty list when the api knows none. Cached like the catalog: the answer is the
 * same for every visitor.
 */
export const getAlternates = cache(async (kind: AlternateKind, urlTitle: string) => {
  const answer = await apiGetOrNull(`/api/lib/v1/alternates/${kind}/${urlTitle}`, AlternatesSchema, {
    tags: [`alternates:${kind}:${urlTitle}`],
  });
  return answer?.items ?? [];
});
