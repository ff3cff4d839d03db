import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows for one table; a seed is a list of these in foreign-key order. */
export interface TableRows {
  table: PgTable;
  rows: readonly Record<string, unknown>[];
}

export function rowsOf<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): TableRows {
  return { table, rows: rows as readonly Record<string, unknown>[] };
}
