import type { Currency, Locale } from '@stride/contract';
import { and, prices, products, productTranslations, type SQL, sql } from '@stride/db';
import { type FilterSelection, minorUnitsPerMajor, type PriceRange, type ValueFilter } from '@stride/rules';
import type { FilterReference } from './filter-reference';
import { type FilterId, valueSource } from './filter-sources';

/**
 * The one builder of the "filtered product set": the condition, over `products` joined to its
 * `prices` row in the web instance, that a filter selection (and a search term) puts on a listing.
 * The product listing, the filter totals and every facet count use it, so they cannot disagree.
 */
export type ProductSetScope = {
  locale: Locale;
  currency: Currency;
  reference: FilterReference;
};

/** Each selected value filter with its values, in canonical order. */
export function selectedValueFilters(selection: FilterSelection): [FilterId, readonly string[]][] {
  const reserved = Object.entries(selection.reserved) as [ValueFilter, readonly string[]][];
  return [...reserved, ...selection.parameters.map(({ id, values }): [FilterId, readonly string[]] => [id, values])];
}

/** The product has any of these values of the filter. */
export function hasAnyValue(id: FilterId, values: readonly string[], scope: ProductSetScope): SQL {
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`exists (select 1 from (${valueSource(id, scope.locale, scope.reference)}) as product_value
    where product_value.value in (${list}))`;
}

/** The final price within the range; the URL's whole units are major units of the instance currency. */
export function priceWithin(range: PriceRange, currency: Currency): SQL | undefined {
  const unit = minorUnitsPerMajor(currency);
  return and(
    range.min === null ? undefined : sql`${prices.finalPrice} >= ${range.min * unit}`,
    range.max === null ? undefined : sql`${prices.finalPrice} <= ${range.max * unit}`,
  );
}

/** Name contains the term in the locale, accents and case ignored (until the search issue brings ranking). */
export function nameContains(term: string, locale: Locale): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`exists (select 1 from ${productTranslations}
    where ${productTranslations.productId} = ${products.id} and ${productTranslations.locale} = ${locale}
      and unaccent(${productTranslations.name}) ilike unaccent(${pattern}))`;
}

/**
 * The condition of a selection (and search), leaving out one filter when `except` is given: a
 * facet counts its values among the products the OTHER filters leave. Undefined when nothing selects.
 */
export function productSetCondition(
  selection: FilterSelection,
  scope: ProductSetScope,
  options: { search?: string; except?: FilterId | 'price' } = {},
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (options.search !== undefined) conditions.push(nameContains(options.search, scope.locale));
  if (selection.price && options.except !== 'price') conditions.push(priceWithin(selection.price, scope.currency));
  for (const [id, values] of selectedValueFilters(selection)) {
    if (id !== options.except && values.length > 0) conditions.push(hasAnyValue(id, values, scope));
  }
  return and(...conditions);
}
