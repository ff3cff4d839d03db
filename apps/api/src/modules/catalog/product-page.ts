import type { Currency, Locale, ProductSort } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { FilterSelection } from '@stride/rules';
import { listingIndex } from '../listing/listing-indexes';
import { baseSet, pageOf, rankedPageOf } from '../listing/listing-query';
import { searchListing } from '../listing/product-matches';
import { narrowed, selectionSets } from '../listing/product-set';
import { selectPricedProductIds } from './queries';

/** What a page of products is: named products, or a listing (a category or everything) with filters. */
export type ProductPageRequest = {
  /** Exactly these products, in this order (retired ones included: a wishlist may hold them). */
  productIds?: readonly number[];
  /** The product with this urlTitle in the locale. */
  urlTitle?: string;
  /** A listing of products in any of these categories; every listable product without it. */
  categoryIds?: readonly number[];
  /** A search's raw term: its matches only; with the recommended sort, best match first. */
  search?: string;
  selection?: FilterSelection;
  sort: ProductSort;
  limit: number;
  offset: number;
};

/**
 * One page of product ids and the total. Named products keep the caller's order; a listing takes
 * the web instance's listable products from its listing index, filtered and in the chosen order.
 */
export async function findProductPage(
  database: DatabaseHandle,
  ctx: { webInstanceId: number; locale: Locale; currency: Currency },
  request: ProductPageRequest,
): Promise<{ ids: number[]; total: number }> {
  const { offset, limit } = request;
  if (request.productIds) {
    // At most 100 ids: find which exist, then keep the caller's order.
    const found = new Set(
      await selectPricedProductIds(database.db, ctx.webInstanceId, { productIds: request.productIds }),
    );
    const ordered = request.productIds.filter((id) => found.has(id));
    return { ids: ordered.slice(offset, offset + limit), total: ordered.length };
  }
  if (request.urlTitle !== undefined) {
    const lookup = { urlTitle: request.urlTitle, locale: ctx.locale };
    const ids = await selectPricedProductIds(database.db, ctx.webInstanceId, lookup);
    return { ids: ids.slice(offset, offset + limit), total: ids.length };
  }
  const index = await listingIndex(database, ctx);
  const search =
    request.search === undefined ? undefined : await searchListing(database, index, ctx.locale, request.search);
  const base = baseSet(index, { categoryIds: request.categoryIds, matches: search?.set });
  const set = request.selection ? narrowed(base, selectionSets(index, request.selection, ctx.currency)) : base;
  // A search's own order is relevance: "recommended" there means the best match first.
  const ids =
    search && request.sort === 'recommended'
      ? rankedPageOf(index, search.ranked, set, offset, limit)
      : pageOf(index, set, request.sort, offset, limit);
  return { ids, total: set.count() };
}
