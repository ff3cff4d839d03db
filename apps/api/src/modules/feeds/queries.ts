import type { Locale } from '@stride/contract';
import {
  and,
  asc,
  type Executor,
  eq,
  gt,
  inArray,
  prices,
  productSizes,
  products,
  productTranslations,
} from '@stride/db';
import { pricedIn } from '../listing/index-queries';

/**
 * The feeds' own reads. A feed walks the catalog in pages of product ids (keyset on the id, so each
 * page is an index range and no page is read twice while the catalog changes); everything a product
 * card carries comes from product-views' loadProductRows, and these add what only a feed needs.
 */

/**
 * Up to `limit` ids above `afterId` of the products a feed offers: priced in the web instance (a
 * listable product), on sale (a not-on-sale or retired one cannot be put into the cart) and named
 * in the shop's language, lowest id first.
 */
export async function selectFeedProductIds(
  db: Executor,
  webInstanceId: number,
  locale: Locale,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(prices, pricedIn(webInstanceId))
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
    )
    .where(and(eq(products.status, 'on_sale'), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** What a feed needs beside a product's card: its description (HTML) and the EAN of each size. */
export type FeedExtras = { descriptions: Map<number, string>; eans: Map<number, string> };

export async function selectFeedExtras(db: Executor, productIds: number[], locale: Locale): Promise<FeedExtras> {
  if (productIds.length === 0) return { descriptions: new Map(), eans: new Map() };
  const [descriptions, eans] = await Promise.all([
    db
      .select({ productId: productTranslations.productId, description: productTranslations.description })
      .from(productTranslations)
      .where(and(inArray(productTranslations.productId, productIds), eq(productTranslations.locale, locale))),
    db
      .select({ sizeId: productSizes.id, ean: productSizes.ean })
      .from(productSizes)
      .where(inArray(productSizes.productId, productIds)),
  ]);
  return {
    descriptions: new Map(descriptions.map((row) => [row.productId, row.description])),
    eans: new Map(eans.flatMap((row) => (row.ean ? [[row.sizeId, row.ean] as const] : []))),
  };
}
