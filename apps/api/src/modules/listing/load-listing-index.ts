import type { Locale } from '@stride/contract';
import type { DatabaseHandle, Executor } from '@stride/db';
import { RESERVED_FILTERS, type ValueFilter } from '@stride/rules';
import { type FilterUnit, filterReference } from './filter-reference';
import {
  type FilterId,
  STOCK_FILTERS,
  type StockFilter,
  type StockScope,
  sizeValueSource,
  stockedUnitsSource,
  stockFilterValues,
  valueSource,
} from './filter-source-queries';
import {
  selectFilterValues,
  selectListableProducts,
  selectProductCategories,
  selectStockedUnits,
} from './index-queries';
import { buildListingIndex, type ListingIndex, type ProductValueRow, withProductValues } from './listing-index';
import { valueOrder } from './value-order';

const isStockFilter = (filter: ValueFilter): filter is StockFilter =>
  (STOCK_FILTERS as readonly string[]).includes(filter);
const ROW_FILTERS = RESERVED_FILTERS.filter(
  (filter): filter is Exclude<ValueFilter, StockFilter | 'size'> =>
    filter !== 'price' && filter !== 'size' && !isStockFilter(filter),
);

/** The stores by id, as the stock filters name their values. */
type UnitsById = ReadonlyMap<number, FilterUnit>;

/** A built listing index, with the stores it named its stock values by (for later stock patches). */
export type LoadedListingIndex = { index: ListingIndex; units: UnitsById };

/** The rows of the filters that stock decides (the stock filters and the sizes), of `scope`'s products. */
async function loadStockValues(
  db: Executor,
  locale: Locale,
  units: UnitsById,
  scope: StockScope,
): Promise<[FilterId, ProductValueRow[]][]> {
  const [stocked, sizes] = await Promise.all([
    selectStockedUnits(db, stockedUnitsSource(locale, scope)),
    selectFilterValues(db, sizeValueSource(scope)),
  ]);
  return [
    ...STOCK_FILTERS.map((filter): [FilterId, ProductValueRow[]] => [
      filter,
      stocked.flatMap((row) =>
        stockFilterValues(filter, row, locale, units).map((value) => ({ productId: row.product_id, ...value })),
      ),
    ]),
    ['size', sizes],
  ];
}

/**
 * Reads a web instance's listable products (priced there, not retired), their categories and the
 * values of every filter, and builds its listing index. Each filter's values come from its one
 * definition in filter-source-queries.ts, so the index means exactly what the filter says.
 */
export async function loadListingIndex(
  database: DatabaseHandle,
  webInstanceId: number,
  locale: Locale,
): Promise<LoadedListingIndex> {
  const { db } = database;
  // Every filter is indexed; which ones a request may use is the configuration's business.
  const reference = await filterReference(database, locale, []);
  const units: UnitsById = new Map(reference.units.map((unit) => [unit.id, unit]));
  const rowFilters: Exclude<FilterId, StockFilter | 'size'>[] = [
    ...ROW_FILTERS,
    ...reference.parameters.map(({ id }) => id),
  ];

  const loadValues = async (id: Exclude<FilterId, StockFilter>): Promise<[FilterId, ProductValueRow[]]> => {
    return [id, await selectFilterValues(db, valueSource(id, { webInstanceId, locale }))];
  };

  const [productRows, categoryRows, stockValues, ...valueRows] = await Promise.all([
    selectListableProducts(db, webInstanceId, locale),
    selectProductCategories(db),
    loadStockValues(db, locale, units, 'all'),
    ...rowFilters.map(loadValues),
  ]);
  const index = buildListingIndex({
    products: productRows,
    categories: categoryRows,
    filters: new Map([...stockValues, ...valueRows]),
    valueOrder: valueOrder(locale),
  });
  return { index, units };
}

/**
 * The index with the stock of `products` read again (their stock changed, and nothing else did):
 * the stock filters and sizes of those products, nothing else of the catalog.
 */
export async function patchListingStock(
  database: DatabaseHandle,
  loaded: LoadedListingIndex,
  locale: Locale,
  products: readonly number[],
): Promise<LoadedListingIndex> {
  if (products.length === 0) return loaded;
  const rows = await loadStockValues(database.db, locale, loaded.units, products);
  return { index: withProductValues(loaded.index, products, new Map(rows), valueOrder(locale)), units: loaded.units };
}
