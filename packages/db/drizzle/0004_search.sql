-- Search (issue 4): a product name as search text (lower case, accents removed by unaccent), and
-- the indexes that find it by name prefix, by word prefix (full text, 'simple' configuration: no
-- stemming, the names are in three languages) and by similarity (pg_trgm, typo tolerance).
-- unaccent() is only STABLE (its dictionary could change), so an index needs this IMMUTABLE wrapper
-- naming the dictionary; the dictionary ships with the extension and does not change under us.
CREATE FUNCTION stride_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX product_translations_search_trgm_idx ON product_translations USING gin (stride_search_text(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX product_translations_search_fts_idx ON product_translations USING gin (to_tsvector('simple', stride_search_text(name)));
--> statement-breakpoint
-- "gelkay" must find "Gel-Kayano": the name with everything but letters and digits removed.
CREATE INDEX product_translations_search_compact_trgm_idx ON product_translations USING gin (regexp_replace(stride_search_text(name), '[^a-z0-9]+', '', 'g') gin_trgm_ops);
