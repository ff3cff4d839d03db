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
-- What a product's or a category's page shows from other tables stamps its owner: one UPDATE per
-- statement over the owners its rows name (transition tables). Arguments: the owner's table and the
-- rows' column naming it. Stock is left out on purpose: every order moves it, and it is the moment's
-- availability, not the page's content.
CREATE FUNCTION stride_stamp_owners_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I FROM changed_rows', TG_ARGV[1])
    WHEN 'UPDATE' THEN format('SELECT %1$I FROM changed_rows UNION SELECT %1$I FROM gone_rows', TG_ARGV[1])
    ELSE format('SELECT %I FROM gone_rows', TG_ARGV[1])
  END;
BEGIN
  EXECUTE format('UPDATE %I SET updated_at = now() WHERE id IN (%s)', TG_ARGV[0], owners);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  stamped record;
BEGIN
  FOR stamped IN
    SELECT * FROM (VALUES
      ('product_translations', 'products', 'product_id'),
      ('product_photos', 'products', 'product_id'),
      ('product_parameter_values', 'products', 'product_id'),
      ('product_categories', 'products', 'product_id'),
      ('product_labels', 'products', 'product_id'),
      ('product_tags', 'products', 'product_id'),
      ('product_sizes', 'products', 'product_id'),
      ('nutrition_facts', 'products', 'product_id'),
      ('category_translations', 'categories', 'category_id')
    ) AS t (rows_table, owner_table, owner_column)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_owners_of_rows(%L, %L)',
      stamped.rows_table || '_inserted_stamp', stamped.rows_table, stamped.owner_table, stamped.owner_column);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS gone_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_owners_of_rows(%L, %L)',
      stamped.rows_table || '_updated_stamp', stamped.rows_table, stamped.owner_table, stamped.owner_column);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT EXECUTE FUNCTION stride_stamp_owners_of_rows(%L, %L)',
      stamped.rows_table || '_deleted_stamp', stamped.rows_table, stamped.owner_table, stamped.owner_column);
  END LOOP;
END
$$;
