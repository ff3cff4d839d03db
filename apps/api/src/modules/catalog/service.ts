import type { Category, Product, ProductListQuery, ProductListResponse } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { LOWEST_PRICE_DAYS, type ReservedFilter } from '@stride/rules';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { resolveFilterParam } from '../filters/resolve-param';
import { GenerationCache } from '../listing-index/generation-cache';
import { listingIndex } from '../listing-index/listing-indexes';
import { categoryCatalog } from './category-catalog';
import { findProductPage } from './product-page';
import { loadProductRows } from './product-queries';
import { productReference } from './product-reference';
import { productView, project } from './product-view';

/**
 * The category tree in the web instance's language: top categories with `depth - 1` levels below.
 * Shared between requests (read from the category catalog): callers must not change it.
 */
export async function getCategoryTree(
  database: DatabaseHandle,
  ctx: RequestContext,
  depth: number,
): Promise<Category[]> {
  return (await categoryCatalog(database)).tree(ctx.locale, depth);
}

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

/**
 * GET /products: `productIds` (in their order), `category` (with its subcategories) or `urlTitle`
 * select; without them the recommended products. `param` filters (unknown values are ignored, an
 * unknown filter is a 404), `sort` orders (recommended: top product first). `fields` projects.
 */
export async function listProducts(
  database: DatabaseHandle,
  ctx: RequestContext,
  query: ProductListQuery,
  disabledFilters: readonly ReservedFilter[] = [],
): Promise<ProductListResponse> {
  let categoryIds: number[] | undefined;
  if (query.category !== undefined) {
    categoryIds = (await categoryCatalog(database)).family(ctx.locale, query.category);
    if (!categoryIds) throw new NotFoundError('category_not_found', { value: query.category }, 'category');
  }
  const selection =
    query.param === undefined
      ? undefined
      : (await resolveFilterParam(database, ctx, disabledFilters, query.param)).selection;
  const { ids, total } = await findProductPage(database, ctx, {
    selection,
    sort: query.sort,
    productIds: query.productIds ? [...new Set(query.productIds)] : undefined,
    categoryIds,
    search: query.search,
    urlTitle: query.urlTitle,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const products = await loadProducts(database, ctx, ids, query.fields);
  return {
    items: products.map((product) => project(product, query.fields)),
    page: query.page,
    perPage: query.perPage,
    total,
  };
}
