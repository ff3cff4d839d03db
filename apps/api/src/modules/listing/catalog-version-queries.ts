import { catalogChanges, type Executor, sql } from '@stride/db';

/**
 * Past this many rows the api merges catalog_changes into one: a busy shop adds a row per order (stock
 * changes), and the version read, a sum over the table, must stay a few microseconds.
 */
export const MERGE_CATALOG_CHANGES_ABOVE = 1_000;

/**
 * The catalog version as committed right now: how many committed transactions have changed the
 * catalog (migration 0009). Every process reads the same number from the same database, so versions
 * from several api processes agree once each has caught up.
 */
export async function readCatalogVersion(db: Executor): Promise<number> {
  // As text: a sum of bigints is numeric, which the drivers hand back differently.
  const { rows } = await db.execute<{ version: string; rows: string }>(
    sql`select coalesce(sum(${catalogChanges.changes}), 0)::text as version, count(*)::text as rows from ${catalogChanges}`,
  );
  const [row] = rows;
  if (!row) throw new Error('catalog_changes: no answer to an aggregate');
  if (Number(row.rows) > MERGE_CATALOG_CHANGES_ABOVE) await mergeCatalogChanges(db);
  return Number(row.version);
}

/**
 * Replaces the rows this statement sees by one holding their sum, so the version stays as it was. Rows
 * of transactions still open are not seen and stay; two processes merging at once each delete only
 * the rows they got (a row deleted by the other is skipped), so no change is counted twice or lost.
 */
async function mergeCatalogChanges(db: Executor): Promise<void> {
  // An INSERT's column list takes bare names: the column's own name, not its table-qualified form.
  const changes = sql.identifier(catalogChanges.changes.name);
  await db
    .execute(
      sql`with merged as (delete from ${catalogChanges} returning ${catalogChanges.changes})
          insert into ${catalogChanges} (${changes}) select sum(${changes}) from merged having count(*) > 0`,
    )
    // Only housekeeping: a failed merge (a serialization failure under a stricter isolation) is retried next time.
    .catch(() => {});
}
