import { RESERVED_FILTERS } from '@stride/rules';
import { z } from 'zod';
import { FilterParamSchema } from './filter-param';
import { ListingSearchSchema } from './search-term';

/**
 * GET /api/lib/v1/filters: the filters of a listing (a category, a search, or all products) with
 * the selected values and, per filter, the values a visitor can still pick with faceted counts.
 */
export const FiltersQuerySchema = z.object({
  /** A category id; its products and those of its subcategories. */
  id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** A search term: the products the search matches (the results page). */
  search: ListingSearchSchema.optional(),
  param: FilterParamSchema.optional(),
});
export type FiltersQuery = z.infer<typeof FiltersQuerySchema>;

/** A selected value, as a chip to remove shows it. */
export const SelectedValueSchema = z.object({ urlName: z.string(), name: z.string() });
export type SelectedValue = z.infer<typeof SelectedValueSchema>;

export const PriceBoundsSchema = z.object({
  /** Whole currency units (as in the URL); null = open side. */
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
});

/** What the path selects (spec §3 "Filter response"), only known values; empty lists when nothing. */
export const SelectedFiltersSchema = z.object({
  category: z.object({ id: z.number().int(), name: z.string(), urlName: z.string() }).nullable(),
  price: PriceBoundsSchema.nullable(),
  /** Operation units (filter store-location). */
  stores: z.array(SelectedValueSchema),
  brands: z.array(SelectedValueSchema),
  /** Towns and districts of stores, with the filter each belongs to. */
  storeLocations: z.array(SelectedValueSchema.extend({ filter: z.enum(['town', 'district']) })),
  statuses: z.array(SelectedValueSchema),
  availability: z.array(SelectedValueSchema),
  sizes: z.array(SelectedValueSchema),
  tags: z.array(SelectedValueSchema),
  conditions: z.array(SelectedValueSchema),
  /** Product parameters (surface, support…) with their selected values. */
  parameters: z.array(
    z.object({ id: z.number().int(), name: z.string(), urlName: z.string(), values: z.array(SelectedValueSchema) }),
  ),
});
export type SelectedFilters = z.infer<typeof SelectedFiltersSchema>;

export const FilterValueSchema = z.object({
  urlName: z.string(),
  name: z.string(),
  /** Products this value leaves given the OTHER selected filters (faceted count). */
  count: z.number().int(),
  selected: z.boolean(),
  /** Nothing to find with it: count 0 and not selected. */
  disabled: z.boolean(),
});
export type FilterValue = z.infer<typeof FilterValueSchema>;

/** The reserved filter (internal name) or `parameter`. */
export const FilterKeySchema = z.enum([...RESERVED_FILTERS, 'parameter']);

const AvailableFilterBase = z.object({
  key: FilterKeySchema,
  /** The parameter id; null for reserved filters. */
  parameterId: z.number().int().nullable(),
  /** The filter's name in the path, in the web instance's locale (e.g. `vyrobca`). */
  urlName: z.string(),
  /** The filter's display name in the locale. */
  name: z.string(),
});

/** Enabled filters in canonical (priority) order: price as a range, all others as value lists. */
export const AvailableFilterSchema = z.discriminatedUnion('kind', [
  AvailableFilterBase.extend({
    kind: z.literal('range'),
    /** Lowest and highest final price (whole units, rounded outwards) given the other filters; null when none. */
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
  }),
  AvailableFilterBase.extend({ kind: z.literal('values'), values: z.array(FilterValueSchema) }),
]);
export type AvailableFilter = z.infer<typeof AvailableFilterSchema>;

export const FiltersResponseSchema = z.object({
  selected: SelectedFiltersSchema,
  available: z.array(AvailableFilterSchema),
  /** The canonical filter path without unknown values ('' when nothing is selected); redirect when it differs. */
  canonicalParam: z.string(),
  /** Products matching every selected filter. */
  total: z.number().int(),
});
export type FiltersResponse = z.infer<typeof FiltersResponseSchema>;
