import type { Locale } from '@stride/contract';
import { and, blogArticles, brands, type DatabaseHandle, desc, eq, photos, sql } from '@stride/db';
import { photoColumns, toPhoto } from '../../lib/photo';
import { likeLiteral, type SearchTerm } from './search-term';

/** How well a product's name matched: 0 name starts with the term, 1 every word (or the compact term) found, 2 similar only. */
export type ProductMatch = { id: number; name: string; tier: 0 | 1 | 2; rank: number; similarity: number };

/** More candidates than a suggestion shows: several products share a name (colourways), and stock reorders them. */
export const CANDIDATES = 300;

/**
 * Products whose name in the locale matches the term, best first, from the indexes of migration
 * 0004: the name starting with the term, every word as a prefix of a word of the name (full
 * text), the term's letters run together inside the name's ("gelkay" in "gel-kayano"), or a word of
 * the name like the term (pg_trgm word similarity ≥ 0.5: one typo in a word of five letters).
 */
export async function selectProductMatches(
  { db }: DatabaseHandle,
  locale: Locale,
  term: SearchTerm,
): Promise<ProductMatch[]> {
  if (term.words.length === 0) return [];
  const searchText = sql`stride_search_text(name)`;
  const document = sql`to_tsvector('simple', stride_search_text(name))`;
  const query = sql`to_tsquery('simple', ${term.prefixQuery})`;
  const namePrefix = sql`${searchText} like ${`${likeLiteral(term.text)}%`}`;
  const allWords = sql`${document} @@ ${query}`;
  const compactInside =
    term.compact.length >= 4
      ? sql`regexp_replace(${searchText}, '[^a-z0-9]+', '', 'g') like ${`%${term.compact}%`}`
      : sql`false`;
  const similar = term.text.length >= 4 ? sql`${term.text} <% ${searchText}` : sql`false`;
  const { rows } = await db.execute<{ id: number; name: string; tier: number; rank: number; similarity: number }>(sql`
    select product_id as id, name,
      case when ${namePrefix} then 0 when ${allWords} or ${compactInside} then 1 else 2 end as tier,
      ts_rank(${document}, ${query}) as rank,
      word_similarity(${term.text}, ${searchText}) as similarity
    from product_translations
    where locale = ${locale} and (${namePrefix} or ${allWords} or ${compactInside} or ${similar})
    order by tier, rank desc, similarity desc, product_id
    limit ${CANDIDATES}`);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    tier: Number(row.tier) as ProductMatch['tier'],
    rank: Number(row.rank),
    similarity: Number(row.similarity),
  }));
}

/** Blog articles of the web instance whose title holds every word (accents and case ignored), newest first. */
export async function selectBlogMatches(
  { db }: DatabaseHandle,
  webInstanceId: number,
  term: SearchTerm,
  limit: number,
) {
  if (term.words.length === 0) return [];
  const title = sql`stride_search_text(${blogArticles.title})`;
  const rows = await db
    .select({
      id: blogArticles.id,
      title: blogArticles.title,
      urlTitle: blogArticles.urlTitle,
      photo: photoColumns(),
    })
    .from(blogArticles)
    .leftJoin(photos, eq(photos.id, blogArticles.photoId))
    .where(
      and(
        eq(blogArticles.webInstanceId, webInstanceId),
        sql`${blogArticles.publishedAt} <= now()`,
        ...term.words.map((word) => sql`${title} like ${`%${word}%`}`),
      ),
    )
    .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, photo: toPhoto(row.photo) }));
}

/** Every brand, by name. */
export async function selectBrands({ db }: DatabaseHandle) {
  return db.select({ id: brands.id, name: brands.name, urlName: brands.urlName }).from(brands).orderBy(brands.name);
}
