import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { migrate } from './migrate';
import { openFreshTestDatabase } from './test-database';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('create every table and the search extensions on an empty database', async () => {
    handle = await openFreshTestDatabase();
    await migrate(handle);
    const tables = await handle.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    const names = tables.map((t) => t.name);
    for (const expected of [
      'web_instances',
      'products',
      'product_translations',
      'stock',
      'price_history',
      'orders',
      'credit_ledger',
      'marketing_events',
    ]) {
      expect(names).toContain(expected);
    }
    const extensions = await handle.query<{ extname: string }>('SELECT extname FROM pg_extension');
    expect(extensions.map((e) => e.extname)).toEqual(expect.arrayContaining(['unaccent', 'pg_trgm', 'fuzzystrmatch']));
    // The extensions work, not only exist: accent-insensitive and typo-tolerant matching.
    const [row] = await handle.query<{ plain: string; similar: boolean }>(
      `SELECT unaccent('Bežecká obuv Ľahká') AS plain, similarity('pegasus', 'pegasos') > 0.3 AS similar`,
    );
    expect(row).toEqual({ plain: 'Bezecka obuv Lahka', similar: true });
  });

  it('are idempotent: applying them twice changes nothing and fails nothing', async () => {
    handle = await openFreshTestDatabase();
    await migrate(handle);
    const [before] = await handle.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    await migrate(handle);
    const [after] = await handle.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(before?.n).toBeGreaterThanOrEqual(2);
    expect(after?.n).toBe(before?.n);
  });

  it('put the trigram index on product names', async () => {
    handle = await openFreshTestDatabase();
    await migrate(handle);
    const [index] = await handle.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'product_translations_name_trgm_idx'`,
    );
    expect(index?.indexdef).toMatch(/USING gin \(name gin_trgm_ops\)/);
  });
});
