import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { localeEnum } from './enums';
import { products } from './products';

/** A product parameter runners filter by (surface, support, drop, weight, gender…). */
export const parameters = pgTable('parameters', {
  id: serial('id').primaryKey(),
  /** Stable code, e.g. "surface". */
  code: text('code').notNull().unique(),
  /** Filter kind of spec §9: 1 = list of values (checkboxes), 2 = range. */
  filterKind: smallint('filter_kind').notNull().$type<1 | 2>(),
  filterable: boolean('filterable').notNull().default(true),
  /** Shown on product cards (cardParameters). */
  onCard: boolean('on_card').notNull().default(false),
  /** Order of filters, 1 first. */
  priority: smallint('priority').notNull().default(5),
  unit: text('unit'),
});

export const parameterTranslations = pgTable(
  'parameter_translations',
  {
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    /** The name in a filter path, e.g. sk "povrch". */
    urlName: text('url_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.parameterId, t.locale] }),
    unique('parameter_translations_locale_url_name_uq').on(t.locale, t.urlName),
  ],
);

export const parameterValues = pgTable(
  'parameter_values',
  {
    id: serial('id').primaryKey(),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** For range filters (kind 2): the number behind the value, e.g. drop 8 (mm). */
    numericValue: numeric('numeric_value', { precision: 10, scale: 2, mode: 'number' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('parameter_values_parameter_code_uq').on(t.parameterId, t.code)],
);

export const parameterValueTranslations = pgTable(
  'parameter_value_translations',
  {
    parameterValueId: integer('parameter_value_id')
      .notNull()
      .references(() => parameterValues.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    value: text('value').notNull(),
    /** The value in a filter path, e.g. sk "trail". */
    urlValue: text('url_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parameterValueId, t.locale] })],
);

export const productParameterValues = pgTable(
  'product_parameter_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parameterValueId: integer('parameter_value_id')
      .notNull()
      .references(() => parameterValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.parameterValueId] }),
    index('product_parameter_values_value_idx').on(t.parameterValueId, t.productId),
  ],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
});

export const tagTranslations = pgTable(
  'tag_translations',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    urlName: text('url_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.locale] }),
    unique('tag_translations_locale_url_name_uq').on(t.locale, t.urlName),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId, t.productId)],
);

/** A coloured badge on product cards ("Novinka", "Výpredaj"…). */
export const labels = pgTable('labels', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** CSS colour, e.g. "#e4002b". */
  color: text('color').notNull(),
  position: integer('position').notNull().default(0),
});

export const labelTranslations = pgTable(
  'label_translations',
  {
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.labelId, t.locale] })],
);

export const productLabels = pgTable(
  'product_labels',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.labelId] }), index('product_labels_label_idx').on(t.labelId)],
);
