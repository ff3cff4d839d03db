import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { openTestDatabase } from '../test-database';
import { buildSeedData } from './generate';
import { seed } from './seed';

const options = {
  products: 200,
  seed: 7,
  today: '2025-06-30',
  domains: { sk: 'sk.localhost', cz: 'cz.localhost', hu: 'hu.localhost' },
};

function hashOfBuild(build: ReturnType<typeof buildSeedData>): string {
  const hash = createHash('sha256');
  for (const { rows } of build.tables) hash.update(JSON.stringify(rows));
  return hash.digest('hex');
}

/** The rows a shopper sees, read back from the database in a stable order. */
async function hashOfDatabase(handle: DatabaseHandle): Promise<string> {
  const rows = await handle.query(`
    SELECT p.id, p.code, p.kind, p.status, p.recommended_score, t.locale, t.name, t.url_title, pr.web_instance_id, pr.final_price, pr.standard_price
    FROM products p JOIN product_translations t ON t.product_id = p.id JOIN prices pr ON pr.product_id = p.id
    ORDER BY p.id, t.locale, pr.web_instance_id`);
  const stock = await handle.query(
    'SELECT size_id, operation_unit_id, quantity FROM stock ORDER BY size_id, operation_unit_id',
  );
  const history = await handle.query(
    'SELECT product_id, web_instance_id, final_price, valid_from::text FROM price_history ORDER BY product_id, web_instance_id, valid_from',
  );
  return createHash('sha256')
    .update(JSON.stringify([rows, stock, history]))
    .digest('hex');
}

describe('the seed is deterministic', () => {
  it('builds the same rows from the same options and different rows from another seed', () => {
    const first = hashOfBuild(buildSeedData(options));
    expect(hashOfBuild(buildSeedData(options))).toBe(first);
    expect(hashOfBuild(buildSeedData({ ...options, seed: 8 }))).not.toBe(first);
  });

  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase({ empty: true });
  });
  afterAll(async () => handle.close());

  it('writes the same database twice (reseeding wipes first) and another one for another seed', async () => {
    await seed(handle, { ...options, dataDir: null });
    const first = await hashOfDatabase(handle);
    await seed(handle, { ...options, dataDir: null });
    expect(await hashOfDatabase(handle)).toBe(first);
    await seed(handle, { ...options, seed: 8, dataDir: null });
    expect(await hashOfDatabase(handle)).not.toBe(first);
    const [count] = await handle.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(count?.n).toBe(200);
  });

  it('leaves the id sequences past the seeded ids, so new rows can be inserted', async () => {
    const [row] = await handle.query<{ id: number }>(
      `INSERT INTO brands (name, url_name) VALUES ('Test brand', 'test-brand') RETURNING id`,
    );
    const [max] = await handle.query<{ n: number }>(
      `SELECT max(id)::int AS n FROM brands WHERE url_name <> 'test-brand'`,
    );
    expect(row?.id).toBeGreaterThan(max?.n ?? 0);
  });
});
