import { ProductListResponseSchema, ShoeFinderResponseSchema, ShoeFinderSizesResponseSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { idsWhere, WITH_ONLINE_SIZE } from '../../test-support/filter-oracle-sql';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

const HEAVY_PRONATOR = 'foot=pronation&strike=heel&weight=over-85&injury=knee&surface=road&use=training';
const FOREFOOT_TRAIL_RUNNER = 'foot=neutral&strike=forefoot&weight=60-85&injury=none&surface=trail&use=training';

async function findShoes(answers: string, size: string, host: string = HOST.sk) {
  const response = await get(testApp().app, `/api/lib/v1/shoe-finder?${answers}&size=${size}`, { host });
  expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
  return ShoeFinderResponseSchema.parse(response.body);
}

/** Per product id, its scored parameters' codes, read with plain SQL apart from the api's index. */
async function parametersOf(ids: number[]): Promise<Map<number, Record<string, string>>> {
  const rows = await testApp().database.query<{ id: number; code: string; value: string }>(
    `SELECT ppv.product_id AS id, pa.code, v.code AS value FROM product_parameter_values ppv
       JOIN parameter_values v ON v.id = ppv.parameter_value_id
       JOIN parameters pa ON pa.id = v.parameter_id AND pa.code IN ('support', 'surface', 'cushioning', 'drop')
      WHERE ppv.product_id = ANY($1::int[])`,
    [ids],
  );
  const byId = new Map<number, Record<string, string>>();
  for (const row of rows) byId.set(Number(row.id), { ...byId.get(Number(row.id)), [row.code]: row.value });
  return byId;
}

const IS_SHOE = `p.kind = 'shoes'`;

describe('GET /api/lib/v1/shoe-finder', () => {
  it('answers only shoes in stock online in the size, each model once, at most 12, best score first', async () => {
    const body = await findShoes(HEAVY_PRONATOR, '42');
    const inSize = await idsWhere(testApp().database, `${IS_SHOE} AND ${WITH_ONLINE_SIZE('$1')}`, ['42']);
    const models = await testApp().database.query<{ n: number }>(
      `SELECT count(DISTINCT t.name)::int AS n FROM product_translations t
        WHERE t.locale = 'sk' AND t.product_id = ANY($1::int[])`,
      [inSize],
    );
    // Each model in the size once, as many as there are up to the limit of 12.
    expect(body.items.length).toBe(Math.min(12, models[0]?.n ?? 0));
    expect(body.items.length).toBeGreaterThan(3);
    for (const item of body.items) expect(inSize).toContain(item.product.id);
    const names = body.items.map((item) => item.product.name);
    expect(new Set(names).size).toBe(names.length);
    const scores = body.items.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('puts a stability road shoe first for a heavy pronating heel striker with knee pain', async () => {
    const body = await findShoes(HEAVY_PRONATOR, '42');
    const stabilityRoadInSize = await idsWhere(
      testApp().database,
      `${IS_SHOE} AND ${WITH_ONLINE_SIZE('$1')} AND EXISTS (SELECT 1 FROM product_parameter_values ppv
         JOIN parameter_values v ON v.id = ppv.parameter_value_id AND v.code = 'stability' WHERE ppv.product_id = p.id)`,
      ['42'],
    );
    expect(stabilityRoadInSize.length).toBeGreaterThan(0);
    const [best] = body.items;
    const facts = await parametersOf(body.items.map((item) => item.product.id));
    expect(facts.get(best?.product.id ?? 0)).toMatchObject({ support: 'stability', surface: 'road' });
    expect(best?.reasons[0]).toBe('stability-for-pronation');
    // A neutral shoe in the answer scores below every stability road shoe in it.
    const neutral = body.items.filter((item) => facts.get(item.product.id)?.support === 'neutral');
    const stabilityRoad = body.items.filter(
      (item) => facts.get(item.product.id)?.support === 'stability' && facts.get(item.product.id)?.surface === 'road',
    );
    for (const n of neutral) for (const s of stabilityRoad) expect(s.score).toBeGreaterThan(n.score);
  });

  it('puts a low-drop trail shoe first for a forefoot trail runner', async () => {
    const body = await findShoes(FOREFOOT_TRAIL_RUNNER, '42');
    const facts = await parametersOf(body.items.map((item) => item.product.id));
    const best = facts.get(body.items[0]?.product.id ?? 0);
    expect(best?.surface).toBe('trail');
    expect(Number(best?.drop)).toBeLessThanOrEqual(6);
    expect(body.items[0]?.reasons).toEqual(expect.arrayContaining(['made-for-trail', 'low-drop-for-forefoot']));
  });

  it('links to the running shoes filtered by support, surface and size, a listing holding the best shoe', async () => {
    const body = await findShoes(HEAVY_PRONATOR, '42');
    expect(body.listing).toEqual({
      category: expect.objectContaining({ urlName: 'bezecka-obuv' }),
      param: 'velkost/42/povrch/cesta/doslap/pronacia-stabilna',
    });
    const listing = await get(
      testApp().app,
      `/api/lib/v1/products?category=bezecka-obuv&param=${body.listing?.param}&perPage=100`,
    );
    expect(listing.status).toBe(200);
    const ids = ProductListResponseSchema.parse(listing.body).items.map((item) => item.id);
    expect(ids).toContain(body.items[0]?.product.id);
  });

  it('links without a surface for mixed ground, in the shop’s own filter names', async () => {
    const body = await findShoes(
      'foot=neutral&strike=midfoot&weight=under-60&injury=none&surface=mixed&use=tempo',
      '40',
      HOST.hu,
    );
    expect(body.listing).toEqual({
      category: expect.objectContaining({ urlName: 'futocipok' }),
      param: 'meret/40/labtipus/neutralis',
    });
  });

  it('answers no shoes and no listing for a size no shoe is in stock in', async () => {
    expect(await findShoes(HEAVY_PRONATOR, '30')).toEqual({ items: [], listing: null });
  });

  it('refuses an unknown answer or a size that is none, with a translated message on the field', async () => {
    const bad = await get(
      testApp().app,
      '/api/lib/v1/shoe-finder?foot=flat&strike=heel&weight=60-85&injury=none&surface=road&use=racing&size=42',
    );
    expect(expectError(bad, 400, 'foot').messages[0]?.message).toMatch(/neutral, pronation/);
    const size = await get(testApp().app, `/api/lib/v1/shoe-finder?${HEAVY_PRONATOR}&size=42.7`);
    expectError(size, 400, 'size');
    const missing = await get(testApp().app, `/api/lib/v1/shoe-finder?${HEAVY_PRONATOR}`, { host: HOST.hu });
    const sk = await get(testApp().app, `/api/lib/v1/shoe-finder?${HEAVY_PRONATOR}`);
    expect(expectError(missing, 400, 'size').messages[0]?.message).not.toBe(
      expectError(sk, 400, 'size').messages[0]?.message,
    );
  });
});

describe('GET /api/lib/v1/shoe-finder/sizes', () => {
  it('answers the sizes some shoe is in stock in online, smallest first, and no apparel sizes', async () => {
    const response = await get(testApp().app, '/api/lib/v1/shoe-finder/sizes');
    expect(response.status).toBe(200);
    const { sizes } = ShoeFinderSizesResponseSchema.parse(response.body);
    const rows = await testApp().database.query<{ name: string }>(
      `SELECT DISTINCT s.name FROM products p
         JOIN prices pr ON pr.product_id = p.id JOIN web_instances w ON w.id = pr.web_instance_id AND w.locale = 'sk'
         JOIN product_sizes s ON s.product_id = p.id
         JOIN stock st ON st.size_id = s.id AND st.quantity > 0
         JOIN operation_units u ON u.id = st.operation_unit_id AND u.ships_online
        WHERE p.kind = 'shoes' AND p.status <> 'retired'`,
    );
    const expected = rows.map((row) => row.name).sort((a, b) => Number(a) - Number(b));
    expect(sizes.map((size) => size.name)).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining(['40', '42']));
  });
});
