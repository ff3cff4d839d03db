import { catalogChanges, type Executor, productSizes, sql } from '@stride/db';

/**
 * Past this many rows the api merges catalog_changes (catalog-state.ts): a busy shop adds a row per
 * order (stock changes), and the version read, a sum over the table, must stay a few microseconds.
 */
export const MERGE_CATALOG_CHANGES_ABOVE = 1_000;

/** The catalog version, and the snapshot it was counted in (PostgreSQL's pg_snapshot, as text). */
export type CatalogState = { version: number; snapshot: string };

/** A catalog state, and how many rows of catalog_changes it summed (a merge is due past a limit). */
export type CountedCatalogState = CatalogState & { rows: number };

/**
 * The catalog state columns of a select over catalog_changes, and the row they give: the version
 * as text (a sum of bigints is numeric, which the drivers hand back differently), the row count and
 * the statement's snapshot.
 */
const stateColumns = sql`coalesce(sum(${catalogChanges.changes}), 0)::text as version, count(*)::text as rows,
  pg_current_snapshot()::text as snapshot`;
type StateRow = { version: string; rows: string; snapshot: string };

function stateOf(row: StateRow | undefined): CountedCatalogState {
  if (!row) throw new Error('catalog_changes: no answer to an aggregate');
  return { version: Number(row.version), snapshot: row.snapshot, rows: Number(row.rows) };
}

/**
 * The catalog version as committed right now: how many committed transactions have changed the
 * catalog (migration 0009), with the statement's snapshot, which tells later which changes it saw
 * (`readChangesSince`). Every process reads the same number from the same database, so versions
 * from several api processes agree once each has caught up.
 */
export async function readCatalogState(db: Executor): Promise<CountedCatalogState> {
  const { rows } = await db.execute<StateRow>(sql`select ${stateColumns} from ${catalogChanges}`);
  return stateOf(rows[0]);
}

/**
 * The changes committed since `snapshot` was taken: the catalog state now, and the products whose
 * stock changed, or null when anything besides stock changed (migration 0016). A change is "since"
 * when its transaction was not visible in the snapshot, whatever order transactions began or
 * committed in.
 */
export async function readChangesSince(
  db: Executor,
  snapshot: string,
): Promise<CountedCatalogState & { stockOf: number[] | null }> {
  const since = sql`not pg_visible_in_snapshot(${catalogChanges.xid}, ${snapshot}::pg_snapshot)`;
  const { rows } = await db.execute<StateRow & { whole: boolean; products: number[] }>(
    sql`select ${stateColumns},
          coalesce(bool_or(${catalogChanges.stockSizes} is null) filter (where ${since}), false) as whole,
          array(select distinct ${productSizes.productId} from ${productSizes}
            where ${productSizes.id} in (
              select unnest(${catalogChanges.stockSizes}) from ${catalogChanges} where ${since})) as products
        from ${catalogChanges}`,
  );
  const [row] = rows;
  return { ...stateOf(row), stockOf: row?.whole ? null : (row?.products ?? []) };
}

/**
 * Replaces the rows of transactions that had committed when `horizon` was taken by one holding their
 * sum, so the version stays as it was. Every snapshot taken after `horizon` saw them, so the merged
 * row names no sizes and carries the newest of their transaction ids: to such a snapshot it is old
 * news, as they were. (Not "older than the horizon's xmin": one long transaction anywhere in the
 * cluster, a backup's, would hold every merge back.) Two processes merging at once each delete only
 * the rows they got (a row deleted by the other is skipped), so no change is counted twice or lost.
 */
export async function mergeCatalogChanges(db: Executor, horizon: string): Promise<void> {
  // An INSERT's column list takes bare names: the column's own name, not its table-qualified form.
  const column = (name: string) => sql.identifier(name);
  await db
    .execute(
      sql`with merged as (
            delete from ${catalogChanges} where pg_visible_in_snapshot(${catalogChanges.xid}, ${horizon}::pg_snapshot)
            returning ${catalogChanges.changes}, ${catalogChanges.xid})
          insert into ${catalogChanges} (${column(catalogChanges.changes.name)}, ${column(catalogChanges.xid.name)}, ${column(catalogChanges.stockSizes.name)})
          select sum(${column(catalogChanges.changes.name)}), max(${column(catalogChanges.xid.name)}), '{}'
          from merged having count(*) > 0`,
    )
    // Only housekeeping: a failed merge (a serialization failure under a stricter isolation) is retried next time.
    .catch(() => {});
}
