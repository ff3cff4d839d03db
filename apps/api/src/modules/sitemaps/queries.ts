import type { Locale } from '@stride/contract';
import {
  and,
  asc,
  blogArticles,
  categories,
  type Executor,
  eq,
  gt,
  isNotNull,
  pages,
  prices,
  productCategories,
  products,
  productTranslations,
  type SQL,
  sql,
} from '@stride/db';
import { pricedIn } from '../listing/index-queries';

/**
 * A timestamp as the sitemap protocol's W3C datetime in UTC, written by the database alike on both
 * engines (null stays null: an aggregate over no rows). Equal-length UTC texts sort as their times.
 */
const w3cDatetime = <T extends string | null = string>(value: unknown) =>
  sql<T>`to_char((${value}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * A product a search engine is offered in a shop is on sale (a not-on-sale or retired one cannot be
 * bought), priced there (the listing's own join: a product without a price does not exist in the shop)
 * and named in the shop's language (its urlTitle).
 */
const namedIn = (locale: Locale) =>
  and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale));
const onSale = (extra?: SQL) => and(eq(products.status, 'on_sale'), extra);

/** How many products the shop's sitemap holds, and the longest urlTitle in bytes (bounds a file's size). */
export async function selectProductSitemapSize(db: Executor, webInstanceId: number, locale: Locale) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      longestUrlTitle: sql<number>`coalesce(max(octet_length(${productTranslations.urlTitle})), 0)::int`.mapWith(
        Number,
      ),
    })
    .from(products)
    .innerJoin(prices, pricedIn(webInstanceId))
    .innerJoin(productTranslations, namedIn(locale))
    .where(onSale());
  return { total: row?.total ?? 0, longestUrlTitleBytes: row?.longestUrlTitle ?? 0 };
}

/**
 * When a product's page in the shop last changed: the product's own stamp (its row, texts, photos,
 * parameters, categories, labels, tags, sizes: migration 0030) or its latest price change in this
 * shop that has taken effect (price_history.valid_from, midnight UTC), whichever is later.
 */
const productModified = (webInstanceId: number) =>
  sql`greatest(${products.updatedAt}, (SELECT max(h.valid_from)::timestamp AT TIME ZONE 'UTC' FROM price_history h
    WHERE h.product_id = ${products.id} AND h.web_instance_id = ${webInstanceId} AND h.valid_from <= current_date))`;

/**
 * A batch of the shop's sitemap products in id order: after `afterId`, skipping `offset` (only a file's
 * first batch skips; the next ones follow the last id, which an index serves without counting again).
 */
export function selectProductSitemapBatch(
  db: Executor,
  webInstanceId: number,
  locale: Locale,
  batch: { afterId: number; offset: number; limit: number },
) {
  return db
    .select({
      id: products.id,
      urlTitle: productTranslations.urlTitle,
      lastmod: w3cDatetime(productModified(webInstanceId)),
    })
    .from(products)
    .innerJoin(prices, pricedIn(webInstanceId))
    .innerJoin(productTranslations, namedIn(locale))
    .where(onSale(gt(products.id, batch.afterId)))
    .orderBy(asc(products.id))
    .limit(batch.limit)
    .offset(batch.offset);
}

/**
 * Each product file's latest change (file 1 first): products numbered in id order, `perFile` to a
 * file, as the files hold them. One grouped read, for the index's lastmod of each file.
 */
export function selectProductFileTimes(db: Executor, webInstanceId: number, locale: Locale, perFile: number) {
  const numbered = db
    .select({
      file: sql<number>`((row_number() OVER (ORDER BY ${products.id}) - 1) / ${perFile})::int + 1`.as('file'),
      modified: productModified(webInstanceId).as('modified'),
    })
    .from(products)
    .innerJoin(prices, pricedIn(webInstanceId))
    .innerJoin(productTranslations, namedIn(locale))
    .where(onSale())
    .as('numbered');
  return db
    .select({ file: numbered.file, lastmod: w3cDatetime(sql`max(${numbered.modified})`) })
    .from(numbered)
    .groupBy(numbered.file)
    .orderBy(asc(numbered.file));
}

/**
 * Each category's own last change (its row or texts) and its sitemap products' latest change, if it
 * has any directly: the service adds its subcategories', whose names and products its page shows.
 */
export function selectCategoryTimes(db: Executor, webInstanceId: number, locale: Locale) {
  const listed = db
    .select({
      categoryId: productCategories.categoryId,
      modified: sql`max(${productModified(webInstanceId)})`.as('modified'),
    })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .innerJoin(prices, pricedIn(webInstanceId))
    .innerJoin(productTranslations, namedIn(locale))
    .where(onSale())
    .groupBy(productCategories.categoryId)
    .as('listed');
  return db
    .select({
      id: categories.id,
      lastmod: w3cDatetime(sql`greatest(${categories.updatedAt}, ${listed.modified})`),
    })
    .from(categories)
    .leftJoin(listed, eq(listed.categoryId, categories.id));
}

/** The shop's static pages and store pages (a store's page is a page, decision 20), with their last change. */
export function selectSitemapPages(db: Executor, webInstanceId: number) {
  return db
    .select({
      urlTitle: pages.urlTitle,
      isStore: isNotNull(pages.operationUnitId).mapWith(Boolean),
      lastmod: w3cDatetime(pages.updatedAt),
    })
    .from(pages)
    .where(eq(pages.webInstanceId, webInstanceId))
    .orderBy(asc(pages.id));
}

/** Published by now (the blog's own rule, decision 19): an article dated ahead is not offered yet. */
const publishedIn = (webInstanceId: number) =>
  and(eq(blogArticles.webInstanceId, webInstanceId), sql`${blogArticles.publishedAt} <= now()`);

/** A batch of the shop's published articles in id order, each with its last change (or its publishing, if later). */
export function selectSitemapArticleBatch(db: Executor, webInstanceId: number, afterId: number, limit: number) {
  return db
    .select({
      id: blogArticles.id,
      urlTitle: blogArticles.urlTitle,
      lastmod: w3cDatetime(sql`greatest(${blogArticles.publishedAt}, ${blogArticles.updatedAt})`),
    })
    .from(blogArticles)
    .where(and(publishedIn(webInstanceId), gt(blogArticles.id, afterId)))
    .orderBy(asc(blogArticles.id))
    .limit(limit);
}

/**
 * When the newest published article appeared (the blog list's last change) and when any published
 * article last changed (the articles file's); nulls without articles.
 */
export async function selectArticleTimes(db: Executor, webInstanceId: number) {
  const [row] = await db
    .select({
      newestPublished: w3cDatetime<string | null>(sql`max(${blogArticles.publishedAt})`),
      latestChange: w3cDatetime<string | null>(
        sql`max(greatest(${blogArticles.publishedAt}, ${blogArticles.updatedAt}))`,
      ),
    })
    .from(blogArticles)
    .where(publishedIn(webInstanceId));
  return { newestPublished: row?.newestPublished ?? null, latestChange: row?.latestChange ?? null };
}
