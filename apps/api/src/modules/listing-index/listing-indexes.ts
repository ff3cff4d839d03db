import type { Locale } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { perDatabase } from '../../lib/ttl-cache';
import type { ListingIndex } from './listing-index';
import { loadListingIndex } from './load-listing-index';

/** The channel the catalog triggers notify on (packages/db/drizzle/0002_catalog_changes.sql). */
export const CATALOG_CHANGED = 'catalog_changed';

/**
 * Rebuilds wait at least this long after the previous one started, and at least four times its
 * duration: under a stream of orders (each changes stock) a big catalog is rebuilt every few seconds
 * at most, and rebuilding never takes more than a fifth of the database's time.
 */
export const MIN_REBUILD_INTERVAL_MS = 1_000;

/**
 * An index older than this is rebuilt even without a notification: a price history row dated ahead
 * takes effect at midnight with no write, and a missed notification must not stay missed.
 */
export const MAX_INDEX_AGE_MS = 10 * 60_000;

type BuildState = {
  locale: Locale;
  /** A catalog change arrived since the newest build started. */
  stale: boolean;
  rebuilding: boolean;
  startedAt: number;
  lastBuildMs: number;
  timer?: NodeJS.Timeout;
};
type Entry = BuildState & { current: Promise<ListingIndex> };

/**
 * The listing index of each web instance of one database: built on first use, then kept until
 * the database says the catalog changed (LISTEN/NOTIFY, sent after commit). The old index keeps
 * answering while a new one builds, so a listing is never slower for a change; it is at most one
 * rebuild behind. Stock, prices and the filters shown are therefore seconds fresh, never more;
 * what a shopper buys is checked against the database itself.
 */
export class ListingIndexes {
  private readonly entries = new Map<number, Entry>();
  private listening: Promise<void> | undefined;

  constructor(private readonly database: DatabaseHandle) {}

  async get(webInstanceId: number, locale: Locale): Promise<ListingIndex> {
    // Listen before the first build, so no change can fall between reading and listening.
    this.listening ??= this.database
      .listen(CATALOG_CHANGED, () => this.catalogChanged())
      .then(
        () => {},
        (error: unknown) => {
          this.listening = undefined;
          throw error;
        },
      );
    await this.listening;
    const known = this.entries.get(webInstanceId);
    if (known) {
      if (Date.now() - known.startedAt > MAX_INDEX_AGE_MS) known.stale = true;
      // A failed rebuild is retried by the next request, not in a loop of its own.
      if (known.stale && !known.rebuilding) this.schedule(webInstanceId);
      return known.current;
    }
    const state: BuildState = { locale, stale: false, rebuilding: false, startedAt: 0, lastBuildMs: 0 };
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
        const next = this.build(webInstanceId, entry);
        entry.current = next;
        await next;
      }),
    );
  }

  private async build(webInstanceId: number, state: BuildState): Promise<ListingIndex> {
    state.rebuilding = true;
    state.stale = false;
    state.startedAt = Date.now();
    try {
      return await loadListingIndex(this.database, webInstanceId, state.locale);
    } finally {
      state.lastBuildMs = Date.now() - state.startedAt;
      state.rebuilding = false;
      // Changes that arrived during the build need another.
      if (state.stale) this.schedule(webInstanceId);
    }
  }

  private catalogChanged(): void {
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
