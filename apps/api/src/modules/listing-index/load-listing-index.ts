import type { Locale } from '@stride/contract';
import { type DatabaseHandle, ne, prices, productCategories, products, sql } from '@stride/db';
import { RESERVED_FILTERS, type ValueFilter } from '@stride/rules';
import { pricedIn } from '../catalog/queries';
import { filterReference } from '../filters/filter-reference';
import { type FilterId, valueSource } from '../filters/filter-sources';
import { buildListingIndex, type ListingIndex, type ProductValueRow } from './listing-index';

const VALUE_FILTERS = RESERVED_FILTERS.filter((filter): filter is ValueFilter => filter !== 'price');

/**
 * Reads a web instance's listable products (priced there, not retired), their categories and the
 * values of every filter, and builds its listing index. Each filter's values come from its one
 * definition in filter-sources.ts, so the index means exactly what the filter says.
 */
export async function loadListingIndex(
  database: DatabaseHandle,
  webInstanceId: number,
  locale: Locale,
): Promise<ListingIndex> {
  const { db } = database;
  // Every filter is indexed; which ones a request may use is the configuration's business.
  const reference = await filterReference(database, locale, []);
  const listable = ne(products.status, 'retired');
  const filterIds: FilterId[] = [...VALUE_FILTERS, ...reference.parameters.map((parameter) => parameter.id)];

  const loadValues = async (id: FilterId): Promise<[FilterId, ProductValueRow[]]> => {
    const rows = await db
      .select({
        productId: products.id,
        value: sql<string>`product_value.value`,
        name: sql<string>`product_value.name`,
      })
      .from(products)
      .innerJoin(prices, pricedIn(webInstanceId))
      .crossJoinLateral(sql`(${valueSource(id, locale, reference)}) as product_value`)
      .where(listable);
    return [id, rows];
  };

  const [productRows, categoryRows, ...valueRows] = await Promise.all([
    db
      .select({
        id: products.id,
        finalPrice: prices.finalPrice,
        recommendedScore: products.recommendedScore,
        createdAt: products.createdAt,
      })
      .from(products)
      .innerJoin(prices, pricedIn(webInstanceId))
      .where(listable),
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories),
    ...filterIds.map(loadValues),
  ]);
  return buildListingIndex({ products: productRows, categories: categoryRows, filters: new Map(valueRows) });
}
