import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/** What a Drizzle query builder turns into when prepared: run it with its placeholders' values. */
type Preparable<Prepared> = { prepare(name: string): Prepared };

/**
 * A named prepared statement for the queries a shop runs at every request (reading a cart, adding to
 * it), built once per executor instead of at every call.
 *
 * Two costs go: Drizzle's building of the SQL text from the query's columns and conditions (a third
 * of the api's CPU for reading a cart), and, on PostgreSQL, parsing and planning the text (the server
 * keeps a named statement per connection; pgbench read a cart 15,600 times a second prepared against
 * 4,500 unprepared). The query is written with `sql.placeholder(…)` for what changes between calls,
 * so its text is the same at every call, and the values go to `execute({…})`.
 *
 * Built per executor because a prepared query runs on the session it was built from: the database's
 * pool keeps one for the life of the process, a transaction builds its own once and reuses it for
 * the rest of the transaction.
 */
export function statement<Prepared>(
  name: string,
  build: (executor: Executor) => Preparable<Prepared>,
): (executor: Executor) => Prepared {
  const built = new WeakMap<Executor, Prepared>();
  return (executor) => {
    let prepared = built.get(executor);
    if (prepared === undefined) {
      prepared = build(executor).prepare(name);
      built.set(executor, prepared);
    }
    return prepared;
  };
}

const dialect = new PgDialect();

/** What a prepared raw statement runs with: its placeholders' values; it answers the driver's rows. */
export type PreparedSql = { execute(values?: Record<string, unknown>): Promise<unknown> };

/**
 * Raw SQL (`sql\`…\``) for `statement`, for what the query builders cannot write (an order's
 * data-modifying CTEs): prepared by name like a builder's query, its text built once. What changes
 * between calls must be `sql.placeholder(…)`, never a value spliced in. PGlite has no named
 * statements; there it runs as `execute` would.
 */
export function preparableSql(executor: Executor, query: SQL): { prepare(name: string): PreparedSql } {
  return { prepare: (name) => executor._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false) };
}
