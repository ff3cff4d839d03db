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
import type { FilterReference, FilterUnit } from './filter-reference';

/**
 * Where each value filter gets a product's values from: a subquery, correlated to the outer
 * `products` and `prices` rows, returning one row (`value`, `name`) per value slug the product has.
 * The condition of a filter ("has any of these values") and its facet counts are both derived from
 * it (product-set.ts, queries.ts), so a filter's meaning is written exactly once.
 */
export type ValueSource = SQL;

/** A value filter: a reserved one or a product parameter by id. */
export type FilterId = ValueFilter | number;

const NO_VALUES = sql`select null::text as value, null::text as name where false`;

/** A size name as a slug, the same as slug.ts writes it for ASCII sizes (42.5, m, one-size). */
const sizeSlug = sql`trim(both '-' from regexp_replace(lower(${productSizes.name}), '[^a-z0-9.]+', '-', 'g'))`;

function inStockIn(unitCondition: SQL): SQL {
  return sql`exists (select 1 from ${productSizes} join ${stock} on ${stock.sizeId} = ${productSizes.id}
      join ${operationUnits} on ${operationUnits.id} = ${stock.operationUnitId}
    where ${productSizes.productId} = ${products.id} and ${stock.quantity} > 0 and ${unitCondition})`;
}

function fixedValues(locale: Locale, cases: readonly [string, SQL][]): ValueSource {
  return sql.join(
    cases.map(
      ([value, condition]) =>
        sql`select ${value}::text as value, ${fixedValueName(value, locale)}::text as name where ${condition}`,
    ),
    sql` union all `,
  );
}

/** Stores holding stock of the product, as slugs of the store, its town or its district. */
function unitValues(units: readonly FilterUnit[], pick: (unit: FilterUnit) => [string, string]): ValueSource {
  if (units.length === 0) return NO_VALUES;
  const mapping = sql.join(
    units.map((unit) => {
      const [value, name] = pick(unit);
      return sql`(${unit.id}::int, ${value}::text, ${name}::text)`;
    }),
    sql`, `,
  );
  return sql`select distinct unit_value.value, unit_value.name from ${productSizes}
      join ${stock} on ${stock.sizeId} = ${productSizes.id} and ${stock.quantity} > 0
      join (values ${mapping}) as unit_value(unit_id, value, name) on unit_value.unit_id = ${stock.operationUnitId}
    where ${productSizes.productId} = ${products.id}`;
}

export function valueSource(id: FilterId, locale: Locale, reference: FilterReference): ValueSource {
  if (typeof id === 'number') {
    return sql`select ${parameterValueTranslations.urlValue} as value, ${parameterValueTranslations.value} as name
      from ${productParameterValues}
        join ${parameterValues} on ${parameterValues.id} = ${productParameterValues.parameterValueId}
          and ${parameterValues.parameterId} = ${id}
        join ${parameterValueTranslations} on ${parameterValueTranslations.parameterValueId} = ${parameterValues.id}
          and ${parameterValueTranslations.locale} = ${locale}
      where ${productParameterValues.productId} = ${products.id}`;
  }
  switch (id) {
    case 'brand':
      return sql`select ${brands.urlName} as value, ${brands.name} as name from ${brands} where ${brands.id} = ${products.brandId}`;
    case 'size':
      return sql`select distinct ${sizeSlug} as value, ${productSizes.name} as name from ${productSizes}
          join ${stock} on ${stock.sizeId} = ${productSizes.id} and ${stock.quantity} > 0
          join ${operationUnits} on ${operationUnits.id} = ${stock.operationUnitId} and ${operationUnits.shipsOnline}
        where ${productSizes.productId} = ${products.id}`;
    case 'availability': {
      const [online, store] = AVAILABILITY_VALUES;
      return fixedValues(locale, [
        [online, inStockIn(sql`${operationUnits.shipsOnline}`)],
        [store, inStockIn(sql`not ${operationUnits.shipsOnline} and ${operationUnits.country} = ${locale}`)],
      ]);
    }
    case 'status': {
      const [isNew, discounted, onSale] = STATUS_VALUES;
      return fixedValues(locale, [
        [isNew, sql`${products.isNew}`],
        [discounted, sql`${prices.finalPrice} < ${prices.standardPrice}`],
        [onSale, sql`${products.status} = 'on_sale'`],
      ]);
    }
    case 'tags':
      return sql`select ${tagTranslations.urlName} as value, ${tagTranslations.name} as name from ${productTags}
          join ${tagTranslations} on ${tagTranslations.tagId} = ${productTags.tagId} and ${tagTranslations.locale} = ${locale}
        where ${productTags.productId} = ${products.id}`;
    case 'store-location':
      return unitValues(reference.units, (unit) => [unit.slug, unit.name]);
    case 'town':
      return unitValues(reference.units, (unit) => [unit.townSlug, unit.town]);
    case 'district':
      return unitValues(reference.units, (unit) => [unit.districtSlug, unit.district]);
    case 'condition':
      // The catalogue records no condition (every product is sold new): the filter has no values.
      return NO_VALUES;
  }
}
