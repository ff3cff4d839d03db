-- Search ranks distinct names (search_names), not every product translation: the indexes of 0004
-- move there. A row trigger keeps search_names equal to the distinct (locale, name) pairs of
-- product_translations; a TRUNCATE of product_translations is followed by one of search_names in
-- the seed's wipe (it truncates every table of the schema).
DROP INDEX IF EXISTS product_translations_search_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS product_translations_search_fts_idx;--> statement-breakpoint
DROP INDEX IF EXISTS product_translations_search_compact_trgm_idx;--> statement-breakpoint
CREATE INDEX product_translations_locale_name_idx ON product_translations (locale, name);--> statement-breakpoint
CREATE FUNCTION stride_sync_search_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_names s WHERE s.locale = OLD.locale AND s.name = OLD.name
      AND NOT EXISTS (SELECT 1 FROM product_translations t WHERE t.locale = OLD.locale AND t.name = OLD.name);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_names (locale, name) VALUES (NEW.locale, NEW.name) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_translations_search_names AFTER INSERT OR UPDATE OF locale, name OR DELETE ON product_translations FOR EACH ROW EXECUTE FUNCTION stride_sync_search_names();--> statement-breakpoint
INSERT INTO search_names (locale, name) SELECT DISTINCT locale, name FROM product_translations ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX search_names_trgm_idx ON search_names USING gin (stride_search_text(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX search_names_fts_idx ON search_names USING gin (to_tsvector('simple', stride_search_text(name)));--> statement-breakpoint
CREATE INDEX search_names_compact_trgm_idx ON search_names USING gin (regexp_replace(stride_search_text(name), '[^a-z0-9]+', '', 'g') gin_trgm_ops);
