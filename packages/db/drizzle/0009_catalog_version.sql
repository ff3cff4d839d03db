-- The catalog version (apps/api/src/modules/catalog-version): every transaction that changes what a
-- shopper sees adds one row to catalog_changes, so the sum of their counts moves with every commit, in
-- commit order, and not at all on rollback. The notification stays one per transaction: its payload
-- is still empty, so PostgreSQL folds the repeats of one transaction into one.
--
-- The storefront keeps whole pages, so everything they show now notifies too, not only what the
-- listing index reads (0002, 0003): categories and their names, static pages and the page lists,
-- labels, parameters and tags by name, stores' texts, parameters and opening hours, the blog and
-- the shop reviews. The api then re-reads its reference data (category tree, page lists, labels…).
CREATE TABLE "catalog_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"changes" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stride_notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One row per transaction, however many statements it runs. The flag is transaction-local and, like
  -- the row, undone when a savepoint rolls back, so the two cannot disagree.
  IF current_setting('stride.catalog_change_counted', true) IS DISTINCT FROM 'on' THEN
    INSERT INTO catalog_changes DEFAULT VALUES;
    PERFORM set_config('stride.catalog_change_counted', 'on', true);
  END IF;
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER category_translations_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER pages_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER page_lists_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_lists" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER labels_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "labels" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER label_translations_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "label_translations" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER parameters_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parameters" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER parameter_translations_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parameter_translations" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER tags_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER operation_unit_translations_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operation_unit_translations" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER operation_unit_parameters_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operation_unit_parameters" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER opening_hours_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "opening_hours" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER blog_categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_categories" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER blog_articles_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_articles" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER reviews_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();
