import type { Locale } from '@stride/contract';
import { and, type Executor, eq, ne, prices, productCategories, products, productTranslations } from '@stride/db';
import type { StockedUnitsRow, ValueSource } from './filter-source-queries';

/** The web instance's listable products (priced there, not retired) with what the orders sort by. */
export function selectListableProducts(db: Executor, webInstanceId: number, locale: Locale) {
  return db
    .select({
      id: products.id,
      finalPrice: prices.finalPrice,
      recommendedScore: products.recommendedScore,
      createdAt: products.createdAt,
      name: productTranslations.name,
    })
    .from(products)
    .innerJoin(prices, pricedIn(webInstanceId))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
    )
    .where(ne(products.status, 'retired'));
}

/** Every product's categories. */
export function selectProductCategories(db: Executor) {
  return db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories);
}

/** The rows of one filter's value source (filter-source-queries.ts): a product, a value slug and its name. */
export async function selectFilterValues(db: Executor, source: ValueSource) {
  const { rows } = await db.execute<{ product_id: number; value: string; name: string }>(source);
  return rows.map((row) => ({ productId: row.product_id, value: row.value, name: row.name }));
}

/** The stocked units per product and size, as the stock filters read them (filter-source-queries.ts). */
export async function selectStockedUnits(db: Executor, source: ValueSource): Promise<StockedUnitsRow[]> {
  const { rows } = await db.execute<StockedUnitsRow>(source);
  return rows;
}

/** The join to a product's price in the web instance: a product without one does not exist there. */
export const pricedIn = (webInstanceId: number) =>
  and(eq(prices.productId, products.id), eq(prices.webInstanceId, webInstanceId));
