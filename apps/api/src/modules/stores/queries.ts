import {
  asc,
  type Executor,
  openingHours,
  operationUnitParameters,
  operationUnits,
  operationUnitTranslations,
} from '@stride/db';

/**
 * Every store with its translations (one row per store and translated locale, or one with null
 * texts), every opening-hours row and every marker parameter: a handful of stores, read together.
 */
export async function loadAllOperationUnits(db: Executor) {
  const [units, translations, hours, parameters] = await Promise.all([
    db
      .select({
        id: operationUnits.id,
        name: operationUnits.name,
        description: operationUnits.description,
        street: operationUnits.street,
        zip: operationUnits.zip,
        town: operationUnits.town,
        district: operationUnits.district,
        phone: operationUnits.phone,
        email: operationUnits.email,
      })
      .from(operationUnits),
    db
      .select({
        operationUnitId: operationUnitTranslations.operationUnitId,
        locale: operationUnitTranslations.locale,
        name: operationUnitTranslations.name,
        description: operationUnitTranslations.description,
      })
      .from(operationUnitTranslations),
    db
      .select({
        operationUnitId: openingHours.operationUnitId,
        day: openingHours.day,
        opensAt: openingHours.opensAt,
        closesAt: openingHours.closesAt,
      })
      .from(openingHours)
      .orderBy(asc(openingHours.operationUnitId), asc(openingHours.day)),
    db
      .select({
        operationUnitId: operationUnitParameters.operationUnitId,
        hash: operationUnitParameters.hash,
        value: operationUnitParameters.value,
      })
      .from(operationUnitParameters)
      .orderBy(asc(operationUnitParameters.operationUnitId), asc(operationUnitParameters.hash)),
  ]);
  return { units, translations, hours, parameters };
}
export type OperationUnitRows = Awaited<ReturnType<typeof loadAllOperationUnits>>;
