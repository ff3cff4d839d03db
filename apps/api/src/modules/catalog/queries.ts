import type { Locale } from '@stride/contract';
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

/** Every visible category with its name and urlName in the locale, in menu order. */
export async function listCategories({ db }: DatabaseHandle, locale: Locale) {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categoryTranslations.name,
      urlName: categoryTranslations.urlName,
      externalUrl: categories.externalUrl,
      mainPhoto: photoColumns(),
    })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
    )
    .leftJoin(photos, eq(photos.id, categories.mainPhotoId))
    .where(eq(categories.visible, true))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => ({ ...row, mainPhoto: toPhoto(row.mainPhoto) }));
}
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

/**
 * The visible category with this urlName in the locale and every visible category below it, or
 * undefined when there is none. The tree is small, so it is read whole and walked here.
 */
export async function findCategoryFamily(
  { db }: DatabaseHandle,
  locale: Locale,
  urlName: string,
): Promise<number[] | undefined> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, urlName: categoryTranslations.urlName })
    .from(categories)
    .leftJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
    )
    .where(eq(categories.visible, true));
  const root = rows.find((row) => row.urlName === urlName);
  if (!root) return undefined;
  const family = [root.id];
  for (let i = 0; i < family.length; i++) {
    for (const row of rows) if (row.parentId === family[i] && !family.includes(row.id)) family.push(row.id);
  }
  return family;
}

export type ProductPageFilter = {
  webInstanceId: number;
  locale: Locale;
  /** Exactly these products, in this order (retired ones included: a wishlist may hold them). */
  productIds?: number[];
  /** Products in any of these categories. */
  categoryIds?: number[];
  /** The product with this urlTitle in the locale. */
  urlTitle?: string;
  limit: number;
  offset: number;
};

/**
 * One page of product ids and the total, in one query: the filters select, the order is the
 * recommended one (highest score first, so a category's top product leads), or the given order of
 * productIds. Only products priced in the web instance exist for it.
 */
export async function findProductPage(
  { db }: DatabaseHandle,
  filter: ProductPageFilter,
): Promise<{ ids: number[]; total: number }> {
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
  const priced = and(eq(prices.productId, products.id), eq(prices.webInstanceId, filter.webInstanceId));
  const where = and(...conditions);

  if (filter.productIds) {
    // At most 100 ids: find which exist, then keep the caller's order.
    const found = new Set(
      (await db.select({ id: products.id }).from(products).innerJoin(prices, priced).where(where)).map((r) => r.id),
    );
    const ordered = filter.productIds.filter((id) => found.has(id));
    return { ids: ordered.slice(filter.offset, filter.offset + filter.limit), total: ordered.length };
  }

  const rows = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .innerJoin(prices, priced)
    .where(where)
    .orderBy(desc(products.recommendedScore), asc(products.id))
    .limit(filter.limit)
    .offset(filter.offset);
  if (rows.length > 0 || filter.offset === 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  // Past the last page the window count has no row to ride on; ask for the total alone.
  const [counted] = await db.select({ total: count() }).from(products).innerJoin(prices, priced).where(where);
  return { ids: [], total: counted?.total ?? 0 };
}
