-- Orders take stock, and every stock change is a catalog change (0002, 0009): counted in
-- catalog_changes and notified on catalog_changed. A transaction that notifies takes PostgreSQL's
-- one notification-queue lock at commit, so orders committing at once took turns there (a third of
-- the orders' throughput in the bench). A transaction may now defer its notification by setting
-- stride.catalog_notify_deferred: it is still counted here, in its own commit, and its api process
-- notifies once for all the orders of the next moment (apps/api/src/modules/orders/catalog-notice.ts).
CREATE OR REPLACE FUNCTION stride_notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One row per transaction, however many statements it runs. The flag is transaction-local and, like
  -- the row, undone when a savepoint rolls back, so the two cannot disagree.
  IF current_setting('stride.catalog_change_counted', true) IS DISTINCT FROM 'on' THEN
    INSERT INTO catalog_changes DEFAULT VALUES;
    PERFORM set_config('stride.catalog_change_counted', 'on', true);
  END IF;
  IF current_setting('stride.catalog_notify_deferred', true) IS DISTINCT FROM 'on' THEN
    PERFORM pg_notify('catalog_changed', '');
  END IF;
  RETURN NULL;
END
$$;
