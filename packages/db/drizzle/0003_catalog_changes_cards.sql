-- Product cards are cached with the listing index (apps/api/src/modules/catalog/product-views.ts), so
-- changes to what a card shows beyond the listing (names, photos, labels, price history) notify too.
CREATE TRIGGER price_history_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_history" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_translations_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_photos_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_photos" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER photos_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "photos" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_labels_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_labels" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();
