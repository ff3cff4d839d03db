import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { get, HOST, useTestApp } from '../../test-support/test-app';

/**
 * The product feeds through the api, checked against the formats themselves: each feed must be
 * well-formed XML (fast-xml-parser's validator) and carry the elements the formats' specifications
 * require, listed here by hand from them (Heureka's XML feed specification, Google Merchant Center's
 * product data specification), so the code under test never supplies its own yardstick. Expected
 * prices come from the seeded rows, read with SQL and written out by hand.
 */

const testApp = useTestApp();
const query = <Row>(text: string, params: unknown[] = []) => testApp().database.query<Row>(text, params);

const HEUREKA = '/api/lib/v1/feeds/heureka.xml';
const GOOGLE = '/api/lib/v1/feeds/google.xml';

/** Heureka's SHOPITEM: the specification's required elements, and what the shop promises beside them. */
const HEUREKA_REQUIRED = [
  'ITEM_ID',
  'PRODUCTNAME',
  'PRODUCT',
  'DESCRIPTION',
  'URL',
  'IMGURL',
  'PRICE_VAT',
  'CATEGORYTEXT',
  'DELIVERY_DATE',
  'ITEMGROUP_ID',
  'PARAM',
  'DELIVERY',
] as const;
/** Heureka's carrier codes the shop may use (its DELIVERY_ID list: Packeta, own transport). */
const HEUREKA_CARRIERS = ['ZASILKOVNA', 'VLASTNA_PREPRAVA', 'VLASTNI_PREPRAVA'];

/** Google's required attributes for every item, and those required for apparel variants and in SK, CZ and HU. */
const GOOGLE_REQUIRED = [
  'g:id',
  'title',
  'description',
  'link',
  'g:image_link',
  'g:availability',
  'g:price',
  'g:condition',
  'g:brand',
  'g:item_group_id',
  'g:size',
  'g:shipping',
] as const;
const GOOGLE_AVAILABILITY = ['in_stock', 'out_of_stock', 'preorder', 'backorder'];

type Node = Record<string, unknown>;
const REPEATED = new Set(['SHOPITEM', 'item', 'DELIVERY', 'PARAM', 'g:shipping']);
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  // Numeric character references (escape-html writes ' as &#39;) are XML; the parser decodes them only so.
  htmlEntities: true,
  isArray: (name) => REPEATED.has(name),
});

async function feed(path: string, host: string = HOST.sk, headers: Record<string, string> = {}) {
  const response = await get<string>(testApp().app, path, { host, headers });
  return response;
}

async function parsedFeed(path: string, host: string = HOST.sk) {
  const response = await feed(path, host);
  expect(response.status).toBe(200);
  expect(XMLValidator.validate(response.body)).toBe(true);
  return parser.parse(response.body) as Node;
}

async function heurekaItems(host: string = HOST.sk): Promise<Node[]> {
  const document = await parsedFeed(HEUREKA, host);
  return ((document.SHOP as Node).SHOPITEM ?? []) as Node[];
}

async function googleItems(host: string = HOST.sk): Promise<Node[]> {
  const document = await parsedFeed(GOOGLE, host);
  return ((document.rss as Node).channel as Node).item as Node[];
}

const text = (node: Node, name: string) => node[name] as string;

/** What the shop offers: on sale, priced in the locale's shop and named in its language. */
async function offeredProducts(locale: string) {
  return query<{ id: number; sizes: number; online_sizes: number }>(
    `SELECT p.id,
            (SELECT count(*)::int FROM product_sizes s WHERE s.product_id = p.id) AS sizes,
            (SELECT count(*)::int FROM product_sizes s WHERE s.product_id = p.id
               AND (SELECT coalesce(sum(st.quantity), 0) FROM stock st JOIN operation_units u ON u.id = st.operation_unit_id
                     WHERE st.size_id = s.id AND u.ships_online) > 0) AS online_sizes
       FROM products p
       JOIN prices pr ON pr.product_id = p.id
       JOIN web_instances w ON w.id = pr.web_instance_id AND w.locale = $1
       JOIN product_translations t ON t.product_id = p.id AND t.locale = $1
      WHERE p.status = 'on_sale'
      ORDER BY p.id`,
    [locale],
  );
}

