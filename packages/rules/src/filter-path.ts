import type { Locale } from '@stride/i18n';
import {
  type CatalogueIndex,
  type FilterCatalogue,
  indexCatalogue,
  RESERVED_FILTERS,
  reservedFilterName,
  type ValueFilter,
} from './filter-catalogue';
import {
  FILTER_PATH_LIMITS,
  isFilterValue,
  mergePriceRanges,
  normalizeFilterValues,
  type PriceRange,
  parsePriceRange,
  printPriceRange,
} from './filter-values';

/**
 * The filter codec (spec §2 "Filters", DESIGN §4 "Localized paths"): the part of a category or search
 * path after `/kategoria/{category}` or `/vyhladavanie/{term}` is name/value pairs joined by slashes,
 * values comma-separated — `vyrobca/nike,asics/velkost/42,43/cena/60-150`. This one module parses and
 * prints it, so every link and every redirect agrees on the canonical form: filters in priority order
 * (reserved 1–10, then parameters in catalogue order), values de-duplicated and sorted.
 */

export interface ParameterSelection {
  id: number;
  values: readonly string[];
}

/** Selected filters. As parsed, every list is canonical and only selected filters are present. */
export interface FilterSelection {
  price: PriceRange | null;
  reserved: Partial<Record<ValueFilter, readonly string[]>>;
  parameters: readonly ParameterSelection[];
}

export type BadSyntaxReason =
  /** Over FILTER_PATH_LIMITS: too many filters, too many values, or too long a segment. */
  | 'too-long'
  | 'empty-name'
  /** A filter name is the last segment (an odd number of segments). */
  | 'missing-value'
  /** A value segment with no value in it (``, `,`). */
  | 'empty-value'
  /** A value that is not a slug (upper case, `%`, spaces…). */
  | 'bad-value'
  /** Not one `min-max` range of whole numbers with min ≤ max. */
  | 'bad-price';

export type FilterPathResult =
  /** `canonical: false` → redirect to `canonicalSegments`. */
  | { kind: 'ok'; filters: FilterSelection; canonical: boolean; canonicalSegments: string[] }
  /** A name that is no enabled filter in this locale → 404. */
  | { kind: 'unknown-filter'; name: string }
  /** `segment` is the index of the offending segment. */
  | { kind: 'bad-syntax'; reason: BadSyntaxReason; segment: number };

export function emptyFilterSelection(): FilterSelection {
  return { price: null, reserved: {}, parameters: [] };
}

/** Selected filters gathered while reading a path or merging a selection, duplicates merged. */
interface Gathered {
  price: PriceRange | null;
  reserved: Map<ValueFilter, string[]>;
  parameters: Map<number, string[]>;
}

function appendTo<K>(map: Map<K, string[]>, key: K, values: Iterable<string>): void {
  const list = map.get(key) ?? [];
  list.push(...values);
  map.set(key, list);
}

/** The canonical selection: priority order, lists normalized, unselected filters left out. */
function finish(gathered: Gathered, index: CatalogueIndex): FilterSelection {
  const reserved: Partial<Record<ValueFilter, readonly string[]>> = {};
  for (const filter of RESERVED_FILTERS) {
    if (filter === 'price') continue;
    const values = normalizeFilterValues(gathered.reserved.get(filter) ?? []);
    if (values.length > 0) reserved[filter] = values;
  }
  const parameters: ParameterSelection[] = [];
  for (const id of index.parameterNames.keys()) {
    const values = normalizeFilterValues(gathered.parameters.get(id) ?? []);
    if (values.length > 0) parameters.push({ id, values });
  }
  return { price: gathered.price, reserved, parameters };
}

function printIndexed(selection: FilterSelection, locale: Locale, index: CatalogueIndex): string[] {
  const segments: string[] = [];
  for (const filter of RESERVED_FILTERS) {
    const value = filter === 'price' ? printPrice(selection.price) : selection.reserved[filter];
    if (value === null || value === undefined || value.length === 0) continue;
    if (!index.reservedEnabled.has(filter)) throw new Error(`printFilterPath: filter ${filter} is not enabled`);
    segments.push(reservedFilterName(locale, filter), typeof value === 'string' ? value : printValues(filter, value));
  }
  for (const [id, urlName] of index.parameterNames) {
    const values = selection.parameters.filter((parameter) => parameter.id === id).flatMap(({ values }) => values);
    if (values.length > 0) segments.push(urlName, printValues(urlName, values));
  }
  return segments;
}

