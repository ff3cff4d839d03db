import type { Locale } from '@stride/contract';
import { and, asc, type Executor, eq, operationUnits, parameters, parameterTranslations } from '@stride/db';

/** The filterable product parameters named in the locale, in filter order (priority, then id). */
export function selectFilterParameters(db: Executor, locale: Locale) {
  return db
    .select({ id: parameters.id, name: parameterTranslations.name, urlName: parameterTranslations.urlName })
    .from(parameters)
    .innerJoin(
      parameterTranslations,
      and(eq(parameterTranslations.parameterId, parameters.id), eq(parameterTranslations.locale, locale)),
    )
    .where(eq(parameters.filterable, true))
    .orderBy(asc(parameters.priority), asc(parameters.id));
}

/** The operation units of the locale's country, in store order: the store, town and district filters. */
export function selectCountryUnits(db: Executor, locale: Locale) {
  return db
    .select({
      id: operationUnits.id,
      name: operationUnits.name,
      town: operationUnits.town,
      district: operationUnits.district,
    })
    .from(operationUnits)
    .where(eq(operationUnits.country, locale))
    .orderBy(asc(operationUnits.position), asc(operationUnits.id));
}
