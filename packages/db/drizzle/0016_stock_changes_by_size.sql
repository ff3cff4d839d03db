-- Orders change only stock, and a listing index re-read the whole catalog for each of them (0002,
-- 0009, 0015). Each catalog_changes row now says what its transaction changed when stock was all it
-- changed: the sizes. A listing index that knows the snapshot it was built from re-reads only those
-- sizes' products (apps/api/src/modules/listing/listing-indexes.ts): the rows its snapshot did not
-- see (pg_visible_in_snapshot of their xid) are exactly the changes since, whatever order they began
-- or committed in. A row of any other change has no sizes (null), and asks for a whole rebuild.
ALTER TABLE "catalog_changes" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_changes" ADD COLUMN "stock_sizes" integer[];--> statement-breakpoint
-- Counts the transaction's catalog change, once: its first catalog write adds the row, and later ones
-- add their sizes to it, or take its sizes away when they changed something besides stock. The row's
-- id is kept in a transaction-local setting that, like the row, a rolled-back savepoint undoes.
CREATE FUNCTION stride_count_catalog_change(sizes integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  row_id bigint := nullif(current_setting('stride.catalog_change_row', true), '')::bigint;
BEGIN
  IF row_id IS NULL THEN
    INSERT INTO catalog_changes (stock_sizes) VALUES (sizes) RETURNING id INTO row_id;
    PERFORM set_config('stride.catalog_change_row', row_id::text, true);
  ELSIF sizes IS NULL THEN
    UPDATE catalog_changes SET stock_sizes = NULL WHERE id = row_id AND stock_sizes IS NOT NULL;
  ELSIF cardinality(sizes) > 0 THEN
    UPDATE catalog_changes SET stock_sizes = ARRAY(SELECT DISTINCT unnest(stock_sizes || sizes))
    WHERE id = row_id AND stock_sizes IS NOT NULL;
  END IF;
  IF current_setting('stride.catalog_notify_deferred', true) IS DISTINCT FROM 'on' THEN
    PERFORM pg_notify('catalog_changed', '');
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stride_notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stride_count_catalog_change(NULL);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Stock's own triggers read the statement's rows (transition tables, one event a trigger) for the
-- sizes; an UPDATE counts the sizes before and after. TRUNCATE has no rows: a whole change.
CREATE FUNCTION stride_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stride_count_catalog_change(ARRAY(SELECT DISTINCT size_id FROM changed_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM stride_count_catalog_change(ARRAY(
      SELECT size_id FROM changed_rows UNION SELECT size_id FROM gone_rows));
  ELSE
    PERFORM stride_count_catalog_change(ARRAY(SELECT DISTINCT size_id FROM gone_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER stock_catalog_changed ON "stock";--> statement-breakpoint
CREATE TRIGGER stock_inserted_catalog_changed AFTER INSERT ON "stock" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stock_changed();--> statement-breakpoint
CREATE TRIGGER stock_updated_catalog_changed AFTER UPDATE ON "stock" REFERENCING OLD TABLE AS gone_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stock_changed();--> statement-breakpoint
CREATE TRIGGER stock_deleted_catalog_changed AFTER DELETE ON "stock" REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stock_changed();--> statement-breakpoint
CREATE TRIGGER stock_truncated_catalog_changed AFTER TRUNCATE ON "stock" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();
