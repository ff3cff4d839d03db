import type { Locale } from '@stride/contract';
import { and, type Executor, eq, or, searchNames, searchWords, sql } from '@stride/db';
import { correctedQuery, likeLiteral, type SearchTerm, swapsOf } from './search-term';

/** How well a name matched: 0 it starts with the term, 1 every word (or the compact term) found, 2 only with a typo corrected. */
export type NameMatch = { name: string; tier: 0 | 1 | 2 };

/**
 * Names ranked, enough for a results page (pages of one name's colourways); the search box shows
 * the first few that have a product listable in the shop.
 */
export const MATCHED_NAMES = 500;

/**
 * Product names of the locale the term matches exactly, best first, from search_names and its
 * indexes (migrations 0004–0007): tier 0, the name starts with the term; tier 1, every word (or a
 * synonym) begins a word of the name (full text), or the term's letters run together are inside the
 * name's ("gelkay" in "gel-kayano"). Within a tier by full-text rank.
 */
export async function selectExactNames(db: Executor, locale: Locale, term: SearchTerm): Promise<NameMatch[]> {
  if (term.words.length === 0) return [];
  const { namePrefix, allWords, compactInside, query } = exactConditions(term);
  const tier = sql<number>`case when ${namePrefix} then 0 else 1 end`;
  const rows = await db
    .select({ name: searchNames.name, tier })
    .from(searchNames)
    .where(and(eq(searchNames.locale, locale), or(namePrefix, allWords, compactInside)))
    .orderBy(tier, sql`ts_rank(${searchNames.document}, ${query}) desc`, searchNames.name)
    .limit(MATCHED_NAMES);
  return rows.map((row) => ({ name: row.name, tier: Number(row.tier) === 0 ? 0 : 1 }));
}

/** Spec: one typo is forgiven in a word of this many letters or more. */
export const TYPO_MIN_LENGTH = 5;
/** No word of a product name is longer; levenshtein refuses words over 255 characters anyway. */
const TYPO_MAX_LENGTH = 40;

/**
 * Per typed word of TYPO_MIN_LENGTH letters or more, the words of the locale's product names one
 * typo away, from search_words (0008, a few hundred short words per locale): one letter added,
 * left out or changed (levenshtein ≤ 1), or two neighbours swapped ("pegsaus"). Most alike first
 * (pg_trgm similarity), then the most used.
 */
export async function selectTypoCorrections(
  db: Executor,
  locale: Locale,
  term: SearchTerm,
): Promise<Map<string, string[]>> {
  const typed = [
    ...new Set(term.words.filter((word) => word.length >= TYPO_MIN_LENGTH && word.length <= TYPO_MAX_LENGTH)),
  ];
  const corrections = new Map<string, string[]>();
  if (typed.length === 0) return corrections;
  const pairs = typed.flatMap((word) => [[word, word], ...swapsOf(word).map((swapped) => [word, swapped])]);
  const { rows } = await db.execute<{ typed: string; word: string }>(sql`
    select t.typed, w.word from (values ${sql.join(
      pairs.map(([word, candidate]) => sql`(${word}::text, ${candidate}::text)`),
      sql`, `,
    )}) as t(typed, candidate)
    join ${searchWords} w on w.locale = ${locale} and (
      (t.candidate = t.typed and levenshtein_less_equal(w.word, t.typed, 1) = 1)
      or (t.candidate <> t.typed and w.word = t.candidate))
    order by similarity(w.word, t.typed) desc, w.names desc, w.word`);
  for (const row of rows) corrections.set(row.typed, [...(corrections.get(row.typed) ?? []), row.word]);
  return corrections;
}

/**
 * Names of the locale the term matches once its typos are corrected (tier 2): every word, or one
 * of its corrections, begins a word of the name. Only names the exact tiers did not match; by
 * full-text rank.
 */
export async function selectCorrectedNames(
  db: Executor,
  locale: Locale,
  term: SearchTerm,
  corrections: ReadonlyMap<string, readonly string[]>,
): Promise<NameMatch[]> {
  if (corrections.size === 0) return [];
  const { namePrefix, allWords, compactInside } = exactConditions(term);
  const corrected = sql`to_tsquery('simple', ${correctedQuery(term, corrections)})`;
  const rows = await db
    .select({ name: searchNames.name })
    .from(searchNames)
    .where(
      and(
        eq(searchNames.locale, locale),
        sql`${searchNames.document} @@ ${corrected}`,
        sql`not (${or(namePrefix, allWords, compactInside)})`,
      ),
    )
    .orderBy(sql`ts_rank(${searchNames.document}, ${corrected}) desc`, searchNames.name)
    .limit(MATCHED_NAMES);
  return rows.map((row) => ({ name: row.name, tier: 2 }));
}

function exactConditions(term: SearchTerm) {
  const query = sql`to_tsquery('simple', ${term.prefixQuery})`;
  return {
    query,
    namePrefix: sql`${searchNames.searchText} like ${`${likeLiteral(term.text)}%`}`,
    allWords: sql`${searchNames.document} @@ ${query}`,
    compactInside: term.compact.length >= 4 ? sql`${searchNames.compact} like ${`%${term.compact}%`}` : sql`false`,
  };
}
