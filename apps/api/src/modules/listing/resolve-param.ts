import type { Currency, Locale } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import {
  type FilterSelection,
  parseFilterPath,
  printFilterPath,
  type ReservedFilter,
  type ValueFilter,
} from '@stride/rules';
import { BadRequestError, NotFoundError } from '../../errors';
import { type FilterReference, filterReference } from './filter-reference';
import type { FilterId } from './filter-source-queries';
import { listingIndex } from './listing-indexes';
import { selectedValueFilters } from './product-set';

/** Where a selection applies: the locale, the currency of its price range and the filter reference. */
export type ProductSetScope = {
  locale: Locale;
  currency: Currency;
  reference: FilterReference;
};

export type ResolvedFilters = {
  scope: ProductSetScope;
  /** Only values that exist, canonical. */
  selection: FilterSelection;
  /** The names of the selected values, per filter. */
  names: Map<FilterId, Map<string, string>>;
  /** The canonical path of `selection` ('' for none): differs from the request's when it should redirect. */
  canonicalParam: string;
};

/** `a/b/c` → segments; surrounding slashes are tolerated, an empty path selects nothing. */
function segmentsOf(param: string | undefined): string[] {
  const trimmed = (param ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

/**
 * A request's filter path as a selection of existing values: an unknown filter name (or a
 * disabled one) is a 404 and bad syntax a 400, both on field `param`; an unknown VALUE is dropped,
 * and the canonical path without it tells the storefront where to redirect.
 */
export async function resolveFilterParam(
  database: DatabaseHandle,
  context: { webInstanceId: number; locale: Locale; currency: Currency },
  disabled: readonly ReservedFilter[],
  param: string | undefined,
): Promise<ResolvedFilters> {
  const reference = await filterReference(database, context.locale, disabled);
  const scope: ProductSetScope = { locale: context.locale, currency: context.currency, reference };
  const parsed = parseFilterPath(segmentsOf(param), context.locale, reference.catalogue);
  if (parsed.kind === 'unknown-filter') throw new NotFoundError('not_found', {}, 'param');
  if (parsed.kind === 'bad-syntax') throw new BadRequestError([{ field: 'param', key: 'invalid_format' }]);

  // A value is known when some listable product of the web instance has it, whatever the category.
  const index = await listingIndex(database, context);
  const known = selectedValueFilters(parsed.filters).map(([id, values]) => {
    const indexed = index.filters.get(id)?.byValue;
    const existing = new Map<string, string>();
    for (const value of values) {
      const name = indexed?.get(value)?.name;
      if (name !== undefined) existing.set(value, name);
    }
    return [id, values.filter((value) => existing.has(value)), existing] as const;
  });
  const selection: FilterSelection = { price: parsed.filters.price, reserved: {}, parameters: [] };
  const reserved: Partial<Record<ValueFilter, readonly string[]>> = {};
  const parameters: { id: number; values: readonly string[] }[] = [];
  const names = new Map<FilterId, Map<string, string>>();
  for (const [id, values, existing] of known) {
    if (values.length === 0) continue;
    names.set(id, existing);
    if (typeof id === 'number') parameters.push({ id, values });
    else reserved[id] = values;
  }
  const canonical: FilterSelection = { ...selection, reserved, parameters };
  const canonicalParam = printFilterPath(canonical, context.locale, reference.catalogue).join('/');
  return { scope, selection: canonical, names, canonicalParam };
}
