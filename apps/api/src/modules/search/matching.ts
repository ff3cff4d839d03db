import type { Locale } from '@stride/contract';
import { type SearchTerm, searchWords, synonymsOf } from '../listing/search-term';

/**
 * Whether a name (a category's, a brand's) answers the term: every word the shopper typed, or a
 * synonym of it, begins a word of the name. 0 when the name begins with the whole term (best), 1
 * when every word matched, undefined when not.
 */
export function nameMatch(name: string, term: SearchTerm, locale: Locale): 0 | 1 | undefined {
  if (term.words.length === 0) return undefined;
  const nameWords = searchWords(name);
  if (nameWords.join(' ').startsWith(term.text) || nameWords.join('').startsWith(term.compact)) return 0;
  const everyWord = term.words.every((word) =>
    [word, ...synonymsOf(locale, word)].some((alternative) =>
      nameWords.some((nameWord) => nameWord.startsWith(alternative)),
    ),
  );
  return everyWord ? 1 : undefined;
}

/**
 * Brands the term names: a word of the term begins the brand's name ("nike pegasus" names Nike),
 * or the term run together begins it ("newbal" names New Balance).
 */
export function brandMatch(name: string, term: SearchTerm): boolean {
  if (term.words.length === 0) return false;
  const brandWords = searchWords(name);
  const compact = brandWords.join('');
  if (compact.startsWith(term.compact) || term.compact.startsWith(compact)) return true;
  return term.words.some((word) => word.length >= 2 && brandWords[0]?.startsWith(word) === true);
}