/** A price in minor units as both feeds write it: whole units, a dot and two decimals. */
const decimal = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

describe('Heureka feed', () => {
  it('is well-formed, and every SHOPITEM carries the required elements in their formats', async () => {
    const items = await heurekaItems();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const name of HEUREKA_REQUIRED) expect(item[name], `${text(item, 'ITEM_ID')} ${name}`).toBeDefined();
      expect(text(item, 'ITEM_ID')).toMatch(/^[A-Za-z0-9_-]{1,36}$/);
      expect(text(item, 'ITEM_ID')).not.toBe(text(item, 'ITEMGROUP_ID'));
      expect(text(item, 'URL')).toMatch(/^http:\/\/sk\.localhost\/produkt\/[^/\s]+$/);
      expect(text(item, 'IMGURL')).toMatch(/^http:\/\/sk\.localhost\/api\/images\/detail2x\/\S+\.jpg\?v=\d+$/);
      expect(text(item, 'PRICE_VAT')).toMatch(/^\d+\.\d{2}$/);
      expect(text(item, 'CATEGORYTEXT')).toMatch(/^Heureka\.sk \| \S/);
      expect(text(item, 'DELIVERY_DATE')).toBe('0');
      const [param] = item.PARAM as Node[];
      expect(param?.PARAM_NAME).toBe('Veľkosť');
      for (const delivery of item.DELIVERY as Node[]) {
        expect(HEUREKA_CARRIERS).toContain(delivery.DELIVERY_ID);
        expect(text(delivery, 'DELIVERY_PRICE')).toMatch(/^\d+\.\d{2}$/);
      }
    }
  });

  it('lists one SHOPITEM per size that can be ordered online, of every product on sale and no other', async () => {
    const items = await heurekaItems();
    const perProduct = new Map<string, number>();
    for (const item of items) {
      const group = text(item, 'ITEMGROUP_ID');
      perProduct.set(group, (perProduct.get(group) ?? 0) + 1);
    }
    const offered = await offeredProducts('sk');
    const expected = new Map(offered.filter((p) => p.online_sizes > 0).map((p) => [String(p.id), p.online_sizes]));
    expect(perProduct).toEqual(expected);
    expect(new Set(items.map((item) => text(item, 'ITEM_ID'))).size).toBe(items.length);
  });

  it('writes prices with VAT in each shop’s currency, and deliveries as checkout charges them', async () => {
    for (const locale of ['sk', 'cz', 'hu'] as const) {
      const items = await heurekaItems(HOST[locale]);
      const rows = await query<{ id: number; final_price: number; free_from: number }>(
        `SELECT pr.product_id AS id, pr.final_price, w.free_shipping_from AS free_from
           FROM prices pr JOIN web_instances w ON w.id = pr.web_instance_id WHERE w.locale = $1`,
        [locale],
      );
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      // The seeded delivery prices (packages/db seed data/checkout.ts), written out by hand: pickup
      // point, courier, and each with the cash-on-delivery fee.
      const seeded = {
        sk: { ZASILKOVNA: ['2.99', '4.49'], VLASTNA_PREPRAVA: ['4.90', '6.40'], fee: '1.50' },
        cz: { ZASILKOVNA: ['79.00', '118.00'], VLASTNI_PREPRAVA: ['129.00', '168.00'], fee: '39.00' },
        hu: { ZASILKOVNA: ['1290.00', '1780.00'], VLASTNA_PREPRAVA: ['1990.00', '2480.00'], fee: '490.00' },
      }[locale];
      let cheap = 0;
      let free = 0;
      for (const item of items) {
        const row = byId.get(text(item, 'ITEMGROUP_ID'));
        if (!row) throw new Error(`no price row for ${text(item, 'ITEMGROUP_ID')}`);
        expect(text(item, 'PRICE_VAT')).toBe(decimal(row.final_price));
        const deliveries = (item.DELIVERY as Node[]).map((d) => [
          d.DELIVERY_ID,
          d.DELIVERY_PRICE,
          d.DELIVERY_PRICE_COD,
        ]);
        if (row.final_price >= row.free_from) {
          free++;
          expect(deliveries.map(([, price, cod]) => [price, cod])).toEqual([
            ['0.00', seeded.fee],
            ['0.00', seeded.fee],
          ]);
        } else {
          cheap++;
          expect(deliveries).toEqual(
            Object.entries(seeded)
              .filter(([id]) => id !== 'fee')
              .map(([id, [price, cod]]) => [id, price, cod]),
          );
        }
      }
      expect(cheap, locale).toBeGreaterThan(0);
      expect(free, locale).toBeGreaterThan(0);
    }
  });

  it('names the Czech shop’s categories under Heureka.cz and the Hungarian under Árukereső', async () => {
    expect(text((await heurekaItems(HOST.cz))[0] as Node, 'CATEGORYTEXT')).toMatch(/^Heureka\.cz \| /);
    expect(text((await heurekaItems(HOST.hu))[0] as Node, 'CATEGORYTEXT')).toMatch(/^Árukereső\.hu \| /);
  });
});

