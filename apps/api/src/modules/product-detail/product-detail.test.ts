import { ProductDetailSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
const query = <Row>(text: string, params: unknown[] = []) => testApp().database.query<Row>(text, params);

/** Status and kind of products, read from the database (a card does not carry them). */
async function productFacts(ids: number[]): Promise<Map<number, { status: string; kind: string }>> {
  const rows = await query<{ id: number; status: string; kind: string }>(
    'SELECT id, status::text AS status, kind::text AS kind FROM products WHERE id = ANY($1)',
    [ids],
  );
  return new Map(rows.map(({ id, status, kind }) => [id, { status, kind }]));
}

async function detail(urlTitle: string, host: string = HOST.sk) {
  const response = await get(testApp().app, `/api/lib/v1/products/detail/${urlTitle}`, { host });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ProductDetailSchema.parse(response.body);
}

/** A product of the locale's web instance with the given status, whose sizes sell in stores and online. */
async function productWith(status: string, locale = 'sk'): Promise<{ id: number; urlTitle: string }> {
  const [row] = await query<{ id: number; url_title: string }>(
    `SELECT p.id, t.url_title FROM products p
       JOIN product_translations t ON t.product_id = p.id AND t.locale = $1
       JOIN prices pr ON pr.product_id = p.id
       JOIN web_instances w ON w.id = pr.web_instance_id AND w.locale = $1
      WHERE p.status = $2
        AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.is_main)
      ORDER BY (SELECT count(*) FROM product_sizes s JOIN stock st ON st.size_id = s.id
                 WHERE s.product_id = p.id AND st.quantity > 0) DESC, p.id
      LIMIT 1`,
    [locale, status],
  );
  if (!row) throw new Error(`the seed has no ${status} product in ${locale}`);
  return { id: row.id, urlTitle: row.url_title };
}

describe('GET /api/lib/v1/products/detail/:urlTitle', () => {
  it('answers the product with its sizes, online stock and per-store stock as the stock table says', async () => {
    const { id, urlTitle } = await productWith('on_sale');
    const body = await detail(urlTitle);
    expect(body.product.id).toBe(id);
    expect(body.product.urlTitle).toBe(urlTitle);

    const sizes = await query<{ id: number; name: string }>(
      'SELECT id, name FROM product_sizes WHERE product_id = $1 ORDER BY position, id',
      [id],
    );
    expect(body.sizes.map((size) => [size.id, size.name])).toEqual(sizes.map((size) => [size.id, size.name]));
    const stock = await query<{ size_id: number; unit_id: number; town: string; quantity: number; ships: boolean }>(
      `SELECT s.id AS size_id, u.id AS unit_id, u.town, st.quantity, u.ships_online AS ships
         FROM product_sizes s JOIN stock st ON st.size_id = s.id JOIN operation_units u ON u.id = st.operation_unit_id
        WHERE s.product_id = $1 AND st.quantity > 0`,
      [id],
    );
    expect(stock.some((row) => !row.ships)).toBe(true);
    for (const size of body.sizes) {
      const rows = stock.filter((row) => row.size_id === size.id);
      const online = rows.filter((row) => row.ships).reduce((sum, row) => sum + row.quantity, 0);
      expect(size.online, size.name).toBe(online);
      const stores = rows.filter((row) => !row.ships);
      expect(size.stores.map((store) => [store.id, store.town, store.stock]).sort(), size.name).toEqual(
        stores.map((row) => [row.unit_id, row.town, row.quantity]).sort(),
      );
      expect(size.soldOut).toBe(rows.length === 0);
    }
    const description = await query<{ description: string }>(
      `SELECT description FROM product_translations WHERE product_id = $1 AND locale = 'sk'`,
      [id],
    );
    expect(body.description).toBe(description[0]?.description);
  });

  it('gives the breadcrumbs of the main category from the top, named in the locale', async () => {
    const { id } = await productWith('on_sale', 'hu');
    const [{ url_title: urlTitle } = { url_title: '' }] = await query<{ url_title: string }>(
      `SELECT url_title FROM product_translations WHERE product_id = $1 AND locale = 'hu'`,
      [id],
    );
    const body = await detail(urlTitle, HOST.hu);
    const expected: { id: number; name: string; url_name: string }[] = [];
    let [current] = await query<{ id: number; parent_id: number | null }>(
      'SELECT c.id, c.parent_id FROM categories c JOIN product_categories pc ON pc.category_id = c.id WHERE pc.product_id = $1 AND pc.is_main',
      [id],
    );
    while (current) {
      const [names] = await query<{ name: string; url_name: string }>(
        `SELECT name, url_name FROM category_translations WHERE category_id = $1 AND locale = 'hu'`,
        [current.id],
      );
      if (names) expected.unshift({ id: current.id, ...names });
      if (current.parent_id === null) break;
      [current] = await query<{ id: number; parent_id: number | null }>(
        'SELECT id, parent_id FROM categories WHERE id = $1',
        [current.parent_id],
      );
    }
    expect(expected.length).toBeGreaterThan(0);
    expect(body.breadcrumbs).toEqual(expected.map((c) => ({ id: c.id, name: c.name, urlName: c.url_name })));
  });

  it('lists related products of the same main category, on sale, without the product itself', async () => {
    const { id, urlTitle } = await productWith('on_sale');
    const body = await detail(urlTitle);
    expect(body.related.length).toBeGreaterThan(0);
    expect(body.related.length).toBeLessThanOrEqual(8);
    expect(body.related.map((product) => product.id)).not.toContain(id);
    expect(body.alternatives).toEqual([]);
    const mainCategory = body.breadcrumbs.at(-1)?.id;
    const members = await query<{ product_id: number }>(
      'SELECT product_id FROM product_categories WHERE category_id = $1',
      [mainCategory],
    );
    const inCategory = new Set(members.map((row) => row.product_id));
    const facts = await productFacts(body.related.map((product) => product.id));
    for (const product of body.related) {
      expect(inCategory.has(product.id)).toBe(true);
      expect(facts.get(product.id)?.status).toBe('on_sale');
    }
    // Cards: what a card shows, nothing the contract's card leaves out.
    expect(Object.keys(body.related[0] ?? {})).not.toContain('gallery');
    // Those with a piece online come first.
    const inStock = body.related.map((product) => product.storeStatus === 'in_stock');
    expect(inStock).toEqual([...inStock].sort((a, b) => Number(b) - Number(a)));
  });

  it('answers a retired product with alternatives of its category and kind, all on sale, closest price first', async () => {
    const { urlTitle } = await productWith('retired');
    const body = await detail(urlTitle);
    expect(body.product.status).toBe('retired');
    expect(body.alternatives.length).toBeGreaterThan(0);
    expect(body.alternatives.length).toBeLessThanOrEqual(8);
    const price = body.product.finalPriceData.price;
    const facts = await productFacts(body.alternatives.map((product) => product.id));
    const distances = body.alternatives.map((product) => {
      expect(facts.get(product.id)).toEqual({ status: 'on_sale', kind: body.product.kind });
      return Math.abs(product.finalPriceData.price - price);
    });
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers an unknown urlTitle with a localized 404', async () => {
    const sk = expectError(await get(testApp().app, '/api/lib/v1/products/detail/no-such-product'), 404, 'urlTitle');
    const hu = expectError(
      await get(testApp().app, '/api/lib/v1/products/detail/no-such-product', { host: HOST.hu }),
      404,
      'urlTitle',
    );
    expect(hu.messages[0]?.message).not.toBe(sk.messages[0]?.message);
  });

  it('answers a malformed urlTitle with 400', async () => {
    expectError(await get(testApp().app, '/api/lib/v1/products/detail/Not_A%20Title'), 400, 'urlTitle');
    expectError(await get(testApp().app, `/api/lib/v1/products/detail/${'a'.repeat(201)}`), 400, 'urlTitle');
  });
});
