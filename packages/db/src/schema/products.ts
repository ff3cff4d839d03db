import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { brands, categories } from './catalog';
import { localeEnum, productKindEnum, productStatusEnum } from './enums';
import { photos } from './media';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: productKindEnum('kind').notNull(),
    status: productStatusEnum('status').notNull().default('on_sale'),
    /** Groups the colorways of one model, e.g. "nike-pegasus-41"; alternatives of a retired model come from it. */
    modelCode: text('model_code').notNull(),
    /** Manufacturer's style/colour code, unique per product. */
    code: text('code').notNull().unique(),
    isNew: boolean('is_new').notNull().default(false),
    /** Spec §9: no credits are earned on electronics. */
    earnsCredits: boolean('earns_credits').notNull().default(true),
    mainPhotoId: integer('main_photo_id').references(() => photos.id),
    /** "Recommended" order: higher first; the category's top product has the highest score. */
    recommendedScore: integer('recommended_score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the product's page last changed: its row, texts, photos, parameters, categories, labels,
     * tags, sizes or nutrition facts (kept by triggers, migration 0030; a writer may set it itself).
     * The sitemap's lastmod (decision 25). Prices keep their own times (price_history), stock none.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_model_idx').on(t.modelCode),
    index('products_recommended_idx').on(t.recommendedScore.desc(), t.id),
    index('products_created_idx').on(t.createdAt),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    urlTitle: text('url_title').notNull(),
    /** HTML. */
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    unique('product_translations_locale_url_title_uq').on(t.locale, t.urlTitle),
    // Typo-tolerant search by name (pg_trgm, created by the first migration).
    index('product_translations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** The category used for breadcrumbs and the canonical listing. */
    isMain: boolean('is_main').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

/** The gallery of a product, in order; the main photo is also the first gallery entry. */
export const productPhotos = pgTable(
  'product_photos',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), index('product_photos_photo_idx').on(t.photoId)],
);
