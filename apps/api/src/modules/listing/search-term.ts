import type { Locale } from '@stride/contract';

/**
 * A search term as the queries use it, normalized the way the database normalizes names
 * (`stride_search_text`: lower case, accents removed), so "Futócipő", "futocipo" and "FUTOCIPO" are
 * one term. Pure: any input is safe, and what reaches SQL is only letters, digits and spaces, passed
 * as parameters.
 */
export type SearchTerm = {
  /** Lower case, without accents, runs of other characters as one space. */
  text: string;
  /** Its words (letters and digits), at most MAX_WORDS. */
  words: string[];
  /** The words run together: "gel kay" and "gel-kay" are "gelkay", found inside "gelkayano". */
  compact: string;
  /** A tsquery of every word as a prefix ("nike:* & peg:*"); empty without words. */
  prefixQuery: string;
};

/**
 * Words runners use for what the catalog names otherwise, per locale (normalized): a shopper who
 * types "bezecke topanky" means the shop's "bežecká obuv". Add to it when a query disappoints.
 * Maps, because the word is the shopper's: "constructor" must find no synonyms, not Object's.
 */
const SYNONYMS: Record<Locale, ReadonlyMap<string, readonly string[]>> = {
  sk: new Map([
    ['topanky', ['obuv']],
    ['tenisky', ['obuv']],
    ['botasky', ['obuv']],
    ['bezecke', ['bezecka']],
    ['panske', ['panska']],
    ['damske', ['damska']],
  ]),
  cz: new Map([
    ['obuv', ['boty']],
    ['tenisky', ['boty']],
    ['bezecka', ['bezecke']],
  ]),
  hu: new Map([
    ['cipok', ['cipo']],
    ['futocipok', ['futocipo']],
    ['cipot', ['cipo']],
  ]),
};

/** The catalog's words for a (normalized) word the shopper typed; none for most words. */
export function synonymsOf(locale: Locale, word: string): readonly string[] {
  return SYNONYMS[locale].get(word) ?? [];
}

/** More words than this add nothing a shopper typed on purpose, only cost. */
export const MAX_WORDS = 8;

/**
 * A text's words as the search compares them: lower case, accents removed, letters a–z and digits
 * only (other letters left after removing accents, like ø or ł, are dropped: they must never reach
 * SQL's prefix query, which has to parse whatever the shopper typed).
 */
export function searchWords(raw: string): string[] {
  return raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length > 0);
}

export function toSearchTerm(raw: string, locale?: Locale): SearchTerm {
  const words = searchWords(raw).slice(0, MAX_WORDS);
  return {
    text: words.join(' '),
    words,
    compact: words.join(''),
    prefixQuery: prefixQueryOf(words, (word) => (locale ? synonymsOf(locale, word) : [])),
  };
}

/**
 * The term's prefix query with each word's typo corrections (search_words) as alternatives, besides
 * the word itself: "nike pegasys" is "nike:* & (pegasys:* | pegasus:*)".
 */
export function correctedQuery(term: SearchTerm, corrections: ReadonlyMap<string, readonly string[]>): string {
  return prefixQueryOf(term.words, (word) => corrections.get(word) ?? []);
}

/** Every word as a prefix, with its alternatives (only letters a–z and digits, so always a valid tsquery). */
function prefixQueryOf(words: readonly string[], alternativesOf: (word: string) => readonly string[]): string {
  return words
    .map((word) => {
      const alternatives = [word, ...alternativesOf(word)];
      return alternatives.length === 1 ? `${word}:*` : `(${alternatives.map((w) => `${w}:*`).join(' | ')})`;
    })
    .join(' & ');
}

/** A LIKE pattern matching `value` literally (its % and _ escaped with backslashes). */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The word with each two neighbouring letters swapped (a transposition is one typo too). */
export function swapsOf(word: string): string[] {
  const swaps = new Set<string>();
  for (let at = 0; at + 1 < word.length; at++) {
    if (word[at] !== word[at + 1]) swaps.add(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
  }
  return [...swaps];
}
