import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { localeEnum } from './enums';
import { photos } from './media';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  urlName: text('url_name').notNull().unique(),
  logoPhotoId: integer('logo_photo_id').references(() => photos.id),
  position: integer('position').notNull().default(0),
});

/**
 * The category tree, shared by all web instances (names and urlNames per locale). A category with
 * `external_url` links out (e.g. the outlet/bazaar) instead of listing products.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    externalUrl: text('external_url'),
    mainPhotoId: integer('main_photo_id').references(() => photos.id),
    visible: boolean('visible').notNull().default(true),
    /** When the category's row or texts last changed (kept by triggers, migration 0030): its sitemap lastmod, with its products'. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    urlName: text('url_name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    unique('category_translations_locale_url_name_uq').on(t.locale, t.urlName),
  ],
);
