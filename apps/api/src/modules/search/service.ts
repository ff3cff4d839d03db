import {
  type AutosuggestQuery,
  type AutosuggestResponse,
  type Category,
  type Product,
  SuggestedProductSchema,
} from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { EMPTY_SEARCH_PRODUCTS, SUGGEST_MAX_BLOGS, SUGGEST_MAX_CATEGORIES } from '@stride/rules';
import type { RequestContext } from '../../context';
import { REFERENCE_DATA_TTL_MS, referenceDataCache } from '../../lib/ttl-cache';
import { searchBlogArticles } from '../blog/service';
import { GenerationCache } from '../listing/generation-cache';
import type { ListingIndex } from '../listing/listing-index';
import { listingIndex } from '../listing/listing-indexes';
import { matchProducts } from '../listing/product-matches';
import { type SearchTerm, toSearchTerm } from '../listing/search-term';
import { categoryCatalog } from '../product-views/category-catalog';
import { loadProducts } from '../product-views/load-products';
import { brandMatch, nameMatch } from './matching';
import { selectBrands } from './queries';

/** Two columns of five. */
export const SUGGESTED_PRODUCTS = 10;

/** What a suggestion shows, read from its schema so the two cannot drift apart. */
const PRODUCT_FIELDS = Object.keys(SuggestedProductSchema.shape) as (keyof Product)[];

/**
 * Brands are reference data (decision 4): read once per REFERENCE_DATA_TTL_MS, not on every
 * keystroke, and made unique by urlName there (spec §2), once for every answer.
 */
const brandLists = referenceDataCache<'all', Awaited<ReturnType<typeof selectBrands>>>(1);
const brandsOf = (database: DatabaseHandle) =>
  brandLists(database).get('all', async () => {
    const brands = await selectBrands(database.db);
    return brands.filter((brand, i) => brands.findIndex((other) => other.urlName === brand.urlName) === i);
  });

/** The first EMPTY_SEARCH_PRODUCTS products of the recommended order that are in stock online. */
function recommendedInStock(index: ListingIndex): Int32Array {
  const online = index.filters.get('availability')?.byValue.get('online')?.members;
  const positions: number[] = [];
  for (const position of index.orders.recommended) {
    if (online?.has(position)) positions.push(position);
    if (positions.length === EMPTY_SEARCH_PRODUCTS) break;
  }
  return Int32Array.from(positions);
}

function flatten(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.children)]);
}

const suggested = ({ id, name, urlName, externalUrl }: Category) => ({ id, name, urlName, externalUrl });

/**
 * GET /autosuggest: what the search box shows for a term. Products: listable in the web instance,
 * ranked name prefix → every word → similar, in stock online before not, one per name (colourways
 * share one); an empty term gets the first recommended products in stock.
 */
export async function getAutosuggest(
  database: DatabaseHandle,
  ctx: RequestContext,
  query: AutosuggestQuery,
): Promise<AutosuggestResponse> {
  const term = toSearchTerm(query.search, ctx.locale);
  const index = await listingIndex(database, ctx);
  const known = answers.get(index, term.text);
  if (known && Date.now() - known.at < REFERENCE_DATA_TTL_MS) return known.answer;
  const answer = await suggest(database, ctx, index, term);
  answers.set(index, term.text, { at: Date.now(), answer });
  return answer;
}

/**
 * Whole answers per (normalized) term: shoppers type the same terms, and every keystroke's answer
 * would otherwise read the blog articles again. Kept while the catalog generation lasts (products,
 * categories) and at most REFERENCE_DATA_TTL_MS (blog articles and brands are read that often).
 */
const answers = new GenerationCache<{ at: number; answer: AutosuggestResponse }>(5_000);

async function suggest(
  database: DatabaseHandle,
  ctx: RequestContext,
  index: ListingIndex,
  term: SearchTerm,
): Promise<AutosuggestResponse> {
  const [catalog, brands, matches, blogs] = await Promise.all([
    categoryCatalog(database),
    brandsOf(database),
    matchProducts(database, index, ctx.locale, term),
    searchBlogArticles(database, ctx, term, SUGGEST_MAX_BLOGS),
  ]);
  const positions = term.words.length === 0 ? recommendedInStock(index) : matches.perName;
  const limit = term.words.length === 0 ? EMPTY_SEARCH_PRODUCTS : SUGGESTED_PRODUCTS;
  const productIds = Array.from(positions.subarray(0, limit), (position) => index.productIds[position] ?? 0);
  const products = await loadProducts(database, ctx, productIds, PRODUCT_FIELDS);

  const categories = flatten(catalog.tree(ctx.locale, 2));
  const matchedCategories = categories
    .map((category) => ({ category, match: nameMatch(category.name, term, ctx.locale) }))
    .filter((entry) => entry.match !== undefined)
    .sort((a, b) => (a.match ?? 1) - (b.match ?? 1))
    .map((entry) => suggested(entry.category))
    .slice(0, SUGGEST_MAX_CATEGORIES);

  return {
    blogs,
    // Views loaded with PRODUCT_FIELDS; the response schema keeps only a suggestion's fields.
    products,
    brands,
    matchedBrands: brands.filter((brand) => brandMatch(brand.name, term)),
    categories: catalog.tree(ctx.locale, 1).slice(0, SUGGEST_MAX_CATEGORIES).map(suggested),
    matchedCategories,
  };
}
