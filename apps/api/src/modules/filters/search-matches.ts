import type { Locale } from '@stride/contract';
import { and, type DatabaseHandle, eq, productTranslations, sql } from '@stride/db';
import { likeLiteral } from '../search/search-term';

/**
 * Ids of the products whose name in the locale contains the term, accents and case ignored: the
 * listing a `search` narrows (until the search issue brings ranking and typo tolerance).
 */
export async function selectProductIdsByName({ db }: DatabaseHandle, locale: Locale, term: string): Promise<number[]> {
  const pattern = `%${likeLiteral(term)}%`;
  const rows = await db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .where(
      and(
        eq(productTranslations.locale, locale),
        sql`unaccent(${productTranslations.name}) ilike unaccent(${pattern})`,
      ),
    );
  return rows.map((row) => row.id);
}
