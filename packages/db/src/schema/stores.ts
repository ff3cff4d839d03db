import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { localeEnum } from './enums';

/** A physical store (operation unit). Id 4 is the one the header shows (spec §9). */
export const operationUnits = pgTable(
  'operation_units',
  {
    id: serial('id').primaryKey(),
    /** Country of the store: sk, cz or hu. */
    country: localeEnum('country').notNull(),
    name: text('name').notNull(),
    /** HTML, Slovak base text; translations below override per locale. */
    description: text('description').notNull().default(''),
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    town: text('town').notNull(),
    district: text('district').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** Stock of a unit that ships counts as available online; the others sell in store only. */
    shipsOnline: boolean('ships_online').notNull().default(false),
    position: integer('position').notNull().default(0),
    /**
     * WGS 84 position of the store (decision 20): the contact page draws its pin on our own map from
     * it. Null when unknown: the store is then listed without a pin.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    check(
      'operation_units_position_ck',
      sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL) AND (${t.latitude} IS NULL OR (${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180))`,
    ),
  ],
);

/** Name and description of a store in another language (falls back to the base columns). */
export const operationUnitTranslations = pgTable(
  'operation_unit_translations',
  {
    operationUnitId: integer('operation_unit_id')
      .notNull()
      .references(() => operationUnits.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operationUnitId, t.locale] })],
);

/** One row per ISO weekday (1 Monday … 7 Sunday); null times mean closed that day. Times are HH:mm. */
export const openingHours = pgTable(
  'opening_hours',
  {
    operationUnitId: integer('operation_unit_id')
      .notNull()
      .references(() => operationUnits.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    opensAt: text('opens_at'),
    closesAt: text('closes_at'),
  },
  (t) => [primaryKey({ columns: [t.operationUnitId, t.day] })],
);

/** Marker parameters of a store, e.g. hash `map_link` with a map URL as value. */
export const operationUnitParameters = pgTable(
  'operation_unit_parameters',
  {
    operationUnitId: integer('operation_unit_id')
      .notNull()
      .references(() => operationUnits.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operationUnitId, t.hash] }), index('operation_unit_parameters_hash_idx').on(t.hash)],
);
