import type { DatabaseHandle } from '@stride/db';
import { perDatabase } from '../../lib/ttl-cache';
import {
  type CountedCatalogState,
  MERGE_CATALOG_CHANGES_ABOVE,
  mergeCatalogChanges,
  readCatalogState,
} from './catalog-version-queries';

/**
 * How old the snapshot a listing index re-reads changed stock from may be (listing-indexes.ts): an
 * index built from an older one is built whole. It bounds what catalog_changes must keep unmerged,
 * which every version read and every cart's stamp sums: a shop taking 400 orders a second keeps
 * 8,000 rows. A shop whose stock changes less than every 10 s builds whole, as cheaply as ever for
 * so few changes.
 */
export const PATCH_BASE_MAX_AGE_MS = 10_000;

/** Rows merge once every snapshot a patch may start from has seen them: twice that age, for slack. */
export const MERGE_HORIZON_MS = 2 * PATCH_BASE_MAX_AGE_MS;

/** Snapshots are remembered at most this often: the history stays a few entries long. */
const RECORD_EVERY_MS = 1_000;

/**
 * The catalog snapshots this process read lately, with when: the newest one at least MERGE_HORIZON_MS
 * old is the merge's horizon. A transaction that had committed when it was taken was seen by every
 * snapshot taken since, so by every snapshot a patch may start from.
 */
export class SnapshotHistory {
  private readonly taken: { at: number; snapshot: string }[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  record(snapshot: string): void {
    const at = this.now();
    const last = this.taken.at(-1);
    if (last && at - last.at < RECORD_EVERY_MS) return;
    this.taken.push({ at, snapshot });
    // Only the newest entry past the horizon is ever used: the older ones go.
    while ((this.taken[1]?.at ?? Number.POSITIVE_INFINITY) <= at - MERGE_HORIZON_MS) this.taken.shift();
  }

  /** How many snapshots are remembered. */
  get size(): number {
    return this.taken.length;
  }

  /** The newest snapshot taken at least MERGE_HORIZON_MS ago, if this process has one. */
  horizon(): string | undefined {
    const limit = this.now() - MERGE_HORIZON_MS;
    let found: string | undefined;
    for (const entry of this.taken) if (entry.at <= limit) found = entry.snapshot;
    return found;
  }
}

const histories = perDatabase(() => new SnapshotHistory());

/**
 * After reading the catalog state: remembers its snapshot, and merges catalog_changes when it has
 * grown past MERGE_CATALOG_CHANGES_ABOVE rows and this process has a horizon old enough.
 */
export async function afterCatalogRead(database: DatabaseHandle, state: CountedCatalogState): Promise<void> {
  const history = histories(database);
  history.record(state.snapshot);
  const horizon = history.horizon();
  if (state.rows > MERGE_CATALOG_CHANGES_ABOVE && horizon) await mergeCatalogChanges(database.db, horizon);
}

/** The catalog state as committed now (readCatalogState), remembered for merges (afterCatalogRead). */
export async function catalogState(database: DatabaseHandle): Promise<CountedCatalogState> {
  const state = await readCatalogState(database.db);
  await afterCatalogRead(database, state);
  return state;
}
