import { count, type DatabaseHandle, prices, products, type SQL, sql } from '@stride/db';
import { listingConditions, type ProductSetFilter, pricedIn } from '../catalog/queries';
import { type FilterId, valueSource } from './filter-sources';
import type { ProductSetScope } from './product-set';

/** The products of a listing: priced in the web instance, not retired, in the categories, filtered. */
function productSetWhere(db: DatabaseHandle['db'], set: ProductSetFilter): SQL | undefined {
  return listingConditions(db, set);
}

/**
 * Which of `values` exist (with their names) for the filter among the web instance's listable products (whatever the
 * category or other filters): the others are unknown and get dropped from the path.
 */
export async function selectKnownValues(
  { db }: DatabaseHandle,
  webInstanceId: number,
  id: FilterId,
  values: readonly string[],
  scope: ProductSetScope,
): Promise<Map<string, string>> {
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  const rows = await db
    .select({ value: sql<string>`product_value.value`, name: sql<string>`min(product_value.name)` })
    .from(products)
    .innerJoin(prices, pricedIn(webInstanceId))
    .crossJoinLateral(sql`(${valueSource(id, scope.locale, scope.reference)}) as product_value`)
    .where(sql`${listingConditions(db, { webInstanceId, locale: scope.locale })} and product_value.value in (${list})`)
    .groupBy(sql`product_value.value`);
  return new Map(rows.map((row) => [row.value, row.name]));
}

export type FacetRow = { value: string; name: string; count: number };

/**
 * Each value the filter has in the listing (`set`: category and search, no filters) with how many of
 * its products also match `others` (the other selected filters): values the others rule out come
 * with 0, so the storefront can show them disabled.
 */
export async function selectFacet(
  { db }: DatabaseHandle,
  set: ProductSetFilter,
  others: SQL | undefined,
  id: FilterId,
  scope: ProductSetScope,
): Promise<FacetRow[]> {
  const matching = others ?? sql`true`;
  const rows = await db
    .select({
      value: sql<string>`product_value.value`,
      name: sql<string>`min(product_value.name)`,
      count: sql<number>`count(distinct ${products.id}) filter (where ${matching})`,
    })
    .from(products)
    .innerJoin(prices, pricedIn(set.webInstanceId))
    .crossJoinLateral(sql`(${valueSource(id, scope.locale, scope.reference)}) as product_value`)
    .where(productSetWhere(db, set))
    .groupBy(sql`product_value.value`);
  return rows.map((row) => ({ value: row.value, name: row.name, count: Number(row.count) }));
}

/** The lowest and highest final price (minor units) in the set; nulls when it is empty. */
export async function selectPriceBounds(
  { db }: DatabaseHandle,
  set: ProductSetFilter,
): Promise<{ min: number | null; max: number | null }> {
  const [row] = await db
    .select({ min: sql<number | null>`min(${prices.finalPrice})`, max: sql<number | null>`max(${prices.finalPrice})` })
    .from(products)
    .innerJoin(prices, pricedIn(set.webInstanceId))
    .where(productSetWhere(db, set));
  return {
    min: row?.min === null || row?.min === undefined ? null : Number(row.min),
    max: row?.max === null || row?.max === undefined ? null : Number(row.max),
  };
}

export async function countProductSet({ db }: DatabaseHandle, set: ProductSetFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(prices, pricedIn(set.webInstanceId))
    .where(productSetWhere(db, set));
  return row?.total ?? 0;
}
