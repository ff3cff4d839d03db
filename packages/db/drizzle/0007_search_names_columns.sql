-- The search forms of a name become stored columns (compared, not computed per row); the 0006 expression indexes give way to indexes on them.
DROP INDEX IF EXISTS search_names_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS search_names_fts_idx;--> statement-breakpoint
DROP INDEX IF EXISTS search_names_compact_trgm_idx;--> statement-breakpoint
ALTER TABLE "search_names" ADD COLUMN "search_text" text GENERATED ALWAYS AS (stride_search_text(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_names" ADD COLUMN "compact" text GENERATED ALWAYS AS (regexp_replace(stride_search_text(name), '[^a-z0-9]+', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_names" ADD COLUMN "document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', stride_search_text(name))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_names_search_text_trgm_idx" ON "search_names" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_names_compact_trgm_idx" ON "search_names" USING gin ("compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_names_document_idx" ON "search_names" USING gin ("document");--> statement-breakpoint
ANALYZE search_names;
