import { type AvailableFilter, FiltersResponseSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { idsWhere, LISTABLE } from '../../test-support/filter-oracle-sql';
import { listingRequests } from '../../test-support/listing-requests';
import { get, useTestApp } from '../../test-support/test-app';

/**
 * The reserved filters read from stock, tags and product state — store location (predajna), town
 * (mesto), district (okres), tags (tag) and status (stav) — each checked, in the listing and in the
 * faceted counts, against plain SQL on the seed (filter-source-queries.ts says what each one means).
 */
const testApp = useTestApp();

const { allIds } = listingRequests(testApp);

async function filters(query: string) {
  const response = await get(testApp().app, `/api/lib/v1/filters?${query}`);
  expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
  return FiltersResponseSchema.parse(response.body);
}

/** urlName → count of the values a facet offers that leave some product. */
function countsOf(body: { available: AvailableFilter[] }, key: AvailableFilter['key']): Record<string, number> {
  const filter = body.available.find((candidate) => candidate.key === key);
  if (filter?.kind !== 'values') throw new Error(`no value filter ${key}`);
  return Object.fromEntries(filter.values.filter((value) => value.count > 0).map((v) => [v.urlName, v.count]));
}

/**
 * The Slovak operation units by the slugs the filters use, written out by hand from the seed's
 * stores (so the slugs are checked too): store name, town and district.
 */
const STORE_BY_SLUG: Record<string, string> = {
  'stride-kosice': 'Stride Košice',
  'stride-bratislava': 'Stride Bratislava',
  'stride-sklad-senec': 'Stride sklad Senec',
};
const TOWN_BY_SLUG: Record<string, string> = { kosice: 'Košice', bratislava: 'Bratislava', senec: 'Senec' };
const DISTRICT_BY_SLUG: Record<string, string> = {
  'kosice-i': 'Košice I',
  'bratislava-i-stare-mesto': 'Bratislava I – Staré Mesto',
  senec: 'Senec',
};

type UnitColumn = 'name' | 'town' | 'district';

/** Some size of the product in stock in a Slovak unit whose `column` is one of the texts in $1. */
const IN_STOCK_IN = (column: UnitColumn) => `EXISTS (SELECT 1 FROM product_sizes s
  JOIN stock st ON st.size_id = s.id AND st.quantity > 0
  JOIN operation_units u ON u.id = st.operation_unit_id AND u.country = 'sk'
  WHERE s.product_id = l.id AND u.${column} = ANY($1::text[]))`;

/** The product carries the Slovak tag whose url name is $n. */
const TAGGED = (n: number) => `EXISTS (SELECT 1 FROM product_tags pt
  JOIN tag_translations t ON t.tag_id = pt.tag_id AND t.locale = 'sk'
  WHERE pt.product_id = l.id AND t.url_name = ANY($${n}::text[]))`;

const DISCOUNTED = `EXISTS (SELECT 1 FROM prices x JOIN web_instances w ON w.id = x.web_instance_id AND w.locale = 'sk'
  WHERE x.product_id = l.id AND x.final_price < x.standard_price)`;
const STATUS_WHERE: Record<string, string> = {
  new: 'p.is_new',
  discounted: DISCOUNTED,
  'on-sale': `p.status = 'on_sale'`,
};

/** Listable products (also matching `where`) per unit `column` value, keyed by its slug. */
async function unitCounts(column: UnitColumn, bySlug: Record<string, string>, where = 'true', params: unknown[] = []) {
  const rows = await testApp().database.query<{ value: string; count: number }>(
    `SELECT u.${column} AS value, count(DISTINCT l.id) AS count FROM (${LISTABLE}) l JOIN products p ON p.id = l.id
       JOIN product_sizes s ON s.product_id = l.id
       JOIN stock st ON st.size_id = s.id AND st.quantity > 0
       JOIN operation_units u ON u.id = st.operation_unit_id AND u.country = 'sk'
      WHERE ${where} GROUP BY u.${column}`,
    params,
  );
  const slugOfText = Object.fromEntries(Object.entries(bySlug).map(([slug, text]) => [text, slug]));
  return Object.fromEntries(rows.map((row) => [slugOfText[row.value] ?? `unmapped:${row.value}`, Number(row.count)]));
}

async function statusCounts(where = 'true', params: unknown[] = []) {
  const counts: Record<string, number> = {};
  for (const [value, condition] of Object.entries(STATUS_WHERE)) {
    const ids = await idsWhere(testApp().database, `(${condition}) AND (${where})`, params);
    if (ids.length > 0) counts[value] = ids.length;
  }
  return counts;
}

async function tagCounts(where = 'true', params: unknown[] = []) {
  const rows = await testApp().database.query<{ value: string; count: number }>(
    `SELECT t.url_name AS value, count(DISTINCT l.id) AS count FROM (${LISTABLE}) l JOIN products p ON p.id = l.id
       JOIN product_tags pt ON pt.product_id = l.id
       JOIN tag_translations t ON t.tag_id = pt.tag_id AND t.locale = 'sk'
      WHERE ${where} GROUP BY t.url_name`,
    params,
  );
  return Object.fromEntries(rows.map((row) => [row.value, Number(row.count)]));
}

/**
 * The Slovak tag on the most listable products, and the most used one that adds products to it
 * (some seeded tags always come together, so the second must not be a subset of the first).
 */
async function popularTags(): Promise<[string, string]> {
  const byCount = (counts: Record<string, number>) =>
    Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b))[0]?.[0];
  const first = byCount(await tagCounts());
  const second = first && byCount(await tagCounts(`NOT ${TAGGED(1)}`, [[first]]));
  if (!first || !second) throw new Error('the seed has fewer than two distinct tags on listable products');
  return [first, second];
}

