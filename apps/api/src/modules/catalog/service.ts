import type { Category, ProductListQuery, ProductListResponse } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { ReservedFilter } from '@stride/rules';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { resolveFilterParam } from '../listing/resolve-param';
import { categoryCatalog } from '../product-views/category-catalog';
import { loadProducts } from '../product-views/load-products';
import { project } from '../product-views/product-view';
import { findProductPage } from './product-page';

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
