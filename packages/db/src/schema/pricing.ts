import { date, index, integer, pgTable, primaryKey, serial, unique } from 'drizzle-orm/pg-core';
import { products } from './products';
import { webInstances } from './web-instances';

/** Current prices of a product in a web instance, with VAT, in minor units of its currency. */
export const prices = pgTable(
  'prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    finalPrice: integer('final_price').notNull(),
    standardPrice: integer('standard_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.webInstanceId] }),
    index('prices_web_instance_final_idx').on(t.webInstanceId, t.finalPrice),
  ],
);

/**
 * Final price changes: a row holds from `valid_from` until the next row of the same product and web
 * instance. The lowest price of the last 30 days (EU Omnibus) is computed from it.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    webInstanceId: integer('web_instance_id')
      .notNull()
      .references(() => webInstances.id, { onDelete: 'cascade' }),
    finalPrice: integer('final_price').notNull(),
    /** YYYY-MM-DD. */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
  },
  (t) => [unique('price_history_product_instance_day_uq').on(t.productId, t.webInstanceId, t.validFrom)],
);
