import type { Locale } from '@stride/contract';
import {
  brands,
  operationUnits,
  parameterValues,
  parameterValueTranslations,
  prices,
  productParameterValues,
  productSizes,
  products,
  productTags,
  type SQL,
  sql,
  stock,
  tagTranslations,
} from '@stride/db';
import type { ValueFilter } from '@stride/rules';
import { AVAILABILITY_VALUES, fixedValueName, STATUS_VALUES } from './filter-names';
import type { FilterUnit } from './filter-reference';

/**
 * What each value filter means, written once: a query returning one row (`product_id`, `value`,
 * `name`) per product and value slug it has (the stock filters: one shared query and a mapping). Rows may repeat and may name products that are not
 * listable in the web instance; the listing index keeps each listable product's values once. Every
 * query is set-based (one join over the table, no per-product subquery), so the index of a 50,000
 * product catalog reads in about a second.
 */
export type ValueSource = SQL;

/** A value filter: a reserved one or a product parameter by id. */
export type FilterId = ValueFilter | number;

export type ValueSourceScope = { webInstanceId: number; locale: Locale };

const NO_VALUES = sql`select null::int as product_id, null::text as value, null::text as name where false`;

/** A size name as a slug, the same as slug.ts writes it for ASCII sizes (42.5, m, one-size). */
const sizeSlug = sql`trim(both '-' from regexp_replace(lower(${productSizes.name}), '[^a-z0-9.]+', '-', 'g'))`;

/**
 * The filters about where a product is in stock (availability, store, town, district) share one
 * read: per product, whether some size is in stock (quantity > 0) in a unit that ships online, in a
 * store of the locale's country that does not ship, and which of that country's stores hold stock.
 */
export type StockedUnitsRow = { product_id: number; online: boolean; in_store: boolean; unit_ids: number[] };
export const STOCK_FILTERS = ['availability', 'store-location', 'town', 'district'] as const satisfies ValueFilter[];
export type StockFilter = (typeof STOCK_FILTERS)[number];

/**
 * The products whose stock a source reads: every one, or only some (a listing index re-reading the
 * products whose stock changed, listing-indexes.ts).
 */
export type StockScope = 'all' | readonly number[];

const inScope = (scope: StockScope): SQL =>
  scope === 'all' ? sql`true` : sql`${productSizes.productId} = any(${sql.param(scope)}::int[])`;

export function stockedUnitsSource(locale: Locale, scope: StockScope = 'all'): SQL {
  const inCountry = sql`${operationUnits.country} = ${locale}`;
  return sql`select ${productSizes.productId} as product_id,
      bool_or(${operationUnits.shipsOnline}) as online,
      bool_or(not ${operationUnits.shipsOnline} and ${inCountry}) as in_store,
      coalesce(array_agg(distinct ${operationUnits.id}) filter (where ${inCountry}), '{}') as unit_ids
    from ${productSizes}
      join ${stock} on ${stock.sizeId} = ${productSizes.id} and ${stock.quantity} > 0
      join ${operationUnits} on ${operationUnits.id} = ${stock.operationUnitId}
    where ${inScope(scope)}
    group by ${productSizes.productId}`;
}

/** The size filter's values: the sizes in stock in a unit that ships online. */
export function sizeValueSource(scope: StockScope = 'all'): ValueSource {
  return sql`select ${productSizes.productId} as product_id, ${sizeSlug} as value, ${productSizes.name} as name
    from ${productSizes}
    where ${inScope(scope)} and exists (select 1 from ${stock}
      join ${operationUnits} on ${operationUnits.id} = ${stock.operationUnitId} and ${operationUnits.shipsOnline}
      where ${stock.sizeId} = ${productSizes.id} and ${stock.quantity} > 0)`;
}

/** A stock filter's values of one product, from its stocked-units row. */
export function stockFilterValues(
  filter: StockFilter,
  row: StockedUnitsRow,
  locale: Locale,
  unitsById: ReadonlyMap<number, FilterUnit>,
): { value: string; name: string }[] {
  if (filter === 'availability') {
    const [online, store] = AVAILABILITY_VALUES;
    return [
      ...(row.online ? [{ value: online, name: fixedValueName(online, locale) }] : []),
      ...(row.in_store ? [{ value: store, name: fixedValueName(store, locale) }] : []),
    ];
  }
  return row.unit_ids.flatMap((id) => {
    const unit = unitsById.get(id);
    if (!unit) return [];
    if (filter === 'store-location') return [{ value: unit.slug, name: unit.name }];
    if (filter === 'town') return [{ value: unit.townSlug, name: unit.town }];
    return [{ value: unit.districtSlug, name: unit.district }];
  });
}

function fixedValue(value: string, locale: Locale, productsWithIt: SQL): ValueSource {
  return sql`select product_id, ${value}::text as value, ${fixedValueName(value, locale)}::text as name
    from (${productsWithIt}) as with_value`;
}

/** The values of a filter other than the stock filters, as rows. */
export function valueSource(
  id: Exclude<FilterId, StockFilter>,
  { webInstanceId, locale }: ValueSourceScope,
): ValueSource {
  if (typeof id === 'number') {
    return sql`select ${productParameterValues.productId} as product_id, ${parameterValueTranslations.urlValue} as value,
        ${parameterValueTranslations.value} as name
      from ${productParameterValues}
        join ${parameterValues} on ${parameterValues.id} = ${productParameterValues.parameterValueId}
          and ${parameterValues.parameterId} = ${id}
        join ${parameterValueTranslations} on ${parameterValueTranslations.parameterValueId} = ${parameterValues.id}
          and ${parameterValueTranslations.locale} = ${locale}`;
  }
  switch (id) {
    case 'brand':
      return sql`select ${products.id} as product_id, ${brands.urlName} as value, ${brands.name} as name
        from ${products} join ${brands} on ${brands.id} = ${products.brandId}`;
    case 'size':
      return sizeValueSource();
    case 'status': {
      const [isNew, discounted, onSale] = STATUS_VALUES;
      return sql`${fixedValue(isNew, locale, sql`select ${products.id} as product_id from ${products} where ${products.isNew}`)}
        union all ${fixedValue(
          discounted,
          locale,
          sql`select ${prices.productId} as product_id from ${prices}
            where ${prices.webInstanceId} = ${webInstanceId} and ${prices.finalPrice} < ${prices.standardPrice}`,
        )}
        union all ${fixedValue(
          onSale,
          locale,
          sql`select ${products.id} as product_id from ${products} where ${products.status} = 'on_sale'`,
        )}`;
    }
    case 'tags':
      return sql`select ${productTags.productId} as product_id, ${tagTranslations.urlName} as value, ${tagTranslations.name} as name
        from ${productTags}
          join ${tagTranslations} on ${tagTranslations.tagId} = ${productTags.tagId} and ${tagTranslations.locale} = ${locale}`;
    case 'condition':
      // The catalogue records no condition (every product is sold new): the filter has no values.
      return NO_VALUES;
  }
}
