import type { Locale, ProductSort } from '@stride/contract';
import {
  and,
  asc,
  categories,
  categoryTranslations,
  count,
  type DatabaseHandle,
  desc,
  eq,
  exists,
  inArray,
  ne,
  photos,
  prices,
  productCategories,
  products,
  productTranslations,
  type SQL,
  sql,
} from '@stride/db';
import { photoColumns, toPhoto } from '../../lib/photo';

/**
 * Every category, hidden ones included, with its names in every locale, in menu order: one row per
 * category and locale (a category without translations comes once, with null names).
 */
export async function loadCategoryRows({ db }: DatabaseHandle) {
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

/** Which products a listing (or a filter facet) is about. */
export type ProductSetFilter = {
  webInstanceId: number;
  locale: Locale;
  /** Exactly these products, in this order (retired ones included: a wishlist may hold them). */
  productIds?: number[];
  /** Products in any of these categories. */
  categoryIds?: number[];
  /** The product with this urlTitle in the locale. */
  urlTitle?: string;
  /** The selected filters (and search) as one condition, built by the filters module's product-set. */
  filters?: SQL;
  /** A text that identifies `filters` (the canonical filter path), so a shared total is kept per filter. */
  filterKey?: string;
};

export type ProductPageFilter = ProductSetFilter & {
  sort?: ProductSort;
  limit: number;
  offset: number;
};

/**
 * The recommended order: highest score first, so a category's top product leads. The index is
 * (recommended_score DESC NULLS LAST, id), which is what drizzle-kit writes for `.desc()`; a bare
 * `ORDER BY recommended_score DESC` means NULLS FIRST, which PostgreSQL will not serve from that index
 * even on a NOT NULL column, so every listing used to sort all of its matching products.
 */
const RECOMMENDED_ORDER = [sql`${products.recommendedScore} desc nulls last`, asc(products.id)];

/** Every order ends with the id, so pages never overlap or skip a product between equal keys. */
const ORDERS: Record<ProductSort, SQL[]> = {
  recommended: RECOMMENDED_ORDER,
  newest: [desc(products.createdAt), desc(products.id)],
  cheapest: [asc(prices.finalPrice), asc(products.id)],
  most_expensive: [desc(prices.finalPrice), asc(products.id)],
};

/** The WHERE of a listing: the filters select, and only products priced in the web instance exist for it. */
export function listingConditions(db: DatabaseHandle['db'], filter: ProductSetFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.productIds) conditions.push(inArray(products.id, filter.productIds));
  else if (filter.urlTitle === undefined) conditions.push(ne(products.status, 'retired'));
  if (filter.categoryIds) {
    const inCategory = db
      .select({ one: sql`1` })
      .from(productCategories)
      .where(
        and(eq(productCategories.productId, products.id), inArray(productCategories.categoryId, filter.categoryIds)),
      );
    conditions.push(exists(inCategory));
  }
  if (filter.urlTitle !== undefined) {
    const withUrlTitle = db
      .select({ one: sql`1` })
      .from(productTranslations)
      .where(
        and(
          eq(productTranslations.productId, products.id),
          eq(productTranslations.locale, filter.locale),
          eq(productTranslations.urlTitle, filter.urlTitle),
        ),
      );
    conditions.push(exists(withUrlTitle));
  }
  if (filter.filters) conditions.push(filter.filters);
  return and(...conditions);
}

/** The join to a product's price in the web instance: a product without one does not exist there. */
export const pricedIn = (webInstanceId: number) =>
  and(eq(prices.productId, products.id), eq(prices.webInstanceId, webInstanceId));

/**
 * Ids of one page in the chosen order (recommended by default), without a total: with the order served by an index,
 * PostgreSQL walks the best products first and stops after the page (a window count would make
 * it visit every match).
 */
export async function selectProductPageIds({ db }: DatabaseHandle, filter: ProductPageFilter): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(prices, pricedIn(filter.webInstanceId))
    .where(listingConditions(db, filter))
    .orderBy(...ORDERS[filter.sort ?? 'recommended'])
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map((row) => row.id);
}

/** How many products the filter selects: it visits every match, so callers avoid or reuse it. */
export async function countProducts({ db }: DatabaseHandle, filter: ProductSetFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(prices, pricedIn(filter.webInstanceId))
    .where(listingConditions(db, filter));
  return row?.total ?? 0;
}

/** Which of `productIds` exist in the web instance (retired ones too), in no particular order. */
export async function selectExistingProductIds({ db }: DatabaseHandle, filter: ProductPageFilter): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(prices, pricedIn(filter.webInstanceId))
    .where(listingConditions(db, filter));
  return rows.map((row) => row.id);
}
