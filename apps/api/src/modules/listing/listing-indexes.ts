import type { Locale } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { clearReferenceData, perDatabase } from '../../lib/ttl-cache';
import { afterCatalogRead, catalogState, PATCH_BASE_MAX_AGE_MS } from './catalog-state';
import { type CatalogState, readChangesSince } from './catalog-version-queries';
import type { ListingIndex } from './listing-index';
import { type LoadedListingIndex, loadListingIndex, patchListingStock } from './load-listing-index';

/** The channel the catalog triggers notify on (packages/db/drizzle/0002_catalog_changes.sql). */
export const CATALOG_CHANGED = 'catalog_changed';

/**
 * Rebuilds wait at least this long after the previous one started, and at least four times its
 * duration: under a stream of orders (each changes stock) a big catalog is rebuilt every few seconds
 * at most, and rebuilding never takes more than a fifth of the database's time.
 */
export const MIN_REBUILD_INTERVAL_MS = 1_000;

/**
 * An index whose whole build is older than this is built whole again, even without a notification: a
 * price history row dated ahead takes effect at midnight with no write, and a missed notification
 * must not stay missed.
 */
export const MAX_INDEX_AGE_MS = 10 * 60_000;

type BuildState = {
  locale: Locale;
  /** A catalog change arrived since the newest build started. */
  stale: boolean;
  rebuilding: boolean;
  startedAt: number;
  lastBuildMs: number;
  /** When the newest whole build (not a stock patch) started. */
  wholeStartedAt: number;
  /** The newest index built, with the catalog state it holds: what a stock patch starts from. */
  latest?: Built;
  timer?: NodeJS.Timeout;
};
type Entry = BuildState & { current: Promise<ListingIndex> };
/** A built index, with the catalog state read before its build and when that build started. */
type Built = LoadedListingIndex & CatalogState & { startedAt: number };

/**
 * The listing index of each web instance of one database: built on first use, then kept until
 * the database says the catalog changed (LISTEN/NOTIFY, sent after commit). The old index keeps
 * answering while a new one builds, so a listing is never slower for a change; it is at most one
 * rebuild behind. Stock, prices and the filters shown are therefore seconds fresh, never more;
 * what a shopper buys is checked against the database itself. The same notification empties the
 * database's reference-data caches, so the process listens once for both.
 *
 * When only stock changed since the newest index was built (every order's change), the next one is
 * that index with the stock of those products read again (catalog_changes says which, migration
 * 0016), not the whole catalog: a stream of orders re-read the whole catalog every second in each
 * api process.
 */
export class ListingIndexes {
  private readonly entries = new Map<number, Entry>();
  /** The catalog version read just before each index's build began: it holds at least those changes. */
  private readonly versions = new WeakMap<ListingIndex, number>();
  private listening: Promise<void> | undefined;
  /** How many indexes were built whole, and how many by re-reading changed stock. */
  readonly builds = { whole: 0, patched: 0 };

  constructor(private readonly database: DatabaseHandle) {}

  /** Starts following the database's catalog changes, once (again after a failed start). */
  follow(): Promise<void> {
    this.listening ??= this.database
      .listen(CATALOG_CHANGED, () => this.catalogChanged())
      .then(
        () => {},
        (error: unknown) => {
          this.listening = undefined;
          throw error;
        },
      );
    return this.listening;
  }

  async get(webInstanceId: number, locale: Locale): Promise<ListingIndex> {
    // Listen before the first build, so no change can fall between reading and listening.
    await this.follow();
    const known = this.entries.get(webInstanceId);
    if (known) {
      if (Date.now() - known.wholeStartedAt > MAX_INDEX_AGE_MS) known.stale = true;
      // A failed rebuild is retried by the next request, not in a loop of its own.
      if (known.stale && !known.rebuilding) this.schedule(webInstanceId);
      return known.current;
    }
    const state: BuildState = {
      locale,
      stale: false,
      rebuilding: false,
      startedAt: 0,
      lastBuildMs: 0,
      wholeStartedAt: 0,
    };
    const entry: Entry = Object.assign(state, { current: this.build(webInstanceId, state) });
    this.entries.set(webInstanceId, entry);
    // A failed first build is forgotten, so the next request tries again.
    entry.current.catch(() => {
      if (this.entries.get(webInstanceId) === entry) this.entries.delete(webInstanceId);
    });
    return entry.current;
  }

  /**
   * Rebuilds every web instance's index now, whatever the throttle, and resolves when they answer
   * from the database as it is: for a writer that must read its own change at once (tests, imports).
   */
  async refresh(): Promise<void> {
    await Promise.all(
      [...this.entries].map(async ([webInstanceId, entry]) => {
        clearTimeout(entry.timer);
        entry.timer = undefined;
        const next = this.build(webInstanceId, entry, 'whole');
        entry.current = next;
        await next;
      }),
    );
  }

