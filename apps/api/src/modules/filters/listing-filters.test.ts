import { describe, expect, it } from 'vitest';
import { idsWhere, LISTABLE, popularParameterValue, WITH_ONLINE_SIZE } from '../../test-support/filter-oracle-sql';
import { listingRequests } from '../../test-support/listing-requests';
import { expectError, get, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

const { list, allIds } = listingRequests(testApp);

describe('GET /api/lib/v1/products with param (filters)', () => {
  it('filters by brand: exactly the brand’s listable products', async () => {
    const expected = await idsWhere(
      testApp().database,
      `p.brand_id IN (SELECT id FROM brands WHERE url_name IN ('nike', 'asics'))`,
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(await allIds('param=vyrobca/nike,asics')).toEqual(expected);
  });

  it('filters by size: products with that size in stock online', async () => {
    const expected = await idsWhere(testApp().database, WITH_ONLINE_SIZE(`'42'`));
    expect(expected.length).toBeGreaterThan(0);
    expect(await allIds('param=velkost/42')).toEqual(expected);
  });

  it('filters by price in whole units of the instance currency, bounds included', async () => {
    const expected = await idsWhere(testApp().database, 'l.final_price BETWEEN 6000 AND 15000');
    expect(expected.length).toBeGreaterThan(0);
    expect(await allIds('param=cena/60-150')).toEqual(expected);
    const open = await idsWhere(testApp().database, 'l.final_price >= 20000');
    expect(await allIds('param=cena/200-')).toEqual(open);
  });

  it('filters by availability: online and in a store that does not ship', async () => {
    const store = await idsWhere(
      testApp().database,
      `EXISTS (SELECT 1 FROM product_sizes s JOIN stock st ON st.size_id = s.id AND st.quantity > 0
        JOIN operation_units u ON u.id = st.operation_unit_id AND NOT u.ships_online AND u.country = 'sk'
        WHERE s.product_id = l.id)`,
    );
    expect(store.length).toBeGreaterThan(0);
    expect(await allIds('param=dostupnost/store')).toEqual(store);
  });

  it('filters by a product parameter value, combined with a brand (AND between filters)', async () => {
    const value = await popularParameterValue(testApp().database);
    const expected = await idsWhere(
      testApp().database,
      'EXISTS (SELECT 1 FROM product_parameter_values x WHERE x.product_id = l.id AND x.parameter_value_id = $1)',
      [value.valueId],
    );
    expect(await allIds(`param=${value.urlName}/${value.urlValue}`)).toEqual(expected);
    const [first] = await testApp().database.query<{ url_name: string }>(
      `SELECT b.url_name FROM brands b JOIN products p ON p.brand_id = b.id WHERE p.id = $1`,
      [expected[0]],
    );
    const both = await idsWhere(
      testApp().database,
      `EXISTS (SELECT 1 FROM product_parameter_values x WHERE x.product_id = l.id AND x.parameter_value_id = $1)
        AND p.brand_id = (SELECT id FROM brands WHERE url_name = $2)`,
      [value.valueId, first?.url_name],
    );
    expect(both.length).toBeGreaterThan(0);
    expect(await allIds(`param=vyrobca/${first?.url_name}/${value.urlName}/${value.urlValue}`)).toEqual(both);
  });

  it('sorts cheapest, most expensive and newest first (ties by id)', async () => {
    const rows = await testApp().database.query<{ id: number; final_price: number; created_at: string }>(
      `${LISTABLE} ORDER BY p.id`,
    );
    const byPrice = [...rows].sort((a, b) => a.final_price - b.final_price || a.id - b.id).map((row) => row.id);
    const cheapest = await list('sort=cheapest&perPage=30&fields=id');
    expect(cheapest.items.map((item) => item.id)).toEqual(byPrice.slice(0, 30));
    const expensive = [...rows].sort((a, b) => b.final_price - a.final_price || a.id - b.id).map((row) => row.id);
    const mostExpensive = await list('sort=most_expensive&perPage=30&fields=id');
    expect(mostExpensive.items.map((item) => item.id)).toEqual(expensive.slice(0, 30));
    const newest = await testApp().database.query<{ id: number }>(
      `${LISTABLE} ORDER BY p.created_at DESC, p.id DESC LIMIT 30`,
    );
    const newestBody = await list('sort=newest&perPage=30&fields=id');
    expect(newestBody.items.map((item) => item.id)).toEqual(newest.map((row) => Number(row.id)));
  });

  it('paginates a filtered, sorted listing: pages continue each other under one total', async () => {
    const expected = await idsWhere(testApp().database, 'l.final_price BETWEEN 6000 AND 15000');
    const page1 = await list('param=cena/60-150&sort=cheapest&perPage=5&page=1&fields=id,finalPriceData');
    const page2 = await list('param=cena/60-150&sort=cheapest&perPage=5&page=2&fields=id,finalPriceData');
    expect(page1.total).toBe(expected.length);
    expect(page2.total).toBe(expected.length);
    const prices = [...page1.items, ...page2.items].map((item) => item.finalPriceData?.price ?? -1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const ids = [...page1.items, ...page2.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(expected).toContain(id);
  });

  it('filters within a category', async () => {
    const [category] = await testApp().database.query<{ id: number; url_name: string }>(
      `SELECT c.id, t.url_name FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'sk'
        WHERE c.parent_id IS NULL AND c.external_url IS NULL ORDER BY c.position LIMIT 1`,
    );
    const expected = await idsWhere(
      testApp().database,
      `l.final_price <= 10000 AND EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.product_id = l.id AND (c.id = $1 OR c.parent_id = $1))`,
      [category?.id],
    );
    expect(await allIds(`category=${category?.url_name}&param=cena/-100`)).toEqual(expected);
  });

  it('ignores an unknown value, 404s an unknown filter and 400s bad syntax, on field param', async () => {
    expect(await allIds('param=vyrobca/nike,no-such-brand')).toEqual(await allIds('param=vyrobca/nike'));
    expectError(await get(testApp().app, '/api/lib/v1/products?param=neznamy-filter/modra'), 404, 'param');
    expectError(await get(testApp().app, '/api/lib/v1/products?param=vyrobca'), 400, 'param');
    expectError(await get(testApp().app, '/api/lib/v1/products?param=cena/150-60'), 400, 'param');
    expectError(await get(testApp().app, '/api/lib/v1/products?sort=best'), 400, 'sort');
  });
});
