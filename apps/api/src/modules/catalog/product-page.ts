import type { DatabaseHandle } from '@stride/db';
import { perDatabase, TtlCache } from '../../lib/ttl-cache';
import { countProducts, type ProductPageFilter, selectExistingProductIds, selectProductPageIds } from './queries';

/**
 * How long a listing's total is reused. Counting visits every matching product (tens of thousands
 * in a big category), while the answer is the same for every visitor and moves only when products
 * are retired, priced or recategorized. A few seconds keep it as fresh as a price must be, yet under
 * load the count runs once per listing and process every few seconds instead of once per request.
 */
export const LISTING_TOTAL_TTL_MS = 5_000;

const totals = perDatabase(() => new TtlCache<string, number>(LISTING_TOTAL_TTL_MS));

/** Listings that many visitors share (a category, the recommended products) have their totals reused. */
function sharedTotalKey(filter: ProductPageFilter): string | undefined {
  if (filter.productIds || filter.urlTitle !== undefined) return undefined;
  if (filter.filters && filter.filterKey === undefined) return undefined;
  return `${filter.webInstanceId}|${filter.categoryIds?.join(',') ?? '*'}|${filter.filterKey ?? ''}`;
}

/**
 * One page of product ids and the total: the filters select, the order is the chosen one (recommended
 * by default), or the given order of productIds. Only products priced in the web instance exist for it.
 */
export async function findProductPage(
  database: DatabaseHandle,
  filter: ProductPageFilter,
): Promise<{ ids: number[]; total: number }> {
  if (filter.productIds) {
    // At most 100 ids: find which exist, then keep the caller's order.
    const found = new Set(await selectExistingProductIds(database, filter));
    const ordered = filter.productIds.filter((id) => found.has(id));
    return { ids: ordered.slice(filter.offset, filter.offset + filter.limit), total: ordered.length };
  }
  const ids = await selectProductPageIds(database, filter);
  // A page that ends the listing tells the total by itself; only a full page or one past the end needs a count.
  const endsListing = ids.length < filter.limit && (ids.length > 0 || filter.offset === 0);
  if (endsListing) return { ids, total: filter.offset + ids.length };
  const key = sharedTotalKey(filter);
  const total =
    key === undefined
      ? await countProducts(database, filter)
      : await totals(database).get(key, () => countProducts(database, filter));
  return { ids, total };
}
