import { ShoeFinderResponseSchema, ShoeFinderSizesResponseSchema } from '@stride/contract';
import type { ShoeFinderAnswers } from '@stride/rules/browser';
import { cache } from 'react';
import { apiGet } from './server-fetch';

/** The shoes for the quiz's answers, ranked, with why each fits and the listing of such shoes. */
export const getShoeFinderResult = cache(async (answers: ShoeFinderAnswers) => {
  const query = new URLSearchParams(answers);
  return apiGet(`/api/lib/v1/shoe-finder?${query}`, ShoeFinderResponseSchema, { tags: ['products', 'shoe-finder'] });
});

/** The EU sizes some shoe is in stock in: the quiz's last question's choices. */
export const getShoeFinderSizes = cache(async () => {
  const answer = await apiGet('/api/lib/v1/shoe-finder/sizes', ShoeFinderSizesResponseSchema, {
    tags: ['products', 'shoe-finder'],
  });
  return answer.sizes;
});
