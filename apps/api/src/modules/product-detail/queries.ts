import type { Locale } from '@stride/contract';
import {
  and,
  asc,
  categories,
  categoryTranslations,
  desc,
  type Executor,
  eq,
  exists,
  gt,
  ne,
  operationUnits,
  operationUnitTranslations,
  type ProductKind,
  type ProductStatus,
  prices,
  productCategories,
  productSizes,
  products,
  productTranslations,
  sql,
  stock,
} from '@stride/db';

/**
 * The product detail's own lookups. Everything a product card carries comes from the catalog's
 * loadProducts; these add what only the detail needs: the product by urlTitle with its description
 * and main category, the stores holding each size, the breadcrumb path and the ids of the related
 * products and alternatives. Each is one statement, whatever the number of sizes or stores.
 */

export type ProductLookupRow = {
  id: number;
  description: string;
  status: ProductStatus;
  kind: ProductKind;
  finalPrice: number;
  mainCategoryId: number | null;
};

/** Whether the product (a column of the outer query) is in the category. */
const inCategory = (db: Executor, productId: typeof products.id, categoryId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(productCategories)
      .where(and(eq(productCategories.productId, productId), eq(productCategories.categoryId, categoryId))),
  );

/** The product with this urlTitle in the locale that is priced in the web instance, or undefined. */
export async function selectProductByUrlTitle(
  db: Executor,
  webInstanceId: number,
  locale: Locale,
  urlTitle: string,
): Promise<ProductLookupRow | undefined> {
  // The main category, or the lowest-numbered one of a product without a main category.
  const mainCategory = db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, products.id))
    .orderBy(desc(productCategories.isMain), asc(productCategories.categoryId))
    .limit(1);
  const [row] = await db
    .select({
      id: products.id,
      description: productTranslations.description,
      status: products.status,
      kind: products.kind,
      finalPrice: prices.finalPrice,
      mainCategoryId: sql<number | null>`(${mainCategory})`.mapWith(Number),
    })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.webInstanceId, webInstanceId)))
    .where(and(eq(productTranslations.locale, locale), eq(productTranslations.urlTitle, urlTitle)));
  return row;
}

export type SizeStoreRow = { sizeId: number; id: number; name: string; town: string; stock: number };

/** Per size of the product, the stores (units that do not ship) with pieces, in store order. */
export function selectSizeStores(db: Executor, productId: number, locale: Locale): Promise<SizeStoreRow[]> {
  return db
    .select({
      sizeId: productSizes.id,
      id: operationUnits.id,
      name: sql<string>`coalesce(${operationUnitTranslations.name}, ${operationUnits.name})`,
      town: operationUnits.town,
      stock: stock.quantity,
    })
    .from(productSizes)
    .innerJoin(stock, and(eq(stock.sizeId, productSizes.id), gt(stock.quantity, 0)))
    .innerJoin(operationUnits, and(eq(operationUnits.id, stock.operationUnitId), eq(operationUnits.shipsOnline, false)))
    .leftJoin(
      operationUnitTranslations,
      and(
        eq(operationUnitTranslations.operationUnitId, operationUnits.id),
        eq(operationUnitTranslations.locale, locale),
      ),
    )
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(operationUnits.position), asc(operationUnits.id));
}

export type CategoryPathRow = { id: number; name: string; urlName: string };

/** The category and its ancestors named in the locale, top first; untranslated ones left out. */
export async function selectCategoryPath(db: Executor, categoryId: number, locale: Locale): Promise<CategoryPathRow[]> {
  // Drizzle's builder has no recursive CTE: a template, with every table and column from the schema.
  const { rows } = await db.execute<{ id: number; name: string; urlName: string; depth: number }>(sql`
    with recursive path(id, parent_id, depth) as (
      select ${categories.id}, ${categories.parentId}, 0 from ${categories} where ${categories.id} = ${categoryId}
      union all
      select ${categories.id}, ${categories.parentId}, path.depth + 1
        from ${categories} join path on ${categories.id} = path.parent_id
       where path.depth < 20
    )
    select path.id, ${categoryTranslations.name} as name, ${categoryTranslations.urlName} as "urlName", path.depth
      from path join ${categoryTranslations}
        on ${categoryTranslations.categoryId} = path.id and ${categoryTranslations.locale} = ${locale}
     order by path.depth desc`);
  return rows.map((row) => ({ id: Number(row.id), name: row.name, urlName: row.urlName }));
}

/** How many of a category's best recommended products the related ones are chosen from. */
const RELATED_CANDIDATES = 100;

/**
 * Up to `limit` on-sale products of the category priced in the web instance, not `productId`:
 * among the category's best recommended, those with a piece online first, then by recommendation.
 * The candidates are bounded so a big category is not scanned for its stock.
 */
export async function selectRelatedIds(
  db: Executor,
  webInstanceId: number,
  categoryId: number,
  productId: number,
  limit: number,
): Promise<number[]> {
  const candidates = db
    .select({ id: products.id, score: products.recommendedScore })
    .from(products)
    .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.webInstanceId, webInstanceId)))
    .where(and(eq(products.status, 'on_sale'), ne(products.id, productId), inCategory(db, products.id, categoryId)))
    .orderBy(desc(products.recommendedScore), asc(products.id))
    .limit(RELATED_CANDIDATES)
    .as('candidates');
  const inStockOnline = exists(
    db
      .select({ one: sql`1` })
      .from(productSizes)
      .innerJoin(stock, and(eq(stock.sizeId, productSizes.id), gt(stock.quantity, 0)))
      .innerJoin(
        operationUnits,
        and(eq(operationUnits.id, stock.operationUnitId), eq(operationUnits.shipsOnline, true)),
      )
      .where(eq(productSizes.productId, candidates.id)),
  );
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(desc(inStockOnline), desc(candidates.score), asc(candidates.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Up to `limit` on-sale products of the category and kind priced in the web instance, final price
 * closest to `price` first: what a shopper of a discontinued model would look at instead.
 */
export async function selectAlternativeIds(
  db: Executor,
  webInstanceId: number,
  categoryId: number,
  kind: ProductKind,
  price: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.webInstanceId, webInstanceId)))
    .where(and(eq(products.status, 'on_sale'), eq(products.kind, kind), inCategory(db, products.id, categoryId)))
    .orderBy(sql`abs(${prices.finalPrice} - ${price})`, asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
