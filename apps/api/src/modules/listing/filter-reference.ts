import type { Locale } from '@stride/contract';
import type { DatabaseHandle, Executor } from '@stride/db';
import { enabledReservedFilters, type FilterCatalogue, type ReservedFilter } from '@stride/rules';
import { referenceDataCache } from '../../lib/ttl-cache';
import { selectCountryUnits, selectFilterParameters } from './filter-queries';
import { slugOf } from './slug';

/** A filterable product parameter named in one locale, in filter order. */
export type FilterParameterRef = { id: number; name: string; urlName: string };

/** An operation unit of the web instance's country, with the slugs its filters use. */
export type FilterUnit = {
  id: number;
  name: string;
  slug: string;
  town: string;
  townSlug: string;
  district: string;
  districtSlug: string;
};

/**
 * What the filter codec and the filter queries need of one locale: the catalogue (reserved filters
 * the configuration enables and the filterable parameters) plus names and the country's stores.
 * Reference data: read once per catalog change (REFERENCE_DATA_TTL_MS at most) and shared, so parsing
 * a path costs no query.
 */
export type FilterReference = {
  catalogue: FilterCatalogue;
  parameters: readonly FilterParameterRef[];
  units: readonly FilterUnit[];
};

async function loadFilterReference(
  db: Executor,
  locale: Locale,
  disabled: readonly ReservedFilter[],
): Promise<FilterReference> {
  const [parameterRows, unitRows] = await Promise.all([
    selectFilterParameters(db, locale),
    selectCountryUnits(db, locale),
  ]);
  return {
    catalogue: {
      reserved: enabledReservedFilters(disabled),
      parameters: parameterRows.map(({ id, urlName }) => ({ id, urlName })),
    },
    parameters: parameterRows,
    units: unitRows.map((unit) => ({
      ...unit,
      slug: slugOf(unit.name),
      townSlug: slugOf(unit.town),
      districtSlug: slugOf(unit.district),
    })),
  };
}

const references = referenceDataCache<string, FilterReference>(100);

/** The filter reference of a locale with these reserved filters switched off (from the config). */
export function filterReference(
  database: DatabaseHandle,
  locale: Locale,
  disabled: readonly ReservedFilter[],
): Promise<FilterReference> {
  return references(database).get(`${locale}|${disabled.join(',')}`, () =>
    loadFilterReference(database.db, locale, disabled),
  );
}
