import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
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

/** Drizzle's transaction object (PGlite's transactions hand one to their callback). */
type DrizzleTransaction = PgTransaction<RowsQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * What a query function runs on: the database, or a transaction a service opened. Query functions
 * take this instead of the handle, so that a service can run several of them in one transaction.
 */
export type Executor = Database | DrizzleTransaction;

export type Engine = 'pglite' | 'postgres';

/** A raw parameterized query on the underlying client ($1, $2… placeholders); used for bulk loads. */
export type RawQuery = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Where photos live (`<dataDir>/photos`); null for an in-memory database without a data dir. */
  dataDir: string | null;
  query: RawQuery;
  /**
   * Runs `fn` in one transaction on one connection: committed when `fn` resolves, rolled back when it
   * throws (the error is rethrown). Query functions given `tx` join it. `tx` is only an executor:
   * no nested transactions, and throwing is the way to roll back. On PostgreSQL it is the Drizzle
   * database of the transaction's connection, the same object each time that connection is used.
   */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  /** As `transaction`, with raw parameterized SQL: for bulk loads (the seed), not for query modules. */
  rawTransaction<T>(fn: (query: RawQuery) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with its payload for each notification on `channel` (delivered after the sender
   * commits). On PostgreSQL a dedicated connection listens; when it is lost, notifications may have
   * been missed, so `onNotify` is called once then too, with a null payload, and the listener
   * reconnects; `onListening` is called whenever listening (again): first, and after each
   * reconnection. Resolves once listening; the returned function stops it. `close()` stops every
   * listener.
   */
  listen(
    channel: string,
    onNotify: (payload: string | null) => void,
    onListening?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
