import { type Product, ProductListResponseSchema, ProductSchema } from '@stride/contract';
import { formatMoney } from '@stride/i18n';
import { discountPercent, netInSteps } from '@stride/rules';
import { describe, expect, it } from 'vitest';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

async function list(url: string, host: string = HOST.sk) {
  const response = await get(testApp().app, url, { host });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ProductListResponseSchema.parse(response.body);
}

/** Ids of listable products (priced in the instance, not retired), best recommended first. */
async function recommendedIds(locale: string, categoryUrlName?: string): Promise<number[]> {
  const params: unknown[] = [locale];
  let categoryFilter = '';
  if (categoryUrlName) {
    params.push(categoryUrlName);
    categoryFilter = `AND p.id IN (
      SELECT pc.product_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        JOIN category_translations t ON t.locale = $1 AND t.url_name = $2
       WHERE c.id = t.category_id OR c.parent_id = t.category_id)`;
  }
  const rows = await testApp().database.query<{ id: number }>(
    `SELECT p.id FROM products p
       JOIN prices pr ON pr.product_id = p.id
       JOIN web_instances w ON w.id = pr.web_instance_id AND w.locale = $1
      WHERE p.status <> 'retired' ${categoryFilter}
      ORDER BY p.recommended_score DESC, p.id`,
    params,
  );
  return rows.map((row) => row.id);
}

async function categoryWithChildren(): Promise<{ urlName: string; id: number }> {
  const [row] = await testApp().database.query<{ id: number; url_name: string }>(
    `SELECT c.id, t.url_name FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'sk'
      WHERE c.parent_id IS NULL AND c.external_url IS NULL
        AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
      ORDER BY c.position LIMIT 1`,
  );
  if (!row) throw new Error('the seed has no top category with children');
  return { id: row.id, urlName: row.url_name };
}

describe('GET /api/lib/v1/products without filters', () => {
  it('returns the recommended products, 8 for the home page, with the full total', async () => {
    const body = await list('/api/lib/v1/products?perPage=8');
    const expected = await recommendedIds('sk');
    expect(body.items.map((product) => product.id)).toEqual(expected.slice(0, 8));
    expect(body).toMatchObject({ page: 1, perPage: 8, total: expected.length });
    expect(expected.length).toBeGreaterThan(8);
  });

  it('paginates: pages continue each other and a page past the end is empty with the same total', async () => {
    const expected = await recommendedIds('sk');
    const page2 = await list('/api/lib/v1/products?perPage=5&page=2&fields=id');
    expect(page2.items.map((product) => product.id)).toEqual(expected.slice(5, 10));
    const past = await list('/api/lib/v1/products?perPage=100&page=10000&fields=id');
    expect(past).toMatchObject({ items: [], total: expected.length, page: 10000 });
  });

  it('defaults to 24 per page', async () => {
    const body = await list('/api/lib/v1/products?fields=name');
    expect(body.items).toHaveLength(24);
    expect(body.perPage).toBe(24);
  });
});

