import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { pickupPoints } from '../schema';
import { openTestDatabase } from '../test-database';
import { IMPORT_BATCH_ROWS, importPickupPoints } from './import-pickup-points';

/**
 * The import on the test engine (PGlite, or PostgreSQL with TEST_DATABASE_URL): upserts by Packeta
 * id, inactive points for what the feed dropped, only in the countries the feed has.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase({ empty: true });
});
afterAll(() => handle.close());

type Branch = Record<string, unknown>;

function branch(id: number, country: string, city: string, zip: string, street: string, extra: Branch = {}): Branch {
  return {
    id: String(id),
    name: `${city}, ${street}`,
    place: 'Trafika',
    street,
    city,
    zip,
    country,
    currency: 'EUR',
    displayFrontend: '1',
    latitude: '48.1',
    longitude: '17.1',
    openingHours: {
      regular: {
        monday: '08:00–18:00',
        tuesday: '08:00–18:00',
        wednesday: '08:00–18:00',
        thursday: '08:00–18:00',
        friday: '08:00–18:00',
        saturday: '08:00–12:00',
        sunday: '',
      },
    },
    ...extra,
  };
}

/** A v4 feed: `{ data: { id: branch } }`. */
const feedOf = (...branches: Branch[]) => ({ data: Object.fromEntries(branches.map((b) => [String(b.id), b])) });

const SK_A = branch(101, 'sk', 'Trnava', '917 01', 'Hlavná 1');
const SK_B = branch(102, 'sk', 'Nitra', '949 01', 'Štefánikova 12');
const SK_C = branch(103, 'sk', 'Žilina', '010 01', 'Národná 5');
const CZ_A = branch(201, 'cz', 'Brno', '602 00', 'Masarykova 12/3', { currency: 'CZK' });
const CZ_B = branch(202, 'cz', 'Plzeň', '301 00', 'Americká 1/2', { currency: 'CZK' });
const PL = branch(301, 'pl', 'Kraków', '30-001', 'Floriańska 1', { currency: 'PLN' });

const pointsInTable = () =>
  handle.db
    .select({
      id: pickupPoints.id,
      country: pickupPoints.country,
      name: pickupPoints.name,
      active: pickupPoints.active,
    })
    .from(pickupPoints)
    .orderBy(asc(pickupPoints.id));

describe('importPickupPoints', () => {
  it('writes the points of our countries, skips others and unusable entries, and counts each', async () => {
    const result = await handle.transaction((tx) =>
      importPickupPoints(tx, feedOf(SK_A, SK_B, SK_C, CZ_A, CZ_B, PL, { id: '999', name: 'no address' })),
    );
    expect(result).toEqual({
      countries: ['cz', 'sk'],
      imported: 5,
      importedByCountry: { sk: 3, cz: 2 },
      deactivated: 0,
      otherCountries: 1,
      invalid: 1,
      problems: [expect.stringMatching(/^branch 999: /)],
    });
    expect(await pointsInTable()).toEqual([
      { id: 101, country: 'sk', name: 'Trnava, Hlavná 1', active: true },
      { id: 102, country: 'sk', name: 'Nitra, Štefánikova 12', active: true },
      { id: 103, country: 'sk', name: 'Žilina, Národná 5', active: true },
      { id: 201, country: 'cz', name: 'Brno, Masarykova 12/3', active: true },
      { id: 202, country: 'cz', name: 'Plzeň, Americká 1/2', active: true },
    ]);
    const [brno] = await handle.db.select().from(pickupPoints).where(eq(pickupPoints.id, 201));
    expect(brno).toMatchObject({
      place: 'Trafika',
      street: 'Masarykova 12/3',
      city: 'Brno',
      zip: '602 00',
      latitude: 48.1,
      longitude: 17.1,
      searchText: 'brno 60200 brno, masarykova 12/3 masarykova 12/3',
      openingHours: { 1: '08:00–18:00', 6: '08:00–12:00', 7: '' },
    });
  });

  it('updates a point in place, marks what the feed dropped inactive, and leaves a country the feed lacks alone', async () => {
    const renamed = { ...SK_A, name: 'Trnava, Hlavná 1 (Trafika)', street: 'Hlavná 1' };
    const result = await handle.transaction((tx) => importPickupPoints(tx, feedOf(renamed, SK_C)));
    expect(result).toMatchObject({ countries: ['sk'], imported: 2, deactivated: 1 });
    expect(await pointsInTable()).toEqual([
      { id: 101, country: 'sk', name: 'Trnava, Hlavná 1 (Trafika)', active: true },
      { id: 102, country: 'sk', name: 'Nitra, Štefánikova 12', active: false },
      { id: 103, country: 'sk', name: 'Žilina, Národná 5', active: true },
      // No Czech branch in this feed: the Czech points stay as they were.
      { id: 201, country: 'cz', name: 'Brno, Masarykova 12/3', active: true },
      { id: 202, country: 'cz', name: 'Plzeň, Americká 1/2', active: true },
    ]);
  });

  it('brings a point back when the feed lists it again, and takes one hidden from shoppers out', async () => {
    const result = await handle.transaction((tx) =>
      importPickupPoints(tx, [SK_A, SK_B, { ...SK_C, displayFrontend: '0' }]),
    );
    expect(result).toMatchObject({ imported: 3, deactivated: 0 });
    const sk = (await pointsInTable()).filter((point) => point.country === 'sk');
    expect(sk.map((point) => [point.id, point.active])).toEqual([
      [101, true],
      [102, true],
      [103, false],
    ]);
  });

  it('writes a feed larger than one batch, and counts a dropped point only once', async () => {
    const many = Array.from({ length: IMPORT_BATCH_ROWS * 2 + 17 }, (_, i) =>
      branch(10_000 + i, 'hu', 'Debrecen', '4024', `Piac utca ${i + 1}`, { currency: 'HUF' }),
    );
    const first = await handle.transaction((tx) => importPickupPoints(tx, feedOf(...many)));
    expect(first.importedByCountry).toEqual({ hu: many.length });
    const again = await handle.transaction((tx) => importPickupPoints(tx, feedOf(...many.slice(1))));
    expect(again).toMatchObject({ imported: many.length - 1, deactivated: 1 });
    const once = await handle.transaction((tx) => importPickupPoints(tx, feedOf(...many.slice(1))));
    expect(once.deactivated).toBe(0);
    const [row] = await handle.query<{ active: number; all: number }>(
      `SELECT count(*) FILTER (WHERE active)::int AS active, count(*)::int AS "all" FROM pickup_points WHERE country = 'hu'`,
    );
    expect(row).toEqual({ active: many.length - 1, all: many.length });
  });

  it('refuses a file that is not the feed, changing nothing', async () => {
    const before = await pointsInTable();
    await expect(handle.transaction((tx) => importPickupPoints(tx, { branches: [SK_A] }))).rejects.toThrow(
      /Not Packeta's branch feed/,
    );
    expect(await pointsInTable()).toEqual(before);
  });
});