describe('GET /api/lib/v1/products filtered by stock place, tags and status', () => {
  it('filters by store location (predajna): products in stock in the store; values OR-ed', async () => {
    const kosice = await idsWhere(testApp().database, IN_STOCK_IN('name'), [['Stride Košice']]);
    expect(kosice.length).toBeGreaterThan(0);
    expect(await allIds('param=predajna/stride-kosice')).toEqual(kosice);
    const either = await idsWhere(testApp().database, IN_STOCK_IN('name'), [['Stride Košice', 'Stride sklad Senec']]);
    expect(either.length).toBeGreaterThan(kosice.length);
    expect(await allIds('param=predajna/stride-kosice,stride-sklad-senec')).toEqual(either);
  });

  it('filters by town (mesto) and district (okres) of the stores holding stock', async () => {
    const bratislava = await idsWhere(testApp().database, IN_STOCK_IN('town'), [['Bratislava']]);
    expect(bratislava.length).toBeGreaterThan(0);
    expect(await allIds('param=mesto/bratislava')).toEqual(bratislava);
    const towns = await idsWhere(testApp().database, IN_STOCK_IN('town'), [['Košice', 'Senec']]);
    expect(await allIds('param=mesto/kosice,senec')).toEqual(towns);
    const district = await idsWhere(testApp().database, IN_STOCK_IN('district'), [['Bratislava I – Staré Mesto']]);
    expect(district).toEqual(bratislava);
    expect(await allIds('param=okres/bratislava-i-stare-mesto')).toEqual(district);
    const kosiceI = await idsWhere(testApp().database, IN_STOCK_IN('district'), [['Košice I']]);
    expect(kosiceI.length).toBeGreaterThan(0);
    expect(await allIds('param=okres/kosice-i')).toEqual(kosiceI);
  });

  it('filters by tags (tag): products carrying any of the tags', async () => {
    const [first, second] = await popularTags();
    const one = await idsWhere(testApp().database, TAGGED(1), [[first]]);
    expect(one.length).toBeGreaterThan(1);
    expect(await allIds(`param=tag/${first}`)).toEqual(one);
    const both = await idsWhere(testApp().database, TAGGED(1), [[first, second]]);
    expect(both.length).toBeGreaterThan(one.length);
    expect(await allIds(`param=tag/${[first, second].sort().join(',')}`)).toEqual(both);
  });

  it('filters by status (stav): new, discounted (in the Slovak prices), on sale', async () => {
    for (const [value, condition] of Object.entries(STATUS_WHERE)) {
      const expected = await idsWhere(testApp().database, condition);
      expect(expected.length, value).toBeGreaterThan(0);
      expect(await allIds(`param=stav/${value}`), value).toEqual(expected);
    }
    // A listed product not on sale is never under on-sale.
    const listable = await idsWhere(testApp().database, 'true');
    const onSale = await idsWhere(testApp().database, `p.status = 'on_sale'`);
    expect(onSale.length).toBeLessThan(listable.length);
    const newOrDiscounted = await idsWhere(testApp().database, `p.is_new OR ${DISCOUNTED}`);
    expect(await allIds('param=stav/new,discounted')).toEqual(newOrDiscounted);
  });

  it('ANDs these filters with each other', async () => {
    const expected = await idsWhere(testApp().database, `${IN_STOCK_IN('town')} AND ${DISCOUNTED}`, [['Bratislava']]);
    expect(expected.length).toBeGreaterThan(0);
    expect(await allIds('param=stav/discounted/mesto/bratislava')).toEqual(expected);
  });
});

