import {
  PRODUCT_CARD_FIELDS,
  type ProductCard,
  type ShoeFinderQuery,
  type ShoeFinderResponse,
  type ShoeFinderSizesResponse,
} from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { printFilterPath, type ReservedFilter, rankShoes, type ShoeParameters } from '@stride/rules';
import type { RequestContext } from '../../context';
import { Bitset } from '../listing/bitset';
import { filterReference } from '../listing/filter-reference';
import { GenerationCache } from '../listing/generation-cache';
import type { ListingIndex } from '../listing/listing-index';
import { listingIndex } from '../listing/listing-indexes';
import { baseSet } from '../listing/listing-query';
import { categoryCatalog } from '../product-views/category-catalog';
import { loadProducts } from '../product-views/load-products';
import { project } from '../product-views/product-view';
import { type ShoeReference, shoeParametersAt, shoeReference } from './shoe-reference';

/** How many shoes the result shows: a screenful to choose from, not a listing. */
export const SHOE_FINDER_LIMIT = 12;
/**
 * How many of the best-ranked products are read as cards to fill the result: colourways of one
 * model score alike, and the result shows each model once (its best-placed colourway).
 */
const CARDS_READ = SHOE_FINDER_LIMIT * 5;

/** The shoes of an index: the products with a support type (only shoes have one), per generation. */
const shoeSets = new GenerationCache<Bitset>(10);

function shoesOf(index: ListingIndex, reference: ShoeReference): Bitset {
  const known = shoeSets.get(index, 'shoes');
  if (known) return known;
  const shoes = new Bitset(index.size);
  const supportId = reference.parameterIds.support;
  const support = supportId === undefined ? undefined : index.filters.get(supportId);
  for (const value of support?.values ?? []) shoes.orInPlace(value.members);
  shoeSets.set(index, 'shoes', shoes);
  return shoes;
}

/** The shoes in stock online in the size (the size filter's meaning, decision 6). */
function shoesInSize(index: ListingIndex, reference: ShoeReference, size: string): Bitset {
  const inSize = index.filters.get('size')?.byValue.get(size)?.members;
  return inSize ? shoesOf(index, reference).and(inSize) : new Bitset(index.size);
}

/** Answers of the current catalog generation per answers given: every visitor asking so gets the same. */
const answers = new GenerationCache<ShoeFinderResponse>(2_000);

/**
 * GET /shoe-finder: the shoes in stock in the size, ranked by how well they fit the answers
 * (`scoreShoe`), each model once, at most SHOE_FINDER_LIMIT; and the category listing with the
 * filter path of such shoes.
 */
export async function findShoes(
  database: DatabaseHandle,
  ctx: RequestContext,
  query: ShoeFinderQuery,
  disabled: readonly ReservedFilter[],
): Promise<ShoeFinderResponse> {
  const [index, reference] = await Promise.all([listingIndex(database, ctx), shoeReference(database, ctx.locale)]);
  const key = `${JSON.stringify(query)}|${disabled.join(',')}`;
  const known = answers.get(index, key);
  if (known) return known;

  const candidates = shoesInSize(index, reference, query.size);
  const shoes: { position: number; parameters: ShoeParameters }[] = [];
  // In the listing's recommended order, which the ranking keeps between equal scores.
  for (const position of index.orders.recommended) {
    if (!candidates.has(position)) continue;
    const parameters = shoeParametersAt(index, reference, position);
    if (parameters) shoes.push({ position, parameters });
  }
  const ranked = rankShoes(query, shoes).slice(0, CARDS_READ);
  const ids = ranked.map((shoe) => index.productIds[shoe.position] ?? 0);
  // By id: a product the views cannot read (gone since the index was built) is left out, not shifted.
  const cards = new Map((await loadProducts(database, ctx, ids, PRODUCT_CARD_FIELDS)).map((card) => [card.id, card]));
  const seenNames = new Set<string>();
  const items: ShoeFinderResponse['items'] = [];
  ranked.forEach((shoe, at) => {
    const card = cards.get(ids[at] ?? 0);
    if (!card || seenNames.has(card.name) || items.length === SHOE_FINDER_LIMIT) return;
    seenNames.add(card.name);
    items.push({
      product: project(card, PRODUCT_CARD_FIELDS) as ProductCard,
      score: shoe.score,
      reasons: shoe.reasons,
    });
  });
  const best = ranked[0];
  const answer: ShoeFinderResponse = {
    items,
    listing: best ? await listingOf(database, ctx, index, reference, query, disabled, best.position) : null,
  };
  answers.set(index, key, answer);
  return answer;
}

/**
 * The category listing of such shoes: the top category holding the best shoe (the running shoes),
 * filtered to the support type the foot asks for, the surface (unless mixed) and the size, printed
 * by the filter codec so the link is the listing's canonical path.
 */
async function listingOf(
  database: DatabaseHandle,
  ctx: RequestContext,
  index: ListingIndex,
  reference: ShoeReference,
  query: ShoeFinderQuery,
  disabled: readonly ReservedFilter[],
  bestPosition: number,
): Promise<ShoeFinderResponse['listing']> {
  const [catalog, filters] = await Promise.all([
    categoryCatalog(database),
    filterReference(database, ctx.locale, disabled),
  ]);
  const category = catalog.tree(ctx.locale, 1).find((top) => {
    const family = catalog.family(ctx.locale, top.urlName);
    return family !== undefined && baseSet(index, { categoryIds: family }).has(bestPosition);
  });
  if (!category) return null;
  const filterable = new Set(filters.parameters.map((parameter) => parameter.id));
  const parameters: { id: number; values: string[] }[] = [];
  const add = (parameter: 'support' | 'surface', code: string) => {
    const id = reference.parameterIds[parameter];
    const slug = reference.slugOfCode[parameter].get(code);
    if (id !== undefined && slug !== undefined && filterable.has(id)) parameters.push({ id, values: [slug] });
  };
  add('support', query.foot === 'pronation' ? 'stability' : 'neutral');
  if (query.surface !== 'mixed') add('surface', query.surface);
  const reserved = filters.catalogue.reserved.includes('size') ? { size: [query.size] } : {};
  const param = printFilterPath({ price: null, reserved, parameters }, ctx.locale, filters.catalogue).join('/');
  return { category: { id: category.id, name: category.name, urlName: category.urlName }, param };
}

/** GET /shoe-finder/sizes: the sizes some shoe is in stock in online, in the size filter's order. */
export async function shoeSizes(database: DatabaseHandle, ctx: RequestContext): Promise<ShoeFinderSizesResponse> {
  const [index, reference] = await Promise.all([listingIndex(database, ctx), shoeReference(database, ctx.locale)]);
  const shoes = shoesOf(index, reference);
  const sizes = (index.filters.get('size')?.values ?? [])
    .filter((value) => value.members.countAnd(shoes) > 0)
    .sort((a, b) => a.rank - b.rank)
    .map((value) => ({ value: value.value, name: value.name }));
  return { sizes };
}
