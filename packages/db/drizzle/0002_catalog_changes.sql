-- Every change to what a listing shows (which products, their prices, stock, categories and filter
-- values) sends one notification on 'catalog_changed' when its transaction commits (PostgreSQL
-- folds repeats within a transaction into one). The api keeps an in-memory listing index per web
-- instance and rebuilds it when told; a rolled-back change sends nothing.
CREATE FUNCTION stride_notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER prices_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prices" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_sizes_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER stock_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER operation_units_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operation_units" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER brands_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_parameter_values_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_parameter_values" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER parameter_values_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parameter_values" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER parameter_value_translations_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parameter_value_translations" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_tags_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tags" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER tag_translations_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tag_translations" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();
