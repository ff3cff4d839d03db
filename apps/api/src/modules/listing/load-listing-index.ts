import type { Locale } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { RESERVED_FILTERS, type ValueFilter } from '@stride/rules';
import { filterReference } from './filter-reference';
import {
  type FilterId,
  STOCK_FILTERS,
  type StockFilter,
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
import { buildListingIndex, type ListingIndex, type ProductValueRow } from './listing-index';
import { valueOrder } from './value-order';

const isStockFilter = (filter: ValueFilter): filter is StockFilter =>
  (STOCK_FILTERS as readonly string[]).includes(filter);
const ROW_FILTERS = RESERVED_FILTERS.filter(
  (filter): filter is Exclude<ValueFilter, StockFilter> => filter !== 'price' && !isStockFilter(filter),
);

/**
 * Reads a web instance's listable products (priced there, not retired), their categories and the
 * values of every filter, and builds its listing index. Each filter's values come from its one
 * definition in filter-source-queries.ts, so the index means exactly what the filter says.
 */
export async function loadListingIndex(
  database: DatabaseHandle,
  webInstanceId: number,
  locale: Locale,
): Promise<ListingIndex> {
  const { db } = database;
  // Every filter is indexed; which ones a request may use is the configuration's business.
  const reference = await filterReference(database, locale, []);
  const rowFilters: Exclude<FilterId, StockFilter>[] = [...ROW_FILTERS, ...reference.parameters.map(({ id }) => id)];

  const loadValues = async (id: Exclude<FilterId, StockFilter>): Promise<[FilterId, ProductValueRow[]]> => {
    return [id, await selectFilterValues(db, valueSource(id, { webInstanceId, locale }))];
  };
  const loadStockValues = async (): Promise<[FilterId, ProductValueRow[]][]> => {
    const rows = await selectStockedUnits(db, stockedUnitsSource(locale));
    const unitsById = new Map(reference.units.map((unit) => [unit.id, unit]));
    return STOCK_FILTERS.map((filter) => [
      filter,
      rows.flatMap((row) =>
        stockFilterValues(filter, row, locale, unitsById).map((value) => ({ productId: row.product_id, ...value })),
      ),
    ]);
  };

  const [productRows, categoryRows, stockValues, ...valueRows] = await Promise.all([
    selectListableProducts(db, webInstanceId, locale),
    selectProductCategories(db),
    loadStockValues(),
    ...rowFilters.map(loadValues),
  ]);
  return buildListingIndex({
    products: productRows,
    categories: categoryRows,
    filters: new Map([...stockValues, ...valueRows]),
    valueOrder: valueOrder(locale),
  });
}
