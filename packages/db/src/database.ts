import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/**
 * Result kind shared by both drivers: node-postgres' QueryResult and PGlite's Results both carry
 * `rows`, so `db.execute<Row>(sql)` is typed as `{ rows: Row[] }` on either engine.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export type QueryRows<Row> = { rows: Row[] };

/** The one Drizzle database type the api uses, whichever engine is behind it. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

export type Engine = 'pglite' | 'postgres';

/** A raw parameterized query on the underlying client ($1, $2… placeholders); used for bulk loads. */
export type RawQuery = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Where photos live (`<dataDir>/photos`); null for an in-memory database without a data dir. */
  dataDir: string | null;
  query: RawQuery;
  /** Runs `fn` in one transaction on one connection (raw queries). */
  transaction<T>(fn: (query: RawQuery) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for each notification on `channel` (delivered after the sender commits). On
   * PostgreSQL a dedicated connection listens; when it is lost, notifications may have been missed,
   * so `onNotify` is called once then too, and the listener reconnects. Resolves once listening;
   * the returned function stops it. `close()` stops every listener.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
