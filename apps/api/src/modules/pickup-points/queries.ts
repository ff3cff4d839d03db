import { and, asc, type Executor, eq, foldText, type LocaleCode, pickupPoints, type SQL, sql } from '@stride/db';

/** The most words of a search that count: a town, a postal code and a street are a handful. */
const MAX_WORDS = 6;

/**
 * A search as the points' search text is written (`pickupSearchText`): lower case, accents dropped,
 * a postal code typed with its space ("811 01") as one word ("81101"), punctuation as spaces.
 */
export type PickupSearch = { text: string; words: string[] };

export function toPickupSearch(raw: string): PickupSearch {
  const folded = foldText(raw).replace(/(^|\D)(\d{3}) (\d{2})(?!\d)/g, '$1$2$3');
  const words = folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS);
  return { text: words.join(' '), words };
}

const columns = {
  id: pickupPoints.id,
  name: pickupPoints.name,
  place: pickupPoints.place,
  street: pickupPoints.street,
  city: pickupPoints.city,
  zip: pickupPoints.zip,
  openingHours: pickupPoints.openingHours,
};
export type PickupPointRecord = {
  id: number;
  name: string;
  place: string;
  street: string;
  city: string;
  zip: string;
  openingHours: Partial<Record<string, string>>;
};

/**
 * Town, then name (a box's "Z-BOX " prefix aside, so boxes stand among the shops of their street),
 * folded and compared byte by byte: the same order on PGlite and PostgreSQL whatever their collation.
 */
const byTownAndName = [
  sql`stride_search_text(${pickupPoints.city}) COLLATE "C"`,
  sql`regexp_replace(stride_search_text(${pickupPoints.name}), '^z-box ', '') COLLATE "C"`,
  asc(pickupPoints.id),
];

/**
 * Active points of a country matching every word of the search (anywhere in the search text), best
 * first: the exact postal code or town, then a town or postal code the search begins, then the
 * search as a phrase at a word's start (a street, a district), then the rest; each by town and name.
 * An empty search lists the points of the towns with the most points first.
 */
export async function searchPickupPoints(
  db: Executor,
  country: LocaleCode,
  search: PickupSearch,
  limit: number,
): Promise<PickupPointRecord[]> {
  const zip = sql`replace(${pickupPoints.zip}, ' ', '')`;
  const conditions: SQL[] = [eq(pickupPoints.country, country), eq(pickupPoints.active, true)];
  for (const word of search.words) conditions.push(sql`strpos(${pickupPoints.searchText}, ${word}::text) > 0`);
  const text = sql`${search.text}::text`;
  const rank =
    search.words.length === 0
      ? sql`count(*) OVER (PARTITION BY ${pickupPoints.city}) DESC`
      : sql`CASE
          WHEN ${zip} = ${text} OR starts_with(${pickupPoints.searchText}, ${text} || ' ' || ${zip}) THEN 0
          WHEN starts_with(${pickupPoints.searchText}, ${text}) OR starts_with(${zip}, ${text}) THEN 1
          WHEN strpos(${pickupPoints.searchText}, ' ' || ${text}) > 0 THEN 2
          ELSE 3 END`;
  return db
    .select(columns)
    .from(pickupPoints)
    .where(and(...conditions))
    .orderBy(rank, ...byTownAndName)
    .limit(limit);
}

/** An active point of a country by its Packeta id; undefined for another country's or an unknown one. */
export async function findActivePickupPoint(
  db: Executor,
  country: LocaleCode,
  id: number,
): Promise<PickupPointRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(pickupPoints)
    .where(and(eq(pickupPoints.id, id), eq(pickupPoints.country, country), eq(pickupPoints.active, true)));
  return row;
}
