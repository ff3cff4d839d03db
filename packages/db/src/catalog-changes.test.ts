import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { openTestDatabase } from './test-database';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** Resolves with how many notifications arrived within `ms` after `act` finished. */
async function notificationsDuring(database: DatabaseHandle, act: () => Promise<unknown>, ms = 300) {
  let received = 0;
  const unlisten = await database.listen('catalog_changed', () => {
    received += 1;
  });
  try {
    await act();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return received;
  } finally {
    await unlisten();
  }
}

describe(`catalog change notifications (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a committed stock change notifies once, however many statements its transaction ran', async () => {
    handle = await openTestDatabase();
    const database = handle;
    const received = await notificationsDuring(database, () =>
      database.rawTransaction(async (query) => {
        await query('UPDATE stock SET quantity = quantity + 1 WHERE size_id IN (SELECT id FROM product_sizes LIMIT 3)');
        await query('UPDATE prices SET final_price = final_price WHERE product_id = (SELECT min(id) FROM products)');
      }),
    );
    expect(received).toBe(1);
  });

  it('a rolled-back change and a change outside the catalog notify nobody', async () => {
    handle = await openTestDatabase();
    const database = handle;
    const received = await notificationsDuring(database, async () => {
      await database
        .rawTransaction(async (query) => {
          await query('UPDATE stock SET quantity = 0');
          throw new Error('roll back');
        })
        .catch(() => {});
      await database.query(`INSERT INTO newsletter_subscribers (email, channel, web_instance_id)
        SELECT 'notify@example.com', 'footer', min(id) FROM web_instances`);
    });
    expect(received).toBe(0);
  });

  it('a category name, a static page and a page list notify too (the storefront shows them)', async () => {
    handle = await openTestDatabase();
    const database = handle;
    const received = await notificationsDuring(database, async () => {
      await database.query(
        `UPDATE category_translations SET name = name || '!' WHERE category_id = (SELECT min(id) FROM categories)`,
      );
      await database.query(`UPDATE pages SET title = title || '!' WHERE id = (SELECT min(id) FROM pages)`);
      await database.query('DELETE FROM page_lists WHERE page_id = (SELECT min(page_id) FROM page_lists)');
    });
    expect(received).toBe(3);
  });

  it('counts each committed transaction once in catalog_changes, and nothing rolled back', async () => {
    handle = await openTestDatabase();
    const database = handle;
    const count = async () =>
      Number(
        (await database.query<{ n: string }>('SELECT coalesce(sum(changes), 0)::text AS n FROM catalog_changes'))[0]?.n,
      );
    const before = await count();

    await database.rawTransaction(async (query) => {
      await query('UPDATE stock SET quantity = quantity + 1 WHERE size_id = (SELECT min(id) FROM product_sizes)');
      await query('UPDATE categories SET position = position WHERE id = (SELECT min(id) FROM categories)');
    });
    expect(await count()).toBe(before + 1);

    await database
      .rawTransaction(async (query) => {
        await query('UPDATE prices SET final_price = final_price + 1');
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await count()).toBe(before + 1);

    // A savepoint rolled back takes its count with it; the transaction's next change counts again.
    await database.rawTransaction(async (query) => {
      await query('SAVEPOINT attempt');
      await query('UPDATE prices SET final_price = final_price + 1');
      await query('ROLLBACK TO SAVEPOINT attempt');
      await query('UPDATE pages SET title = title WHERE id = (SELECT min(id) FROM pages)');
    });
    expect(await count()).toBe(before + 2);
  });

  it('names the sizes of a transaction that changed only stock, and none once it changed anything else', async () => {
    handle = await openTestDatabase();
    const database = handle;
    const sizeIds = (
      await database.query<{ id: number }>('SELECT DISTINCT size_id AS id FROM stock ORDER BY size_id LIMIT 3')
    ).map((row) => row.id);
    const [first, second, third] = sizeIds;
    const newest = async () =>
      (
        await database.query<{ stock_sizes: number[] | null }>(
          'SELECT stock_sizes FROM catalog_changes ORDER BY id DESC LIMIT 1',
        )
      )[0]?.stock_sizes;

    // An update (twice the same size), then a delete: one row with the three sizes once each.
    await database.rawTransaction(async (query) => {
      await query(`UPDATE stock SET quantity = quantity + 1 WHERE size_id IN (${first}, ${second})`);
      await query(`UPDATE stock SET quantity = quantity + 1 WHERE size_id = ${first}`);
      await query(`DELETE FROM stock WHERE size_id = ${third}`);
    });
    expect([...((await newest()) ?? [])].sort((a, b) => a - b)).toEqual(sizeIds);

    // Stock and a price in one transaction, in either order: no sizes, a whole change.
    await database.rawTransaction(async (query) => {
      await query(`UPDATE stock SET quantity = quantity + 1 WHERE size_id = ${first}`);
      await query('UPDATE prices SET final_price = final_price WHERE product_id = (SELECT min(id) FROM products)');
    });
    expect(await newest()).toBeNull();
    await database.rawTransaction(async (query) => {
      await query('UPDATE prices SET final_price = final_price WHERE product_id = (SELECT min(id) FROM products)');
      await query(`UPDATE stock SET quantity = quantity + 1 WHERE size_id = ${first}`);
    });
    expect(await newest()).toBeNull();

    // A stock change rolled back to a savepoint leaves only the sizes of what stayed.
    await database.rawTransaction(async (query) => {
      await query('SAVEPOINT attempt');
      await query(`UPDATE stock SET quantity = quantity + 1 WHERE size_id = ${first}`);
      await query('ROLLBACK TO SAVEPOINT attempt');
      await query(`UPDATE stock SET quantity = quantity + 1 WHERE size_id = ${second}`);
    });
    expect(await newest()).toEqual([second]);
  });

  it('stops notifying once unlistened', async () => {
    handle = await openTestDatabase();
    const database = handle;
    let received = 0;
    const unlisten = await database.listen('catalog_changed', () => {
      received += 1;
    });
    await unlisten();
    await database.query('UPDATE products SET is_new = is_new WHERE id = (SELECT min(id) FROM products)');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toBe(0);
  });
});
