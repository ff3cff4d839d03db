import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { products } from './products';
import { operationUnits } from './stores';

/** A size (variant) of a product: "42", "M" or "one size". Its id is the spec's sizeId. */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ean: text('ean'),
  },
  (t) => [
    unique('product_sizes_product_name_uq').on(t.productId, t.name),
    index('product_sizes_product_idx').on(t.productId, t.position),
  ],
);

/**
 * Pieces of a size in one operation unit. Order creation locks these rows (FOR UPDATE) and decrements
 * them; the database itself refuses a negative count, whatever code runs.
 */
export const stock = pgTable(
  'stock',
  {
    sizeId: integer('size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    operationUnitId: integer('operation_unit_id')
      .notNull()
      .references(() => operationUnits.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sizeId, t.operationUnitId] }),
    index('stock_operation_unit_idx').on(t.operationUnitId),
    check('stock_quantity_not_negative_ck', sql`${t.quantity} >= 0`),
  ],
);
