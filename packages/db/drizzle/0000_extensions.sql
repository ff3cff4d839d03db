-- Accent-insensitive (unaccent) and typo-tolerant (pg_trgm) search in sk/cz/hu.
-- PGlite must be opened with both extensions loaded; PostgreSQL needs the contrib package.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
