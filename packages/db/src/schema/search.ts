import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { localeEnum } from './enums';

/**
 * Every distinct product name per locale: what search ranks. Colourways share a name, so 50,000
 * products have about 700 names per locale; ranking those is cheap where ranking every product
 * translation was not. Kept by a trigger on product_translations (migration 0006), never by hand.
 */
export const searchNames = pgTable(
  'search_names',
  {
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.name] })],
);
