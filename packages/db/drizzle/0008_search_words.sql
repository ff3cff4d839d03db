-- Typos are corrected word by word against the words of the locale's product names (search_words),
-- kept by a row trigger on search_names: its rows are only inserted and deleted (0006), and a
-- TRUNCATE of search_names comes with one of search_words in the seed's wipe. One typo is one edit
-- (fuzzystrmatch's levenshtein). Names are no longer compared whole by trigrams: that index goes.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
DROP INDEX IF EXISTS search_names_search_text_trgm_idx;--> statement-breakpoint
CREATE TABLE "search_words" (
	"locale" "locale" NOT NULL,
	"word" text NOT NULL,
	"names" integer NOT NULL,
	CONSTRAINT "search_words_locale_word_pk" PRIMARY KEY("locale","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION stride_sync_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE search_words w SET names = w.names - 1
     WHERE w.locale = OLD.locale AND w.word = ANY (tsvector_to_array(OLD.document));
    DELETE FROM search_words w WHERE w.locale = OLD.locale AND w.names <= 0;
  ELSE
    INSERT INTO search_words (locale, word, names)
      SELECT NEW.locale, word, 1 FROM unnest(tsvector_to_array(NEW.document)) AS word
      ON CONFLICT (locale, word) DO UPDATE SET names = search_words.names + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_names_search_words AFTER INSERT OR DELETE ON search_names FOR EACH ROW EXECUTE FUNCTION stride_sync_search_words();--> statement-breakpoint
INSERT INTO search_words (locale, word, names)
  SELECT locale, word, count(*) FROM search_names, unnest(tsvector_to_array(document)) AS word GROUP BY locale, word;--> statement-breakpoint
ANALYZE search_words;
