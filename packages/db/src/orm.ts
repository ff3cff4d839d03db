// drizzle-orm is a dependency of this package only; the api builds its queries with these
// re-exports, so every workspace uses the same drizzle-orm instance.
export * from 'drizzle-orm';
export {
  alias,
  except,
  intersect,
  type PgColumn,
  type PgTable,
  type PgTransaction,
  union,
  unionAll,
} from 'drizzle-orm/pg-core';
