import { CURRENCIES, LOCALES } from '@stride/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { openTestDatabase } from '../test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase({ empty: true });
});
afterAll(() => database.close());

/** The labels of a PostgreSQL enum type as the migrations created it, in their order. */
async function labelsOf(type: string): Promise<string[]> {
  const rows = await database.query<{ label: string }>(
    `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
     WHERE t.typname = $1 ORDER BY e.enumsortorder`,
    [type],
  );
  return rows.map((row) => row.label);
}

// The schema's enums are @stride/i18n's lists; the migrations must have created the same labels.
describe(`the database's enums (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('has the three shops’ locales and currencies, as the code lists them', async () => {
    expect(await labelsOf('locale')).toEqual(['sk', 'cz', 'hu']);
    expect(await labelsOf('currency')).toEqual(['EUR', 'CZK', 'HUF']);
    expect([...LOCALES]).toEqual(['sk', 'cz', 'hu']);
    expect([...CURRENCIES]).toEqual(['EUR', 'CZK', 'HUF']);
  });
});
