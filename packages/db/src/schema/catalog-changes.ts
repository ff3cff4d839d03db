import { sql } from 'drizzle-orm';
import { bigint, customType, integer, pgTable } from 'drizzle-orm/pg-core';

/** A transaction id that never wraps around (PostgreSQL's xid8), as text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The catalog's change count: the catalog triggers add one row per committed transaction that
 * changed what a shopper sees (migration 0009), and the api now and then merges the rows into one
 * carrying their sum. The sum is the catalog version: it grows with every commit in commit order,
 * whatever order the transactions began in, and a rolled-back change adds nothing. A counter row
 * updated in place would do the same, but every catalog write would then wait on its lock.
 *
 * A row also says what changed when stock was all that did (migration 0016): the sizes, so a listing
 * index can re-read their products' stock instead of the whole catalog (orders change only stock).
 */
export const catalogChanges = pgTable('catalog_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** How many committed changes the row stands for: 1 when a trigger writes it, more once merged. */
  changes: bigint('changes', { mode: 'number' }).notNull().default(1),
  /** The transaction that wrote the row: whether a snapshot taken earlier saw it (pg_visible_in_snapshot). */
  xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
  /** The sizes whose stock the row's transactions changed, when stock was all they changed; null otherwise. */
  stockSizes: integer('stock_sizes').array(),
});
