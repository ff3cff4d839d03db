import type { AvailableFilter, FiltersQuery, FiltersResponse, FilterValue, SelectedValue } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import {
  compareFilterValues,
  minorUnitsPerMajor,
  RESERVED_FILTERS,
  type ReservedFilter,
  reservedFilterName,
  type ValueFilter,
} from '@stride/rules';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { categoryCatalog } from '../catalog/category-catalog';
import type { ProductSetFilter } from '../catalog/queries';
import { RESERVED_FILTER_LABELS } from './filter-names';
import type { FilterId } from './filter-sources';
import { nameContains, productSetCondition } from './product-set';
import { countProductSet, selectFacet, selectPriceBounds } from './queries';
import { type ResolvedFilters, resolveFilterParam } from './resolve-param';

/** A category id as the listing's category ref and family; 404 on field `id` when it is not visible. */
async function categoryOf(database: DatabaseHandle, ctx: RequestContext, id: number | undefined) {
  if (id === undefined) return { category: null, categoryIds: undefined };
  const catalog = await categoryCatalog(database);
  const category = catalog.refs(ctx.locale, [{ id, isMain: true }])[0];
  const categoryIds = category && catalog.family(ctx.locale, category.urlName);
  if (!category || !categoryIds) throw new NotFoundError('category_not_found', { value: String(id) }, 'id');
  return { category, categoryIds };
}

/** Values in display order: sizes and other numbers by value, the rest by name in the locale. */
function sortValues(values: FilterValue[], id: FilterId, locale: string): FilterValue[] {
  return id === 'size'
    ? values.sort((a, b) => compareFilterValues(a.urlName, b.urlName))
    : values.sort((a, b) => a.name.localeCompare(b.name, locale) || compareFilterValues(a.urlName, b.urlName));
}

/**
 * GET /filters: the selected filters, every enabled filter with its values and faceted counts (each
 * counted among the products the OTHER selected filters leave), the canonical path and the total.
 */
export async function getFilters(
  database: DatabaseHandle,
  ctx: RequestContext,
  disabled: readonly ReservedFilter[],
  query: FiltersQuery,
): Promise<FiltersResponse> {
  const { category, categoryIds } = await categoryOf(database, ctx, query.id);
  const resolved = await resolveFilterParam(database, ctx, disabled, query.param);
  const { scope, selection } = resolved;
  const setExcept = (except?: FilterId | 'price'): ProductSetFilter => ({
    webInstanceId: ctx.webInstanceId,
    locale: ctx.locale,
    categoryIds,
    filters: productSetCondition(selection, scope, { search: query.search, except }),
  });

  const listing: ProductSetFilter = {
    webInstanceId: ctx.webInstanceId,
    locale: ctx.locale,
    categoryIds,
    filters: query.search === undefined ? undefined : nameContains(query.search, ctx.locale),
  };
  const enabled = RESERVED_FILTERS.filter((filter) => scope.reference.catalogue.reserved.includes(filter));
  const unit = minorUnitsPerMajor(ctx.currency);
  const selectedOf = (id: FilterId): readonly string[] =>
    typeof id === 'number'
      ? (selection.parameters.find((parameter) => parameter.id === id)?.values ?? [])
      : (selection.reserved[id] ?? []);

  const valuesOf = async (id: FilterId): Promise<FilterValue[]> => {
    const others = productSetCondition(selection, scope, { except: id });
    const rows = await selectFacet(database, listing, others, id, scope);
    const selected = new Set(selectedOf(id));
    const values = rows.map((row) => ({
      urlName: row.value,
      name: row.name,
      count: row.count,
      selected: selected.has(row.value),
      disabled: row.count === 0 && !selected.has(row.value),
    }));
    // A selected value the other filters rule out still shows (count 0), so it can be removed.
    for (const value of selected) {
      if (!rows.some((row) => row.value === value)) {
        const name = resolved.names.get(id)?.get(value) ?? value;
        values.push({ urlName: value, name, count: 0, selected: true, disabled: false });
      }
    }
    return sortValues(values, id, ctx.locale);
  };

  const reservedFilters = enabled.map(async (filter): Promise<AvailableFilter> => {
    const base = {
      key: filter,
      parameterId: null,
      urlName: reservedFilterName(ctx.locale, filter),
      name: RESERVED_FILTER_LABELS[filter][ctx.locale],
    };
    if (filter === 'price') {
      const bounds = await selectPriceBounds(database, setExcept('price'));
      return {
        ...base,
        kind: 'range',
        min: bounds.min === null ? null : Math.floor(bounds.min / unit),
        max: bounds.max === null ? null : Math.ceil(bounds.max / unit),
      };
    }
    return { ...base, kind: 'values', values: await valuesOf(filter) };
  });
  const parameterFilters = scope.reference.parameters.map(
    async (parameter): Promise<AvailableFilter> => ({
      key: 'parameter',
      parameterId: parameter.id,
      urlName: parameter.urlName,
      name: parameter.name,
      kind: 'values',
      values: await valuesOf(parameter.id),
    }),
  );
  const [total, ...available] = await Promise.all([
    countProductSet(database, setExcept()),
    ...reservedFilters,
    ...parameterFilters,
  ]);
  return {
    selected: selectedFilters(resolved, category),
    available: available as AvailableFilter[],
    canonicalParam: resolved.canonicalParam,
    total: total as number,
  };
}

function selectedFilters(resolved: ResolvedFilters, category: FiltersResponse['selected']['category']) {
  const { selection, names, scope } = resolved;
  const named = (id: ValueFilter): SelectedValue[] => {
    const values = selection.reserved[id] ?? [];
    return values.map((urlName) => ({ urlName, name: names.get(id)?.get(urlName) ?? urlName }));
  };
  return {
    category,
    price: selection.price,
    stores: named('store-location'),
    brands: named('brand'),
    storeLocations: [
      ...named('town').map((value) => ({ ...value, filter: 'town' as const })),
      ...named('district').map((value) => ({ ...value, filter: 'district' as const })),
    ],
    statuses: named('status'),
    availability: named('availability'),
    sizes: named('size'),
    tags: named('tags'),
    conditions: named('condition'),
    parameters: selection.parameters.flatMap(({ id, values }) => {
      const parameter = scope.reference.parameters.find((candidate) => candidate.id === id);
      if (!parameter) return [];
      const valueNames = names.get(id);
      return [
        {
          id,
          name: parameter.name,
          urlName: parameter.urlName,
          values: values.map((urlName) => ({ urlName, name: valueNames?.get(urlName) ?? urlName })),
        },
      ];
    }),
  };
}
