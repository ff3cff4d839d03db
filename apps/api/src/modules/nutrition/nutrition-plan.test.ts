import { ErrorResponseSchema, type NutritionPlanResponse, NutritionPlanResponseSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { cartOf, sendCart } from '../../test-support/cart-requests';
import { setOnlineStock } from '../../test-support/online-stock';
import { expectError, get, HOST, useTestApp } from '../../test-support/test-app';

// Changes stock under the running api (the last test): its test database is its own.
const testApp = useTestApp();
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const ROAD_RUN = 'activity=run&duration=120&intensity=moderate&heat=mild&caffeine=no';
const HOT_ULTRA = 'activity=ultra&duration=300&intensity=moderate&heat=hot&caffeine=yes&vegan=yes';

async function planOf(query: string, host: string = HOST.sk): Promise<NutritionPlanResponse> {
  const response = await get(testApp().app, `/api/lib/v1/nutrition-plan?${query}`, { host });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return NutritionPlanResponseSchema.parse(response.body);
}

type ProductFacts = {
  id: number;
  kind: string;
  status: string;
  online: number;
  caffeine_mg: number;
  vegan: boolean;
  gluten_free: boolean;
};

/** The picked products as the database holds them, read without the picker's code. */
async function factsOf(ids: readonly number[]): Promise<Map<number, ProductFacts>> {
  const rows = await testApp().database.query<ProductFacts>(
    `SELECT p.id, p.kind, p.status, f.caffeine_mg, f.vegan, f.gluten_free,
       (SELECT coalesce(sum(st.quantity), 0)::int FROM product_sizes s JOIN stock st ON st.size_id = s.id
        JOIN operation_units u ON u.id = st.operation_unit_id AND u.ships_online WHERE s.product_id = p.id) AS online
     FROM products p LEFT JOIN nutrition_facts f ON f.product_id = p.id WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

describe(`the nutrition picker api (${engine})`, () => {
  it('plans a 2 h moderate road run in mild weather: 45 g/h, 500 ml/h, 300 mg/h sodium, products in stock', async () => {
    const answer = await planOf(ROAD_RUN);
    // Hand-checked: band 30–60 for 1–2.5 h, moderate halfway; 500 ml/h mild; 0.5 l × 600 mg/l.
    expect(answer.plan).toEqual({
      carbohydrate: { perHour: 45, total: 90, band: { min: 30, max: 60 }, dualSource: false, solidShare: 0 },
      fluid: { perHour: 500, total: 1000 },
      sodium: { perHour: 300, total: 600 },
      caffeineMaxMg: 0,
    });
    expect(answer.items.length).toBeGreaterThan(0);
    const facts = await factsOf(answer.items.map((item) => item.product.id));
    for (const item of answer.items) {
      const product = facts.get(item.product.id);
      expect(product).toMatchObject({ kind: 'nutrition', status: 'on_sale', caffeine_mg: 0 });
      expect(item.count).toBeGreaterThanOrEqual(1);
      expect(item.count).toBeLessThanOrEqual(product?.online ?? 0);
      expect(item.product.name.length).toBeGreaterThan(0);
      expect(item.product.finalPriceData.currency).toBe('EUR');
    }
    const carbs = answer.items.reduce((sum, item) => sum + item.carbohydrateG, 0);
    expect(answer.covered.carbohydrateG).toBe(carbs);
    expect(answer.waterMl).toBe(1000 - answer.covered.drinkFluidMl);
  });

  it('plans a 5 h vegan ultra in heat with caffeine: 75 g/h, more fluid and sodium, vegan products only', async () => {
    const answer = await planOf(HOT_ULTRA);
    expect(answer.plan).toMatchObject({
      carbohydrate: { perHour: 75, total: 375, band: { min: 60, max: 90 }, dualSource: true },
      fluid: { perHour: 750, total: 3750 },
      sodium: { perHour: 600, total: 3000 },
      caffeineMaxMg: 300,
    });
    const facts = await factsOf(answer.items.map((item) => item.product.id));
    for (const item of answer.items) expect(facts.get(item.product.id)?.vegan).toBe(true);
    expect(answer.covered.caffeineMg).toBeLessThanOrEqual(300);
  });

  it('answers in the shop’s currency and is cacheable like the catalog', async () => {
    const response = await get(testApp().app, `/api/lib/v1/nutrition-plan?${ROAD_RUN}`, { host: HOST.hu });
    expect(response.status).toBe(200);
    expect(String(response.headers['cache-control'])).toMatch(/public/);
    const answer = NutritionPlanResponseSchema.parse(response.body);
    for (const item of answer.items) expect(item.product.finalPriceData.currency).toBe('HUF');
  });

  it('refuses bad input with a 400 in the shop’s language, per field', async () => {
    const tooShort = expectError(
      await get(testApp().app, '/api/lib/v1/nutrition-plan?activity=run&duration=5&intensity=easy&heat=cool'),
      400,
      'duration',
    );
    expect(tooShort.messages[0]?.message).toBe('Najmenšia povolená hodnota je 15.');
    const unknown = await get(
      testApp().app,
      '/api/lib/v1/nutrition-plan?activity=swim&duration=60&intensity=easy&heat=cool',
      { host: HOST.cz },
    );
    const body = expectError(unknown, 400, 'activity');
    expect(body.messages[0]?.message).toMatch(/run, race, trail, ultra/);
    const missing = ErrorResponseSchema.parse(
      (await get(testApp().app, '/api/lib/v1/nutrition-plan?activity=run', { host: HOST.hu })).body,
    );
    expect(missing.messages.map((m) => m.field).sort()).toEqual(['duration', 'heat', 'intensity']);
  });

  it('adds the whole plan to the cart in one request: exactly those products and counts', async () => {
    const { app } = testApp();
    const answer = await planOf(ROAD_RUN);
    const items = answer.items.map((item) => ({ productId: item.product.id, sizeId: item.sizeId, count: item.count }));
    const cart = cartOf(await sendCart(app, 'POST', '/api/lib/v1/cart', { body: { items } }));
    expect(cart.items.map((line) => ({ productId: line.product.id, sizeId: line.size.id, count: line.count }))).toEqual(
      items,
    );
    expect(cart.count).toBe(items.reduce((sum, item) => sum + item.count, 0));
  });

  it('a product sold out meanwhile refuses the whole add (409, nothing added), and leaves the next plan', async () => {
    const { app, database } = testApp();
    const answer = await planOf(ROAD_RUN);
    const items = answer.items.map((item) => ({ productId: item.product.id, sizeId: item.sizeId, count: item.count }));
    const soldOut = items[items.length - 1];
    if (!soldOut) throw new Error('the plan has no products');
    await setOnlineStock(database, soldOut.sizeId, 0);
    const refused = await sendCart(app, 'POST', '/api/lib/v1/cart', { body: { items } });
    expect(refused.status).toBe(409);
    expect(ErrorResponseSchema.parse(refused.body).messages[0]?.message).toBe('Táto veľkosť je vypredaná.');
    expect(refused.setCookie).toBeUndefined();
    // The cached product views follow the stock change once the listing index has caught up.
    const deadline = Date.now() + 15_000;
    let next = await planOf(ROAD_RUN);
    while (next.items.some((item) => item.product.id === soldOut.productId) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = await planOf(ROAD_RUN);
    }
    expect(next.items.map((item) => item.product.id)).not.toContain(soldOut.productId);
  });
});
