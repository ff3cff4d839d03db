import { z } from 'zod';

/** The longest search term kept; a longer one is cut, never refused (any term is safe, issue 4). */
export const SEARCH_TERM_MAX_LENGTH = 500;

const trimmedAndCut = (value: string) => value.trim().slice(0, SEARCH_TERM_MAX_LENGTH);

/** The autosuggest's term: any text, trimmed and cut to SEARCH_TERM_MAX_LENGTH; missing is empty. */
export const SuggestTermSchema = z
  .string()
  .optional()
  .transform((value) => trimmedAndCut(value ?? ''));

/**
 * A listing's search term (/filters, /products: the results page): trimmed and cut the same way;
 * a blank one is refused, since a results page is always for something typed.
 */
export const ListingSearchSchema = z.string().transform(trimmedAndCut).pipe(z.string().min(1));
