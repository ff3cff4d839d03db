import type { Locale } from '@stride/contract';
import { and, blogArticles, brands, type DatabaseHandle, desc, eq, or, photos, searchNames, sql } from '@stride/db';
import { photoColumns, toPhoto } from '../../lib/photo';
import { likeLiteral, type SearchTerm } from './search-term';

/** How well a name matched: 0 it starts with the term, 1 every word (or the compact term) found, 2 similar only. */
export type NameMatch = { name: string; tier: 0 | 1 | 2 };

/**
 * Names ranked, enough for a results page (pages of one name's colourways); the search box shows
 * the first few that have a product listable in the shop.
 */
export const MATCHED_NAMES = 500;

/**
 * Product names of the locale matching the term, best first, from search_names and its indexes
 * (migrations 0004, 0006): the name starting with the term, every word as a prefix of a word of
 * the name (full text), the term's letters run together inside the name's ("gelkay" in
 * "gel-kayano"), or a word of the name like the term (pg_trgm word similarity ≥ 0.5: one typo in a
 * word of five letters). Within a tier: full-text rank, then similarity.
 */
export async function selectNameMatches(
  { db }: DatabaseHandle,
  locale: Locale,
  term: SearchTerm,
): Promise<NameMatch[]> {
  if (term.words.length === 0) return [];
  const searchText = searchNames.searchText;
  const document = searchNames.document;
  const query = sql`to_tsquery('simple', ${term.prefixQuery})`;
  const namePrefix = sql`${searchText} like ${`${likeLiteral(term.text)}%`}`;
  const allWords = sql`${document} @@ ${query}`;
  const compactInside = term.compact.length >= 4 ? sql`${searchNames.compact} like ${`%${term.compact}%`}` : sql`false`;
  const similar = term.text.length >= 4 ? sql`${term.text} <% ${searchText}` : sql`false`;
  const tier = sql<number>`case when ${namePrefix} then 0 when ${allWords} or ${compactInside} then 1 else 2 end`;
  const rows = await db
    .select({ name: searchNames.name, tier })
    .from(searchNames)
    .where(and(eq(searchNames.locale, locale), or(namePrefix, allWords, compactInside, similar)))
    .orderBy(
      tier,
      sql`ts_rank(${document}, ${query}) desc`,
      sql`word_similarity(${term.text}, ${searchText}) desc`,
      searchNames.name,
    )
    .limit(MATCHED_NAMES);
  return rows.map((row) => ({ name: row.name, tier: Number(row.tier) as NameMatch['tier'] }));
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
