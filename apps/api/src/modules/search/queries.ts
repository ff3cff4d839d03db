import type { Locale } from '@stride/contract';
import { brands, type Executor, searchNames, sql } from '@stride/db';

/** Words of the locale's product names like one typed: pg_trgm similarity of the unaccented forms. */
export const CLOSE_WORD_SIMILARITY = 0.3;

/**
 * Per typed word, the words of the locale's product names most like it (as the names write them,
 * lower case, accents kept), best first, at most `perWord` each. The vocabulary is the names split
 * at white space; it is read only for a results page that found nothing.
 */
export async function selectCloseWords(
  db: Executor,
  locale: Locale,
  words: readonly string[],
  perWord: number,
): Promise<{ typed: string; word: string }[]> {
  if (words.length === 0) return [];
  const typed = sql.join(
    words.map((word) => sql`(${word})`),
    sql`, `,
  );
  const { rows } = await db.execute<{ typed: string; word: string }>(sql`
    with vocabulary as (
      select distinct lower(token) as word, stride_search_text(token) as plain
        from ${searchNames}, regexp_split_to_table(${searchNames.name}, '\\s+') as token
       where ${searchNames.locale} = ${locale} and length(token) >= 3
    ), ranked as (
      select t.typed, v.word, row_number() over (
               partition by t.typed order by similarity(v.plain, t.typed) desc, v.word) as place
        from (values ${typed}) as t(typed) join vocabulary v on similarity(v.plain, t.typed) >= ${CLOSE_WORD_SIMILARITY}
    )
    select typed, word from ranked where place <= ${perWord} order by typed, place`);
  return rows;
}

/** Every brand, by name. */
export async function selectBrands(db: Executor) {
  return db.select({ id: brands.id, name: brands.name, urlName: brands.urlName }).from(brands).orderBy(brands.name);
}
