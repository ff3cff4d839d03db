import { type AvailableFilter, FiltersResponseSchema } from '@stride/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { LISTABLE, popularParameterValue } from '../../test-support/filter-oracle-sql';
import { expectError, get, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

async function filters(query: string) {
  const response = await get(testApp().app, `/api/lib/v1/filters?${query}`);
  expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
  return FiltersResponseSchema.parse(response.body);
}

function valuesOf(
  body: { available: AvailableFilter[] },
  key: AvailableFilter['key'],
  parameterId: number | null = null,
) {
  const filter = body.available.find((candidate) => candidate.key === key && candidate.parameterId === parameterId);
  if (filter?.kind !== 'values') throw new Error(`no value filter ${key}`);
  return filter.values;
}

/** value → count, from an independent SQL query returning (value, count) rows. */
async function countsBy(sql: string, params: unknown[] = []): Promise<Record<string, number>> {
  const rows = await testApp().database.query<{ value: string; count: number }>(sql, params);
  return Object.fromEntries(rows.map((row) => [row.value, Number(row.count)]));
}

const NIKE_OR_ASICS = `p.brand_id IN (SELECT id FROM brands WHERE url_name IN ('nike', 'asics'))`;

/** Per size name, listable products (optionally also matching `where`) with it in stock online. */
function sizeCounts(where = 'true') {
  return countsBy(
    `SELECT s.name AS value, count(DISTINCT l.id) AS count FROM (${LISTABLE}) l JOIN products p ON p.id = l.id
       JOIN product_sizes s ON s.product_id = l.id
       JOIN stock st ON st.size_id = s.id AND st.quantity > 0
       JOIN operation_units u ON u.id = st.operation_unit_id AND u.ships_online
      WHERE ${where} GROUP BY s.name`,
  );
}

describe('GET /api/lib/v1/filters', () => {
  it('without a selection: brand counts are each brand’s listable products, the total all of them', async () => {
    const body = await filters('');
    const expected = await countsBy(
      `SELECT b.url_name AS value, count(*) AS count FROM (${LISTABLE}) l JOIN products p ON p.id = l.id
         JOIN brands b ON b.id = p.brand_id GROUP BY b.url_name`,
    );
    const brands = valuesOf(body, 'brand');
    expect(Object.fromEntries(brands.map((value) => [value.urlName, value.count]))).toEqual(expected);
    const [all] = await testApp().database.query<{ count: number }>(`SELECT count(*) AS count FROM (${LISTABLE}) l`);
    expect(body.total).toBe(Number(all?.count));
    expect(body.canonicalParam).toBe('');
    expect(body.available.map((filter) => filter.urlName).slice(0, 10)).toEqual([
      'cena',
      'predajna',
      'dostupnost',
      'trieda',
      'vyrobca',
      'stav',
      'velkost',
      'tag',
      'mesto',
      'okres',
    ]);
  });

  it('counts facets among the products the OTHER filters leave', async () => {
    const body = await filters('param=vyrobca/nike,asics/velkost/42');
    // The brand facet ignores the brand selection but applies the size one…
    const brandExpected = await countsBy(
      `SELECT b.url_name AS value, count(DISTINCT l.id) AS count FROM (${LISTABLE}) l JOIN products p ON p.id = l.id
         JOIN brands b ON b.id = p.brand_id
         WHERE EXISTS (SELECT 1 FROM product_sizes s JOIN stock st ON st.size_id = s.id AND st.quantity > 0
           JOIN operation_units u ON u.id = st.operation_unit_id AND u.ships_online
           WHERE s.product_id = l.id AND s.name = '42')
         GROUP BY b.url_name`,
    );
    const brands = valuesOf(body, 'brand');
    for (const value of brands) expect(value.count, value.urlName).toBe(brandExpected[value.urlName] ?? 0);
    expect(brands.filter((value) => value.selected).map((value) => value.urlName)).toEqual(['asics', 'nike']);
    for (const value of brands) expect(value.disabled).toBe(value.count === 0 && !value.selected);
    // …and the size facet applies the brands but not the size.
    const sizeExpected = await sizeCounts(NIKE_OR_ASICS);
    const sizes = valuesOf(body, 'size');
    const counted = Object.fromEntries(
      sizes.filter((value) => value.count > 0).map((value) => [value.name, value.count]),
    );
    expect(counted).toEqual(sizeExpected);
    expect(sizes.find((value) => value.urlName === '42')?.selected).toBe(true);
    // The total applies both.
    const [both] = await testApp().database.query<{ count: number }>(
      `SELECT count(*) AS count FROM (${LISTABLE}) l JOIN products p ON p.id = l.id WHERE ${NIKE_OR_ASICS}
         AND EXISTS (SELECT 1 FROM product_sizes s JOIN stock st ON st.size_id = s.id AND st.quantity > 0
           JOIN operation_units u ON u.id = st.operation_unit_id AND u.ships_online WHERE s.product_id = l.id AND s.name = '42')`,
    );
    expect(body.total).toBe(Number(both?.count));
    expect(body.selected.brands.map((brand) => brand.name)).toEqual(['Asics', 'Nike']);
    expect(body.selected.sizes).toEqual([{ urlName: '42', name: '42' }]);
  });

  it('gives the price range of the products the other filters leave, in whole units rounded outwards', async () => {
    const body = await filters('param=cena/60-150/vyrobca/nike');
    const [row] = await testApp().database.query<{ min: number; max: number }>(
      `SELECT min(l.final_price) AS min, max(l.final_price) AS max FROM (${LISTABLE}) l JOIN products p ON p.id = l.id
        WHERE p.brand_id = (SELECT id FROM brands WHERE url_name = 'nike')`,
    );
    const price = body.available.find((filter) => filter.key === 'price');
    expect(price).toMatchObject({
      kind: 'range',
      min: Math.floor(Number(row?.min) / 100),
      max: Math.ceil(Number(row?.max) / 100),
    });
    expect(body.selected.price).toEqual({ min: 60, max: 150 });
  });

  it('counts a parameter’s values and selects by one', async () => {
    const value = await popularParameterValue(testApp().database);
    const body = await filters(`param=${value.urlName}/${value.urlValue}`);
    const expected = await countsBy(
      `SELECT vt.url_value AS value, count(DISTINCT l.id) AS count FROM (${LISTABLE}) l
         JOIN product_parameter_values x ON x.product_id = l.id
         JOIN parameter_values v ON v.id = x.parameter_value_id AND v.parameter_id = $1
         JOIN parameter_value_translations vt ON vt.parameter_value_id = v.id AND vt.locale = 'sk'
        GROUP BY vt.url_value`,
      [value.parameterId],
    );
    const values = valuesOf(body, 'parameter', value.parameterId);
    expect(Object.fromEntries(values.map((entry) => [entry.urlName, entry.count]))).toEqual(expected);
    expect(body.total).toBe(expected[value.urlValue]);
    expect(body.selected.parameters).toMatchObject([{ id: value.parameterId, values: [{ urlName: value.urlValue }] }]);
  });

  it('drops an unknown value and tells the canonical path without it', async () => {
    const body = await filters('param=velkost/42/vyrobca/nike,no-such-brand');
    expect(body.canonicalParam).toBe('vyrobca/nike/velkost/42');
    expect(body.selected.brands.map((brand) => brand.urlName)).toEqual(['nike']);
    expect(valuesOf(body, 'brand').some((value) => value.urlName === 'no-such-brand')).toBe(false);
  });

  it('404s an unknown filter and 400s bad syntax, on field param; 404s an unknown category id', async () => {
    expectError(await get(testApp().app, '/api/lib/v1/filters?param=neznamy-filter/x'), 404, 'param');
    expectError(await get(testApp().app, '/api/lib/v1/filters?param=vyrobca/Nike'), 400, 'param');
    expectError(await get(testApp().app, '/api/lib/v1/filters?param=cena/abc'), 400, 'param');
    expectError(await get(testApp().app, '/api/lib/v1/filters?id=999999'), 404, 'id');
  });

  it('answers the spec’s literal call with empty id, search and param as /filters without them', async () => {
    // Neither a category nor a search: the facets of the web instance's whole listable catalog.
    const all = await filters('');
    expect(await filters('id=&search=&param=')).toEqual(all);
    const [listable] = await testApp().database.query<{ count: number }>(
      `SELECT count(*) AS count FROM (${LISTABLE}) l`,
    );
    expect(all.total).toBe(Number(listable?.count));
  });

  it('answers a filter named like an Object method as any unknown filter name', async () => {
    const unknown = await get(testApp().app, '/api/lib/v1/filters?param=neznamy-filter/x');
    expectError(unknown, 404, 'param');
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      for (const url of [`/api/lib/v1/filters?param=${name}/x`, `/api/lib/v1/products?param=${name}/x`]) {
        const response = await get(testApp().app, url);
        expect({ status: response.status, body: response.body }, url).toEqual({
          status: unknown.status,
          body: unknown.body,
        });
      }
    }
  });

  it('answers a filter value named like an Object method as any unknown value or non-slug', async () => {
    // A slug that names no brand is dropped from the canonical path, like any unknown brand.
    const unknownBrand = await filters('param=vyrobca/nike,no-such-brand');
    const constructorBrand = await filters('param=vyrobca/constructor,nike');
    expect(constructorBrand).toEqual(unknownBrand);
    expect(constructorBrand.canonicalParam).toBe('vyrobca/nike');
    const value = await popularParameterValue(testApp().database);
    expect((await filters(`param=${value.urlName}/constructor`)).canonicalParam).toBe('');
    // Not slugs (capitals, underscores): bad syntax, as `Nike` is.
    for (const name of ['__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expectError(await get(testApp().app, `/api/lib/v1/filters?param=vyrobca/${name}`), 400, 'param');
      expectError(await get(testApp().app, `/api/lib/v1/filters?param=${value.urlName}/${name}`), 400, 'param');
    }
  });

  it('answers a category id that is no number with a translated 400 on field id', async () => {
    for (const id of ['constructor', '__proto__', '1e309', '-0', 'NaN']) {
      const response = await get(testApp().app, `/api/lib/v1/filters?id=${id}`);
      expect(expectError(response, 400, 'id').messages[0]?.message, id).toMatch(
        /^(Zadajte celé číslo\.|Najmenšia povolená hodnota je 1\.)$/,
      );
    }
  });

  it('limits to a category (with its subcategories) and a search term', async () => {
    const [category] = await testApp().database.query<{ id: number }>(
      `SELECT c.id FROM categories c WHERE c.parent_id IS NULL AND c.external_url IS NULL
         AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY c.position LIMIT 1`,
    );
    const body = await filters(`id=${category?.id}`);
    const [row] = await testApp().database.query<{ count: number }>(
      `SELECT count(*) AS count FROM (${LISTABLE}) l WHERE EXISTS (SELECT 1 FROM product_categories pc
         JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = l.id AND (c.id = $1 OR c.parent_id = $1))`,
      [category?.id],
    );
    expect(body.total).toBe(Number(row?.count));
    expect(body.selected.category?.id).toBe(category?.id);
    const search = await filters('search=pegasus');
    const [found] = await testApp().database.query<{ count: number }>(
      `SELECT count(*) AS count FROM (${LISTABLE}) l JOIN product_translations t ON t.product_id = l.id AND t.locale = 'sk'
        WHERE t.name ILIKE '%pegasus%'`,
    );
    expect(Number(found?.count)).toBeGreaterThan(0);
    expect(search.total).toBe(Number(found?.count));
  });
});

describe('a reserved filter switched off by DISABLED_FILTERS', () => {
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  afterAll(async () => app?.close());

  it('is unknown (404) and not offered', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: testApp().config.dataDir,
      DISABLED_FILTERS: 'okres,predajna',
    });
    app = await buildApp(config, { database: testApp().database });
    expectError(await get(app, '/api/lib/v1/filters?param=okres/bratislava'), 404, 'param');
    expectError(await get(app, '/api/lib/v1/products?param=predajna/stride-kosice'), 404, 'param');
    const response = await get(app, '/api/lib/v1/filters');
    const body = FiltersResponseSchema.parse(response.body);
    expect(body.available.map((filter) => filter.key)).not.toContain('district');
    expect(body.available.map((filter) => filter.key)).not.toContain('store-location');
    // The same paths work where the filters are enabled.
    expect((await get(testApp().app, '/api/lib/v1/products?param=predajna/stride-kosice')).status).toBe(200);
  });

  it('rejects an unknown name in DISABLED_FILTERS at start', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DISABLED_FILTERS: 'farba' })).toThrow(/DISABLED_FILTERS/);
  });
});
