-- When a product's or a category's page last changed, for the sitemaps' lastmod (decision 25).
-- A product that exists already keeps its creation as its last change (nothing is known since).
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "products" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "updated_at" SET NOT NULL;--> statement-breakpoint
-- A changed row stamps itself, unless the writer set updated_at itself (an import that knows the
-- time of its source's change); a write that changes nothing stamps nothing.
CREATE FUNCTION stride_stamp_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at AND NEW IS DISTINCT FROM OLD THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_stamp_updated_at BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION stride_stamp_updated_at();--> statement-breakpoint
CREATE TRIGGER categories_stamp_updated_at BEFORE UPDATE ON "categories" FOR EACH ROW EXECUTE FUNCTION stride_stamp_updated_at();--> statement-breakpoint
-- What a product's page shows from other tables stamps the product: one UPDATE per statement, over
-- the products its rows name (transition tables). Stock is left out on purpose: every order moves
-- it, and it is the moment's availability, not the page's content.
CREATE FUNCTION stride_stamp_products_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" SET "updated_at" = now() WHERE "id" IN (SELECT product_id FROM changed_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "products" SET "updated_at" = now()
      WHERE "id" IN (SELECT product_id FROM changed_rows UNION SELECT product_id FROM gone_rows);
  ELSE
    UPDATE "products" SET "updated_at" = now() WHERE "id" IN (SELECT product_id FROM gone_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION stride_stamp_categories_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "categories" SET "updated_at" = now() WHERE "id" IN (SELECT category_id FROM changed_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "categories" SET "updated_at" = now()
      WHERE "id" IN (SELECT category_id FROM changed_rows UNION SELECT category_id FROM gone_rows);
  ELSE
    UPDATE "categories" SET "updated_at" = now() WHERE "id" IN (SELECT category_id FROM gone_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_translations_inserted_stamp AFTER INSERT ON "product_translations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_translations_updated_stamp AFTER UPDATE ON "product_translations" REFERENCING OLD TABLE AS gone_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_translations_deleted_stamp AFTER DELETE ON "product_translations" REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_photos_inserted_stamp AFTER INSERT ON "product_photos" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_photos_updated_stamp AFTER UPDATE ON "product_photos" REFERENCING OLD TABLE AS gone_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_photos_deleted_stamp AFTER DELETE ON "product_photos" REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_parameter_values_inserted_stamp AFTER INSERT ON "product_parameter_values" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_parameter_values_updated_stamp AFTER UPDATE ON "product_parameter_values" REFERENCING OLD TABLE AS gone_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_parameter_values_deleted_stamp AFTER DELETE ON "product_parameter_values" REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_categories_inserted_stamp AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_categories_updated_stamp AFTER UPDATE ON "product_categories" REFERENCING OLD TABLE AS gone_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_categories_deleted_stamp AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_labels_inserted_stamp AFTER INSERT ON "product_labels" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_labels_updated_stamp AFTER UPDATE ON "product_labels" REFERENCING OLD TABLE AS gone_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_labels_deleted_stamp AFTER DELETE ON "product_labels" REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_tags_inserted_stamp AFTER INSERT ON "product_tags" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_tags_updated_stamp AFTER UPDATE ON "product_tags" REFERENCING OLD TABLE AS gone_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_tags_deleted_stamp AFTER DELETE ON "product_tags" REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_sizes_inserted_stamp AFTER INSERT ON "product_sizes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_sizes_updated_stamp AFTER UPDATE ON "product_sizes" REFERENCING OLD TABLE AS gone_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER product_sizes_deleted_stamp AFTER DELETE ON "product_sizes" REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER nutrition_facts_inserted_stamp AFTER INSERT ON "nutrition_facts" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER nutrition_facts_updated_stamp AFTER UPDATE ON "nutrition_facts" REFERENCING OLD TABLE AS gone_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER nutrition_facts_deleted_stamp AFTER DELETE ON "nutrition_facts" REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_products_of_rows();--> statement-breakpoint
CREATE TRIGGER category_translations_inserted_stamp AFTER INSERT ON "category_translations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_categories_of_rows();--> statement-breakpoint
CREATE TRIGGER category_translations_updated_stamp AFTER UPDATE ON "category_translations" REFERENCING OLD TABLE AS gone_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_categories_of_rows();--> statement-breakpoint
CREATE TRIGGER category_translations_deleted_stamp AFTER DELETE ON "category_translations" REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_categories_of_rows();
