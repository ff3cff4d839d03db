import { AlternatesSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

async function alternatesOf(host: string, kind: string, urlTitle: string) {
  const response = await get(testApp().app, `/api/lib/v1/alternates/${kind}/${urlTitle}`, { host });
  expect(response.status).toBe(200);
  return AlternatesSchema.parse(response.body).items;
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return testApp().database.query<T & Record<string, unknown>>(sql, params);
}

describe('GET /api/lib/v1/alternates/{kind}/{urlTitle}', () => {
  it('names a category by its urlName in each shop (the seed’s running shoes)', async () => {
    const expected = [
      { locale: 'sk', urlTitle: 'bezecka-obuv' },
      { locale: 'cz', urlTitle: 'bezecke-boty' },
      { locale: 'hu', urlTitle: 'futocipok' },
    ];
    expect(await alternatesOf(HOST.sk, 'category', 'bezecka-obuv')).toEqual(expected);
    expect(await alternatesOf(HOST.hu, 'category', 'futocipok')).toEqual(expected);
  });

  it('finds an article’s copies in the other shops by its story, and a static page by its kind', async () => {
    const article = [
      { locale: 'sk', urlTitle: 'ako-sa-pripravit-na-prvy-polmaraton' },
      { locale: 'cz', urlTitle: 'jak-se-pripravit-na-prvni-pulmaraton' },
      { locale: 'hu', urlTitle: 'hogyan-keszuljunk-fel-az-elso-felmaratonra' },
    ];
    expect(await alternatesOf(HOST.cz, 'article', 'jak-se-pripravit-na-prvni-pulmaraton')).toEqual(article);
    expect(await alternatesOf(HOST.sk, 'page', 'doprava-a-platba')).toEqual([
      { locale: 'sk', urlTitle: 'doprava-a-platba' },
      { locale: 'cz', urlTitle: 'doprava-a-platba' },
      { locale: 'hu', urlTitle: 'szallitas-es-fizetes' },
    ]);
  });

  it('links a store’s pages in the three shops through the store, not through the kind they share', async () => {
    const rows = await query<{ locale: string; url_title: string }>(
      `SELECT w.locale, p.url_title FROM pages p JOIN web_instances w ON w.id = p.web_instance_id
       WHERE p.operation_unit_id = (SELECT min(operation_unit_id) FROM pages) ORDER BY w.id`,
    );
    expect(rows).toHaveLength(3);
    const sk = rows.find((row) => row.locale === 'sk')?.url_title ?? '';
    const items = await alternatesOf(HOST.sk, 'page', sk);
    expect(items.map(({ locale }) => locale)).toEqual(['sk', 'cz', 'hu']);
    expect(items).toEqual(rows.map((row) => ({ locale: row.locale, urlTitle: row.url_title })));
  });

  it('leaves out a shop that does not price the product, and an article no other shop has a copy of', async () => {
    const [product] = await query<{ product_id: number; sk: string; hu: string }>(
      `SELECT p.product_id, sk.url_title AS sk, hu.url_title AS hu FROM prices p
       JOIN web_instances w ON w.id = p.web_instance_id AND w.locale = 'cz'
       JOIN product_translations sk ON sk.product_id = p.product_id AND sk.locale = 'sk'
       JOIN product_translations hu ON hu.product_id = p.product_id AND hu.locale = 'hu'
       WHERE (SELECT count(*) FROM prices q WHERE q.product_id = p.product_id) = 3
       ORDER BY p.product_id LIMIT 1`,
    );
    if (!product) throw new Error('the seed has no product priced in every shop');
    expect((await alternatesOf(HOST.sk, 'product', product.sk)).map(({ locale }) => locale)).toEqual([
      'sk',
      'cz',
      'hu',
    ]);

    await query(
      `DELETE FROM prices WHERE product_id = $1 AND web_instance_id = (SELECT id FROM web_instances WHERE locale = 'cz')`,
      [product.product_id],
    );
    expect(await alternatesOf(HOST.sk, 'product', product.sk)).toEqual([
      { locale: 'sk', urlTitle: product.sk },
      { locale: 'hu', urlTitle: product.hu },
    ]);

    await query(`UPDATE blog_articles SET story = NULL WHERE url_title = 'ako-sa-pripravit-na-prvy-polmaraton'`);
    expect(await alternatesOf(HOST.sk, 'article', 'ako-sa-pripravit-na-prvy-polmaraton')).toEqual([
      { locale: 'sk', urlTitle: 'ako-sa-pripravit-na-prvy-polmaraton' },
    ]);
    // The Czech and Hungarian copies still know each other.
    expect((await alternatesOf(HOST.hu, 'article', 'hogyan-keszuljunk-fel-az-elso-felmaratonra')).length).toBe(2);
  });

  it('is a 404 for what the asking shop does not show under that urlTitle, and a 400 for a kind it does not know', async () => {
    // The Hungarian urlName asked of the Slovak shop: each shop addresses things by its own name.
    expectError(
      await get(testApp().app, '/api/lib/v1/alternates/category/futocipok', { host: HOST.sk }),
      404,
      'urlTitle',
    );
    expectError(await get(testApp().app, '/api/lib/v1/alternates/product/no-such-shoe', { host: HOST.sk }), 404);
    expectError(await get(testApp().app, '/api/lib/v1/alternates/brand/nike', { host: HOST.sk }), 400);
    expectError(await get(testApp().app, '/api/lib/v1/alternates/page/Not%20A%20Slug', { host: HOST.sk }), 400);
  });

  it('is cached like the catalog', async () => {
    const response = await get(testApp().app, '/api/lib/v1/alternates/category/bezecka-obuv', { host: HOST.sk });
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });
});
