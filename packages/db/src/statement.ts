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

/**
 * Runs raw SQL (`sql\`…\``) as the named prepared statement `name`, as `statement` does for Drizzle's
 * query builders: on PostgreSQL the server parses and plans it once per connection, not at every
 * call. For statements the builders cannot write (an order's data-modifying CTEs, whose planning was
 * as long as their execution). Its text must be the same at every call: every value a parameter,
 * never spliced in. PGlite has no named statements; there it runs as `execute` would.
 */
export async function executePrepared<Row>(executor: Executor, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const prepared = executor._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as { rows: Row[] };
}
