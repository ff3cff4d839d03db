import {
  asc,
  type Executor,
  isNotNull,
  openingHours,
  operationUnitParameters,
  operationUnits,
  operationUnitTranslations,
  pages,
} from '@stride/db';

/**
 * Every store with its translations (one row per store and translated locale, or one with null
 * texts), every opening-hours row, every marker parameter and every store's page in every shop: a
 * handful of stores, read together.
 */
export async function loadAllOperationUnits(db: Executor) {
  const [units, translations, hours, parameters, storePages] = await Promise.all([
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
        country: operationUnits.country,
        latitude: operationUnits.latitude,
        longitude: operationUnits.longitude,
      })
      .from(operationUnits)
      .orderBy(asc(operationUnits.position), asc(operationUnits.id)),
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
    db
      .select({
        operationUnitId: pages.operationUnitId,
        webInstanceId: pages.webInstanceId,
        id: pages.id,
        title: pages.title,
        urlTitle: pages.urlTitle,
        kind: pages.kind,
      })
      .from(pages)
      .where(isNotNull(pages.operationUnitId)),
  ]);
  return { units, translations, hours, parameters, storePages };
}
export type OperationUnitRows = Awaited<ReturnType<typeof loadAllOperationUnits>>;
