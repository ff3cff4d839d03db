import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * A stored image. `path` is relative to `<dataDir>/photos/` and includes the extension of the
 * original; the image endpoint derives sized variants from it. `update_time` (epoch seconds)
 * versions the URL so caches refresh when the file changes.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull().unique(),
    updateTime: bigint('update_time', { mode: 'number' }).notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [index('photos_update_time_idx').on(t.updateTime)],
);
