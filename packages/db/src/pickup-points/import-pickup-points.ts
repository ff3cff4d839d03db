import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { type LocaleCode, pickupPoints } from '../schema';
import { feedRows, type PickupPointRow } from './packeta-feed';

/** Rows per INSERT: 11 parameters each, far below the 65,535 a statement may carry. */
export const IMPORT_BATCH_ROWS = 500;

export type PickupPointImport = {
  /** Countries the feed had branches of: only their points were compared with it. */
  countries: LocaleCode[];
  /** Points written (new or updated), per country and in all. */
  imported: number;
  importedByCountry: Partial<Record<LocaleCode, number>>;
  /** Points of those countries that were active and that the feed no longer lists. */
  deactivated: number;
  /** Branches of countries none of our shops serves. */
  otherCountries: number;
  /** Entries that are not a usable branch, and the first few problems. */
  invalid: number;
  problems: string[];
};

/**
 * Writes Packeta's branch feed (parsed JSON, v4 or v5 shape) to `pickup_points`: every branch of
 * Slovakia, Czechia and Hungary is inserted or updated in place by its Packeta id (batches of
 * IMPORT_BATCH_ROWS, ON CONFLICT (id) DO UPDATE), and the points of those countries that the feed
 * no longer lists are marked inactive, never deleted (carts and orders keep pointing at them). A
 * country the feed has no branch of is left as it is, so a partial feed cannot empty a shop.
 *
 * Run it in a transaction (`handle.transaction`) so readers see the old list or the new one.
 * A feed whose envelope is wrong throws; a single unusable branch is skipped and counted.
 */
export async function importPickupPoints(db: Executor, feed: unknown): Promise<PickupPointImport> {
  const { rows, otherCountries, invalid, problems } = feedRows(feed);
  const updatedAt = new Date();
  const importedByCountry: Partial<Record<LocaleCode, number>> = {};
  for (const row of rows) importedByCountry[row.country] = (importedByCountry[row.country] ?? 0) + 1;
  const countries = (Object.keys(importedByCountry) as LocaleCode[]).sort();

  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    await upsert(db, rows.slice(start, start + IMPORT_BATCH_ROWS), updatedAt);
  }

  let deactivated = 0;
  if (countries.length > 0) {
    // One array parameter, whatever the feed's size ('{1,2,3}'::int[]; both engines take the text).
    const listed = `{${rows.map((row) => row.id).join(',')}}`;
    const gone = await db
      .update(pickupPoints)
      .set({ active: false, updatedAt })
      .where(
        and(
          inArray(pickupPoints.country, countries),
          sql`${pickupPoints.active}`,
          sql`NOT (${pickupPoints.id} = ANY(${listed}::int[]))`,
        ),
      )
      .returning({ id: pickupPoints.id });
    deactivated = gone.length;
  }

  return { countries, imported: rows.length, importedByCountry, deactivated, otherCountries, invalid, problems };
}

async function upsert(db: Executor, rows: PickupPointRow[], updatedAt: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(pickupPoints)
    .values(rows.map((row) => ({ ...row, updatedAt })))
    .onConflictDoUpdate({
      target: pickupPoints.id,
      set: {
        country: sql`excluded.country`,
        name: sql`excluded.name`,
        place: sql`excluded.place`,
        street: sql`excluded.street`,
        city: sql`excluded.city`,
        zip: sql`excluded.zip`,
        openingHours: sql`excluded.opening_hours`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
        searchText: sql`excluded.search_text`,
        active: sql`excluded.active`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
