import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { openTestDatabase } from '../test-database';

// The seed's stores and their pages (issue 15 §2, decision 20).
let db: DatabaseHandle;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => db.close());

describe('the seed’s store pages', () => {
  it('gives every store one page of kind store in every shop', async () => {
    const rows = await db.query<{ locale: string; units: number[] }>(
      `SELECT w.locale::text AS locale, array_agg(p.operation_unit_id ORDER BY p.operation_unit_id) AS units
       FROM pages p JOIN web_instances w ON w.id = p.web_instance_id
       WHERE p.kind = 'store' GROUP BY w.locale ORDER BY w.locale::text`,
    );
    const [{ ids }] = (await db.query<{ ids: number[] }>(
      'SELECT array_agg(id ORDER BY id) AS ids FROM operation_units',
    )) as [{ ids: number[] }];
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(rows).toEqual([
      { locale: 'cz', units: ids },
      { locale: 'hu', units: ids },
      { locale: 'sk', units: ids },
    ]);
  });

  it('names the flagship’s page as the shops always did, and lists it in the footer', async () => {
    const rows = await db.query<{ locale: string; url_title: string; listed: boolean }>(
      `SELECT w.locale::text AS locale, p.url_title,
         EXISTS (SELECT 1 FROM page_lists l WHERE l.page_id = p.id AND l.list = 'statics02') AS listed
       FROM pages p JOIN web_instances w ON w.id = p.web_instance_id
       WHERE p.operation_unit_id = 4 ORDER BY w.locale::text`,
    );
    expect(rows).toEqual([
      { locale: 'cz', url_title: 'prodejna-bratislava', listed: true },
      { locale: 'hu', url_title: 'pozsonyi-uzletunk', listed: true },
      { locale: 'sk', url_title: 'predajna-bratislava', listed: true },
    ]);
  });

  it('places every store where its map link points (hand-checked: Bratislava, Obchodná)', async () => {
    const rows = await db.query<{ id: number; latitude: number; longitude: number; link: string }>(
      `SELECT u.id, u.latitude, u.longitude, p.value AS link FROM operation_units u
       JOIN operation_unit_parameters p ON p.operation_unit_id = u.id AND p.hash = 'map_link' ORDER BY u.id`,
    );
    expect(rows.find((row) => row.id === 4)).toMatchObject({ latitude: 48.1459, longitude: 17.1077 });
    expect(rows.find((row) => row.id === 4)?.link).toBe(
      'https://www.openstreetmap.org/?mlat=48.1459&mlon=17.1077#map=18/48.1459/17.1077',
    );
    for (const row of rows) expect(row.link, `store ${row.id}`).toContain(`mlat=${row.latitude.toFixed(4)}`);
  });

  it('refuses a second page for a store in a shop and a store page without its store', async () => {
    await expect(
      db.query(
        `INSERT INTO pages (web_instance_id, kind, title, url_title, operation_unit_id)
         SELECT web_instance_id, 'store', 'Again', 'again', operation_unit_id FROM pages WHERE operation_unit_id = 1 LIMIT 1`,
      ),
    ).rejects.toThrow(/pages_instance_store_uq/);
    await expect(
      db.query(
        `INSERT INTO pages (web_instance_id, kind, title, url_title) SELECT id, 'store', 'Loose', 'loose' FROM web_instances LIMIT 1`,
      ),
    ).rejects.toThrow(/pages_store_kind_ck/);
    await expect(
      db.query(
        `INSERT INTO pages (web_instance_id, kind, title, url_title) SELECT id, 'contact', 'Twice', 'twice' FROM web_instances LIMIT 1`,
      ),
    ).rejects.toThrow(/pages_instance_kind_uq/);
  });
});
