import { internalSegment, type Locale, localizeSegment, type Segment } from '@stride/i18n';
import { isFilterValue } from './filter-values';

/**
 * The reserved filters of spec §2 "Filters", by internal name, in priority order 1–10: the order in
 * which they appear in a canonical filter path. Their localized names live in the i18n segment table.
 */
export const RESERVED_FILTERS = [
  'price',
  'store-location',
  'availability',
  'condition',
  'brand',
  'status',
  'size',
  'tags',
  'town',
  'district',
] as const satisfies readonly Segment[];
export type ReservedFilter = (typeof RESERVED_FILTERS)[number];
/** Every reserved filter except price takes a list of value slugs; price takes one range. */
export type ValueFilter = Exclude<ReservedFilter, 'price'>;

/** A product parameter (surface, support, drop, gender…) that filters like a reserved filter. */
export interface FilterParameter {
  id: number;
  /** The parameter's URL name in the catalogue's locale. */
  urlName: string;
}

/**
 * What the codec may recognise in one locale: the enabled reserved filters (any subset, in any order;
 * priority comes from RESERVED_FILTERS) and the product parameters in the stable order their filters
 * follow the reserved ones in a canonical path.
 */
export interface FilterCatalogue {
  reserved: readonly ReservedFilter[];
  parameters: readonly FilterParameter[];
}

/** The reserved filters left after switching some off, in priority order. */
export function enabledReservedFilters(disabled: readonly ReservedFilter[] = []): ReservedFilter[] {
  return RESERVED_FILTERS.filter((filter) => !disabled.includes(filter));
}

export function reservedFilterName(locale: Locale, filter: ReservedFilter): string {
  return localizeSegment(locale, filter);
}

/** Whether a name is a reserved filter's name in the locale, enabled or not (a parameter may not take it). */
export function isReservedFilterName(locale: Locale, name: string): boolean {
  const segment = internalSegment(locale, name);
  return segment !== undefined && (RESERVED_FILTERS as readonly string[]).includes(segment);
}

/** A filter a path name resolves to. */
export type FilterKey = { kind: 'reserved'; filter: ReservedFilter } | { kind: 'parameter'; id: number };

/** The catalogue prepared for one locale: name → filter, and the canonical order of parameters. */
export interface CatalogueIndex {
  byName: ReadonlyMap<string, FilterKey>;
  reservedEnabled: ReadonlySet<ReservedFilter>;
  /** Parameter id → URL name, in the catalogue's order. */
  parameterNames: ReadonlyMap<number, string>;
}

const indexCache = new WeakMap<FilterCatalogue, Map<Locale, CatalogueIndex>>();

/**
 * Prepares (and remembers, per catalogue object and locale) the lookups the codec needs. A parameter
 * whose URL name is not a slug, is taken twice, or equals a reserved filter's name could never
 * round-trip through a path, so that is a data error and throws rather than silently hiding a filter.
 * A catalogue is treated as immutable: build a new object when the parameters change.
 */
export function indexCatalogue(locale: Locale, catalogue: FilterCatalogue): CatalogueIndex {
  const cached = indexCache.get(catalogue)?.get(locale);
  if (cached) return cached;

  const byName = new Map<string, FilterKey>();
  const reservedEnabled = new Set(catalogue.reserved);
  for (const filter of reservedEnabled) byName.set(reservedFilterName(locale, filter), { kind: 'reserved', filter });

  const parameterNames = new Map<number, string>();
  for (const { id, urlName } of catalogue.parameters) {
    if (!isFilterValue(urlName))
      throw new Error(`filter catalogue (${locale}): parameter ${id} URL name "${urlName}" is not a slug`);
    if (isReservedFilterName(locale, urlName)) {
      throw new Error(`filter catalogue (${locale}): parameter ${id} URL name "${urlName}" is a reserved filter name`);
    }
    if (byName.has(urlName)) throw new Error(`filter catalogue (${locale}): URL name "${urlName}" is used twice`);
    if (parameterNames.has(id)) throw new Error(`filter catalogue (${locale}): parameter ${id} is listed twice`);
    byName.set(urlName, { kind: 'parameter', id });
    parameterNames.set(id, urlName);
  }

  const index: CatalogueIndex = { byName, reservedEnabled, parameterNames };
  const byLocale = indexCache.get(catalogue) ?? new Map<Locale, CatalogueIndex>();
  byLocale.set(locale, index);
  indexCache.set(catalogue, byLocale);
  return index;
}
