import { bigint, pgTable } from 'drizzle-orm/pg-core';

/**
 * The catalog's change count: the catalog triggers add one row per committed transaction that
 * changed what a shopper sees (migration 0009), and the api now and then merges the rows into one
 * carrying their sum. The sum is the catalog version: it grows with every commit in commit order,
 * whatever order the transactions began in, and a rolled-back change adds nothing. A counter row
 * updated in place would do the same, but every catalog write would then wait on its lock.
 */
export const catalogChanges = pgTable('catalog_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** How many committed changes the row stands for: 1 when a trigger writes it, more once merged. */
  changes: bigint('changes', { mode: 'number' }).notNull().default(1),
});
