import type { DatabaseHandle } from '@stride/db';
import { CATALOG_CHANGED } from '../listing/listing-indexes';
import { notifyCatalogChanged } from './queries';

/**
 * The catalog_changed notification of orders' stock changes, sent after their commits and once for
 * all the orders of `delayMs` (migration 0015): a transaction that notifies takes PostgreSQL's one
 * notification-queue lock at commit, and orders committing at once took turns there. Their changes
 * are counted in catalog_changes at their own commits, so the catalog version never lags; only the
 * listeners hear of them up to `delayMs` later. A notification that fails is logged: every cache
 * that listens also has a maximum age.
 */
export function catalogNotice(
  database: DatabaseHandle,
  log: { warn: (details: object, message: string) => void },
  delayMs = 100,
) {
  let timer: NodeJS.Timeout | undefined;
  let sending: Promise<void> = Promise.resolve();
  const send = () => {
    timer = undefined;
    sending = notifyCatalogChanged(database.db, CATALOG_CHANGED).catch((error: unknown) =>
      log.warn({ err: error }, 'catalog change not notified'),
    );
  };
  return {
    /** After an order's commit: notify within `delayMs`, together with the orders until then. */
    soon(): void {
      if (timer !== undefined) return;
      timer = setTimeout(send, delayMs);
      timer.unref();
    },
    /** Sends what is pending now (the api is stopping). */
    async flush(): Promise<void> {
      if (timer !== undefined) {
        clearTimeout(timer);
        send();
      }
      await sending;
    },
  };
}
