import type { Locale } from '@stride/contract';
import { and, type Executor, eq, exists, inArray, prices, products, productTranslations, sql } from '@stride/db';
import { pricedIn } from '../listing/index-queries';

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