describe('Google Merchant feed', () => {
  it('is RSS 2.0 in Google’s namespace, and every item carries the required attributes', async () => {
    const document = await parsedFeed(GOOGLE, HOST.cz);
    const rss = document.rss as Node;
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const channel = rss.channel as Node;
    for (const name of ['title', 'link', 'description']) expect(channel[name], name).toBeTruthy();
    const items = channel.item as Node[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const name of GOOGLE_REQUIRED) expect(item[name], `${text(item, 'g:id')} ${name}`).toBeDefined();
      expect(GOOGLE_AVAILABILITY).toContain(item['g:availability']);
      expect(text(item, 'g:price')).toMatch(/^\d+\.\d{2} CZK$/);
      expect(item['g:condition']).toBe('new');
      expect(text(item, 'link')).toMatch(/^http:\/\/cz\.localhost\/produkt\//);
      expect(item['g:gtin'] ?? item['g:identifier_exists']).toBeDefined();
      for (const shipping of item['g:shipping'] as Node[]) {
        expect(shipping['g:country']).toBe('CZ');
        expect(text(shipping, 'g:price')).toMatch(/^\d+\.\d{2} CZK$/);
      }
    }
  });

  it('has one item per size of every product on sale, in stock exactly when a piece ships', async () => {
    const items = await googleItems(HOST.hu);
    const offered = await offeredProducts('hu');
    const perProduct = new Map<string, { sizes: number; inStock: number }>();
    for (const item of items) {
      const entry = perProduct.get(text(item, 'g:item_group_id')) ?? { sizes: 0, inStock: 0 };
      entry.sizes++;
      if (item['g:availability'] === 'in_stock') entry.inStock++;
      perProduct.set(text(item, 'g:item_group_id'), entry);
    }
    expect(perProduct).toEqual(
      new Map(offered.map((p) => [String(p.id), { sizes: p.sizes, inStock: p.online_sizes }])),
    );
    const sizes = await query<{ id: number; product_id: number; name: string; ean: string | null }>(
      'SELECT id, product_id, name, ean FROM product_sizes WHERE product_id = ANY($1)',
      [offered.slice(0, 20).map((p) => p.id)],
    );
    const byItemId = new Map(items.map((item) => [text(item, 'g:id'), item]));
    for (const size of sizes) {
      const item = byItemId.get(`${size.product_id}-${size.id}`);
      expect(item?.['g:size']).toBe(size.name);
      expect(item?.['g:gtin']).toBe(size.ean ?? undefined);
    }
  });

  it('shows a reduction as g:price (the struck standard price) with g:sale_price (what is paid)', async () => {
    const items = await googleItems(HOST.sk);
    const rows = await query<{ id: number; final_price: number; standard_price: number }>(
      `SELECT pr.product_id AS id, pr.final_price, pr.standard_price FROM prices pr
         JOIN web_instances w ON w.id = pr.web_instance_id WHERE w.locale = 'sk'`,
    );
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    let sales = 0;
    for (const item of items) {
      const row = byId.get(text(item, 'g:item_group_id'));
      if (!row) throw new Error('unpriced item');
      if (item['g:sale_price'] === undefined) {
        expect(item['g:price']).toBe(`${decimal(row.final_price)} EUR`);
      } else {
        sales++;
        expect(row.final_price).toBeLessThan(row.standard_price);
        expect(item['g:price']).toBe(`${decimal(row.standard_price)} EUR`);
        expect(item['g:sale_price']).toBe(`${decimal(row.final_price)} EUR`);
      }
    }
    expect(sales).toBeGreaterThan(0);
  });
});