  /**
   * The lowest catalog version the current indexes were built from (undefined without any): every
   * listing answers with at least the changes it counts. An index being replaced still answers, so
   * its version stands until its successor is current; a stale index whose rebuild failed is
   * scheduled again here, so a version that is polled keeps moving without listing requests.
   */
  async builtVersion(): Promise<number | undefined> {
    const versions = await Promise.all(
      [...this.entries].map(([webInstanceId, entry]) => {
        if (entry.stale && !entry.rebuilding) this.schedule(webInstanceId);
        return entry.current.then(
          (index) => this.versions.get(index),
          () => undefined, // a failed first build answers nothing; its entry goes
        );
      }),
    );
    const known = versions.filter((version) => version !== undefined);
    return known.length > 0 ? Math.min(...known) : undefined;
  }

  /**
   * Builds the web instance's next index: by re-reading the stock that changed when stock is all that
   * changed since the newest one, else (or when `whole`, or past MAX_INDEX_AGE_MS) from the whole
   * catalog. Either way the index holds at least the changes its version counts.
   */
  private async build(webInstanceId: number, state: BuildState, how: 'whole' | 'any' = 'any'): Promise<ListingIndex> {
    state.rebuilding = true;
    state.stale = false;
    state.startedAt = Date.now();
    try {
      const { startedAt } = state;
      const base = state.latest;
      if (
        how === 'any' &&
        base &&
        startedAt - base.startedAt <= PATCH_BASE_MAX_AGE_MS &&
        startedAt - state.wholeStartedAt <= MAX_INDEX_AGE_MS
      ) {
        // Read before the stock, so the index holds every change the version counts: the changes
        // the base's snapshot did not see are only those products' stock, read again after.
        const changes = await readChangesSince(this.database.db, base.snapshot);
        await afterCatalogRead(this.database, changes);
        if (changes.stockOf !== null) {
          const patched = await patchListingStock(this.database, base, state.locale, changes.stockOf);
          this.builds.patched += 1;
          return this.keep(state, { ...patched, version: changes.version, snapshot: changes.snapshot, startedAt });
        }
      }
      // Read before the catalog, so the index holds every change the version counts; the cards
      // shown with it read reference data from here on, so they cannot mix in older names.
      const catalog = await catalogState(this.database);
      clearReferenceData(this.database);
      const loaded = await loadListingIndex(this.database, webInstanceId, state.locale);
      this.builds.whole += 1;
      state.wholeStartedAt = startedAt;
      return this.keep(state, { ...loaded, version: catalog.version, snapshot: catalog.snapshot, startedAt });
    } finally {
      state.lastBuildMs = Date.now() - state.startedAt;
      state.rebuilding = false;
      // Changes that arrived during the build need another.
      if (state.stale) this.schedule(webInstanceId);
    }
  }

  private keep(state: BuildState, built: Built): ListingIndex {
    state.latest = built;
    this.versions.set(built.index, built.version);
    return built.index;
  }

  private catalogChanged(): void {
    clearReferenceData(this.database);
    for (const [webInstanceId, entry] of this.entries) {
      entry.stale = true;
      if (!entry.rebuilding) this.schedule(webInstanceId);
    }
  }

  private schedule(webInstanceId: number): void {
    const entry = this.entries.get(webInstanceId);
    if (!entry || entry.timer) return;
    const earliest = entry.startedAt + Math.max(MIN_REBUILD_INTERVAL_MS, 4 * entry.lastBuildMs);
    entry.timer = setTimeout(
      () => {
        entry.timer = undefined;
        if (!entry.stale || entry.rebuilding || this.entries.get(webInstanceId) !== entry) return;
        const next = this.build(webInstanceId, entry);
        // The old index answers until the new one is ready; a failed rebuild keeps it.
        next.then(
          () => {
            entry.current = next;
          },
          () => {
            entry.stale = true;
          },
        );
      },
      Math.max(0, earliest - Date.now()),
    );
    entry.timer.unref();
  }
}

const indexes = perDatabase((database) => new ListingIndexes(database));

/** The database's listing indexes, which also follow its catalog changes for the whole process. */
export function listingIndexes(database: DatabaseHandle): ListingIndexes {
  return indexes(database);
}

/** Rebuilds the database's listing indexes now (see ListingIndexes.refresh). */
export function refreshListingIndexes(database: DatabaseHandle): Promise<void> {
  return indexes(database).refresh();
}

/** The listing index of the request's web instance. */
export function listingIndex(
  database: DatabaseHandle,
  ctx: { webInstanceId: number; locale: Locale },
): Promise<ListingIndex> {
  return indexes(database).get(ctx.webInstanceId, ctx.locale);
}
