import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { localeEnum } from './enums';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every distinct product name per locale: what search ranks. Colourways share a name, so 50,000
 * products have about 700 names per locale; ranking those is cheap where ranking every product
 * translation was not. Rows are kept by a trigger on product_translations (migration 0006), never
 * by hand; the search forms of the name are stored, so a query compares columns instead of calling
 * unaccent on every row.
 */
export const searchNames = pgTable(
  'search_names',
  {
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
    /** Lower case, accents removed (stride_search_text, migration 0004). */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`stride_search_text(name)`),
    /** The search text with everything but letters and digits removed ("gelkayano"). */
    compact: text('compact')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(stride_search_text(name), '[^a-z0-9]+', '', 'g')`),
    /** Its words for full text ('simple': no stemming, the names are in three languages). */
    document: tsvector('document').notNull().generatedAlwaysAs(sql`to_tsvector('simple', stride_search_text(name))`),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.name] }),
    index('search_names_compact_trgm_idx').using('gin', t.compact.op('gin_trgm_ops')),
    index('search_names_document_idx').using('gin', t.document),
  ],
);

/**
 * The distinct words (full-text lexemes: lower case, no accents) of each locale's product names,
 * with how many names use each: what a typo is corrected against. About 500 words per locale, so
 * finding the words like a typed one is far cheaper than comparing the term with every name. Kept
 * by a trigger on search_names (migration 0008), never by hand.
 */
export const searchWords = pgTable(
  'search_words',
  {
    locale: localeEnum('locale').notNull(),
    word: text('word').notNull(),
    /** How many names of the locale hold the word; the row goes when none does. */
    names: integer('names').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.word] }),
    index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);
