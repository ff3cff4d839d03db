import type { AvailableFilter, FiltersQuery, FiltersResponse, FilterValue, SelectedValue } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import {
  minorUnitsPerMajor,
  RESERVED_FILTERS,
  type ReservedFilter,
  reservedFilterName,
  type ValueFilter,
} from '@stride/rules';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { reservedFilterLabel } from '../listing/filter-names';
import type { FilterId } from '../listing/filter-source-queries';
import { GenerationCache } from '../listing/generation-cache';
import type { ListingIndex } from '../listing/listing-index';
import { listingIndex } from '../listing/listing-indexes';
import { baseSet, facetCounts, type ListingBase, priceBounds } from '../listing/listing-query';
import { searchListing } from '../listing/product-matches';
import { narrowed, selectionSets } from '../listing/product-set';
import { type ResolvedFilters, resolveFilterParam } from '../listing/resolve-param';
import { categoryCatalog } from '../product-views/category-catalog';

/** A category id as the listing's category ref and family; 404 on field `id` when it is not visible. */
async function categoryOf(database: DatabaseHandle, ctx: RequestContext, id: number | undefined) {
  if (id === undefined) return { category: null, categoryIds: undefined };
  const catalog = await categoryCatalog(database);
  const category = catalog.refs(ctx.locale, [{ id, isMain: true }])[0];
  const categoryIds = category && catalog.family(ctx.locale, category.urlName);
  if (!category || !categoryIds) throw new NotFoundError('category_not_found', { value: String(id) }, 'id');
  return { category, categoryIds };
}

/**
 * GET /filters: the selected filters, every enabled filter with its values and faceted counts (each
 * counted among the products the OTHER selected filters leave), the canonical path and the total.
 * Without `id` and `search` (or with them empty, as the spec's `?id=&search=&param=` sends them)
 * the listing is the web instance's whole listable catalog: the listing index holds it as one set,
 * so those facets cost no more than a category's, and a page listing every product has its filters.
 */
export async function getFilters(
  database: DatabaseHandle,
  ctx: RequestContext,
  disabled: readonly ReservedFilter[],
  query: FiltersQuery,
): Promise<FiltersResponse> {
  const index = await listingIndex(database, ctx);
  // Every visitor of a listing (a category, a search) under the same filters gets the same answer
  // within a generation.
  const key = `${query.id ?? ''}|${query.param ?? ''}|${disabled.join(',')}|${query.search ?? ''}`;
  const known = answers.get(index, key);
  if (known) return known;
  const answer = await computeFilters(database, ctx, disabled, query, index);
  answers.set(index, key, answer);
  return answer;
}

/** /filters answers of the current catalog generation, per category, search and filter path. */
const answers = new GenerationCache<FiltersResponse>(2_000);

async function computeFilters(
  database: DatabaseHandle,
  ctx: RequestContext,
  disabled: readonly ReservedFilter[],
  query: FiltersQuery,
  index: ListingIndex,
): Promise<FiltersResponse> {
  const { category, categoryIds } = await categoryOf(database, ctx, query.id);
  const [resolved, search] = await Promise.all([
    resolveFilterParam(database, ctx, disabled, query.param),
    query.search === undefined ? undefined : searchListing(database, index, ctx.locale, query.search),
  ]);
  const { scope, selection } = resolved;
  const base: ListingBase = { categoryIds, matches: search?.set };
  const listing = { base, set: baseSet(index, base) };
  const sets = selectionSets(index, selection, ctx.currency);
  const matching = narrowed(listing.set, sets);
  /** The products the filters other than `id` leave: `matching` itself when `id` selects nothing. */
  const othersOf = (id: FilterId | 'price') =>
    (id === 'price' ? sets.price : sets.values.some(([selectedId]) => selectedId === id))
      ? narrowed(listing.set, sets, id)
      : matching;
  const enabled = RESERVED_FILTERS.filter((filter) => scope.reference.catalogue.reserved.includes(filter));
  const unit = minorUnitsPerMajor(ctx.currency);
  const selectedOf = (id: FilterId): readonly string[] =>
    typeof id === 'number'
      ? (selection.parameters.find((parameter) => parameter.id === id)?.values ?? [])
      : (selection.reserved[id] ?? []);

  const valuesOf = (id: FilterId): FilterValue[] => {
    const rows = facetCounts(index, id, listing, othersOf(id));
    const selected = new Set(selectedOf(id));
    // A selected value absent from the listing (other filters, another category) still shows with
    // count 0, so it can be removed; every selected value is in the index (resolve-param checked).
    const shown = new Set(rows.map((row) => row.value));
    const indexed = index.filters.get(id)?.byValue;
    for (const value of selected) {
      const known = indexed?.get(value);
      if (!shown.has(value) && known) rows.push({ value, name: known.name, count: 0, rank: known.rank });
    }
    // facetCounts lists values by index position; the display order was fixed when the index was built.
    rows.sort((a, b) => a.rank - b.rank);
    return rows.map((row) => ({
      urlName: row.value,
      name: row.name,
      count: row.count,
      selected: selected.has(row.value),
      disabled: row.count === 0 && !selected.has(row.value),
    }));
  };

  const reservedFilters = enabled.map((filter): AvailableFilter => {
    const named = {
      key: filter,
      parameterId: null,
      urlName: reservedFilterName(ctx.locale, filter),
      name: reservedFilterLabel(filter, ctx.locale),
    };
    if (filter === 'price') {
      const bounds = priceBounds(index, othersOf('price'));
      return {
        ...named,
        kind: 'range',
        min: bounds.min === null ? null : Math.floor(bounds.min / unit),
        max: bounds.max === null ? null : Math.ceil(bounds.max / unit),
      };
    }
    return { ...named, kind: 'values', values: valuesOf(filter) };
  });
  const parameterFilters = scope.reference.parameters.map(
    (parameter): AvailableFilter => ({
      key: 'parameter',
      parameterId: parameter.id,
      urlName: parameter.urlName,
      name: parameter.name,
      kind: 'values',
      values: valuesOf(parameter.id),
    }),
  );
  return {
    selected: selectedFilters(resolved, category),
    available: [...reservedFilters, ...parameterFilters],
    canonicalParam: resolved.canonicalParam,
    total: matching.count(),
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
