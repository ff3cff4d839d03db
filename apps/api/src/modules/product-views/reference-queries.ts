import {
  and,
  asc,
  categories,
  categoryTranslations,
  type Executor,
  eq,
  labels,
  labelTranslations,
  operationUnits,
  parameters,
  parameterTranslations,
  parameterValues,
  parameterValueTranslations,
  photos,
} from '@stride/db';
import { photoColumns, toPhoto } from '../../lib/photo-queries';

/**
 * Every category, hidden ones included, with its names in every locale, in menu order: one row per
 * category and locale (a category without translations comes once, with null names).
 */
export async function loadCategoryRows(db: Executor) {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      visible: categories.visible,
      externalUrl: categories.externalUrl,
      locale: categoryTranslations.locale,
      name: categoryTranslations.name,
      urlName: categoryTranslations.urlName,
      mainPhoto: photoColumns(),
    })
    .from(categories)
    .leftJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
    .leftJoin(photos, eq(photos.id, categories.mainPhotoId))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => ({ ...row, mainPhoto: toPhoto(row.mainPhoto) }));
}
export type CategoryRow = Awaited<ReturnType<typeof loadCategoryRows>>[number];

/** Labels and the card parameters' values in every locale, in display order; the units that ship. */
export async function loadReferenceRows(db: Executor) {
  return Promise.all([
    db
      .select({
        id: labels.id,
        code: labels.code,
        color: labels.color,
        locale: labelTranslations.locale,
        name: labelTranslations.name,
      })
      .from(labels)
      .leftJoin(labelTranslations, eq(labelTranslations.labelId, labels.id))
      .orderBy(asc(labels.position), asc(labels.id)),
    db
      .select({
        id: parameterValues.id,
        locale: parameterTranslations.locale,
        name: parameterTranslations.name,
        value: parameterValueTranslations.value,
      })
      .from(parameterValues)
      .innerJoin(parameters, and(eq(parameters.id, parameterValues.parameterId), eq(parameters.onCard, true)))
      .innerJoin(parameterTranslations, eq(parameterTranslations.parameterId, parameters.id))
      .innerJoin(
        parameterValueTranslations,
        and(
          eq(parameterValueTranslations.parameterValueId, parameterValues.id),
          eq(parameterValueTranslations.locale, parameterTranslations.locale),
        ),
      )
      .orderBy(asc(parameters.priority), asc(parameters.id), asc(parameterValues.position), asc(parameterValues.id)),
    db.select({ id: operationUnits.id }).from(operationUnits).where(eq(operationUnits.shipsOnline, true)),
  ]);
}