describe('feed caching', () => {
  const feedFiles = async () =>
    (await readdir(join(testApp().config.dataDir, 'feeds'))).filter((f) => f.startsWith('google-sk'));

  it('answers 304 to a matching If-None-Match or an If-Modified-Since not before Last-Modified', async () => {
    const first = await feed(GOOGLE);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();

    const unchanged = await feed(GOOGLE, HOST.sk, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toMatch(/public/);
    expect((await feed(GOOGLE, HOST.sk, { 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    // As a browser's fetch sends a validator: with no-cache, which is for caches, not for us.
    const fromFetch = { 'if-none-match': etag, 'cache-control': 'no-cache', pragma: 'no-cache' };
    expect((await feed(GOOGLE, HOST.sk, fromFetch)).status).toBe(304);
    expect((await feed(GOOGLE, HOST.sk, { 'if-none-match': '"other"' })).status).toBe(200);
    expect((await feed(GOOGLE, HOST.sk, { 'if-modified-since': lastModified })).status).toBe(304);
    const before = new Date(new Date(lastModified).getTime() - 60_000).toUTCString();
    expect((await feed(GOOGLE, HOST.sk, { 'if-modified-since': before })).status).toBe(200);
    // Another shop's feed is another file with another tag.
    expect((await feed(GOOGLE, HOST.cz, { 'if-none-match': etag })).status).toBe(200);
  });

  it('keeps the built file while the catalog version stands, and builds anew once it moves', async () => {
    await feed(GOOGLE);
    const [built] = await feedFiles();
    const again = await feed(GOOGLE);
    expect(again.status).toBe(200);
    expect(await feedFiles()).toEqual([built]);

    // A catalog change the feed does not show (a photo's title) moves the version: a new file with
    // the same bytes, so the same ETag.
    await query(`UPDATE photos SET title = title || ' ' WHERE id = (SELECT min(id) FROM photos)`);
    const rebuilt = await feed(GOOGLE);
    const files = await feedFiles();
    expect(files).toHaveLength(1);
    expect(files).not.toEqual([built]);
    expect(rebuilt.headers.etag).toBe(again.headers.etag);
  });

  it('escapes hostile names and drops characters XML cannot carry, so the feed stays readable', async () => {
    const [product] = await query<{ id: number }>(
      `SELECT p.id FROM products p JOIN prices pr ON pr.product_id = p.id
         JOIN web_instances w ON w.id = pr.web_instance_id AND w.locale = 'sk'
        WHERE p.status = 'on_sale' AND EXISTS (SELECT 1 FROM product_sizes s JOIN stock st ON st.size_id = s.id
          JOIN operation_units u ON u.id = st.operation_unit_id WHERE s.product_id = p.id AND u.ships_online AND st.quantity > 0)
        ORDER BY p.id LIMIT 1`,
    );
    if (!product) throw new Error('the seed has no product in stock online');
    const hostile = `<SHOPITEM>]]></PRODUCTNAME> & "quoted" 'single' {size} <script>x</script>`;
    await query(`UPDATE product_translations SET name = $1 WHERE product_id = $2 AND locale = 'sk'`, [
      `${hostile}\u0001\u0008`,
      product.id,
    ]);
    await query(
      `UPDATE product_sizes SET name = $1 WHERE id = (SELECT min(id) FROM product_sizes WHERE product_id = $2)`,
      ['42 <&>', product.id],
    );
    const heureka = (await heurekaItems()).filter((item) => text(item, 'ITEMGROUP_ID') === String(product.id));
    expect(heureka.length).toBeGreaterThan(0);
    for (const item of heureka) {
      expect(item.PRODUCTNAME).toBe(hostile);
      // The shop's "name, size" line (productDetail.addedLine), written out by hand for sk.
      expect(item.PRODUCT).toBe(`${hostile}, veľkosť ${(item.PARAM as Node[])[0]?.VAL}`);
    }
    const google = (await googleItems()).filter((item) => text(item, 'g:item_group_id') === String(product.id));
    expect(google.map((item) => item.title)).toEqual(google.map(() => hostile));
    expect(google.map((item) => item['g:size'])).toContain('42 <&>');
  });
});
