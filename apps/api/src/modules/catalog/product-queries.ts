import type { Locale, Photo } from '@stride/contract';
import {
  alias,
  and,
  asc,
  brands,
  categories,
  categoryTranslations,
  type DatabaseHandle,
  desc,
  eq,
  inArray,
  labels,
  labelTranslations,
  lte,
  min,
  operationUnits,
  parameters,
  parameterTranslations,
  parameterValues,
  parameterValueTranslations,
  photos,
  priceHistory,
  prices,
  productCategories,
  productLabels,
  productParameterValues,
  productPhotos,
  productSizes,
  products,
  productTranslations,
  sql,
  stock,
} from '@stride/db';
import { photoColumns, toPhoto } from '../../lib/photo';

/**
 * Batched lookups for one page of products: each runs once for all ids of the page (`IN (…)`),
 * never once per product, and only when a requested field needs it.
 */

function groupByProduct<Row extends { productId: number }, Item>(
  rows: Row[],
  map: (row: Row) => Item | null,
): Map<number, Item[]> {
  const grouped = new Map<number, Item[]>();
  for (const row of rows) {
    const item = map(row);
    if (item === null) continue;
    const list = grouped.get(row.productId);
    if (list) list.push(item);
    else grouped.set(row.productId, [item]);
  }
  return grouped;
}

/** Name, urlTitle, brand, main photo and the prices of the web instance. */
export async function loadProductBases({ db }: DatabaseHandle, ids: number[], webInstanceId: number, locale: Locale) {
  const rows = await db
    .select({
      id: products.id,
      name: productTranslations.name,
      urlTitle: productTranslations.urlTitle,
      status: products.status,
      kind: products.kind,
      isNew: products.isNew,
      brand: { id: brands.id, name: brands.name, urlName: brands.urlName },
      photo: photoColumns(),
      finalPrice: prices.finalPrice,
      standardPrice: prices.standardPrice,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.webInstanceId, webInstanceId)))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
    )
    .leftJoin(photos, eq(photos.id, products.mainPhotoId))
    .where(inArray(products.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        name: row.name ?? '',
        urlTitle: row.urlTitle ?? String(row.id),
        photo: toPhoto(row.photo),
      },
    ]),
  );
}
export type ProductBaseRow = NonNullable<ReturnType<Awaited<ReturnType<typeof loadProductBases>>['get']>>;

/**
 * The lowest final price of the last `days` days (EU Omnibus): every history row that took effect
 * in the window, plus the one already in effect when the window opened.
 */
export async function loadLowestPrices(
  { db }: DatabaseHandle,
  ids: number[],
  webInstanceId: number,
  days: number,
): Promise<Map<number, number>> {
  const older = alias(priceHistory, 'older');
  const inEffectAtWindowStart = db
    .select({ validFrom: sql`max(${older.validFrom})` })
    .from(older)
    .where(
      and(
        eq(older.productId, priceHistory.productId),
        eq(older.webInstanceId, priceHistory.webInstanceId),
        lte(older.validFrom, sql`current_date - ${days}::int`),
      ),
    );
  const rows = await db
    .select({ productId: priceHistory.productId, lowest: min(priceHistory.finalPrice) })
    .from(priceHistory)
    .where(
      and(
        eq(priceHistory.webInstanceId, webInstanceId),
        inArray(priceHistory.productId, ids),
        lte(priceHistory.validFrom, sql`current_date`),
        sql`${priceHistory.validFrom} >= coalesce((${inEffectAtWindowStart}), ${priceHistory.validFrom})`,
      ),
    )
    .groupBy(priceHistory.productId);
  return new Map(rows.flatMap((row) => (row.lowest === null ? [] : [[row.productId, row.lowest]])));
}

