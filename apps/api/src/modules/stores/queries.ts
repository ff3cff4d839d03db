import type { Locale } from '@stride/contract';
import {
  and,
  asc,
  type DatabaseHandle,
  eq,
  openingHours,
  operationUnitParameters,
  operationUnits,
  operationUnitTranslations,
  sql,
} from '@stride/db';

/** A store with its name and description in the locale (the base texts when not translated). */
export async function findOperationUnit({ db }: DatabaseHandle, id: number, locale: Locale) {
  const [row] = await db
    .select({
      id: operationUnits.id,
      name: sql<string>`coalesce(${operationUnitTranslations.name}, ${operationUnits.name})`,
      description: sql<string>`coalesce(${operationUnitTranslations.description}, ${operationUnits.description})`,
      street: operationUnits.street,
      zip: operationUnits.zip,
      town: operationUnits.town,
      district: operationUnits.district,
      phone: operationUnits.phone,
      email: operationUnits.email,
    })
    .from(operationUnits)
    .leftJoin(
      operationUnitTranslations,
      and(
        eq(operationUnitTranslations.operationUnitId, operationUnits.id),
        eq(operationUnitTranslations.locale, locale),
      ),
    )
    .where(eq(operationUnits.id, id));
  return row;
}

export async function listOpeningHours({ db }: DatabaseHandle, id: number) {
  return db
    .select({ day: openingHours.day, opensAt: openingHours.opensAt, closesAt: openingHours.closesAt })
    .from(openingHours)
    .where(eq(openingHours.operationUnitId, id))
    .orderBy(asc(openingHours.day));
}

export async function listOperationUnitParameters({ db }: DatabaseHandle, id: number) {
  return db
    .select({ hash: operationUnitParameters.hash, value: operationUnitParameters.value })
    .from(operationUnitParameters)
    .where(eq(operationUnitParameters.operationUnitId, id))
    .orderBy(asc(operationUnitParameters.hash));
}
