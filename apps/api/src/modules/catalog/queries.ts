import type { Locale } from '@stride/contract';
import {
  and,
  asc,
  categories,
  categoryTranslations,
  type Executor,
  eq,
  exists,
  inArray,
  labels,
  labelTranslations,
  operationUnits,
  parameters,
  parameterTranslations,
  parameterValues,
  parameterValueTranslations,
  photos,
  prices,
  products,
  productTranslations,
  sql,
} from '@stride/db';
import { photoColumns, toPhoto } from '../../lib/photo';

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

/** The join to a product's price in the web instance: a product without one does not exist there. */
export const pricedIn = (webInstanceId: number) =>
  and(eq(prices.productId, products.id), eq(prices.webInstanceId, webInstanceId));

/** Names products directly: by id (a wishlist, a cart) or by urlTitle in the locale (a product page). */
export type ProductLookup = { productIds: readonly number[] } | { urlTitle: string; locale: Locale };

/**
 * Which of the named products exist in the web instance (priced there), retired ones included: a
 * wishlist may hold them and a product page shows them. In no particular order.
 */
export async function selectPricedProductIds(
  db: Executor,
  webInstanceId: number,
  lookup: ProductLookup,
): Promise<number[]> {
  const named =
    'productIds' in lookup
      ? inArray(products.id, [...lookup.productIds])
      : exists(
          db
            .select({ one: sql`1` })
            .from(productTranslations)
            .where(
              and(
                eq(productTranslations.productId, products.id),
                eq(productTranslations.locale, lookup.locale),
                eq(productTranslations.urlTitle, lookup.urlTitle),
              ),
            ),
        );
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(prices, pricedIn(webInstanceId))
    .where(named);
  return rows.map((row) => row.id);
}

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