describe('GET /api/lib/v1/filters counts for stock place, tags and status', () => {
  it('without a selection: each value counts the listable products it leaves', async () => {
    const body = await filters('');
    expect(countsOf(body, 'store-location')).toEqual(await unitCounts('name', STORE_BY_SLUG));
    expect(countsOf(body, 'town')).toEqual(await unitCounts('town', TOWN_BY_SLUG));
    expect(countsOf(body, 'district')).toEqual(await unitCounts('district', DISTRICT_BY_SLUG));
    expect(countsOf(body, 'tags')).toEqual(await tagCounts());
    const statuses = await statusCounts();
    expect(Object.keys(statuses).sort()).toEqual(['discounted', 'new', 'on-sale']);
    expect(countsOf(body, 'status')).toEqual(statuses);
  });

  it('counts each facet among the products the OTHER selected filters leave', async () => {
    const [tag] = await popularTags();
    const body = await filters(`param=predajna/stride-bratislava/stav/discounted/tag/${tag}`);
    const inStore = IN_STOCK_IN('name');
    const store = ['Stride Bratislava'];
    // The store facet ignores the store but applies status and tag…
    expect(countsOf(body, 'store-location')).toEqual(
      await unitCounts('name', STORE_BY_SLUG, `${DISCOUNTED} AND ${TAGGED(1)}`, [[tag]]),
    );
    // …town and district apply all three selected filters…
    expect(countsOf(body, 'town')).toEqual(
      await unitCounts('town', TOWN_BY_SLUG, `${inStore} AND ${DISCOUNTED} AND ${TAGGED(2)}`, [store, [tag]]),
    );
    // …status ignores the status, tags the tag.
    expect(countsOf(body, 'status')).toEqual(await statusCounts(`${inStore} AND ${TAGGED(2)}`, [store, [tag]]));
    expect(countsOf(body, 'tags')).toEqual(await tagCounts(`${inStore} AND ${DISCOUNTED}`, [store]));
    const all = await idsWhere(testApp().database, `${inStore} AND ${DISCOUNTED} AND ${TAGGED(2)}`, [store, [tag]]);
    expect(all.length).toBeGreaterThan(0);
    expect(body.total).toBe(all.length);
  });

  it('reports the selection: store, town and district, statuses, tags', async () => {
    const [tag] = await popularTags();
    const body = await filters(`param=predajna/stride-kosice/stav/new,on-sale/tag/${tag}/mesto/senec/okres/kosice-i`);
    expect(body.selected.stores).toEqual([{ urlName: 'stride-kosice', name: 'Stride Košice' }]);
    expect(body.selected.storeLocations).toEqual([
      { urlName: 'senec', name: 'Senec', filter: 'town' },
      { urlName: 'kosice-i', name: 'Košice I', filter: 'district' },
    ]);
    expect(body.selected.statuses.map((status) => status.urlName)).toEqual(['new', 'on-sale']);
    expect(body.selected.tags.map((selected) => selected.urlName)).toEqual([tag]);
  });
});
