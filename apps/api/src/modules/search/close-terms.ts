import type { CloseTermsQuery, CloseTermsResponse } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { RequestContext } from '../../context';
import { listingIndex } from '../listing/listing-indexes';
import { matchProducts } from '../listing/product-matches';
import { toSearchTerm } from '../listing/search-term';
import { selectCloseWords } from './queries';

/** A results page offers at most this many other terms. */
export const CLOSE_TERMS = 3;

/**
 * GET /search/close-terms: for a term that found nothing, the same term with each word replaced by
 * the word of a product name most like it, then by the second most like it, and so on; only terms
 * that find products, never the typed one itself.
 */
export async function getCloseTerms(
  database: DatabaseHandle,
  ctx: RequestContext,
  query: CloseTermsQuery,
): Promise<CloseTermsResponse> {
  const term = toSearchTerm(query.search, ctx.locale);
  const closeWords = await selectCloseWords(database.db, ctx.locale, term.words, CLOSE_TERMS);
  const candidates = new Map<string, string[]>();
  for (const { typed, word } of closeWords) candidates.set(typed, [...(candidates.get(typed) ?? []), word]);

  const index = await listingIndex(database, ctx);
  const terms: string[] = [];
  for (let place = 0; place < CLOSE_TERMS; place++) {
    // A word without a close one stays as typed; one with fewer candidates keeps its last.
    const words = term.words.map((typed) => {
      const close = candidates.get(typed);
      return close?.[Math.min(place, close.length - 1)] ?? typed;
    });
    const text = words.join(' ');
    if (terms.includes(text) || toSearchTerm(text, ctx.locale).text === term.text) continue;
    const matches = await matchProducts(database, index, ctx.locale, toSearchTerm(text, ctx.locale));
    if (matches.listing.ranked.length > 0) terms.push(text);
  }
  return { terms };
}
