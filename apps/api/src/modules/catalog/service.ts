import type { Category, Product, ProductListQuery, ProductListResponse } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { LOWEST_PRICE_DAYS } from '@stride/rules';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import {
  loadCardParameters,
  loadGalleries,
  loadLabels,
  loadLowestPrices,
  loadProductBases,
  loadProductCategories,
  loadSizes,
} from './product-queries';
import { type ProductLookups, productView, project } from './product-view';
import { findCategoryFamily, findProductPage, listCategories } from './queries';

/** The category tree in the web instance's language: top categories with `depth - 1` levels below. */
export async function getCategoryTree(db: DatabaseHandle, ctx: RequestContext, depth: number): Promise<Category[]> {
  const rows = await listCategories(db, ctx.locale);
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const siblings = children.get(row.parentId);
    if (siblings) siblings.push(row);
    else children.set(row.parentId, [row]);
  }
  const build = (parentId: number | null, level: number): Category[] =>
    (children.get(parentId) ?? []).map((row) => ({
      id: row.id,
      name: row.name,
      urlName: row.urlName,
      externalUrl: row.externalUrl,
      mainPhoto: row.mainPhoto,
      children: level < depth ? build(row.id, level + 1) : [],
    }));
  return build(null, 1);
}

/** Which lookups a set of fields needs; no fields means the whole product. */
function needs(fields: readonly (keyof Product)[] | undefined, ...wanted: (keyof Product)[]): boolean {
  return !fields || wanted.some((field) => fields.includes(field));
}

/** Loads the products of a page in the order of `ids`, with one query per lookup the fields need. */
export async function loadProducts(
  db: DatabaseHandle,
  ctx: RequestContext,
  ids: number[],
  fields?: readonly (keyof Product)[],
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const none = Promise.resolve(undefined);
  const [bases, lowestPrices, categories, galleries, labels, cardParameters, sizes] = await Promise.all([
    loadProductBases(db, ids, ctx.webInstanceId, ctx.locale),
    needs(fields, 'lowestPrice30DaysData') ? loadLowestPrices(db, ids, ctx.webInstanceId, LOWEST_PRICE_DAYS) : none,
    needs(fields, 'categories') ? loadProductCategories(db, ids, ctx.locale) : none,
    needs(fields, 'gallery') ? loadGalleries(db, ids) : none,
    needs(fields, 'labels') ? loadLabels(db, ids, ctx.locale) : none,
    needs(fields, 'cardParameters') ? loadCardParameters(db, ids, ctx.locale) : none,
    needs(fields, 'sizes', 'storeStatus', 'productHooks') ? loadSizes(db, ids) : none,
  ]);
  const lookups: ProductLookups = { lowestPrices, categories, galleries, labels, cardParameters, sizes };
  return ids.flatMap((id) => {
    const base = bases.get(id);
    return base ? [productView(base, lookups, ctx)] : [];
  });
}

/**
 * GET /products: `productIds` (in their order), `category` (with its subcategories, top product
 * first) or `urlTitle` select; without them the recommended products. `fields` projects.
 */
export async function listProducts(
  db: DatabaseHandle,
  ctx: RequestContext,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  let categoryIds: number[] | undefined;
  if (query.category !== undefined) {
    categoryIds = await findCategoryFamily(db, ctx.locale, query.category);
    if (!categoryIds) throw new NotFoundError('category_not_found', { value: query.category }, 'category');
  }
  const { ids, total } = await findProductPage(db, {
    webInstanceId: ctx.webInstanceId,
    locale: ctx.locale,
    productIds: query.productIds ? [...new Set(query.productIds)] : undefined,
    categoryIds,
    urlTitle: query.urlTitle,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const products = await loadProducts(db, ctx, ids, query.fields);
  return {
    items: products.map((product) => project(product, query.fields)),
    page: query.page,
    perPage: query.perPage,
    total,
  };
}