describe('GET /api/lib/v1/products?category=', () => {
  it('puts the category’s top product first for perPage=1&page=1', async () => {
    const category = await categoryWithChildren();
    const expected = await recommendedIds('sk', category.urlName);
    const body = await list(`/api/lib/v1/products?perPage=1&page=1&category=${category.urlName}`);
    expect(body.items.map((product) => product.id)).toEqual([expected[0]]);
    expect(body.total).toBe(expected.length);
  });

  it('lists the products of the category and its children, in recommended order', async () => {
    const { database } = testApp();
    const category = await categoryWithChildren();
    const body = await list(`/api/lib/v1/products?perPage=50&category=${category.urlName}&fields=categories`);
    expect(body.items.map((product) => product.id)).toEqual(
      (await recommendedIds('sk', category.urlName)).slice(0, 50),
    );
    const family = await database.query<{ id: number }>('SELECT id FROM categories WHERE id = $1 OR parent_id = $1', [
      category.id,
    ]);
    const familyIds = new Set(family.map((row) => row.id));
    for (const product of body.items) {
      expect(product.categories?.some((c) => familyIds.has(c.id))).toBe(true);
    }
  });

  it('reports the same total on full pages, the last partial page and past the end', async () => {
    const category = await categoryWithChildren();
    const expected = await recommendedIds('sk', category.urlName);
    const perPage = 7;
    const lastPage = Math.ceil(expected.length / perPage);
    expect(expected.length % perPage, 'the last page should be a partial one').not.toBe(0);
    for (const page of [1, 2, lastPage - 1, lastPage, lastPage + 1]) {
      const body = await list(
        `/api/lib/v1/products?perPage=${perPage}&page=${page}&category=${category.urlName}&fields=id`,
      );
      expect(body.items.map((product) => product.id)).toEqual(expected.slice((page - 1) * perPage, page * perPage));
      expect(body.total).toBe(expected.length);
    }
  });

  it('finds the category by its urlName in the web instance’s language only', async () => {
    const { database } = testApp();
    const [row] = await database.query<{ sk: string; hu: string }>(
      `SELECT s.url_name AS sk, h.url_name AS hu FROM category_translations s
         JOIN category_translations h ON h.category_id = s.category_id AND h.locale = 'hu'
        WHERE s.locale = 'sk' AND s.url_name <> h.url_name LIMIT 1`,
    );
    if (!row) throw new Error('no category whose Slovak and Hungarian urlNames differ');
    expect((await list(`/api/lib/v1/products?perPage=1&category=${row.hu}`, HOST.hu)).items).toHaveLength(1);
    const wrongLanguage = await get(testApp().app, `/api/lib/v1/products?category=${row.hu}`, { host: HOST.sk });
    expectError(wrongLanguage, 404, 'category');
  });

  it('answers an unknown category with 404 naming it, in the instance’s language', async () => {
    const response = await get(testApp().app, '/api/lib/v1/products?category=no-such-category', { host: HOST.cz });
    const body = expectError(response, 404, 'category');
    expect(body.messages[0]?.message).toBe('Kategorie „no-such-category“ neexistuje.');
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('GET /api/lib/v1/products?productIds=&fields=', () => {
  it('returns those products in the given order, projected to the fields plus id', async () => {
    const ids = (await recommendedIds('sk')).slice(0, 3);
    const order = [ids[2], ids[0], ids[1]] as number[];
    const body = await list(`/api/lib/v1/products?productIds=${order.join(',')}&fields=name,urlTitle`);
    expect(body.items.map((product) => product.id)).toEqual(order);
    for (const product of body.items) expect(Object.keys(product).sort()).toEqual(['id', 'name', 'urlTitle']);
    expect(body.total).toBe(3);
  });

  it('ignores repeated and unknown ids', async () => {
    const [first] = await recommendedIds('sk');
    const body = await list(`/api/lib/v1/products?productIds=${first},${first},2147483647&fields=id`);
    expect(body.items).toEqual([{ id: first }]);
    expect(body.total).toBe(1);
  });

  it('pages through the ids with perPage', async () => {
    const ids = (await recommendedIds('sk')).slice(0, 4);
    const body = await list(`/api/lib/v1/products?productIds=${ids.join(',')}&perPage=2&page=2&fields=id`);
    expect(body.items.map((product) => product.id)).toEqual(ids.slice(2));
    expect(body.total).toBe(4);
  });

  it('also returns retired products asked for by id (a wishlist may hold them)', async () => {
    const [retired] = await testApp().database.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.web_instance_id =
         (SELECT id FROM web_instances WHERE locale = 'sk') WHERE p.status = 'retired' ORDER BY p.id LIMIT 1`,
    );
    if (!retired) throw new Error('the seed has no retired product');
    const body = await list(`/api/lib/v1/products?productIds=${retired.id}&fields=status`);
    expect(body.items).toEqual([{ id: retired.id, status: 'retired' }]);
  });
});

describe('a product of the list', () => {
  async function fullProduct(host: string, id: number): Promise<Product> {
    const body = await list(`/api/lib/v1/products?productIds=${id}`, host);
    return ProductSchema.parse(body.items[0]);
  }

  async function productWithPriceDrop(): Promise<number> {
    // A discounted product whose price dropped within the last 30 days in the Slovak instance.
    const [row] = await testApp().database.query<{ product_id: number }>(
      `SELECT h.product_id FROM price_history h JOIN web_instances w ON w.id = h.web_instance_id AND w.locale = 'sk'
         JOIN prices p ON p.product_id = h.product_id AND p.web_instance_id = w.id AND p.final_price < p.standard_price
        WHERE h.valid_from > current_date - 30 AND h.valid_from <= current_date
        GROUP BY h.product_id HAVING count(*) >= 1 ORDER BY h.product_id LIMIT 1`,
    );
    if (!row) throw new Error('the seed has no price change in the last 30 days');
    return row.product_id;
  }

  it('carries the localized name, urlTitle and the prices of the instance, formatted', async () => {
    const { database } = testApp();
    const [id] = await recommendedIds('sk');
    if (id === undefined) throw new Error('no products');
    const translations = await database.query<{ locale: string; name: string; url_title: string }>(
      'SELECT locale, name, url_title FROM product_translations WHERE product_id = $1',
      [id],
    );
    for (const [host, locale, currency, symbol, vatRate] of [
      [HOST.sk, 'sk', 'EUR', '€', 23],
      [HOST.cz, 'cz', 'CZK', 'Kč', 21],
      [HOST.hu, 'hu', 'HUF', 'Ft', 27],
    ] as const) {
      const product = await fullProduct(host, id);
      const translation = translations.find((row) => row.locale === locale);
      expect(product.name).toBe(translation?.name);
      expect(product.urlTitle).toBe(translation?.url_title);
      const [price] = await database.query<{ final_price: number; standard_price: number }>(
        `SELECT final_price, standard_price FROM prices WHERE product_id = $1
            AND web_instance_id = (SELECT id FROM web_instances WHERE locale = $2)`,
        [id, locale],
      );
      expect(product.finalPriceData).toMatchObject({ price: price?.final_price, currency, vatRate });
      // Net in the currency's whole steps: whole forints in the Hungarian shop.
      expect(product.finalPriceData.priceWithoutVat).toBe(netInSteps(product.finalPriceData.price, vatRate, currency));
      if (currency === 'HUF') expect(product.finalPriceData.priceWithoutVat % 100).toBe(0);
      expect(product.finalPriceData.priceFormatted).toContain(symbol);
      expect(product.finalPriceData.priceFormatted).toBe(formatMoney(price?.final_price ?? -1, currency, locale));
      expect(product.standardPriceData.price).toBe(price?.standard_price);
      // The badge is measured against the Omnibus prior price, else the standard price (decision 0005).
      const final = product.finalPriceData.price;
      const against = product.lowestPrice30DaysData?.price ?? product.standardPriceData.price;
      expect(product.discount).toBe(final < product.standardPriceData.price ? discountPercent(final, against) : 0);
    }
  });

  it('formats euros with cents and forints without', async () => {
    const [id] = await recommendedIds('sk');
    const sk = await fullProduct(HOST.sk, id as number);
    expect(sk.finalPriceData.priceFormatted).toMatch(/^\d{1,3}(\s\d{3})*,\d{2}\s€$/);
    const hu = await fullProduct(HOST.hu, id as number);
    expect(hu.finalPriceData.priceFormatted).toMatch(/^\d+(\s\d{3})*\sFt$/);
  });

  it('computes the Omnibus prior price from the price history, and the discount against it', async () => {
    const { database } = testApp();
    const id = await productWithPriceDrop();
    const history = await database.query<{ final_price: number; days_ago: number }>(
      `SELECT h.final_price, (current_date - h.valid_from)::int AS days_ago FROM price_history h
         JOIN web_instances w ON w.id = h.web_instance_id AND w.locale = 'sk'
        WHERE h.product_id = $1 ORDER BY h.valid_from`,
      [id],
    );
    // The current price started `since` days ago; the window is the 30 days before that: the row in
    // effect when it opened and every change inside it.
    const since = history.filter((row) => row.days_ago >= 0).at(-1)?.days_ago ?? -1;
    const inEffectAtStart = history.filter((row) => row.days_ago >= since + 30).at(-1);
    const window = history.filter((row) => row.days_ago < since + 30 && row.days_ago > since);
    const expected = Math.min(...[...window, ...(inEffectAtStart ? [inEffectAtStart] : [])].map((r) => r.final_price));
    const product = await fullProduct(HOST.sk, id);
    expect(product.lowestPrice30DaysData?.price).toBe(expected);
    expect(product.discount).toBe(discountPercent(product.finalPriceData.price, expected));
  });

  it('lists sizes with online stock, and the store status agrees with them', async () => {
    const { database } = testApp();
    const [shoe] = await database.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.kind = 'shoes' AND p.status = 'on_sale' ORDER BY p.id LIMIT 1`,
    );
    const product = await fullProduct(HOST.sk, shoe?.id as number);
    const sizes = await database.query<{ id: number; name: string; online: number }>(
      `SELECT s.id, s.name, coalesce(sum(st.quantity) FILTER (WHERE u.ships_online), 0)::int AS online
         FROM product_sizes s LEFT JOIN stock st ON st.size_id = s.id
         LEFT JOIN operation_units u ON u.id = st.operation_unit_id
        WHERE s.product_id = $1 GROUP BY s.id, s.name, s.position ORDER BY s.position, s.id`,
      [shoe?.id],
    );
    expect(product.sizes).toEqual(sizes.map((s) => ({ id: s.id, name: s.name, stock: s.online })));
    expect(product.sizes.length).toBeGreaterThan(3);
    const online = product.sizes.some((size) => size.stock > 0);
    expect(product.storeStatus === 'in_stock').toBe(online);
    expect(product.productHooks).toContain('piece');
  });

  it('has a brand, categories, a photo and a gallery', async () => {
    const [id] = await recommendedIds('sk');
    const product = await fullProduct(HOST.sk, id as number);
    expect(product.brand.name).not.toBe('');
    expect(product.categories.length).toBeGreaterThan(0);
    expect(product.photo.path).toMatch(/\.\w+$/);
    expect(product.gallery.length).toBeGreaterThan(0);
  });

  it('is found by its urlTitle in the locale', async () => {
    const [id] = await recommendedIds('cz');
    const product = await fullProduct(HOST.cz, id as number);
    const body = await list(`/api/lib/v1/products?urlTitle=${product.urlTitle}&fields=id`, HOST.cz);
    expect(body.items).toEqual([{ id }]);
    expect((await list('/api/lib/v1/products?urlTitle=no-such-product', HOST.cz)).items).toEqual([]);
  });
});

describe('bad input to /api/lib/v1/products', () => {
  const ids101 = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
  it.each([
    ['perPage=0', 'perPage'],
    ['perPage=-5', 'perPage'],
    ['perPage=101', 'perPage'],
    ['perPage=abc', 'perPage'],
    ['perPage=1.5', 'perPage'],
    ['perPage=1e309', 'perPage'],
    ['perPage=99999999999999999999999999', 'perPage'],
    ['perPage=1&perPage=2', 'perPage'],
    ['page=0', 'page'],
    ['page=10001', 'page'],
    ['page=-1', 'page'],
    ['page=%27%20OR%201=1--', 'page'],
    ['productIds=1,,2', 'productIds'],
    ['productIds=abc', 'productIds'],
    ['productIds=-1', 'productIds'],
    ['productIds=0', 'productIds'],
    ['productIds=1.5', 'productIds'],
    ['productIds=99999999999', 'productIds'],
    ['productIds=1;DROP%20TABLE%20products', 'productIds'],
    [`productIds=${ids101}`, 'productIds'],
    ['productIds=1&productIds=2', 'productIds'],
    ['fields=password', 'fields'],
    ['fields=name,__proto__', 'fields'],
    ['fields=,', 'fields'],
    ['category=Be%C5%BEeck%C3%A1', 'category'],
    ['category=%27%20OR%20%271%27=%271', 'category'],
    ['category=..%2F..%2Fetc', 'category'],
    [`category=${'a'.repeat(201)}`, 'category'],
    ['category=a&category=b', 'category'],
    ['category=__proto__', 'category'],
    ['category=toString', 'category'],
    ['category=hasOwnProperty', 'category'],
    ['category=valueOf', 'category'],
    ['sort=constructor', 'sort'],
    ['sort=__proto__', 'sort'],
    ['sort=toString', 'sort'],
    ['sort=hasOwnProperty', 'sort'],
    ['sort=valueOf', 'sort'],
    ['fields=constructor', 'fields'],
    ['fields=id,toString', 'fields'],
    ['urlTitle=%3Cscript%3E', 'urlTitle'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const response = await get(testApp().app, `/api/lib/v1/products?${query}`);
    expectError(response, 400, field);
  });

  it('says which values fields accepts', async () => {
    const response = await get(testApp().app, '/api/lib/v1/products?fields=name,colour', { host: HOST.sk });
    const message = expectError(response, 400, 'fields').messages[0]?.message ?? '';
    expect(message).toContain('Neznáma hodnota');
    expect(message).toContain('finalPriceData');
  });

  it('names every bad parameter at once', async () => {
    const response = await get(testApp().app, '/api/lib/v1/products?perPage=0&page=x&productIds=1,,2');
    const body = expectError(response, 400);
    expect(body.messages.map((m) => m.field).sort()).toEqual(['page', 'perPage', 'productIds']);
  });

  it('ignores unknown parameters, Object’s method names too', async () => {
    const body = await list('/api/lib/v1/products?perPage=1&order=evil&fields=id');
    expect(body.items).toHaveLength(1);
    const plain = await list('/api/lib/v1/products?perPage=3&fields=id');
    const named = await list(
      '/api/lib/v1/products?perPage=3&fields=id&__proto__=1&constructor=1&toString=1&hasOwnProperty=1&valueOf=1',
    );
    expect(named).toEqual(plain);
  });

  it('answers a category named like an Object method as it answers any unknown category', async () => {
    for (const name of ['constructor', 'valueof', 'hasownproperty', 'tostring']) {
      const response = await get(testApp().app, `/api/lib/v1/products?category=${name}`, { host: HOST.sk });
      const body = expectError(response, 404, 'category');
      expect(body.messages[0]?.message).toBe(`Kategória „${name}“ neexistuje.`);
    }
  });

  it('takes an empty parameter as one not given', async () => {
    const plain = await list('/api/lib/v1/products?perPage=3');
    expect(
      await list('/api/lib/v1/products?perPage=3&productIds=&fields=&category=&urlTitle=&search=&param=&sort='),
    ).toEqual(plain);
    // What the storefront asks for a category's top product, with the category left empty.
    const top = await list('/api/lib/v1/products?perPage=1&page=1&category=');
    expect(top.items.map((product) => product.id)).toEqual(plain.items.slice(0, 1).map((product) => product.id));
  });

  it('answers page 1 of a listing without products with no items, and a page above 10000 with a translated 400', async () => {
    const empty = await list('/api/lib/v1/products?perPage=1&page=1&search=xyzqwv&fields=id');
    expect(empty).toEqual({ items: [], page: 1, perPage: 1, total: 0 });
    const far = await get(testApp().app, '/api/lib/v1/products?page=99999', { host: HOST.hu });
    expect(expectError(far, 400, 'page').messages[0]?.message).toBe('A legnagyobb megengedett érték: 10000.');
  });
});
