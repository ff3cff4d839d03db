import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { feedRows } from '../pickup-points/packeta-feed';
import { readSeedPacketaFeed, SEED_PACKETA_FEED_PATH } from '../pickup-points/seed-feed';
import { openTestDatabase } from '../test-database';
import { generatePacketaBranches } from './data/generate-packeta-branches';

// The seed's pickup points (issue 12): Packeta's feed format, loaded through the import.
let db: DatabaseHandle;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => db.close());

describe('the seed’s pickup points', () => {
  it('has at least 200 active points in each country, in at least 40 towns', async () => {
    const rows = await db.query<{ country: string; points: number; towns: number }>(
      `SELECT country, count(*)::int AS points, count(DISTINCT city)::int AS towns
       FROM pickup_points WHERE active GROUP BY country ORDER BY country::text`,
    );
    expect(rows.map((row) => row.country)).toEqual(['cz', 'hu', 'sk']);
    for (const row of rows) {
      expect(row.points, row.country).toBeGreaterThanOrEqual(200);
      expect(row.towns, row.country).toBeGreaterThanOrEqual(40);
    }
  });

  it('holds exactly the feed file’s branches, as the import maps them', async () => {
    const expected = feedRows(readSeedPacketaFeed());
    expect(expected.invalid).toBe(0);
    expect(expected.otherCountries).toBe(0);
    const rows = await db.query<{ id: number; country: string; search_text: string; opening_hours: unknown }>(
      'SELECT id, country, search_text, opening_hours FROM pickup_points ORDER BY id',
    );
    expect(rows).toEqual(
      [...expected.rows]
        .sort((a, b) => a.id - b.id)
        .map((row) => ({
          id: row.id,
          country: row.country,
          search_text: row.searchText,
          opening_hours: row.openingHours,
        })),
    );
  });

  it('is the generator’s output, byte for byte (the generator is deterministic)', () => {
    expect(readFileSync(SEED_PACKETA_FEED_PATH, 'utf8')).toBe(generatePacketaBranches());
  });

  it('gives every point a postal code of its country’s form and a week of opening hours', async () => {
    const rows = await db.query<{ country: string; zip: string; opening_hours: Record<string, string> }>(
      'SELECT country, zip, opening_hours FROM pickup_points',
    );
    const zipForm: Record<string, RegExp> = { sk: /^\d{3} \d{2}$/, cz: /^\d{3} \d{2}$/, hu: /^\d{4}$/ };
    for (const row of rows) {
      expect(row.zip, row.country).toMatch(zipForm[row.country] ?? /^$/);
      expect(Object.keys(row.opening_hours).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      expect(row.opening_hours['1']).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2}/);
    }
  });
});
