import type { Product } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { LOWEST_PRICE_DAYS } from '@stride/rules';
import type { RequestContext } from '../../context';
import { GenerationCache } from '../listing/generation-cache';
import { listingIndex } from '../listing/listing-indexes';
import { categoryCatalog } from './category-catalog';
import { loadProductRows } from './product-queries';
import { productReference } from './product-reference';
import { productView } from './product-view';

/** Which lookups a set of fields needs; no fields means the whole product. */
function needs(fields: readonly (keyof Product)[] | undefined, ...wanted: (keyof Product)[]): boolean {
  return !fields || wanted.some((field) => fields.includes(field));
}

/**
 * Product views (cards, and the product of a product page) of the current catalog generation: a
 * card is exactly as fresh as the listing showing it. Orders never read prices or stock from here.
 */
const productViews = new GenerationCache<Product>(20_000);

/**
 * The products of `ids`, in that order: views of the current catalog generation are reused; the
 * rest are read in one query computing only what the fields need.
 */
export async function loadProducts(
  database: DatabaseHandle,
  ctx: RequestContext,
  ids: number[],
  fields?: readonly (keyof Product)[],
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [categories, reference, index] = await Promise.all([
    categoryCatalog(database),
    productReference(database),
    listingIndex(database, ctx),
  ]);
  const lookups = {
    // The discount badge is computed against the Omnibus prior price too, so it needs the lookup.
    priorPriceDays: needs(fields, 'lowestPrice30DaysData', 'discount') ? LOWEST_PRICE_DAYS : undefined,
    categories: needs(fields, 'categories'),
    gallery: needs(fields, 'gallery'),
    labels: needs(fields, 'labels'),
    cardParameters: needs(fields, 'cardParameters'),
    sizes: needs(fields, 'sizes', 'storeStatus', 'productHooks'),
  };
  const variant = JSON.stringify(lookups);
  const missing = [...new Set(ids.filter((id) => !productViews.get(index, `${variant}|${id}`)))];
  if (missing.length > 0) {
    const rows = await loadProductRows(database.db, missing, ctx.webInstanceId, ctx.locale, {
      ...lookups,
      sizes: lookups.sizes && { onlineUnitIds: reference.onlineUnitIds },
    });
    for (const row of rows)
      productViews.set(index, `${variant}|${row.id}`, productView(row, { categories, reference }, ctx));
  }
  return ids.flatMap((id) => productViews.get(index, `${variant}|${id}`) ?? []);
}