/** An open-ended range on both sides selects nothing, like an empty value list. */
function printPrice(range: PriceRange | null): string | null {
  return range === null || (range.min === null && range.max === null) ? null : printPriceRange(range);
}

function printValues(filter: string, values: readonly string[]): string {
  for (const value of values) {
    // A value the parser would refuse would make a link to a 404; that is a bug upstream.
    if (value !== '' && !isFilterValue(value))
      throw new Error(`printFilterPath: ${filter} value "${value}" is not a slug`);
  }
  return normalizeFilterValues(values).join(',');
}

/**
 * The canonical filter segments of a selection: selected filters in priority order, values
 * de-duplicated and sorted, empty lists and empty values left out. Throws for a disabled reserved
 * filter, a parameter the catalogue lacks, a value that is not a slug or an invalid price range —
 * callers build selections from parsed paths and known values, so each of those is a bug.
 */
export function printFilterPath(selection: FilterSelection, locale: Locale, catalogue: FilterCatalogue): string[] {
  const index = indexCatalogue(locale, catalogue);
  for (const { id } of selection.parameters) {
    if (!index.parameterNames.has(id)) throw new Error(`printFilterPath: parameter ${id} is not in the catalogue`);
  }
  return printIndexed(selection, locale, index);
}

/**
 * Reads filter path segments (as the `[[...parameters]]` route gives them) in a locale. Names are
 * exact (case-sensitive); a disabled reserved filter is unknown. Duplicate names are merged, empty
 * items inside a list (`nike,,asics`) are dropped; both only make the path non-canonical.
 */
export function parseFilterPath(
  segments: readonly string[],
  locale: Locale,
  catalogue: FilterCatalogue,
): FilterPathResult {
  const { maxFilters, maxValues, maxSegmentLength } = FILTER_PATH_LIMITS;
  if (segments.length > maxFilters * 2) return badSyntax('too-long', maxFilters * 2);
  const tooLong = segments.findIndex((segment) => segment.length > maxSegmentLength);
  if (tooLong !== -1) return badSyntax('too-long', tooLong);

  const index = indexCatalogue(locale, catalogue);
  const gathered: Gathered = { price: null, reserved: new Map(), parameters: new Map() };
  let valueCount = 0;
  for (let at = 0; at < segments.length; at += 2) {
    const name = segments[at] as string;
    if (name === '') return badSyntax('empty-name', at);
    const key = index.byName.get(name);
    if (!key) return { kind: 'unknown-filter', name };
    const value = segments[at + 1];
    if (value === undefined) return badSyntax('missing-value', at);

    const items = value.split(',');
    valueCount += items.length;
    if (valueCount > maxValues) return badSyntax('too-long', at + 1);
    const values = items.filter((item) => item !== '');
    if (values.length === 0) return badSyntax('empty-value', at + 1);

    if (key.kind === 'reserved' && key.filter === 'price') {
      const range = values.length === 1 ? parsePriceRange(values[0] as string) : null;
      if (!range) return badSyntax('bad-price', at + 1);
      gathered.price = gathered.price ? mergePriceRanges(gathered.price, range) : range;
      continue;
    }
    if (!values.every(isFilterValue)) return badSyntax('bad-value', at + 1);
    if (key.kind === 'reserved') appendTo(gathered.reserved, key.filter as ValueFilter, values);
    else appendTo(gathered.parameters, key.id, values);
  }

  const filters = finish(gathered, index);
  const canonicalSegments = printIndexed(filters, locale, index);
  const canonical =
    canonicalSegments.length === segments.length && canonicalSegments.every((segment, at) => segment === segments[at]);
  return { kind: 'ok', filters, canonical, canonicalSegments };
}

/** The canonical form of a valid path (to redirect to when it differs), or null when the path is invalid. */
export function canonicalFilterPath(
  segments: readonly string[],
  locale: Locale,
  catalogue: FilterCatalogue,
): string[] | null {
  const result = parseFilterPath(segments, locale, catalogue);
  return result.kind === 'ok' ? result.canonicalSegments : null;
}

function badSyntax(reason: BadSyntaxReason, segment: number): FilterPathResult {
  return { kind: 'bad-syntax', reason, segment };
}
