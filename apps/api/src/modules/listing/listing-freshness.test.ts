import { FiltersResponseSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { idsWhere, WITH_ONLINE_SIZE } from '../../test-support/filter-oracle-sql';
import { listingRequests } from '../../test-support/listing-requests';
import { get, useTestApp } from '../../test-support/test-app';
import { listingIndexes } from './listing-indexes';

// This file changes the catalog under a running api: its test database is its own.
const testApp = useTestApp();
const { list, allIds } = listingRequests(testApp);

/** Asks again until `read` gives what `expected` accepts (the index rebuilds after the change commits). */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

async function sizeFacetCount(size: string): Promise<number> {
  const response = await get(testApp().app, `/api/lib/v1/filters?param=velkost/${size}`);
  expect(response.status).toBe(200);
  const body = FiltersResponseSchema.parse(response.body);
  const sizes = body.available.find((filter) => filter.key === 'size');
  const value = sizes?.kind === 'values' ? sizes.values.find((candidate) => candidate.urlName === size) : undefined;
  return value?.count ?? 0;
}

describe(`the listing follows catalog changes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a size sold out online leaves the size filter, its listing and its facet count', async () => {
    const { database } = testApp();
    const withSize = await idsWhere(database, WITH_ONLINE_SIZE(`'42'`));
    expect(await allIds('param=velkost/42')).toEqual(withSize);
    expect(await sizeFacetCount('42')).toBe(withSize.length);
    const soldOut = withSize[0] as number;
    // Built whole just now, so the change below comes well within a patch's reach (a 10 s old base).
    await listingIndexes(database).refresh();
    const builds = { ...listingIndexes(database).builds };

    await database.query(
      `UPDATE stock SET quantity = 0 WHERE size_id IN (SELECT id FROM product_sizes WHERE product_id = $1 AND name = '42')`,
      [soldOut],
    );

    const after = await eventually(
      () => allIds('param=velkost/42'),
      (ids) => !ids.includes(soldOut),
    );
    expect(after).toEqual(withSize.filter((id) => id !== soldOut));
    expect(await sizeFacetCount('42')).toBe(withSize.length - 1);
    // Only stock changed: the index re-read that product's stock, not the whole catalog.
    expect(listingIndexes(database).builds.whole).toBe(builds.whole);
    expect(listingIndexes(database).builds.patched).toBeGreaterThan(builds.patched);
  });

  it('a retired product leaves the listing and its total', async () => {
    const { database } = testApp();
    const before = await list('fields=id&perPage=1');
    const retired = before.items[0]?.id as number;

    await database.query(`UPDATE products SET status = 'retired' WHERE id = $1`, [retired]);

    const after = await eventually(
      () => list('fields=id&perPage=1'),
      (body) => body.items[0]?.id !== retired,
    );
    expect(after.total).toBe(before.total - 1);
  });

  it('a new price moves the product in the cheapest-first order', async () => {
    const { database } = testApp();
    const before = await list('fields=id&perPage=3&sort=cheapest');
    const third = before.items[2]?.id as number;
    const builds = { ...listingIndexes(database).builds };

    await database.query(`UPDATE prices SET final_price = 1 WHERE product_id = $1`, [third]);

    const after = await eventually(
      () => list('fields=id&perPage=3&sort=cheapest'),
      (body) => body.items[0]?.id === third,
    );
    expect(after.items.map((item) => item.id)).toEqual([third, before.items[0]?.id, before.items[1]?.id]);
    // A price is not stock: the index was built whole again.
    expect(listingIndexes(database).builds.whole).toBeGreaterThan(builds.whole);
  });

  it('a card read before a change shows the change once the catalog notifies (names, price history)', async () => {
    const { database } = testApp();
    const before = await list('fields=id,name&perPage=1&sort=newest');
    const card = before.items[0];
    expect(card?.name).toBeDefined();

    await database.query(`UPDATE product_translations SET name = name || ' (2026)' WHERE product_id = $1`, [card?.id]);

    const after = await eventually(
      () => list('fields=id,name&perPage=1&sort=newest'),
      (body) => body.items[0]?.name !== card?.name,
    );
    expect(after.items[0]?.name).toBe(`${card?.name} (2026)`);
  });
});
