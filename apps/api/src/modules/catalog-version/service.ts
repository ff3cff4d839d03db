import type { DatabaseHandle } from '@stride/db';
import { perDatabase, reloadReferenceData } from '../../lib/ttl-cache';
import { catalogState } from '../listing/catalog-state';
import { listingIndexes } from '../listing/listing-indexes';

/**
 * What this process last answered as the catalog version, per database. It moves only once the
 * answers hold the changes it counts: the listing indexes were rebuilt from at least that version
 * (the lowest of them counts), the web instances were read again, and the other reference data is
 * read again from then on.
 */
class CatalogVersion {
  private reported: number | undefined;

  constructor(private readonly database: DatabaseHandle) {}

  async current(): Promise<string> {
    const indexes = listingIndexes(this.database);
    await indexes.follow();
    // Without an index yet, answers come from the database itself (and the reference data).
    const version = (await indexes.builtVersion()) ?? (await catalogState(this.database)).version;
    if (version !== this.reported) {
      // Reference data loaded before this moment may predate a change the version counts (its
      // notification can still be on the way); loaded after, it cannot. The web instances, which are
      // not loaded on demand, are read again before the version is reported.
      await reloadReferenceData(this.database);
      this.reported = version;
    }
    return String(version);
  }
}

const versions = perDatabase((database) => new CatalogVersion(database));

/**
 * The catalog version this process answers from (GET /api/internal/catalog-version): a count of
 * committed catalog changes, equal in every process that has caught up, that changes only after the
 * answers show the change. A storefront polling it expires its cached pages when it moves.
 */
export function getCatalogVersion(database: DatabaseHandle): Promise<string> {
  return versions(database).current();
}

/**
 * Follows the database's catalog changes from now on (the listing indexes' LISTEN), so the reference
 * data is read again after a change even before any listing is asked for.
 */
export function followCatalogChanges(database: DatabaseHandle): Promise<void> {
  return listingIndexes(database).follow();
}
