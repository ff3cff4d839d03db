import type { Locale, Photo } from '@stride/contract';
import {
  alias,
  and,
  brands,
  type Executor,
  eq,
  inArray,
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
  type SQL,
  sql,
  stock,
} from '@stride/db';
import { photoColumns, toPhoto } from '../../lib/photo-queries';
import { pricedIn } from '../listing/index-queries';

/**
 * The products of a page in ONE query: base columns joined, and every list a product carries
 * (gallery, sizes with stock, category/label/parameter ids…) as a correlated subquery that returns
 * JSON, computed only when a requested field needs it. Each subquery is an index lookup for one
 * product, so no plan can turn it into a scan of a whole table; and one statement instead of seven
 * matters most on PGlite, which plans and runs every statement on its one thread. Names of categories, labels and
 * parameters come from the in-memory reference data, so the subqueries need no joins to them.
 */

/** Which of the per-product lists to compute. */
export type ProductRowNeeds = {
  /** The Omnibus prior price over N days before the current price (see priorPriceColumn), or undefined for none. */
  priorPriceDays?: number;
  categories: boolean;
  gallery: boolean;
  labels: boolean;
  cardParameters: boolean;
  /** Sizes with their stock, split by these operation units that ship (all others sell in store). */
  sizes: { onlineUnitIds: readonly number[] } | false;
};

const NOTHING = sql<null>`null`;

/**
 * The EU Omnibus prior price (Art. 6a of Directive 98/6/EC): the lowest final price applied during
 * the `days` days BEFORE the current price took effect — not including the current price, which on
 * a discounted product would otherwise be the answer. `since` is the day the row in effect today
 * started; the window is [since − days, since): the row in effect on its first day (the newest
 * change on or before it) and every change inside it. Null when nothing precedes `since`. Each of
 * the three lookups is a range scan of the (product, web instance, day) unique index.
 */
function priorPriceColumn(webInstanceId: number, days: number) {
  const ofProduct = and(eq(priceHistory.productId, products.id), eq(priceHistory.webInstanceId, webInstanceId));
  const windowStart = sql`current_price.since - ${days}::int`;
  return sql<number | null>`(select least(
      (select ${priceHistory.finalPrice} from ${priceHistory}
        where ${ofProduct} and ${priceHistory.validFrom} <= ${windowStart}
        order by ${priceHistory.validFrom} desc limit 1),
      (select min(${priceHistory.finalPrice}) from ${priceHistory}
        where ${ofProduct} and ${priceHistory.validFrom} > ${windowStart}
          and ${priceHistory.validFrom} < current_price.since))
    from (select ${priceHistory.validFrom} as since from ${priceHistory}
      where ${ofProduct} and ${priceHistory.validFrom} <= current_date
      order by ${priceHistory.validFrom} desc limit 1) current_price)`;
}

/** [categoryId, isMain] pairs; names and order come from the category catalog. */
const categoriesColumn = sql<
  [number, boolean][] | null
>`(select json_agg(json_build_array(${productCategories.categoryId}, ${productCategories.isMain}))
  from ${productCategories} where ${productCategories.productId} = ${products.id})`;

/** Gallery photos in order as [path, updateTime, title, description]. */
const galleryPhoto = alias(photos, 'gallery_photo');
const galleryColumn = sql<[string, number, string, string][] | null>`(select json_agg(json_build_array(
    ${galleryPhoto.path}, ${galleryPhoto.updateTime}, ${galleryPhoto.title}, ${galleryPhoto.description})
    order by ${productPhotos.position})
  from ${productPhotos} join ${photos} ${galleryPhoto} on ${galleryPhoto.id} = ${productPhotos.photoId}
  where ${productPhotos.productId} = ${products.id})`;

const labelsColumn = sql<number[] | null>`(select json_agg(${productLabels.labelId})
  from ${productLabels} where ${productLabels.productId} = ${products.id})`;

const parameterValuesColumn = sql<number[] | null>`(select json_agg(${productParameterValues.parameterValueId})
  from ${productParameterValues} where ${productParameterValues.productId} = ${products.id})`;

/**
 * Sizes in order as [id, name, [online, inStore]]: pieces in the operation units that ship (available
 * online) and in the others (in stores only). The units that ship come from memory: joining
 * operation_units here would scan it once per size.
 */
function sizesColumn(onlineUnitIds: readonly number[]) {
  const inOnlineUnit =
    onlineUnitIds.length === 0
      ? sql`false`
      : sql`${stock.operationUnitId} in (${sql.join(
          onlineUnitIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const pieces = sql`(select json_build_array(
      sum(${stock.quantity}) filter (where ${inOnlineUnit}), sum(${stock.quantity}) filter (where not ${inOnlineUnit}))
    from ${stock} where ${stock.sizeId} = ${productSizes.id})`;
  return sql<[number, string, [number | null, number | null]][] | null>`(select json_agg(
      json_build_array(${productSizes.id}, ${productSizes.name}, ${pieces}) order by ${productSizes.position}, ${productSizes.id})
    from ${productSizes} where ${productSizes.productId} = ${products.id})`;
}

const when = <T>(needed: boolean, column: SQL<T>): SQL<T | null> => (needed ? column : NOTHING);

/** The products with these ids that are priced in the web instance, in no particular order. */
export async function loadProductRows(
  db: Executor,
  ids: number[],
  webInstanceId: number,
  locale: Locale,
  needs: ProductRowNeeds,
) {
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
      priorPrice: needs.priorPriceDays === undefined ? NOTHING : priorPriceColumn(webInstanceId, needs.priorPriceDays),
      categories: when(needs.categories, categoriesColumn),
      gallery: when(needs.gallery, galleryColumn),
      labelIds: when(needs.labels, labelsColumn),
      parameterValueIds: when(needs.cardParameters, parameterValuesColumn),
      sizes: needs.sizes ? sizesColumn(needs.sizes.onlineUnitIds) : NOTHING,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(prices, pricedIn(webInstanceId))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
    )
    .leftJoin(photos, eq(photos.id, products.mainPhotoId))
    .where(inArray(products.id, ids));
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    urlTitle: row.urlTitle ?? String(row.id),
    status: row.status,
    kind: row.kind,
    isNew: row.isNew,
    brand: row.brand,
    photo: toPhoto(row.photo),
    finalPrice: row.finalPrice,
    standardPrice: row.standardPrice,
    // Null when not computed, or when no history precedes the current price.
    priorPrice: row.priorPrice === null ? null : Number(row.priorPrice),
    categories: (row.categories ?? []).map(([id, isMain]) => ({ id, isMain })),
    gallery: (row.gallery ?? []).flatMap(([path, updateTime, title, description]): Photo[] => {
      const photo = toPhoto({ path, updateTime: Number(updateTime), title, description });
      return photo ? [photo] : [];
    }),
    labelIds: row.labelIds ?? [],
    parameterValueIds: row.parameterValueIds ?? [],
    sizes: (row.sizes ?? []).map(([id, name, [online, inStore]]) => ({
      id,
      name,
      online: Number(online ?? 0),
      inStore: Number(inStore ?? 0),
    })),
  }));
}
export type ProductRow = Awaited<ReturnType<typeof loadProductRows>>[number];
export type SizeStockRow = ProductRow['sizes'][number];
