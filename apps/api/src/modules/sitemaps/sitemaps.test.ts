import { watch } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

// Every element that may repeat is read as a list, so a file with one URL reads like one with many;
// character references (&#39;) are decoded, which fast-xml-parser does only with htmlEntities.
const parser = new XMLParser({
  ignoreAttributes: false,
  htmlEntities: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

type Url = { loc: string; lastmod?: string };

/** A sitemap file read as a crawler would: well-formed XML, the protocol's namespace, a loc in every url. */
function parseUrlset(xml: string): Url[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = parser.parse(xml) as { urlset?: { '@_xmlns'?: string; url?: Url[] } };
  expect(document.urlset?.['@_xmlns']).toBe(NAMESPACE);
  const urls = document.urlset?.url ?? [];
  for (const url of urls) {
    expect(typeof url.loc).toBe('string');
    if (url.lastmod !== undefined) expect(url.lastmod).toMatch(W3C_DATETIME);
  }
  return urls;
}

function parseIndexEntries(xml: string): Url[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = parser.parse(xml) as { sitemapindex?: { '@_xmlns'?: string; sitemap?: Url[] } };
  expect(document.sitemapindex?.['@_xmlns']).toBe(NAMESPACE);
  const entries = document.sitemapindex?.sitemap ?? [];
  for (const entry of entries) if (entry.lastmod !== undefined) expect(entry.lastmod).toMatch(W3C_DATETIME);
  return entries;
}

function parseIndex(xml: string): string[] {
  return parseIndexEntries(xml).map((sitemap) => sitemap.loc);
}

async function sitemapFile(name: string, host: string = HOST.sk, app = testApp().app) {
  const response = await get<string>(app, `/api/seo/sitemaps/${name}`, { host });
  expect(response.status, String(response.body)).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return parseUrlset(response.body);
}

const locs = (urls: Url[]) => urls.map((url) => url.loc);

/** An on-sale product priced in the Slovak shop, with its Slovak urlTitle (read behind the api's back). */
async function skProductOnSale(offset = 0) {
  const [row] = await testApp().database.query<{ id: number; url_title: string }>(
    `SELECT p.id, t.url_title FROM products p
       JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = 1
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'sk'
      WHERE p.status = 'on_sale' ORDER BY p.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  if (!row) throw new Error('the seed has no on-sale Slovak product');
  return row;
}

/** A Slovak article (in the seeded category `trening`) published and last changed at the times given. */
function insertSkArticle(urlTitle: string, publishedAt: Date, updatedAt = new Date()) {
  return testApp().database.query(
    `INSERT INTO blog_articles (web_instance_id, blog_category_id, title, url_title, body, published_at, updated_at)
     SELECT 1, id, $1, $1, 'x', $2, $3 FROM blog_categories WHERE web_instance_id = 1 AND url_title = 'trening'`,
    [urlTitle, publishedAt.toISOString(), updatedAt.toISOString()],
  );
}

describe('GET /api/seo/robots.txt', () => {
  it('names each shop’s own sitemap index and keeps crawlers out of its personal pages and search results', async () => {
    const sk = await get<string>(testApp().app, '/api/seo/robots.txt', { host: HOST.sk });
    expect(sk.status).toBe(200);
    expect(sk.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(sk.headers['cache-control']).toBe('public, max-age=3600');
    const skLines = sk.body.split('\n');
    expect(skLines).toContain('Sitemap: http://sk.localhost/sitemap.xml');
    expect(skLines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /api/images/',
        'Allow: /api/lib/v1/feeds/',
        'Disallow: /api/',
        'Disallow: /kosik',
        'Disallow: /doprava-a-platba',
        'Disallow: /zhrnutie',
        'Disallow: /objednavka/dakujeme/',
        'Disallow: /ucet/profil',
        'Disallow: /ucet/objednavky',
        'Disallow: /prihlasenie',
        'Disallow: /vyhladavanie/',
      ]),
    );
    // Catalog and content pages stay open.
    expect(skLines.filter((line) => /^Disallow: \/(produkt|kategoria|stranka|blog)/.test(line))).toEqual([]);

    const hu = await get<string>(testApp().app, '/api/seo/robots.txt', { host: HOST.hu });
    const huLines = hu.body.split('\n');
    expect(huLines).toContain('Sitemap: http://hu.localhost/sitemap.xml');
    expect(huLines).toEqual(
      expect.arrayContaining(['Disallow: /kosar', 'Disallow: /kereses/', 'Disallow: /fiok/profil']),
    );
    const cz = await get<string>(testApp().app, '/api/seo/robots.txt', { host: HOST.cz });
    expect(cz.body.split('\n')).toEqual(
      expect.arrayContaining(['Sitemap: http://cz.localhost/sitemap.xml', 'Disallow: /vyhledavani/']),
    );
  });

  it('answers 304 to a crawler that holds the same text', async () => {
    const first = await get<string>(testApp().app, '/api/seo/robots.txt');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(testApp().app, '/api/seo/robots.txt', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // Another shop's text is another text.
    const hu = await get(testApp().app, '/api/seo/robots.txt', { host: HOST.hu, headers: { 'if-none-match': etag } });
    expect(hu.status).toBe(200);
  });
});

describe('GET /api/seo/sitemap.xml', () => {
  it('lists the shop’s sitemap files on its own host', async () => {
    const response = await get<string>(testApp().app, '/api/seo/sitemap.xml', { host: HOST.cz });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toBeDefined();
    // The test catalog's products fit one file of 50,000.
    expect(parseIndex(response.body)).toEqual([
      'http://cz.localhost/sitemaps/pages.xml',
      'http://cz.localhost/sitemaps/stores.xml',
      'http://cz.localhost/sitemaps/categories.xml',
      'http://cz.localhost/sitemaps/articles.xml',
      'http://cz.localhost/sitemaps/products-1.xml',
    ]);
  });
});

describe('GET /api/seo/sitemaps/{name}', () => {
  it('lists the home page, the blog and the static pages in pages.xml, the store pages in stores.xml', async () => {
    const pages = await sitemapFile('pages.xml');
    const { database } = testApp();
    const [contact] = await database.query<{ url_title: string; updated_at: string }>(
      `SELECT url_title, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
         FROM pages WHERE web_instance_id = 1 AND kind = 'contact'`,
    );
    expect(pages.slice(0, 2).map((url) => url.loc)).toEqual(['http://sk.localhost/', 'http://sk.localhost/blog']);
    expect(pages[0]?.lastmod).toMatch(W3C_DATETIME);
    expect(pages).toContainEqual({
      loc: `http://sk.localhost/stranka/${contact?.url_title}`,
      lastmod: contact?.updated_at,
    });

    const storeTitles = await database.query<{ url_title: string }>(
      'SELECT url_title FROM pages WHERE web_instance_id = 3 AND operation_unit_id IS NOT NULL ORDER BY id',
    );
    expect(storeTitles.length).toBeGreaterThan(1);
    const stores = await sitemapFile('stores.xml', HOST.hu);
    expect(locs(stores)).toEqual(storeTitles.map((row) => `http://hu.localhost/oldal/${row.url_title}`));
    const huPages = locs(await sitemapFile('pages.xml', HOST.hu));
    for (const store of locs(stores)) expect(huPages).not.toContain(store);
  });

  it('lists the menu’s categories that list products, not hidden ones nor links out', async () => {
    const { database } = testApp();
    const listed = locs(await sitemapFile('categories.xml'));
    const [running] = await database.query<{ url_name: string }>(
      `SELECT t.url_name FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'sk'
        WHERE c.parent_id IS NULL AND c.visible AND c.external_url IS NULL ORDER BY c.position, c.id LIMIT 1`,
    );
    expect(listed).toContain(`http://sk.localhost/kategoria/${running?.url_name}`);
    const outside = await database.query<{ url_name: string }>(
      `SELECT t.url_name FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'sk'
        WHERE NOT c.visible OR c.external_url IS NOT NULL`,
    );
    for (const { url_name } of outside) expect(listed).not.toContain(`http://sk.localhost/kategoria/${url_name}`);

    // Hiding a category takes it out (and its subtree with it).
    await database.query(
      `UPDATE categories SET visible = false WHERE id = (SELECT category_id FROM category_translations WHERE locale = 'sk' AND url_name = $1)`,
      [running?.url_name],
    );
    try {
      // The category catalog is reference data, read again after a catalog change.
      await expect
        .poll(async () => locs(await sitemapFile('categories.xml')), { timeout: 10_000 })
        .not.toContain(`http://sk.localhost/kategoria/${running?.url_name}`);
    } finally {
      await database.query(
        `UPDATE categories SET visible = true WHERE id = (SELECT category_id FROM category_translations WHERE locale = 'sk' AND url_name = $1)`,
        [running?.url_name],
      );
    }
  });

  it('lists published articles with their last change, not one dated ahead', async () => {
    await insertSkArticle('clanok-na-zajtra', new Date(Date.now() + 86_400_000));
    await insertSkArticle('upraveny-clanok', new Date('2026-03-01T08:00:00Z'), new Date('2026-04-02T10:30:00Z'));
    const articles = await sitemapFile('articles.xml');
    // The 13 seeded Slovak articles and the published one.
    expect(articles).toHaveLength(14);
    expect(locs(articles)).not.toContain('http://sk.localhost/blog/clanok-na-zajtra');
    expect(articles).toContainEqual({
      loc: 'http://sk.localhost/blog/upraveny-clanok',
      lastmod: '2026-04-02T10:30:00Z',
    });
    expect(locs(articles)).toContain('http://sk.localhost/blog/ako-sa-pripravit-na-prvy-polmaraton');
    // Another shop's articles are its own.
    expect(locs(await sitemapFile('articles.xml', HOST.hu))).not.toContain('http://hu.localhost/blog/upraveny-clanok');
  });

  it('lists the shop’s on-sale products, not those not on sale, retired or priced only elsewhere', async () => {
    const { database } = testApp();
    const onSale = await skProductOnSale();
    const notOnSale = await skProductOnSale(1);
    const retired = await skProductOnSale(2);
    const unpriced = await skProductOnSale(3);
    await database.query(`UPDATE products SET status = 'not_on_sale' WHERE id = $1`, [notOnSale.id]);
    await database.query(`UPDATE products SET status = 'retired' WHERE id = $1`, [retired.id]);
    await database.query('DELETE FROM prices WHERE product_id = $1 AND web_instance_id = 1', [unpriced.id]);
    const [expected] = await database.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM products p
         JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = 1
        WHERE p.status = 'on_sale'`,
    );

    const products = locs(await sitemapFile('products-1.xml'));
    expect(products).toHaveLength(expected?.total ?? -1);
    expect(new Set(products).size).toBe(products.length);
    expect(products).toContain(`http://sk.localhost/produkt/${onSale.url_title}`);
    for (const absent of [notOnSale, retired, unpriced]) {
      expect(products).not.toContain(`http://sk.localhost/produkt/${absent.url_title}`);
    }
    // The Hungarian file holds Hungarian paths.
    const hu = locs(await sitemapFile('products-1.xml', HOST.hu));
    expect(hu.every((loc) => loc.startsWith('http://hu.localhost/termek/'))).toBe(true);
  });

  it('dates a product by its own last change or its latest price change in the shop that has taken effect', async () => {
    const { database } = testApp();
    const product = await skProductOnSale(10);
    // A writer that knows when its source changed sets the time itself; the trigger keeps it.
    await database.query(`UPDATE products SET updated_at = '2026-01-05T09:15:00Z' WHERE id = $1`, [product.id]);
    await database.query('DELETE FROM price_history WHERE product_id = $1', [product.id]);
    const lastmodOf = async () =>
      (await sitemapFile('products-1.xml')).find(
        (url) => url.loc === `http://sk.localhost/produkt/${product.url_title}`,
      )?.lastmod;
    expect(await lastmodOf()).toBe('2026-01-05T09:15:00Z');
    await database.query(
      `INSERT INTO price_history (product_id, web_instance_id, final_price, valid_from)
       VALUES ($1, 1, 1000, '2026-02-10'), ($1, 1, 900, current_date + 3), ($1, 2, 800, current_date)`,
      [product.id],
    );
    // The change dated ahead and the Czech shop's change do not count.
    expect(await lastmodOf()).toBe('2026-02-10T00:00:00Z');

    // Stock moves with every order and is the moment's availability, not the page's content.
    await database.query(
      'UPDATE stock SET quantity = quantity + 1 WHERE size_id IN (SELECT id FROM product_sizes WHERE product_id = $1)',
      [product.id],
    );
    expect(await lastmodOf()).toBe('2026-02-10T00:00:00Z');

    // Its texts, photos, parameters, categories, labels, tags and sizes stamp it (migration 0030).
    const stamps = [
      `UPDATE product_translations SET description = description || ' ' WHERE product_id = $1 AND locale = 'cz'`,
      `INSERT INTO product_labels (product_id, label_id)
         SELECT $1, id FROM labels WHERE id NOT IN (SELECT label_id FROM product_labels WHERE product_id = $1) LIMIT 1`,
      'DELETE FROM product_photos WHERE product_id = $1',
      `INSERT INTO product_sizes (product_id, name, position) VALUES ($1, 'xxl-test', 99)`,
      'UPDATE product_parameter_values SET product_id = product_id WHERE product_id = $1',
    ];
    for (const statement of stamps) {
      await database.query(`UPDATE products SET updated_at = '2026-01-05T09:15:00Z' WHERE id = $1`, [product.id]);
      const before = Math.floor(Date.now() / 1000) * 1000;
      await database.query(statement, [product.id]);
      const lastmod = await lastmodOf();
      expect(Date.parse(lastmod ?? ''), statement).toBeGreaterThanOrEqual(before);
    }
  });

  it('dates a category by its own change and by the products it and its subcategories list', async () => {
    const { database } = testApp();
    // A product listed in a subcategory, dated after anything else the seed holds.
    const [row] = await database.query<{ product_id: number; leaf: string; parent: string }>(
      `SELECT p.id AS product_id, leaf.url_name AS leaf, parent.url_name AS parent
         FROM products p
         JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = 1
         JOIN product_categories pc ON pc.product_id = p.id
         JOIN categories c ON c.id = pc.category_id AND c.parent_id IS NOT NULL AND c.visible
         JOIN category_translations leaf ON leaf.category_id = c.id AND leaf.locale = 'sk'
         JOIN categories up ON up.id = c.parent_id AND up.parent_id IS NULL AND up.visible AND up.external_url IS NULL
         JOIN category_translations parent ON parent.category_id = up.id AND parent.locale = 'sk'
        WHERE p.status = 'on_sale' ORDER BY p.id LIMIT 1`,
    );
    if (!row) throw new Error('the seed lists no on-sale product in a subcategory');
    const { product_id: productId } = row;
    const [previous] = await database.query<{ updated_at: string }>(
      'SELECT updated_at::text FROM products WHERE id = $1',
      [productId],
    );
    await database.query(`UPDATE products SET updated_at = '2031-01-02T03:04:05Z' WHERE id = $1`, [productId]);
    try {
      const categories = await sitemapFile('categories.xml');
      const lastmodOf = (urlName: string) =>
        categories.find((url) => url.loc === `http://sk.localhost/kategoria/${urlName}`)?.lastmod;
      expect(lastmodOf(row.leaf)).toBe('2031-01-02T03:04:05Z');
      expect(lastmodOf(row.parent)).toBe('2031-01-02T03:04:05Z');
      const others = categories.filter((url) => url.lastmod !== '2031-01-02T03:04:05Z');
      expect(others.length).toBeGreaterThan(0);
      for (const other of others) expect(other.lastmod ?? '').toMatch(W3C_DATETIME);

      // The index dates each file by its latest entry; the pages file by the home page, which is
      // the latest of all (the products and categories it shows).
      const index = parseIndexEntries((await get<string>(testApp().app, '/api/seo/sitemap.xml')).body);
      const lastmodIn = (name: string) =>
        index.find((entry) => entry.loc === `http://sk.localhost/sitemaps/${name}`)?.lastmod;
      expect(lastmodIn('categories.xml')).toBe('2031-01-02T03:04:05Z');
      expect(lastmodIn('products-1.xml')).toBe('2031-01-02T03:04:05Z');
      expect(lastmodIn('pages.xml')).toBe('2031-01-02T03:04:05Z');
      expect((await sitemapFile('pages.xml'))[0]).toEqual({
        loc: 'http://sk.localhost/',
        lastmod: '2031-01-02T03:04:05Z',
      });
      for (const name of ['stores.xml', 'articles.xml']) expect(lastmodIn(name)).toMatch(W3C_DATETIME);
      expect((lastmodIn('stores.xml') ?? '') < '2031').toBe(true);
    } finally {
      await database.query('UPDATE products SET updated_at = $2 WHERE id = $1', [productId, previous?.updated_at]);
    }

    // Renaming a category stamps it.
    const before = Math.floor(Date.now() / 1000) * 1000;
    await database.query(`UPDATE category_translations SET name = name || ' ' WHERE locale = 'sk' AND url_name = $1`, [
      row.leaf,
    ]);
    const renamed = (await sitemapFile('categories.xml')).find(
      (url) => url.loc === `http://sk.localhost/kategoria/${row.leaf}`,
    );
    expect(Date.parse(renamed?.lastmod ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('escapes what a urlTitle holds, so a hostile one cannot break the XML', async () => {
    const { database } = testApp();
    const product = await skProductOnSale(20);
    const hostile = `tom&jerry's <b>"best"</b>]]>`;
    await database.query(`UPDATE product_translations SET url_title = $1 WHERE product_id = $2 AND locale = 'sk'`, [
      hostile,
      product.id,
    ]);
    const response = await get<string>(testApp().app, '/api/seo/sitemaps/products-1.xml');
    // The raw text as a crawler gets it: percent-encoded by the path builder, the apostrophe as an entity.
    expect(response.body).toContain(
      '<loc>http://sk.localhost/produkt/tom%26jerry&#39;s%20%3Cb%3E%22best%22%3C%2Fb%3E%5D%5D%3E</loc>',
    );
    expect(locs(parseUrlset(response.body))).toContain(
      "http://sk.localhost/produkt/tom%26jerry's%20%3Cb%3E%22best%22%3C%2Fb%3E%5D%5D%3E",
    );
  });

  it('splits the products into numbered files at the configured size, each URL in exactly one', async () => {
    const { config, database } = testApp();
    const small = await buildApp({ ...config, sitemapUrlsPerFile: 25 }, { database });
    try {
      const [count] = await database.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM products p
           JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = 1
          WHERE p.status = 'on_sale'`,
      );
      const total = count?.total ?? 0;
      expect(total).toBeGreaterThan(50);
      const files = Math.ceil(total / 25);
      const index = parseIndex((await get<string>(small, '/api/seo/sitemap.xml')).body);
      const productFiles = index.filter((loc) => loc.includes('/sitemaps/products-'));
      expect(productFiles).toEqual(
        Array.from({ length: files }, (_, i) => `http://sk.localhost/sitemaps/products-${i + 1}.xml`),
      );
      const indexEntries = parseIndexEntries((await get<string>(small, '/api/seo/sitemap.xml')).body);
      const split: string[] = [];
      for (let number = 1; number <= files; number++) {
        const file = await sitemapFile(`products-${number}.xml`, HOST.sk, small);
        const urls = locs(file);
        expect(urls.length).toBe(number < files ? 25 : total - 25 * (files - 1));
        split.push(...urls);
        // Each file's lastmod in the index is its latest URL's.
        const newest = file
          .map((url) => url.lastmod ?? '')
          .sort()
          .at(-1);
        expect(
          indexEntries.find((entry) => entry.loc === `http://sk.localhost/sitemaps/products-${number}.xml`)?.lastmod,
        ).toBe(newest);
      }
      expect(split).toEqual(locs(await sitemapFile('products-1.xml')));
      expectError(await get(small, `/api/seo/sitemaps/products-${files + 1}.xml`), 404);
    } finally {
      await small.close();
    }
  });

  it('gzips a file for a client that takes gzip, the same XML', async () => {
    const plain = await get<string>(testApp().app, '/api/seo/sitemaps/categories.xml');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get(testApp().app, '/api/seo/sitemaps/categories.xml', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.raw).toString('utf8')).toBe(plain.body);
  });

  it('puts fewer URLs in a file when the shop’s longest urlTitle could make it pass 50 MB', async () => {
    const { database } = testApp();
    const product = await skProductOnSale(30);
    // At worst 5 bytes a byte once escaped: a 100,000-byte urlTitle bounds a URL at ~500 KB, so
    // 50 MB hold 104 of them (52,428,800 / ~500,100), fewer than the shop's on-sale products.
    await database.query(`UPDATE product_translations SET url_title = $1 WHERE product_id = $2 AND locale = 'sk'`, [
      'a'.repeat(100_000),
      product.id,
    ]);
    try {
      const [count] = await database.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM products p
           JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id = 1
          WHERE p.status = 'on_sale'`,
      );
      const total = count?.total ?? 0;
      expect(total).toBeGreaterThan(104);
      expect(total).toBeLessThanOrEqual(208);
      const index = parseIndex((await get<string>(testApp().app, '/api/seo/sitemap.xml')).body);
      expect(index.filter((loc) => loc.includes('/sitemaps/products-'))).toEqual([
        'http://sk.localhost/sitemaps/products-1.xml',
        'http://sk.localhost/sitemaps/products-2.xml',
      ]);
      expect((await sitemapFile('products-1.xml')).length).toBe(104);
      expect((await sitemapFile('products-2.xml')).length).toBe(total - 104);
    } finally {
      await database.query(`UPDATE product_translations SET url_title = $1 WHERE product_id = $2 AND locale = 'sk'`, [
        product.url_title,
        product.id,
      ]);
    }
  });

  it('answers 404 for a file no shop has', async () => {
    for (const name of ['products-0.xml', 'products.xml', 'blog.xml', 'pages.xml.gz', '..%2Fsecret']) {
      expectError(await get(testApp().app, `/api/seo/sitemaps/${name}`), 404);
    }
  });
});

describe('sitemap files kept per catalog version and day', () => {
  const GZIP = { 'accept-encoding': 'gzip' };
  /** The kept files of the Slovak shop's products-1.xml (every other file has its own name). */
  const keptFiles = async (dataDir = testApp().config.dataDir) =>
    (await readdir(join(dataDir, 'sitemaps'))).filter((name) => name.startsWith('sk-1-products-1-'));
  const products = (path = 'products-1.xml', headers: Record<string, string> = GZIP) =>
    get<string>(testApp().app, `/api/seo/sitemaps/${path}`, { headers });
  const xmlOf = (response: { raw: Buffer; headers: Record<string, unknown> }) =>
    response.headers['content-encoding'] === 'gzip'
      ? gunzipSync(response.raw).toString('utf8')
      : response.raw.toString();

  /**
   * Changes a product's Slovak urlTitle behind the catalog version: as a replica applying a change,
   * the transaction fires no trigger, so nothing counts it. Only a file built again could show it.
   */
  const renameUncounted = (productId: number, urlTitle: string) =>
    testApp().database.rawTransaction(async (query) => {
      await query(`SELECT set_config('session_replication_role', 'replica', true)`);
      await query(`UPDATE product_translations SET url_title = $1 WHERE product_id = $2 AND locale = 'sk'`, [
        urlTitle,
        productId,
      ]);
    });
  const catalogVersion = async () =>
    (
      await testApp().database.query<{ version: string }>(
        'SELECT coalesce(sum(changes), 0)::text AS version FROM catalog_changes',
      )
    )[0]?.version;

  it('serves a repeated request from the kept file without reading the products again, until the version moves', async () => {
    const { database } = testApp();
    const product = await skProductOnSale(40);
    const first = await products();
    expect(first.status).toBe(200);
    const [built] = await keptFiles();
    expect(built).toMatch(/\.xml\.gz$/);

    const version = await catalogVersion();
    await renameUncounted(product.id, 'premenovany-potichu');
    expect(await catalogVersion()).toBe(version);
    const again = await products();
    expect(again.status).toBe(200);
    // Read from the database, the file would hold the new title: it is the kept one.
    expect(xmlOf(again)).toBe(xmlOf(first));
    expect(xmlOf(again)).toContain(`/produkt/${product.url_title}</loc>`);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
    expect(await keptFiles()).toEqual([built]);

    // Any catalog change moves the version (a photo's title, which no sitemap shows): a new file,
    // which holds what the database holds now, and the stale one goes.
    await database.query(`UPDATE photos SET title = title || ' ' WHERE id = (SELECT min(id) FROM photos)`);
    const rebuilt = await products();
    expect(xmlOf(rebuilt)).toContain('/produkt/premenovany-potichu</loc>');
    expect(xmlOf(rebuilt)).not.toContain(`/produkt/${product.url_title}</loc>`);
    expect(rebuilt.headers.etag).not.toBe(first.headers.etag);
    await expect.poll(keptFiles).toHaveLength(1);
    expect(await keptFiles()).not.toEqual([built]);
    await database.query(`UPDATE product_translations SET url_title = $1 WHERE product_id = $2 AND locale = 'sk'`, [
      product.url_title,
      product.id,
    ]);
  });

  it('answers 304 to the tag or date of the representation the client holds', async () => {
    const zipped = await products();
    const etag = String(zipped.headers.etag);
    const lastModified = String(zipped.headers['last-modified']);
    expect(etag).toMatch(/^"[\w-]{43}-gzip"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    expect(zipped.headers['content-length']).toBe(String(zipped.raw.length));

    const unchanged = await products('products-1.xml', { ...GZIP, 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe('public, max-age=3600');
    expect((await products('products-1.xml', { ...GZIP, 'if-modified-since': lastModified })).status).toBe(304);
    const before = new Date(new Date(lastModified).getTime() - 60_000).toUTCString();
    expect((await products('products-1.xml', { ...GZIP, 'if-modified-since': before })).status).toBe(200);
    expect((await products('products-1.xml', { ...GZIP, 'if-none-match': '"other"' })).status).toBe(200);

    // The uncompressed answer is another representation, with its own tag.
    const plain = await products('products-1.xml', { 'if-none-match': etag });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(etag.replace(/-gzip"$/, '"'));
    expect(plain.headers['content-length']).toBe(String(plain.raw.length));
    expect(plain.body).toBe(xmlOf(zipped));
    expect((await products('products-1.xml', { 'if-none-match': String(plain.headers.etag) })).status).toBe(304);
    // Another shop's file is another file.
    const hu = await get(testApp().app, '/api/seo/sitemaps/products-1.xml', {
      host: HOST.hu,
      headers: { ...GZIP, 'if-none-match': etag },
    });
    expect(hu.status).toBe(200);
  });

  it('builds a file once for concurrent first requests', async () => {
    const { config, database } = testApp();
    // An app of its own on a data dir of its own: the first requests for its files are these.
    const dataDir = await mkdtemp(join(tmpdir(), 'stride-sitemaps-'));
    const fresh = await buildApp({ ...config, dataDir }, { database });
    await mkdir(join(dataDir, 'sitemaps'));
    // Every file a build writes appears under a name of its own (random, `.part` while written).
    const written = new Set<string>();
    const watcher = watch(join(dataDir, 'sitemaps'), (_event, name) => {
      if (name?.startsWith('sk-1-products-1-')) written.add(name.replace(/\.part$/, ''));
    });
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(() => get<string>(fresh, '/api/seo/sitemaps/products-1.xml', { headers: GZIP })),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.etag).toBe(answers[0]?.headers.etag);
        expect(answer.headers['last-modified']).toBe(answers[0]?.headers['last-modified']);
      }
      expect(await keptFiles(dataDir)).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect([...written]).toEqual(await keptFiles(dataDir));
    } finally {
      watcher.close();
      await fresh.close();
      // Closing the app removes the files it kept.
      expect(await readdir(join(dataDir, 'sitemaps'))).toEqual([]);
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('builds the articles file again when an article dated ahead appears, which moves no catalog version', async () => {
    await insertSkArticle('clanok-o-chvilu', new Date(Date.now() + 2_000));
    const url = 'http://sk.localhost/blog/clanok-o-chvilu';
    expect(locs(await sitemapFile('articles.xml'))).not.toContain(url);
    const version = await catalogVersion();
    await expect.poll(async () => locs(await sitemapFile('articles.xml')), { timeout: 10_000 }).toContain(url);
    expect(await catalogVersion()).toBe(version);
  });
});