export async function loadProductCategories({ db }: DatabaseHandle, ids: number[], locale: Locale) {
  const rows = await db
    .select({
      productId: productCategories.productId,
      id: categories.id,
      name: categoryTranslations.name,
      urlName: categoryTranslations.urlName,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
    )
    .where(inArray(productCategories.productId, ids))
    .orderBy(
      asc(productCategories.productId),
      desc(productCategories.isMain),
      asc(categories.position),
      asc(categories.id),
    );
  return groupByProduct(rows, ({ id, name, urlName }) => ({ id, name, urlName }));
}

export async function loadGalleries({ db }: DatabaseHandle, ids: number[]): Promise<Map<number, Photo[]>> {
  const rows = await db
    .select({ productId: productPhotos.productId, photo: photoColumns() })
    .from(productPhotos)
    .innerJoin(photos, eq(photos.id, productPhotos.photoId))
    .where(inArray(productPhotos.productId, ids))
    .orderBy(asc(productPhotos.productId), asc(productPhotos.position));
  return groupByProduct(rows, (row) => toPhoto(row.photo));
}

export async function loadLabels({ db }: DatabaseHandle, ids: number[], locale: Locale) {
  const rows = await db
    .select({
      productId: productLabels.productId,
      code: labels.code,
      name: labelTranslations.name,
      color: labels.color,
    })
    .from(productLabels)
    .innerJoin(labels, eq(labels.id, productLabels.labelId))
    .leftJoin(labelTranslations, and(eq(labelTranslations.labelId, labels.id), eq(labelTranslations.locale, locale)))
    .where(inArray(productLabels.productId, ids))
    .orderBy(asc(productLabels.productId), asc(labels.position), asc(labels.id));
  return groupByProduct(rows, ({ code, name, color }) => ({ code, name: name ?? code, color }));
}

/** The parameters marked for product cards (surface, drop, …) with their values, in the locale. */
export async function loadCardParameters({ db }: DatabaseHandle, ids: number[], locale: Locale) {
  const rows = await db
    .select({
      productId: productParameterValues.productId,
      name: parameterTranslations.name,
      value: parameterValueTranslations.value,
    })
    .from(productParameterValues)
    .innerJoin(parameterValues, eq(parameterValues.id, productParameterValues.parameterValueId))
    .innerJoin(parameters, and(eq(parameters.id, parameterValues.parameterId), eq(parameters.onCard, true)))
    .innerJoin(
      parameterTranslations,
      and(eq(parameterTranslations.parameterId, parameters.id), eq(parameterTranslations.locale, locale)),
    )
    .innerJoin(
      parameterValueTranslations,
      and(
        eq(parameterValueTranslations.parameterValueId, parameterValues.id),
        eq(parameterValueTranslations.locale, locale),
      ),
    )
    .where(inArray(productParameterValues.productId, ids))
    .orderBy(
      asc(productParameterValues.productId),
      asc(parameters.priority),
      asc(parameters.id),
      asc(parameterValues.position),
      asc(parameterValues.id),
    );
  return groupByProduct(rows, ({ name, value }) => ({ name, value }));
}

export type SizeStockRow = { id: number; name: string; online: number; inStore: number };

/** Sizes in order with their stock: online (units that ship) and in stores only (the others). */
export async function loadSizes({ db }: DatabaseHandle, ids: number[]): Promise<Map<number, SizeStockRow[]>> {
  const rows = await db
    .select({
      productId: productSizes.productId,
      id: productSizes.id,
      name: productSizes.name,
      online: sql<number>`coalesce(sum(${stock.quantity}) filter (where ${operationUnits.shipsOnline}), 0)`.mapWith(
        Number,
      ),
      inStore:
        sql<number>`coalesce(sum(${stock.quantity}) filter (where not ${operationUnits.shipsOnline}), 0)`.mapWith(
          Number,
        ),
    })
    .from(productSizes)
    .leftJoin(stock, eq(stock.sizeId, productSizes.id))
    .leftJoin(operationUnits, eq(operationUnits.id, stock.operationUnitId))
    .where(inArray(productSizes.productId, ids))
    .groupBy(productSizes.productId, productSizes.id, productSizes.name, productSizes.position)
    .orderBy(asc(productSizes.productId), asc(productSizes.position), asc(productSizes.id));
  return groupByProduct(rows, ({ id, name, online, inStore }) => ({ id, name, online, inStore }));
}
