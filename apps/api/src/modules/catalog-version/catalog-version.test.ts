import {
  CategoryTreeResponseSchema,
  FooterResponseSchema,
  PageDetailSchema,
  WebInstanceSchema,
} from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import { describe, expect, it } from 'vitest';
import { idsWhere, WITH_ONLINE_SIZE } from '../../test-support/filter-oracle-sql';
import { listingRequests } from '../../test-support/listing-requests';
import { get, HOST, useTestApp } from '../../test-support/test-app';
import { mergeCatalogChanges, readCatalogState, readChangesSince } from '../listing/catalog-version-queries';
import { CATALOG_VERSION_PATH, CatalogVersionSchema } from './routes';
import { getCatalogVersion } from './service';

// This file changes the catalog under a running api: its test database is its own.
const testApp = useTestApp();
const { list, allIds } = listingRequests(testApp);
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

async function pollVersion(): Promise<string> {
  const response = await get(testApp().app, CATALOG_VERSION_PATH);
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return CatalogVersionSchema.parse(response.body).version;
}

/** Polls like the storefront does until the version differs from `from`; fails after `timeoutMs`. */
async function nextVersion(from: string, read = pollVersion, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const version = await read();
    if (version !== from) return version;
    if (Date.now() > deadline) throw new Error(`the catalog version stayed ${from} for ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls for `ms` and returns every version seen. */
async function versionsDuring(ms: number, read = pollVersion): Promise<Set<string>> {
  const seen = new Set<string>();
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    seen.add(await read());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return seen;
}

const cheapest = async () =>
  (await list('fields=id,finalPriceData&perPage=5&sort=cheapest')).items.map((item) => ({
    id: item.id,
    price: item.finalPriceData?.price,
  }));

/** The card prices the listing shows for `ids`, by id. */
const pricesOf = async (...ids: number[]) =>
  Object.fromEntries(
    (await list(`fields=id,finalPriceData&productIds=${ids.join(',')}`)).items.map((item) => [
      item.id,
      item.finalPriceData?.price,
    ]),
  );

/**
 * Another api process on the same database: its own listing indexes, reference data, LISTEN and
 * version (all kept per handle), the same database behind them. It never closes the database.
 */
function anotherProcess(database: DatabaseHandle): DatabaseHandle {
  return { ...database, close: async () => {} };
}

/**
 * Runs one change in a transaction and keeps it open: resolves once the change is made, and commits
 * when `commit` is called (a transaction that began first and commits last).
 */
async function heldOpen(database: DatabaseHandle, statement: string, params: unknown[]) {
  let release = () => {};
  const mayCommit = new Promise<void>((resolve) => {
    release = resolve;
  });
  let changed = () => {};
  const hasChanged = new Promise<void>((resolve) => {
    changed = resolve;
  });
  const transaction = database.rawTransaction(async (query) => {
    await query(statement, params);
    changed();
    await mayCommit;
  });
  await Promise.race([
    hasChanged,
    transaction.then(() => {
      throw new Error('the held transaction ended before its change was made');
    }),
  ]);
  return {
    commit: () => {
      release();
      return transaction;
    },
  };
}

describe(`GET /api/internal/catalog-version (${engine})`, () => {
  it('answers the same version while nothing changes', async () => {
    const first = await pollVersion();
    expect(first).toMatch(/^\d+$/);
    expect(await versionsDuring(1_200)).toEqual(new Set([first]));
  });

  it('moves after a committed price change, and then the listing already shows the price', async () => {
    const { database } = testApp();
    const before = await cheapest(); // the index is built, the cards are cached
    const third = before[2];
    if (!third) throw new Error('the test catalog has fewer than three listed products');
    const version = await pollVersion();

    await database.rawTransaction((query) =>
      query('UPDATE prices SET final_price = 1 WHERE product_id = $1', [third.id]),
    );

    await nextVersion(version);
    expect((await cheapest()).slice(0, 3)).toEqual([{ id: third.id, price: 1 }, before[0], before[1]]);
  });

  it('moves after a renamed category, and then the category tree already shows the name', async () => {
    const { app, database } = testApp();
    const tree = async () =>
      CategoryTreeResponseSchema.parse((await get(app, '/api/custom/categories?depth=1')).body).items;
    const [category] = await tree(); // the tree is cached now
    if (!category) throw new Error('the test catalog has no category');
    const version = await pollVersion();

    await database.query(
      `UPDATE category_translations SET name = 'Renamed category' WHERE category_id = $1 AND locale = 'sk'`,
      [category.id],
    );

    await nextVersion(version);
    expect((await tree()).find((item) => item.id === category.id)?.name).toBe('Renamed category');
  });

  it('moves after a retitled page, and then the page, the header and the footer already show the title', async () => {
    const { app, database } = testApp();
    const [page] = await database.query<{ id: number; url_title: string }>(
      `SELECT p.id, p.url_title FROM pages p JOIN page_lists l ON l.page_id = p.id
        JOIN web_instances w ON w.id = p.web_instance_id
        WHERE w.locale = 'sk' AND l.list = 'header' ORDER BY p.id LIMIT 1`,
    );
    if (!page) throw new Error('the Slovak test shop has no header page');
    const headerTitle = async () =>
      WebInstanceSchema.parse((await get(app, '/api/lib/v1/webinstance')).body).pagesHeader.find(
        (link) => link.id === page.id,
      )?.title;
    const footerHeaderTitle = async () =>
      FooterResponseSchema.parse((await get(app, '/api/pages/footer')).body).webinstance.pagesHeader.find(
        (link) => link.id === page.id,
      )?.title;
    expect(await headerTitle()).not.toBe('Retitled page'); // the page lists are cached now
    const version = await pollVersion();

    await database.query(`UPDATE pages SET title = 'Retitled page' WHERE id = $1`, [page.id]);

    await nextVersion(version);
    const detail = PageDetailSchema.parse((await get(app, `/api/pages/page/${page.url_title}`)).body);
    expect(detail.title).toBe('Retitled page');
    expect(await headerTitle()).toBe('Retitled page');
    expect(await footerHeaderTitle()).toBe('Retitled page');
  });

  it("moves after a shop's settings change, and then the api already answers with them", async () => {
    const { app, config, database } = testApp();
    const webInstance = async () => WebInstanceSchema.parse((await get(app, '/api/lib/v1/webinstance')).body);
    const before = await webInstance();
    // The test settings configure no Google login, so the shop's switch alone must not offer it.
    expect(config.socialLogin.google).toBeUndefined();
    expect(before.globalSettings.type_of_shop).not.toBe(4);
    const version = await pollVersion();

    await database.query(
      `UPDATE web_instances SET type_of_shop = 4, phone = '+421 900 019 019', google_login_enabled = true
        WHERE locale = 'sk'`,
    );

    await nextVersion(version);
    const after = await webInstance();
    expect(after.globalSettings).toEqual({
      ...before.globalSettings,
      type_of_shop: 4,
      phone: '+421 900 019 019',
      google_login_enabled: false,
    });
    // The other shops' settings stay theirs.
    const czech = WebInstanceSchema.parse((await get(app, '/api/lib/v1/webinstance', { host: HOST.cz })).body);
    expect(czech.globalSettings.type_of_shop).not.toBe(4);
  });

  it('does not move for a rolled-back change, and the answers stay as they were', async () => {
    const { database } = testApp();
    const before = await cheapest();
    const version = await pollVersion();

    await database
      .rawTransaction(async (query) => {
        await query('UPDATE prices SET final_price = 2 WHERE product_id = $1', [before[4]?.id]);
        throw new Error('roll back');
      })
      .catch(() => {});

    // Longer than the rebuild throttle: a rebuild that should not happen would have finished.
    expect(await versionsDuring(1_500)).toEqual(new Set([version]));
    expect(await cheapest()).toEqual(before);
  });

  it('is the same in two processes, one started after a rolled-back change, once both have caught up', async () => {
    const { database } = testApp();
    await cheapest(); // the first process answers listings from its index
    const first = await pollVersion();

    await database
      .rawTransaction(async (query) => {
        await query(`UPDATE pages SET title = 'Never shown' WHERE id = (SELECT min(id) FROM pages)`);
        throw new Error('roll back');
      })
      .catch(() => {});
    const second = anotherProcess(database);
    const readSecond = () => getCatalogVersion(second);
    expect(await readSecond()).toBe(first);

    await database.query(`UPDATE pages SET title = title || ' (2)' WHERE id = (SELECT min(id) FROM pages)`);

    const firstNext = await nextVersion(first);
    const secondNext = await nextVersion(first, readSecond);
    expect(secondNext).toBe(firstNext);
  });

  it('keeps its value when the change rows are merged, and what a later snapshot has not seen', async () => {
    const { database } = testApp();
    const [first, second] = await database.query<{ id: number; product_id: number }>(
      'SELECT id, product_id FROM product_sizes ORDER BY id LIMIT 2',
    );
    if (!first || !second) throw new Error('the test catalog has fewer than two sizes');
    const rowsOf = async () =>
      (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM catalog_changes'))[0]?.n;
    // As a busy shop's orders would leave them: one row per committed transaction.
    const stockChanges = async (size: number, count: number) => {
      for (let i = 0; i < count; i++) {
        await database.query(`INSERT INTO catalog_changes (stock_sizes) VALUES ('{${size}}')`);
      }
    };
    // On PostgreSQL, a transaction left open elsewhere all along (a backup's, say) must not hold the
    // merge back: what committed before the horizon merges, whatever is still open. (PGlite runs one
    // transaction at a time.)
    const elsewhere = engine === 'PostgreSQL' ? await heldOpen(database, 'SELECT pg_current_xact_id()', []) : undefined;
    await stockChanges(first.id, 20);
    const horizon = await readCatalogState(database.db);
    await stockChanges(second.id, 3);
    const before = await readCatalogState(database.db);

    await mergeCatalogChanges(database.db, horizon.snapshot);
    await elsewhere?.commit();
    // Everything committed before the horizon is one row now; the three after it stay as they were.
    expect(await rowsOf()).toBe(4);
    const after = await readCatalogState(database.db);
    expect(after.version).toBe(before.version);
    // A snapshot taken after the horizon sees, since then, the second size's changes only.
    const since = await readChangesSince(database.db, horizon.snapshot);
    expect(since.version).toBe(before.version);
    expect(since.stockOf).toEqual([second.product_id]);
    // One change besides stock makes it a whole change.
    await database.query('INSERT INTO catalog_changes (stock_sizes) VALUES (NULL)');
    expect((await readChangesSince(database.db, horizon.snapshot)).stockOf).toBeNull();
    expect((await readChangesSince(database.db, after.snapshot)).stockOf).toBeNull();
  });

  // PGlite runs one transaction at a time, so there a later transaction cannot commit first.
  if (engine === 'PostgreSQL') {
    it('moves for a transaction that began before another but committed after it', async () => {
      const { database } = testApp();
      const before = await cheapest();
      const [early, late] = [before[4], before[3]];
      if (!early || !late) throw new Error('the test catalog has fewer than five listed products');
      const version = await pollVersion();

      const earlyTransaction = await heldOpen(database, 'UPDATE prices SET final_price = 7 WHERE product_id = $1', [
        early.id,
      ]);
      await database.query('UPDATE prices SET final_price = 8 WHERE product_id = $1', [late.id]);
      const afterLate = await nextVersion(version);
      expect(await pricesOf(early.id, late.id)).toEqual({ [early.id]: early.price, [late.id]: 8 });

      await earlyTransaction.commit();
      await nextVersion(afterLate);
      expect(await pricesOf(early.id, late.id)).toEqual({ [early.id]: 7, [late.id]: 8 });
    });

    it('shows stock changed by a transaction that began before another but committed after it', async () => {
      // The index re-reads only the stock that changed since the snapshot it was built from: a change
      // still open then must be read once it commits, though a later one committed first.
      const { database } = testApp();
      const withSize = await idsWhere(database, WITH_ONLINE_SIZE(`'42'`));
      const [early, late] = withSize;
      if (early === undefined || late === undefined) throw new Error('fewer than two products in size 42');
      expect(await allIds('param=velkost/42')).toEqual(withSize);
      const version = await pollVersion();
      const soldOut = `UPDATE stock SET quantity = 0
        WHERE size_id IN (SELECT id FROM product_sizes WHERE product_id = $1 AND name = '42')`;

      const earlyTransaction = await heldOpen(database, soldOut, [early]);
      await database.query(soldOut, [late]);
      const afterLate = await nextVersion(version);
      expect(await allIds('param=velkost/42')).toEqual(withSize.filter((id) => id !== late));

      await earlyTransaction.commit();
      await nextVersion(afterLate);
      expect(await allIds('param=velkost/42')).toEqual(withSize.filter((id) => id !== late && id !== early));
    });
  }
});
