import { isNull, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pageListEnum } from './enums';
import { photos } from './media';
import { products } from './products';
import { operationUnits } from './stores';
import { webInstances } from './web-instances';

/**
 * A static page of one web instance. `kind` names its role independent of language (delivery,
 * returns-30-days, free-returns, why-buy-here, order-by-14, running-advice, credits, contact, store).
 * A page of kind `store` is the page of one operation unit (decision 20): each store has one page per
 * web instance, so `kind` is unique only among the pages that are not a store's.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    urlTitle: text('url_title').notNull(),
    /** HTML. */
    body: text('body').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The store this page presents; set exactly on the pages of kind `store`. */
    operationUnitId: integer('operation_unit_id').references(() => operationUnits.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('pages_instance_url_title_uq').on(t.webInstanceId, t.urlTitle),
    uniqueIndex('pages_instance_kind_uq').on(t.webInstanceId, t.kind).where(isNull(t.operationUnitId)),
    unique('pages_instance_store_uq').on(t.webInstanceId, t.operationUnitId),
    check('pages_store_kind_ck', sql`(${t.kind} = 'store') = (${t.operationUnitId} IS NOT NULL)`),
  ],
);

/** Ordered page lists: the header pages and the two footer columns (statics01, statics02). */
export const pageLists = pgTable(
  'page_lists',
  {
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    list: pageListEnum('list').notNull(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.webInstanceId, t.list, t.pageId] }),
    index('page_lists_order_idx').on(t.webInstanceId, t.list, t.position),
  ],
);

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    urlTitle: text('url_title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('blog_categories_instance_url_title_uq').on(t.webInstanceId, t.urlTitle)],
);

export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    blogCategoryId: integer('blog_category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    urlTitle: text('url_title').notNull(),
    /** Short plain-text teaser. */
    perex: text('perex').notNull().default(''),
    /** HTML. */
    body: text('body').notNull().default(''),
    author: text('author').notNull().default(''),
    photoId: integer('photo_id').references(() => photos.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** When the text last changed (the article's structured data says so: dateModified). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The same article in the other shops carries the same story (decision 24): their pages link to
     * each other for search engines (hreflang). Null for an article only one shop has.
     */
    story: text('story'),
  },
  (t) => [
    unique('blog_articles_instance_url_title_uq').on(t.webInstanceId, t.urlTitle),
    unique('blog_articles_instance_story_uq').on(t.webInstanceId, t.story),
    index('blog_articles_instance_published_idx').on(t.webInstanceId, t.publishedAt.desc()),
    index('blog_articles_category_idx').on(t.blogCategoryId),
  ],
);

/**
 * The products an article mentions, in the order it shows them as cards (issue 15). A product that is
 * not priced in the article's shop is left out when it is read, so one list serves while a product
 * comes and goes.
 */
export const blogArticleProducts = pgTable(
  'blog_article_products',
  {
    blogArticleId: integer('blog_article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blogArticleId, t.productId] }),
    index('blog_article_products_order_idx').on(t.blogArticleId, t.position),
    index('blog_article_products_product_idx').on(t.productId),
  ],
);

/**
 * A shop review imported from a review portal. The storefront shows at most five, only those with
 * a non-empty summary and recommends = 1 (spec §2); the others are stored all the same.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull().default(''),
    recommends: smallint('recommends').notNull().$type<0 | 1>(),
    /** 0 … 5. */
    totalRating: numeric('total_rating', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    source: text('source').notNull(),
    pros: text('pros').notNull().default(''),
    cons: text('cons').notNull().default(''),
    /** Id of the review at its source. */
    foreignKey: text('foreign_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_source_foreign_key_uq').on(t.webInstanceId, t.source, t.foreignKey),
    index('reviews_instance_created_idx').on(t.webInstanceId, t.createdAt.desc()),
  ],
);
