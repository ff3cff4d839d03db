import type { Locale } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { Bitset } from './bitset';
import { GenerationCache } from './generation-cache';
import type { ListingIndex } from './listing-index';
import { type NameMatch, selectCorrectedNames, selectExactNames, selectTypoCorrections } from './name-queries';
import { type SearchTerm, toSearchTerm } from './search-term';

/** A search's listable products in one web instance, best match first (positions of its listing index). */
export interface ProductMatches {
  /**
   * One product per matched name (colourways share a name): its product in stock online first, then
   * recommended. Every tier: the search box shows the names a typo correction finds after the exact ones.
   */
  perName: Int32Array;
  /**
   * What a results page lists, in relevance order: every product of the exactly matched names, or
   * of the typo-corrected ones when nothing matched exactly, so a typo's neighbours do not dilute the counts.
   */
  listing: { ranked: Int32Array; set: Bitset };
}

/**
 * One search's matches per catalog generation: the autosuggest, the results page's filters and its
 * products all ask for the same term, and shoppers type the same terms, so the name query and the
 * ranking run once per term until the catalog changes.
 */
const matchesByTerm = new GenerationCache<ProductMatches>(5_000);

/** The products the term finds in the index's web instance (whose locale is `locale`). */
export async function matchProducts(
  database: DatabaseHandle,
  index: ListingIndex,
  locale: Locale,
  term: SearchTerm,
): Promise<ProductMatches> {
  const known = matchesByTerm.get(index, term.text);
  if (known) return known;
  const [exact, corrections] = await Promise.all([
    selectExactNames(database.db, locale, term),
    selectTypoCorrections(database.db, locale, term),
  ]);
  const corrected = await selectCorrectedNames(database.db, locale, term, corrections);
  const matches = rankMatches(index, [...exact, ...corrected]);
  matchesByTerm.set(index, term.text, matches);
  return matches;
}

/**
 * Ranks the names the database matched by what the shop can list: names without a listable product
 * drop out; within a tier, names with a product in stock online come first, otherwise the
 * database's order (full-text rank) stands.
 */
function rankMatches(index: ListingIndex, nameMatches: readonly NameMatch[]): ProductMatches {
  const online = index.filters.get('availability')?.byValue.get('online')?.members;
  const names = nameMatches.flatMap(({ name, tier }) => {
    const positions = index.names.get(name);
    const best = positions?.[0];
    return positions && best !== undefined ? [{ tier, positions, inStock: online?.has(best) === true }] : [];
  });
  names.sort((a, b) => a.tier - b.tier || Number(b.inStock) - Number(a.inStock));
  const exact = names.filter((name) => name.tier < 2);
  const listed = exact.length > 0 ? exact : names;

  const ranked = new Int32Array(listed.reduce((total, name) => total + name.positions.length, 0));
  const set = new Bitset(index.size);
  let next = 0;
  for (const { positions } of listed) {
    ranked.set(positions, next);
    next += positions.length;
    for (const position of positions) set.add(position);
  }
  return { perName: Int32Array.from(names, (name) => name.positions[0] ?? 0), listing: { ranked, set } };
}

/** What a results page lists for the shopper's raw term (a listing's `search`). */
export async function searchListing(
  database: DatabaseHandle,
  index: ListingIndex,
  locale: Locale,
  raw: string,
): Promise<ProductMatches['listing']> {
  return (await matchProducts(database, index, locale, toSearchTerm(raw, locale))).listing;
}
