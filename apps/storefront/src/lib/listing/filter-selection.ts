import type { AvailableFilter, FiltersResponse } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import {
  type FilterCatalogue,
  type FilterSelection,
  type PriceRange,
  printFilterPath,
  type ReservedFilter,
  type ValueFilter,
} from '@stride/rules';

/**
 * The bridge between the api's `/filters` answer and the filter codec: the storefront builds every
 * filter link (toggle a value, remove a filter, clear all, set a price) by changing the current
 * selection and printing it with `printFilterPath`, so links are canonical by construction.
 */

/** A filter as the links address it: a reserved filter by name or a parameter by id. */
export type FilterRef = { key: Exclude<AvailableFilter['key'], 'parameter'> } | { key: 'parameter'; id: number };

export function filterRefOf(filter: AvailableFilter): FilterRef {
  return filter.key === 'parameter' ? { key: 'parameter', id: filter.parameterId ?? -1 } : { key: filter.key };
}

/** What the codec may print in this listing: the enabled reserved filters and the parameters, in the api's order. */
export function catalogueOf(available: readonly AvailableFilter[]): FilterCatalogue {
  return {
    reserved: available.flatMap((filter) => (filter.key === 'parameter' ? [] : [filter.key as ReservedFilter])),
    parameters: available.flatMap((filter) =>
      filter.key === 'parameter' && filter.parameterId !== null
        ? [{ id: filter.parameterId, urlName: filter.urlName }]
        : [],
    ),
  };
}

/** The selection the answer describes: the selected values of every value filter and the price range. */
export function selectionOf(response: Pick<FiltersResponse, 'available' | 'selected'>): FilterSelection {
  const selection: {
    price: PriceRange | null;
    reserved: Partial<Record<ValueFilter, string[]>>;
    parameters: { id: number; values: string[] }[];
  } = { price: response.selected.price, reserved: {}, parameters: [] };
  for (const filter of response.available) {
    if (filter.kind !== 'values') continue;
    const values = filter.values.filter((value) => value.selected).map((value) => value.urlName);
    if (values.length === 0) continue;
    if (filter.key === 'parameter') {
      if (filter.parameterId !== null) selection.parameters.push({ id: filter.parameterId, values });
    } else selection.reserved[filter.key as ValueFilter] = values;
  }
  return selection;
}

function valuesIn(selection: FilterSelection, ref: FilterRef): readonly string[] {
  if (ref.key === 'parameter') return selection.parameters.find((parameter) => parameter.id === ref.id)?.values ?? [];
  if (ref.key === 'price') return [];
  return selection.reserved[ref.key] ?? [];
}

function withValues(selection: FilterSelection, ref: FilterRef, values: readonly string[]): FilterSelection {
  if (ref.key === 'price') return selection;
  if (ref.key === 'parameter') {
    const others = selection.parameters.filter((parameter) => parameter.id !== ref.id);
    return { ...selection, parameters: values.length > 0 ? [...others, { id: ref.id, values }] : others };
  }
  const reserved = { ...selection.reserved };
  if (values.length > 0) reserved[ref.key] = values;
  else delete reserved[ref.key];
  return { ...selection, reserved };
}

/** The selection with one value added, or removed when it was selected. */
export function toggleValue(selection: FilterSelection, ref: FilterRef, value: string): FilterSelection {
  const current = valuesIn(selection, ref);
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return withValues(selection, ref, next);
}

/** The selection without a whole filter (every value of it, or the price range). */
export function removeFilter(selection: FilterSelection, ref: FilterRef): FilterSelection {
  return ref.key === 'price' ? { ...selection, price: null } : withValues(selection, ref, []);
}

export function withPrice(selection: FilterSelection, price: PriceRange | null): FilterSelection {
  return { ...selection, price };
}

/** Whether anything is selected at all (for "clear all" and the no-match state). */
export function hasSelection(selection: FilterSelection): boolean {
  return selection.price !== null || Object.keys(selection.reserved).length > 0 || selection.parameters.length > 0;
}

/** The canonical path segments of a selection in this listing. */
export function pathOf(selection: FilterSelection, locale: Locale, catalogue: FilterCatalogue): string[] {
  return printFilterPath(selection, locale, catalogue);
}
