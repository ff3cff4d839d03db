import { AlternatesSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';
import { refreshListingIndexes } from '../listing/listing-indexes';

const testApp = useTestApp();

async function alternatesOf(host: string, kind: string, urlTitle: string, param?: string) {
  const query = param === undefined ? '' : `?${new URLSearchParams({ param })}`;
  const response = await get(testApp().app, `/api/lib/v1/alternates/${kind}/${urlTitle}${query}`, { host });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return AlternatesSchema.parse(response.body).items;
}

function filteredShoes(host: string, param: string) {
  const category = { [HOST.sk]: 'bezecka-obuv', [HOST.cz]: 'bezecke-boty', [HOST.hu]: 'futocipok' }[host] ?? '';
  return get(testApp().app, `/api/lib/v1/alternates/category/${category}?${new URLSearchParams({ param })}`, {
    host,
  });
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return testApp().database.query<T & Record<string, unknown>>(sql, params);
}

describe('GET /api/lib/v1/alternates/{kind}/{urlTitle}', () => {
  it('names a category by its urlName in each shop (the seed’s running shoes)', async () => {
    const expected = [
      { locale: 'sk', urlTitle: 'bezecka-obuv', filters: '' },
      { locale: 'cz', urlTitle: 'bezecke-boty', filters: '' },
      { locale: 'hu', urlTitle: 'futocipok', filters: '' },
    ];
    expect(await alternatesOf(HOST.sk, 'category', 'bezecka-obuv')).toEqual(expected);
    expect(await alternatesOf(HOST.hu, 'category', 'futocipok')).toEqual(expected);
  });

  it('finds an article’s copies in the other shops by its story, and a static page by its kind', async () => {
    const article = [
      { locale: 'sk', urlTitle: 'ako-sa-pripravit-na-prvy-polmaraton', filters: '' },
      { locale: 'cz', urlTitle: 'jak-se-pripravit-na-prvni-pulmaraton', filters: '' },
      { locale: 'hu', urlTitle: 'hogyan-keszuljunk-fel-az-elso-felmaratonra', filters: '' },
    ];
    expect(await alternatesOf(HOST.cz, 'article', 'jak-se-pripravit-na-prvni-pulmaraton')).toEqual(article);
    expect(await alternatesOf(HOST.sk, 'page', 'doprava-a-platba')).toEqual([
      { locale: 'sk', urlTitle: 'doprava-a-platba', filters: '' },
      { locale: 'cz', urlTitle: 'doprava-a-platba', filters: '' },
      { locale: 'hu', urlTitle: 'szallitas-es-fizetes', filters: '' },
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
    expect(items).toEqual(rows.map((row) => ({ locale: row.locale, urlTitle: row.url_title, filters: '' })));
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
      { locale: 'sk', urlTitle: product.sk, filters: '' },
      { locale: 'hu', urlTitle: product.hu, filters: '' },
    ]);

    await query(`UPDATE blog_articles SET story = NULL WHERE url_title = 'ako-sa-pripravit-na-prvy-polmaraton'`);
    expect(await alternatesOf(HOST.sk, 'article', 'ako-sa-pripravit-na-prvy-polmaraton')).toEqual([
      { locale: 'sk', urlTitle: 'ako-sa-pripravit-na-prvy-polmaraton', filters: '' },
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

  describe('of an indexable filtered category listing (?param=)', () => {
    it('names the brand filter in each shop’s language; the brand’s slug is every shop’s', async () => {
      const expected = [
        { locale: 'sk', urlTitle: 'bezecka-obuv', filters: 'vyrobca/nike' },
        { locale: 'cz', urlTitle: 'bezecke-boty', filters: 'vyrobce/nike' },
        { locale: 'hu', urlTitle: 'futocipok', filters: 'gyarto/nike' },
      ];
      expect(await alternatesOf(HOST.sk, 'category', 'bezecka-obuv', 'vyrobca/nike')).toEqual(expected);
      expect(await alternatesOf(HOST.hu, 'category', 'futocipok', 'gyarto/nike')).toEqual(expected);
      // An empty path is the plain listing.
      expect(await alternatesOf(HOST.cz, 'category', 'bezecke-boty', '')).toEqual([
        { locale: 'sk', urlTitle: 'bezecka-obuv', filters: '' },
        { locale: 'cz', urlTitle: 'bezecke-boty', filters: '' },
        { locale: 'hu', urlTitle: 'futocipok', filters: '' },
      ]);
    });

    it('translates a parameter’s name and value into each shop’s (the seed’s support and surface)', async () => {
      expect(await alternatesOf(HOST.hu, 'category', 'futocipok', 'labtipus/pronalo-stabil')).toEqual([
        { locale: 'sk', urlTitle: 'bezecka-obuv', filters: 'doslap/pronacia-stabilna' },
        { locale: 'cz', urlTitle: 'bezecke-boty', filters: 'doslap/pronace-stabilni' },
        { locale: 'hu', urlTitle: 'futocipok', filters: 'labtipus/pronalo-stabil' },
      ]);
      expect(await alternatesOf(HOST.cz, 'category', 'bezecke-boty', 'povrch/teren')).toEqual([
        { locale: 'sk', urlTitle: 'bezecka-obuv', filters: 'povrch/teren' },
        { locale: 'cz', urlTitle: 'bezecke-boty', filters: 'povrch/teren' },
        { locale: 'hu', urlTitle: 'futocipok', filters: 'felulet/terep' },
      ]);
    });

    it('leaves out a shop none of whose listable products has the value (its page would redirect)', async () => {
      // The seed has one Karhu, sold in the three shops; the Czech shop stops pricing it.
      const [karhu] = await query<{ count: number }>(
        `SELECT count(*)::int AS count FROM products p JOIN brands b ON b.id = p.brand_id WHERE b.url_name = 'karhu'`,
      );
      expect(karhu?.count).toBe(1);
      expect((await alternatesOf(HOST.sk, 'category', 'bezecka-obuv', 'vyrobca/karhu')).length).toBe(3);
      await query(
        `DELETE FROM prices WHERE web_instance_id = (SELECT id FROM web_instances WHERE locale = 'cz')
           AND product_id IN (SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id WHERE b.url_name = 'karhu')`,
      );
      await refreshListingIndexes(testApp().database);
      expect(await alternatesOf(HOST.sk, 'category', 'bezecka-obuv', 'vyrobca/karhu')).toEqual([
        { locale: 'sk', urlTitle: 'bezecka-obuv', filters: 'vyrobca/karhu' },
        { locale: 'hu', urlTitle: 'futocipok', filters: 'gyarto/karhu' },
      ]);
      // The Czech listing itself no longer knows the value: nothing there to link from.
      expectError(await filteredShoes(HOST.cz, 'vyrobce/karhu'), 404, 'param');
    });

    it('is a 404 for a listing search engines do not index, and for an unknown filter name', async () => {
      for (const param of [
        'vyrobca/asics,nike', // two values
        'vyrobca/nike/povrch/teren', // two filters
        'velkost/42', // a size describes the stock of the moment
        'cena/50-100', // a price range
        'vyrobca/no-such-brand', // an unknown value is dropped: the plain listing is left
        'farba-podrazky/cierna', // no such filter
      ]) {
        expectError(await filteredShoes(HOST.sk, param), 404, 'param');
      }
      // The filter exists, the category does not (in this shop's words).
      expectError(
        await get(testApp().app, '/api/lib/v1/alternates/category/futocipok?param=vyrobca%2Fnike', { host: HOST.sk }),
        404,
        'urlTitle',
      );
    });

    it('is a 400 for a path that breaks the syntax, and for a filter path on anything but a category', async () => {
      expectError(await filteredShoes(HOST.sk, 'Vyrobca/Nike'), 400, 'param');
      expectError(await filteredShoes(HOST.sk, 'vyrobca/nike?x'), 400, 'param');
      expectError(await filteredShoes(HOST.sk, 'vyrobca'), 400, 'param');
      expectError(await filteredShoes(HOST.sk, `vyrobca/${'n'.repeat(1000)}`), 400, 'param');
      expectError(
        await get(testApp().app, '/api/lib/v1/alternates/page/doprava-a-platba?param=vyrobca%2Fnike', {
          host: HOST.sk,
        }),
        400,
        'param',
      );
    });
  });

  it('is cached like the catalog', async () => {
    const response = await get(testApp().app, '/api/lib/v1/alternates/category/bezecka-obuv', { host: HOST.sk });
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });
});
